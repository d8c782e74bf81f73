/** Location services: the area's calls and queries over the one typed query layer (src/shared/api/query.ts). */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';
import { paging } from '../../../shared/limits';
import type { RefOption } from '../../shared/lib/refs';

export type LocationService = components['schemas']['LocationService'];
export type LocationServiceFilters = components['schemas']['LocationServiceFilters'];
export type LocationServiceInput = components['schemas']['LocationServiceInput'];

/** Every cached answer of the area's paths (the list and each record). */
export const invalidateLocationServices = (client: QueryClient) => invalidatePaths(client, '/general/location-services', '/general/location-services/');

export function useLocationServices(filters: LocationServiceFilters, page: number) {
  return failing($api.useQuery('post', '/general/location-services', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export function useLocationService(id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return failing($api.useQuery('get', '/general/location-services/edit/{id}', { params: { path: { id: valid ? id : 0 } } }, { select: (r) => r.data, enabled: valid }));
}

// Form data where the operation takes it (files always travel so), as the spec sends it.
export const createLocationService = (body: LocationServiceInput) => call(contract.POST('/general/location-services/store', { body }));
export const updateLocationService = (id: number, body: LocationServiceInput) => call(contract.POST('/general/location-services/update/{id}', { params: { path: { id } }, body }));
export const deleteLocationService = (id: number) => call(contract.POST('/general/location-services/delete/{id}', { params: { path: { id } } }));

/** LocationSpecialists to choose from (a reference field): the first page by name, narrowed on the server by what the user types. Needs locationorder-specialists-index. */
export function useLocationSpecialistsOptions(search: string) {
  return $api.useQuery(
    'post',
    '/general/location-specialist',
    { params: { query: { page: 1 } }, body: { paginate: paging.maxPerPage, sort: 'name', direction: 'asc', ...(search ? { search } : {}) } },
    { select: (res) => res.data.data.map((x): RefOption => ({ id: x.id, name: x.name, name_en: x.name_en })), placeholderData: keepPreviousData, staleTime: 60_000 },
  );
}
