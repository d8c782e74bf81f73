import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

export const routes: FeatureRoutes = {
  guest: [{ path: '/login', handle: h('titles.login'), lazy: screen(() => import('./LoginPage')) }],
  registration: [],
};
