/** The orders area's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';

export const ordersMessages: Record<string, Label> = {
  'orders.list': { ar: 'تم جلب الطلبات', en: 'Orders retrieved' },
  'orders.created': { ar: 'تمت إضافة طلب بنجاح', en: 'Order created' },
  'orders.updated': { ar: 'تم تعديل طلب بنجاح', en: 'Order updated' },
  'orders.deleted': { ar: 'تم حذف طلب بنجاح', en: 'Order deleted' },
  'orders.missing': { ar: 'طلب غير موجود', en: 'No such order' },
  'orders.transitioned': { ar: 'تم تنفيذ الإجراء بنجاح', en: 'Done' },
  'orders.campIdMissing': { ar: 'مخيم: الخيار المحدد غير موجود', en: 'The selected camp does not exist' },
};
