import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/** /squares, /squares/create, /squares/update/{id} (spec 000 §2): each checks its own permission. */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/squares',
      handle: h('squares:titles.list', 'delivery-square-index'),
      children: [
        { index: true, lazy: screen(() => import('./SquaresPage')) },
        { path: 'create', handle: h('squares:titles.create', 'square-create'), lazy: screen(() => import('./SquareFormPage')) },
        { path: 'update/:id', handle: h('squares:titles.edit', 'square-update'), lazy: screen(() => import('./SquareFormPage')) },
      ],
    },
  ],
};
