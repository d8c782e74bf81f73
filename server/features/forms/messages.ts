/** The forms area's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';

export const formsMessages: Record<string, Label> = {
  'forms.list': { ar: 'تم جلب النماذج', en: 'Forms retrieved' },
  'forms.created': { ar: 'تمت إضافة النموذج بنجاح', en: 'Form created' },
  'forms.updated': { ar: 'تم تعديل النموذج بنجاح', en: 'Form updated' },
  'forms.pricesUpdated': { ar: 'تم حفظ أسعار الأسئلة بنجاح', en: 'Question prices saved' },
  'forms.missing': { ar: 'النموذج غير موجود', en: 'No such form' },
  'forms.unknownQuestion': { ar: 'سؤال غير موجود', en: 'No such question' },
  'forms.notInForm': { ar: 'السؤال ليس من أسئلة هذا النموذج', en: 'The question is not one of this form’s' },
  'forms.tempType': { ar: 'نماذج الرخص المؤقتة تدار من شاشتها', en: 'Temporary-licence forms are managed on their own screen' },
};
