/**
 * One re-assign or lock order at each step's address, in each status of its machine: the actions are the
 * server's `events` (each allowed or refused with its reason), each run through the machine and its call.
 * The form's penalties follow the answers as they are typed; a rejected order says so and goes back to the
 * list after 1 second.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ReassignOrderPage from '../../src/features/reassignOrders/ReassignOrderPage';
import { FOREVER, ok, type MockRequest } from '../support/mockApi';
import { bodyOf, callsTo } from '../users/support';
import { dialogOf } from '../orders/support';
import { eventsOf, form, logs, order, type Order } from './fixtures';
import { expectNoAxeViolations } from './a11y';

const meta = {
  title: 'Re-assign and lock orders/Order',
  component: ReassignOrderPage,
  parameters: { path: '/re-assign-orders/1/form/5', route: '/re-assign-orders/:id/form/:form' },
} satisfies Meta<typeof ReassignOrderPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The details of `record`, then (once `path` was called) of `next`; the log. */
const api = (record: Order, after?: { path: string; next: Order }) => ({
  'GET /general/reassign_orders/details/{id}': () => ok(after && callsTo(after.path).length ? after.next : record),
  'GET /general/reassign_orders/logs/{id}': ok(logs),
});

const atForm = order(1, 'form', { form: form, form_id: null, events: eventsOf({ SUBMIT_FORM: 1, REJECT: 1, CANCEL: 1 }) });

export const Loading: Story = {
  parameters: { api: { 'GET /general/reassign_orders/details/{id}': FOREVER } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.p-skeleton')).not.toBeNull());
  },
};

export const NotFound: Story = {
  parameters: { api: { 'GET /general/reassign_orders/details/{id}': { status: 404, body: { message: 'غير موجود' } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('الطلب غير موجود')).toBeVisible();
  },
};

/** A rejected order: the server's message, then back to /re-assign-orders after 1 second. */
export const Rejected: Story = {
  parameters: { api: { 'GET /general/reassign_orders/details/{id}': { status: 409, body: { message: 'This order has been rejected' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This order has been rejected')).toBeVisible();
    await expect(canvas.queryByTestId('navigated')).toBeNull();
    await expect(await bodyOf(canvasElement).findByTestId('navigated', {}, { timeout: 3000 })).toBeVisible();
  },
};

/** The form: a "no" and two broken units price 800 SAR as they are typed; the required question is asked first; the answers go as indexed fields with the version. */
export const Form: Story = {
  parameters: { api: { ...api(atForm), 'POST /general/reassign_orders/form/{id}': ok(order(1, 'camps_approval')) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'طلب إعادة التسليم رقم 1' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'نموذج إعادة التسليم' })).toBeChecked();
    await expect(canvas.getByTestId('penalty-total')).toHaveTextContent('0.00 ر.س');
    await expectNoAxeViolations(canvasElement.ownerDocument);
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ النموذج' }));
    await expect(await canvas.findByText('هذا السؤال مطلوب')).toBeVisible();
    await expect(callsTo('/general/reassign_orders/form/1')).toHaveLength(0);
    await userEvent.click(within(canvas.getByRole('radiogroup', { name: 'هل الخيام سليمة؟' })).getByRole('radio', { name: 'لا' }));
    await userEvent.type(canvas.getByLabelText('عدد المكيفات التالفة'), '2');
    await expect(canvas.getByTestId('penalty-total')).toHaveTextContent('800.00 ر.س');
    await expect(canvas.getByTestId('penalty-lines')).toHaveTextContent('300.00 ر.س');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ النموذج' }));
    await waitFor(() =>
      expect(callsTo('/general/reassign_orders/form/1')[0]?.body).toMatchObject({
        form_id: '5',
        'answers[0][question_id]': '1',
        'answers[0][answer]': 'no',
        'answers[1][question_id]': '2',
        'answers[1][answer]': '2',
        version: '3',
      }),
    );
    await expect(await bodyOf(canvasElement).findByTestId('navigated')).toBeVisible();
  },
};

/** No form chosen yet: choosing one opens its address, and the details carry its questions (`form_id`). */
export const ChooseForm: Story = {
  parameters: {
    path: '/re-assign-orders/1/form/0',
    api: {
      'GET /general/reassign_orders/details/{id}': (req: MockRequest) => ok(order(1, 'form', { form: req.query.get('form_id') === '5' ? form : null, events: eventsOf({ SUBMIT_FORM: 1 }) })),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: 'نموذج إعادة التسليم' })).not.toBeChecked();
    await expect(canvas.queryByRole('radiogroup', { name: 'هل الخيام سليمة؟' })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'نموذج إعادة التسليم' }));
    await expect(await canvas.findByRole('radiogroup', { name: 'هل الخيام سليمة؟' })).toBeVisible();
    await expect(callsTo('/general/reassign_orders/details/1').at(-1)?.query.get('form_id')).toBe('5');
  },
};

/** Approve the camps: the penalties and their total; one camp left out; the approval carries the approved camps. */
export const ApproveCamps: Story = {
  parameters: {
    path: '/re-assign-orders/2/form/5/approve-camps',
    route: '/re-assign-orders/:id/form/:form/approve-camps',
    api: {
      ...api(order(2, 'camps_approval', { events: eventsOf({ APPROVE_CAMPS: 1, REJECT: 1, CANCEL: 1 }) })),
      'POST /general/reassign_orders/approve-camps/{id}': ok(order(2, 'payment')),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('penalty-total')).toHaveTextContent('800.00 ر.س');
    await expectNoAxeViolations(canvasElement.ownerDocument);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'مخيم 14 (مربع 3)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'اعتماد المخيمات' }));
    await waitFor(() => expect(callsTo('/general/reassign_orders/approve-camps/2')[0]?.body).toMatchObject({ 'assign_camp_ids[0]': '11', version: '3' }));
    await expect(callsTo('/general/reassign_orders/approve-camps/2')[0]?.body).not.toHaveProperty('assign_camp_ids[1]');
  },
};

/** Reject the order: the reason is asked (an empty one refused before any call), then the rejected order goes back to the list. */
export const RejectOrder: Story = {
  parameters: {
    path: '/re-assign-orders/2/form/5/approve-camps',
    route: '/re-assign-orders/:id/form/:form/approve-camps',
    api: {
      'GET /general/reassign_orders/details/{id}': () =>
        callsTo('/general/reassign_orders/reject/2').length
          ? { status: 409, body: { message: 'تم رفض هذا الطلب' } }
          : ok(order(2, 'camps_approval', { events: eventsOf({ APPROVE_CAMPS: 1, REJECT: 1, CANCEL: 1 }) })),
      'POST /general/reassign_orders/reject/{id}': ok(order(2, 'rejected')),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'رفض الطلب' }));
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'رفض' }));
    await expect(await dialog.findByText('سبب الرفض مطلوب')).toBeVisible();
    await expect(callsTo('/general/reassign_orders/reject/2')).toHaveLength(0);
    await userEvent.type(dialog.getByRole('textbox', { name: /سبب الرفض/ }), 'المخيم غير مطابق');
    await userEvent.click(dialog.getByRole('button', { name: 'رفض' }));
    await waitFor(() => expect(callsTo('/general/reassign_orders/reject/2')[0]?.body).toMatchObject({ rejection_reason: 'المخيم غير مطابق', version: '3' }));
    await expect(await canvas.findByText('تم رفض هذا الطلب')).toBeVisible();
    await expect(await bodyOf(canvasElement).findByTestId('navigated', {}, { timeout: 3000 })).toBeVisible();
  },
};

/** The company pays: the amount due, the last rejection's reason, the upload (a file is required first); the staff's reject and cancel, refused to it, are not shown. */
export const Payment: Story = {
  parameters: {
    path: '/re-assign-orders/3/payment-attachment',
    route: '/re-assign-orders/:id/payment-attachment',
    session: 'provider',
    permissions: ['order-re-assign-index'],
    api: {
      ...api(order(3, 'payment', { payment_rejection_reason: 'الإيصال غير مقروء', events: eventsOf({ PAY_PENALTIES: 1, REJECT: 'غير مسموح', CANCEL: 'غير مسموح' }) })),
      'POST /general/reassign_orders/payment-attachment/{id}': ok(order(3, 'payment_review')),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('penalty-due')).toHaveTextContent('800.00 ر.س');
    await expect(canvas.getByTestId('payment-rejection')).toHaveTextContent('الإيصال غير مقروء');
    await expectNoAxeViolations(canvasElement.ownerDocument);
    await expect(canvas.queryByRole('button', { name: 'رفض الطلب' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'رفع مرفق السداد' }));
    await expect(await canvas.findByText('هذا الحقل مطلوب')).toBeVisible();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' }));
    await userEvent.click(canvas.getByRole('button', { name: 'رفع مرفق السداد' }));
    await waitFor(() => expect(callsTo('/general/reassign_orders/payment-attachment/3')[0]?.body).toMatchObject({ version: '3' }));
    await expect(callsTo('/general/reassign_orders/payment-attachment/3')[0]?.body).toHaveProperty('payment_attachment');
  },
};

/** Staff review the payment: accepting asks first; rejecting asks for the reason. */
export const PaymentReview: Story = {
  parameters: {
    path: '/re-assign-orders/4/payment-attachment/view',
    route: '/re-assign-orders/:id/payment-attachment/view',
    api: {
      ...api(order(4, 'payment_review', { events: eventsOf({ ACCEPT_PAYMENT: 1, REJECT_PAYMENT: 1, REJECT: 1, CANCEL: 1 }) })),
      'POST /general/reassign_orders/payment-review/{id}': ok(order(4, 'payment')),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /receipt\.pdf/ })).toBeVisible();
    await expectNoAxeViolations(canvasElement.ownerDocument);
    await userEvent.click(canvas.getByRole('button', { name: 'رفض مرفق السداد' }));
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /سبب الرفض/ }), 'المبلغ غير مطابق');
    await userEvent.click(dialog.getByRole('button', { name: 'رفض' }));
    await waitFor(() => expect(callsTo('/general/reassign_orders/payment-review/4')[0]?.body).toMatchObject({ decision: 'reject', rejection_reason: 'المبلغ غير مطابق', version: '3' }));
  },
};

export const AcceptPayment: Story = {
  parameters: {
    path: '/re-assign-orders/4/payment-attachment/view',
    route: '/re-assign-orders/:id/payment-attachment/view',
    api: {
      ...api(order(4, 'payment_review', { events: eventsOf({ ACCEPT_PAYMENT: 1, REJECT_PAYMENT: 1 }) })),
      'POST /general/reassign_orders/payment-review/{id}': ok(order(4, 'signature')),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'قبول مرفق السداد' }));
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('هل تقبل مرفق السداد؟')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'قبول مرفق السداد' }));
    await waitFor(() => expect(callsTo('/general/reassign_orders/payment-review/4')[0]?.body).toMatchObject({ decision: 'accept', version: '3' }));
  },
};

/** Signatures: one of two signed; Sign; closing them is refused with the server's reason while one is missing; a re-appointment. */
export const Signature: Story = {
  parameters: {
    path: '/re-assign-orders/5/re-delivery/signature',
    route: '/re-assign-orders/:id/re-delivery/signature',
    api: {
      ...api(order(5, 'signature', { events: eventsOf({ SIGN: 1, REAPPOINT: 1, COMPLETE_SIGNATURES: 'توجد توقيعات لم تكتمل بعد' }) })),
      'POST /general/reassign_orders/sign/{id}': ok(order(5, 'signature')),
      'POST /general/reassign_orders/reappoint/{id}': ok(order(5, 'signature', { appointment: '2026-12-03 10:00' })),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('signatures')).toHaveTextContent('موظف كدانة');
    await expect(canvas.getByRole('button', { name: 'إكمال التوقيعات' })).toBeDisabled();
    await expect(canvas.getByText('توجد توقيعات لم تكتمل بعد')).toBeVisible();
    await expectNoAxeViolations(canvasElement.ownerDocument);
    await userEvent.click(canvas.getByRole('button', { name: 'توقيع' }));
    await waitFor(() => expect(callsTo('/general/reassign_orders/sign/5')[0]?.body).toMatchObject({ version: '3' }));
    await userEvent.click(canvas.getByRole('button', { name: 'إعادة تحديد الموعد' }));
    const dialog = await dialogOf(canvasElement);
    const date = dialog.getByLabelText(/تاريخ الموعد/);
    await userEvent.clear(date);
    await userEvent.type(date, '2026-12-03');
    await userEvent.type(dialog.getByLabelText('وقت الموعد'), '10:00');
    await userEvent.click(dialog.getByRole('button', { name: 'حفظ الموعد' }));
    await waitFor(() => expect(callsTo('/general/reassign_orders/reappoint/5')[0]?.body).toMatchObject({ appointment: '2026-12-03 10:00' }));
  },
};

/** The re-delivery file: the kroky document goes with the version. */
export const File_: Story = {
  name: 'Re-delivery file',
  parameters: {
    path: '/re-assign-orders/6/re-delivery/file',
    route: '/re-assign-orders/:id/re-delivery/file',
    api: { ...api(order(6, 're_delivery_file', { events: eventsOf({ UPLOAD_FILE: 1 }) })), 'POST /general/reassign_orders/file/{id}': ok(order(6, 'completed')) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('input[type="file"]')).not.toBeNull());
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['%PDF-1.4'], 'kroky.pdf', { type: 'application/pdf' }));
    await userEvent.click(canvas.getByRole('button', { name: 'رفع ملف إعادة التسليم' }));
    await waitFor(() => expect(callsTo('/general/reassign_orders/file/6')[0]?.body).toHaveProperty('kroky_document'));
  },
};

/** A lock order's details: read only, with its answers, penalties, files, signatures and log. */
export const LockDetails: Story = {
  parameters: { path: '/lock-orders/7/details', route: '/lock-orders/:id/details', api: api(order(7, 'completed', { type: 'lock' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'طلب القفل رقم 7' })).toBeVisible();
    await expect(canvas.getByText('Tent 4 torn')).toBeVisible();
    await expect(canvas.getByTestId('reassign-appointment')).toHaveTextContent('2026-12-01 09:30');
    await expect(canvas.getByText(/1448/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /kroky\.pdf/ })).toBeVisible();
    await expect(await canvas.findByTestId('reassign-log')).toHaveTextContent('حفظ النموذج');
    await expectNoAxeViolations(canvasElement.ownerDocument);
    await expect(canvas.queryByRole('button', { name: 'رفض الطلب' })).toBeNull();
  },
};

/** An address of another step than the order's: where it is now, and the way there. */
export const OtherStep: Story = {
  parameters: { path: '/re-assign-orders/5/form/5', api: api(order(5, 'signature')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'الانتقال إلى المرحلة الحالية' })).toHaveAttribute('href', '/re-assign-orders/5/re-delivery/signature');
  },
};

export const English: Story = {
  parameters: { api: api(atForm) },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Re-delivery order 1' })).toBeVisible();
    await expect(canvas.getByTestId('penalty-total')).toHaveTextContent('SAR 0.00');
    await expectNoAxeViolations(canvasElement.ownerDocument);
  },
};
