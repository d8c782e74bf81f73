import type { FeatureMenuItem } from '../../app/menu';

export const menu: FeatureMenuItem[] = [{ group: 'users', order: 70, path: '/outbox', label: 'items.outbox', icon: 'pi pi-envelope', permission: 'outbox-index' }];
