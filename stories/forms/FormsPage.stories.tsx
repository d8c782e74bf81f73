/** Forms: the list in each of its states. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import FormsPage from '../../src/features/forms/FormsPage';
import { calls, FOREVER, page } from '../support/mockApi';
import { formRows as formsRows } from './fixtures';

const meta = {
  title: 'Forms/List',
  component: FormsPage,
  parameters: { path: '/forms', route: '/forms' },
} satisfies Meta<typeof FormsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const listing = { 'POST /general/forms': page(formsRows, { total: 3 }) };

export const Loading: Story = {
  parameters: { api: { 'POST /general/forms': FOREVER } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  parameters: { api: { 'POST /general/forms': page([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا توجد نماذج بعد')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { 'POST /general/forms': { status: 500, body: { message: 'هناك مشكلة' } } } },
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
    await expect(await canvas.findByRole('link', { name: formsRows[0]!.name })).toBeVisible();
    // the signers, the question count and the total of the prices
    await expect(canvas.getAllByText('كدانة').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText(/550/).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'إضافة نموذج' })).toBeVisible();
  },
};

export const English: Story = {
  parameters: { api: listing },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Add form' })).toBeVisible();
  },
};

/** Searching sends the filter with the page size and comes back to page 1. */
export const Search: Story = {
  parameters: { api: { 'POST /general/forms': page([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'بحث' }), 'تجربة{Enter}');
    await waitFor(() => expect(calls.some((c) => (c.body as Record<string, string>).search === 'تجربة')).toBe(true));
    await expect(calls.at(-1)!.query.get('page')).toBe('1');
  },
};
