import type { FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load.
export const menu: FeatureMenuItem[] = [
  { group: 'templates', order: 50, path: '/specialists', label: { ar: 'التخصصات', en: 'Specialists' }, icon: 'pi pi-id-card', permission: 'order-specialists-index' },
];
