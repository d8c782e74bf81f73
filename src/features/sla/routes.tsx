import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/** /sla: the SLA clocks — the records past their status's target, and the targets (issue 16). */
export const routes: FeatureRoutes = {
  portal: [{ path: '/sla', handle: h('sla:title', 'workflow-index'), lazy: screen(() => import('./SlaPage')) }],
};
