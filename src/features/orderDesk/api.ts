/**
 * The order desk's calls, for both order families, over the one typed query layer
 * (src/shared/api/query.ts).
 *
 * The location orders' calls are the orders' twins (openapi/areas/orders.yaml `x-twin`): the same
 * bodies and answers under /general/location-orders/. `twin(family, path)` names a call of the
 * chosen family by its order path (src/shared/orders/family.ts), so each call is written (and typed) once; the blacklist is one
 * for both families and served once, under /general/orders/.
 */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';
import type { ClientActor } from '../../shared/workflow/useLifecycle';
import { familyPrefix, twin, type Family } from '../../shared/orders/family';

/** Every cached answer of the family's calls: a decision changes the request or report, and may change its order. */
export const invalidateFamily = (client: QueryClient, family: Family) => invalidatePaths(client, familyPrefix(family));

export type CancelRequest = components['schemas']['CancelRequest'];
export type CancelRequestFilters = components['schemas']['CancelRequestFilters'];
export type CancelRequestType = CancelRequest['type'];
export type Report = components['schemas']['Report'];
export type ReportFilters = components['schemas']['ReportFilters'];
export type BlacklistEntry = components['schemas']['BlacklistEntry'];
export type BlacklistFilters = components['schemas']['BlacklistFilters'];
export type BlacklistInput = components['schemas']['BlacklistInput'];
export type Party = NonNullable<components['schemas']['OrderParty']>;

/** A record after a decision, with the server's words about it (shown as the toast). */
export type Decided<R> = R & { message?: string };

export type { Family };

/* ---------- cancel requests ---------- */

export function useCancelRequests(family: Family, filters: CancelRequestFilters, page: number) {
  return failing(
    $api.useQuery('post', twin(family, '/general/orders/canceled_requests/list'), { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }),
  );
}

export const decideCancelRequest = (family: Family, row: CancelRequest, status: 'approved' | 'rejected', rejection_reason?: string) =>
  call(
    contract.POST(twin(family, '/general/orders/canceled_requests/change_request_status'), {
      body: { id: row.id, status, ...(rejection_reason !== undefined ? { rejection_reason } : {}), version: row.version },
    }),
  );

const reasonOf = (event: Record<string, unknown>) => (typeof event.rejection_reason === 'string' ? event.rejection_reason : '');

/** The cancel-request machine's steps (its guards have run first), each through the family's change_request_status. */
const cancelActorsOf = (family: Family): Record<string, ClientActor<Decided<CancelRequest>>> => ({
  approve: async ({ record }) => {
    const answer = await decideCancelRequest(family, record, 'approved');
    return { ...record, ...answer.data, message: answer.message };
  },
  reject: async ({ record, event }) => {
    const answer = await decideCancelRequest(family, record, 'rejected', reasonOf(event));
    return { ...record, ...answer.data, message: answer.message };
  },
});
export const cancelRequestActors: Record<Family, Record<string, ClientActor<Decided<CancelRequest>>>> = { order: cancelActorsOf('order'), locationOrder: cancelActorsOf('locationOrder') };

/* ---------- achievement reports ---------- */

export function useReports(family: Family, filters: ReportFilters, page: number) {
  return failing(
    $api.useQuery('post', twin(family, '/general/orders/achive_reports/list'), { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }),
  );
}

export function useReport(family: Family, id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return failing($api.useQuery('post', twin(family, '/general/orders/achive_reports/details/{id}'), { params: { path: { id: valid ? id : 0 } } }, { select: (r) => r.data, enabled: valid }));
}

export const approveReport = (family: Family, row: Report) =>
  call(contract.POST(twin(family, '/general/orders/achive_reports/approve/{id}'), { params: { path: { id: row.id } }, body: { version: row.version } }));
export const disapproveReport = (family: Family, row: Report, rejection_reason: string) =>
  call(contract.POST(twin(family, '/general/orders/achive_reports/disapprove/{id}'), { params: { path: { id: row.id } }, body: { rejection_reason, version: row.version } }));

/** The achievement-report machine's steps the desk takes (SUPERSEDE is the consultant's, by filing a newer report). */
const reportActorsOf = (family: Family): Record<string, ClientActor<Decided<Report>>> => ({
  approve: async ({ record }) => {
    const answer = await approveReport(family, record);
    return { ...record, ...answer.data, message: answer.message };
  },
  disapprove: async ({ record, event }) => {
    const answer = await disapproveReport(family, record, reasonOf(event));
    return { ...record, ...answer.data, message: answer.message };
  },
});
export const reportActors: Record<Family, Record<string, ClientActor<Decided<Report>>>> = { order: reportActorsOf('order'), locationOrder: reportActorsOf('locationOrder') };

/* ---------- the blacklist (one for both families) ---------- */

export const invalidateBlacklist = (client: QueryClient) =>
  invalidatePaths(client, '/general/orders/blacklist/list', '/general/orders/updateContractorsList', '/general/location-orders/updateContractorsList', '/users');

export function useBlacklist(filters: BlacklistFilters, page: number) {
  return failing($api.useQuery('post', '/general/orders/blacklist/list', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export const blacklistCompany = (body: BlacklistInput) => call(contract.POST('/general/orders/blacklist/store', { body }));
export const unblacklistCompany = (id: number) => call(contract.DELETE('/general/orders/blacklist/destroy/{id}', { params: { path: { id } } }));

/** The kinds of company the blacklist takes (the server refuses any other). */
export const COMPANY_TYPES = ['contractor', 'consultant', 'design_office'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

/**
 * Where the company picker's options come from, by what the user holds:
 * - `orders` / `locationOrders`: the contract's picker (updateContractorsList: active companies of
 *   the type, never one already blacklisted), which needs the family's `*-update`;
 * - `users`: the desk's staff hold neither (kdana has order-blacklist-index, not order-update), so
 *   their picker asks the users list (user-index) for the active main accounts of the type.
 */
export type CandidateSource = 'orders' | 'locationOrders';

export function candidateSource(permissions: readonly string[]): CandidateSource | null {
  if (permissions.includes('order-update') || permissions.includes('order-blacklist-index')) return 'orders';
  if (permissions.includes('locationorder-update')) return 'locationOrders';
  return null;
}

export function useCandidates(source: CandidateSource | null, type: CompanyType, search: string) {
  const body = { type, ...(search ? { search } : {}) };
  const orders = $api.useQuery('post', '/general/orders/updateContractorsList', { body }, { select: (r) => r.data as Party[], enabled: source === 'orders' });
  const locations = $api.useQuery('post', '/general/location-orders/updateContractorsList', { body }, { select: (r) => r.data as Party[], enabled: source === 'locationOrders' });
  const query = source === 'orders' ? orders : locations;
  return { data: source ? query.data : [], isFetching: query.isFetching, error: query.error };
}

/** A company as people know it: its company name, else its account name. */
export const companyLabel = (p: Party) => p.company_name || p.name;
