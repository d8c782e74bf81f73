/** The alliances area's calls and queries (spec 000 §7 for the changes). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { api, asForm, unwrap } from '../../shared/api/client';

export type Alliance = components['schemas']['Alliance'];
export type AllianceCompany = components['schemas']['AllianceCompany'];
export type AllianceCandidate = components['schemas']['AllianceCandidate'];
export type AllianceFilters = components['schemas']['AllianceFilters'];

export const allianceKeys = {
  all: ['alliances'] as const,
  list: (filters: AllianceFilters, page: number) => ['alliances', 'list', filters, page] as const,
};

export function useAllianceList(filters: AllianceFilters, page: number) {
  return useQuery({
    queryKey: allianceKeys.list(filters, page),
    queryFn: async () => (await unwrap(api.POST('/general/alliance', { params: { query: { page } }, body: filters, ...asForm }))).data,
    placeholderData: keepPreviousData,
  });
}

/** Companies matching a search; with `available`, only those in no alliance. */
export async function searchCompanies(search: string, available = true): Promise<AllianceCandidate[]> {
  const query = { limit: 20, ...(available ? { available: 1 as const } : {}), ...(search.trim() ? { search: search.trim() } : {}) };
  return (await unwrap(api.GET('/general/alliance/companies', { params: { query } }))).data;
}

export const createAlliance = (body: { name: string; leader_id: number; members: number[] }) => unwrap(api.POST('/general/alliance/store_with_members', { body, ...asForm }));
export const renameAlliance = (id: number, name: string) => unwrap(api.POST('/general/alliance/update', { body: { id, name }, ...asForm }));
export const changeLeader = (id: number, leaderId: number) => unwrap(api.POST('/general/alliance/change_Leader', { body: { id, leader_id: leaderId }, ...asForm }));
export const addMember = (allianceId: number, memberId: number) => unwrap(api.POST('/general/alliance_members/store', { body: { alliance_id: allianceId, member_id: memberId }, ...asForm }));
export const removeMember = (allianceId: number, memberId: number) => unwrap(api.POST('/general/alliance_members/remove_member', { body: { alliance_id: allianceId, member_id: memberId }, ...asForm }));
export const deleteAlliance = (id: number) => unwrap(api.POST('/general/alliance/delete/{id}', { params: { path: { id } } }));

/** How a company is named on screen: its company name, else its account name. */
export const companyName = (c: { name: string; company_name: string | null }) => c.company_name || c.name;
