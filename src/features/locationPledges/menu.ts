import type { FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load. The place follows spec 001 §2's
// order: the spec's order of the location supporting lists (specialties 60, services 61, inputs 62, pledges 63, guides 64, licences 65).
export const menu: FeatureMenuItem[] = [
  { group: 'locationOrders', order: 63, path: '/location-pledges', label: { ar: 'تعهدات المواقع', en: 'Location pledges' }, icon: 'pi pi-file-edit', permission: 'locationorder-pledge' },
];
