import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/**
 * /gis-dashboard (spec 000 §2): the site map. Its permission is checked here and on its call (GET /dashboard/gis):
 * the spec's portal spelt the route's permission key differently, so its guard never checked it (000 §5); ours does.
 */
export const routes: FeatureRoutes = {
  portal: [{ path: '/gis-dashboard', handle: h('siteMap:title', 'dashboard-gis'), lazy: screen(() => import('./SiteMapPage')) }],
};
