import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';
import type { RouteObject } from 'react-router';
import { STEP_PERMISSIONS } from './permissions';

const list = screen(() => import('./ReassignOrdersPage'));
const order = screen(() => import('./ReassignOrderPage'));
const signature = screen(() => import('./AboutSignaturePage'));

/**
 * One order screen at every step's address; the payment-attachment pages need no permission (spec 001 §6
 * "Payment-attachment pages … have no permission requirement": the company pays its own order).
 */
function orderRoutes(type: 'reassign' | 'lock', base: string): RouteObject[] {
  const p = STEP_PERMISSIONS[type];
  const title = `reassignOrders:titles.step_${type}`;
  return [
    { path: `${base}/:id/form/:form`, handle: h(title, p.form), lazy: order },
    { path: `${base}/:id/form/:form/approve-camps`, handle: h(title, p.camps), lazy: order },
    { path: `${base}/:id/form/:form/view`, handle: h(title, p.index), lazy: order },
    { path: `${base}/:id/payment-attachment`, handle: h(title), lazy: order },
    { path: `${base}/:id/payment-attachment/view`, handle: h(title, p.index), lazy: order },
    { path: `${base}/:id/re-delivery/signature`, handle: h(title, p.signature), lazy: order },
    { path: `${base}/:id/re-delivery/file`, handle: h(title, p.file), lazy: order },
  ];
}

/** /re-assign-orders and /lock-orders with their steps, and the bulk signatures (spec 001 §2): each checks its own permission. */
export const routes: FeatureRoutes = {
  portal: [
    { path: '/re-assign-orders', handle: h('reassignOrders:titles.list_reassign', 'order-re-assign-index'), lazy: list },
    ...orderRoutes('reassign', '/re-assign-orders'),
    { path: '/about-signature', handle: h('reassignOrders:titles.signature_reassign', 'order-re-assign-signature'), lazy: signature },
    { path: '/lock-orders', handle: h('reassignOrders:titles.list_lock', 'lock-index'), lazy: list },
    ...orderRoutes('lock', '/lock-orders'),
    { path: '/lock-orders/:id/details', handle: h('reassignOrders:titles.step_lock', 'lock-details'), lazy: order },
    { path: '/lock/about-signature', handle: h('reassignOrders:titles.signature_lock', 'lock-signature'), lazy: signature },
  ],
};
