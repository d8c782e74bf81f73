/** Categories: the list in each of its states. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import CategoriesPage from '../../src/features/categories/CategoriesPage';
import { calls, FOREVER, page } from '../support/mockApi';
import { categoriesRows } from './fixtures';

const meta = {
  title: 'Categories/List',
  component: CategoriesPage,
  parameters: { path: '/categories', route: '/categories' },
} satisfies Meta<typeof CategoriesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const listing = { 'POST /general/categories': page(categoriesRows, { total: 3 }) };

export const Loading: Story = {
  parameters: { api: { 'POST /general/categories': FOREVER } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  parameters: { api: { 'POST /general/categories': page([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا يوجد تصنيف بعد')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { 'POST /general/categories': { status: 500, body: { message: 'هناك مشكلة' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  },
};

/** Each row: both names, whether it is offered, view and edit; no delete (categories are switched off instead). */
export const Records: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'كهرباء' })).toBeVisible();
    await expect(canvas.getByText('Plumbing')).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'موقوف' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تعديل: سباكة' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /حذف/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'إضافة تصنيف' })).toBeVisible();
  },
};

export const English: Story = {
  parameters: { api: listing },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Add category' })).toBeVisible();
    await expect(await canvas.findByRole('cell', { name: 'Switched off' })).toBeVisible();
  },
};

/** Searching sends the filter with the page size and comes back to page 1. */
export const Search: Story = {
  parameters: { api: { 'POST /general/categories': page([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'بحث' }), 'كهرباء{Enter}');
    await waitFor(() => expect(calls.some((c) => (c.body as Record<string, string>).search === 'كهرباء')).toBe(true));
    await expect(calls.at(-1)!.query.get('page')).toBe('1');
  },
};

/** The address's filter reaches the server as the contract's 0/1 flag. */
export const OnlySwitchedOff: Story = {
  parameters: { path: '/categories?is_active=0', api: { 'POST /general/categories': page([categoriesRows[2]!]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'إنذار الحريق' })).toBeVisible();
    await waitFor(() => expect(calls.some((c) => String((c.body as Record<string, unknown>).is_active) === '0')).toBe(true));
  },
};
