/** The locationServices area's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';
import { serviceRuleMessages } from '../../../shared/rules/locationServices';

export const locationServicesMessages: Record<string, Label> = {
  ...serviceRuleMessages,
  'locationServices.list': { ar: 'تم جلب خدمات المواقع', en: 'Location services retrieved' },
  'locationServices.created': { ar: 'تمت إضافة الخدمة بنجاح', en: 'Location service created' },
  'locationServices.updated': { ar: 'تم تعديل الخدمة بنجاح', en: 'Location service updated' },
  'locationServices.deleted': { ar: 'تم حذف الخدمة بنجاح', en: 'Location service deleted' },
  'locationServices.missing': { ar: 'الخدمة غير موجودة', en: 'No such service' },
  'locationServices.transitioned': { ar: 'تم تنفيذ الإجراء بنجاح', en: 'Done' },
  'locationServices.specialistIdMissing': { ar: 'التخصص المحدد غير موجود', en: 'The selected specialty does not exist' },
};
