/** Ticket admin groups: the area's calls and queries over the one typed query layer (src/shared/api/query.ts). */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';

export type TicketAdminGroup = components['schemas']['TicketAdminGroup'];
export type TicketAdminGroupFilters = components['schemas']['TicketAdminGroupFilters'];
export type TicketAdminGroupInput = components['schemas']['TicketAdminGroupInput'];

/** Every cached answer of the area's paths (the list and each record). */
export const invalidateTicketAdminGroups = (client: QueryClient) => invalidatePaths(client, '/general/ticket-admin-groups', '/general/ticket-admin-groups/');

export function useTicketAdminGroups(filters: TicketAdminGroupFilters, page: number) {
  return failing($api.useQuery('post', '/general/ticket-admin-groups', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export function useTicketAdminGroup(id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return failing($api.useQuery('get', '/general/ticket-admin-groups/edit/{id}', { params: { path: { id: valid ? id : 0 } } }, { select: (r) => r.data, enabled: valid }));
}

// Form data where the operation takes it (files always travel so), as the spec sends it.
export const createTicketAdminGroup = (body: TicketAdminGroupInput) => call(contract.POST('/general/ticket-admin-groups/store', { body }));
export const updateTicketAdminGroup = (id: number, body: TicketAdminGroupInput) => call(contract.POST('/general/ticket-admin-groups/update/{id}', { params: { path: { id } }, body }));
export const deleteTicketAdminGroup = (id: number) => call(contract.POST('/general/ticket-admin-groups/delete/{id}', { params: { path: { id } } }));

/** Staff accounts a group may name as admins, matching the text (the form's picker). */
export async function searchGroupStaff(search: string) {
  const query = { limit: 20, ...(search.trim() ? { search: search.trim() } : {}) };
  return (await call(contract.GET('/general/ticket-admin-groups/staff', { params: { query } }))).data;
}
