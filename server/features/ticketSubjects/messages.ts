/** The ticketSubjects area's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';

export const ticketSubjectsMessages: Record<string, Label> = {
  'ticketSubjects.list': { ar: 'تم جلب مواضيع التذاكر', en: 'Ticket subjects retrieved' },
  'ticketSubjects.created': { ar: 'تمت إضافة موضوع تذكرة بنجاح', en: 'Ticket subject created' },
  'ticketSubjects.updated': { ar: 'تم تعديل موضوع تذكرة بنجاح', en: 'Ticket subject updated' },
  'ticketSubjects.deleted': { ar: 'تم حذف موضوع تذكرة بنجاح', en: 'Ticket subject deleted' },
  'ticketSubjects.missing': { ar: 'موضوع تذكرة غير موجود', en: 'No such ticket subject' },
  'ticketSubjects.transitioned': { ar: 'تم تنفيذ الإجراء بنجاح', en: 'Done' },
  'ticketSubjects.adminGroupIdMissing': { ar: 'مجموعة المشرفين المستلمة: الخيار المحدد غير موجود', en: 'The selected receiving admin group does not exist' },
};
