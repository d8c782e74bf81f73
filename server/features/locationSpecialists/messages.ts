/** The locationSpecialists area's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';

export const locationSpecialistsMessages: Record<string, Label> = {
  'locationSpecialists.list': { ar: 'تم جلب تخصصات المواقع', en: 'Location specialties retrieved' },
  'locationSpecialists.created': { ar: 'تمت إضافة التخصص بنجاح', en: 'Specialty created' },
  'locationSpecialists.updated': { ar: 'تم تعديل التخصص بنجاح', en: 'Specialty updated' },
  'locationSpecialists.deleted': { ar: 'تم حذف التخصص بنجاح', en: 'Specialty deleted' },
  'locationSpecialists.missing': { ar: 'التخصص غير موجود', en: 'No such specialty' },
  'locationSpecialists.transitioned': { ar: 'تم تنفيذ الإجراء بنجاح', en: 'Done' },
  'locationSpecialists.catIdMissing': { ar: 'التصنيف المحدد غير موجود', en: 'The selected category does not exist' },
};
