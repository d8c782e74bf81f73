/** SLA clocks: targets, overdue records and "check now", over the one typed query layer. */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';

export type SlaOverdue = components['schemas']['SlaOverdue'];
export type SlaOverdueFilters = components['schemas']['SlaOverdueFilters'];
export type SlaTargetInput = components['schemas']['SlaTargetInput'];

export const invalidateSla = (client: QueryClient) => invalidatePaths(client, '/sla/');

export function useSlaTargets() {
  return failing($api.useQuery('get', '/sla/targets', {}, { select: (r) => r.data }));
}

export function useSlaOverdue(filters: SlaOverdueFilters, page: number) {
  return failing($api.useQuery('post', '/sla/overdue', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export const storeSlaTarget = (body: SlaTargetInput) => call(contract.POST('/sla/targets/store', { body }));
export const runSlaSweep = () => call(contract.POST('/sla/sweep', {}));

/** The companies to filter by: the dashboards' choices (GET /dashboards/filters, open to workflow-index too). */
export function useDashboardCompanies() {
  return failing($api.useQuery('get', '/dashboards/filters', {}, { select: (r) => r.data.companies, staleTime: 60_000 }));
}
