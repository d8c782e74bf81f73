import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ResetRequestPage from '../../src/features/auth/ResetRequestPage';
import ResetPasswordPage from '../../src/features/auth/ResetPasswordPage';
import { sessionStore } from '../../src/shared/auth/session';
import { calls, FOREVER, ok } from '../support/mockApi';

const meta = {
  title: 'Auth/Password reset',
  component: ResetRequestPage,
  parameters: { path: '/reset_password', route: '/reset_password', session: false },
  beforeEach: () => sessionStore.clear(),
} satisfies Meta<typeof ResetRequestPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const SENT = 'إذا كان البريد الإلكتروني مسجلاً لدينا فستصله رسالة برابط إعادة تعيين كلمة المرور';

export const Request: Story = {};
export const RequestEnglish: Story = { globals: { lang: 'en' } };

/** The same answer whether or not the e-mail has an account; the page says what the server says. */
export const RequestSent: Story = {
  parameters: { api: { 'POST /auth/password/forgot': ok(undefined, SENT) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال الرابط' }));
    await expect(await canvas.findByText('هذا الحقل مطلوب')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/البريد الإلكتروني/), 'kdana@mashaer.test');
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال الرابط' }));
    await expect(await canvas.findByText(SENT)).toBeVisible();
    await expect(calls[0]!.body).toEqual({ email: 'kdana@mashaer.test' });
  },
};

export const RequestThrottled: Story = {
  parameters: { api: { 'POST /auth/password/forgot': { status: 429, body: { message: 'طلبات كثيرة لإعادة تعيين كلمة المرور، حاول مرة أخرى بعد دقيقة' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/البريد الإلكتروني/), 'kdana@mashaer.test');
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال الرابط' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('طلبات كثيرة لإعادة تعيين كلمة المرور، حاول مرة أخرى بعد دقيقة')).toBeInTheDocument();
  },
};

const resetParams = { path: '/reset?token=abc', route: '/reset' };

export const ResetChecking: StoryObj<typeof ResetPasswordPage> = {
  render: () => <ResetPasswordPage />,
  parameters: { ...resetParams, api: { 'POST /auth/password/check': FOREVER } },
};

/** A valid link: the rules run first, then the new password is saved and the user goes to sign in. */
export const ResetPassword: StoryObj<typeof ResetPasswordPage> = {
  render: () => <ResetPasswordPage />,
  parameters: {
    ...resetParams,
    api: {
      'POST /auth/password/check': ok({ email: 'kdana@mashaer.test', expires_at: '2026-11-22T10:00:00Z' }),
      'POST /auth/password/reset': ok(undefined, 'تم تغيير كلمة المرور، سجّل الدخول بكلمة المرور الجديدة'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('kdana@mashaer.test')).toBeVisible();
    await userEvent.type(canvasElement.querySelector<HTMLInputElement>('#password')!, 'password1');
    await userEvent.type(canvasElement.querySelector<HTMLInputElement>('#password_confirmation')!, 'other');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ كلمة المرور' }));
    await expect(await canvas.findByText('يجب أن تحتوي كلمة المرور على حرف صغير وحرف كبير ورقم ورمز خاص (! @ # $)')).toBeVisible();
    await userEvent.clear(canvasElement.querySelector<HTMLInputElement>('#password')!);
    await userEvent.type(canvasElement.querySelector<HTMLInputElement>('#password')!, 'Kdana#2027');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ كلمة المرور' }));
    await expect(await canvas.findByText('كلمة المرور وتأكيدها غير متطابقتين')).toBeVisible();
    await expect(calls.filter((c) => c.path === '/auth/password/reset')).toHaveLength(0);
    await userEvent.clear(canvasElement.querySelector<HTMLInputElement>('#password_confirmation')!);
    await userEvent.type(canvasElement.querySelector<HTMLInputElement>('#password_confirmation')!, 'Kdana#2027');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ كلمة المرور' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/auth/password/reset')).toBe(true));
    await expect(calls.find((c) => c.path === '/auth/password/reset')!.body).toEqual({ token: 'abc', password: 'Kdana#2027', password_confirmation: 'Kdana#2027' });
    await expect(await within(canvasElement.ownerDocument.body).findByTestId('navigated')).toBeInTheDocument();
  },
};

/** A spent or expired link says so before anything is typed. */
export const ResetInvalidLink: StoryObj<typeof ResetPasswordPage> = {
  render: () => <ResetPasswordPage />,
  parameters: {
    ...resetParams,
    api: { 'POST /auth/password/check': { status: 422, body: { message: 'البيانات المدخلة غير صحيحة', errors: { token: ['رابط إعادة التعيين غير صالح أو منتهي الصلاحية'] } } } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('رابط إعادة التعيين غير صالح أو منتهي الصلاحية')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'طلب رابط جديد' })).toBeVisible();
  },
};

export const ResetEnglish: StoryObj<typeof ResetPasswordPage> = { ...ResetPassword, play: undefined, globals: { lang: 'en' } };
