import type { FeatureMenuGroup, FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load.
export const menuGroups: FeatureMenuGroup[] = [
  { key: 'reassign', label: 'groups.reassign', icon: 'pi pi-replay', order: 82 },
  { key: 'lock', label: 'groups.lock', icon: 'pi pi-lock', order: 83 },
];

export const menu: FeatureMenuItem[] = [
  { group: 'reassign', order: 10, path: '/re-assign-orders', label: { ar: 'طلبات إعادة التسليم', en: 'Re-delivery orders' }, icon: 'pi pi-replay', permission: 'order-re-assign-index' },
  {
    group: 'reassign',
    order: 20,
    path: '/about-signature',
    label: { ar: 'التوقيع على إعادة التسليم', en: 'Re-delivery signatures' },
    icon: 'pi pi-pen-to-square',
    permission: 'order-re-assign-signature',
  },
  { group: 'lock', order: 10, path: '/lock-orders', label: { ar: 'طلبات القفل', en: 'Lock orders' }, icon: 'pi pi-lock', permission: 'lock-index' },
  { group: 'lock', order: 20, path: '/lock/about-signature', label: { ar: 'التوقيع على القفل', en: 'Lock signatures' }, icon: 'pi pi-pen-to-square', permission: 'lock-signature' },
];
