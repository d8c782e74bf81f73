/**
 * A notification to one user (spec 000 §3 Notification: id, message, link, is_seen (0/1),
 * created_at; 000 §4 "Notification: unseen (is_seen 0) becomes seen (1) when clicked;
 * the unread counter is adjusted by one; clearing sets the count to 0"; 000 §7 GET
 * general/notification/make_notification_seen/{id}, POST
 * general/notification/clear_notification).
 *
 * - `unseen` (initial, is_seen 0).
 * - `seen` (final, is_seen 1; NOTIFICATION_IS_SEEN): SEE — the user clicked it
 *   (make_notification_seen/{id}; the browser then follows its link); CLEAR — the user
 *   cleared all (clear_notification, sent only while the unread count is above 0), which
 *   sends CLEAR to each unseen notification of the user, so the count becomes 0.
 * Seeing a seen notification again is answered "already seen" (code 104), which a
 * runtime treats as nothing to do: the click still follows the link.
 */
import { setup } from 'xstate';
import { command, lifecycle, lifecycleActions, type CommandInput } from '../core/lifecycle';
import { conflict } from '../core/rule';
import type { LifecycleContext, LifecycleMeta } from '../core/types';
import type { Who } from '../core/types';

export interface NotificationRecord {
  id: number;
  status?: string;
  is_seen?: 0 | 1;
  link?: string | null;
  [key: string]: unknown;
}

export type NotificationEvent = { type: 'SEE' } | { type: 'CLEAR' };
export type NotificationInput = CommandInput<NotificationRecord, NotificationEvent>;

const RECIPIENT: Who = { party: 'recipient' };
const ALREADY_SEEN = conflict('notification.alreadySeen', '104');

const { stable, final } = lifecycle('notification');

export const notificationMachine = setup({
  types: {
    context: {} as LifecycleContext<NotificationRecord>,
    events: {} as NotificationEvent,
    input: {} as { record?: NotificationRecord } | undefined,
  },
  actors: {
    see: command<NotificationRecord, NotificationInput>(),
    clear: command<NotificationRecord, NotificationInput>(),
  },
  actions: lifecycleActions,
}).createMachine({
  id: 'notification',
  context: ({ input }) => (input?.record ? { record: input.record } : {}),
  initial: 'unseen',
  meta: {
    label: { ar: 'الإشعار', en: 'Notification' },
    spec: [
      '000 §3 Notification: id, message, link, is_seen (0/1), created_at',
      '000 §4 Notification: unseen (is_seen 0) becomes seen (1) when clicked; clearing sets the count to 0',
      '000 §7 GET general/notification/make_notification_seen/{id}; POST general/notification/clear_notification',
    ],
    statuses: 'unseen (is_seen 0), seen (is_seen 1)',
    parties: { recipient: { ar: 'المستخدم الموجّه إليه الإشعار', en: 'The user the notification was sent to' } },
  } satisfies LifecycleMeta,
  states: {
    unseen: stable(
      { label: { ar: 'غير مقروء', en: 'Unseen' }, tone: 'info', description: { ar: 'يُحسب في شارة الجرس حتى يُفتح', en: 'Counted in the bell badge until opened' } },
      {
        SEE: {
          target: 'seen',
          actor: 'see',
          meta: { label: { ar: 'فتح الإشعار', en: 'Open' }, who: RECIPIENT, spec: ['000 §4 unseen becomes seen when clicked', '000 §7 GET general/notification/make_notification_seen/{id}'] },
        },
        CLEAR: {
          target: 'seen',
          actor: 'clear',
          meta: { label: { ar: 'مسح الكل', en: 'Clear all' }, who: RECIPIENT, spec: ['000 §4 clearing sets the count to 0', '000 §7 POST general/notification/clear_notification'] },
        },
      },
    ),
    seen: final({
      label: { ar: 'مقروء', en: 'Seen' },
      tone: 'success',
      description: { ar: 'فتحه المستلم أو مسح الكل', en: 'Opened by the recipient, or cleared with all' },
      refusals: { SEE: ALREADY_SEEN, CLEAR: ALREADY_SEEN },
    }),
  },
});
