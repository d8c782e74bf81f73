import type { FeatureMenuItem } from '../../app/menu';

export const menu: FeatureMenuItem[] = [{ group: 'dashboard', order: 10, path: '/dashboard', label: 'items.dashboard', icon: 'pi pi-chart-bar' }];
