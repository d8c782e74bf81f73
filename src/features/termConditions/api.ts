/** Term conditions: the area's calls and queries over the one typed query layer (src/shared/api/query.ts). */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';

export type TermCondition = components['schemas']['TermCondition'];
export type TermConditionFilters = components['schemas']['TermConditionFilters'];
export type TermConditionInput = components['schemas']['TermConditionInput'];

/** Every cached answer of the area's paths (the list and each record). */
export const invalidateTermConditions = (client: QueryClient) => invalidatePaths(client, '/general/term-conditions', '/general/term-conditions/');

export function useTermConditions(filters: TermConditionFilters, page: number) {
  return failing($api.useQuery('post', '/general/term-conditions', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export function useTermCondition(id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return failing($api.useQuery('get', '/general/term-conditions/edit/{id}', { params: { path: { id: valid ? id : 0 } } }, { select: (r) => r.data, enabled: valid }));
}

export const updateTermCondition = (id: number, body: TermConditionInput) => call(contract.POST('/general/term-conditions/update/{id}', { params: { path: { id } }, body }));
