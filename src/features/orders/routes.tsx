import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/**
 * The order screens of spec 001 §2, each behind its own permission: the list (each party's inbox),
 * the form (create, update, re-customize a returned order), the details, tsleem's processing, the
 * electricity preparation, tracking, and the licence. The licence check by QR code (/orders/qr/{qr})
 * is public: it lives in the blank layout, outside the portal's shell and its sign-in guard.
 */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/orders',
      handle: h('orders:titles.list', 'order-index'),
      children: [
        { index: true, lazy: screen(() => import('./OrdersPage')) },
        { path: 'create', handle: h('orders:titles.create', 'order-create'), lazy: screen(() => import('./OrderFormPage')) },
        { path: 'update/:id', handle: h('orders:titles.edit', 'order-update'), lazy: screen(() => import('./OrderFormPage')) },
        { path: 're-customize/:id', handle: h('orders:titles.reCustomize', 'order-update'), lazy: screen(() => import('./OrderFormPage')) },
        { path: 'details/:id', handle: h('orders:titles.details', 'order-details'), lazy: screen(() => import('./OrderDetailsPage')) },
        { path: 'processing/:id', handle: h('orders:titles.processing', 'order-processing-tsleem'), lazy: screen(() => import('./OrderProcessingPage')) },
        { path: 'prepare/:id', handle: h('orders:titles.prepare', 'order-prepare'), lazy: screen(() => import('./OrderPreparePage')) },
        { path: 'elect-meter/:id', handle: h('orders:titles.electMeter', 'order-prepare'), lazy: screen(() => import('./OrderPreparePage')) },
        { path: 'tracking/:id', handle: h('orders:titles.tracking', 'order-tracking'), lazy: screen(() => import('./OrderTrackingPage')) },
        { path: 'license/:id', handle: h('orders:titles.licence', 'order-details'), lazy: screen(() => import('./OrderLicencePage')) },
        { path: 'license-ready/:id', handle: h('orders:titles.licenceReady', 'order-details'), lazy: screen(() => import('./OrderLicencePage')) },
      ],
    },
  ],
  blank: [{ path: '/orders/qr/:qr', lazy: screen(() => import('./LicenceCheckPage')) }],
};
