/**
 * Orders, the list (each party's inbox): loading, empty, failed, the rows of an authority's desk
 * (every column, the receiving company among them) and of the provider (its own orders: edit its
 * draft, correct a returned one, delete a draft after a confirmation), filters and English.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import OrdersPage from '../../src/features/orders/OrdersPage';
import { FOREVER, ok, page } from '../support/mockApi';
import { bodyOf, callsTo, expectToast } from '../users/support';
import { assignments, orderRows, specialists } from './fixtures';
import { as } from './support';

const meta = {
  title: 'Orders/List',
  component: OrdersPage,
  parameters: { path: '/orders', route: '/orders' },
} satisfies Meta<typeof OrdersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const camps = [
  { id: 74, name: 'مخيم 12-4', name_en: 'Camp 12-4', square_id: 12 },
  { id: 114, name: 'مخيم 3-6', name_en: 'Camp 3-6', square_id: 3 },
];
const targets = {
  'POST /general/camps': page(camps),
  'POST /general/squares': page([{ id: 12, name: 'مربع 12', name_en: 'Square 12' }]),
  'POST /general/assign': page(assignments),
  'GET /general/assign/companies': ok([{ id: 3, name: 'شركة الضيافة', company_name: 'شركة الضيافة لخدمات الحجاج', cr: '4030012345' }]),
  'POST /general/specialist': page(specialists),
  'POST /saved-filters/index': ok([]),
};
const listing = { ...targets, 'POST /general/orders/list': page(orderRows, { total: orderRows.length }) };

export const Loading: Story = {
  parameters: { api: { ...targets, 'POST /general/orders/list': FOREVER } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  parameters: { api: { ...targets, 'POST /general/orders/list': page([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا توجد طلبات بعد')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { ...targets, 'POST /general/orders/list': { status: 500, body: { message: 'هناك مشكلة' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  },
};

/** The authority's desk: every order, with the receiving company, the parties, the licence's end in both calendars. */
export const Desk: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole('table'));
    await expect(await table.findByRole('link', { name: 'تمديد شبكة صرف ودورات مياه' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'الجهة المستلمة' })).toBeVisible();
    await expect(table.getAllByText('مرخص')[0]).toBeVisible();
    await expect(table.getByText('2027-02-09')).toBeVisible();
    // tsleem processes the order waiting for it; a licensed order opens its licence
    await expect(table.getByRole('button', { name: 'المعالجة: تركيب خزانات مياه علوية' })).toBeVisible();
    await expect(table.getByRole('button', { name: 'الرخصة: تمديد شبكة صرف ودورات مياه' })).toBeVisible();
    // the desk filters by receiving company and specialty too
    await expect(canvas.getByRole('combobox', { name: 'الجهة المستلمة' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'التخصص' })).toBeVisible();
  },
};

/** The provider's inbox: its own orders (no receiver column); it edits its draft, corrects a returned order, deletes a draft after a confirmation. */
export const ProviderInbox: Story = {
  decorators: [as('service_provider', 3)],
  parameters: {
    api: { ...listing, 'DELETE /general/orders/destroy/{id}': ok(undefined, 'تم حذف الطلب بنجاح') },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole('table'));
    await expect(await table.findByRole('link', { name: 'تركيب خيام مكيفة وممرات مظللة' })).toBeVisible();
    await expect(table.queryByRole('columnheader', { name: 'الجهة المستلمة' })).toBeNull();
    await expect(table.getByRole('button', { name: 'تعديل: تركيب خيام مكيفة وممرات مظللة' })).toBeVisible();
    await expect(table.getByRole('button', { name: 'إعادة التخصيص: توسعة منطقة الاستقبال' })).toBeVisible();
    // only the draft is deleted
    await expect(table.queryByRole('button', { name: 'حذف المسودة: توسعة منطقة الاستقبال' })).toBeNull();
    await userEvent.click(table.getByRole('button', { name: 'حذف المسودة: تركيب خيام مكيفة وممرات مظللة' }));
    const body = bodyOf(canvasElement);
    const dialog = await body.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText(/لا يمكن التراجع/)).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'نعم، احذفه!' }));
    await waitFor(() => expect(callsTo('/general/orders/destroy/1')).toHaveLength(1));
    await expectToast(canvasElement, 'تم حذف الطلب بنجاح');
  },
};

export const English: Story = {
  parameters: { api: listing },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Add order' })).toBeVisible();
    await expect(await canvas.findByRole('columnheader', { name: 'Licence until' })).toBeVisible();
    await expect(canvas.getAllByText('Licensed')[0]).toBeVisible();
  },
};

/** Searching sends the filter with the page size and comes back to page 1. */
export const Search: Story = {
  parameters: { api: { ...targets, 'POST /general/orders/list': page([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'بحث في الموضوع والملاحظات' }), 'خيام{Enter}');
    await waitFor(() => expect(callsTo('/general/orders/list').some((c) => (c.body as Record<string, string>).search === 'خيام')).toBe(true));
    await expect(callsTo('/general/orders/list').at(-1)!.query.get('page')).toBe('1');
  },
};

/** The status filter offers the order machine's statuses and sends the chosen one. */
export const FilterByStatus: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'الحالة' });
    await expect(within(select).getByRole('option', { name: 'قيد المعالجة لدى التسليم' })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'tsleem_processing');
    await waitFor(() => expect(callsTo('/general/orders/list').some((c) => (c.body as Record<string, unknown>).status === 'tsleem_processing')).toBe(true));
  },
};

/** The camp filter offers every camp to the desk and sends the chosen camp's id. */
export const FilterByCamp: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'المخيم' });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'مخيم 3-6' })).toBeInTheDocument());
    await userEvent.selectOptions(select, '114');
    await waitFor(() => expect(callsTo('/general/orders/list').some((c) => String((c.body as Record<string, unknown>).camp_id) === '114')).toBe(true));
  },
};

/** /location-orders: the same list over the location orders' calls (general/location-orders) and their catalogue's specialties. */
export const LocationOrders: Story = {
  parameters: {
    path: '/location-orders',
    route: '/location-orders',
    api: { ...targets, 'POST /general/location-specialist': page(specialists), 'POST /general/location-orders/list': page(orderRows, { total: orderRows.length }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'طلبات المواقع' })).toBeVisible();
    const table = within(await canvas.findByRole('table'));
    const link = await table.findByRole('link', { name: 'تمديد شبكة صرف ودورات مياه' });
    await expect(link.getAttribute('href')).toMatch(/^\/location-orders\/details\/\d+$/);
    await expect(canvas.getByRole('button', { name: 'إضافة طلب' })).toBeVisible();
    await waitFor(() => expect(callsTo('/general/location-specialist').length).toBeGreaterThan(0));
    // nothing of the orders' family is read
    await expect(callsTo('/general/orders/list')).toHaveLength(0);
    await expect(callsTo('/general/specialist')).toHaveLength(0);
  },
};

/** /orders/consulting: the orders at the consulting stage (stage=consulting), filtered among its statuses only; nothing is added here. */
export const Consulting: Story = {
  parameters: { path: '/orders/consulting', route: '/orders/consulting', api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'طلبات الإشراف الاستشاري' })).toBeVisible();
    await waitFor(() => expect(callsTo('/general/orders/list').some((c) => (c.body as Record<string, unknown>).stage === 'consulting')).toBe(true));
    await expect(canvas.queryByRole('button', { name: 'إضافة طلب' })).toBeNull();
    const select = canvas.getByRole('combobox', { name: 'الحالة' });
    await expect(within(select).getByRole('option', { name: 'بانتظار قبول المقاول' })).toBeInTheDocument();
    await expect(within(select).queryByRole('option', { name: 'مسودة' })).toBeNull();
  },
};
