/** Washrooms: the area's calls and queries over the one typed query layer (src/shared/api/query.ts). */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';
import { paging } from '../../../shared/limits';
import type { RefOption } from '../../shared/lib/refs';

export type Washroom = components['schemas']['Washroom'];
export type WashroomFilters = components['schemas']['WashroomFilters'];
export type WashroomInput = components['schemas']['WashroomInput'];

/** Every cached answer of the area's paths (the list and each record). */
export const invalidateWashrooms = (client: QueryClient) => invalidatePaths(client, '/general/washrooms', '/general/washrooms/');

export function useWashrooms(filters: WashroomFilters, page: number) {
  return failing($api.useQuery('post', '/general/washrooms', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export function useWashroom(id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return failing($api.useQuery('get', '/general/washrooms/edit/{id}', { params: { path: { id: valid ? id : 0 } } }, { select: (r) => r.data, enabled: valid }));
}

// Form data where the operation takes it (files always travel so), as the spec sends it.
export const createWashroom = (body: WashroomInput) => call(contract.POST('/general/washrooms/store', { body }));
export const updateWashroom = (id: number, body: WashroomInput) => call(contract.POST('/general/washrooms/update/{id}', { params: { path: { id } }, body }));
export const deleteWashroom = (id: number) => call(contract.POST('/general/washrooms/delete/{id}', { params: { path: { id } } }));

/** Camps to choose from (a reference field): the first page by name, narrowed on the server by what the user types. Needs delivery-camp-index. */
export function useCampsOptions(search: string) {
  return $api.useQuery(
    'post',
    '/general/camps',
    { params: { query: { page: 1 } }, body: { paginate: paging.maxPerPage, sort: 'name', direction: 'asc', ...(search ? { search } : {}) } },
    { select: (res) => res.data.data.map((x): RefOption => ({ id: x.id, name: x.name, name_en: x.name_en })), placeholderData: keepPreviousData, staleTime: 60_000 },
  );
}
