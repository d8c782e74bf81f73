import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/**
 * The readiness licence screens of spec 001 §2, each behind its own permission: the list (a company
 * its own; staff all, with filters), the request (a delivered camp and the pledge), the pledge text
 * (with its settings for the administrator), the answers and kroky, the details with the machine's
 * actions, and the printable licence.
 */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/readiness-license',
      handle: h('readinessLicence:titles.list', 'readiness-license-index'),
      children: [
        { index: true, lazy: screen(() => import('./ReadinessListPage')) },
        { path: 'create', handle: h('readinessLicence:titles.create', 'readiness-license-create'), lazy: screen(() => import('./ReadinessCreatePage')) },
        { path: 'pladge', handle: h('readinessLicence:titles.pledge', 'readiness-license-pladge'), lazy: screen(() => import('./ReadinessPledgePage')) },
        { path: 'edit/:id', handle: h('readinessLicence:titles.edit', 'readiness-license-details'), lazy: screen(() => import('./ReadinessEditPage')) },
        { path: 'details/:id', handle: h('readinessLicence:titles.details', 'readiness-license-details'), lazy: screen(() => import('./ReadinessDetailsPage')) },
        { path: 'license-ready/:id', handle: h('readinessLicence:titles.licence', 'readiness-license-details'), lazy: screen(() => import('./ReadinessLicencePage')) },
      ],
    },
  ],
};
