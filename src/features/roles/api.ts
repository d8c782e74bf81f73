/** The roles area's calls and queries. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { api, asForm, unwrap } from '../../shared/api/client';

export type Role = components['schemas']['Role'];
export type RoleDetail = components['schemas']['RoleDetail'];
export type RoleFilters = components['schemas']['RoleFilters'];
export type RoleInput = components['schemas']['RoleInput'];
export type PermissionGroup = components['schemas']['PermissionGroup'];

export const roleKeys = {
  all: ['roles'] as const,
  list: (filters: RoleFilters, page: number) => ['roles', 'list', filters, page] as const,
  detail: (id: number) => ['roles', 'detail', id] as const,
  catalogue: ['roles', 'permissions'] as const,
};

export function useRoleList(filters: RoleFilters, page: number) {
  return useQuery({
    queryKey: roleKeys.list(filters, page),
    queryFn: async () => (await unwrap(api.POST('/roles', { params: { query: { page } }, body: filters, ...asForm }))).data,
    placeholderData: keepPreviousData,
  });
}

export function useRole(id: number | null) {
  return useQuery({
    queryKey: roleKeys.detail(id ?? 0),
    queryFn: async () => (await unwrap(api.GET('/roles/{id}', { params: { path: { id: id! } } }))).data,
    enabled: id !== null && Number.isInteger(id) && id > 0,
  });
}

/** The permission catalogue grouped by area; it changes only with a new release. */
export function usePermissionCatalogue() {
  return useQuery({
    queryKey: roleKeys.catalogue,
    queryFn: async () => (await unwrap(api.GET('/roles/permissions'))).data,
    staleTime: Infinity,
  });
}

export const createRole = (body: RoleInput) => unwrap(api.POST('/roles/store', { body, ...asForm }));
/** JSON, so a cleared English name or description is sent as empty rather than left out. */
export const updateRole = (id: number, body: RoleInput & { updated_at?: string }) => unwrap(api.POST('/roles/update/{id}', { params: { path: { id } }, body }));
export const deleteRole = (id: number) => unwrap(api.POST('/roles/delete/{id}', { params: { path: { id } } }));
