import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';
import { BOARDS } from './boards';

/** The dashboards of spec 000 §2, each behind its permission (§6); one screen draws them all. */
export const routes: FeatureRoutes = {
  portal: BOARDS.map((b) => ({ path: b.route, handle: h(`dashboards:titles.${b.api}`, b.permission), lazy: screen(() => import('./BoardPage')) })),
};
