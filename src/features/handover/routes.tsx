import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/** The handover's screens (spec 000 §2 appointment forms, /appointment/bulk-signature): each checks its own permission. */
export const routes: FeatureRoutes = {
  portal: [
    { path: '/appointments/:id/form', handle: h('handover:titles.forms', 'appointment-form-view'), lazy: screen(() => import('./FormsPage')) },
    { path: '/appointments/:id/form/:form', handle: h('handover:titles.answer', 'appointment-form-answer'), lazy: screen(() => import('./AnswerPage')) },
    { path: '/appointments/:id/form/:form/edit', handle: h('handover:titles.edit', 'appointment-form-answer-edit'), lazy: screen(() => import('./AnswerPage')) },
    { path: '/appointments/:id/form/:form/signature', handle: h('handover:titles.signature', 'delivery-sign'), lazy: screen(() => import('./SignaturePage')) },
    { path: '/appointments/:id/signature', handle: h('handover:titles.signature', 'delivery-sign'), lazy: screen(() => import('./SignaturePage')) },
    { path: '/appointments/:id/form/:form/view', handle: h('handover:titles.view', 'delivery-view'), lazy: screen(() => import('./ViewPage')) },
    { path: '/appointment/bulk-signature', handle: h('handover:titles.bulk', 'lock-order-bulk-signature'), lazy: screen(() => import('./BulkSignaturePage')) },
  ],
};
