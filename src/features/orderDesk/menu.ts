import type { FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load.
// After each family's own orders list (orders: 10), before its supporting lists (60 on).
export const menu: FeatureMenuItem[] = [
  { group: 'orders', order: 20, path: '/cancel-requests', label: { ar: 'طلبات الإلغاء', en: 'Cancel requests' }, icon: 'pi pi-times-circle', permission: 'order-cancel-request-index' },
  { group: 'orders', order: 30, path: '/reports', label: { ar: 'تقارير الإنجاز', en: 'Achievement reports' }, icon: 'pi pi-chart-line', permission: 'order-report-index' },
  { group: 'orders', order: 40, path: '/blacklist', label: { ar: 'القائمة السوداء', en: 'Blacklist' }, icon: 'pi pi-ban', permission: 'order-blacklist-index' },
  {
    group: 'locationOrders',
    order: 20,
    path: '/location-order-cancel-requests',
    label: { ar: 'طلبات إلغاء طلبات المواقع', en: 'Location-order cancel requests' },
    icon: 'pi pi-times-circle',
    permission: 'locationorder-cancel-request-index',
  },
  {
    group: 'locationOrders',
    order: 30,
    path: '/location-order-reports',
    label: { ar: 'تقارير إنجاز طلبات المواقع', en: 'Location-order achievement reports' },
    icon: 'pi pi-chart-line',
    permission: 'locationorder-report-index',
  },
];
