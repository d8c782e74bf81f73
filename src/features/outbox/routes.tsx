import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

export const routes: FeatureRoutes = {
  portal: [{ path: '/outbox', handle: h('outbox:title', 'outbox-index'), lazy: screen(() => import('./OutboxPage')) }],
};
