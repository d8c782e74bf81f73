import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import RegisterPage from '../../src/features/auth/RegisterPage';
import { sessionStore } from '../../src/shared/auth/session';
import { calls, type MockRequest } from '../support/mockApi';
import { applicant } from './fixtures';

const meta = {
  title: 'Auth/Register',
  component: RegisterPage,
  parameters: { path: '/register', route: '/register', session: false },
  beforeEach: () => sessionStore.clear(),
} satisfies Meta<typeof RegisterPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string, size = 2048) => new File([new Uint8Array([...PNG, ...new Array<number>(size).fill(0)])], name, { type: 'image/png' });
const pdf = (name: string) => new File(['%PDF-1.7\n'.padEnd(4096, ' ')], name, { type: 'application/pdf' });

const byId = (root: HTMLElement, id: string) => root.querySelector<HTMLInputElement>(`#${id}`)!;

const next = (root: HTMLElement) => userEvent.click(within(root).getByRole('button', { name: 'التالي' }));

async function type(root: HTMLElement, id: string, text: string) {
  const input = byId(root, id);
  if (!input) throw new Error(`no field #${id}`);
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

async function typeDate(root: HTMLElement, id: string, date: string) {
  await userEvent.click(byId(root, id));
  // the date mask places the caret a moment after focus
  await new Promise((r) => setTimeout(r, 150));
  await userEvent.keyboard(date);
  await userEvent.tab();
  await expect(byId(root, id)).toHaveValue(date);
}

/** Fill every step of a service provider's application, ending on the review. */
async function fillAll(root: HTMLElement) {
  const body = within(root.ownerDocument.body);
  await type(root, 'name', 'شركة الوفاء');
  await type(root, 'username', 'wafa');
  await type(root, 'email', 'wafa@example.sa');
  await type(root, 'phone', '512345678');
  await type(root, 'password', 'Wafa#2026');
  await type(root, 'password_confirmation', 'Wafa#2026');
  await userEvent.click(root.querySelector('.p-dropdown')!);
  await userEvent.click(await body.findByRole('option', { name: 'مقدم خدمة' }));
  await next(root);

  await within(root).findByRole('heading', { name: 'بيانات المنشأة' });
  await type(root, 'company_name', 'شركة الوفاء لخدمات الحجاج');
  await type(root, 'cr_number', '1010123456');
  await typeDate(root, 'cr_expiry', '2030-06-30');
  await userEvent.upload(byId(root, 'cr_image'), png('السجل التجاري.png'));
  await type(root, 'unified_number', '7001234567');
  await type(root, 'vat_number', '300123456700003');
  await userEvent.upload(byId(root, 'vat_file'), pdf('vat.pdf'));
  await next(root);

  await within(root)
    .findByRole('heading', { name: 'المالك والتفويض' })
    .catch(() => {
      throw new Error(`still on the company step: ${[...root.querySelectorAll('.p-error')].map((e) => `${e.id}: ${e.textContent}`).join('; ')}`);
    });
  await type(root, 'owner_id', '1012345678');
  await userEvent.upload(byId(root, 'owner_id_photo'), png('id.png'));
  await next(root);

  await within(root).findByRole('heading', { name: 'التراخيص' });
  await userEvent.upload(byId(root, 'hajj_license'), pdf('hajj.pdf'));
  await typeDate(root, 'hajj_license_expire', '2030-01-31');
  await next(root);
  await within(root).findByRole('heading', { name: 'المراجعة والإرسال' });
}

/** The first step, empty. */
export const AccountStep: Story = {};

export const English: Story = { globals: { lang: 'en' } };

/** Next checks the step with the shared rules before moving on; nothing is sent. */
export const StepValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await next(canvasElement);
    await expect(await canvas.findByText('في هذه الخطوة حقول تحتاج إلى تصحيح')).toBeVisible();
    await expect(canvas.getAllByText('هذا الحقل مطلوب').length).toBeGreaterThanOrEqual(5);
    await type(canvasElement, 'name', 'ا'.repeat(101));
    await type(canvasElement, 'phone', '412345678');
    await type(canvasElement, 'password', 'abc');
    await next(canvasElement);
    await expect(await canvas.findByText('يجب ألا يزيد الاسم على 100 حرف')).toBeVisible();
    await expect(canvas.getByText('رقم الجوال 9 أرقام تبدأ بـ 5 بعد \u2066+966\u2069، مثل \u20665XXXXXXXX\u2069')).toBeVisible();
    await expect(canvas.getByText('يجب أن تكون كلمة المرور من 8 إلى 12 حرفاً')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'بيانات الحساب' })).toBeVisible();
    await expect(calls).toHaveLength(0);
  },
};

/** A file over its field's cap is refused in the browser, before anything is sent. */
export const FileTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAll(canvasElement);
    // back to the company step from the review
    await userEvent.click(canvas.getByRole('button', { name: 'تعديل: بيانات المنشأة' }));
    await userEvent.upload(byId(canvasElement, 'cr_image'), png('big.png', 2 * 1024 * 1024));
    await next(canvasElement);
    await expect(await canvas.findByText('حجم الملف يجب ألا يتجاوز 2 ميجابايت')).toBeVisible();
  },
};

/** The whole application: reviewed, sent as the spec's form data, and the applicant lands on their forms. */
export const Register: Story = {
  parameters: {
    api: {
      'POST /auth/register': () => ({
        status: 201,
        body: {
          message: 'تم استلام طلب التسجيل وهو بانتظار مراجعة الإدارة',
          data: { token: 't', scope: 'registration', user: applicant('pending'), roles: [], permissions: [], is_belong_to_alliacne: 0, is_alliance_leader: 0 },
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAll(canvasElement);
    await expect(canvas.getByText('+966 512345678')).toBeVisible();
    await expect(canvas.getByText('السجل التجاري.png')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال طلب التسجيل' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/auth/register')).toBe(true));
    const sent = calls.find((c) => c.path === '/auth/register')!.body as Record<string, unknown>;
    await expect(sent).toMatchObject({ name: 'شركة الوفاء', phone: '966512345678', type_id: '2', role: 'owner', cr_expiry: '2030-06-30', hajj_license_expire: '2030-01-31' });
    await expect(sent.cr_image).toBeInstanceOf(File);
    await expect(sent.delegateid).toBeUndefined();
    await expect(await within(canvasElement.ownerDocument.body).findByTestId('navigated')).toBeInTheDocument();
    await expect(sessionStore.get()?.scope).toBe('registration');
  },
};

/** The server's 422 answers land on their fields, and the wizard opens the first step holding one. */
export const ServerErrors: Story = {
  parameters: {
    api: {
      'POST /auth/register': (_req: MockRequest) => ({
        status: 422,
        body: { message: 'البيانات المدخلة غير صحيحة', errors: { username: ['اسم المستخدم مستخدم من قبل'], vat_file: ['نوع الملف غير مسموح'] } },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAll(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال طلب التسجيل' }));
    await expect(await canvas.findByText('اسم المستخدم مستخدم من قبل')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'بيانات الحساب' })).toBeVisible();
    await next(canvasElement);
    await expect(await canvas.findByText('نوع الملف غير مسموح')).toBeVisible();
  },
};
