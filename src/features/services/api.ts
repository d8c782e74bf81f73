/** Services: the area's calls and queries over the one typed query layer (src/shared/api/query.ts). */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';
import { paging } from '../../../shared/limits';
import type { RefOption } from '../../shared/lib/refs';

export type Service = components['schemas']['Service'];
export type ServiceFilters = components['schemas']['ServiceFilters'];
export type ServiceInput = components['schemas']['ServiceInput'];

/** Every cached answer of the area's paths (the list and each record). */
export const invalidateServices = (client: QueryClient) => invalidatePaths(client, '/general/services', '/general/services/');

export function useServices(filters: ServiceFilters, page: number) {
  return failing($api.useQuery('post', '/general/services', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export function useService(id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return failing($api.useQuery('get', '/general/services/edit/{id}', { params: { path: { id: valid ? id : 0 } } }, { select: (r) => r.data, enabled: valid }));
}

// Form data where the operation takes it (files always travel so), as the spec sends it.
export const createService = (body: ServiceInput) => call(contract.POST('/general/services/store', { body }));
export const updateService = (id: number, body: ServiceInput) => call(contract.POST('/general/services/update/{id}', { params: { path: { id } }, body }));
export const deleteService = (id: number) => call(contract.POST('/general/services/delete/{id}', { params: { path: { id } } }));

/** Specialties to choose from (a reference field): the first page of the active ones by name, narrowed on the server by what the user types. Needs their list permission (order-specialists-index). */
export function useSpecialistsOptions(search: string) {
  return $api.useQuery(
    'post',
    '/general/specialist',
    { params: { query: { page: 1 } }, body: { paginate: paging.maxPerPage, sort: 'name', direction: 'asc', active: 1, ...(search ? { search } : {}) } },
    { select: (res) => res.data.data.map((x): RefOption => ({ id: x.id, name: x.name })), placeholderData: keepPreviousData, staleTime: 60_000 },
  );
}
