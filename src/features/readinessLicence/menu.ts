import type { FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load.
export const menu: FeatureMenuItem[] = [
  { group: 'orders', order: 40, path: '/readiness-license', label: { ar: 'رخص الجاهزية', en: 'Readiness licences' }, icon: 'pi pi-verified', permission: 'readiness-license-index' },
];
