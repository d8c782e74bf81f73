import type { FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load.
export const menu: FeatureMenuItem[] = [
  { group: 'orders', order: 62, path: '/services/inputs', label: { ar: 'مدخلات الخدمات', en: 'Service inputs' }, icon: 'pi pi-list', permission: 'order-service' },
];
