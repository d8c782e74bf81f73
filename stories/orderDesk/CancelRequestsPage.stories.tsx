/**
 * The cancel-request desk (/cancel-requests, /location-order-cancel-requests) in each state: loading,
 * empty, failed, and a list with a request in every status of the cancelRequest machine. The play
 * functions step through its transitions: APPROVE asks the machine's question first, REJECT asks for
 * the reason (the machine's guard answers before any call), a decision someone made meanwhile is
 * refused, and the location-order family calls its own paths.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import CancelRequestsPage from '../../src/features/orderDesk/CancelRequestsPage';
import { calls, FOREVER, ok, page, type MockRequest } from '../support/mockApi';
import { cancelRequest, cancelRequestRows } from './fixtures';

const LIST = 'POST /general/orders/canceled_requests/list';
const DECIDE = 'POST /general/orders/canceled_requests/change_request_status';
const callsTo = (path: string) => calls.filter((c) => c.path === path);
const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const seen = (root: ReturnType<typeof within>, text: string | RegExp) => waitFor(() => expect(root.getByText(text)).toBeVisible());

const meta = {
  title: 'Order desk/Cancel requests',
  component: CancelRequestsPage,
  parameters: { path: '/cancel-requests', route: '/cancel-requests' },
} satisfies Meta<typeof CancelRequestsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const listing = { [LIST]: page(cancelRequestRows) };
/** The decision as the server answers it: the request in its new status, with the server's message. */
const deciding = {
  ...listing,
  [DECIDE]: ({ body }: MockRequest) => {
    const b = body as Record<string, string>;
    const approved = b.status === 'approved';
    return ok(
      cancelRequest({ id: Number(b.id), status: b.status!, status_text: approved ? 'مقبول' : 'مرفوض', rejection_reason: approved ? null : (b.rejection_reason ?? null), version: 2 }),
      approved ? 'تمت الموافقة على طلب الإلغاء' : 'تم رفض طلب الإلغاء',
    );
  },
};

export const Loading: Story = {
  parameters: { api: { [LIST]: FOREVER } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  parameters: { api: { [LIST]: page([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا توجد طلبات إلغاء')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { api: { [LIST]: { status: 500, body: { message: 'هناك مشكلة' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('هناك مشكلة');
    await expect(canvas.getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  },
};

/** Every status of the machine: only the pending request offers APPROVE and REJECT; the types, the replacement and the refusal's reason show. */
export const List: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole('table'));
    await expect(await table.findByText('إلغاء الطلب')).toBeVisible();
    await expect(table.getByText('استبدال المقاول')).toBeVisible();
    await expect(table.getByText('استبدال الاستشاري')).toBeVisible();
    await expect(canvas.getByText('مؤسسة الأمانة للمقاولات')).toBeVisible();
    await expect(canvas.getByText('المقاول الحالي أنجز أكثر من نصف الأعمال؛ يُستكمل العقد')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /تركيب خيام وأرضيات ومكيفات/ })).toHaveAttribute('href', '/orders/details/29');
    await expect(canvas.getByRole('button', { name: 'الموافقة على طلب الإلغاء: #1' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'رفض طلب الإلغاء: #1' })).toBeVisible();
    for (const id of [2, 3]) {
      await expect(canvas.queryByRole('button', { name: `الموافقة على طلب الإلغاء: #${id}` })).toBeNull();
      await expect(canvas.queryByRole('button', { name: `رفض طلب الإلغاء: #${id}` })).toBeNull();
    }
  },
};

/** The filters go to the server as the spec's form fields, and back to page 1. */
export const Filtered: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('تأخر المقاول في توريد الخيام');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'الحالة' }), 'pending');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'النوع' }), 'contractor');
    await waitFor(() => expect(callsTo('/general/orders/canceled_requests/list').at(-1)!.body).toMatchObject({ status: 'pending', type: 'contractor' }));
  },
};

/** APPROVE asks the machine's question first; cancelling the question sends nothing, confirming sends the decision and shows the server's message. */
export const Approve: Story = {
  parameters: { api: deciding },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'الموافقة على طلب الإلغاء: #1' }));
    let dialog = within(await body.findByRole('dialog'));
    await seen(dialog, 'الموافقة تلغي الطلب أو تحرر المقاول أو الاستشاري. هل تريد المتابعة؟');
    await userEvent.click(dialog.getByRole('button', { name: 'إلغاء' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(callsTo('/general/orders/canceled_requests/change_request_status')).toHaveLength(0);

    await userEvent.click(canvas.getByRole('button', { name: 'الموافقة على طلب الإلغاء: #1' }));
    dialog = within(await body.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'الموافقة على طلب الإلغاء' }));
    await waitFor(() => expect(callsTo('/general/orders/canceled_requests/change_request_status')).toHaveLength(1));
    await expect(callsTo('/general/orders/canceled_requests/change_request_status')[0]!.body).toEqual({ id: '1', status: 'approved', version: '1' });
    await seen(body, 'تمت الموافقة على طلب الإلغاء');
    // the list is asked again
    await waitFor(() => expect(callsTo('/general/orders/canceled_requests/list').length).toBeGreaterThan(1));
  },
};

/** REJECT: an empty reason is refused by the machine's guard in the dialog, with no call; a reason goes out with the decision. */
export const Reject: Story = {
  parameters: { api: deciding },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'رفض طلب الإلغاء: #1' }));
    const dialog = within(await body.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'رفض طلب الإلغاء' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('سبب الرفض مطلوب');
    await expect(dialog.getByLabelText(/سبب الرفض/)).toHaveAttribute('aria-invalid', 'true');
    await expect(callsTo('/general/orders/canceled_requests/change_request_status')).toHaveLength(0);

    await userEvent.type(dialog.getByLabelText(/سبب الرفض/), 'الأعمال منجزة بنسبة كبيرة');
    await userEvent.click(dialog.getByRole('button', { name: 'رفض طلب الإلغاء' }));
    await waitFor(() => expect(callsTo('/general/orders/canceled_requests/change_request_status')).toHaveLength(1));
    await expect(callsTo('/general/orders/canceled_requests/change_request_status')[0]!.body).toEqual({ id: '1', status: 'rejected', rejection_reason: 'الأعمال منجزة بنسبة كبيرة', version: '1' });
    await seen(body, 'تم رفض طلب الإلغاء');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Someone decided meanwhile: the server's refusal (409, code 104) is said aloud and the list is asked again. */
export const AlreadyDecided: Story = {
  parameters: { api: { ...listing, [DECIDE]: { status: 409, body: { message: 'تم البت في هذا الطلب مسبقاً', code: '104' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'الموافقة على طلب الإلغاء: #1' }));
    await userEvent.click(within(await body.findByRole('dialog')).getByRole('button', { name: 'الموافقة على طلب الإلغاء' }));
    await seen(body, 'تم البت في هذا الطلب مسبقاً');
    await waitFor(() => expect(callsTo('/general/orders/canceled_requests/list').length).toBeGreaterThan(1));
  },
};

/** A company's account sees its own requests (order-index) but decides none: the machine offers it nothing. */
export const WithoutDeskPermission: Story = {
  parameters: { api: listing, session: 'provider', permissions: ['order-index', 'order-cancel-request-index'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('تأخر المقاول في توريد الخيام')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'الموافقة على طلب الإلغاء: #1' })).toBeNull();
  },
};

/** The location orders' desk: the same screen over general/location-orders; their orders have no screen of their own yet (no link). */
export const LocationOrders: Story = {
  parameters: {
    path: '/location-order-cancel-requests',
    route: '/location-order-cancel-requests',
    permissions: ['locationorder-cancel-request-index'],
    api: {
      'POST /general/location-orders/canceled_requests/list': page([cancelRequest({ id: 7, order_id: 44, order_title: 'تركيب برادات مياه في الموقع' })]),
      'POST /general/location-orders/canceled_requests/change_request_status': ok(cancelRequest({ id: 7, status: 'approved', version: 2 }), 'تم'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'طلبات إلغاء طلبات المواقع' })).toBeVisible();
    await expect(await canvas.findByText('تركيب برادات مياه في الموقع')).toBeVisible();
    // the order opens on its own family's page
    await expect(canvas.getByRole('link', { name: /تركيب برادات مياه/ }).getAttribute('href')).toBe('/location-orders/details/44');
    await userEvent.click(canvas.getByRole('button', { name: 'الموافقة على طلب الإلغاء: #7' }));
    await userEvent.click(within(await body.findByRole('dialog')).getByRole('button', { name: 'الموافقة على طلب الإلغاء' }));
    await waitFor(() => expect(callsTo('/general/location-orders/canceled_requests/change_request_status')).toHaveLength(1));
  },
};

export const English: Story = {
  parameters: { api: listing },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole('table'));
    await expect(await table.findByText('Replace the contractor')).toBeVisible();
    await expect(table.getByRole('button', { name: 'Approve cancel request: #1' })).toBeVisible();
    await expect(table.getByText('Pending')).toBeVisible();
  },
};
