/** Season archive: the list in each of its states, the active season marked and named above it. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DbArchivesPage from '../../src/features/dbArchives/DbArchivesPage';
import { calls, FOREVER, page } from '../support/mockApi';
import { dbArchivesRows, seasonsReply } from './fixtures';

const meta = {
  title: 'Season archive/List',
  component: DbArchivesPage,
  parameters: { path: '/db-archive', route: '/db-archive' },
} satisfies Meta<typeof DbArchivesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const listing = { 'POST /db_archive': page(dbArchivesRows, { total: 3 }), 'GET /db_archive/seasons': seasonsReply };

export const Loading: Story = {
  parameters: { api: { 'POST /db_archive': FOREVER, 'GET /db_archive/seasons': FOREVER } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** No season yet: the list says so, and the banner says none is active. */
export const Empty: Story = {
  parameters: { api: { 'POST /db_archive': page([]), 'GET /db_archive/seasons': { body: { message: 'ok', data: [] } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('لا توجد مواسم بعد')).toBeVisible();
    await expect(await canvas.findByText('لا يوجد موسم نشط بعد: افتح موسماً وفعّله.')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { 'POST /db_archive': { status: 500, body: { message: 'هناك مشكلة' } }, 'GET /db_archive/seasons': seasonsReply } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  },
};

/** The seasons, the newest first: the active one is named above the list and marked in its row; none can be deleted. */
export const Records: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: dbArchivesRows[1]!.name })).toBeVisible();
    const banner = await canvas.findByRole('region', { name: 'الموسم النشط' });
    await expect(within(banner).getByRole('link', { name: dbArchivesRows[0]!.name })).toHaveAttribute('href', '/db-archive/3');
    // its row says so beside its name
    await expect(canvas.getByText('الموسم النشط')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إضافة موسم' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /حذف/ })).toBeNull();
    // each day with its Hijri date under it
    await expect(canvas.getByText('2025-07-13')).toBeVisible();
    await expect(canvas.getByText('18 محرم 1447 هـ')).toBeVisible();
  },
};

export const English: Story = {
  parameters: { api: listing },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Add season' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Hajj season 1447 AH' })).toBeVisible();
    await expect(await canvas.findByText('The active season now:')).toBeVisible();
  },
};

/** Searching sends the filter with the page size and comes back to page 1. */
export const Search: Story = {
  parameters: { api: { 'POST /db_archive': page([]), 'GET /db_archive/seasons': seasonsReply } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'بحث' }), 'تجربة{Enter}');
    await waitFor(() => expect(calls.some((c) => c.path === '/db_archive' && (c.body as Record<string, string>).search === 'تجربة')).toBe(true));
    await expect(
      calls
        .filter((c) => c.path === '/db_archive')
        .at(-1)!
        .query.get('page'),
    ).toBe('1');
  },
};
