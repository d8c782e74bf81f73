import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/** /assign, /assign/create, /assign/update/{id}, /assign/re-customization/{id}, /assign/{id}: each checks its own permission. */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/assign',
      handle: h('assign:titles.list', 'delivery-assign-index'),
      children: [
        { index: true, lazy: screen(() => import('./AssignPage')) },
        { path: 'create', handle: h('assign:titles.create', 'assign-create'), lazy: screen(() => import('./AssignmentFormPage')) },
        { path: 'update/:id', handle: h('assign:titles.edit', 'assign-update'), lazy: screen(() => import('./AssignmentFormPage')) },
        { path: 're-customization/:id', handle: h('assign:titles.reCustomize', 'assign-re-customization'), lazy: screen(() => import('./ReCustomizationPage')) },
        { path: ':id', handle: h('assign:titles.view', 'delivery-assign-index'), lazy: screen(() => import('./AssignmentViewPage')) },
      ],
    },
  ],
};
