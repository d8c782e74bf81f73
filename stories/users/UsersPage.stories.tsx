import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import UsersPage from '../../src/features/users/UsersPage';
import { FOREVER, page, type MockRequest } from '../support/mockApi';
import { signInAs } from '../support/session';
import { activeUser, disabledUser, everyStatus, pendingUser, staffUser, roleOptionsReply } from './fixtures';
import { bodyOf, callsTo, expectToast, expectVisible } from './support';

const meta = {
  title: 'Users/Users list',
  component: UsersPage,
  parameters: { path: '/users', route: '/users' },
} satisfies Meta<typeof UsersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const listing = { 'POST /users': page(everyStatus, { total: 37 }), 'GET /roles/options': roleOptionsReply };
const answer =
  (over: Record<string, unknown>) =>
  ({ params }: MockRequest) => ({ body: { message: 'تم', data: { ...everyStatus.find((u) => u.id === Number(params.id)), ...over } } });

export const Loading: Story = { parameters: { api: { ...listing, 'POST /users': FOREVER } } };

export const Empty: Story = {
  parameters: { api: { ...listing, 'POST /users': page([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا يوجد مستخدمون بعد')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { ...listing, 'POST /users': { status: 500, body: { message: 'هناك مشكلة' } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('تعذر تحميل البيانات');
  },
};

/**
 * One account in each status: the platform switch is there only where the
 * userAccount machine takes DISABLE or ENABLE (active, disabled), on for active.
 */
export const EveryStatus: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('provider@mashaer.test');
    const platform = canvas.getAllByRole('switch', { name: /^حساب المنصة:/ });
    await expect(platform.map((s) => s.getAttribute('aria-label'))).toEqual(['حساب المنصة: شركة الضيافة', 'حساب المنصة: مؤسسة الرفادة', 'حساب المنصة: سارة الحربي', 'حساب المنصة: سالم الموظف']);
    await expect(canvas.getByRole('switch', { name: 'حساب المنصة: شركة الضيافة' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'حساب المنصة: مؤسسة الرفادة' })).not.toBeChecked();
    for (const label of ['قيد الانتظار', 'قيد المراجعة', 'مرفوض', 'معطل']) await expect(canvas.getByText(label)).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'جهة حكومية: شركة الضيافة' })).toBeChecked();
    await expect(canvas.getByText('موظف لدى شركة الضيافة')).toBeVisible();
    await expect(canvas.getByText('الإجمالي: 37')).toBeVisible();
  },
};

export const English: Story = { parameters: { api: listing }, globals: { lang: 'en' } };

/** Disabling asks first (the user is signed out everywhere), then runs DISABLE through the machine. */
export const DisablePlatform: Story = {
  parameters: { api: { ...listing, 'POST /users/switch-user-status/{id}': answer({ status: 'disabled', mozdalefa_status: 'disabled', version: 5 }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: 'حساب المنصة: شركة الضيافة' }));
    await expectVisible(() => body.getByText('تعطيل حساب شركة الضيافة؟'));
    await expect(callsTo('/users/switch-user-status/')).toHaveLength(0);
    await userEvent.click(body.getByRole('button', { name: 'نعم، عطّل الحساب' }));
    await waitFor(() => expect(callsTo('/users/switch-user-status/21')).toHaveLength(1));
    await expect(callsTo('/users/switch-user-status/21')[0]!.body).toMatchObject({ platform: 'disabled', version: String(activeUser.version) });
    await expectToast(canvasElement, 'تم تعطيل حساب شركة الضيافة');
  },
};

/** Enabling needs no confirmation. */
export const EnablePlatform: Story = {
  parameters: { api: { ...listing, 'POST /users/switch-user-status/{id}': answer({ status: 'active', mozdalefa_status: 'active' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: 'حساب المنصة: مؤسسة الرفادة' }));
    await waitFor(() => expect(callsTo('/users/switch-user-status/22')).toHaveLength(1));
    await expect(callsTo('/users/switch-user-status/22')[0]!.body).toMatchObject({ platform: 'active', version: String(disabledUser.version) });
    await expectToast(canvasElement, 'تم تفعيل حساب مؤسسة الرفادة');
  },
};

/** A refused step (someone changed the account meanwhile) is shown and nothing changes. */
export const PlatformRefused: Story = {
  parameters: { api: { ...listing, 'POST /users/switch-user-status/{id}': { status: 409, body: { message: 'تم تعديل هذا السجل من مستخدم آخر، يرجى تحديث الصفحة والمحاولة مجدداً' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: 'حساب المنصة: مؤسسة الرفادة' }));
    await expectToast(canvasElement, 'تم تعديل هذا السجل من مستخدم آخر، يرجى تحديث الصفحة والمحاولة مجدداً');
    await expect(canvas.getByRole('switch', { name: 'حساب المنصة: مؤسسة الرفادة' })).not.toBeChecked();
  },
};

/**
 * The government, government-for-location-order and entity switches change an
 * account's rights, so each asks first — naming the account and the change — and
 * then sends its own call with the value and version; the change's notification
 * offers Undo, which sends the reverse change. Cancelling sends nothing.
 */
export const Switches: Story = {
  parameters: {
    api: {
      ...listing,
      'POST /users/switch-gov/{id}': ({ params, body }: MockRequest) => answer({ is_government: Number((body as Record<string, string>).is_government) })({ params } as MockRequest),
      'POST /users/switch-gov-for-location-order/{id}': answer({ is_government_for_location_order: 0 }),
      'POST /users/set_as_entity/{id}': answer({ is_entity: 1 }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: 'جهة حكومية: سارة الحربي' }));
    await expectVisible(() => body.getByText('تغيير «جهة حكومية» لحساب سارة الحربي؟'));
    await expect(body.getByText(/سيُعلَّم حساب «سارة الحربي» جهةً حكومية.*الصفة الآن: غير مفعّلة، وستصبح: مفعّلة/)).toBeVisible();
    await expect(callsTo('/users/switch-gov/26')).toHaveLength(0);
    await userEvent.click(body.getByRole('button', { name: 'نعم، طبّق التغيير' }));
    await waitFor(() => expect(callsTo('/users/switch-gov/26')).toHaveLength(1));
    await expect(callsTo('/users/switch-gov/26')[0]!.body).toMatchObject({ is_government: '1', version: String(staffUser.version) });
    // the change offers its undo, which sends the reverse change
    await expectToast(canvasElement, 'أصبحت صفة «جهة حكومية» لحساب سارة الحربي: مفعّلة');
    await userEvent.click(body.getByRole('button', { name: 'تراجع' }));
    await waitFor(() => expect(callsTo('/users/switch-gov/26')).toHaveLength(2));
    await expect(callsTo('/users/switch-gov/26')[1]!.body).toMatchObject({ is_government: '0' });
    await expectToast(canvasElement, 'تم التراجع: صفة «جهة حكومية» لحساب سارة الحربي عادت غير مفعّلة');

    // cancelling the question changes nothing
    const location = canvas.getByRole('switch', { name: 'حكومية لطلبات المواقع: سارة الحربي' });
    await waitFor(() => expect(location).toBeEnabled());
    await userEvent.click(location);
    await expectVisible(() => body.getByText('تغيير «حكومية لطلبات المواقع» لحساب سارة الحربي؟'));
    await userEvent.click(body.getByRole('button', { name: /إلغاء/ }));
    await waitFor(() => expect(body.queryByText('تغيير «حكومية لطلبات المواقع» لحساب سارة الحربي؟')).toBeNull());
    await expect(callsTo('/users/switch-gov-for-location-order/26')).toHaveLength(0);
    await userEvent.click(location);
    await userEvent.click(await body.findByRole('button', { name: 'نعم، طبّق التغيير' }));
    await waitFor(() => expect(callsTo('/users/switch-gov-for-location-order/26')).toHaveLength(1));
    await expect(callsTo('/users/switch-gov-for-location-order/26')[0]!.body).toMatchObject({ is_government_for_location_order: '0' });

    await userEvent.click(canvas.getByRole('switch', { name: 'جهة: شركة النور' }));
    await expectVisible(() => body.getByText(/سيُعلَّم حساب «شركة النور» جهةً/));
    await userEvent.click(body.getByRole('button', { name: 'نعم، طبّق التغيير' }));
    await waitFor(() => expect(callsTo(`/users/set_as_entity/${pendingUser.id}`)).toHaveLength(1));
    await expect(callsTo(`/users/set_as_entity/${pendingUser.id}`)[0]!.body).toMatchObject({ is_entity: '1' });
  },
};

/** The question and the undo in English. */
export const SwitchesEnglish: Story = {
  parameters: { api: { ...listing, 'POST /users/switch-gov/{id}': answer({ is_government: 1 }) } },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await userEvent.click(within(await canvas.findByTestId('is_government-26')).getByRole('switch'));
    await expectVisible(() => body.getByText(/Change “.+” for سارة الحربي\?/));
    await expect(body.getByText(/Now off, will be on\./)).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Yes, apply the change' }));
    await waitFor(() => expect(callsTo('/users/switch-gov/26')).toHaveLength(1));
    await expectToast(canvasElement, /is now on for سارة الحربي/);
    await expect(body.getByRole('button', { name: 'Undo' })).toBeVisible();
  },
};

/** Delete: the spec's dialog, then the server's message under "Deleted". */
export const Delete: Story = {
  parameters: { api: { ...listing, 'POST /users/delete/{id}': { body: { message: 'تم حذف المستخدم' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'حذف: مؤسسة الرفادة' }));
    await expectVisible(() => body.getByText('هل أنت متأكد؟'));
    await expect(body.getByText('لن تتمكن من التراجع عن هذا!')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'نعم، احذفه!' }));
    await waitFor(() => expect(callsTo('/users/delete/22')).toHaveLength(1));
    await expectToast(canvasElement, 'تم حذف المستخدم');
    await expectToast(canvasElement, 'تم الحذف');
  },
};

/** Cancelling says "Cancelled Delete" and calls nothing. */
export const DeleteCancelled: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'حذف: مؤسسة الرفادة' }));
    await userEvent.click(await body.findByRole('button', { name: 'إلغاء' }));
    await expectToast(canvasElement, 'تم إلغاء الحذف');
    await expect(callsTo('/users/delete/')).toHaveLength(0);
  },
};

/** A refused delete shows an Error with the server's message. */
export const DeleteRefused: Story = {
  parameters: { api: { ...listing, 'POST /users/delete/{id}': { status: 409, body: { message: 'لدى هذا المستخدم 2 موظف؛ احذفهم أولاً' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'حذف: شركة الضيافة' }));
    await userEvent.click(await body.findByRole('button', { name: 'نعم، احذفه!' }));
    await expectToast(canvasElement, 'لدى هذا المستخدم 2 موظف؛ احذفهم أولاً');
    await expectToast(canvasElement, 'خطأ');
  },
};

/** Filters and the page size go into the list call (form data) and back to page 1. */
export const Filters: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await canvas.findByText('provider@mashaer.test');
    await userEvent.type(canvas.getByRole('textbox', { name: 'بحث بالاسم أو البريد أو الجوال' }), 'الضيافة');
    await userEvent.click(canvas.getByRole('button', { name: 'بحث' }));
    await waitFor(() => expect(callsTo('/users').at(-1)!.body).toMatchObject({ search: 'الضيافة', paginate: '10' }));
    await userEvent.click(canvas.getByRole('button', { name: 'عرض فقط' }));
    await userEvent.click(await body.findByRole('option', { name: 'الجهات الحكومية' }));
    await waitFor(() => expect(callsTo('/users').at(-1)!.body).toMatchObject({ search: 'الضيافة', is_government: '1' }));
    await expect(callsTo('/users').at(-1)!.query.get('page')).toBe('1');
  },
};

/** Someone who may only list and view accounts sees the switches as plain yes/no and no edit or delete. */
export const ReadOnly: Story = {
  parameters: { session: false, api: listing },
  beforeEach: () => {
    signInAs('provider', ['user-index', 'user-view']);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('provider@mashaer.test');
    await expect(canvas.queryAllByRole('switch')).toHaveLength(0);
    await expect(canvas.queryByRole('button', { name: /^حذف/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^تعديل/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'إضافة مستخدم' })).toBeNull();
    await expect(canvas.getAllByRole('button', { name: /^عرض:/ }).length).toBe(everyStatus.length);
  },
};

/** Past 20,000 matching rows the server estimates the total; the pager says "about". */
export const EstimatedTotal: Story = {
  parameters: {
    api: {
      ...listing,
      'POST /users': { body: { message: 'ok', data: { data: everyStatus, total: 120000, per_page: 10, current_page: 1, last_page: 12000, total_is_estimate: 1 }, filters: {} } },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('الإجمالي: حوالي 120000')).toBeVisible();
  },
};
