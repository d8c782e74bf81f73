import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/** /type and /type/update/{id} ("update only": no add, no view, no delete), each behind its own permission. */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/type',
      handle: h('types:titles.list', 'user-type-index'),
      children: [
        { index: true, lazy: screen(() => import('./TypesPage')) },
        { path: 'update/:id', handle: h('types:titles.edit', 'type-update'), lazy: screen(() => import('./TypeFormPage')) },
      ],
    },
  ],
};
