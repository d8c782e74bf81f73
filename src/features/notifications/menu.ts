import type { FeatureMenuItem } from '../../app/menu';

export const menu: FeatureMenuItem[] = [
  { group: 'notifications', order: 10, path: '/notifications', label: 'items.notifications', icon: 'pi pi-bell', permission: 'notification-index' },
  { group: 'notifications', order: 20, path: '/notifications/create', label: 'items.notificationCreate', icon: 'pi pi-send', permission: 'notification-create' },
];
