/** The audit log's calls, on the typed query layer (src/shared/api/query.ts). */
import { keepPreviousData } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, failing } from '../../shared/api/query';

export type AuditEntry = components['schemas']['AuditLogEntry'];
export type AuditDetail = components['schemas']['AuditLogDetail'];
export type AuditFilters = components['schemas']['AuditLogFilters'];

export function useAuditLogs(filters: AuditFilters, page: number) {
  return failing($api.useQuery('post', '/general/audit-logs', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

/** One entry with its old and new values (secrets already redacted by the server). */
export function useAuditEntry(id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return failing($api.useQuery('get', '/general/audit-logs/{id}', { params: { path: { id: valid ? id : 0 } } }, { select: (r) => r.data, enabled: valid }));
}
