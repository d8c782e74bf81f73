/** The re-assign and lock orders' API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';

export const reassignOrdersAreaMessages: Record<string, Label> = {
  'reassignOrders.list': { ar: 'تم جلب الطلبات', en: 'Orders retrieved' },
  'reassignOrders.camps': { ar: 'تم جلب المخيمات', en: 'Camps retrieved' },
  'reassignOrders.created': { ar: 'تم إنشاء الطلب بنجاح', en: 'The order was opened' },
  'reassignOrders.formSaved': { ar: 'تم حفظ النموذج', en: 'The form was saved' },
  'reassignOrders.campsApproved': { ar: 'تم اعتماد المخيمات', en: 'The camps were approved' },
  'reassignOrders.paid': { ar: 'تم رفع مرفق السداد', en: 'The payment attachment was uploaded' },
  'reassignOrders.paymentAccepted': { ar: 'تم قبول مرفق السداد', en: 'The payment attachment was accepted' },
  'reassignOrders.paymentRejected': { ar: 'تم رفض مرفق السداد', en: 'The payment attachment was rejected' },
  'reassignOrders.signed': { ar: 'تم التوقيع بنجاح', en: 'Signed' },
  'reassignOrders.reappointed': { ar: 'تم تحديد الموعد الجديد', en: 'The new appointment was set' },
  'reassignOrders.signaturesComplete': { ar: 'اكتملت التوقيعات', en: 'The signatures are complete' },
  'reassignOrders.fileUploaded': { ar: 'تم رفع ملف إعادة التسليم واكتمل الطلب', en: 'The re-delivery file was uploaded and the order completed' },
  'reassignOrders.rejected': { ar: 'تم رفض الطلب', en: 'The order was rejected' },
  'reassignOrders.cancelled': { ar: 'تم إلغاء الطلب', en: 'The order was cancelled' },
  'reassignOrders.preview': { ar: 'تمت معاينة العملية', en: 'Preview ready' },
  'reassignOrders.bulkDone': { ar: 'تمت العملية الجماعية', en: 'The bulk action is done' },
  'reassignOrders.logs': { ar: 'تم جلب سجل الطلب', en: "The order's log retrieved" },
  'reassignOrders.campNotHeld': { ar: 'المخيم ليس من مخيمات الشركة المستلمة', en: 'The camp is not one the company holds' },
  'reassignOrders.campBusy': { ar: 'للمخيم طلب إعادة تسليم أو قفل مفتوح', en: 'The camp already has an open re-assign or lock order' },
  'reassignOrders.campNotInOrder': { ar: 'المخيم ليس من مخيمات هذا الطلب', en: 'The camp is not one of this order' },
  'reassignOrders.formMissing': { ar: 'النموذج ليس من نماذج هذا النوع من الطلبات', en: "The form is not one of this order type's forms" },
  'reassignOrders.noSigners': { ar: 'لا يحدد النموذج أي موقّع', en: 'The form names no signers' },
  'reassignOrders.notCompany': { ar: 'الشركة المختارة غير موجودة أو غير نشطة', en: 'The chosen company does not exist or is not active' },
};
