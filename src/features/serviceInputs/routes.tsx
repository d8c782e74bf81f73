import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/** /services/inputs, /services/inputs/create, /services/inputs/update/{id}, /services/inputs/{id}: each checks its own permission. */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/services/inputs',
      handle: h('serviceInputs:titles.list', 'order-service'),
      children: [
        { index: true, lazy: screen(() => import('./ServiceInputsPage')) },
        { path: 'create', handle: h('serviceInputs:titles.create', 'order-service'), lazy: screen(() => import('./InputServiceFormPage')) },
        { path: 'update/:id', handle: h('serviceInputs:titles.edit', 'order-service'), lazy: screen(() => import('./InputServiceFormPage')) },
        { path: ':id', handle: h('serviceInputs:titles.view', 'order-service'), lazy: screen(() => import('./InputServiceViewPage')) },
      ],
    },
  ],
};
