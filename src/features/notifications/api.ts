/** The notifications area's calls and queries (spec 000 §7). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { api, asForm, unwrap } from '../../shared/api/client';
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

export const notificationKeys = {
  all: ['notifications'] as const,
  bell: () => ['notifications', me(), 'bell'] as const,
  inboxAll: () => ['notifications', me(), 'inbox'] as const,
  inbox: (filters: UserNotificationsRequest, page: number) => ['notifications', me(), 'inbox', filters, page] as const,
  sends: (filters: NotificationSendFilters, page: number) => ['notifications', me(), 'sends', filters, page] as const,
  recipients: (id: number, filters: NotificationRecipientFilters, page: number) => ['notifications', me(), 'recipients', id, filters, page] as const,
  audience: (typeId: number) => ['notifications', me(), 'audience', typeId] as const,
};

/** POST general/notification/user_notification: a page (`?page`), or every one (`{all: true}`). */
export async function fetchMyNotifications(options: { page?: number; all?: boolean; filters?: Omit<UserNotificationsRequest, 'all'> } = {}): Promise<UserNotifications> {
  const body: UserNotificationsRequest = { ...(options.filters ?? {}), ...(options.all ? { all: true } : {}) };
  const query = options.all ? {} : { page: options.page ?? 1 };
  return (await unwrap(api.POST('/general/notification/user_notification', { params: { query }, body, ...asForm }))).data;
}

/** GET general/notification/make_notification_seen/{id} */
export async function markSeen(id: number) {
  return (await unwrap(api.GET('/general/notification/make_notification_seen/{id}', { params: { path: { id } } }))).data;
}

/** POST general/notification/clear_notification (no body) */
export async function clearAll() {
  return (await unwrap(api.POST('/general/notification/clear_notification'))).data;
}

export async function sendNotification(form: NotificationForm) {
  return unwrap(api.POST('/general/notification/store', { body: form, ...asForm }));
}

/** The full-page inbox: the user's own notifications, paged and filtered on the server. */
export function useInbox(filters: Omit<UserNotificationsRequest, 'all'>, page: number) {
  return useQuery({
    queryKey: notificationKeys.inbox(filters, page),
    queryFn: async () => (await fetchMyNotifications({ page, filters })).notifications,
    placeholderData: keepPreviousData,
  });
}

export function useSends(filters: NotificationSendFilters, page: number) {
  return useQuery({
    queryKey: notificationKeys.sends(filters, page),
    queryFn: async () => (await unwrap(api.POST('/general/notification', { params: { query: { page } }, body: filters, ...asForm }))).data,
    placeholderData: keepPreviousData,
  });
}

export function useRecipients(id: number | null, filters: NotificationRecipientFilters, page: number) {
  return useQuery({
    queryKey: notificationKeys.recipients(id ?? 0, filters, page),
    queryFn: async () => (await unwrap(api.POST('/general/notification/recipients/{id}', { params: { path: { id: id! }, query: { page } }, body: filters, ...asForm }))).data,
    placeholderData: keepPreviousData,
    enabled: id !== null,
  });
}

export function useAudienceUsers(typeId: number | null | undefined) {
  return useQuery({
    queryKey: notificationKeys.audience(typeId ?? 0),
    queryFn: async () => (await unwrap(api.GET('/general/notification/users-of-type/{type_id}', { params: { path: { type_id: typeId! } } }))).data,
    enabled: !!typeId,
    staleTime: 60_000,
  });
}
