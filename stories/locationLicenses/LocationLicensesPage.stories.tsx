/** Location licences: the list in each of its states, its temporary/season filter, and what a viewer without locationorder-tmp-license sees. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import LocationLicensesPage from '../../src/features/locationLicenses/LocationLicensesPage';
import { calls, FOREVER, page } from '../support/mockApi';
import { locationLicensesRows } from './fixtures';

const meta = {
  title: 'Location licences/List',
  component: LocationLicensesPage,
  parameters: { path: '/location-licenses', route: '/location-licenses' },
} satisfies Meta<typeof LocationLicensesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const listing = { 'POST /general/location-temp_licenses': page(locationLicensesRows, { total: 3 }) };

export const Loading: Story = {
  parameters: { api: { 'POST /general/location-temp_licenses': FOREVER } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  parameters: { api: { 'POST /general/location-temp_licenses': page([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا توجد رخص مواقع بعد')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { 'POST /general/location-temp_licenses': { status: 500, body: { message: 'هناك مشكلة' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  },
};

/** Each kind with its validity and its temporary or season tag; adding, changing and deleting offered to a holder of locationorder-tmp-license. */
export const Records: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'رخصة تهيئة وتسوية الموقع' })).toBeVisible();
    await expect(canvas.getByText('90')).toBeVisible();
    const table = within(canvas.getByRole('table'));
    await expect(table.getAllByText('مؤقتة')).toHaveLength(2);
    await expect(table.getByText('موسمية')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إضافة رخصة موقع' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تعديل: رخصة مكتب موقع مؤقت' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'حذف: رخصة مكتب موقع مؤقت' })).toBeVisible();
  },
};

/** locationorder-license alone lists the catalogue; changing it is locationorder-tmp-license's. */
export const ViewerOnly: Story = {
  parameters: { api: listing, permissions: ['locationorder-license'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'رخصة مكتب موقع مؤقت' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'إضافة رخصة موقع' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'تعديل: رخصة مكتب موقع مؤقت' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'حذف: رخصة مكتب موقع مؤقت' })).toBeNull();
  },
};

export const English: Story = {
  parameters: { api: listing },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Add location licence' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /Validity \(days\)/ })).toBeVisible();
  },
};

/** Searching sends the filter with the page size and comes back to page 1. */
export const Search: Story = {
  parameters: { api: { 'POST /general/location-temp_licenses': page([]) } },
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
    await canvas.findByRole('link', { name: 'رخصة مكتب موقع مؤقت' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'النوع' }), '1');
    await waitFor(() => expect(calls.some((c) => String((c.body as Record<string, unknown>).is_temporary) === '1')).toBe(true));
  },
};
