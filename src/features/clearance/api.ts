/** Clearance: the area's calls and queries over the one typed query layer (src/shared/api/query.ts). */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';
import type { ClientActor } from '../../shared/workflow/useLifecycle';

export type Clearance = components['schemas']['Clearance'];
export type ClearanceVote = components['schemas']['ClearanceVote'];
export type ClearanceFilters = components['schemas']['ClearanceFilters'];
export type ClearanceHistoryEntry = components['schemas']['ClearanceHistoryEntry'];
export type ClearanceInitiateInput = components['schemas']['ClearanceInitiateInput'];
export type CompanyClearanceStatus = Clearance['clearance_status'];

/** Every cached answer of the area's paths (the lists, each decision) and the vote's workflow events. */
export const invalidateClearance = (client: QueryClient) => invalidatePaths(client, '/general/clearance', '/general/clearance/', '/workflows/{workflow}/records/{id}/events');

export function useClearances(filters: ClearanceFilters, page: number) {
  return failing($api.useQuery('post', '/general/clearance', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export function useClearanceVote(companyId: number | null, voterId: number | null) {
  const valid = companyId !== null && voterId !== null && companyId > 0 && voterId > 0;
  return failing(
    $api.useQuery(
      'get',
      '/general/clearance/{company_id}/{voter_id}',
      { params: { path: { company_id: valid ? companyId : 0, voter_id: valid ? voterId : 0 } } },
      { select: (r) => r.data, enabled: valid },
    ),
  );
}

/** The server's word on which events the vote takes now (GET /workflows/clearance/records/{id}/events). */
export function useVoteEvents(voteId: number | null) {
  return failing(
    $api.useQuery('get', '/workflows/{workflow}/records/{id}/events', { params: { path: { workflow: 'clearance', id: voteId ?? 0 } } }, { select: (r) => r.data, enabled: voteId !== null }),
  );
}

/** The active users of an account type (GET general/reassign_form/get-user-of-type/{type_id}): the pickers' options. */
export function useUsersOfType(typeId: number | null) {
  return failing($api.useQuery('get', '/general/reassign_form/get-user-of-type/{type_id}', { params: { path: { type_id: typeId ?? 0 } } }, { select: (r) => r.data, enabled: typeId !== null }));
}

export const initiateClearance = (body: ClearanceInitiateInput) => call(contract.POST('/general/clearance/initiate', { body }));

/** The clearance machine's one client actor: VOTE is the spec's store call, sent with the version it was read at. */
export const clearanceActors: Record<string, ClientActor<ClearanceVote>> = {
  vote: async ({ record, event }) => {
    const { vote, reason } = event as { vote?: string; reason?: string };
    const body = { company_id: record.company_id, vote: vote ?? '', version: record.version, ...(vote === 'reject' && reason ? { reason } : {}) };
    const answer = await call(contract.POST('/general/clearance/store', { body }));
    return answer.data.my_vote ?? record;
  },
};
