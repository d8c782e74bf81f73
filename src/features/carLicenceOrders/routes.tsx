import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/** The spec's car licence routes (000 §2): /request-licenses, /new, /view/{id}, /update/{id}; each checks its own permission. */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/request-licenses',
      handle: h('carLicenceOrders:titles.list', 'carLicense-index'),
      children: [
        { index: true, lazy: screen(() => import('./CarLicenceOrdersPage')) },
        { path: 'new', handle: h('carLicenceOrders:titles.create', 'carLicense-request'), lazy: screen(() => import('./CarLicenceOrderFormPage')) },
        { path: 'update/:id', handle: h('carLicenceOrders:titles.edit', 'carLicense-update'), lazy: screen(() => import('./CarLicenceOrderFormPage')) },
        { path: 'view/:id', handle: h('carLicenceOrders:titles.view', 'carLicense-view'), lazy: screen(() => import('./CarLicenceOrderViewPage')) },
      ],
    },
  ],
};
