import type { FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load.
export const menu: FeatureMenuItem[] = [
  {
    group: 'locationOrders',
    order: 60,
    path: '/location-specialties',
    label: { ar: 'تخصصات المواقع', en: 'Location specialties' },
    icon: 'pi pi-id-card',
    permission: 'locationorder-specialists-index',
  },
];
