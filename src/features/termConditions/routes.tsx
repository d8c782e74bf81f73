import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/** /term-conditions (list) and /term-conditions/{id} (one type's text: edited by holders of terms-update, read by the others). */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/term-conditions',
      handle: h('termConditions:titles.list', 'terms-index'),
      children: [
        { index: true, lazy: screen(() => import('./TermConditionsPage')) },
        { path: ':id', handle: h('termConditions:titles.view', 'terms-index'), lazy: screen(() => import('./TermConditionPage')) },
      ],
    },
  ],
};
