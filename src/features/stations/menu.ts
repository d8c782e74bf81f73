import type { FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load.
export const menu: FeatureMenuItem[] = [
  { group: 'assignCamp', order: 50, path: '/stations', label: { ar: 'المحطات', en: 'Stations' }, icon: 'pi pi-map-marker', permission: 'delivery-station-index' },
];
