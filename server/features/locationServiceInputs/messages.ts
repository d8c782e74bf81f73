/** The locationServiceInputs area's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';
import { inputRuleMessages } from '../../../shared/rules/locationServiceInputs';

export const locationServiceInputsMessages: Record<string, Label> = {
  ...inputRuleMessages,
  'locationServiceInputs.list': { ar: 'تم جلب مدخلات خدمات المواقع', en: 'Location service inputs retrieved' },
  'locationServiceInputs.created': { ar: 'تمت إضافة المدخل بنجاح', en: 'Input created' },
  'locationServiceInputs.updated': { ar: 'تم تعديل المدخل بنجاح', en: 'Input updated' },
  'locationServiceInputs.deleted': { ar: 'تم حذف المدخل بنجاح', en: 'Input deleted' },
  'locationServiceInputs.missing': { ar: 'المدخل غير موجود', en: 'No such input' },
  'locationServiceInputs.transitioned': { ar: 'تم تنفيذ الإجراء بنجاح', en: 'Done' },
  'locationServiceInputs.serviceIdMissing': { ar: 'الخدمة المحددة غير موجودة', en: 'The selected service does not exist' },
};
