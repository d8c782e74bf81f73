import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/** /tickets, /tickets/create, /tickets/details/{id} (spec 000 §2); each checks its own permission (§6 ticket-index, -create, -details). */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/tickets',
      handle: h('tickets:titles.list', 'ticket-index'),
      children: [
        { index: true, lazy: screen(() => import('./TicketsPage')) },
        { path: 'create', handle: h('tickets:titles.create', 'ticket-create'), lazy: screen(() => import('./TicketFormPage')) },
        { path: 'details/:id', handle: h('tickets:titles.view', 'ticket-details'), lazy: screen(() => import('./TicketDetailsPage')) },
      ],
    },
  ],
};
