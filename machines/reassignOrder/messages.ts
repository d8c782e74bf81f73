import type { Label } from '../../shared/label';

export const reassignOrderMessages = {
  'reassignOrder.chooseCamps': { ar: 'الرجاء اختيار مخيم واحد على الأقل', en: 'Choose at least one camp' },
  'reassignOrder.penaltyAmount': { ar: 'قيمة الغرامات غير صحيحة', en: 'The penalty amount is not valid' },
  'reassignOrder.noPenalty': { ar: 'لا توجد غرامات مستحقة', en: 'No penalties are due' },
  'reassignOrder.missingSignatures': { ar: 'توجد توقيعات لم تكتمل بعد', en: 'There are signatures still missing' },
  'reassignOrder.rejected': { ar: 'تم رفض هذا الطلب', en: 'This order has been rejected' },
} as const satisfies Record<string, Label>;
