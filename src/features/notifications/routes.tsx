import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

export const routes: FeatureRoutes = {
  portal: [
    { path: '/notifications', handle: h('notifications:titles.list', 'notification-index'), lazy: screen(() => import('./NotificationsPage')) },
    { path: '/notifications/create', handle: h('notifications:titles.create', 'notification-create', { parent: '/notifications' }), lazy: screen(() => import('./CreateNotificationPage')) },
  ],
};
