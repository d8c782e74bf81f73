import type { FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load. The place follows spec 001 §2's
// order: the spec's order of the location supporting lists (specialties 60, services 61, inputs 62, pledges 63, guides 64, licences 65).
export const menu: FeatureMenuItem[] = [
  {
    group: 'locationOrders',
    order: 64,
    path: '/location-guides',
    label: { ar: 'أدلة المواقع الهندسية', en: 'Location engineering guides' },
    icon: 'pi pi-book',
    permission: 'locationorder-eng-guides',
  },
];
