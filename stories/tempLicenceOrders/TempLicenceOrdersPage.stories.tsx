/** /temp-licenses-order: the list in each of its states, as a company and as staff. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import TempLicenceOrdersPage from '../../src/features/tempLicenceOrders/TempLicenceOrdersPage';
import { calls, FOREVER, page } from '../support/mockApi';
import { PROVIDER, rows } from './fixtures';

const meta = {
  title: 'Temporary licence orders/List',
  component: TempLicenceOrdersPage,
  parameters: { path: '/temp-licenses-order', route: '/temp-licenses-order', session: 'provider', permissions: PROVIDER },
} satisfies Meta<typeof TempLicenceOrdersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const LIST = 'POST /general/temp_license_order/list';
const listing = { [LIST]: page(rows, { total: 3 }) };

export const Loading: Story = {
  parameters: { api: { [LIST]: FOREVER } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  parameters: { api: { [LIST]: page([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا توجد طلبات رخص مؤقتة بعد')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { [LIST]: { status: 500, body: { message: 'هناك مشكلة' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  },
};

/** The company's orders: a pending one it may edit and delete, an approved one that links to its licence, a rejected one. */
export const Company: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'خيمة مطبخ إضافية' })).toHaveAttribute('href', '/temp-licenses-order/view/1');
    await expect(canvas.getByRole('button', { name: 'طلب رخصة مؤقتة' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تعديل: خيمة مطبخ إضافية' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'تعديل: مظلة انتظار مؤقتة' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'الرخصة: مظلة انتظار مؤقتة' })).toBeVisible();
    await expect(canvas.queryByRole('columnheader', { name: 'الشركة' })).toBeNull();
  },
};

/** Staff see every company's orders with the company, and edit none. */
export const Staff: Story = {
  parameters: { api: listing, session: 'admin', permissions: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('columnheader', { name: 'الشركة' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'تعديل: خيمة مطبخ إضافية' })).toBeNull();
  },
};

export const English: Story = {
  parameters: { api: listing },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Request a temporary licence' })).toBeVisible();
  },
};

/** Searching and filtering send the filters with the page size and come back to page 1. */
export const Search: Story = {
  parameters: { api: { [LIST]: page([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'بحث' }), 'مطبخ{Enter}');
    await waitFor(() => expect(calls.some((c) => (c.body as Record<string, string>).search === 'مطبخ')).toBe(true));
    await expect(calls.at(-1)!.query.get('page')).toBe('1');
  },
};
