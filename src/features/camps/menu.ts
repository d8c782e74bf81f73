import type { FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load.
export const menu: FeatureMenuItem[] = [{ group: 'assignCamp', order: 30, path: '/camps', label: { ar: 'المخيمات', en: 'Camps' }, icon: 'pi pi-home', permission: 'delivery-camp-index' }];
