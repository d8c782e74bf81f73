import type { FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load.
export const menu: FeatureMenuItem[] = [{ group: 'clearance', order: 30, path: '/invoices', label: { ar: 'الفواتير', en: 'Invoices' }, icon: 'pi pi-receipt', permission: 'clearance-invoices-index' }];
