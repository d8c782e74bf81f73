import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/** /location-pledges, /location-pledges/create, /location-pledges/update/{id}, /location-pledges/{id}: each checks its own permission. */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/location-pledges',
      handle: h('locationPledges:titles.list', 'locationorder-pledge'),
      children: [
        { index: true, lazy: screen(() => import('./LocationPledgesPage')) },
        { path: 'create', handle: h('locationPledges:titles.create', 'locationorder-pledge'), lazy: screen(() => import('./LocationPledgeFormPage')) },
        { path: 'update/:id', handle: h('locationPledges:titles.edit', 'locationorder-pledge'), lazy: screen(() => import('./LocationPledgeFormPage')) },
        { path: ':id', handle: h('locationPledges:titles.view', 'locationorder-pledge'), lazy: screen(() => import('./LocationPledgeViewPage')) },
      ],
    },
  ],
};
