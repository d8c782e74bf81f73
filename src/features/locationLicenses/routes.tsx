import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/** /location-licenses, /location-licenses/create, /location-licenses/update/{id}, /location-licenses/{id}: each checks its own permission. */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/location-licenses',
      handle: h('locationLicenses:titles.list', 'locationorder-license'),
      children: [
        { index: true, lazy: screen(() => import('./LocationLicensesPage')) },
        { path: 'create', handle: h('locationLicenses:titles.create', 'locationorder-tmp-license'), lazy: screen(() => import('./LocationLicenseFormPage')) },
        { path: 'update/:id', handle: h('locationLicenses:titles.edit', 'locationorder-tmp-license'), lazy: screen(() => import('./LocationLicenseFormPage')) },
        { path: ':id', handle: h('locationLicenses:titles.view', 'locationorder-license'), lazy: screen(() => import('./LocationLicenseViewPage')) },
      ],
    },
  ],
};
