import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/** /ticket-subject, /ticket-subject/create, /ticket-subject/edit/{id}, /ticket-subject/{id}: each checks its own permission. */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/ticket-subject',
      handle: h('ticketSubjects:titles.list', 'ticket-subject-index'),
      children: [
        { index: true, lazy: screen(() => import('./TicketSubjectsPage')) },
        { path: 'create', handle: h('ticketSubjects:titles.create', 'ticket-subject-create'), lazy: screen(() => import('./TicketSubjectFormPage')) },
        { path: 'edit/:id', handle: h('ticketSubjects:titles.edit', 'ticket-subject-update'), lazy: screen(() => import('./TicketSubjectFormPage')) },
        { path: ':id', handle: h('ticketSubjects:titles.view', 'ticket-subject-index'), lazy: screen(() => import('./TicketSubjectViewPage')) },
      ],
    },
  ],
};
