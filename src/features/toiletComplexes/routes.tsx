import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/** /toilet-complexes, /toilet-complexes/create, /toilet-complexes/update/{id}, /toilet-complexes/{id}: each checks its own permission. */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/toilet-complexes',
      handle: h('toiletComplexes:titles.list', 'toilet-complex-index'),
      children: [
        { index: true, lazy: screen(() => import('./ToiletComplexesPage')) },
        { path: 'create', handle: h('toiletComplexes:titles.create', 'toilet-complex-create'), lazy: screen(() => import('./ToiletComplexFormPage')) },
        { path: 'update/:id', handle: h('toiletComplexes:titles.edit', 'toilet-complex-update'), lazy: screen(() => import('./ToiletComplexFormPage')) },
        { path: ':id', handle: h('toiletComplexes:titles.view', 'toilet-complex-index'), lazy: screen(() => import('./ToiletComplexViewPage')) },
      ],
    },
  ],
};
