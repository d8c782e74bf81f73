import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/** /alliances needs no permission (spec 000 §6): everyone sees their own alliances; managing them is checked per action. */
export const routes: FeatureRoutes = {
  portal: [{ path: '/alliances', handle: h('alliances:titles.list'), lazy: screen(() => import('./AlliancesPage')) }],
};
