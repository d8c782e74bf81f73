/** The carLicenceOrders area's API messages, in Arabic and English (the machine's refusals are machines/carLicenceOrder/messages.ts). */
import type { Label } from '../../../shared/label';

export const carLicenceOrdersMessages: Record<string, Label> = {
  'carLicenceOrders.list': { ar: 'تم جلب طلبات ترخيص المركبات', en: 'Car licence requests retrieved' },
  'carLicenceOrders.created': { ar: 'تم إرسال طلب ترخيص المركبة بنجاح', en: 'Car licence request sent' },
  'carLicenceOrders.updated': { ar: 'تم تعديل طلب ترخيص المركبة بنجاح', en: 'Car licence request updated' },
  'carLicenceOrders.cancelled': { ar: 'تم إلغاء طلب ترخيص المركبة', en: 'Car licence request cancelled' },
  'carLicenceOrders.approved': { ar: 'تم اعتماد طلب ترخيص المركبة', en: 'Car licence request approved' },
  'carLicenceOrders.rejected': { ar: 'تم رفض طلب ترخيص المركبة', en: 'Car licence request rejected' },
  'carLicenceOrders.missing': { ar: 'طلب ترخيص المركبة غير موجود', en: 'No such car licence request' },
};
