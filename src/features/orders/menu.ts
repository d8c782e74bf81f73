import type { FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load.
export const menu: FeatureMenuItem[] = [
  { group: 'orders', order: 10, path: '/orders', label: { ar: 'الطلبات', en: 'Orders' }, icon: 'pi pi-file-edit', permission: 'order-index' },
  { group: 'orders', order: 15, path: '/orders/consulting', label: { ar: 'طلبات الإشراف الاستشاري', en: 'Consulting requests' }, icon: 'pi pi-users', permission: 'order-consulting-index' },
  { group: 'locationOrders', order: 10, path: '/location-orders', label: { ar: 'طلبات المواقع', en: 'Location orders' }, icon: 'pi pi-map-marker', permission: 'locationorder-index' },
  {
    group: 'locationOrders',
    order: 15,
    path: '/location-orders/consulting',
    label: { ar: 'الإشراف الاستشاري لطلبات المواقع', en: 'Location consulting requests' },
    icon: 'pi pi-users',
    permission: 'locationorder-consulting-index',
  },
];
