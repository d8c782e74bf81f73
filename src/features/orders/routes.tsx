import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';
import { FAMILY_SCREENS, type Family } from '../../shared/orders/family';
import type { RouteObject } from 'react-router';

/**
 * The order screens of spec 001 §2, each behind its own permission, for both families: the list
 * (each party's inbox), the consulting stage (/orders/consulting: the orders waiting for their
 * contractor and consultant), the form (create, update, re-customize a returned order), the
 * details, tsleem's processing, tracking, and the licence; the orders add the electricity
 * preparation (prepare, elect-meter). The location orders are the same screens under
 * /location-orders with the locationorder-* permissions (the spec names their list, consulting,
 * licence and QR pages; the others follow the orders' paths). The public licence check by QR code
 * (/orders/qr/{qr}, /location-orders/qr/{qr}) is the licenceCheck area's, with every licence kind's.
 */
function familyRoutes(family: Family): RouteObject {
  const F = FAMILY_SCREENS[family];
  const title = (key: string) => `orders:${F.titles}.${key}`;
  const electricity: RouteObject[] =
    family === 'order'
      ? [
          { path: 'prepare/:id', handle: h(title('prepare'), F.can('order-prepare')), lazy: screen(() => import('./OrderPreparePage')) },
          { path: 'elect-meter/:id', handle: h(title('electMeter'), F.can('order-prepare')), lazy: screen(() => import('./OrderPreparePage')) },
        ]
      : [];
  return {
    path: F.base,
    handle: h(title('list'), F.can('order-index')),
    children: [
      { index: true, lazy: screen(() => import('./OrdersPage')) },
      { path: 'consulting', handle: h(title('consulting'), F.can('order-consulting-index')), lazy: screen(() => import('./OrdersPage')) },
      { path: 'create', handle: h(title('create'), F.can('order-create')), lazy: screen(() => import('./OrderFormPage')) },
      { path: 'update/:id', handle: h(title('edit'), F.can('order-update')), lazy: screen(() => import('./OrderFormPage')) },
      { path: 're-customize/:id', handle: h(title('reCustomize'), F.can('order-update')), lazy: screen(() => import('./OrderFormPage')) },
      { path: 'details/:id', handle: h(title('details'), F.can('order-details')), lazy: screen(() => import('./OrderDetailsPage')) },
      { path: 'processing/:id', handle: h(title('processing'), F.can('order-processing-tsleem')), lazy: screen(() => import('./OrderProcessingPage')) },
      ...electricity,
      { path: 'tracking/:id', handle: h(title('tracking'), F.can('order-tracking')), lazy: screen(() => import('./OrderTrackingPage')) },
      { path: 'license/:id', handle: h(title('licence'), F.can('order-details')), lazy: screen(() => import('./OrderLicencePage')) },
      { path: 'license-ready/:id', handle: h(title('licenceReady'), F.can('order-details')), lazy: screen(() => import('./OrderLicencePage')) },
    ],
  };
}

export const routes: FeatureRoutes = {
  portal: [familyRoutes('order'), familyRoutes('locationOrder')],
};
