/** The alliances area's calls and queries (spec 000 §7 for the changes), on the typed query layer (src/shared/api/query.ts). */
import { keepPreviousData, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';

export type Alliance = components['schemas']['Alliance'];
export type AllianceCompany = components['schemas']['AllianceCompany'];
export type AllianceCandidate = components['schemas']['AllianceCandidate'];
export type AllianceFilters = components['schemas']['AllianceFilters'];

/** Every cached answer of the alliances area's paths (the list and the companies to choose from). */
export const alliancePaths = ['/general/alliance', '/general/alliance/', '/general/alliance_members/'] as const;
export const invalidateAlliances = (client: QueryClient) => invalidatePaths(client, ...alliancePaths);

export function useAllianceList(filters: AllianceFilters, page: number) {
  return failing($api.useQuery('post', '/general/alliance', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

/** Companies matching a search; with `available`, only those in no alliance. */
export async function searchCompanies(search: string, available = true): Promise<AllianceCandidate[]> {
  const query = { limit: 20, ...(available ? { available: 1 as const } : {}), ...(search.trim() ? { search: search.trim() } : {}) };
  return (await call(contract.GET('/general/alliance/companies', { params: { query } }))).data;
}

export const createAlliance = (body: { name: string; leader_id: number; members: number[] }) => call(contract.POST('/general/alliance/store_with_members', { body }));
export const renameAlliance = (id: number, name: string) => call(contract.POST('/general/alliance/update', { body: { id, name } }));
export const changeLeader = (id: number, leaderId: number) => call(contract.POST('/general/alliance/change_Leader', { body: { id, leader_id: leaderId } }));
export const addMember = (allianceId: number, memberId: number) => call(contract.POST('/general/alliance_members/store', { body: { alliance_id: allianceId, member_id: memberId } }));
export const removeMember = (allianceId: number, memberId: number) => call(contract.POST('/general/alliance_members/remove_member', { body: { alliance_id: allianceId, member_id: memberId } }));
export const deleteAlliance = (id: number) => call(contract.POST('/general/alliance/delete/{id}', { params: { path: { id } } }));

/** A change to alliances run as a mutation: the alliances' answers are refetched after it succeeds. */
function useAllianceMutation<V, R>(mutationFn: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateAlliances(client) });
}
export const useCreateAlliance = () => useAllianceMutation(createAlliance);
export const useRenameAlliance = () => useAllianceMutation(({ id, name }: { id: number; name: string }) => renameAlliance(id, name));
export const useChangeLeader = () => useAllianceMutation(({ id, leaderId }: { id: number; leaderId: number }) => changeLeader(id, leaderId));
export const useAddMember = () => useAllianceMutation(({ allianceId, memberId }: { allianceId: number; memberId: number }) => addMember(allianceId, memberId));

/** How a company is named on screen: its company name, else its account name. */
export const companyName = (c: { name: string; company_name: string | null }) => c.company_name || c.name;
