import type { FeatureMenuGroup, FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load.
export const menuGroups: FeatureMenuGroup[] = [{ key: 'carLicenceOrders', label: { ar: 'طلبات ترخيص المركبات', en: 'Car licence requests' }, icon: 'pi pi-car', order: 50 }];

export const menu: FeatureMenuItem[] = [
  { group: 'carLicenceOrders', order: 10, path: '/request-licenses', label: { ar: 'طلبات ترخيص المركبات', en: 'Car licence requests' }, icon: 'pi pi-car', permission: 'carLicense-index' },
];
