import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';
// The sister-site logout frame is loaded with the app, not lazily: a sister may post to it at once.
import LogoutFramePage from './LogoutFramePage';

export const routes: FeatureRoutes = {
  portal: [{ path: '/profile', handle: h('titles.profile'), lazy: screen(() => import('./ProfilePage')) }],
  blank: [{ path: '/logout-frame', Component: LogoutFramePage }],
};
