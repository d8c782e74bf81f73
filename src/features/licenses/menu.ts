import type { FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load.
export const menu: FeatureMenuItem[] = [{ group: 'orders', order: 160, path: '/licenses', label: { ar: 'الرخص', en: 'Licences' }, icon: 'pi pi-verified', permission: 'order-license' }];
