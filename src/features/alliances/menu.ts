import type { FeatureMenuItem } from '../../app/menu';

export const menu: FeatureMenuItem[] = [{ group: 'users', order: 60, path: '/alliances', label: 'items.alliances', icon: 'pi pi-sitemap' }];
