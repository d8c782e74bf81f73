import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/**
 * /logs: the audit log (issue 15 "Logs"; the spec gives no path). One screen: the list with its filters in the
 * address (`?entity=countries&entity_id=12` is one record's history), each entry opened in a dialog (`?entry={id}`).
 */
export const routes: FeatureRoutes = {
  portal: [{ path: '/logs', handle: h('auditLog:title', 'audit-log-index'), lazy: screen(() => import('./AuditLogPage')) }],
};
