/** Location licences: the area's calls and queries over the one typed query layer (src/shared/api/query.ts). */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';

export type LocationLicense = components['schemas']['LocationLicense'];
export type LocationLicenseFilters = components['schemas']['LocationLicenseFilters'];
export type LocationLicenseInput = components['schemas']['LocationLicenseInput'];

/** Every cached answer of the area's paths (the list and each record). */
export const invalidateLocationLicenses = (client: QueryClient) => invalidatePaths(client, '/general/location-temp_licenses', '/general/location-temp_licenses/');

export function useLocationLicenses(filters: LocationLicenseFilters, page: number) {
  return failing($api.useQuery('post', '/general/location-temp_licenses', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export function useLocationLicense(id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return failing($api.useQuery('get', '/general/location-temp_licenses/edit/{id}', { params: { path: { id: valid ? id : 0 } } }, { select: (r) => r.data, enabled: valid }));
}

// Form data where the operation takes it (files always travel so), as the spec sends it.
export const createLocationLicense = (body: LocationLicenseInput) => call(contract.POST('/general/location-temp_licenses/store', { body }));
export const updateLocationLicense = (id: number, body: LocationLicenseInput) => call(contract.POST('/general/location-temp_licenses/update/{id}', { params: { path: { id } }, body }));
export const deleteLocationLicense = (id: number) => call(contract.POST('/general/location-temp_licenses/delete/{id}', { params: { path: { id } } }));
