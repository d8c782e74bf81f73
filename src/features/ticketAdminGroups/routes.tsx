import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/** /ticket-admin-groups, /ticket-admin-groups/create, /ticket-admin-groups/update/{id}, /ticket-admin-groups/{id}: each checks its own permission. */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/ticket-admin-groups',
      handle: h('ticketAdminGroups:titles.list', 'ticket-subject-index'),
      children: [
        { index: true, lazy: screen(() => import('./TicketAdminGroupsPage')) },
        { path: 'create', handle: h('ticketAdminGroups:titles.create', 'ticket-subject-create'), lazy: screen(() => import('./TicketAdminGroupFormPage')) },
        { path: 'update/:id', handle: h('ticketAdminGroups:titles.edit', 'ticket-subject-update'), lazy: screen(() => import('./TicketAdminGroupFormPage')) },
        { path: ':id', handle: h('ticketAdminGroups:titles.view', 'ticket-subject-index'), lazy: screen(() => import('./TicketAdminGroupViewPage')) },
      ],
    },
  ],
};
