import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/** /pledges, /pledges/create, /pledges/update/{id}, /pledges/{id}: each checks its own permission. */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/pledges',
      handle: h('pledges:titles.list', 'order-pledge'),
      children: [
        { index: true, lazy: screen(() => import('./PledgesPage')) },
        { path: 'create', handle: h('pledges:titles.create', 'order-pledge'), lazy: screen(() => import('./PledgeFormPage')) },
        { path: 'update/:id', handle: h('pledges:titles.edit', 'order-pledge'), lazy: screen(() => import('./PledgeFormPage')) },
        { path: ':id', handle: h('pledges:titles.view', 'order-pledge'), lazy: screen(() => import('./PledgeViewPage')) },
      ],
    },
  ],
};
