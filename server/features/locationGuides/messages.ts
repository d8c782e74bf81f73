/** The locationGuides area's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';

export const locationGuidesMessages: Record<string, Label> = {
  'locationGuides.list': { ar: 'تم جلب أدلة المواقع الهندسية', en: 'Location engineering guides retrieved' },
  'locationGuides.created': { ar: 'تمت إضافة دليل هندسي للمواقع بنجاح', en: 'Location engineering guide created' },
  'locationGuides.updated': { ar: 'تم تعديل دليل هندسي للمواقع بنجاح', en: 'Location engineering guide updated' },
  'locationGuides.deleted': { ar: 'تم حذف دليل هندسي للمواقع بنجاح', en: 'Location engineering guide deleted' },
  'locationGuides.missing': { ar: 'دليل هندسي للمواقع غير موجود', en: 'No such location engineering guide' },
  'locationGuides.transitioned': { ar: 'تم تنفيذ الإجراء بنجاح', en: 'Done' },
};
