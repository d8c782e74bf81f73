/** Categories: the area's calls and queries over the one typed query layer (src/shared/api/query.ts). */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';

export type Category = components['schemas']['Category'];
export type CategoryFilters = components['schemas']['CategoryFilters'];
export type CategoryInput = components['schemas']['CategoryInput'];

/** Every cached answer of the area's paths (the list and each record). */
export const invalidateCategories = (client: QueryClient) => invalidatePaths(client, '/general/categories', '/general/categories/');

export function useCategories(filters: CategoryFilters, page: number) {
  return failing($api.useQuery('post', '/general/categories', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export function useCategory(id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return failing($api.useQuery('get', '/general/categories/edit/{id}', { params: { path: { id: valid ? id : 0 } } }, { select: (r) => r.data, enabled: valid }));
}

// Form data where the operation takes it (files always travel so), as the spec sends it.
export const createCategory = (body: CategoryInput) => call(contract.POST('/general/categories/store', { body }));
export const updateCategory = (id: number, body: CategoryInput) => call(contract.POST('/general/categories/update/{id}', { params: { path: { id } }, body }));
