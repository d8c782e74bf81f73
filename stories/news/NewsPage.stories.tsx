/** News: the staff's list in each of its states (the form, the reading page and the dashboard have their own files). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import NewsPage from '../../src/features/news/NewsPage';
import { calls, FOREVER, page } from '../support/mockApi';
import { newsRows } from './fixtures';

const meta = {
  title: 'News/List',
  component: NewsPage,
  parameters: { path: '/news', route: '/news' },
} satisfies Meta<typeof NewsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const listing = { 'POST /general/news': page(newsRows, { total: 3 }) };

export const Loading: Story = {
  parameters: { api: { 'POST /general/news': FOREVER } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  parameters: { api: { 'POST /general/news': page([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا توجد أخبار بعد')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { 'POST /general/news': { status: 500, body: { message: 'هناك مشكلة' } } } },
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
    await expect(await canvas.findByRole('link', { name: newsRows[0]!.news_title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إضافة خبر' })).toBeVisible();
    // the type in words, and the title opens the reading page
    await expect(canvas.getAllByText('صور')[0]).toBeVisible();
    await expect(canvas.getByRole('link', { name: newsRows[0]!.news_title }).getAttribute('href')).toBe('/news/read/1');
  },
};

/** Filtering by type sends it and comes back to page 1. */
export const ByType: Story = {
  parameters: { api: { 'POST /general/news': page([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'نوع الخبر' }), 'video');
    await waitFor(() => expect(calls.some((c) => (c.body as Record<string, string>).news_type === 'video')).toBe(true));
  },
};

export const English: Story = {
  parameters: { api: listing },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Add news item' })).toBeVisible();
  },
};

/** Searching sends the filter with the page size and comes back to page 1. */
export const Search: Story = {
  parameters: { api: { 'POST /general/news': page([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'بحث' }), 'تجربة{Enter}');
    await waitFor(() => expect(calls.some((c) => (c.body as Record<string, string>).search === 'تجربة')).toBe(true));
    await expect(calls.at(-1)!.query.get('page')).toBe('1');
  },
};
