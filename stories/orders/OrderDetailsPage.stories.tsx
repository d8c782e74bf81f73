/**
 * One order's page in the statuses of the order machine, as each party sees it: the actions are
 * the events the server lists for the caller that the machine lets the caller send (enabled when
 * allowed now, disabled with the reason otherwise); each runs the spec's call with the version read,
 * asks first where the transition has a `confirm`, asks for its payload (a reason, a party) in a
 * dialog; a refusal shows the server's words and changes nothing. Pledges are uploaded by the owner
 * and reviewed by the authority; sharers sign; the history and the statechart show the path taken.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import OrderDetailsPage from '../../src/features/orders/OrderDetailsPage';
import { FOREVER, ok } from '../support/mockApi';
import { bodyOf, callsTo, expectToast } from '../users/support';
import {
  candidates,
  contracting,
  contractorAsked,
  designReview,
  details,
  draftNotReady,
  draftReady,
  eventsOf,
  licensed,
  signingSigned,
  signingUnsigned,
  specialists,
  type OrderDetails,
} from './fixtures';
import { as, choose, dialogOf } from './support';

const meta = {
  title: 'Orders/Details',
  component: OrderDetailsPage,
  parameters: { path: '/orders/details/1', route: '/orders/details/:id' },
  decorators: [as('service_provider', 3)],
} satisfies Meta<typeof OrderDetailsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The details of `record`, then (once `path` was called) of `next`. */
const api = (record: OrderDetails, after?: { path: string; next: OrderDetails }) => ({
  'POST /general/orders/details/{id}': () => ok(after && callsTo(after.path).length ? after.next : record),
  'POST /general/orders/updateContractorsList': ({ body }: { body: unknown }) => ok(candidates[(body as { type: keyof typeof candidates }).type]),
  'POST /general/specialist': { body: { message: 'ok', data: { data: specialists, total: 3, per_page: 100, current_page: 1, last_page: 1 } } },
});

const statusOf = (canvasElement: HTMLElement) => canvasElement.querySelector('.order-header [data-status]')?.getAttribute('data-status');

/** The provider's draft that is not ready: sending is refused with the reason, the checklist says what is missing. */
export const DraftNotReady: Story = {
  parameters: { api: api(draftNotReady) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const send = await canvas.findByRole('button', { name: 'إرسال الطلب' });
    await expect(send).toBeDisabled();
    await expect(canvas.getByText('توجد تعهدات لم يتم رفعها أو معالجتها')).toBeVisible();
    await expect(send.getAttribute('aria-describedby')).toBe('why-1-SUBMIT');
    const checklist = canvasElement.querySelector('[data-section=readiness]')!;
    await expect(checklist.querySelector('[data-fact=pledges]')!.className).toBe('is-missing');
    await expect(checklist.querySelector('[data-fact=services]')!.className).toBe('is-done');
    await expect(canvas.getByText('لم يُحدد التخصص')).toBeVisible();
    // a rejected upload shows its reason; its owner uploads a replacement
    await expect(canvas.getByText('التوقيع غير واضح')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'رفع بديل: تعهد السلامة الكهربائية' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'تعديل الطلب' })).toBeVisible();
  },
};

/** Sending a ready draft: the machine's question first, then send/{id} with the version read; the page shows the new status. */
export const Submit: Story = {
  parameters: {
    path: '/orders/details/2',
    api: {
      ...api(draftReady, { path: '/general/orders/send/2', next: { ...draftReady, status: 'design_review', version: 2, events: [] } }),
      'POST /general/orders/send/{id}': ok({ ...draftReady, status: 'design_review', version: 2 }, 'تم تنفيذ الإجراء بنجاح'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'إرسال الطلب' }));
    const confirm = await dialogOf(canvasElement);
    await expect(confirm.getByText(/إلى المكتب الهندسي/)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'إرسال الطلب' }));
    await waitFor(() => expect(callsTo('/general/orders/send/2')).toHaveLength(1));
    await expect(callsTo('/general/orders/send/2')[0]!.body).toMatchObject({ version: '1' });
    await expectToast(canvasElement, 'تم: إرسال الطلب');
    await waitFor(() => expect(statusOf(canvasElement)).toBe('design_review'));
  },
};

/** The server refuses (409): its words in a danger notification, and the order stays as it was. */
export const SubmitRefused: Story = {
  parameters: {
    path: '/orders/details/2',
    api: { ...api(draftReady), 'POST /general/orders/send/{id}': { status: 409, body: { message: 'توجد تعهدات لم يتم رفعها أو معالجتها' } } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'إرسال الطلب' }));
    await userEvent.click((await dialogOf(canvasElement)).getByRole('button', { name: 'إرسال الطلب' }));
    await expectToast(canvasElement, 'توجد تعهدات لم يتم رفعها أو معالجتها');
    await expect(statusOf(canvasElement)).toBe('draft');
    await expect(canvas.getByRole('button', { name: 'إرسال الطلب' })).toBeEnabled();
  },
};

/** The owner uploads a signed pledge (multipart: pledge_id and the file). */
export const UploadPledge: Story = {
  parameters: { api: { ...api(draftNotReady), 'POST /general/orders/pledges/upload/{id}': ok(draftNotReady, 'تم رفع التعهد بنجاح') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const upload = await canvas.findByRole('button', { name: 'رفع التعهد الموقع: تعهد السلامة من الحريق' });
    await expect(upload).toBeDisabled();
    await userEvent.upload(canvasElement.ownerDocument.getElementById('pledge-file-1') as HTMLInputElement, new File(['%PDF-1.4'], 'fire-signed.pdf', { type: 'application/pdf' }));
    await userEvent.click(upload);
    await waitFor(() => expect(callsTo('/general/orders/pledges/upload/1')).toHaveLength(1));
    await expect((callsTo('/general/orders/pledges/upload/1')[0]!.body as Record<string, unknown>).pledge_id).toBe('1');
    await expect((callsTo('/general/orders/pledges/upload/1')[0]!.body as Record<string, File>).file.name).toBe('fire-signed.pdf');
    await expectToast(canvasElement, 'تم رفع التعهد بنجاح');
  },
};

/** The design office approves the design (approve with the id and version in the body). */
export const DesignApprove: Story = {
  decorators: [as('design_office', 6)],
  parameters: { path: '/orders/details/6', api: { ...api(designReview), 'POST /general/orders/approve': ok(designReview) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'تعديل الطلب' })).toBeNull();
    await userEvent.click(await canvas.findByRole('button', { name: 'اعتماد التصميم' }));
    await waitFor(() => expect(callsTo('/general/orders/approve')).toHaveLength(1));
    await expect(callsTo('/general/orders/approve')[0]!.body).toMatchObject({ id: '6', version: '2' });
  },
};

/** Disapproving needs a reason: the machine's rule says so on the field before any call. */
export const DesignDisapprove: Story = {
  decorators: [as('design_office', 6)],
  parameters: { path: '/orders/details/6', api: { ...api(designReview), 'POST /general/orders/disapprove': ok(designReview) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'عدم اعتماد التصميم والإعادة للتعديل' }));
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByTestId('event-submit'));
    await expect(await dialog.findByRole('alert')).toBeVisible();
    await expect(callsTo('/general/orders/disapprove')).toHaveLength(0);
    await userEvent.type(dialog.getByRole('textbox', { name: /السبب/ }), 'المخطط لا يوضح مخارج الطوارئ');
    await userEvent.click(dialog.getByTestId('event-submit'));
    await waitFor(() => expect(callsTo('/general/orders/disapprove')).toHaveLength(1));
    await expect(callsTo('/general/orders/disapprove')[0]!.body).toMatchObject({ id: '6', version: '2', rejection_reason: 'المخطط لا يوضح مخارج الطوارئ' });
  },
};

/** The owner chooses the contractor from the candidates (updateContractorsList), sent with updateContracter. */
export const ChooseContractor: Story = {
  parameters: { path: '/orders/details/15', api: { ...api(contracting), 'POST /general/orders/updateContracter': ok(contracting) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'اختيار المقاول' }));
    await dialogOf(canvasElement);
    await choose(canvasElement, 'order-event-contracter_id', 'مؤسسة البناء المتين للمقاولات');
    await userEvent.click(bodyOf(canvasElement).getByTestId('event-submit'));
    await waitFor(() => expect(callsTo('/general/orders/updateContracter')).toHaveLength(1));
    await expect(callsTo('/general/orders/updateContracter')[0]!.body).toMatchObject({ id: '15', version: '3', contracter_id: '9' });
    await expect(callsTo('/general/orders/updateContractorsList').some((c) => (c.body as Record<string, unknown>).type === 'contractor')).toBe(true);
  },
};

/** The chosen contractor accepts (contracting, status approve). */
export const ContractorAccepts: Story = {
  decorators: [as('contractor', 9)],
  parameters: { path: '/orders/details/16', api: { ...api(contractorAsked), 'POST /general/orders/contracting': ok(contractorAsked) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'اعتذار المقاول' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'قبول المقاول' }));
    await waitFor(() => expect(callsTo('/general/orders/contracting')).toHaveLength(1));
    await expect(callsTo('/general/orders/contracting')[0]!.body).toMatchObject({ id: '16', version: '5', status: 'approve' });
  },
};

/** A sharer signs its own signature (location_order_sign/sign/{order id}, the signature's version); sending to tsleem is not its to do. */
export const SharerSigns: Story = {
  decorators: [as('sharer', 8)],
  parameters: { path: '/orders/details/21', api: { ...api(signingUnsigned), 'POST /general/location_order_sign/sign/{id}': ok(signingUnsigned, 'تم التوقيع على الطلب') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId('sign'));
    await waitFor(() => expect(callsTo('/general/location_order_sign/sign/21')).toHaveLength(1));
    await expect(callsTo('/general/location_order_sign/sign/21')[0]!.body).toMatchObject({ version: '1' });
    await expectToast(canvasElement, 'تم التوقيع على الطلب');
    await expect(canvas.queryByRole('button', { name: 'إرسال إلى التسليم' })).toBeNull();
  },
};

/** Every sharer signed: the owner sends the order to tsleem after the machine's question. */
export const SendToTsleem: Story = {
  parameters: { path: '/orders/details/22', api: { ...api(signingSigned), 'POST /general/orders/send-to-tsleem/{id}': ok(signingSigned) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const send = await canvas.findByRole('button', { name: 'إرسال إلى التسليم' });
    await expect(canvasElement.querySelector('[data-fact=sharers]')!.className).toBe('is-done');
    await userEvent.click(send);
    await userEvent.click((await dialogOf(canvasElement)).getByRole('button', { name: 'إرسال إلى التسليم' }));
    await waitFor(() => expect(callsTo('/general/orders/send-to-tsleem/22')).toHaveLength(1));
    await expect(callsTo('/general/orders/send-to-tsleem/22')[0]!.body).toMatchObject({ version: '7' });
  },
};

/** The authority reviews a pending pledge upload: approve, or reject with a reason. */
export const PledgeReview: Story = {
  decorators: [as('kdana', 2)],
  parameters: {
    path: '/orders/details/6',
    api: { ...api(designReview), 'POST /general/orders/pledges/approve/{id}': ok(designReview, 'تم تنفيذ الإجراء بنجاح'), 'POST /general/orders/pledges/reject/{id}': ok(designReview) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'رفض: تعهد السلامة الكهربائية' }));
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'رفض' }));
    await expect(await dialog.findByRole('alert')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'سبب الرفض' }), 'التوقيع غير واضح');
    await userEvent.click(dialog.getByRole('button', { name: 'رفض' }));
    await waitFor(() => expect(callsTo('/general/orders/pledges/reject/42')).toHaveLength(1));
    await expect(callsTo('/general/orders/pledges/reject/42')[0]!.body).toMatchObject({ rejection_reason: 'التوقيع غير واضح', version: '1' });
    await userEvent.click(canvas.getByRole('button', { name: 'قبول: تعهد السلامة الكهربائية' }));
    await waitFor(() => expect(callsTo('/general/orders/pledges/approve/42')).toHaveLength(1));
  },
};

/** A licensed order: its licence linked, its works shown, its path on the statechart with the current status ringed. */
export const Licensed: Story = {
  parameters: { path: '/orders/details/30', api: api(licensed) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'عرض الرخصة' })).toBeVisible();
    await expect(canvas.getByText('300123456')).toBeVisible();
    await expect(canvas.getByText('لا إجراء مطلوب منك على هذا الطلب الآن.')).toBeVisible();
    // the history: each step with its statuses and who took it
    await expect(within(canvasElement.querySelector('[data-section=history]') as HTMLElement).getByText('اعتماد الطلب وإصدار الرخصة')).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('.order-chart-state[data-status="licensed"][data-current="true"]')).not.toBeNull(), { timeout: 10_000 });
    await expect(canvasElement.querySelector('.order-chart-state[data-status="licensed"]')!.getAttribute('aria-current')).toBe('step');
    await expect(canvasElement.querySelectorAll('.order-chart-state.visited').length).toBeGreaterThan(3);
    await expect(canvasElement.querySelectorAll('.order-chart-moves .taken').length).toBeGreaterThan(3);
  },
};

export const English: Story = {
  parameters: { path: '/orders/details/1', api: api({ ...draftNotReady, events: eventsOf('draft', { UPDATE: 1, SUBMIT: 'There are pledges not uploaded or not processed' }, 'en') }) },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Submit order' })).toBeDisabled();
    await expect(canvas.getByRole('heading', { name: /^Order no\. 1\b/ })).toBeVisible();
    await expect(canvas.getByText('Ready to send')).toBeVisible();
    await expect(canvas.getByText('There are pledges not uploaded or not processed')).toBeVisible();
    await expect(canvas.getByText('Required pledges not uploaded or not processed: 3')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { api: { 'POST /general/orders/details/{id}': FOREVER } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const NotFound: Story = {
  parameters: { api: { 'POST /general/orders/details/{id}': { status: 404, body: { message: 'الطلب غير موجود' } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('الطلب غير موجود أو لا يحق لك الاطلاع عليه')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { 'POST /general/orders/details/{id}': { status: 500, body: { message: 'هناك مشكلة' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  },
};

/** Statuses at a glance (for looking, no steps): a returned order shows its reason. */
export const Returned: Story = {
  parameters: { path: '/orders/details/11', api: api(details({ id: 11, status: 'returned', rejection_reason: 'المخطط لا يوضح مخارج الطوارئ', parties: ['owner'] })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('المخطط لا يوضح مخارج الطوارئ')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'تصحيح الطلب وإعادة إرساله' })).toBeVisible();
  },
};

/** A location order (/location-orders/details/{id}): its steps run the location orders' calls under the locationorder-* permissions. */
export const LocationOrderSubmit: Story = {
  decorators: [as('service_provider', 3, ['locationorder-index', 'locationorder-create', 'locationorder-update', 'locationorder-details'])],
  parameters: {
    path: '/location-orders/details/2',
    route: '/location-orders/details/:id',
    api: {
      'POST /general/location-orders/details/{id}': () => ok(callsTo('/general/location-orders/send/2').length ? { ...draftReady, status: 'design_review', version: 2, events: [] } : draftReady),
      'POST /general/location-orders/send/{id}': ok({ ...draftReady, status: 'design_review', version: 2 }, 'إرسال الطلب: تم'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('تفاصيل طلب الموقع')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'إرسال الطلب' }));
    const confirm = await dialogOf(canvasElement);
    await userEvent.click(confirm.getByRole('button', { name: 'إرسال الطلب' }));
    await waitFor(() => expect(callsTo('/general/location-orders/send/2')).toHaveLength(1));
    await expect(callsTo('/general/orders/send/2')).toHaveLength(0);
    await waitFor(() => expect(statusOf(canvasElement)).toBe('design_review'));
    // its pages are the location orders' own
    await expect(canvasElement.querySelector('a[href^="/orders/"]')).toBeNull();
  },
};
