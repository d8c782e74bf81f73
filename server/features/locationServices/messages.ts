/** The locationServices area's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';

export const locationServicesMessages: Record<string, Label> = {
  'locationServices.list': { ar: 'تم جلب خدمات المواقع', en: 'Location services retrieved' },
  'locationServices.created': { ar: 'تمت إضافة خدمة بنجاح', en: 'Service created' },
  'locationServices.updated': { ar: 'تم تعديل خدمة بنجاح', en: 'Service updated' },
  'locationServices.deleted': { ar: 'تم حذف خدمة بنجاح', en: 'Service deleted' },
  'locationServices.missing': { ar: 'خدمة غير موجود', en: 'No such service' },
  'locationServices.transitioned': { ar: 'تم تنفيذ الإجراء بنجاح', en: 'Done' },
  'locationServices.specialistIdMissing': { ar: 'تخصص: الخيار المحدد غير موجود', en: 'The selected specialty does not exist' },
};
