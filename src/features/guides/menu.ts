import type { FeatureMenuGroup, FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load.
export const menu: FeatureMenuItem[] = [
  { group: 'orders', order: 10, path: '/guides', label: { ar: 'مكاتب الأدلة الهندسية', en: 'Engineering guide offices' }, icon: 'pi pi-book', permission: 'order-eng-guides' },
];
