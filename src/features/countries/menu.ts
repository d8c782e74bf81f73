import type { FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load.
export const menu: FeatureMenuItem[] = [{ group: 'assignCamp', order: 10, path: '/countries', label: { ar: 'الدول', en: 'Countries' }, icon: 'pi pi-globe', permission: 'delivery-countries-index' }];
