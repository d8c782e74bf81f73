import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import UserViewPage from '../../src/features/users/UserViewPage';
import { FOREVER, type MockRequest } from '../support/mockApi';
import type { components } from '../../openapi/schema';
import { userAccountMachine } from '../../machines/userAccount/machine';
import { acceptedEvents, isAllowedBy, transitionsFrom } from '../../machines/core/runtime';
import { activeUser, detail, disabledUser, employeeUser, pendingUser, providerDetail, rejectedUser, reviewUser, roleOptionsReply, staffUser } from './fixtures';
import { bodyOf, callsTo, expectToast, expectVisible } from './support';

type User = components['schemas']['User'];

const meta = {
  title: 'Users/User details',
  component: UserViewPage,
} satisfies Meta<typeof UserViewPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const roles = { 'GET /roles/options': roleOptionsReply };
const FORBIDDEN = 'ليس لديك صلاحية لتنفيذ هذا الإجراء';
const ADMIN = { permissions: ['user-request', 'user-update'], accountType: 'admin', parties: [] };
/** What the server answers an administrator about an account's events (GET /workflows/userAccount/records/{id}/events). */
const eventsOf = (u: User, over: Partial<Record<string, { allowed: 0 | 1; reason?: string }>> = {}) => ({
  body: {
    message: 'ok',
    data: {
      workflow: 'userAccount',
      id: u.id,
      status: u.status,
      version: u.version,
      events: acceptedEvents(userAccountMachine, u.status).map((event) => {
        const meta = transitionsFrom(userAccountMachine, u.status, event)[0]!.meta;
        const allowed = isAllowedBy(meta.who, ADMIN);
        return { event, label: meta.label, allowed: allowed ? 1 : 0, ...(allowed ? {} : { reason: FORBIDDEN }), ...over[event] };
      }),
    },
  },
});
/** A story of one account: the page at /users/view/{id} answering with it. */
const showing = (u: User, extra: Record<string, unknown> = {}) => ({
  path: `/users/view/${u.id}`,
  route: '/users/view/:id',
  api: { 'GET /users/{id}': { body: { message: 'ok', data: 'documents' in u ? u : detail(u) } }, 'GET /workflows/{workflow}/records/{id}/events': eventsOf(u), ...roles, ...extra },
});
const answer = (u: User, over: Partial<User>) => () => ({ body: { message: 'تم', data: { ...u, ...over, version: u.version + 1 } } });

export const Loading: Story = { parameters: { path: '/users/view/21', route: '/users/view/:id', api: { 'GET /users/{id}': FOREVER } } };

export const NotFound: Story = {
  parameters: { path: '/users/view/99', route: '/users/view/:id', api: { 'GET /users/{id}': { status: 404, body: { message: 'المستخدم غير موجود' } } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('تعذر تحميل البيانات');
    await expect(alert).toHaveTextContent('المستخدم غير موجود');
  },
};

/** Active: the machine takes DISABLE, so "Disable account" shows; roles can be changed. */
export const Active: Story = {
  parameters: showing(providerDetail),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'تعطيل الحساب' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'تفعيل' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'الأدوار' })).toBeVisible();
    await expect(canvas.getByText('4030123456')).toBeVisible();
    await expect(canvas.getByText('انتهاء ترخيص الحج')).toBeVisible();
    await expect(canvas.getByText('شهادة ضريبة القيمة المضافة')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'جهة حكومية: شركة الضيافة' })).toBeChecked();
  },
};

export const ActiveEnglish: Story = { parameters: showing(providerDetail), globals: { lang: 'en' } };

/** Disabled: "Enable account" instead. */
export const Disabled: Story = {
  parameters: showing(disabledUser, { 'POST /users/switch-user-status/{id}': answer(disabledUser, { status: 'active', mozdalefa_status: 'active' }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'تفعيل الحساب' }));
    await waitFor(() => expect(callsTo('/users/switch-user-status/22')).toHaveLength(1));
    await expect(callsTo('/users/switch-user-status/22')[0]!.body).toMatchObject({ platform: 'active' });
    await expectToast(canvasElement, 'تم تفعيل حساب مؤسسة الرفادة');
  },
};

/** Pending: activate and reject; no platform switch and no roles yet. Activating needs a role first. */
export const PendingActivate: Story = {
  parameters: showing(pendingUser, { 'POST /users/switch-user-status/{id}': answer(pendingUser, { status: 'active', mozdalefa_status: 'active', roles: [{ id: 2, name: 'مقدم خدمة' }] }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'تفعيل' }));
    await expect(canvas.queryByRole('button', { name: 'تعطيل الحساب' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'الأدوار' })).toBeNull();
    const dialog = within(await body.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'تفعيل' }));
    await expectVisible(() => dialog.getByText('يجب اختيار دور واحد على الأقل'));
    await expect(callsTo('/users/switch-user-status/')).toHaveLength(0);
    await userEvent.click(canvasElement.ownerDocument.querySelector('.p-dialog .p-multiselect')!);
    await userEvent.click(await body.findByRole('option', { name: 'مقدم خدمة' }));
    await userEvent.click(canvasElement.ownerDocument.querySelector('.p-dialog-title')!);
    await userEvent.click(dialog.getByRole('button', { name: 'تفعيل' }));
    await waitFor(() => expect(callsTo('/users/switch-user-status/23')).toHaveLength(1));
    await expect(callsTo('/users/switch-user-status/23')[0]!.body).toMatchObject({ status: 'active', 'roles[0]': '2', version: '1' });
    await expectToast(canvasElement, 'تم تفعيل حساب شركة النور');
  },
};

/** Under review (resubmitted): rejecting needs a reason; the server's field error lands under it. */
export const ReviewReject: Story = {
  parameters: showing(reviewUser, { 'POST /users/switch-user-status/{id}': { status: 422, body: { message: 'البيانات المدخلة غير صحيحة', errors: { reject_reason: ['النص أطول من المسموح'] } } } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'رفض' }));
    const dialog = within(await body.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'رفض' }));
    await expectVisible(() => dialog.getByText('سبب الرفض مطلوب'));
    await userEvent.type(dialog.getByLabelText(/سبب الرفض/), 'المستندات غير مكتملة');
    await userEvent.click(dialog.getByRole('button', { name: 'رفض' }));
    await waitFor(() => expect(callsTo('/users/switch-user-status/24')).toHaveLength(1));
    await expect(callsTo('/users/switch-user-status/24')[0]!.body).toMatchObject({ status: 'rejected', reject_reason: 'المستندات غير مكتملة' });
    await expectVisible(() => dialog.getByText('النص أطول من المسموح'));
  },
};

/** Rejected: the reason is shown; the machine still takes ACTIVATE but not REJECT. */
export const Rejected: Story = {
  parameters: showing(rejectedUser),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('السجل التجاري منتهي الصلاحية؛ يرجى إرفاق سجل ساري المفعول')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تفعيل' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'رفض' })).toBeNull();
  },
};

/** The server refuses what the machine alone would offer (it knows facts the screen does not): the action shows disabled, with its reason. */
export const ServerRefuses: Story = {
  parameters: showing(pendingUser, { 'GET /workflows/{workflow}/records/{id}/events': eventsOf(pendingUser, { ACTIVATE: { allowed: 0, reason: 'لا يمكن التفعيل قبل اكتمال المستندات' } }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'تفعيل' })).toBeDisabled());
    await expect(canvas.getByText('لا يمكن التفعيل قبل اكتمال المستندات')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'رفض' })).toBeEnabled();
    await expect(callsTo('/workflows/userAccount/records/23/events')).toHaveLength(1);
  },
};

/** A sub-employee links to its main user. */
export const Employee: Story = {
  parameters: showing(employeeUser),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('موظف لدى شركة الضيافة')).toBeVisible();
  },
};

/** Changing roles: at least one, sent with the account's version. */
export const ChangeRoles: Story = {
  parameters: showing(activeUser, {
    'POST /users/update-user-role/{id}': ({ body }: MockRequest) => ({ body: { message: 'تم تحديث أدوار المستخدم', data: { ...activeUser, roles: [{ id: 3, name: 'موظف مقدم خدمة' }], body } } }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'الأدوار' }));
    const dialog = within(await body.findByRole('dialog'));
    // remove the only role: the rule refuses before anything is sent
    await userEvent.click(canvasElement.ownerDocument.querySelector('.p-dialog .p-multiselect-token-icon')!);
    await userEvent.click(dialog.getByRole('button', { name: 'حفظ الأدوار' }));
    await expectVisible(() => dialog.getByText('يجب اختيار دور واحد على الأقل'));
    await expect(callsTo('/users/update-user-role/')).toHaveLength(0);
    await userEvent.click(canvasElement.ownerDocument.querySelector('.p-dialog .p-multiselect')!);
    // only the roles for the account's type (a service provider's) are offered
    await userEvent.click(await body.findByRole('option', { name: 'موظف مقدم خدمة' }));
    await expect(body.queryByRole('option', { name: 'موظف كدانة' })).toBeNull();
    await expect(body.queryByRole('option', { name: 'مدير النظام' })).toBeNull();
    await expect(callsTo('/roles/options').at(-1)!.query.get('account_type')).toBe('service_provider');
    await userEvent.click(canvasElement.ownerDocument.querySelector('.p-dialog-title')!);
    await userEvent.click(dialog.getByRole('button', { name: 'حفظ الأدوار' }));
    await waitFor(() => expect(callsTo('/users/update-user-role/21')).toHaveLength(1));
    await expect(callsTo('/users/update-user-role/21')[0]!.body).toMatchObject({ 'roles[0]': '3', version: String(activeUser.version) });
    await expectToast(canvasElement, 'تم تحديث أدوار المستخدم');
  },
};

/** Deleting from the details page returns to the list. */
export const DeleteAndLeave: Story = {
  parameters: showing(disabledUser, { 'POST /users/delete/{id}': { body: { message: 'تم حذف المستخدم' } } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'حذف' }));
    await userEvent.click(await body.findByRole('button', { name: 'نعم، احذفه!' }));
    await expect(await canvas.findByTestId('navigated')).toBeInTheDocument();
    await expect(callsTo('/users/delete/22')).toHaveLength(1);
  },
};

/**
 * The government, government-for-location-order and entity switches (moved here from the
 * list, whose four switch columns squeezed it): each asks first — naming the account and the
 * change — then sends its own call with the value and version; the notification offers Undo,
 * which sends the reverse change. Cancelling sends nothing.
 */
export const Switches: Story = {
  parameters: showing(staffUser, {
    'POST /users/switch-gov/{id}': ({ body }: MockRequest) => answer(staffUser, { is_government: Number((body as Record<string, string>).is_government) as 0 | 1 })(),
    'POST /users/switch-gov-for-location-order/{id}': answer(staffUser, { is_government_for_location_order: 0 }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: 'جهة حكومية: سارة الحربي' }));
    await expectVisible(() => body.getByText('تغيير «جهة حكومية» لحساب سارة الحربي؟'));
    await expect(callsTo('/users/switch-gov/26')).toHaveLength(0);
    await userEvent.click(body.getByRole('button', { name: 'نعم، طبّق التغيير' }));
    await waitFor(() => expect(callsTo('/users/switch-gov/26')).toHaveLength(1));
    await expect(callsTo('/users/switch-gov/26')[0]!.body).toMatchObject({ is_government: '1', version: String(staffUser.version) });
    await expectToast(canvasElement, 'أصبحت صفة «جهة حكومية» لحساب سارة الحربي: مفعّلة');
    await userEvent.click(body.getByRole('button', { name: 'تراجع' }));
    await waitFor(() => expect(callsTo('/users/switch-gov/26')).toHaveLength(2));
    await expect(callsTo('/users/switch-gov/26')[1]!.body).toMatchObject({ is_government: '0' });

    // cancelling the question changes nothing
    const location = canvas.getByRole('switch', { name: 'حكومية لطلبات المواقع: سارة الحربي' });
    await waitFor(() => expect(location).toBeEnabled());
    await userEvent.click(location);
    await expectVisible(() => body.getByText('تغيير «حكومية لطلبات المواقع» لحساب سارة الحربي؟'));
    await userEvent.click(body.getByRole('button', { name: /إلغاء/ }));
    await waitFor(() => expect(body.queryByText('تغيير «حكومية لطلبات المواقع» لحساب سارة الحربي؟')).toBeNull());
    await expect(callsTo('/users/switch-gov-for-location-order/26')).toHaveLength(0);
  },
};

/** The platform switch: disabling asks first (the user is signed out everywhere), then runs DISABLE through the machine. */
export const DisableBySwitch: Story = {
  parameters: showing(providerDetail, { 'POST /users/switch-user-status/{id}': answer(activeUser, { status: 'disabled', mozdalefa_status: 'disabled' }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: 'حساب المنصة: شركة الضيافة' }));
    await expectVisible(() => body.getByText('تعطيل حساب شركة الضيافة؟'));
    await expect(callsTo('/users/switch-user-status/')).toHaveLength(0);
    await userEvent.click(body.getByRole('button', { name: 'نعم، عطّل الحساب' }));
    await waitFor(() => expect(callsTo('/users/switch-user-status/21')).toHaveLength(1));
    await expect(callsTo('/users/switch-user-status/21')[0]!.body).toMatchObject({ platform: 'disabled' });
    await expectToast(canvasElement, 'تم تعطيل حساب شركة الضيافة');
  },
};
