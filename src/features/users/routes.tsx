import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

export const routes: FeatureRoutes = {
  portal: [{ path: '/users/request', handle: h('users:titles.requests', 'user-request'), lazy: screen(() => import('./RequestsPage')) }],
};
