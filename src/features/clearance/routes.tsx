import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/**
 * The spec's clearance routes (001 §2): /clearance (the companies' clearances: the desk sees all, a company its own),
 * /clearance/{company_id}/{voter_id} (one voter's decision) and /clearance-kidana (the caller's votes to cast). The
 * list and the decision are open to several permissions (re-assign-clearance, clearance-kidana-index, a company's
 * clearance-sadad-index): the route needs a session and the server answers 403/404 for what the caller may not see.
 */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/clearance',
      handle: h('clearance:titles.list'),
      children: [
        { index: true, lazy: screen(() => import('./ClearancePage')) },
        { path: ':company_id/:voter_id', handle: h('clearance:titles.vote'), lazy: screen(() => import('./ClearanceVotePage')) },
      ],
    },
    { path: '/clearance-kidana', handle: h('clearance:titles.kidana', 'clearance-kidana-index'), lazy: screen(() => import('./ClearanceKidanaPage')) },
  ],
};
