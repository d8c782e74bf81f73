import type { FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load.
export const menu: FeatureMenuItem[] = [
  { group: 'clearance', order: 20, path: '/sadad', label: { ar: 'أوامر السداد', en: 'SADAD orders' }, icon: 'pi pi-wallet', permission: 'clearance-sadad-index' },
];
