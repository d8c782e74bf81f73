import type { FeatureMenuGroup, FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load.
export const menu: FeatureMenuItem[] = [
  { group: 'locationOrders', order: 10, path: '/location-pledges', label: { ar: 'تعهدات المواقع', en: 'Location pledges' }, icon: 'pi pi-file-edit', permission: 'locationorder-pledge' },
];
