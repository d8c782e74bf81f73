import type { FeatureMenuGroup, FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load.
export const menuGroups: FeatureMenuGroup[] = [{ key: 'vehicleEntry', label: { ar: 'تصاريح دخول المركبات', en: 'Vehicle-entry permits' }, icon: 'pi pi-car', order: 50 }];

export const menu: FeatureMenuItem[] = [
  { group: 'vehicleEntry', order: 10, path: '/vehicle-entry-permit-orders', label: { ar: 'تصاريح دخول المركبات', en: 'Vehicle-entry permits' }, icon: 'pi pi-car', permission: 'vehicle-entry-index' },
];
