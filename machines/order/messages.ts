import type { Label } from '../../shared/label';

/** Messages of the order and location-order lifecycles (spec 001 §8 verbatim where it words them). */
export const orderMessages = {
  'order.incomplete': { ar: 'الطلب غير مكتمل بعد', en: 'The order is not complete yet' },
  'order.pledgesOutstanding': { ar: 'توجد تعهدات لم يتم رفعها أو لم تتم معالجتها', en: 'There are pledges not uploaded or not processed' },
  'order.servicesWithoutSpecialty': { ar: 'توجد خدمات لم يتم تحديد تخصصاتها', en: 'There are services without specified specialties' },
  'order.rejectedAttachments': { ar: 'توجد مرفقات مرفوضة لم يتم تصحيحها', en: 'There are rejected attachments not corrected' },
  'order.cancelReason': { ar: 'سبب الإلغاء مطلوب', en: 'A cancellation reason is required' },
  'order.cancelRequestMissing': { ar: 'لا يوجد طلب إلغاء معتمد لهذا الطلب', en: 'There is no approved cancel request for this order' },
} as const satisfies Record<string, Label>;
