import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';
import { loadNamespaces } from '../../shared/i18n';

// the dashboard shows the news bar, the latest news and the user's queue (src/features/newsBar, news, dashboards): their texts load with it
export const routes: FeatureRoutes = {
  portal: [{ path: '/dashboard', handle: h('titles.dashboard'), lazy: screen(() => Promise.all([import('./DashboardPage'), loadNamespaces('news', 'newsBar', 'dashboards')]).then(([m]) => m)) }],
};
