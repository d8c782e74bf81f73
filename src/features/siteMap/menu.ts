import type { FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load.
export const menu: FeatureMenuItem[] = [{ group: 'dashboard', order: 15, path: '/gis-dashboard', label: { ar: 'خريطة الموقع', en: 'Site map' }, icon: 'pi pi-map', permission: 'dashboard-gis' }];
