/** The serviceInputs area's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';

export const serviceInputsMessages: Record<string, Label> = {
  'serviceInputs.list': { ar: 'تم جلب مدخلات الخدمات', en: 'Service inputs retrieved' },
  'serviceInputs.created': { ar: 'تمت إضافة مدخل بنجاح', en: 'Input created' },
  'serviceInputs.updated': { ar: 'تم تعديل مدخل بنجاح', en: 'Input updated' },
  'serviceInputs.deleted': { ar: 'تم حذف مدخل بنجاح', en: 'Input deleted' },
  'serviceInputs.missing': { ar: 'مدخل غير موجود', en: 'No such input' },
  'serviceInputs.transitioned': { ar: 'تم تنفيذ الإجراء بنجاح', en: 'Done' },
  'serviceInputs.serviceIdMissing': { ar: 'خدمة: الخيار المحدد غير موجود', en: 'The selected service does not exist' },
};
