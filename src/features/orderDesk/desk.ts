/**
 * The two order families the desk serves, and what differs between them: the screens' paths and
 * titles, the permissions (spec 001 §6: order-* and the locationorder-* equivalents), and where an
 * order's own screen is. A screen knows its family by its address (/cancel-requests or
 * /location-order-cancel-requests, /reports or /location-order-reports).
 */
import { useLocation } from 'react-router';
import type { Permission } from '../../../shared/permission-names';
import { FAMILY_SCREENS, familyOfPath, type Family } from '../../shared/orders/family';

export interface Desk {
  family: Family;
  cancelRequestsPath: string;
  reportsPath: string;
  /** keys of the `orderDesk` texts */
  titles: { cancelRequests: string; reports: string; report: string };
  permissions: { cancelRequests: Permission; reports: Permission };
  /** the order's own screen */
  orderPath: (orderId: number) => string;
}

export const desks: Record<Family, Desk> = {
  order: {
    family: 'order',
    cancelRequestsPath: '/cancel-requests',
    reportsPath: '/reports',
    titles: { cancelRequests: 'titles.cancelRequests', reports: 'titles.reports', report: 'titles.report' },
    permissions: { cancelRequests: 'order-cancel-request-index', reports: 'order-report-index' },
    orderPath: (id) => FAMILY_SCREENS.order.screen('details', id),
  },
  locationOrder: {
    family: 'locationOrder',
    cancelRequestsPath: '/location-order-cancel-requests',
    reportsPath: '/location-order-reports',
    titles: { cancelRequests: 'titles.locationCancelRequests', reports: 'titles.locationReports', report: 'titles.locationReport' },
    permissions: { cancelRequests: 'locationorder-cancel-request-index', reports: 'locationorder-report-index' },
    orderPath: (id) => FAMILY_SCREENS.locationOrder.screen('details', id),
  },
};

export const deskOfPath = (pathname: string): Desk => desks[familyOfPath(pathname)];

/** The desk of the screen's address. */
export function useDesk(): Desk {
  return deskOfPath(useLocation().pathname);
}
