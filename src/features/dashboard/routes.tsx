import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

export const routes: FeatureRoutes = {
  portal: [{ path: '/dashboard', handle: h('titles.dashboard'), lazy: screen(() => import('./DashboardPage')) }],
};
