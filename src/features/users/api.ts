/** The users area's calls, queries and the userAccount machine's client actors. */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, asJson, call, contract, failing, invalidatePaths, isOfPaths } from '../../shared/api/query';
import type { ClientActor } from '../../shared/workflow/useLifecycle';
import { toBody } from '../../../machines/userAccount/wire';

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

/** Every cached answer of the users area's paths (lists, details, history, contacts, employees). */
export const userPaths = ['/users', '/users/'] as const;
export const invalidateUsers = (client: QueryClient) => invalidatePaths(client, ...userPaths);

export function useUserList(filters: UserFilters, page: number) {
  return failing($api.useQuery('post', '/users', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export function useUser(id: number) {
  return failing($api.useQuery('get', '/users/{id}', { params: { path: { id } } }, { select: (r) => r.data, enabled: Number.isInteger(id) && id > 0 }));
}

export function useUserHistory(id: number, filters: HistoryFilters, page: number) {
  return failing(
    $api.useQuery(
      'post',
      '/users/history/{id}',
      { params: { path: { id }, query: { page } }, body: filters },
      { select: (r) => ({ ...r.data, user: r.user }), placeholderData: keepPreviousData, enabled: Number.isInteger(id) && id > 0 },
    ),
  );
}

export function useContacts(filters: ContactFilters, page: number) {
  return failing($api.useQuery('post', '/users/contacts', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export function useEmployees(filters: EmployeeFilters, page: number) {
  return failing($api.useQuery('post', '/users/employees', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export type AccountTypeCode = components['schemas']['AccountTypeCode'];

/**
 * The roles to choose from: with an account type, only the roles an account of
 * that type may hold (the server refuses any other); without one, every role
 * (for filtering lists).
 */
export function useRoleOptions(enabled = true, accountType?: AccountTypeCode) {
  return failing($api.useQuery('get', '/roles/options', { params: { query: accountType ? { account_type: accountType } : {} } }, { select: (r) => r.data, enabled, staleTime: 60_000 }));
}

/** Active main users (accounts without a parent) matching a search, for choosing an employee's main user. */
export async function searchMainUsers(search: string): Promise<User[]> {
  const body: UserFilters = { has_parent: 0, status: 'active', paginate: 10, ...(search.trim() ? { search: search.trim() } : {}) };
  return (await call(contract.POST('/users', { params: { query: { page: 1 } }, body }))).data.data;
}

export const createUser = (body: CreateUserBody) => call(contract.POST('/users/store', { body }));
/** Sent as JSON so an optional field can be cleared (form data leaves empty values out). */
export const updateUser = (id: number, body: UpdateUserBody) => call(contract.POST('/users/update/{id}', { params: { path: { id } }, body, ...asJson }));
export const updateUserRoles = (user: User, roles: number[]) => call(contract.POST('/users/update-user-role/{id}', { params: { path: { id: user.id } }, body: { roles, version: user.version } }));
export const deleteUser = (user: User) => call(contract.POST('/users/delete/{id}', { params: { path: { id: user.id } } }));
export const createEmployee = (body: CreateEmployeeBody) => call(contract.POST('/users/create-employee', { body }));

export type FlagName = 'is_government' | 'is_government_for_location_order' | 'is_entity';

/** The admin's switches, each its own call of spec 000 §7 (two of them on the Mina base). */
export function setUserFlag(user: User, flag: FlagName, value: 0 | 1) {
  const path = { params: { path: { id: user.id } } };
  switch (flag) {
    case 'is_government':
      return call(contract.POST('/users/switch-gov/{id}', { ...path, body: { is_government: value, version: user.version } }));
    case 'is_government_for_location_order':
      return call(contract.POST('/users/switch-gov-for-location-order/{id}', { ...path, body: { is_government_for_location_order: value, version: user.version } }));
    case 'is_entity':
      return call(contract.POST('/users/set_as_entity/{id}', { ...path, body: { is_entity: value, version: user.version } }));
  }
}

/**
 * Put an account the server just answered into every cached list and detail, so
 * the next action on it carries its new version at once; then refetch.
 */
export async function storeUser(client: QueryClient, user: User): Promise<void> {
  type Cached<T> = { data: T } | undefined;
  const patch = (page: Cached<{ data: User[] }>): Cached<{ data: User[] }> =>
    page?.data ? { ...page, data: { ...page.data, data: page.data.data.map((u) => (u.id === user.id ? { ...u, ...user } : u)) } } : page;
  client.setQueriesData<Cached<{ data: User[] }>>({ predicate: (q) => isOfPaths(q.queryKey, ['/users', '/users/employees']) }, patch);
  client.setQueryData<Cached<UserDetail>>($api.queryOptions('get', '/users/{id}', { params: { path: { id: user.id } } }).queryKey, (old) =>
    old?.data ? { ...old, data: { ...old.data, ...user } } : old,
  );
  await invalidateUsers(client);
}

type Body = components['schemas']['SwitchUserStatusRequest'];
const switchStatus = async (user: User, body: Body) =>
  (await call(contract.POST('/users/switch-user-status/{id}', { params: { path: { id: user.id } }, body: { ...body, version: user.version } }))).data;

/** How the client carries out each userAccount event: one call, switch-user-status (spec 000 §7). */
export const userAccountActors: Record<string, ClientActor<User>> = {
  // the body of each event is the machine's own mapping (machines/userAccount/wire.ts), shared with the server
  activate: ({ record, event }) => switchStatus(record, toBody({ type: 'ACTIVATE', roles: event.roles as number[] })),
  reject: ({ record, event }) => switchStatus(record, toBody({ type: 'REJECT', reject_reason: event.reject_reason as string })),
  disable: ({ record }) => switchStatus(record, toBody({ type: 'DISABLE' })),
  enable: ({ record }) => switchStatus(record, toBody({ type: 'ENABLE' })),
};
