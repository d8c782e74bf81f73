import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/** /location-services/inputs, /location-services/inputs/create, /location-services/inputs/update/{id}, /location-services/inputs/{id}: each checks its own permission. */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/location-services/inputs',
      handle: h('locationServiceInputs:titles.list', 'locationorder-service'),
      children: [
        { index: true, lazy: screen(() => import('./LocationServiceInputsPage')) },
        { path: 'create', handle: h('locationServiceInputs:titles.create', 'locationorder-service'), lazy: screen(() => import('./LocationInputServiceFormPage')) },
        { path: 'update/:id', handle: h('locationServiceInputs:titles.edit', 'locationorder-service'), lazy: screen(() => import('./LocationInputServiceFormPage')) },
        { path: ':id', handle: h('locationServiceInputs:titles.view', 'locationorder-service'), lazy: screen(() => import('./LocationInputServiceViewPage')) },
      ],
    },
  ],
};
