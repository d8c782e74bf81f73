import type { FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load.
export const menu: FeatureMenuItem[] = [{ group: 'orders', order: 60, path: '/services', label: { ar: 'الخدمات', en: 'Services' }, icon: 'pi pi-wrench', permission: 'order-service' }];
