/** News bar: the staff's list in each of its states, visibility shown in words and filtered. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import NewsBarPage from '../../src/features/newsBar/NewsBarPage';
import { calls, FOREVER, page } from '../support/mockApi';
import { newsBarRows } from './fixtures';

const meta = {
  title: 'News bar/List',
  component: NewsBarPage,
  parameters: { path: '/news-bar', route: '/news-bar' },
} satisfies Meta<typeof NewsBarPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const listing = { 'POST /general/news-bar': page(newsBarRows, { total: 3 }) };

export const Loading: Story = {
  parameters: { api: { 'POST /general/news-bar': FOREVER } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  parameters: { api: { 'POST /general/news-bar': page([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا توجد عناصر في شريط الأخبار بعد')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { 'POST /general/news-bar': { status: 500, body: { message: 'هناك مشكلة' } } } },
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
    await expect(await canvas.findByRole('link', { name: newsBarRows[0]!.value as string })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إضافة عنصر' })).toBeVisible();
  },
};

export const English: Story = {
  parameters: { api: listing },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Add item' })).toBeVisible();
  },
};

/** Searching sends the filter with the page size and comes back to page 1. */
export const Search: Story = {
  parameters: { api: { 'POST /general/news-bar': page([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'بحث' }), 'تجربة{Enter}');
    await waitFor(() => expect(calls.some((c) => (c.body as Record<string, string>).search === 'تجربة')).toBe(true));
    await expect(calls.at(-1)!.query.get('page')).toBe('1');
  },
};

/** Filtering by visibility sends 0 or 1; each row says whether it shows. */
export const ByVisibility: Story = {
  parameters: { api: { 'POST /general/news-bar': page(newsBarRows, { total: 3 }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('مخفي', { selector: '[data-visible="0"]' })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'الظهور' }), '0');
    await waitFor(() => expect(calls.some((c) => String((c.body as Record<string, unknown>).visible) === '0')).toBe(true));
  },
};
