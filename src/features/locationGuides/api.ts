/** Location engineering guides: the area's calls and queries over the one typed query layer (src/shared/api/query.ts). */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';

export type LocationGuide = components['schemas']['LocationGuide'];
export type LocationGuideFilters = components['schemas']['LocationGuideFilters'];
export type LocationGuideInput = components['schemas']['LocationGuideInput'];

/** Every cached answer of the area's paths (the list and each record). */
export const invalidateLocationGuides = (client: QueryClient) => invalidatePaths(client, '/general/location-guide_offices', '/general/location-guide_offices/');

export function useLocationGuides(filters: LocationGuideFilters, page: number) {
  return failing($api.useQuery('post', '/general/location-guide_offices', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export function useLocationGuide(id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return failing($api.useQuery('get', '/general/location-guide_offices/edit/{id}', { params: { path: { id: valid ? id : 0 } } }, { select: (r) => r.data, enabled: valid }));
}

// Form data where the operation takes it (files always travel so), as the spec sends it.
export const createLocationGuide = (body: LocationGuideInput) => call(contract.POST('/general/location-guide_offices/store', { body }));
export const updateLocationGuide = (id: number, body: LocationGuideInput) => call(contract.POST('/general/location-guide_offices/update/{id}', { params: { path: { id } }, body }));
export const deleteLocationGuide = (id: number) => call(contract.POST('/general/location-guide_offices/delete/{id}', { params: { path: { id } } }));
