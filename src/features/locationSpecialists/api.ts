/** Location specialties: the area's calls and queries over the one typed query layer (src/shared/api/query.ts). */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';
import { paging } from '../../../shared/limits';
import type { RefOption } from '../../shared/lib/refs';

export type LocationSpecialist = components['schemas']['LocationSpecialist'];
export type LocationSpecialistFilters = components['schemas']['LocationSpecialistFilters'];
export type LocationSpecialistInput = components['schemas']['LocationSpecialistInput'];

/** Every cached answer of the area's paths (the list and each record). */
export const invalidateLocationSpecialists = (client: QueryClient) => invalidatePaths(client, '/general/location-specialist', '/general/location-specialist/');

export function useLocationSpecialists(filters: LocationSpecialistFilters, page: number) {
  return failing($api.useQuery('post', '/general/location-specialist', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export function useLocationSpecialist(id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return failing($api.useQuery('get', '/general/location-specialist/edit/{id}', { params: { path: { id: valid ? id : 0 } } }, { select: (r) => r.data, enabled: valid }));
}

// Form data where the operation takes it (files always travel so), as the spec sends it.
export const createLocationSpecialist = (body: LocationSpecialistInput) => call(contract.POST('/general/location-specialist/store', { body }));
export const updateLocationSpecialist = (id: number, body: LocationSpecialistInput) => call(contract.POST('/general/location-specialist/update/{id}', { params: { path: { id } }, body }));
export const deleteLocationSpecialist = (id: number) => call(contract.POST('/general/location-specialist/delete/{id}', { params: { path: { id } } }));

/** Categories to choose from (a reference field): the first page by name, narrowed on the server by what the user types. Needs user-category-index. */
export function useCategoriesOptions(search: string) {
  return $api.useQuery(
    'post',
    '/general/categories',
    { params: { query: { page: 1 } }, body: { paginate: paging.maxPerPage, sort: 'name', direction: 'asc', ...(search ? { search } : {}) } },
    { select: (res) => res.data.data.map((x): RefOption => ({ id: x.id, name: x.name, name_en: x.name_en })), placeholderData: keepPreviousData, staleTime: 60_000 },
  );
}
