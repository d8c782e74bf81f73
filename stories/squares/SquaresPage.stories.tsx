/** Squares: the list in each of its states (the form's stories are SquareFormPage.stories.tsx). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import SquaresPage from '../../src/features/squares/SquaresPage';
import { calls, FOREVER, page } from '../support/mockApi';
import { squaresRows } from './fixtures';

const meta = {
  title: 'Squares/List',
  component: SquaresPage,
  parameters: { path: '/squares', route: '/squares' },
} satisfies Meta<typeof SquaresPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const listing = { 'POST /general/squares': page(squaresRows, { total: 3 }) };

export const Loading: Story = {
  parameters: { api: { 'POST /general/squares': FOREVER } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  parameters: { api: { 'POST /general/squares': page([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا توجد مربعات بعد')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { 'POST /general/squares': { status: 500, body: { message: 'هناك مشكلة' } } } },
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
    await expect(await canvas.findByText('MZ-01')).toBeVisible();
    await expect(canvas.getByText('217,000')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إضافة مربع' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تعديل: مربع 2' })).toBeVisible();
    // deleting is the administrator's (ours: square-delete)
    await expect(canvas.getByRole('button', { name: 'حذف: مربع 2' })).toBeVisible();
  },
};

export const English: Story = {
  parameters: { api: listing },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Add square' })).toBeVisible();
  },
};

/** Searching sends the filter with the page size and comes back to page 1. */
export const Search: Story = {
  parameters: { api: { 'POST /general/squares': page([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'بحث' }), 'MZ-0{Enter}');
    await waitFor(() => expect(calls.some((c) => (c.body as Record<string, string>).search === 'MZ-0')).toBe(true));
    await expect(calls.at(-1)!.query.get('page')).toBe('1');
  },
};

/** Without square-create, square-update and square-delete: the list only, no actions column. */
export const ReadOnly: Story = {
  parameters: { api: listing, session: 'provider' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('MZ-02')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'إضافة مربع' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^تعديل/ })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: 'الإجراءات' })).toBeNull();
  },
};
