import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/** /location-specialties, /location-specialties/create, /location-specialties/update/{id}, /location-specialties/{id}: each checks its own permission. */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/location-specialties',
      handle: h('locationSpecialists:titles.list', 'locationorder-specialists-index'),
      children: [
        { index: true, lazy: screen(() => import('./LocationSpecialistsPage')) },
        { path: 'create', handle: h('locationSpecialists:titles.create', 'locationorder-specialists-index'), lazy: screen(() => import('./LocationSpecialistFormPage')) },
        { path: 'update/:id', handle: h('locationSpecialists:titles.edit', 'locationorder-specialists-index'), lazy: screen(() => import('./LocationSpecialistFormPage')) },
        { path: ':id', handle: h('locationSpecialists:titles.view', 'locationorder-specialists-index'), lazy: screen(() => import('./LocationSpecialistViewPage')) },
      ],
    },
  ],
};
