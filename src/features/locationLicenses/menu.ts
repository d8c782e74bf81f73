import type { FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load.
export const menu: FeatureMenuItem[] = [
  { group: 'locationOrders', order: 65, path: '/location-licenses', label: { ar: 'رخص المواقع', en: 'Location licences' }, icon: 'pi pi-verified', permission: 'locationorder-license' },
];
