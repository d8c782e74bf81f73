/** The serviceInputs area's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';
import { inputRuleMessages } from '../../../shared/rules/serviceInputs';

export const serviceInputsMessages: Record<string, Label> = {
  ...inputRuleMessages,
  'serviceInputs.list': { ar: 'تم جلب مدخلات الخدمات', en: 'Service inputs retrieved' },
  'serviceInputs.created': { ar: 'تمت إضافة المدخل بنجاح', en: 'Input created' },
  'serviceInputs.updated': { ar: 'تم تعديل المدخل بنجاح', en: 'Input updated' },
  'serviceInputs.deleted': { ar: 'تم حذف المدخل بنجاح', en: 'Input deleted' },
  'serviceInputs.missing': { ar: 'المدخل غير موجود', en: 'No such input' },
  'serviceInputs.transitioned': { ar: 'تم تنفيذ الإجراء بنجاح', en: 'Done' },
  'serviceInputs.serviceIdMissing': { ar: 'الخدمة المحددة غير موجودة', en: 'The selected service does not exist' },
};
