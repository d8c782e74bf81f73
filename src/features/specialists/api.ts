/** Specialists: the area's calls and queries over the one typed query layer (src/shared/api/query.ts). */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';
import { paging } from '../../../shared/limits';
import type { RefOption } from '../../shared/lib/refs';

export type Specialist = components['schemas']['Specialist'];
export type SpecialistFilters = components['schemas']['SpecialistFilters'];
export type SpecialistInput = components['schemas']['SpecialistInput'];

/** Every cached answer of the area's paths (the list and each record). */
export const invalidateSpecialists = (client: QueryClient) => invalidatePaths(client, '/general/specialist', '/general/specialist/');

export function useSpecialists(filters: SpecialistFilters, page: number) {
  return failing($api.useQuery('post', '/general/specialist', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export function useSpecialist(id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return failing($api.useQuery('get', '/general/specialist/edit/{id}', { params: { path: { id: valid ? id : 0 } } }, { select: (r) => r.data, enabled: valid }));
}

// Form data where the operation takes it (files always travel so), as the spec sends it.
export const createSpecialist = (body: SpecialistInput) => call(contract.POST('/general/specialist/store', { body }));
export const updateSpecialist = (id: number, body: SpecialistInput) => call(contract.POST('/general/specialist/update/{id}', { params: { path: { id } }, body }));
export const deleteSpecialist = (id: number) => call(contract.POST('/general/specialist/delete/{id}', { params: { path: { id } } }));

/** Categories to choose from (a reference field): the first page by name, narrowed on the server by what the user types. Needs user-category-index. */
export function useCategoriesOptions(search: string) {
  return $api.useQuery(
    'post',
    '/general/categories',
    { params: { query: { page: 1 } }, body: { paginate: paging.maxPerPage, sort: 'name', direction: 'asc', ...(search ? { search } : {}) } },
    { select: (res) => res.data.data.map((x): RefOption => ({ id: x.id, name: x.name, name_en: x.name_en })), placeholderData: keepPreviousData, staleTime: 60_000 },
  );
}
