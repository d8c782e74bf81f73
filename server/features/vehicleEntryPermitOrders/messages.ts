/** The vehicleEntryPermitOrders area's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';

export const vehicleEntryPermitOrdersMessages: Record<string, Label> = {
  'vehicleEntryPermitOrders.list': { ar: 'تم جلب تصاريح دخول المركبات', en: 'Vehicle-entry permits retrieved' },
  'vehicleEntryPermitOrders.created': { ar: 'تم إرسال طلب تصريح الدخول بنجاح', en: 'The vehicle-entry permit order is filed' },
  'vehicleEntryPermitOrders.updated': { ar: 'تم تعديل طلب تصريح الدخول بنجاح', en: 'The vehicle-entry permit order is updated' },
  'vehicleEntryPermitOrders.missing': { ar: 'طلب تصريح الدخول غير موجود', en: 'No such vehicle-entry permit order' },
  'vehicleEntryPermitOrders.approved': { ar: 'تم اعتماد التصريح وإصداره', en: 'The permit is approved and issued' },
  'vehicleEntryPermitOrders.rejected': { ar: 'تم رفض الطلب', en: 'The order is rejected' },
  'vehicleEntryPermitOrders.campNotYours': { ar: 'المخيم ليس من مخيمات شركتك المستلمة', en: 'The camp is not one of your company’s received camps' },
  'vehicleEntryPermitOrders.campIdMissing': { ar: 'مخيم: الخيار المحدد غير موجود', en: 'The selected camp does not exist' },
};
