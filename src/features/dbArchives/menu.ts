import type { FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load.
export const menu: FeatureMenuItem[] = [
  { group: 'dashboard', order: 50, path: '/db-archive', label: { ar: 'أرشيف المواسم', en: 'Season archive' }, icon: 'pi pi-database', permission: 'archive-index' },
];
