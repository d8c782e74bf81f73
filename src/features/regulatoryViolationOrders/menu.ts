import type { FeatureMenuGroup, FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load.
export const menuGroups: FeatureMenuGroup[] = [{ key: 'violations', label: { ar: 'المخالفات', en: 'Violations' }, icon: 'pi pi-exclamation-triangle', order: 50 }];

export const menu: FeatureMenuItem[] = [
  {
    group: 'violations',
    order: 10,
    path: '/regulatory-violation-order',
    label: { ar: 'المخالفات النظامية', en: 'Regulatory violations' },
    icon: 'pi pi-exclamation-triangle',
    permission: 'violationorder-index',
  },
];
