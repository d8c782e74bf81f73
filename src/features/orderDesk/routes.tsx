import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/**
 * The order desk of spec 001 §2, for both order families, each screen behind its own permission:
 * cancel requests (/cancel-requests, /location-order-cancel-requests), achievement reports
 * (/reports, /reports/{id}, /location-order-reports and its /{id}: ours, the spec names the list
 * only) and the blacklist (/blacklist, one for both families). A screen knows its family by its path.
 */
export const routes: FeatureRoutes = {
  portal: [
    { path: '/cancel-requests', handle: h('orderDesk:titles.cancelRequests', 'order-cancel-request-index'), lazy: screen(() => import('./CancelRequestsPage')) },
    {
      path: '/location-order-cancel-requests',
      handle: h('orderDesk:titles.locationCancelRequests', 'locationorder-cancel-request-index'),
      lazy: screen(() => import('./CancelRequestsPage')),
    },
    { path: '/reports', handle: h('orderDesk:titles.reports', 'order-report-index'), lazy: screen(() => import('./ReportsPage')) },
    { path: '/reports/:id', handle: h('orderDesk:titles.report', 'order-report-index'), lazy: screen(() => import('./ReportPage')) },
    { path: '/location-order-reports', handle: h('orderDesk:titles.locationReports', 'locationorder-report-index'), lazy: screen(() => import('./ReportsPage')) },
    { path: '/location-order-reports/:id', handle: h('orderDesk:titles.locationReport', 'locationorder-report-index'), lazy: screen(() => import('./ReportPage')) },
    { path: '/blacklist', handle: h('orderDesk:titles.blacklist', 'order-blacklist-index'), lazy: screen(() => import('./BlacklistPage')) },
  ],
};
