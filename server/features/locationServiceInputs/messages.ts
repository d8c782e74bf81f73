/** The locationServiceInputs area's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';

export const locationServiceInputsMessages: Record<string, Label> = {
  'locationServiceInputs.list': { ar: 'تم جلب مدخلات خدمات المواقع', en: 'Location service inputs retrieved' },
  'locationServiceInputs.created': { ar: 'تمت إضافة مدخل بنجاح', en: 'Input created' },
  'locationServiceInputs.updated': { ar: 'تم تعديل مدخل بنجاح', en: 'Input updated' },
  'locationServiceInputs.deleted': { ar: 'تم حذف مدخل بنجاح', en: 'Input deleted' },
  'locationServiceInputs.missing': { ar: 'مدخل غير موجود', en: 'No such input' },
  'locationServiceInputs.transitioned': { ar: 'تم تنفيذ الإجراء بنجاح', en: 'Done' },
  'locationServiceInputs.serviceIdMissing': { ar: 'خدمة: الخيار المحدد غير موجود', en: 'The selected service does not exist' },
};
