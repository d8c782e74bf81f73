/** The regulatory violations' API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';

export const regulatoryViolationOrdersMessages: Record<string, Label> = {
  'regulatoryViolationOrders.list': { ar: 'تم جلب المخالفات النظامية', en: 'Regulatory violations retrieved' },
  'regulatoryViolationOrders.created': { ar: 'تم حفظ مسودة المخالفة', en: 'Violation draft saved' },
  'regulatoryViolationOrders.updated': { ar: 'تم تعديل مسودة المخالفة', en: 'Violation draft updated' },
  'regulatoryViolationOrders.deleted': { ar: 'تم حذف مسودة المخالفة', en: 'Violation draft discarded' },
  'regulatoryViolationOrders.missing': { ar: 'المخالفة غير موجودة', en: 'No such violation' },
  'regulatoryViolationOrders.transitioned': { ar: 'تم تنفيذ الإجراء بنجاح', en: 'Done' },
  'regulatoryViolationOrders.issued': { ar: 'تم إصدار المخالفة وإشعار الشركة', en: 'The violation was issued to the company' },
  'regulatoryViolationOrders.ready': { ar: 'نموذج المخالفة جاهز للطباعة', en: 'The violation document is ready to print' },
  'regulatoryViolationOrders.notDraft': {
    ar: 'لا تُحذف إلا مسودة المخالفة؛ المخالفة الصادرة تبقى في سجل الشركة',
    en: 'Only a draft can be discarded; an issued violation stays on the company’s record',
  },
  'regulatoryViolationOrders.imagesOnly': { ar: 'يجب أن يكون الملف صورة (PNG أو JPEG أو WebP)', en: 'The file must be an image (PNG, JPEG or WebP)' },
  'regulatoryViolationOrders.campIdMissing': { ar: 'المخيم المحدد غير موجود', en: 'The selected camp does not exist' },
  'regulatoryViolationOrders.campNotDelivered': {
    ar: 'لم يُسلَّم هذا المخيم لأي شركة بعد، فلا تُسجل عليه مخالفة',
    en: 'This camp has not been handed over to a company, so no violation can be recorded against it',
  },
};
