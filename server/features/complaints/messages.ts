/** The complaints area's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';

export const complaintsMessages: Record<string, Label> = {
  'complaints.list': { ar: 'تم جلب الشكاوى', en: 'Complaints retrieved' },
  'complaints.created': { ar: 'تم تقديم الشكوى بنجاح', en: 'Complaint filed' },
  'complaints.updated': { ar: 'تم تعديل الشكوى بنجاح', en: 'Complaint updated' },
  'complaints.deleted': { ar: 'تم سحب الشكوى بنجاح', en: 'Complaint withdrawn' },
  'complaints.missing': { ar: 'الشكوى غير موجودة', en: 'No such complaint' },
  'complaints.transitioned': { ar: 'تم تنفيذ الإجراء بنجاح', en: 'Done' },
  'complaints.notFiled': { ar: 'لا يمكن سحب الشكوى بعد أن بدأت مراجعتها', en: 'A complaint cannot be withdrawn once its review has started' },
};
