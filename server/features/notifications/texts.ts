/**
 * The portal's own notices (as opposed to the ones an administrator writes by hand), each
 * in both languages. A notice is written once with its parameters and stored in both, so
 * each reader's bell shows it in the reader's language whatever the language of the
 * request that caused it. Areas that notify add their texts here and call `notify`.
 */
import { sql } from 'drizzle-orm';
import type { Label } from '../../../shared/label';
import { notifications } from '../../db/schema';
import type { DbOrTx } from '../../db/client';

export const noticeTexts = {
  'registration.pending': { ar: 'طلب تسجيل جديد من {name} بانتظار المراجعة', en: 'A new registration from {name} awaits review' },
  'registration.resubmitted': { ar: 'أُعيد تقديم طلب تسجيل بعد تصحيحه وهو بانتظار المراجعة', en: 'A registration was resubmitted after corrections and awaits review' },
  'alliance.updated': { ar: 'تم تحديث بيانات التحالف {alliance}', en: 'The details of the alliance {alliance} were updated' },
  'alliance.leader': { ar: 'تمت إضافتك إلى {alliance} قائداً للتحالف', en: 'You were added to {alliance} as its leader' },
  'appointment.set': { ar: 'تم تحديد موعد تسليم المخيم رقم {camp} في المربع {square}', en: 'A handover appointment was set for camp {camp} in square {square}' },
  'appointment.confirmed': { ar: 'تم تأكيد موعد تسليم مخيمك في {day} ذو الحجة', en: 'Your camp handover appointment is confirmed for {day} Dhu al-Hijjah' },
  'pledge.reminder': { ar: 'يرجى رفع التعهد الخاص بالسلامة قبل نهاية الأسبوع', en: 'Please upload the safety pledge before the end of the week' },
  'profile.updated': { ar: 'تم تحديث بيانات ملفك الشخصي', en: 'Your profile details were updated' },
  'questionnaire.soon': { ar: 'سيُفتح قريباً استبيان جديد عن جاهزية المخيمات', en: 'A new questionnaire on camp readiness will open soon' },
  'questionnaire.published': { ar: 'استبيان جديد بانتظار إجابتك: {title}', en: 'A new questionnaire awaits your answer: {title}' },
  'questionnaire.publishedRequired': { ar: 'استبيان إلزامي بانتظار إجابتك: {title}', en: 'A required questionnaire awaits your answer: {title}' },
  'cr.expiring': { ar: 'تذكير: تنتهي صلاحية السجل التجاري خلال {days} يوماً', en: 'Reminder: your commercial register expires in {days} days' },
  'vehiclePermit.approved': { ar: 'تمت الموافقة على طلب تصريح دخول المركبات', en: 'Your vehicle-entry permit request was approved' },
  'readiness.received': { ar: 'تم استلام طلب رخصة الجاهزية', en: 'Your readiness licence request was received' },
  'sadad.invoice': { ar: 'تم إرسال فاتورة سداد جديدة', en: 'A new SADAD invoice was issued' },
  'locationOrder.contractor': { ar: 'تم تعيين المقاول لطلب الموقع', en: 'A contractor was assigned to the location order' },
  'order.designNote': { ar: 'تمت إضافة ملاحظة على طلبك من مكتب التصميم', en: 'The design office added a note to your order' },
  'ticket.opened': { ar: 'تذكرة جديدة رقم {id} بموضوع {subject}', en: 'New ticket #{id} about {subject}' },
  'ticket.replied': { ar: 'رد جديد على التذكرة رقم {id} بموضوع {subject}', en: 'A new reply on ticket #{id} about {subject}' },
  'ticket.forwarded': { ar: 'حُوّلت إليكم التذكرة رقم {id} بموضوع {subject}', en: 'Ticket #{id} about {subject} was forwarded to your group' },
  'ticket.closed': { ar: 'أُغلقت التذكرة رقم {id} بموضوع {subject}', en: 'Ticket #{id} about {subject} was closed' },
  'complaint.filed': { ar: 'شكوى جديدة رقم {id} من {company}: {title}', en: 'New complaint #{id} from {company}: {title}' },
  'complaint.inReview': { ar: 'بدأت مراجعة شكواك رقم {id}: {title}', en: 'Your complaint #{id} is in review: {title}' },
  'complaint.resolved': { ar: 'تمت معالجة شكواك رقم {id}: {title}', en: 'Your complaint #{id} was resolved: {title}' },
  'complaint.rejected': { ar: 'رُفضت شكواك رقم {id}: {title}', en: 'Your complaint #{id} was rejected: {title}' },
  'sla.overdue': { ar: 'تجاوز {kind} رقم {id} المدة المستهدفة في حالة «{status}»: {days} أيام عمل', en: '{kindEn} #{id} is past its target in “{statusEn}”: {days} working days' },
  'violation.issued': { ar: 'صدرت مخالفة نظامية على المخيم {camp}: {title}', en: 'A regulatory violation was issued for camp {camp}: {title}' },
  welcome: { ar: 'مرحباً بك في بوابة المشاعر — موسم حج {season}هـ', en: 'Welcome to the Mashaer portal — Hajj season {season} AH' },
} as const satisfies Record<string, Label>;

export type NoticeKey = keyof typeof noticeTexts;
export type NoticeParams = Record<string, string | number>;

// A parameter is user data (a company's name, a number) inside a sentence of the other
// direction: first-strong isolate … pop directional isolate keep it from reordering the sentence around it.
const FSI = '\u2068';
const PDI = '\u2069';

/** The notice's text in both languages, its parameters filled in and isolated. */
export function noticeText(key: NoticeKey, params: NoticeParams = {}): { message: string; messageEn: string } {
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (_whole, name: string) => {
      if (!(name in params)) throw new Error(`notice ${key} needs the parameter ${name}`);
      return `${FSI}${params[name]}${PDI}`;
    });
  return { message: fill(noticeTexts[key].ar), messageEn: fill(noticeTexts[key].en) };
}

/** Notify users with one of the portal's notices, in one statement however many they are. */
export async function notify(db: DbOrTx, userIds: number[], key: NoticeKey, params: NoticeParams = {}, link: string | null = null, createdBy: number | null = null): Promise<number> {
  if (userIds.length === 0) return 0;
  const text = noticeText(key, params);
  const rows = await db
    .insert(notifications)
    .values(userIds.map((userId) => ({ userId, ...text, link, createdBy })))
    .returning({ id: notifications.id });
  return rows.length;
}

/** The stored text in the reader's language: English when it was written, else the text as written. */
export const messageIn = (lang: 'ar' | 'en', row: { message: string; messageEn: string | null }): string => (lang === 'en' && row.messageEn ? row.messageEn : row.message);

/** SQL for the reader's-language text, for searching what the reader sees. */
export const messageSql = (lang: 'ar' | 'en', t: { message: typeof notifications.message; messageEn: typeof notifications.messageEn }) =>
  lang === 'en' ? sql`coalesce(${t.messageEn}, ${t.message})` : sql`${t.message}`;
