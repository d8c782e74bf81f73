import type { FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load.
export const menu: FeatureMenuItem[] = [
  { group: 'templates', order: 40, path: '/categories', label: { ar: 'التصنيفات', en: 'Categories' }, icon: 'pi pi-briefcase', permission: 'user-category-index' },
];
