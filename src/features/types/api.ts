/** User types (/type, update only): the area's calls and queries over the one typed query layer (src/shared/api/query.ts). */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';

export type Type = components['schemas']['Type'];
export type TypeFilters = components['schemas']['TypeFilters'];
export type TypeInput = components['schemas']['TypeInput'];

/** Every cached answer of the area's paths (the list and each record). */
export const invalidateTypes = (client: QueryClient) => invalidatePaths(client, '/general/types', '/general/types/');

export function useTypes(filters: TypeFilters, page: number) {
  return failing($api.useQuery('post', '/general/types', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export function useType(id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return failing($api.useQuery('get', '/general/types/edit/{id}', { params: { path: { id: valid ? id : 0 } } }, { select: (r) => r.data, enabled: valid }));
}

// Form data where the operation takes it (files always travel so), as the spec sends it.
export const updateType = (id: number, body: TypeInput) => call(contract.POST('/general/types/update/{id}', { params: { path: { id } }, body }));
