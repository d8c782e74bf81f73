/** Engineering guide offices: the list in each of its states. Started by `npm run new:area`. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import GuidesPage from '../../src/features/guides/GuidesPage';
import { calls, FOREVER, page } from '../support/mockApi';
import { guidesRows } from './fixtures';

const meta = {
  title: 'Engineering guide offices/List',
  component: GuidesPage,
  parameters: { path: '/guides', route: '/guides' },
} satisfies Meta<typeof GuidesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const listing = { 'POST /general/guide_offices': page(guidesRows, { total: 3 }) };

export const Loading: Story = {
  parameters: { api: { 'POST /general/guide_offices': FOREVER } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  parameters: { api: { 'POST /general/guide_offices': page([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا توجد أدلة هندسية بعد')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { 'POST /general/guide_offices': { status: 500, body: { message: 'هناك مشكلة' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  },
};

export const Records: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: guidesRows[0]!.title as string })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إضافة دليل هندسي' })).toBeVisible();
    // each guide's document downloads from its row; one with none says so
    await expect(canvas.getByText(/tents-guide\.pdf/)).toBeVisible();
    await expect(canvas.getByText('لا يوجد ملف بعد')).toBeVisible();
  },
};

export const English: Story = {
  parameters: { api: listing },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Add engineering guide' })).toBeVisible();
  },
};

/** Searching sends the filter with the page size and comes back to page 1. */
export const Search: Story = {
  parameters: { api: { 'POST /general/guide_offices': page([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'بحث' }), 'تجربة{Enter}');
    await waitFor(() => expect(calls.some((c) => (c.body as Record<string, string>).search === 'تجربة')).toBe(true));
    await expect(calls.at(-1)!.query.get('page')).toBe('1');
  },
};
