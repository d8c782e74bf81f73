import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import CreateNotificationPage from '../../src/features/notifications/CreateNotificationPage';
import { calls, ok, type MockRequest } from '../support/mockApi';
import { audienceUsers, sends } from './fixtures';

const meta = {
  title: 'Notifications/Send',
  component: CreateNotificationPage,
  parameters: { path: '/notifications/create', route: '/notifications/create' },
} satisfies Meta<typeof CreateNotificationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const api = {
  'GET /general/notification/users-of-type/{type_id}': ok(audienceUsers),
  'POST /general/notification/store': (req: MockRequest) => ({
    status: 201,
    body: { message: 'تم إرسال الإشعار، عدد المستلمين: 2', data: { ...sends[0], message: (req.body as Record<string, string>).message } },
  }),
};

const body = (el: HTMLElement) => within(el.ownerDocument.body);
async function chooseType(canvasElement: HTMLElement, label: string) {
  await userEvent.click(canvasElement.querySelector('.p-dropdown')!);
  await userEvent.click(await body(canvasElement).findByRole('option', { name: label }));
}

export const Empty: Story = { parameters: { api } };

/** The form's rules run before anything is sent: required fields and a safe link. */
export const Validation: Story = {
  parameters: { api },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/الرابط/), 'javascript:alert(1)');
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال' }));
    await expect(await canvas.findAllByText('هذا الحقل مطلوب')).toHaveLength(2);
    await expect(canvas.getByText('الرابط يجب أن يكون مساراً في البوابة يبدأ بـ / أو عنواناً يبدأ بـ http:// أو https://')).toBeVisible();
    await expect(calls.some((c) => c.path === '/general/notification/store')).toBe(false);
  },
};

/** Sending to chosen users with none chosen: that error shows at once, together with the others. */
export const ValidationChosenUsers: Story = {
  parameters: { api },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch'));
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال' }));
    await expect(await canvas.findAllByText('هذا الحقل مطلوب')).toHaveLength(2);
    await expect(canvas.getByText('الرجاء تحديد مستخدمين')).toBeVisible();
    await expect(calls.some((c) => c.path === '/general/notification/store')).toBe(false);
  },
};

/** To every active user of a type: the form shows how many it will reach, sends, and returns to the list. */
export const SendToType: Story = {
  parameters: { api },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseType(canvasElement, 'مقدم خدمة');
    await expect(await canvas.findByText('سيصل إلى 3 مستخدم نشط')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/نص الإشعار/), 'يرجى رفع التعهدات');
    await userEvent.type(canvas.getByLabelText(/الرابط/), '/profile');
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/general/notification/store')).toBe(true));
    const sent = calls.find((c) => c.path === '/general/notification/store')!.body as Record<string, string>;
    await expect(sent).toMatchObject({ message: 'يرجى رفع التعهدات', link: '/profile', type_id: '2', custome_user: '0' });
    await expect(sent['user_id[0]']).toBeUndefined();
    const toast = await body(canvasElement).findByText('تم إرسال الإشعار، عدد المستلمين: 2');
    await waitFor(() => expect(toast).toBeVisible());
    await expect(await canvas.findByTestId('navigated')).toBeVisible();
  },
};

/** To chosen users of the type: at least one, sent as user_id[n]. */
export const SendToChosenUsers: Story = {
  parameters: { api },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseType(canvasElement, 'مقدم خدمة');
    await userEvent.click(canvas.getByLabelText('إرسال لمستخدمين محددين من هذا النوع'));
    await userEvent.type(canvas.getByLabelText(/نص الإشعار/), 'اجتماع تنسيقي');
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال' }));
    await expect(await canvas.findByText('الرجاء تحديد مستخدمين')).toBeVisible();
    await userEvent.click(canvasElement.querySelector('.p-multiselect')!);
    await userEvent.click(await body(canvasElement).findByRole('option', { name: /شركة النور/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: /شركة السلام/ }));
    await userEvent.click(canvas.getByText('نص الإشعار')); // close the panel
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/general/notification/store')).toBe(true));
    const sent = calls.find((c) => c.path === '/general/notification/store')!.body as Record<string, string>;
    await expect(sent).toMatchObject({ custome_user: '1', 'user_id[0]': '11', 'user_id[1]': '12' });
  },
};

/** The server's 422 lands on the field of the same name, and the form stays. */
export const ServerRefuses: Story = {
  parameters: {
    api: {
      ...api,
      'POST /general/notification/store': { status: 422, body: { message: 'البيانات المدخلة غير صحيحة', errors: { type_id: ['لا يوجد مستخدم نشط ضمن هذه الفئة'] } } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseType(canvasElement, 'مقاول');
    await userEvent.type(canvas.getByLabelText(/نص الإشعار/), 'تنبيه');
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال' }));
    await expect(await canvas.findByText('لا يوجد مستخدم نشط ضمن هذه الفئة')).toBeVisible();
    await expect(canvas.queryByTestId('navigated')).toBeNull();
  },
};

export const English: Story = { parameters: { api }, globals: { lang: 'en' } };
