import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ProfilePage from '../../src/features/profile/ProfilePage';
import { sessionStore } from '../../src/shared/auth/session';
import { calls, FOREVER, ok, type MockRequest } from '../support/mockApi';
import { user } from '../support/fixtures';

const meta = {
  title: 'Profile/Profile',
  component: ProfilePage,
  parameters: { path: '/profile', route: '/profile', session: 'provider' },
} satisfies Meta<typeof ProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const me = user({
  id: 3,
  name: 'شركة الضيافة',
  username: 'provider',
  email: 'provider@mashaer.test',
  phone: '966500000003',
  company_name: 'شركة الضيافة لخدمات الحجاج',
  status: 'active',
  mozdalefa_status: 'active',
  status_text: 'نشط',
  roles: [{ id: 2, name: 'مقدم خدمة' }],
  version: 4,
});
const preferences = { sidebar_colour: 'success', sidenav_type: 'transparent', navbar_fixed: 1 } as const;
const api = {
  'GET /profile': ok({ user: me, preferences }),
  'POST /profile/update': (req: MockRequest) => {
    const b = req.body as Record<string, string>;
    return ok({ ...me, name: b.name, phone: b.phone, version: me.version + 1 }, 'تم تحديث بياناتك');
  },
  'POST /profile/change-password': ok({ revoked_sessions: 2 }, 'تم تغيير كلمة المرور، وتم تسجيل خروج جلساتك الأخرى'),
  'POST /profile/preferences': (req: MockRequest) => {
    // form fields arrive as text; the API answers the flag as a number
    const b = req.body as Record<string, string>;
    return ok({ ...preferences, ...b, ...(b.navbar_fixed !== undefined ? { navbar_fixed: Number(b.navbar_fixed) } : {}) });
  },
  'POST /profile/images': ok({ ...me, signature: '/api/files/9' }, 'تم حفظ الصورة'),
  'GET /files/{id}': { body: {} },
};
const card = (el: HTMLElement, title: string) => within(within(el).getByRole('heading', { name: title }).closest('section')!);

export const Loading: Story = { parameters: { api: { 'GET /profile': FOREVER } } };

export const LoadFailed: Story = {
  parameters: { api: { 'GET /profile': { status: 500, body: { message: 'هناك مشكلة' } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('تعذر تحميل البيانات');
  },
};

/** The account's details: name, username, e-mail, phone, company, type, roles, status. */
export const Details: Story = {
  parameters: { api },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'بيانات الحساب' });
    const account = card(canvasElement, 'بيانات الحساب');
    for (const text of ['provider', 'provider@mashaer.test', '+966 50 000 0003', 'شركة الضيافة لخدمات الحجاج', 'مقدم خدمة', 'نشط']) await expect(account.getAllByText(text)[0]).toBeVisible();
  },
};

/** Name and phone follow the user-form rules before anything is sent. */
export const EditRules: Story = {
  parameters: { api },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'تعديل بياناتي' });
    const form = card(canvasElement, 'تعديل بياناتي');
    await userEvent.clear(form.getByLabelText(/الاسم/));
    await userEvent.type(form.getByLabelText(/الاسم/), 'ا'.repeat(101));
    await userEvent.clear(form.getByLabelText(/رقم الجوال/));
    await userEvent.type(form.getByLabelText(/رقم الجوال/), '0412345678');
    await userEvent.click(form.getByRole('button', { name: 'حفظ البيانات' }));
    await expect(await form.findByText('يجب ألا يزيد الاسم على 100 حرف')).toBeVisible();
    await expect(form.getByText('رقم الجوال 9 أرقام تبدأ بـ 5 بعد \u2066+966\u2069، مثل \u20665XXXXXXXX\u2069')).toBeVisible();
    await expect(calls.some((c) => c.path === '/profile/update')).toBe(false);
  },
};

/** Saving sends the version seen, and the top bar's session shows the new name. */
export const EditSaves: Story = {
  parameters: { api },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'تعديل بياناتي' });
    const form = card(canvasElement, 'تعديل بياناتي');
    await userEvent.clear(form.getByLabelText(/الاسم/));
    await userEvent.type(form.getByLabelText(/الاسم/), 'الضيافة');
    await userEvent.click(form.getByRole('button', { name: 'حفظ البيانات' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/profile/update')).toBe(true));
    await expect(calls.find((c) => c.path === '/profile/update')!.body).toMatchObject({ name: 'الضيافة', phone: '966500000003', version: '4' });
    await waitFor(() => expect(sessionStore.get()?.user.name).toBe('الضيافة'));
  },
};

/** The password rules, then the server's answer on the field of the same name. */
export const PasswordRules: Story = {
  parameters: {
    api: { ...api, 'POST /profile/change-password': { status: 422, body: { message: 'البيانات المدخلة غير صحيحة', errors: { current_password: ['كلمة المرور الحالية غير صحيحة'] } } } },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'تغيير كلمة المرور' });
    const form = card(canvasElement, 'تغيير كلمة المرور');
    await userEvent.type(form.getByLabelText(/كلمة المرور الحالية/), 'Demo#2026');
    await userEvent.type(form.getByLabelText(/^كلمة المرور الجديدة/), 'weakpass');
    await userEvent.type(form.getByLabelText(/تأكيد كلمة المرور الجديدة/), 'other');
    await userEvent.click(form.getByRole('button', { name: 'تغيير كلمة المرور' }));
    await expect(await form.findByText('يجب أن تحتوي كلمة المرور على حرف صغير وحرف كبير ورقم ورمز خاص (! @ # $)')).toBeVisible();
    await expect(calls.some((c) => c.path === '/profile/change-password')).toBe(false);
    await userEvent.clear(form.getByLabelText(/^كلمة المرور الجديدة/));
    await userEvent.type(form.getByLabelText(/^كلمة المرور الجديدة/), 'New#Pass26');
    await userEvent.click(form.getByRole('button', { name: 'تغيير كلمة المرور' }));
    await expect(await form.findByText('كلمة المرور وتأكيدها غير متطابقتين')).toBeVisible();
    await userEvent.clear(form.getByLabelText(/تأكيد كلمة المرور الجديدة/));
    await userEvent.type(form.getByLabelText(/تأكيد كلمة المرور الجديدة/), 'New#Pass26');
    await userEvent.click(form.getByRole('button', { name: 'تغيير كلمة المرور' }));
    await expect(await form.findByText('كلمة المرور الحالية غير صحيحة')).toBeVisible();
  },
};

export const PasswordChanged: Story = {
  parameters: { api },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'تغيير كلمة المرور' });
    const form = card(canvasElement, 'تغيير كلمة المرور');
    await userEvent.type(form.getByLabelText(/كلمة المرور الحالية/), 'Demo#2026');
    await userEvent.type(form.getByLabelText(/^كلمة المرور الجديدة/), 'New#Pass26');
    await userEvent.type(form.getByLabelText(/تأكيد كلمة المرور الجديدة/), 'New#Pass26');
    await userEvent.click(form.getByRole('button', { name: 'تغيير كلمة المرور' }));
    const toast = await within(canvasElement.ownerDocument.body).findByText('تم تغيير كلمة المرور، وتم تسجيل خروج جلساتك الأخرى');
    await waitFor(() => expect(toast).toBeVisible());
    await expect(form.getByLabelText(/كلمة المرور الحالية/)).toHaveValue('');
  },
};

/** A theme choice shows at once and is kept on the server with the account. */
export const ThemeChoice: Story = {
  parameters: { api },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'المظهر' });
    const theme = card(canvasElement, 'المظهر');
    await expect(theme.getByRole('radio', { name: 'أخضر' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(theme.getByRole('radio', { name: 'أحمر' }));
    await waitFor(() => expect(sessionStore.get()?.preferences?.sidebar_colour).toBe('danger'));
    await expect(theme.getByRole('radio', { name: 'أحمر' })).toHaveAttribute('aria-checked', 'true');
    await expect(calls.find((c) => c.path === '/profile/preferences')!.body).toEqual({ sidebar_colour: 'danger' });
    await userEvent.click(theme.getByText('بيضاء'));
    await waitFor(() => expect(calls.filter((c) => c.path === '/profile/preferences')).toHaveLength(2));
    await expect(calls.filter((c) => c.path === '/profile/preferences')[1]!.body).toEqual({ sidenav_type: 'white' });
    await userEvent.click(theme.getByLabelText('تثبيت الشريط العلوي'));
    await waitFor(() => expect(sessionStore.get()?.preferences?.navbar_fixed).toBe(0));
  },
};

/** If the server refuses, the previous choice comes back. */
export const ThemeRefused: Story = {
  parameters: { api: { ...api, 'POST /profile/preferences': { status: 500, body: { message: 'هناك مشكلة' } } } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'المظهر' });
    const theme = card(canvasElement, 'المظهر');
    await userEvent.click(theme.getByRole('radio', { name: 'أزرق' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('هناك مشكلة')).toBeInTheDocument();
    await waitFor(() => expect(theme.getByRole('radio', { name: 'أخضر' })).toHaveAttribute('aria-checked', 'true'));
  },
};

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], 'توقيع.png', { type: 'image/png' });

/** Images over 2 MB or of another type are refused before sending; a good one is uploaded. */
export const Images: Story = {
  parameters: { api },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'التوقيع والختم' });
    const images = card(canvasElement, 'التوقيع والختم');
    const stampInput = canvasElement.querySelector<HTMLInputElement>('input#stamp')!;
    const signatureInput = canvasElement.querySelector<HTMLInputElement>('input#signature')!;
    await userEvent.upload(stampInput, new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    await expect(await images.findByText('حجم الملف يجب ألا يتجاوز 2 ميجابايت')).toBeVisible();
    await expect(images.getByRole('button', { name: 'رفع الصور' })).toBeDisabled();
    await userEvent.click(images.getByRole('button', { name: 'إلغاء الاختيار' }));
    await userEvent.upload(signatureInput, png());
    await expect(await images.findByText('المختارة: توقيع.png')).toBeVisible();
    await expect(images.getByRole('img', { name: 'صورة التوقيع' })).toBeVisible();
    await userEvent.click(images.getByRole('button', { name: 'رفع الصور' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/profile/images')).toBe(true));
    await expect(Object.keys(calls.find((c) => c.path === '/profile/images')!.body as object)).toEqual(['signature']);
    await waitFor(() => expect(sessionStore.get()?.user.signature).toBe('/api/files/9'));
  },
};

export const English: Story = { parameters: { api }, globals: { lang: 'en' } };
