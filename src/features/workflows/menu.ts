import type { FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load.
export const menu: FeatureMenuItem[] = [{ group: 'dashboard', order: 40, path: '/workflows', label: { ar: 'دورات الحياة', en: 'Lifecycles' }, icon: 'pi pi-sitemap', permission: 'workflow-index' }];
