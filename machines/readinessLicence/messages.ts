import type { Label } from '../../shared/label';

/** Spec 001 §5 and §8 "Readiness failures", verbatim in English. */
export const readinessLicenceMessages = {
  'readinessLicence.selectCamp': { ar: 'الرجاء اختيار المخيم', en: 'please select the camp' },
  'readinessLicence.agreePledge': { ar: 'الرجاء الموافقة على التعهد', en: 'please agree to the pledge' },
  'readinessLicence.noOrderId': { ar: 'لم يتم إرسال رقم الطلب', en: 'no order id submitted' },
  'readinessLicence.noFormId': { ar: 'لا يوجد رقم نموذج مسجل', en: 'no form id registered' },
  'readinessLicence.noValidityPeriod': { ar: 'لم يتم اختيار مدة الصلاحية', en: 'no validity period selected' },
  'readinessLicence.noRejectionReason': { ar: 'لم يتم إدخال سبب الرفض', en: 'no rejection reason given' },
  /** ours: a decision on a licence whose answers were not sent */
  'readinessLicence.answersNotSent': { ar: 'لم يتم إرسال الإجابات بعد', en: 'the answers have not been sent yet' },
} as const satisfies Record<string, Label>;
