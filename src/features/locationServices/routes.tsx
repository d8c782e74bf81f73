import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/** /location-services, /location-services/create, /location-services/update/{id}, /location-services/{id}: each checks its own permission. */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/location-services',
      handle: h('locationServices:titles.list', 'locationorder-service'),
      children: [
        { index: true, lazy: screen(() => import('./LocationServicesPage')) },
        { path: 'create', handle: h('locationServices:titles.create', 'locationorder-service'), lazy: screen(() => import('./LocationServiceFormPage')) },
        { path: 'update/:id', handle: h('locationServices:titles.edit', 'locationorder-service'), lazy: screen(() => import('./LocationServiceFormPage')) },
        { path: ':id', handle: h('locationServices:titles.view', 'locationorder-service'), lazy: screen(() => import('./LocationServiceViewPage')) },
      ],
    },
  ],
};
