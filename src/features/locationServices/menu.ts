import type { FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load.
export const menu: FeatureMenuItem[] = [
  { group: 'locationOrders', order: 61, path: '/location-services', label: { ar: 'خدمات المواقع', en: 'Location services' }, icon: 'pi pi-wrench', permission: 'locationorder-service' },
];
