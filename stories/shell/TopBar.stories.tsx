/**
 * The top bar's notification bell in its states (spec 000 §2, §3, §4, §5, §8):
 * the unread badge, the drawer (from the reading end of the page, in Arabic and
 * English), the client-side search, "see more", "show all", a click that marks a
 * notification seen and follows its link, clear all, and the required-questionnaire
 * warning with its timed redirect.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useLocation } from 'react-router';
import { NotificationsTopbar } from '../../src/features/notifications/NotificationBell';
import { sessionStore } from '../../src/shared/auth/session';
import { signInAs } from '../support/session';
import { calls } from '../support/mockApi';
import { bellReply, clearReply, notificationsFixture, seenReply } from '../notifications/fixtures';

/** Where the app is: the story's router keeps the bar mounted on every path. */
function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function TopBar() {
  return (
    <>
      <header className="topbar">
        <div className="topbar-end">
          <NotificationsTopbar />
        </div>
      </header>
      <Location />
    </>
  );
}

const meta = {
  title: 'Shell/Top bar',
  component: TopBar,
  parameters: { path: '/dashboard', route: '*', session: 'provider' },
} satisfies Meta<typeof TopBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const bell = (list = notificationsFixture(23, 5), extra: Parameters<typeof bellReply>[1] = {}) => ({
  'POST /general/notification/user_notification': bellReply(list, extra),
  'GET /general/notification/make_notification_seen/{id}': seenReply(list),
  'POST /general/notification/clear_notification': clearReply(list),
});

const body = (el: HTMLElement) => within(el.ownerDocument.body);
async function openDrawer(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: /الإشعارات|Notifications/ }));
  const drawer = await body(canvasElement).findByRole('dialog');
  await within(drawer).findAllByRole('button', { name: /\(\d+\)/ });
  return drawer;
}
const items = (drawer: HTMLElement) => within(drawer).queryAllByRole('button', { name: /\(\d+\)/ });

/** The badge counts the unread; the drawer opens from the end of the page: the left in Arabic. */
export const UnreadBadge: Story = {
  parameters: { api: bell() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('bell-badge')).toHaveTextContent('5');
    await expect(canvas.getByRole('button', { name: 'الإشعارات، 5 غير مقروء' })).toBeVisible();
    const drawer = await openDrawer(canvasElement);
    await expect(items(drawer)).toHaveLength(10);
    await expect(within(drawer).getByText('5 غير مقروء')).toBeVisible();
    await expect(within(drawer).getByText('10 من 23')).toBeVisible();
    // after the slide-in, the panel rests against the left edge
    await waitFor(() => expect(drawer.getBoundingClientRect().left).toBeLessThan(2));
    await expect(drawer.getBoundingClientRect().width).toBeLessThanOrEqual(300);
  },
};

/** In English the drawer opens from the right. */
export const English: Story = {
  parameters: { api: bell() },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    await waitFor(() => expect(Math.abs(drawer.getBoundingClientRect().right - width)).toBeLessThan(2));
    await expect(within(drawer).getByRole('button', { name: 'See more' })).toBeVisible();
  },
};

/** The search box keeps the notifications whose message contains the text, on the client. */
export const Search: Story = {
  parameters: { api: bell() },
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    const before = calls.length;
    await userEvent.type(within(drawer).getByRole('searchbox', { name: 'ابحث في الإشعارات' }), 'فاتورة');
    await waitFor(() => expect(items(drawer)).toHaveLength(1));
    await expect(items(drawer)[0]).toHaveTextContent('تم إرسال فاتورة سداد جديدة (6)');
    await expect(calls.length).toBe(before); // no call: the match is on the loaded list
    const list = drawer.querySelector<HTMLElement>('.bell-list')!;
    await expect(list.style.maxHeight).toBe('80vh');
    await userEvent.clear(within(drawer).getByRole('searchbox'));
    await userEvent.type(within(drawer).getByRole('searchbox'), 'لا شيء يطابق');
    await expect(await within(drawer).findByText('لا توجد إشعارات تطابق البحث')).toBeVisible();
    await userEvent.clear(within(drawer).getByRole('searchbox'));
    await waitFor(() => expect(items(drawer)).toHaveLength(10));
    await expect(list.style.maxHeight).toBe('75vh');
  },
};

/** "See more" loads the next page; "show all" loads every one with {all: true}. */
export const SeeMoreAndShowAll: Story = {
  parameters: { api: bell() },
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    await userEvent.click(within(drawer).getByRole('button', { name: 'عرض المزيد' }));
    await waitFor(() => expect(items(drawer)).toHaveLength(20));
    await expect(calls.some((c) => c.path === '/general/notification/user_notification' && c.query.get('page') === '2')).toBe(true);
    await expect(within(drawer).getByText('20 من 23')).toBeVisible();
    await userEvent.click(within(drawer).getByRole('button', { name: 'عرض الكل' }));
    await waitFor(() => expect(items(drawer)).toHaveLength(23));
    await expect(calls.some((c) => (c.body as Record<string, string>)?.all === '1')).toBe(true);
    await expect(within(drawer).getByText('تم عرض جميع الإشعارات')).toBeVisible();
    await expect(within(drawer).queryByRole('button', { name: 'عرض المزيد' })).toBeNull();
  },
};

/** A click marks an unseen notification seen (the count drops by one) and follows its link. */
export const OpenFollowsLink: Story = {
  parameters: { api: bell() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const drawer = await openDrawer(canvasElement);
    await userEvent.click(items(drawer)[0]!);
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/users/request'));
    await expect(calls.some((c) => c.method === 'GET' && c.path === '/general/notification/make_notification_seen/1000')).toBe(true);
    await waitFor(() => expect(canvas.getByTestId('bell-badge')).toHaveTextContent('4'));
  },
};

/** A seen notification without a link: no call, and the page stays. */
export const OpenSeenWithoutLink: Story = {
  parameters: { api: bell(notificationsFixture(6, 0)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const drawer = await openDrawer(canvasElement);
    await userEvent.click(items(drawer)[1]!); // (2) has no link
    await expect(calls.some((c) => c.path.startsWith('/general/notification/make_notification_seen'))).toBe(false);
    await expect(canvas.getByTestId('location')).toHaveTextContent('/dashboard');
  },
};

/** Clear all marks every one seen and the badge goes; it is offered only while something is unread. */
export const ClearAll: Story = {
  parameters: { api: bell() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const drawer = await openDrawer(canvasElement);
    await userEvent.click(within(drawer).getByRole('button', { name: 'تعليم الكل كمقروء' }));
    await waitFor(() => expect(canvas.queryByTestId('bell-badge')).toBeNull());
    await expect(calls.filter((c) => c.path === '/general/notification/clear_notification')).toHaveLength(1);
    await expect(within(drawer).queryByRole('button', { name: 'تعليم الكل كمقروء' })).toBeNull();
    await expect(drawer.querySelectorAll('.bell-item.unseen')).toHaveLength(0);
  },
};

/** Nothing unread: no badge, and no clear-all to send. */
export const AllRead: Story = {
  parameters: { api: bell(notificationsFixture(4, 0)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(calls.some((c) => c.path === '/general/notification/user_notification')).toBe(true));
    await expect(canvas.queryByTestId('bell-badge')).toBeNull();
    const drawer = await openDrawer(canvasElement);
    await expect(within(drawer).queryByRole('button', { name: 'تعليم الكل كمقروء' })).toBeNull();
    await expect(within(drawer).getByText('تم عرض جميع الإشعارات')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { api: bell([]) },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'الإشعارات' }));
    const drawer = await body(canvasElement).findByRole('dialog');
    await expect(await within(drawer).findByText('لا توجد إشعارات')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { 'POST /general/notification/user_notification': { status: 500, body: { message: 'هناك مشكلة' } } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'الإشعارات' }));
    const drawer = await body(canvasElement).findByRole('dialog');
    await expect(await within(drawer).findByText('تعذر تحميل الإشعارات')).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  },
};

/** The bell is only for the account types that have one (spec 000 §2); the list still loads. */
export const NoBellForOtherTypes: Story = {
  parameters: { api: bell(), session: false },
  beforeEach: () => {
    const s = signInAs('provider');
    sessionStore.set({ ...s, type: { id: 99, code: 'visitor', name: 'زائر' }, user: { ...s.user, type: { id: 99, code: 'visitor', name: 'زائر' } } });
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(calls.some((c) => c.path === '/general/notification/user_notification')).toBe(true));
    await expect(within(canvasElement).queryByRole('button', { name: /الإشعارات/ })).toBeNull();
  },
};

/**
 * A required questionnaire (spec 000 §8): the warning "You have a required
 * questionnaires must be answered." for 10 s, then the answer page after 6 s.
 */
export const RequiredQuestionnaire: Story = {
  parameters: { api: bell(notificationsFixture(3, 1), { questionnaire_required: 1, questionnaire_id: 5 }) },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const warning = await body(canvasElement).findByText('You have a required questionnaires must be answered.');
    await waitFor(() => expect(warning).toBeVisible());
    await expect(warning.closest('.p-toast-message')).toHaveClass('p-toast-message-warn');
    await expect(canvas.getByTestId('location')).toHaveTextContent('/dashboard');
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/questionnaires/myQuestionnaires/5'), { timeout: 8000 });
    // once there, no second warning or redirect is scheduled
    await expect(body(canvasElement).getAllByText('You have a required questionnaires must be answered.')).toHaveLength(1);
  },
};
