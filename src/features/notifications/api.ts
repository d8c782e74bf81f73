/** The notifications area's calls and queries (spec 000 §7), on the typed query layer (src/shared/api/query.ts). */
import { keepPreviousData, useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths, isOfPaths, scoped } from '../../shared/api/query';
import { sessionStore } from '../../shared/auth/session';

export type Notification = components['schemas']['Notification'];
export type UserNotifications = components['schemas']['UserNotifications'];
export type UserNotificationsRequest = components['schemas']['UserNotificationsRequest'];
export type NotificationSend = components['schemas']['NotificationSend'];
export type NotificationSendFilters = components['schemas']['NotificationSendFilters'];
export type NotificationRecipient = components['schemas']['NotificationRecipient'];
export type NotificationRecipientFilters = components['schemas']['NotificationRecipientFilters'];
export type NotificationForm = components['schemas']['NotificationForm'];
export type AudienceUser = components['schemas']['NotificationAudienceUser'];

/** Whose data a key holds: after signing out and in as someone else, nothing of the last user shows. */
const me = () => sessionStore.get()?.user.id ?? 0;

const MINE = '/general/notification/user_notification';
/** Every cached answer of the notifications area's paths (the bell, the inbox, the sent register, recipients, audiences). */
export const notificationPaths = ['/general/notification', '/general/notification/'] as const;
export const invalidateNotifications = (client: QueryClient) => invalidatePaths(client, ...notificationPaths);

/**
 * The bell's state (a client-side aggregate of the user's notifications: pages read so far, the count)
 * is cached under the path it comes from, marked `bell`, so the area's invalidation reaches it and the
 * inbox's does not (refetching it would fold the pages "see more" loaded).
 */
export const bellKey = (): QueryKey => ['post', MINE, { scope: me(), bell: 1 }];
const isBell = (key: QueryKey) => !!(key[2] as { bell?: number } | undefined)?.bell;
/** Refetch the full-page inbox (not the bell). */
export const invalidateInbox = (client: QueryClient) => client.invalidateQueries({ predicate: (q) => isOfPaths(q.queryKey, [MINE]) && !isBell(q.queryKey) });

/** POST general/notification/user_notification: a page (`?page`), or every one (`{all: true}`). */
export async function fetchMyNotifications(options: { page?: number; all?: boolean; filters?: Omit<UserNotificationsRequest, 'all'> } = {}): Promise<UserNotifications> {
  const body: UserNotificationsRequest = { ...(options.filters ?? {}), ...(options.all ? { all: true } : {}) };
  const query = options.all ? {} : { page: options.page ?? 1 };
  return (await call(contract.POST(MINE, { params: { query }, body }))).data;
}

/** GET general/notification/make_notification_seen/{id} */
export async function markSeen(id: number) {
  return (await call(contract.GET('/general/notification/make_notification_seen/{id}', { params: { path: { id } } }))).data;
}

/** POST general/notification/clear_notification (no body) */
export async function clearAll() {
  return (await call(contract.POST('/general/notification/clear_notification'))).data;
}

export async function sendNotification(form: NotificationForm) {
  return call(contract.POST('/general/notification/store', { body: form }));
}

/** Send a notification; every answer of the area is refetched after (the register, and the bell when it reaches the sender). */
export function useSendNotification() {
  const client = useQueryClient();
  return useMutation({ mutationFn: sendNotification, onSuccess: () => invalidateNotifications(client) });
}

/** The full-page inbox: the user's own notifications, paged and filtered on the server. */
export function useInbox(filters: Omit<UserNotificationsRequest, 'all'>, page: number) {
  return failing($api.useQuery('post', MINE, scoped({ params: { query: { page } }, body: filters }, me()), { select: (r) => r.data.notifications, placeholderData: keepPreviousData }));
}

export function useSends(filters: NotificationSendFilters, page: number) {
  return failing($api.useQuery('post', '/general/notification', scoped({ params: { query: { page } }, body: filters }, me()), { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export function useRecipients(id: number | null, filters: NotificationRecipientFilters, page: number) {
  return failing(
    $api.useQuery('post', '/general/notification/recipients/{id}', scoped({ params: { path: { id: id ?? 0 }, query: { page } }, body: filters }, me()), {
      select: (r) => r.data,
      placeholderData: keepPreviousData,
      enabled: id !== null,
    }),
  );
}

export function useAudienceUsers(typeId: number | null | undefined) {
  return failing(
    $api.useQuery('get', '/general/notification/users-of-type/{type_id}', scoped({ params: { path: { type_id: typeId ?? 0 } } }, me()), {
      select: (r) => r.data,
      enabled: !!typeId,
      staleTime: 60_000,
    }),
  );
}
