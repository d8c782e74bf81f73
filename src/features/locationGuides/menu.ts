import type { FeatureMenuGroup, FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load.
export const menu: FeatureMenuItem[] = [
  {
    group: 'locationOrders',
    order: 10,
    path: '/location-guides',
    label: { ar: 'أدلة المواقع الهندسية', en: 'Location engineering guides' },
    icon: 'pi pi-book',
    permission: 'locationorder-eng-guides',
  },
];
