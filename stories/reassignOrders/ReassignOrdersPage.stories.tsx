/**
 * /re-assign-orders and /lock-orders: the list in each of its states (each row opens its order at its step's
 * address), a new order (company → its camps → appointment; the rule refuses no camp before any call and the
 * server's 422 lands on its field), and the lock list's bulk lock (preview, then a report per camp).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ReassignOrdersPage from '../../src/features/reassignOrders/ReassignOrdersPage';
import { calls, FOREVER, ok, page, type MockRequest } from '../support/mockApi';
import { callsTo } from '../users/support';
import { choose, dialogOf } from '../orders/support';
import { companies, companyCamps, order, rows } from './fixtures';
import { expectNoAxeViolations } from './a11y';

const meta = {
  title: 'Re-assign and lock orders/List',
  component: ReassignOrdersPage,
  parameters: { path: '/re-assign-orders', route: '/re-assign-orders' },
} satisfies Meta<typeof ReassignOrdersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const listing = {
  'POST /general/reassign_orders': page(rows, { total: 8 }),
  'GET /general/reassign_form/get-user-of-type/{type_id}': ok(companies),
  'GET /general/reassign_orders/company-camps/{company_id}': ok(companyCamps),
};

export const Loading: Story = {
  parameters: { api: { 'POST /general/reassign_orders': FOREVER } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  parameters: { api: { 'POST /general/reassign_orders': page([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا توجد طلبات')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { 'POST /general/reassign_orders': { status: 500, body: { message: 'هناك مشكلة' } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  },
};

/** Every status: the rows open the order at its step; the list asks for its type; amounts in riyals. */
export const Records: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const open = (id: number) => canvas.getByRole('link', { name: `فتح الطلب رقم ${id}` });
    await expect(await canvas.findByRole('link', { name: 'فتح الطلب رقم 1' })).toHaveAttribute('href', '/re-assign-orders/1/form/0');
    await expect(open(2)).toHaveAttribute('href', '/re-assign-orders/2/form/5/approve-camps');
    await expect(open(3)).toHaveAttribute('href', '/re-assign-orders/3/payment-attachment');
    await expect(open(4)).toHaveAttribute('href', '/re-assign-orders/4/payment-attachment/view');
    await expect(open(5)).toHaveAttribute('href', '/re-assign-orders/5/re-delivery/signature');
    await expect(open(6)).toHaveAttribute('href', '/re-assign-orders/6/re-delivery/file');
    await expect(open(7)).toHaveAttribute('href', '/re-assign-orders/7/form/5/view');
    await expect(canvas.getAllByText('800.00 ر.س').length).toBe(7);
    await expectNoAxeViolations(canvasElement.ownerDocument);
    await waitFor(() => expect(callsTo('/general/reassign_orders')[0]?.body).toMatchObject({ type: 'reassign' }));
  },
};

/** The lock list: its own type, its rows open /lock-orders/{id}/details when done, and bulk lock. */
export const LockList: Story = {
  parameters: { path: '/lock-orders', route: '/lock-orders', api: { ...listing, 'POST /general/reassign_orders': page([order(7, 'completed', { type: 'lock' })]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'فتح الطلب رقم 7' })).toHaveAttribute('href', '/lock-orders/7/details');
    await expect(canvas.getByRole('heading', { name: 'طلبات القفل' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'قفل جماعي' })).toBeVisible();
    await waitFor(() => expect(callsTo('/general/reassign_orders')[0]?.body).toMatchObject({ type: 'lock' }));
  },
};

export const English: Story = {
  parameters: { api: listing },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Re-delivery orders' })).toBeVisible();
    await expect((await canvas.findAllByText('SAR 800.00')).length).toBe(7);
    await expect(canvas.getByRole('button', { name: 'New order' })).toBeVisible();
  },
};

/** Without `re-assign`, no new order. */
export const ReadOnly: Story = {
  parameters: { api: listing, permissions: ['order-re-assign-index'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'فتح الطلب رقم 1' });
    await expect(canvas.queryByRole('button', { name: 'طلب جديد' })).toBeNull();
  },
};

/** A company sees its own orders and opens none (orders are opened by the authority), whatever its permissions. */
export const Company: Story = {
  parameters: { api: listing, session: 'provider', permissions: ['order-re-assign-index', 're-assign'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'فتح الطلب رقم 1' });
    await expect(canvas.queryByRole('button', { name: 'طلب جديد' })).toBeNull();
  },
};

/** A new order: no camp is refused before any call; the server's 422 on the camps lands under them; then it is created and opens at its form. */
export const NewOrder: Story = {
  parameters: {
    api: {
      ...listing,
      'POST /general/reassign_orders/store': (req: MockRequest) =>
        callsTo('/general/reassign_orders/store').length === 1
          ? { status: 422, body: { message: 'البيانات غير صحيحة', errors: { assign_camp_ids: ['المخيم عليه طلب مفتوح'] } } }
          : { status: 201, body: { message: 'ok', data: order(21, 'form', { appointment: (req.body as { appointment?: string }).appointment ?? null }) } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'طلب جديد' }));
    const dialog = await dialogOf(canvasElement);
    await choose(canvasElement, 'reassign-company', /شركة الضيافة/);
    await dialog.findByRole('group', { name: 'المخيمات' });
    await expectNoAxeViolations(canvasElement.ownerDocument);
    await userEvent.click(dialog.getByRole('button', { name: 'إنشاء الطلب' }));
    await expect(await dialog.findByText('الرجاء اختيار مخيم واحد على الأقل')).toBeVisible();
    await expect(callsTo('/general/reassign_orders/store')).toHaveLength(0);
    await userEvent.click(dialog.getByRole('checkbox', { name: 'مخيم 12 (مربع 3)' }));
    await userEvent.type(dialog.getByLabelText('تاريخ الموعد'), '2026-12-01');
    await userEvent.click(dialog.getByRole('button', { name: 'إنشاء الطلب' }));
    await expect(await dialog.findByText('المخيم عليه طلب مفتوح')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'إنشاء الطلب' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/general/reassign_orders/store')).toHaveLength(2));
    await expect(callsTo('/general/reassign_orders/store')[1]!.body).toMatchObject({ type: 'reassign', company_id: '3', 'assign_camp_ids[0]': '11', appointment: '2026-12-01' });
    await expect(await within(canvasElement.ownerDocument.body).findByTestId('navigated')).toBeVisible();
  },
};

/** Bulk lock: pick the company's camps, preview (one passes, one does not and says why), lock the one, read the report. */
export const BulkLock: Story = {
  parameters: {
    path: '/lock-orders',
    route: '/lock-orders',
    api: {
      ...listing,
      'POST /general/reassign_orders/bulk-lock/preview': ok([
        { id: 11, passes: 1, status: 200, reason: null, label: 'مخيم 12 — شركة الضيافة' },
        { id: 12, passes: 0, status: 409, reason: 'على المخيم طلب مفتوح', label: 'مخيم 14 — شركة الضيافة' },
      ]),
      'POST /general/reassign_orders/bulk-lock': ok([{ id: 11, result: 'applied', status: 200, message: 'تم فتح طلب القفل', order_id: 31 }]),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'قفل جماعي' }));
    const dialog = await dialogOf(canvasElement);
    await choose(canvasElement, 'bulk-lock-company', /شركة الضيافة/);
    await userEvent.click(await dialog.findByRole('checkbox', { name: 'تحديد الكل' }));
    await userEvent.click(dialog.getByRole('button', { name: 'معاينة' }));
    await expect(await dialog.findByText('على المخيم طلب مفتوح')).toBeVisible();
    await expectNoAxeViolations(canvasElement.ownerDocument);
    await expect(callsTo('/general/reassign_orders/bulk-lock/preview')[0]!.body).toMatchObject({ 'assign_camp_ids[0]': '11', 'assign_camp_ids[1]': '12' });
    await userEvent.click(dialog.getByRole('button', { name: 'قفل (1)' }));
    await expect(await dialog.findByTestId('bulk-report')).toHaveTextContent('تم فتح طلب القفل');
    await expect(callsTo('/general/reassign_orders/bulk-lock')[0]!.body).toMatchObject({ 'assign_camp_ids[0]': '11' });
    await expect(callsTo('/general/reassign_orders/bulk-lock')[0]!.body).not.toHaveProperty('assign_camp_ids[1]');
  },
};
