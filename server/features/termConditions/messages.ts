/** The term conditions area's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';

export const termConditionsMessages: Record<string, Label> = {
  'termConditions.list': { ar: 'تم جلب الشروط والأحكام', en: 'Terms and conditions retrieved' },
  'termConditions.updated': { ar: 'تم تعديل الشروط والأحكام بنجاح', en: 'Terms and conditions updated' },
  'termConditions.missing': { ar: 'الشروط والأحكام غير موجودة', en: 'No such terms and conditions' },
};
