import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/** /services, /services/create, /services/update/{id}, /services/{id}: each checks its own permission. */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/services',
      handle: h('services:titles.list', 'order-service'),
      children: [
        { index: true, lazy: screen(() => import('./ServicesPage')) },
        { path: 'create', handle: h('services:titles.create', 'order-service'), lazy: screen(() => import('./ServiceFormPage')) },
        { path: 'update/:id', handle: h('services:titles.edit', 'order-service'), lazy: screen(() => import('./ServiceFormPage')) },
        { path: ':id', handle: h('services:titles.view', 'order-service'), lazy: screen(() => import('./ServiceViewPage')) },
      ],
    },
  ],
};
