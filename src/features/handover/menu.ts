import type { FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load.
export const menu: FeatureMenuItem[] = [
  { group: 'assignCamp', order: 53, path: '/appointment/bulk-signature', label: { ar: 'التوقيع الجماعي', en: 'Bulk signature' }, icon: 'pi pi-pen-to-square', permission: 'lock-order-bulk-signature' },
];
