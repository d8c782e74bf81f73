/** The temporary licence orders' API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';

export const tempLicenceOrdersMessages: Record<string, Label> = {
  'tempLicenceOrders.list': { ar: 'تم جلب طلبات الرخص المؤقتة', en: 'Temporary licence orders retrieved' },
  'tempLicenceOrders.created': { ar: 'تم تقديم طلب الرخصة المؤقتة بنجاح', en: 'The temporary licence order was filed' },
  'tempLicenceOrders.updated': { ar: 'تم تعديل طلب الرخصة المؤقتة بنجاح', en: 'The temporary licence order was updated' },
  'tempLicenceOrders.deleted': { ar: 'تم حذف طلب الرخصة المؤقتة بنجاح', en: 'The temporary licence order was deleted' },
  'tempLicenceOrders.missing': { ar: 'طلب الرخصة المؤقتة غير موجود', en: 'No such temporary licence order' },
  'tempLicenceOrders.krokyStored': { ar: 'تم حفظ مستند الكروكي', en: 'The kroky document was stored' },
  'tempLicenceOrders.approved': { ar: 'تم اعتماد الرخصة المؤقتة', en: 'The temporary licence was approved' },
  'tempLicenceOrders.rejected': { ar: 'تم رفض طلب الرخصة المؤقتة', en: 'The temporary licence order was rejected' },
  'tempLicenceOrders.decided': { ar: 'لا يمكن حذف طلب تم البت فيه', en: 'An order that has been decided cannot be deleted' },
  'tempLicenceOrders.campNotAssigned': { ar: 'المخيم المختار ليس من المخيمات المخصصة لشركتك', en: 'The chosen camp is not one assigned to your company' },
  'tempLicenceOrders.noForm': { ar: 'نموذج الرخصة المؤقتة (رقم 7) غير موجود', en: 'The temporary-licence form (id 7) does not exist' },
};
