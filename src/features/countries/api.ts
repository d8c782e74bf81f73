/** Countries: the area's calls and queries over the one typed query layer (src/shared/api/query.ts). */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';

export type Country = components['schemas']['Country'];
export type CountryFilters = components['schemas']['CountryFilters'];
export type CountryInput = components['schemas']['CountryInput'];

/** Every cached answer of the area's paths (the list and each record). */
export const invalidateCountries = (client: QueryClient) => invalidatePaths(client, '/general/countries', '/general/countries/');

export function useCountries(filters: CountryFilters, page: number) {
  return failing($api.useQuery('post', '/general/countries', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export function useCountry(id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return failing($api.useQuery('get', '/general/countries/edit/{id}', { params: { path: { id: valid ? id : 0 } } }, { select: (r) => r.data, enabled: valid }));
}

export const createCountry = (body: CountryInput) => call(contract.POST('/general/countries/store', { body }));
export const updateCountry = (id: number, body: CountryInput) => call(contract.POST('/general/countries/update/{id}', { params: { path: { id } }, body }));
// the spec's DELETE
export const deleteCountry = (id: number) => call(contract.DELETE('/general/countries/delete/{id}', { params: { path: { id } } }));
