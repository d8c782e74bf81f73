/** Squares: the area's calls and queries over the one typed query layer (src/shared/api/query.ts). */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';

export type Square = components['schemas']['Square'];
export type SquareFilters = components['schemas']['SquareFilters'];
export type SquareInput = components['schemas']['SquareInput'];

/** Every cached answer of the area's paths (the list and each record). */
export const invalidateSquares = (client: QueryClient) => invalidatePaths(client, '/general/squares', '/general/squares/');

export function useSquares(filters: SquareFilters, page: number) {
  return failing($api.useQuery('post', '/general/squares', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export function useSquare(id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return failing($api.useQuery('get', '/general/squares/edit/{id}', { params: { path: { id: valid ? id : 0 } } }, { select: (r) => r.data, enabled: valid }));
}

// Form data where the operation takes it (files always travel so), as the spec sends it.
export const createSquare = (body: SquareInput) => call(contract.POST('/general/squares/store', { body }));
export const updateSquare = (id: number, body: SquareInput) => call(contract.POST('/general/squares/update/{id}', { params: { path: { id } }, body }));
export const deleteSquare = (id: number) => call(contract.POST('/general/squares/delete/{id}', { params: { path: { id } } }));
