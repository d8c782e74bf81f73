/** Pledges: the area's calls and queries over the one typed query layer (src/shared/api/query.ts). */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';

export type Pledge = components['schemas']['Pledge'];
export type PledgeFilters = components['schemas']['PledgeFilters'];
export type PledgeInput = components['schemas']['PledgeInput'];

/** Every cached answer of the area's paths (the list and each record). */
export const invalidatePledges = (client: QueryClient) => invalidatePaths(client, '/general/pledges', '/general/pledges/');

export function usePledges(filters: PledgeFilters, page: number) {
  return failing($api.useQuery('post', '/general/pledges', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export function usePledge(id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return failing($api.useQuery('get', '/general/pledges/edit/{id}', { params: { path: { id: valid ? id : 0 } } }, { select: (r) => r.data, enabled: valid }));
}

// Form data where the operation takes it (files always travel so), as the spec sends it.
export const createPledge = (body: PledgeInput) => call(contract.POST('/general/pledges/store', { body }));
export const updatePledge = (id: number, body: PledgeInput) => call(contract.POST('/general/pledges/update/{id}', { params: { path: { id } }, body }));
export const deletePledge = (id: number) => call(contract.POST('/general/pledges/delete/{id}', { params: { path: { id } } }));
