import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/**
 * /regulatory-violation-order (the list), /{id} (one violation) and /ready/{id} (its printable notice) — the spec's
 * (001 §2) — and ours for the desk's form: /create, /update/{id}. The list is violationorder-index, a violation and its
 * notice violationorder-view; writing is the desk's (the server says 403 to anyone else).
 */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/regulatory-violation-order',
      handle: h('regulatoryViolationOrders:titles.list', 'violationorder-index'),
      children: [
        { index: true, lazy: screen(() => import('./RegulatoryViolationOrdersPage')) },
        { path: 'create', handle: h('regulatoryViolationOrders:titles.create', 'violationorder-index'), lazy: screen(() => import('./RegulatoryViolationOrderFormPage')) },
        { path: 'update/:id', handle: h('regulatoryViolationOrders:titles.edit', 'violationorder-index'), lazy: screen(() => import('./RegulatoryViolationOrderFormPage')) },
        { path: 'ready/:id', handle: h('regulatoryViolationOrders:titles.ready', 'violationorder-view'), lazy: screen(() => import('./RegulatoryViolationReadyPage')) },
        { path: ':id', handle: h('regulatoryViolationOrders:titles.view', 'violationorder-view'), lazy: screen(() => import('./RegulatoryViolationOrderViewPage')) },
      ],
    },
  ],
};
