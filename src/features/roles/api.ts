/** The roles area's calls and queries, on the typed query layer (src/shared/api/query.ts). */
import { keepPreviousData, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, asJson, call, contract, failing, invalidatePaths } from '../../shared/api/query';

export type Role = components['schemas']['Role'];
export type RoleDetail = components['schemas']['RoleDetail'];
export type RoleFilters = components['schemas']['RoleFilters'];
export type RoleInput = components['schemas']['RoleInput'];
export type PermissionGroup = components['schemas']['PermissionGroup'];

/** Every cached answer of the roles area's paths (list, details, catalogue, the options other areas offer). */
export const rolePaths = ['/roles', '/roles/'] as const;
export const invalidateRoles = (client: QueryClient) => invalidatePaths(client, ...rolePaths);

export function useRoleList(filters: RoleFilters, page: number) {
  return failing($api.useQuery('post', '/roles', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export function useRole(id: number | null) {
  return failing($api.useQuery('get', '/roles/{id}', { params: { path: { id: id ?? 0 } } }, { select: (r) => r.data, enabled: id !== null && Number.isInteger(id) && id > 0 }));
}

/** The permission catalogue grouped by area; it changes only with a new release. */
export function usePermissionCatalogue() {
  return failing($api.useQuery('get', '/roles/permissions', {}, { select: (r) => r.data, staleTime: Infinity }));
}

export const createRole = (body: RoleInput) => call(contract.POST('/roles/store', { body }));
/** JSON, so a cleared English name or description is sent as empty rather than left out. */
export const updateRole = (id: number, body: RoleInput & { updated_at?: string }) => call(contract.POST('/roles/update/{id}', { params: { path: { id } }, body, ...asJson }));
export const deleteRole = (id: number) => call(contract.POST('/roles/delete/{id}', { params: { path: { id } } }));

/** Create a role (`id` null) or update one; every roles answer is refetched after. */
export function useSaveRole(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RoleInput & { updated_at?: string }) => (id === null ? createRole(body) : updateRole(id, body)),
    onSuccess: () => invalidateRoles(client),
  });
}
