/**
 * The notification lifecycle on the server (the notifications table): its status is
 * stored as the spec's is_seen flag (NOTIFICATION_IS_SEEN), and only its recipient
 * sees it — anyone else's notification is answered as missing.
 */
import { eq } from 'drizzle-orm';
import { notificationMachine, notificationStatusOf, NOTIFICATION_IS_SEEN } from '../../../machines';
import { notifications } from '../../db/schema';
import { defineLifecycle } from '../../lifecycle/define';
import type { Tx } from '../../db/client';

const seenNow = async (tx: Tx, id: number) => {
  await tx.update(notifications).set({ seenAt: new Date() }).where(eq(notifications.id, id));
};

export const notificationLifecycle = defineLifecycle({
  machine: notificationMachine,
  workflow: 'notification',
  table: notifications,
  status: { key: 'isSeen', read: (v) => notificationStatusOf(Number(v)), write: (s) => NOTIFICATION_IS_SEEN[s as keyof typeof NOTIFICATION_IS_SEEN] },
  visible: (caller, row) => row.userId === caller.userId,
  parties: (caller, row) => (row.userId === caller.userId ? ['recipient'] : []),
  keep: [],
  actors: {
    see: (tx, { record }) => seenNow(tx, record.id),
    clear: (tx, { record }) => seenNow(tx, record.id),
  },
});
