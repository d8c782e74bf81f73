/** The users area's calls, queries and the userAccount machine's client actors. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { api, asForm, mena, unwrap } from '../../shared/api/client';
import type { ClientActor } from '../../shared/workflow/useLifecycle';

export type User = components['schemas']['User'];
export type UserFilters = components['schemas']['UserFilters'];

export const userKeys = {
  all: ['users'] as const,
  list: (filters: UserFilters, page: number) => ['users', 'list', filters, page] as const,
  roleOptions: ['roles', 'options'] as const,
};

export function useUserList(filters: UserFilters, page: number) {
  return useQuery({
    queryKey: userKeys.list(filters, page),
    queryFn: async () => (await unwrap(api.POST('/users', { params: { query: { page } }, body: filters, ...asForm }))).data,
    placeholderData: keepPreviousData,
  });
}

export function useRoleOptions(enabled = true) {
  return useQuery({
    queryKey: userKeys.roleOptions,
    queryFn: async () => (await unwrap(api.GET('/roles/options'))).data,
    enabled,
    staleTime: 60_000,
  });
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
