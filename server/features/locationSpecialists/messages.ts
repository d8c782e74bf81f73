/** The locationSpecialists area's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';

export const locationSpecialistsMessages: Record<string, Label> = {
  'locationSpecialists.list': { ar: 'تم جلب تخصصات المواقع', en: 'Location specialties retrieved' },
  'locationSpecialists.created': { ar: 'تمت إضافة تخصص بنجاح', en: 'Specialty created' },
  'locationSpecialists.updated': { ar: 'تم تعديل تخصص بنجاح', en: 'Specialty updated' },
  'locationSpecialists.deleted': { ar: 'تم حذف تخصص بنجاح', en: 'Specialty deleted' },
  'locationSpecialists.missing': { ar: 'تخصص غير موجود', en: 'No such specialty' },
  'locationSpecialists.transitioned': { ar: 'تم تنفيذ الإجراء بنجاح', en: 'Done' },
  'locationSpecialists.catIdMissing': { ar: 'تصنيف: الخيار المحدد غير موجود', en: 'The selected category does not exist' },
};
