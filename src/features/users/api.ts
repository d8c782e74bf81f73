/** The users area's calls, queries and the userAccount machine's client actors. */
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { api, asForm, mena, unwrap } from '../../shared/api/client';
import type { ClientActor } from '../../shared/workflow/useLifecycle';

export type User = components['schemas']['User'];
export type UserDetail = components['schemas']['UserDetail'];
export type UserFilters = components['schemas']['UserFilters'];
export type HistoryEntry = components['schemas']['UserHistoryEntry'];
export type HistoryFilters = components['schemas']['UserHistoryFilters'];
export type Contact = components['schemas']['Contact'];
export type ContactFilters = components['schemas']['ContactFilters'];
export type EmployeeFilters = components['schemas']['EmployeeFilters'];
export type CreateUserBody = components['schemas']['CreateUserRequest'];
export type UpdateUserBody = components['schemas']['UpdateUserRequest'];
export type CreateEmployeeBody = components['schemas']['CreateEmployeeRequest'];

export const userKeys = {
  all: ['users'] as const,
  list: (filters: UserFilters, page: number) => ['users', 'list', filters, page] as const,
  detail: (id: number) => ['users', 'detail', id] as const,
  history: (id: number, filters: HistoryFilters, page: number) => ['users', 'history', id, filters, page] as const,
  contacts: (filters: ContactFilters, page: number) => ['users', 'contacts', filters, page] as const,
  employees: (filters: EmployeeFilters, page: number) => ['users', 'employees', filters, page] as const,
  mainUsers: (search: string) => ['users', 'main', search] as const,
  roleOptions: (accountType?: string) => ['roles', 'options', accountType ?? 'all'] as const,
};

export function useUserList(filters: UserFilters, page: number) {
  return useQuery({
    queryKey: userKeys.list(filters, page),
    queryFn: async () => (await unwrap(api.POST('/users', { params: { query: { page } }, body: filters, ...asForm }))).data,
    placeholderData: keepPreviousData,
  });
}

export function useUser(id: number) {
  return useQuery({
    queryKey: userKeys.detail(id),
    queryFn: async () => (await unwrap(api.GET('/users/{id}', { params: { path: { id } } }))).data,
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useUserHistory(id: number, filters: HistoryFilters, page: number) {
  return useQuery({
    queryKey: userKeys.history(id, filters, page),
    queryFn: async () => {
      const r = await unwrap(api.POST('/users/history/{id}', { params: { path: { id }, query: { page } }, body: filters, ...asForm }));
      return { ...r.data, user: r.user };
    },
    placeholderData: keepPreviousData,
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useContacts(filters: ContactFilters, page: number) {
  return useQuery({
    queryKey: userKeys.contacts(filters, page),
    queryFn: async () => (await unwrap(api.POST('/users/contacts', { params: { query: { page } }, body: filters, ...asForm }))).data,
    placeholderData: keepPreviousData,
  });
}

export function useEmployees(filters: EmployeeFilters, page: number) {
  return useQuery({
    queryKey: userKeys.employees(filters, page),
    queryFn: async () => (await unwrap(api.POST('/users/employees', { params: { query: { page } }, body: filters, ...asForm }))).data,
    placeholderData: keepPreviousData,
  });
}

export type AccountTypeCode = components['schemas']['AccountTypeCode'];

/**
 * The roles to choose from: with an account type, only the roles an account of
 * that type may hold (the server refuses any other); without one, every role
 * (for filtering lists).
 */
export function useRoleOptions(enabled = true, accountType?: AccountTypeCode) {
  return useQuery({
    queryKey: userKeys.roleOptions(accountType),
    queryFn: async () => (await unwrap(api.GET('/roles/options', { params: { query: accountType ? { account_type: accountType } : {} } }))).data,
    enabled,
    staleTime: 60_000,
  });
}

/** Active main users (accounts without a parent) matching a search, for choosing an employee's main user. */
export async function searchMainUsers(search: string): Promise<User[]> {
  const body: UserFilters = { has_parent: 0, status: 'active', paginate: 10, ...(search.trim() ? { search: search.trim() } : {}) };
  return (await unwrap(api.POST('/users', { params: { query: { page: 1 } }, body, ...asForm }))).data.data;
}

export const createUser = (body: CreateUserBody) => unwrap(api.POST('/users/store', { body, ...asForm }));
/** Sent as JSON so an optional field can be cleared (form data leaves empty values out). */
export const updateUser = (id: number, body: UpdateUserBody) => unwrap(api.POST('/users/update/{id}', { params: { path: { id } }, body }));
export const updateUserRoles = (user: User, roles: number[]) => unwrap(api.POST('/users/update-user-role/{id}', { params: { path: { id: user.id } }, body: { roles, version: user.version }, ...asForm }));
export const deleteUser = (user: User) => unwrap(mena().POST('/users/delete/{id}', { params: { path: { id: user.id } } }));
export const createEmployee = (body: CreateEmployeeBody) => unwrap(mena().POST('/users/create-employee', { body, ...asForm }));

export type FlagName = 'is_government' | 'is_government_for_location_order' | 'is_entity';

/** The admin's switches, each its own call of spec 000 §7 (two of them on the Mina base). */
export function setUserFlag(user: User, flag: FlagName, value: 0 | 1) {
  const path = { params: { path: { id: user.id } } };
  switch (flag) {
    case 'is_government':
      return unwrap(api.POST('/users/switch-gov/{id}', { ...path, body: { is_government: value, version: user.version }, ...asForm }));
    case 'is_government_for_location_order':
      return unwrap(mena().POST('/users/switch-gov-for-location-order/{id}', { ...path, body: { is_government_for_location_order: value, version: user.version }, ...asForm }));
    case 'is_entity':
      return unwrap(mena().POST('/users/set_as_entity/{id}', { ...path, body: { is_entity: value, version: user.version }, ...asForm }));
  }
}

/**
 * Put an account the server just answered into every cached list and detail, so
 * the next action on it carries its new version at once; then refetch.
 */
export async function storeUser(client: QueryClient, user: User): Promise<void> {
  const patch = <T extends { data: User[] }>(page: T | undefined): T | undefined => (page ? { ...page, data: page.data.map((u) => (u.id === user.id ? { ...u, ...user } : u)) } : page);
  client.setQueriesData<{ data: User[] }>({ queryKey: ['users', 'list'] }, patch);
  client.setQueriesData<{ data: User[] }>({ queryKey: ['users', 'employees'] }, patch);
  client.setQueryData<UserDetail>(userKeys.detail(user.id), (old) => (old ? { ...old, ...user } : old));
  await client.invalidateQueries({ queryKey: userKeys.all });
}

type Body = components['schemas']['SwitchUserStatusRequest'];
const switchStatus = async (user: User, body: Body) =>
  (await unwrap(mena().POST('/users/switch-user-status/{id}', { params: { path: { id: user.id } }, body: { ...body, version: user.version }, ...asForm }))).data;

/** How the client carries out each userAccount event: one call, switch-user-status (spec 000 §7). */
export const userAccountActors: Record<string, ClientActor<User>> = {
  activate: ({ record, event }) => switchStatus(record, { status: 'active', roles: event.roles as number[] }),
  reject: ({ record, event }) => switchStatus(record, { status: 'rejected', reject_reason: event.reject_reason as string }),
  disable: ({ record }) => switchStatus(record, { platform: 'disabled' }),
  enable: ({ record }) => switchStatus(record, { platform: 'active' }),
};
