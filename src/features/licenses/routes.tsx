import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/** /licenses, /licenses/create, /licenses/update/{id}, /licenses/{id}: each checks its own permission. */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/licenses',
      handle: h('licenses:titles.list', 'order-license'),
      children: [
        { index: true, lazy: screen(() => import('./LicensesPage')) },
        { path: 'create', handle: h('licenses:titles.create', 'order-tmp-license'), lazy: screen(() => import('./LicenseFormPage')) },
        { path: 'update/:id', handle: h('licenses:titles.edit', 'order-tmp-license'), lazy: screen(() => import('./LicenseFormPage')) },
        { path: ':id', handle: h('licenses:titles.view', 'order-license'), lazy: screen(() => import('./LicenseViewPage')) },
      ],
    },
  ],
};
