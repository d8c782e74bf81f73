import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/** /sadad, /sadad/create, /sadad/details/{id} (spec 001 §2): each checks its own permission (§6). */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/sadad',
      handle: h('sadadOrders:titles.list', 'clearance-sadad-index'),
      children: [
        { index: true, lazy: screen(() => import('./SadadOrdersPage')) },
        { path: 'create', handle: h('sadadOrders:titles.create', 'sadad-create'), lazy: screen(() => import('./SadadOrderFormPage')) },
        { path: 'details/:id', handle: h('sadadOrders:titles.view', 'sadad-details'), lazy: screen(() => import('./SadadOrderViewPage')) },
      ],
    },
  ],
};
