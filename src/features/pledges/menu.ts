import type { FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load. The place follows spec 001 §2's
// order of the supporting lists (specialties, services, service inputs, pledges, guides, licences), after the order screens.
export const menu: FeatureMenuItem[] = [{ group: 'orders', order: 140, path: '/pledges', label: { ar: 'التعهدات', en: 'Pledges' }, icon: 'pi pi-file-edit', permission: 'order-pledge' }];
