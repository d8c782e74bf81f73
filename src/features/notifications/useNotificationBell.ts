/**
 * The bell's client state (spec 000 §3: unread count, list, read-more page,
 * all-loaded flag), kept in the query cache so the bell, the drawer and the inbox
 * page share one copy. Loaded after each guarded navigation (spec 000 §5); "see
 * more" appends the next page, "show all" loads every one; a click marks one seen
 * (the count drops by one) and clearing sets the count to 0 (spec 000 §4).
 */
import { useCallback, useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { notificationMachine } from '../../../machines/notification/machine';
import { notificationStatusOf } from '../../../machines/notification/constants';
import { useLifecycle, type ClientActor } from '../../shared/workflow/useLifecycle';
import { bellKey, clearAll, fetchMyNotifications, invalidateInbox, markSeen, type Notification, type UserNotifications } from './api';

/** A notification as its machine sees it: its status is what is_seen stands for. */
type NotificationRecord = Notification & { status: string };
const recordOf = (n: Notification): NotificationRecord => ({ ...n, status: notificationStatusOf(n.is_seen) });

export interface BellState {
  list: Notification[];
  total: number;
  unread: number;
  /** the last page loaded ("read-more page") */
  page: number;
  lastPage: number;
  allLoaded: boolean;
  questionnaireRequired: boolean;
  questionnaireId: number | null;
}

export function bellStateOf(r: UserNotifications, page = 1, all = false): BellState {
  const n = r.notifications;
  return {
    list: n.data,
    total: n.total,
    unread: r.unread_notify,
    page,
    lastPage: n.last_page,
    allLoaded: all || n.current_page >= n.last_page,
    questionnaireRequired: r.questionnaire_required === 1,
    questionnaireId: r.questionnaire_id ?? null,
  };
}

function merge(a: Notification[], b: Notification[]): Notification[] {
  const seen = new Set(a.map((n) => n.id));
  return [...a, ...b.filter((n) => !seen.has(n.id))];
}

/**
 * Opening a notification through its machine: SEE only from unseen, sent by the
 * notification's recipient (the signed-in user). The bell's count and list, and the
 * inbox, show the answer.
 */
export function useOpenNotification() {
  const client = useQueryClient();
  const actors: Record<string, ClientActor<NotificationRecord>> = {
    see: async ({ record }) => {
      const r = await markSeen(record.id);
      client.setQueryData<BellState>(bellKey(), (s) => (s ? { ...s, unread: r.unread_notify, list: s.list.map((x) => (x.id === record.id ? r.notification : x)) } : s));
      void invalidateInbox(client);
      return recordOf(r.notification);
    },
  };
  const lifecycle = useLifecycle<NotificationRecord>(notificationMachine, actors, ['recipient']);
  /** Mark it seen when its status takes SEE, and return it; the caller follows its link. */
  const open = async (n: Notification): Promise<Notification> => {
    const record = recordOf(n);
    if (!lifecycle.available(record.status).includes('SEE')) return n;
    return lifecycle.run(record, { type: 'SEE' });
  };
  return { open, lifecycle };
}

export function useNotificationBell(enabled = true) {
  const client = useQueryClient();
  const location = useLocation();
  const query = useQuery({
    queryKey: bellKey(),
    queryFn: async () => bellStateOf(await fetchMyNotifications({ page: 1 })),
    enabled,
    // refreshed on navigation (below) and when the window regains focus, not on a timer
    staleTime: Infinity,
    refetchOnWindowFocus: true,
  });
  const { refetch } = query;

  // spec 000 §5: "load notifications after each guarded navigation"
  useEffect(() => {
    if (enabled) void refetch({ cancelRefetch: false });
  }, [location.pathname, enabled, refetch]);

  const update = useCallback((change: (s: BellState) => BellState) => client.setQueryData<BellState>(bellKey(), (s) => (s ? change(s) : s)), [client]);

  const seeMore = useCallback(async () => {
    const state = client.getQueryData<BellState>(bellKey());
    if (!state || state.allLoaded) return;
    const next = state.page + 1;
    const r = await fetchMyNotifications({ page: next });
    update((s) => ({ ...bellStateOf(r, next), list: merge(s.list, r.notifications.data) }));
  }, [client, update]);

  const showAll = useCallback(async () => {
    const r = await fetchMyNotifications({ all: true });
    update(() => bellStateOf(r, 1, true));
  }, [update]);

  const { open, lifecycle } = useOpenNotification();
  /** Clear all is offered while something is unread and the machine lets the user CLEAR an unseen one. */
  const canClear = (query.data?.unread ?? 0) > 0 && lifecycle.available('unseen').includes('CLEAR');

  /** Clear all: only while something is unread (spec 000 §7). */
  const clear = useCallback(async () => {
    const state = client.getQueryData<BellState>(bellKey());
    if (!state || state.unread <= 0) return;
    await clearAll();
    update((s) => ({ ...s, unread: 0, list: s.list.map((x) => ({ ...x, is_seen: 1 as const })) }));
    void invalidateInbox(client);
  }, [client, update]);

  return { query, state: query.data, seeMore, showAll, open, clear, canClear };
}
