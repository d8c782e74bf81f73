import type { FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load.
export const menu: FeatureMenuItem[] = [
  { group: 'assignCamp', order: 10, path: '/toilet-complexes', label: { ar: 'مجمعات دورات المياه العامة', en: 'Public toilet complexes' }, icon: 'pi pi-home', permission: 'toilet-complex-index' },
];
