import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import NotificationsPage from '../../src/features/notifications/NotificationsPage';
import { calls, FOREVER, page } from '../support/mockApi';
import { notificationsFixture, recipients, seenReply, sends } from './fixtures';

const meta = {
  title: 'Notifications/List',
  component: NotificationsPage,
  parameters: { path: '/notifications', route: '/notifications' },
} satisfies Meta<typeof NotificationsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const inbox = notificationsFixture(14, 3);
const inboxReply = () => ({
  body: {
    message: 'ok',
    data: { notifications: { data: inbox.slice(0, 10), total: inbox.length, per_page: 10, current_page: 1, last_page: 2 }, unread_notify: 3, questionnaire_required: 0, questionnaire_id: null },
  },
});
const listing = {
  'POST /general/notification': page(sends),
  'POST /general/notification/recipients/{id}': page(recipients),
  'POST /general/notification/user_notification': inboxReply,
  'GET /general/notification/make_notification_seen/{id}': seenReply(inbox),
};

export const Loading: Story = { parameters: { api: { 'POST /general/notification': FOREVER } } };

export const Empty: Story = {
  parameters: { api: { 'POST /general/notification': page([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لم يُرسل أي إشعار بعد')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { 'POST /general/notification': { status: 500, body: { message: 'هناك مشكلة' } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('تعذر تحميل البيانات');
  },
};

/** The register: what was sent, to whom, by whom, when, and how many have seen it. */
export const Sent: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('اجتماع تنسيقي مع مكاتب التصميم يوم الأحد');
    await expect(canvas.getByText('8 من 21')).toBeVisible();
    await expect(canvas.getByText('4 من 4')).toBeVisible();
    await expect(within(canvas.getByRole('table')).getAllByText('كل مستخدمي النوع')).toHaveLength(2);
    await expect(within(canvas.getByRole('table')).getByText('مستخدمون محددون')).toBeVisible();
    // an outside link is named by its site, with the full address as its tooltip
    await expect(canvas.getByRole('link', { name: /example\.org/ })).toHaveAttribute('href', 'https://example.org/schedule');
    await expect(canvas.getByRole('link', { name: 'إرسال إشعار' })).toHaveAttribute('href', '/notifications/create');
  },
};

/** Filters go to the server with the list call; the page goes back to 1. */
export const Filter: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('اجتماع تنسيقي مع مكاتب التصميم يوم الأحد');
    await userEvent.type(canvas.getByRole('textbox', { name: 'بحث في نص الإشعار' }), 'التعهدات');
    await userEvent.click(canvas.getByRole('button', { name: 'بحث' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/general/notification' && (c.body as Record<string, string>).search === 'التعهدات')).toBe(true));
  },
};

/** Each send's recipients, with whether and when they saw it, filtered on the server. */
export const Recipients: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByText('اجتماع تنسيقي مع مكاتب التصميم يوم الأحد');
    await userEvent.click(canvas.getAllByRole('button', { name: 'عرض المستلمين' })[0]!);
    const dialog = within(await body.findByRole('dialog'));
    await dialog.findByText('design@mashaer.test');
    await expect(dialog.getAllByText('غير مقروء')).toHaveLength(3); // two rows and the filter option
    await expect(calls.some((c) => c.path === '/general/notification/recipients/3')).toBe(true);
    await userEvent.click(dialog.getByText('غير مقروء', { selector: '.p-button-label' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/general/notification/recipients/3' && (c.body as Record<string, string>).is_seen === '0')).toBe(true));
  },
};

/** "My notifications": the inbox in full; opening one marks it seen and follows its link. */
export const Inbox: Story = {
  parameters: { api: listing, path: '/notifications?tab=received' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/تم تحديد موعد تسليم المخيم رقم 12 في المربع 3 \(1\)/);
    await expect(canvas.getAllByText('غير مقروء').length).toBeGreaterThanOrEqual(3);
    await userEvent.click(canvas.getAllByRole('button', { name: 'فتح' })[0]!);
    await waitFor(() => expect(calls.some((c) => c.path === '/general/notification/make_notification_seen/1000')).toBe(true));
    await expect(await canvas.findByTestId('navigated')).toBeVisible();
  },
};

/** Someone who does not send notifications sees only their own. */
export const InboxOnly: Story = {
  parameters: { api: listing, session: 'employee' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/\(1\)/);
    await expect(canvas.queryByText('الإشعارات المرسلة')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'إرسال إشعار' })).toBeNull();
    await expect(calls.some((c) => c.path === '/general/notification')).toBe(false);
  },
};

export const English: Story = { parameters: { api: listing }, globals: { lang: 'en' } };
