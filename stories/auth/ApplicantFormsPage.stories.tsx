import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ApplicantFormsPage from '../../src/features/auth/ApplicantFormsPage';
import { sessionStore } from '../../src/shared/auth/session';
import { calls, FOREVER, ok, type MockRequest } from '../support/mockApi';
import { applicant, formsOf, REJECT_REASON, signInApplicant } from './fixtures';

const meta = {
  title: 'Auth/Registration forms',
  component: ApplicantFormsPage,
  parameters: { path: '/register-forms', route: '/register-forms', session: false },
  beforeEach: () => {
    signInApplicant(applicant('pending'));
  },
} satisfies Meta<typeof ApplicantFormsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const pending = formsOf(applicant('pending'));
const rejected = formsOf(applicant('rejected', { reject_reason: REJECT_REASON }), { documents: [] });
const asRejected = () => {
  signInApplicant(applicant('rejected', { reject_reason: REJECT_REASON }));
};

export const Loading: Story = { parameters: { api: { 'GET /auth/registration-forms': FOREVER } } };

export const LoadFailed: Story = {
  parameters: { api: { 'GET /auth/registration-forms': { status: 500, body: { message: 'هناك مشكلة' } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('تعذر تحميل نماذج التسجيل');
  },
};

/** Pending: the forms with the documents on file, which the applicant keeps up to date (UPDATE_FORMS). */
export const Pending: Story = {
  parameters: {
    api: {
      'GET /auth/registration-forms': ok(pending),
      'POST /auth/registration-forms': (req: MockRequest) =>
        ok({ ...pending, user: { ...pending.user, phone: String((req.body as Record<string, string>).phone), version: 4 } }, 'تم حفظ نماذج التسجيل'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('طلبك قيد الانتظار')).toBeVisible();
    await expect(canvas.getByText('قيد الانتظار')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /السجل التجاري\.png/ })).toBeVisible();
    const phone = canvasElement.querySelector<HTMLInputElement>('#phone')!;
    await expect(phone).toHaveValue('512345678');
    await userEvent.clear(phone);
    await userEvent.type(phone, '598765432');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ التعديلات' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/auth/registration-forms')).toBe(true));
    const sent = calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    // text fields go whole, documents only when replaced, with the version edited
    await expect(sent).toMatchObject({ phone: '966598765432', cr_number: '1010123456', version: '3', role: 'owner' });
    await expect(sent.cr_image).toBeUndefined();
    await expect(sent.email).toBeUndefined();
    await expect(await within(canvasElement.ownerDocument.body).findByText('تم حفظ نماذج التسجيل')).toBeInTheDocument();
  },
};

export const PendingEnglish: Story = { ...Pending, play: undefined, globals: { lang: 'en' } };

/** A bad field is refused by the same rules as the server's, before anything is sent. */
export const PendingInvalid: Story = {
  parameters: { api: { 'GET /auth/registration-forms': ok(pending) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('#owner_id')).not.toBeNull());
    const owner = canvasElement.querySelector<HTMLInputElement>('#owner_id')!;
    await userEvent.clear(owner);
    await userEvent.type(owner, '123');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ التعديلات' }));
    await expect(await canvas.findByText('يجب أن يتكون الرقم من 10 أرقام ويبدأ بـ 1 أو 7')).toBeVisible();
    await expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  },
};

/** The server's 422 lands on its field. */
export const ServerError: Story = {
  parameters: {
    api: {
      'GET /auth/registration-forms': ok(pending),
      'POST /auth/registration-forms': { status: 422, body: { message: 'البيانات المدخلة غير صحيحة', errors: { username: ['اسم المستخدم مستخدم من قبل'] } } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'حفظ التعديلات' }));
    await expect(await canvas.findByText('اسم المستخدم مستخدم من قبل')).toBeVisible();
  },
};

/** Under review: read only, no action. */
export const UnderReview: Story = {
  beforeEach: () => {
    signInApplicant(applicant('review'));
  },
  parameters: { api: { 'GET /auth/registration-forms': ok(formsOf(applicant('review'))) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('طلبك قيد المراجعة')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'حفظ التعديلات' })).toBeNull();
    await expect(canvasElement.querySelector('#phone')).toBeDisabled();
  },
};

/** A rejected applicant on /register-forms is sent to /complete-register-forms. */
export const RejectedRedirect: Story = {
  beforeEach: asRejected,
  parameters: { api: { 'GET /auth/registration-forms': ok(rejected) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement.ownerDocument.body).findByTestId('navigated')).toBeInTheDocument();
  },
};

/** Rejected: the reason first; the corrections go with the resubmission, after a confirmation. */
export const Rejected: Story = {
  beforeEach: asRejected,
  parameters: {
    path: '/complete-register-forms',
    route: '/complete-register-forms',
    api: {
      'GET /auth/registration-forms': ok(rejected),
      'POST /auth/registration-forms/resubmit': () => ok(formsOf(applicant('review', { version: 4 })), 'تمت إعادة إرسال النماذج وهي الآن قيد المراجعة'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole('heading', { name: /تم رفض طلب التسجيل/ })).toBeVisible();
    await expect(canvas.getByText(REJECT_REASON)).toBeVisible();
    // the documents the type requires are not on file yet
    await userEvent.click(canvas.getByRole('button', { name: 'إعادة الإرسال للمراجعة' }));
    await expect((await canvas.findAllByText('هذا الحقل مطلوب')).length).toBeGreaterThanOrEqual(4);
    const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0])], 'doc.png', { type: 'image/png' });
    const pdf = () => new File(['%PDF-1.7\n'], 'doc.pdf', { type: 'application/pdf' });
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('#cr_image')!, png());
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('#vat_file')!, pdf());
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('#owner_id_photo')!, png());
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('#hajj_license')!, pdf());
    await userEvent.click(canvas.getByRole('button', { name: 'إعادة الإرسال للمراجعة' }));
    const dialog = within(await body.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'نعم، أعد الإرسال' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/auth/registration-forms/resubmit')).toBe(true));
    const sent = calls.find((c) => c.path === '/auth/registration-forms/resubmit')!.body as Record<string, unknown>;
    await expect(sent.cr_image).toBeInstanceOf(File);
    await expect(sent).toMatchObject({ cr_number: '1010123456', version: '3' });
    await expect(await body.findByText('تمت إعادة إرسال النماذج للمراجعة')).toBeInTheDocument();
    await waitFor(() => expect(sessionStore.get()?.user.status).toBe('review'));
  },
};

export const RejectedEnglish: Story = { beforeEach: asRejected, parameters: Rejected.parameters, globals: { lang: 'en' } };

/** Activated meanwhile: the applicant is told to sign in again. */
export const ActivatedMeanwhile: Story = {
  parameters: { api: { 'GET /auth/registration-forms': ok(formsOf(applicant('active'))), 'POST /auth/logout': ok(null) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('تم تفعيل حسابك')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'تسجيل الدخول' }));
    await waitFor(() => expect(sessionStore.get()).toBeNull());
  },
};
