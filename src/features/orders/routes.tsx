import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/** /orders, /orders/create, /orders/update/{id}, /orders/{id}: each checks its own permission. */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/orders',
      handle: h('orders:titles.list', 'order-index'),
      children: [
        { index: true, lazy: screen(() => import('./OrdersPage')) },
        { path: 'create', handle: h('orders:titles.create', 'order-create'), lazy: screen(() => import('./OrderFormPage')) },
        { path: 'update/:id', handle: h('orders:titles.edit', 'order-update'), lazy: screen(() => import('./OrderFormPage')) },
        { path: ':id', handle: h('orders:titles.view', 'order-index'), lazy: screen(() => import('./OrderViewPage')) },
      ],
    },
  ],
};
