/** Location service inputs: the area's calls and queries over the one typed query layer (src/shared/api/query.ts). */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';
import { paging } from '../../../shared/limits';
import type { RefOption } from '../../shared/lib/refs';

export type LocationInputService = components['schemas']['LocationInputService'];
export type LocationInputServiceFilters = components['schemas']['LocationInputServiceFilters'];
export type LocationInputServiceInput = components['schemas']['LocationInputServiceInput'];

/** Every cached answer of the area's paths (the list and each record). */
export const invalidateLocationServiceInputs = (client: QueryClient) => invalidatePaths(client, '/general/location-services/inputs', '/general/location-services/inputs/');

export function useLocationServiceInputs(filters: LocationInputServiceFilters, page: number) {
  return failing($api.useQuery('post', '/general/location-services/inputs', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export function useLocationInputService(id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return failing($api.useQuery('get', '/general/location-services/inputs/edit/{id}', { params: { path: { id: valid ? id : 0 } } }, { select: (r) => r.data, enabled: valid }));
}

// Form data where the operation takes it (files always travel so), as the spec sends it.
export const createLocationInputService = (body: LocationInputServiceInput) => call(contract.POST('/general/location-services/inputs/store', { body }));
export const updateLocationInputService = (id: number, body: LocationInputServiceInput) => call(contract.POST('/general/location-services/inputs/update/{id}', { params: { path: { id } }, body }));
export const deleteLocationInputService = (id: number) => call(contract.POST('/general/location-services/inputs/delete/{id}', { params: { path: { id } } }));

/** LocationServices to choose from (a reference field): the first page by name, narrowed on the server by what the user types. Needs locationorder-service. */
export function useLocationServicesOptions(search: string) {
  return $api.useQuery(
    'post',
    '/general/location-services',
    { params: { query: { page: 1 } }, body: { paginate: paging.maxPerPage, sort: 'name', direction: 'asc', ...(search ? { search } : {}) } },
    { select: (res) => res.data.data.map((x): RefOption => ({ id: x.id, name: x.name, name_en: x.name_en })), placeholderData: keepPreviousData, staleTime: 60_000 },
  );
}
