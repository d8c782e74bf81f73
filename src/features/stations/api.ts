/** Stations: the area's calls and queries over the one typed query layer (src/shared/api/query.ts). */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';
import { paging } from '../../../shared/limits';
import type { RefOption } from '../../shared/lib/refs';

export type Station = components['schemas']['Station'];
export type StationFilters = components['schemas']['StationFilters'];
export type StationInput = components['schemas']['StationInput'];

/** Every cached answer of the area's paths (the list and each record). */
export const invalidateStations = (client: QueryClient) => invalidatePaths(client, '/general/stations', '/general/stations/');

export function useStations(filters: StationFilters, page: number) {
  return failing($api.useQuery('post', '/general/stations', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export function useStation(id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return failing($api.useQuery('get', '/general/stations/edit/{id}', { params: { path: { id: valid ? id : 0 } } }, { select: (r) => r.data, enabled: valid }));
}

// Form data where the operation takes it (files always travel so), as the spec sends it.
export const createStation = (body: StationInput) => call(contract.POST('/general/stations/store', { body }));
export const updateStation = (id: number, body: StationInput) => call(contract.POST('/general/stations/update/{id}', { params: { path: { id } }, body }));
export const deleteStation = (id: number) => call(contract.POST('/general/stations/delete/{id}', { params: { path: { id } } }));

/** Squares to choose from (a reference field): the first page by name, narrowed on the server by what the user types. Needs delivery-square-index. */
export function useSquaresOptions(search: string) {
  return $api.useQuery(
    'post',
    '/general/squares',
    { params: { query: { page: 1 } }, body: { paginate: paging.maxPerPage, sort: 'name', direction: 'asc', ...(search ? { search } : {}) } },
    { select: (res) => res.data.data.map((x): RefOption => ({ id: x.id, name: x.name, name_en: x.name_en })), placeholderData: keepPreviousData, staleTime: 60_000 },
  );
}
