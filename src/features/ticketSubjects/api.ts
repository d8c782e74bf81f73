/** Ticket subjects: the area's calls and queries over the one typed query layer (src/shared/api/query.ts). */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';
import { paging } from '../../../shared/limits';
import type { RefOption } from '../../shared/lib/refs';

export type TicketSubject = components['schemas']['TicketSubject'];
export type TicketSubjectFilters = components['schemas']['TicketSubjectFilters'];
export type TicketSubjectInput = components['schemas']['TicketSubjectInput'];

/** Every cached answer of the area's paths (the list and each record). */
export const invalidateTicketSubjects = (client: QueryClient) => invalidatePaths(client, '/general/ticket-subjects', '/general/ticket-subjects/');

export function useTicketSubjects(filters: TicketSubjectFilters, page: number) {
  return failing($api.useQuery('post', '/general/ticket-subjects', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export function useTicketSubject(id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return failing($api.useQuery('get', '/general/ticket-subjects/edit/{id}', { params: { path: { id: valid ? id : 0 } } }, { select: (r) => r.data, enabled: valid }));
}

// Form data where the operation takes it (files always travel so), as the spec sends it.
export const createTicketSubject = (body: TicketSubjectInput) => call(contract.POST('/general/ticket-subjects/store', { body }));
export const updateTicketSubject = (id: number, body: TicketSubjectInput) => call(contract.POST('/general/ticket-subjects/update/{id}', { params: { path: { id } }, body }));
export const deleteTicketSubject = (id: number) => call(contract.POST('/general/ticket-subjects/delete/{id}', { params: { path: { id } } }));

/** TicketAdminGroups to choose from (a reference field): the first page by name, narrowed on the server by what the user types. Needs ticket-subject-index. */
export function useTicketAdminGroupsOptions(search: string) {
  return $api.useQuery(
    'post',
    '/general/ticket-admin-groups',
    { params: { query: { page: 1 } }, body: { paginate: paging.maxPerPage, sort: 'name', direction: 'asc', ...(search ? { search } : {}) } },
    { select: (res) => res.data.data.map((x): RefOption => ({ id: x.id, name: x.name, name_en: x.name_en })), placeholderData: keepPreviousData, staleTime: 60_000 },
  );
}

/** Accounts a subject may name in allowedUsers, matching the text (the form's picker). */
export async function searchSubjectUsers(search: string) {
  const query = { limit: 20, ...(search.trim() ? { search: search.trim() } : {}) };
  return (await call(contract.GET('/general/ticket-subjects/users', { params: { query } }))).data;
}
