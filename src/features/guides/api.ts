/** Engineering guide offices: the area's calls and queries over the one typed query layer (src/shared/api/query.ts). */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';

export type Guide = components['schemas']['Guide'];
export type GuideFilters = components['schemas']['GuideFilters'];
export type GuideInput = components['schemas']['GuideInput'];

/** Every cached answer of the area's paths (the list and each record). */
export const invalidateGuides = (client: QueryClient) => invalidatePaths(client, '/general/guide_offices', '/general/guide_offices/');

export function useGuides(filters: GuideFilters, page: number) {
  return failing($api.useQuery('post', '/general/guide_offices', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export function useGuide(id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return failing($api.useQuery('get', '/general/guide_offices/edit/{id}', { params: { path: { id: valid ? id : 0 } } }, { select: (r) => r.data, enabled: valid }));
}

// Form data where the operation takes it (files always travel so), as the spec sends it.
export const createGuide = (body: GuideInput) => call(contract.POST('/general/guide_offices/store', { body }));
export const updateGuide = (id: number, body: GuideInput) => call(contract.POST('/general/guide_offices/update/{id}', { params: { path: { id } }, body }));
export const deleteGuide = (id: number) => call(contract.POST('/general/guide_offices/delete/{id}', { params: { path: { id } } }));
