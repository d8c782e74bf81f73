/** The dashboards' API messages and the boards' titles (exports are named after them), in Arabic and English. */
import type { Label } from '../../../shared/label';
import type { BoardKey } from './boards';

export const dashboardsMessages: Record<string, Label> = {
  'dashboards.square': { ar: 'المربع غير موجود', en: 'There is no such square' },
  'dashboards.company': { ar: 'الشركة غير موجودة', en: 'There is no such company' },
};

export const boardTitles: Record<BoardKey, Label> = {
  'delivery-business': { ar: 'أعمال التسليم', en: 'Delivery business' },
  'civil-defense': { ar: 'الدفاع المدني', en: 'Civil defence' },
  'camp-delivery-performance': { ar: 'أداء تسليم المخيمات', en: 'Camp delivery performance' },
  addition: { ar: 'مرحلة الإضافات', en: 'Additions stage' },
  'orders-status': { ar: 'حالة الطلبات', en: 'Orders status' },
  'report-violations': { ar: 'تقرير المخالفات', en: 'Violations report' },
  reassign: { ar: 'إعادة التسليم والقفل', en: 'Re-delivery and lock' },
};
