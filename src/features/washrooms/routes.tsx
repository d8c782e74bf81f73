import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/** /washrooms, /washrooms/create, /washrooms/update/{id}, /washrooms/{id}: each checks its own permission. */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/washrooms',
      handle: h('washrooms:titles.list', 'washroom-index'),
      children: [
        { index: true, lazy: screen(() => import('./WashroomsPage')) },
        { path: 'create', handle: h('washrooms:titles.create', 'washroom-create'), lazy: screen(() => import('./WashroomFormPage')) },
        { path: 'update/:id', handle: h('washrooms:titles.edit', 'washroom-update'), lazy: screen(() => import('./WashroomFormPage')) },
        { path: ':id', handle: h('washrooms:titles.view', 'washroom-index'), lazy: screen(() => import('./WashroomViewPage')) },
      ],
    },
  ],
};
