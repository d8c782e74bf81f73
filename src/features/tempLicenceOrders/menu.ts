import type { FeatureMenuGroup, FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load. The group sits between
// the location orders and the orders, in the spec's order (001 §2).
export const menuGroups: FeatureMenuGroup[] = [{ key: 'tempLicences', label: { ar: 'الرخص المؤقتة', en: 'Temporary licences' }, icon: 'pi pi-stopwatch', order: 75 }];

export const menu: FeatureMenuItem[] = [
  {
    group: 'tempLicences',
    order: 10,
    path: '/temp-licenses-order',
    label: { ar: 'طلبات الرخص المؤقتة', en: 'Temporary licence orders' },
    icon: 'pi pi-file',
    permission: 'temp-licenses-order-index',
  },
];
