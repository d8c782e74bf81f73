import type { FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load.
export const menu: FeatureMenuItem[] = [{ group: 'orders', order: 10, path: '/orders', label: { ar: 'الطلبات', en: 'Orders' }, icon: 'pi pi-file-edit', permission: 'order-index' }];
