import type { Label } from '../../../shared/label';

export const handoverMessages = {
  'handover.forms': { ar: 'نماذج الموعد', en: 'The appointment’s forms' },
  'handover.answered': { ar: 'تم حفظ إجابات النموذج', en: 'The form’s answers were saved' },
  'handover.updated': { ar: 'تم تعديل إجابات النموذج', en: 'The form’s answers were changed' },
  'handover.signed': { ar: 'تم التوقيع', en: 'Signed' },
  'handover.delivered': { ar: 'اكتمل التوقيع وتم استلام المخيم', en: 'Every signer signed: the camp is received' },
  'handover.answerRequired': { ar: 'هذا السؤال مطلوب', en: 'This question is required' },
  'handover.answerYesNo': { ar: 'اختر نعم أو لا', en: 'Choose yes or no' },
  'handover.answerNumber': { ar: 'أدخل رقماً', en: 'Enter a number' },
  'handover.answerChoice': { ar: 'اختر أحد الخيارات', en: 'Choose one of the options' },
  'handover.formMissing': { ar: 'النموذج غير موجود أو ليس نموذج تسليم', en: 'No such handover form' },
  'handover.appointmentMissing': { ar: 'الموعد غير موجود', en: 'No such appointment' },
  'handover.notCurrentAppointment': { ar: 'يُعبأ النموذج في الموعد المعتمد الحالي للتخصيص فقط', en: 'The form is answered only at the assignment’s current approved appointment' },
  'handover.notAnswered': { ar: 'لم يُعبأ هذا النموذج بعد', en: 'This form is not answered yet' },
  'handover.alreadySigning': { ar: 'لا يمكن تعديل الإجابات بعد أن وقّع أحد الموقعين', en: 'The answers cannot change once a signer has signed' },
  'handover.notSigner': { ar: 'نوع حسابك ليس من الموقعين على هذا النموذج', en: 'Your account type does not sign this form' },
  'handover.noSignature': { ar: 'أضف توقيعك إلى ملفك الشخصي أولاً', en: 'Add your signature to your profile first' },
  'handover.idsRequired': { ar: 'اختر تخصيصاً واحداً على الأقل', en: 'Choose at least one assignment' },
  'handover.nothingToSign': { ar: 'لا توقيع بانتظارك على هذا التخصيص', en: 'No signature of yours awaits on this assignment' },
} as const satisfies Record<string, Label>;
