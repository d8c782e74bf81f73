import type { FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load.
export const menu: FeatureMenuItem[] = [{ group: 'assignCamp', order: 10, path: '/washrooms', label: { ar: 'دورات المياه', en: 'Washrooms' }, icon: 'pi pi-building', permission: 'washroom-index' }];
