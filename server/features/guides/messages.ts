/** The guides area's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';

export const guidesMessages: Record<string, Label> = {
  'guides.list': { ar: 'تم جلب مكاتب الأدلة الهندسية', en: 'Engineering guide offices retrieved' },
  'guides.created': { ar: 'تمت إضافة دليل هندسي بنجاح', en: 'Engineering guide created' },
  'guides.updated': { ar: 'تم تعديل دليل هندسي بنجاح', en: 'Engineering guide updated' },
  'guides.deleted': { ar: 'تم حذف دليل هندسي بنجاح', en: 'Engineering guide deleted' },
  'guides.missing': { ar: 'دليل هندسي غير موجود', en: 'No such engineering guide' },
  'guides.transitioned': { ar: 'تم تنفيذ الإجراء بنجاح', en: 'Done' },
};
