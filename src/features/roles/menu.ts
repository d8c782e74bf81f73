import type { FeatureMenuItem } from '../../app/menu';

export const menu: FeatureMenuItem[] = [{ group: 'users', order: 40, path: '/roles', label: 'items.roles', icon: 'pi pi-shield', permission: 'user-role-index' }];
