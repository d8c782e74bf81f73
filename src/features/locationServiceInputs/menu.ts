import type { FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load.
export const menu: FeatureMenuItem[] = [
  {
    group: 'locationOrders',
    order: 62,
    path: '/location-services/inputs',
    label: { ar: 'مدخلات خدمات المواقع', en: 'Location service inputs' },
    icon: 'pi pi-list',
    permission: 'locationorder-service',
  },
];
