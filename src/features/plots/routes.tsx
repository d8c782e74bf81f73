import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/** /plots, /plots/create, /plots/update/{id}, /plots/{id}: each checks its own permission. */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/plots',
      handle: h('plots:titles.list', 'plot-index'),
      children: [
        { index: true, lazy: screen(() => import('./PlotsPage')) },
        { path: 'create', handle: h('plots:titles.create', 'plot-create'), lazy: screen(() => import('./PlotFormPage')) },
        { path: 'update/:id', handle: h('plots:titles.edit', 'plot-update'), lazy: screen(() => import('./PlotFormPage')) },
        { path: ':id', handle: h('plots:titles.view', 'plot-index'), lazy: screen(() => import('./PlotViewPage')) },
      ],
    },
  ],
};
