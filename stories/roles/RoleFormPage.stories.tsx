import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import RoleFormPage from '../../src/features/roles/RoleFormPage';
import { calls, FOREVER, ok, type MockRequest } from '../support/mockApi';
import { adminRole, catalogue, providerRole, role, totalPermissions } from './fixtures';

const meta = {
  title: 'Roles/Role form',
  component: RoleFormPage,
  parameters: { path: '/roles/create', route: '/roles/create' },
} satisfies Meta<typeof RoleFormPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const withCatalogue = { 'GET /roles/permissions': ok(catalogue('ar')) };
const editing = { path: '/roles/3', route: '/roles/:id' };

export const Loading: Story = { parameters: { api: { 'GET /roles/permissions': FOREVER } } };

export const CatalogueFailed: Story = {
  parameters: { api: { 'GET /roles/permissions': { status: 500, body: { message: 'هناك مشكلة' } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('تعذر تحميل قائمة الصلاحيات')).toBeVisible();
  },
};

/**
 * Creating: the shared rules ask for a name and a permission first; then search,
 * a whole group, and single boxes, with the count following; the body goes as the
 * spec's form data and the list opens.
 */
export const Create: Story = {
  parameters: {
    api: {
      ...withCatalogue,
      'POST /roles/store': ({ body }: MockRequest) => ({ status: 201, body: { message: 'تمت إضافة الدور', data: role({ id: 9, name: String((body as Record<string, string>).name) }) } }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByText(`تم اختيار 0 من ${totalPermissions} صلاحية`);
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ الدور' }));
    await expect(await canvas.findByText('هذا الحقل مطلوب')).toBeVisible();
    await expect(canvas.getByText('يجب اختيار صلاحية واحدة على الأقل')).toBeVisible();
    await expect(canvas.getByText('الرجاء تحديد أنواع مستخدمين')).toBeVisible();
    await expect(calls.filter((c) => c.path === '/roles/store')).toHaveLength(0);

    await userEvent.type(canvas.getByLabelText(/اسم الدور \(عربي\)/), 'مراقب التذاكر');
    // the account types the role is for
    await userEvent.click(canvas.getByRole('checkbox', { name: 'مقاول' }));
    // a whole group by its select-all box
    const tickets = canvas.getByRole('checkbox', { name: 'تحديد الكل في «التذاكر»' });
    await userEvent.click(tickets);
    await expect(canvas.getByText(`تم اختيار 6 من ${totalPermissions} صلاحية`)).toBeVisible();
    await expect(tickets).toBeChecked();
    // search narrows the groups; one box of another area
    await userEvent.type(canvas.getByRole('searchbox', { name: 'ابحث عن صلاحية' }), 'order-details');
    await expect(canvas.queryByRole('checkbox', { name: 'تحديد الكل في «التذاكر»' })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: /تفاصيل الطلبات/ }));
    await expect(canvas.getByText(`تم اختيار 7 من ${totalPermissions} صلاحية`)).toBeVisible();
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'ابحث عن صلاحية' }));
    await expect(canvas.getByRole('checkbox', { name: 'تحديد الكل في «الطلبات»' })).toBePartiallyChecked();

    await userEvent.click(canvas.getByRole('button', { name: 'حفظ الدور' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/roles/store')).toBe(true));
    const sent = calls.find((c) => c.path === '/roles/store')!.body as Record<string, string>;
    await expect(sent.name).toBe('مراقب التذاكر');
    await expect(
      Object.entries(sent)
        .filter(([k]) => k.startsWith('account_types['))
        .map(([, v]) => v),
    ).toEqual(['contractor']);
    await expect(
      Object.entries(sent)
        .filter(([k]) => k.startsWith('permissions['))
        .map(([, v]) => v),
    ).toEqual(['ticket-index', 'ticket-create', 'ticket-details', 'ticket-subject-index', 'ticket-subject-create', 'ticket-subject-update', 'order-details']);
    await waitFor(() => expect(body.getByText('تمت إضافة الدور «مراقب التذاكر»')).toBeVisible());
    await expect(await canvas.findByTestId('navigated')).toBeInTheDocument();
  },
};

/** The server's 422 lands on the field of the same name, and nothing navigates. */
export const NameTaken: Story = {
  parameters: { api: { ...withCatalogue, 'POST /roles/store': { status: 422, body: { message: 'البيانات المدخلة غير صحيحة', errors: { name: ['الاسم مستخدم من قبل'] } } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/اسم الدور \(عربي\)/), 'مقاول');
    await userEvent.click(canvas.getByRole('checkbox', { name: /^كدانة/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /عرض الأدوار/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ الدور' }));
    await expect(await canvas.findByText('الاسم مستخدم من قبل')).toBeVisible();
    await expect(canvas.queryByTestId('navigated')).toBeNull();
  },
};

/**
 * A role open to a company type cannot hold an administration permission: the form
 * warns, naming the permission, refuses to send, and sends once the role is
 * limited to staff types.
 */
export const AdminPermissionForCompanyRole: Story = {
  parameters: {
    api: {
      ...withCatalogue,
      'POST /roles/store': ({ body }: MockRequest) => ({ status: 201, body: { message: 'تمت إضافة الدور', data: role({ id: 9, name: String((body as Record<string, string>).name) }) } }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/اسم الدور \(عربي\)/), 'مشرف المقاولين');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'مقاول' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /عرض قائمة المستخدمين/ }));
    await expect(await canvas.findByTestId('role-admin-warning')).toHaveTextContent('عرض قائمة المستخدمين');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ الدور' }));
    await expect(await canvas.findByText(/صلاحيات الإدارة لا تُمنح في دور مفتوح لحسابات الشركات/)).toBeVisible();
    await expect(calls.filter((c) => c.path === '/roles/store')).toHaveLength(0);
    // limited to Kidana staff, the same permissions are allowed
    await userEvent.click(canvas.getByRole('checkbox', { name: 'مقاول' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /^كدانة/ }));
    await expect(canvas.queryByTestId('role-admin-warning')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ الدور' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/roles/store')).toBe(true));
  },
};

/** Editing loads the role's permissions ticked; saving sends JSON with the version it loaded. */
export const Edit: Story = {
  parameters: {
    ...editing,
    api: {
      ...withCatalogue,
      'GET /roles/{id}': ok(providerRole),
      'POST /roles/update/{id}': ({ body }: MockRequest) => ({ body: { message: 'تم تعديل الدور', data: { ...providerRole, ...(body as object) } } }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'تعديل دور: مقدم خدمة' })).toBeVisible();
    await expect(canvas.getByText('تسري التغييرات على 19 من الحسابات التي تحمل هذا الدور عند طلبها التالي')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText(/اسم الدور \(إنجليزي\)/)).toHaveValue('Service provider'));
    await expect(canvas.getByRole('checkbox', { name: /إضافة موظف/ })).toBeChecked();
    await expect(canvas.getByText(`تم اختيار 7 من ${totalPermissions} صلاحية`)).toBeVisible();
    // only the selected ones
    await userEvent.click(canvas.getByRole('checkbox', { name: 'المختارة فقط' }));
    await expect(canvas.queryByRole('checkbox', { name: /لوحة Power BI/ })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: /إضافة موظف/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ الدور' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/roles/update/3')).toBe(true));
    const sent = calls.find((c) => c.path === '/roles/update/3')!.body as Record<string, unknown>;
    await expect(sent).toMatchObject({ name: 'مقدم خدمة', name_en: 'Service provider', account_types: ['service_provider'], updated_at: providerRole.updated_at });
    await expect(sent.permissions).toEqual(['user-employee-index', 'ticket-index', 'ticket-create', 'ticket-details', 'order-index', 'order-create']);
    await expect(await canvas.findByTestId('navigated')).toBeInTheDocument();
  },
};

/** Someone else changed the role meanwhile: the server's 409 is shown and the form stays. */
export const EditConflict: Story = {
  parameters: {
    ...editing,
    api: {
      ...withCatalogue,
      'GET /roles/{id}': ok(providerRole),
      'POST /roles/update/{id}': { status: 409, body: { message: 'تم تعديل هذا السجل من مستخدم آخر، يرجى تحديث الصفحة والمحاولة مجدداً' } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'حفظ الدور' }));
    await waitFor(() => expect(body.getByText('تم تعديل هذا السجل من مستخدم آخر، يرجى تحديث الصفحة والمحاولة مجدداً')).toBeVisible());
    await expect(canvas.queryByTestId('navigated')).toBeNull();
  },
};

/** The built-in administrator role: everything ticked and locked, no save. */
export const SystemRole: Story = {
  parameters: { path: '/roles/1', route: '/roles/:id', api: { ...withCatalogue, 'GET /roles/{id}': ok(adminRole) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('هذا هو دور مدير النظام المدمج: يملك جميع الصلاحيات دائماً ولا يمكن تعديله أو حذفه.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'عرض دور: مدير النظام' })).toBeVisible();
    await expect(canvas.getByText(`تم اختيار ${totalPermissions} من ${totalPermissions} صلاحية`)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /عرض الأدوار/ })).toBeDisabled();
    await expect(canvas.getByLabelText(/اسم الدور \(عربي\)/)).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'حفظ الدور' })).toBeNull();
  },
};

export const NotFound: Story = {
  parameters: { path: '/roles/999', route: '/roles/:id', api: { ...withCatalogue, 'GET /roles/{id}': { status: 404, body: { message: 'الدور غير موجود' } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('الدور غير موجود');
  },
};

export const EnglishEdit: Story = {
  parameters: { ...editing, api: { 'GET /roles/permissions': ok(catalogue('en')), 'GET /roles/{id}': ok(providerRole) } },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(`7 of ${totalPermissions} permissions selected`)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: 'Select all in “Tickets”' })).toBePartiallyChecked());
  },
};
