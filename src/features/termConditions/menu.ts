import type { FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load.
export const menu: FeatureMenuItem[] = [
  { group: 'terms', order: 10, path: '/term-conditions', label: { ar: 'الشروط والأحكام', en: 'Terms and conditions' }, icon: 'pi pi-file-check', permission: 'terms-index' },
];
