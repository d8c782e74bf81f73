/** The tickets area's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';

export const ticketsMessages: Record<string, Label> = {
  'tickets.list': { ar: 'تم جلب التذاكر', en: 'Tickets retrieved' },
  'tickets.created': { ar: 'تم إرسال التذكرة بنجاح', en: 'The ticket is sent' },
  'tickets.missing': { ar: 'التذكرة غير موجودة', en: 'No such ticket' },
  'tickets.commented': { ar: 'تمت إضافة التعليق', en: 'The comment is added' },
  'tickets.answered': { ar: 'تم إرسال الرد', en: 'The answer is sent' },
  'tickets.forwarded': { ar: 'تم تحويل التذكرة', en: 'The ticket is forwarded' },
  'tickets.closed': { ar: 'تم إغلاق التذكرة', en: 'The ticket is closed' },
  'tickets.subjectNotAllowed': { ar: 'الموضوع المحدد غير متاح لك', en: 'The selected subject is not open to you' },
  'tickets.groupMissing': { ar: 'مجموعة المشرفين المحددة غير موجودة', en: 'The selected admin group does not exist' },
};
