import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/**
 * /vehicle-entry-permit-orders, /create, /details/{id}, /file/{id} (spec 001 §2) and /update/{id} (ours: the company's
 * edit while the order is pending); each checks its own permission (§6 vehicle-entry-index, -create, -details).
 */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/vehicle-entry-permit-orders',
      handle: h('vehicleEntryPermitOrders:titles.list', 'vehicle-entry-index'),
      children: [
        { index: true, lazy: screen(() => import('./VehicleEntryPermitOrdersPage')) },
        { path: 'create', handle: h('vehicleEntryPermitOrders:titles.create', 'vehicle-entry-create'), lazy: screen(() => import('./VehicleEntryPermitOrderFormPage')) },
        { path: 'update/:id', handle: h('vehicleEntryPermitOrders:titles.edit', 'vehicle-entry-create'), lazy: screen(() => import('./VehicleEntryPermitOrderFormPage')) },
        { path: 'details/:id', handle: h('vehicleEntryPermitOrders:titles.view', 'vehicle-entry-details'), lazy: screen(() => import('./VehicleEntryPermitOrderViewPage')) },
        { path: 'file/:id', handle: h('vehicleEntryPermitOrders:titles.file', 'vehicle-entry-index'), lazy: screen(() => import('./VehicleEntryPermitFilePage')) },
      ],
    },
  ],
};
