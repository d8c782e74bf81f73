import type { Label } from '../../../shared/label';
import { registerMessages } from '../../i18n';

/** Messages only the notifications API sends. */
export const notificationMessages = {
  'notifications.seen': { ar: 'تم تعليم الإشعار كمقروء', en: 'The notification was marked as read' },
  'notifications.cleared': { ar: 'تم تعليم جميع الإشعارات كمقروءة', en: 'All notifications were marked as read' },
  'notifications.nothingUnread': { ar: 'لا توجد إشعارات غير مقروءة', en: 'There are no unread notifications' },
  'notifications.sent': { ar: 'تم إرسال الإشعار، عدد المستلمين: {count}', en: 'The notification was sent; recipients: {count}' },
  'notifications.noRecipients': { ar: 'لا يوجد مستخدم نشط ضمن هذه الفئة', en: 'No active user belongs to this audience' },
  'notifications.usersNotOfType': { ar: 'بعض المستخدمين المختارين ليسوا مستخدمين نشطين من هذا النوع', en: 'Some of the chosen users are not active users of this type' },
  'notifications.unknownType': { ar: 'نوع الحساب غير موجود', en: 'There is no such account type' },
} as const satisfies Record<string, Label>;

registerMessages(notificationMessages);
