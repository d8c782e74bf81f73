/** The ticketAdminGroups area's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';

export const ticketAdminGroupsMessages: Record<string, Label> = {
  'ticketAdminGroups.list': { ar: 'تم جلب مجموعات مشرفي التذاكر', en: 'Ticket admin groups retrieved' },
  'ticketAdminGroups.created': { ar: 'تمت إضافة مجموعة مشرفين بنجاح', en: 'Admin group created' },
  'ticketAdminGroups.updated': { ar: 'تم تعديل مجموعة مشرفين بنجاح', en: 'Admin group updated' },
  'ticketAdminGroups.deleted': { ar: 'تم حذف مجموعة مشرفين بنجاح', en: 'Admin group deleted' },
  'ticketAdminGroups.missing': { ar: 'مجموعة المشرفين غير موجودة', en: 'No such admin group' },
  'ticketAdminGroups.notStaff': { ar: 'المشرفون من موظفي الجهة فقط (مدير أو كدانة)', en: 'Admins must be staff accounts (admin or Kidana)' },
  'ticketAdminGroups.transitioned': { ar: 'تم تنفيذ الإجراء بنجاح', en: 'Done' },
};
