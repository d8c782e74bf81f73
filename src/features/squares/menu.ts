import type { FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load.
export const menu: FeatureMenuItem[] = [{ group: 'assignCamp', order: 20, path: '/squares', label: { ar: 'المربعات', en: 'Squares' }, icon: 'pi pi-th-large', permission: 'delivery-square-index' }];
