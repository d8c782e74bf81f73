/** Notifications as the API answers them, for the bell, the inbox and the register of sends. */
import type { components } from '../../openapi/schema';
import type { MockRequest, MockReplyValue } from '../support/mockApi';

type Notification = components['schemas']['Notification'];
type Send = components['schemas']['NotificationSend'];
type Recipient = components['schemas']['NotificationRecipient'];

const messages = [
  'تم تحديد موعد تسليم المخيم رقم 12 في المربع 3',
  'Your camp handover appointment is confirmed for 4 Dhu al-Hijjah',
  'يرجى رفع التعهد الخاص بالسلامة قبل نهاية الأسبوع',
  'تمت إضافتك إلى تحالف الضيافة قائداً للتحالف',
  'تمت الموافقة على طلب تصريح دخول المركبات',
  'تم إرسال فاتورة سداد جديدة',
  'تم تعيين المقاول لطلب الموقع',
  'تمت إضافة ملاحظة على طلبك من مكتب التصميم',
];

/** `count` notifications, newest first; the first `unread` are unseen; every other one has a link. */
export function notificationsFixture(count: number, unread: number): Notification[] {
  return Array.from({ length: count }, (_, i) => ({
    id: 1000 - i,
    message: `${messages[i % messages.length]} (${i + 1})`,
    link: i % 2 === 0 ? '/users/request' : null,
    is_seen: i < unread ? 0 : 1,
    created_at: new Date(Date.UTC(2026, 10, 22, 9, 0) - i * 3_600_000).toISOString(),
  })) as Notification[];
}

/**
 * POST general/notification/user_notification over a list: `?page` pages of 10,
 * `all` (sent as form data "1") every one; the unread count is counted from the list.
 */
export function bellReply(list: Notification[], extra: { questionnaire_required?: 0 | 1; questionnaire_id?: number | null } = {}) {
  return (req: MockRequest): MockReplyValue => {
    const body = (req.body ?? {}) as Record<string, string>;
    const unread = list.filter((n) => n.is_seen === 0).length;
    const all = body.all === '1' || body.all === 'true';
    const perPage = 10;
    const page = Number(req.query.get('page') ?? 1);
    const data = all ? list : list.slice((page - 1) * perPage, page * perPage);
    const lastPage = all ? 1 : Math.max(1, Math.ceil(list.length / perPage));
    return {
      body: {
        message: 'ok',
        data: {
          notifications: { data, total: list.length, per_page: all ? Math.max(1, list.length) : perPage, current_page: all ? 1 : page, last_page: lastPage },
          unread_notify: unread,
          questionnaire_required: extra.questionnaire_required ?? 0,
          questionnaire_id: extra.questionnaire_id ?? null,
        },
      },
    };
  };
}

/** GET make_notification_seen/{id}: marks it seen in `list` and answers the new count. */
export function seenReply(list: Notification[]) {
  return (req: MockRequest): MockReplyValue => {
    const n = list.find((x) => x.id === Number(req.params.id));
    if (!n) return { status: 404, body: { message: 'Not found' } };
    n.is_seen = 1;
    return { body: { message: 'ok', data: { notification: n, unread_notify: list.filter((x) => x.is_seen === 0).length } } };
  };
}

export function clearReply(list: Notification[]) {
  return (): MockReplyValue => {
    const unseen = list.filter((x) => x.is_seen === 0);
    if (unseen.length === 0) return { status: 409, body: { message: 'لا توجد إشعارات غير مقروءة' } };
    unseen.forEach((x) => (x.is_seen = 1));
    return { body: { message: 'ok', data: { cleared: unseen.length, unread_notify: 0 } } };
  };
}

const admin = { id: 1, name: 'مدير المنصة' };

export const sends: Send[] = [
  {
    id: 3,
    message: 'اجتماع تنسيقي مع مكاتب التصميم يوم الأحد',
    message_ar: 'اجتماع تنسيقي مع مكاتب التصميم يوم الأحد',
    message_en: 'Coordination meeting with the design offices on Sunday',
    link: null,
    audience: 'users',
    type_id: 6,
    type: { id: 6, code: 'design_office', name: 'مكتب تصميم' },
    recipients: 3,
    seen: 1,
    created_by: admin,
    created_at: '2026-11-22T07:42:00Z',
  },
  {
    id: 2,
    message: 'Camp handover schedule for Muzdalifah has been published',
    message_ar: 'Camp handover schedule for Muzdalifah has been published',
    message_en: null,
    link: 'https://example.org/schedule',
    audience: 'type',
    type_id: 7,
    type: { id: 7, code: 'kdana', name: 'كدانة' },
    recipients: 4,
    seen: 4,
    created_by: admin,
    created_at: '2026-11-21T10:15:00Z',
  },
  {
    id: 1,
    message: 'يرجى استكمال رفع التعهدات قبل موعد التسليم',
    message_ar: 'يرجى استكمال رفع التعهدات قبل موعد التسليم',
    message_en: 'Please finish uploading the pledges before the handover date',
    link: '/dashboard',
    audience: 'type',
    type_id: 2,
    type: { id: 2, code: 'service_provider', name: 'مقدم خدمة' },
    recipients: 21,
    seen: 8,
    created_by: admin,
    created_at: '2026-11-20T08:00:00Z',
  },
];

export const recipients: Recipient[] = [
  { user_id: 6, name: 'مكتب الإتقان', company_name: 'مكتب الإتقان للاستشارات الهندسية', email: 'design@mashaer.test', is_seen: 1, seen_at: '2026-11-22T08:10:00Z' },
  { user_id: 31, name: 'مكتب البيان', company_name: 'مكتب البيان الهندسي', email: 'bayan@example.sa', is_seen: 0, seen_at: null },
  { user_id: 32, name: 'مكتب الريادة', company_name: 'مكتب الريادة للاستشارات الهندسية', email: 'riyada@example.sa', is_seen: 0, seen_at: null },
];

export const audienceUsers = [
  { id: 11, name: 'شركة النور', company_name: 'شركة النور لخدمات الحجاج', email: 'alnoor@example.sa' },
  { id: 12, name: 'شركة السلام', company_name: 'شركة السلام للحج', email: 'salam@example.sa' },
  { id: 13, name: 'شركة الضيافة', company_name: 'شركة الضيافة لخدمات الحجاج', email: 'provider@mashaer.test' },
];
