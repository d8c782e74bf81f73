import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import UserFormPage from '../../src/features/users/UserFormPage';
import { FOREVER, page } from '../support/mockApi';
import { activeUser, detail, pendingUser, providerDetail, roleOptionsReply } from './fixtures';
import { bodyOf, callsTo, expectToast, expectVisible } from './support';

const meta = {
  title: 'Users/User form',
  component: UserFormPage,
} satisfies Meta<typeof UserFormPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const roles = { 'GET /roles/options': roleOptionsReply };
const creating = { path: '/create-user', route: '/create-user' };
const editing = (id: number) => ({ path: `/users/update/${id}`, route: '/users/update/:id' });

/** Pick an option of the PrimeReact select whose input has this id. */
async function choose(canvasElement: HTMLElement, inputId: string, option: string) {
  const doc = canvasElement.ownerDocument;
  await userEvent.click(doc.getElementById(inputId)!.closest('.p-dropdown, .p-multiselect')!);
  await userEvent.click(await bodyOf(canvasElement).findByRole('option', { name: option }));
  if (doc.getElementById(inputId)!.closest('.p-multiselect')) await userEvent.keyboard('{Escape}');
}

async function fill(canvasElement: HTMLElement, values: Record<string, string>) {
  const canvas = within(canvasElement);
  for (const [label, value] of Object.entries(values)) {
    const input = canvas.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
    await userEvent.clear(input);
    await userEvent.type(input, value);
  }
}

export const Create: Story = { parameters: { ...creating, api: roles } };
export const CreateEnglish: Story = { parameters: { ...creating, api: roles }, globals: { lang: 'en' } };

/** Submitting shows each rule's message on its field and sends nothing. */
export const CreateValidation: Story = {
  parameters: { ...creating, api: roles },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, { الاسم: 'ا'.repeat(101), الجوال: '0451234567', 'كلمة المرور': 'password1', 'تأكيد كلمة المرور': 'password2' });
    await userEvent.click(canvas.getByRole('button', { name: 'إضافة المستخدم' }));
    await expectVisible(() => canvas.getByText('يجب ألا يزيد الاسم على 100 حرف'));
    for (const message of [
      'هذا الحقل مطلوب',
      'رقم الجوال 9 أرقام تبدأ بـ 5 بعد \u2066+966\u2069، مثل \u20665XXXXXXXX\u2069',
      'يجب أن تحتوي كلمة المرور على حرف صغير وحرف كبير ورقم ورمز خاص (! @ # $)',
      'كلمة المرور وتأكيدها غير متطابقتين',
      'يجب اختيار دور واحد على الأقل',
    ]) {
      await expect(canvas.getAllByText(message)[0]).toBeVisible();
    }
    await expect(canvas.getByLabelText(/^الجوال/, { selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
    await fill(canvasElement, { الجوال: '966412345678' });
    await userEvent.click(canvas.getByRole('button', { name: 'إضافة المستخدم' }));
    await expectVisible(() => canvas.getAllByText('رقم الجوال 9 أرقام تبدأ بـ 5 بعد \u2066+966\u2069، مثل \u20665XXXXXXXX\u2069')[0]!);
    await expect(callsTo('/users/store')).toHaveLength(0);
  },
};

/** The API's 422 lands on the field of the same name; a valid form is sent as the spec's form data. */
export const CreateServerErrors: Story = {
  parameters: {
    ...creating,
    api: {
      ...roles,
      'POST /users/store': { status: 422, body: { message: 'البيانات المدخلة غير صحيحة', errors: { email: ['البريد الإلكتروني مستخدم من قبل'], parent_id: ['المستخدم الرئيسي غير موجود'] } } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, { الاسم: 'سارة الحربي', 'البريد الإلكتروني': 'sara@kidana.sa', الجوال: '966512345678', الشركة: 'كدانة', 'كلمة المرور': 'Secret#12', 'تأكيد كلمة المرور': 'Secret#12' });
    await choose(canvasElement, 'user-type', 'كدانة');
    await choose(canvasElement, 'user-roles', 'موظف كدانة');
    await userEvent.click(canvas.getByRole('button', { name: 'إضافة المستخدم' }));
    await waitFor(() => expect(callsTo('/users/store')).toHaveLength(1));
    await expect(callsTo('/users/store')[0]!.body).toMatchObject({
      name: 'سارة الحربي',
      email: 'sara@kidana.sa',
      phone: '966512345678',
      type_id: '7',
      'roles[0]': '4',
      password: 'Secret#12',
      password_confirmation: 'Secret#12',
    });
    await expectVisible(() => canvas.getByText('البريد الإلكتروني مستخدم من قبل'));
    await expect(canvas.getByText('المستخدم الرئيسي غير موجود')).toBeVisible();
    await expect(canvas.getByLabelText(/^البريد الإلكتروني/, { selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Choosing a main user makes the account that company's employee, of its type. */
export const CreateEmployeeOfMainUser: Story = {
  parameters: { ...creating, api: { ...roles, 'POST /users': page([activeUser]), 'POST /users/store': { status: 201, body: { message: 'تمت إضافة المستخدم وتفعيله', data: activeUser } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await fill(canvasElement, { الاسم: 'خالد', 'البريد الإلكتروني': 'khaled@dhiyafa.sa', الجوال: '966512345679', 'كلمة المرور': 'Secret#12', 'تأكيد كلمة المرور': 'Secret#12' });
    await userEvent.type(canvas.getByLabelText(/^المستخدم الرئيسي/, { selector: 'input' }), 'الضيافة');
    await userEvent.click(await body.findByRole('option', { name: /شركة الضيافة/ }));
    await expectVisible(() => canvas.getByText('يأخذ الموظف نوع حساب شركة الضيافة وشركته'));
    // the roles offered are the main user's type's (a service provider's)
    await choose(canvasElement, 'user-roles', 'موظف مقدم خدمة');
    await expect(callsTo('/roles/options').at(-1)!.query.get('account_type')).toBe('service_provider');
    await expect(callsTo('/users').at(-1)!.body).toMatchObject({ has_parent: '0', status: 'active', search: 'الضيافة' });
    await userEvent.click(canvas.getByRole('button', { name: 'إضافة المستخدم' }));
    await waitFor(() => expect(callsTo('/users/store')).toHaveLength(1));
    const sent = callsTo('/users/store')[0]!.body as Record<string, string>;
    await expect(sent).toMatchObject({ parent_id: '21', company_name: 'شركة الضيافة لخدمات الحجاج' });
    await expect(sent.type_id).toBeUndefined();
    await expectToast(canvasElement, 'تمت إضافة المستخدم وتفعيله');
    await expect(await canvas.findByTestId('navigated')).toBeInTheDocument();
  },
};

export const UpdateLoading: Story = { parameters: { ...editing(21), api: { ...roles, 'GET /users/{id}': FOREVER } } };

/** Editing: prefilled; an empty password keeps the current one; the version goes with it. */
export const Update: Story = {
  parameters: {
    ...editing(21),
    api: { ...roles, 'GET /users/{id}': { body: { message: 'ok', data: providerDetail } }, 'POST /users/update/{id}': { body: { message: 'تم تعديل بيانات المستخدم', data: activeUser } } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText(/^الاسم/, { selector: 'input' })).toHaveValue('شركة الضيافة'));
    await fill(canvasElement, { الجوال: '966512340003' });
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(callsTo('/users/update/21')).toHaveLength(1));
    const sent = callsTo('/users/update/21')[0]!.body as Record<string, unknown>;
    await expect(sent).toMatchObject({ name: 'شركة الضيافة', phone: '966512340003', type_id: 2, roles: [2], version: activeUser.version });
    await expect(sent.password).toBeUndefined();
    await expectToast(canvasElement, 'تم تعديل بيانات المستخدم');
    await expect(await canvas.findByTestId('navigated')).toBeInTheDocument();
  },
};

/** An application has no roles yet: the form says they come with activation. A stale version is refused. */
export const UpdatePendingStale: Story = {
  parameters: {
    ...editing(23),
    api: {
      ...roles,
      'GET /users/{id}': { body: { message: 'ok', data: detail(pendingUser) } },
      'POST /users/update/{id}': { status: 409, body: { message: 'تم تعديل هذا السجل من مستخدم آخر، يرجى تحديث الصفحة والمحاولة مجدداً' } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(() => canvas.getByText('تُمنح الأدوار عند تفعيل الحساب من طلبات التسجيل'));
    await expect(canvas.queryByLabelText(/^الأدوار/, { selector: 'input' })).toBeNull();
    await fill(canvasElement, { 'كلمة المرور': 'Secret#12', 'تأكيد كلمة المرور': 'Secret#12' });
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(callsTo('/users/update/23')).toHaveLength(1));
    const sent = callsTo('/users/update/23')[0]!.body as Record<string, unknown>;
    await expect(sent).toMatchObject({ password: 'Secret#12', password_confirmation: 'Secret#12' });
    await expect(sent.roles).toBeUndefined();
    await expectToast(canvasElement, 'تم تعديل هذا السجل من مستخدم آخر، يرجى تحديث الصفحة والمحاولة مجدداً');
    await expect(canvas.queryByTestId('navigated')).toBeNull();
  },
};
