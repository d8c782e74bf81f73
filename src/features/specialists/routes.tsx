import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/** /specialists, /specialists/create, /specialists/update/{id}, /specialists/{id}: each checks its own permission. */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/specialists',
      handle: h('specialists:titles.list', 'order-specialists-index'),
      children: [
        { index: true, lazy: screen(() => import('./SpecialistsPage')) },
        { path: 'create', handle: h('specialists:titles.create', 'specialist-create'), lazy: screen(() => import('./SpecialistFormPage')) },
        { path: 'update/:id', handle: h('specialists:titles.edit', 'specialist-update'), lazy: screen(() => import('./SpecialistFormPage')) },
        { path: ':id', handle: h('specialists:titles.view', 'order-specialists-index'), lazy: screen(() => import('./SpecialistViewPage')) },
      ],
    },
  ],
};
