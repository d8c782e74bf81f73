/** Licences: the area's calls and queries over the one typed query layer (src/shared/api/query.ts). */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';

export type License = components['schemas']['License'];
export type LicenseFilters = components['schemas']['LicenseFilters'];
export type LicenseInput = components['schemas']['LicenseInput'];

/** Every cached answer of the area's paths (the list and each record). */
export const invalidateLicenses = (client: QueryClient) => invalidatePaths(client, '/general/temp_licenses', '/general/temp_licenses/');

export function useLicenses(filters: LicenseFilters, page: number) {
  return failing($api.useQuery('post', '/general/temp_licenses', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export function useLicense(id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return failing($api.useQuery('get', '/general/temp_licenses/edit/{id}', { params: { path: { id: valid ? id : 0 } } }, { select: (r) => r.data, enabled: valid }));
}

// Form data where the operation takes it (files always travel so), as the spec sends it.
export const createLicense = (body: LicenseInput) => call(contract.POST('/general/temp_licenses/store', { body }));
export const updateLicense = (id: number, body: LicenseInput) => call(contract.POST('/general/temp_licenses/update/{id}', { params: { path: { id } }, body }));
export const deleteLicense = (id: number) => call(contract.POST('/general/temp_licenses/delete/{id}', { params: { path: { id } } }));
