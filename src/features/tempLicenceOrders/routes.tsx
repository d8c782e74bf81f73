import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/**
 * The temporary licence orders (spec 001 §2): /temp-licenses-order (list), /temp-licenses-order/view/{id},
 * /temp-licenses-order/ready/{id} (the approved licence's sheet), and ours: /temp-licenses-order/create and
 * /temp-licenses-order/update/{id} (the form page). Each checks its own permission.
 */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/temp-licenses-order',
      handle: h('tempLicenceOrders:titles.list', 'temp-licenses-order-index'),
      children: [
        { index: true, lazy: screen(() => import('./TempLicenceOrdersPage')) },
        { path: 'create', handle: h('tempLicenceOrders:titles.create', 'temp-licenses-order-create'), lazy: screen(() => import('./TempLicenceOrderFormPage')) },
        { path: 'update/:id', handle: h('tempLicenceOrders:titles.edit', 'temp-licenses-order-update'), lazy: screen(() => import('./TempLicenceOrderFormPage')) },
        { path: 'view/:id', handle: h('tempLicenceOrders:titles.view', 'temp-licenses-order-index'), lazy: screen(() => import('./TempLicenceOrderViewPage')) },
        { path: 'ready/:id', handle: h('tempLicenceOrders:titles.ready', 'temp-licenses-order-index'), lazy: screen(() => import('./TempLicenceReadyPage')) },
      ],
    },
  ],
};
