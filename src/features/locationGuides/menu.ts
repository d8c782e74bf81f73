import type { FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load. The place follows spec 001 §2's
// order: the location supporting lists (specialties, services, service inputs, pledges, guides, licences) first.
export const menu: FeatureMenuItem[] = [
  {
    group: 'locationOrders',
    order: 50,
    path: '/location-guides',
    label: { ar: 'أدلة المواقع الهندسية', en: 'Location engineering guides' },
    icon: 'pi pi-book',
    permission: 'locationorder-eng-guides',
  },
];
