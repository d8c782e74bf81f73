import type { FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load.
export const menu: FeatureMenuItem[] = [
  { group: 'assignCamp', order: 40, path: '/assign', label: { ar: 'تخصيص المخيمات', en: 'Camp assignments' }, icon: 'pi pi-send', permission: 'delivery-assign-index' },
];
