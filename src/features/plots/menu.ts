import type { FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load.
export const menu: FeatureMenuItem[] = [{ group: 'assignCamp', order: 10, path: '/plots', label: { ar: 'قطع الأراضي', en: 'Plots' }, icon: 'pi pi-th-large', permission: 'plot-index' }];
