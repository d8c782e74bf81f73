/** Pledges: the area's calls and queries over the one typed query layer (src/shared/api/query.ts). */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';

export type LocationPledge = components['schemas']['LocationPledge'];
export type LocationPledgeFilters = components['schemas']['LocationPledgeFilters'];
export type LocationPledgeInput = components['schemas']['LocationPledgeInput'];

/** Every cached answer of the area's paths (the list and each record). */
export const invalidateLocationPledges = (client: QueryClient) => invalidatePaths(client, '/general/location-pledges', '/general/location-pledges/');

export function useLocationPledges(filters: LocationPledgeFilters, page: number) {
  return failing($api.useQuery('post', '/general/location-pledges', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export function useLocationPledge(id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return failing($api.useQuery('get', '/general/location-pledges/edit/{id}', { params: { path: { id: valid ? id : 0 } } }, { select: (r) => r.data, enabled: valid }));
}

// Form data where the operation takes it (files always travel so), as the spec sends it.
export const createLocationPledge = (body: LocationPledgeInput) => call(contract.POST('/general/location-pledges/store', { body }));
export const updateLocationPledge = (id: number, body: LocationPledgeInput) => call(contract.POST('/general/location-pledges/update/{id}', { params: { path: { id } }, body }));
export const deleteLocationPledge = (id: number) => call(contract.POST('/general/location-pledges/delete/{id}', { params: { path: { id } } }));
