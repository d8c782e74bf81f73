import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/** /camps, /camps/create, /camps/update/{id}, /camps/{id}: each checks its own permission. */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/camps',
      handle: h('camps:titles.list', 'delivery-camp-index'),
      children: [
        { index: true, lazy: screen(() => import('./CampsPage')) },
        { path: 'create', handle: h('camps:titles.create', 'camp-create'), lazy: screen(() => import('./CampFormPage')) },
        { path: 'update/:id', handle: h('camps:titles.edit', 'camp-update'), lazy: screen(() => import('./CampFormPage')) },
        { path: ':id', handle: h('camps:titles.view', 'delivery-camp-index'), lazy: screen(() => import('./CampViewPage')) },
      ],
    },
  ],
};
