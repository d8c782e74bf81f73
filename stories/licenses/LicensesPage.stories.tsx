/** Licences: the list in each of its states, its temporary/season filter, and what a viewer without order-tmp-license sees. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import LicensesPage from '../../src/features/licenses/LicensesPage';
import { calls, FOREVER, page } from '../support/mockApi';
import { licensesRows } from './fixtures';

const meta = {
  title: 'Licences/List',
  component: LicensesPage,
  parameters: { path: '/licenses', route: '/licenses' },
} satisfies Meta<typeof LicensesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const listing = { 'POST /general/temp_licenses': page(licensesRows, { total: 3 }) };

export const Loading: Story = {
  parameters: { api: { 'POST /general/temp_licenses': FOREVER } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  parameters: { api: { 'POST /general/temp_licenses': page([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا توجد رخص بعد')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { 'POST /general/temp_licenses': { status: 500, body: { message: 'هناك مشكلة' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  },
};

/** Each kind with its validity and its temporary or season tag; adding, changing and deleting offered to a holder of order-tmp-license. */
export const Records: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'رخصة إنشاء الخيام والمظلات' })).toBeVisible();
    await expect(canvas.getByText('120')).toBeVisible();
    const table = within(canvas.getByRole('table'));
    await expect(table.getAllByText('مؤقتة')).toHaveLength(2);
    await expect(table.getByText('موسمية')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إضافة رخصة' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تعديل: رخصة مطبخ مؤقت' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'حذف: رخصة مطبخ مؤقت' })).toBeVisible();
  },
};

/** order-license alone lists the catalogue; changing it is order-tmp-license's. */
export const ViewerOnly: Story = {
  parameters: { api: listing, permissions: ['order-license'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'رخصة مطبخ مؤقت' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'إضافة رخصة' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'تعديل: رخصة مطبخ مؤقت' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'حذف: رخصة مطبخ مؤقت' })).toBeNull();
  },
};

export const English: Story = {
  parameters: { api: listing },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Add licence' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /Validity \(days\)/ })).toBeVisible();
  },
};

/** Searching sends the filter with the page size and comes back to page 1. */
export const Search: Story = {
  parameters: { api: { 'POST /general/temp_licenses': page([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'بحث' }), 'تجربة{Enter}');
    await waitFor(() => expect(calls.some((c) => (c.body as Record<string, string>).search === 'تجربة')).toBe(true));
    await expect(calls.at(-1)!.query.get('page')).toBe('1');
  },
};

/** The kind filter sends is_temporary (1: temporary licences only). */
export const TemporaryOnly: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'رخصة مطبخ مؤقت' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'النوع' }), '1');
    await waitFor(() => expect(calls.some((c) => String((c.body as Record<string, unknown>).is_temporary) === '1')).toBe(true));
  },
};
