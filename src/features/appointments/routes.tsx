import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/** /appointments, /create-appointments and /absence-history (spec 000 §2): each checks its own permission. */
export const routes: FeatureRoutes = {
  portal: [
    { path: '/appointments', handle: h('appointments:titles.list', 'delivery-appointment-index'), lazy: screen(() => import('./AppointmentsPage')) },
    { path: '/create-appointments', handle: h('appointments:titles.create', 'delivery-appointment-creat-index'), lazy: screen(() => import('./CreateAppointmentsPage')) },
    { path: '/absence-history', handle: h('appointments:titles.absence', 'absence-history'), lazy: screen(() => import('./AbsenceHistoryPage')) },
  ],
};
