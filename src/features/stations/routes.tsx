import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/** /stations, /stations/create, /stations/update/{id}, /stations/{id}: each checks its own permission. */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/stations',
      handle: h('stations:titles.list', 'delivery-station-index'),
      children: [
        { index: true, lazy: screen(() => import('./StationsPage')) },
        { path: 'create', handle: h('stations:titles.create', 'station-create'), lazy: screen(() => import('./StationFormPage')) },
        { path: 'update/:id', handle: h('stations:titles.edit', 'station-update'), lazy: screen(() => import('./StationFormPage')) },
        { path: ':id', handle: h('stations:titles.view', 'delivery-station-index'), lazy: screen(() => import('./StationViewPage')) },
      ],
    },
  ],
};
