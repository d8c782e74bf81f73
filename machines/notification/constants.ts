/** The stored is_seen flag of each status (spec 000 §3 Notification: is_seen (0/1); §4 "unseen (is_seen 0) becomes seen (1)"). */
export const NOTIFICATION_IS_SEEN = { unseen: 0, seen: 1 } as const;

/** The status an is_seen flag stands for. */
export function notificationStatusOf(isSeen: number | boolean): 'unseen' | 'seen' {
  return Number(isSeen) === NOTIFICATION_IS_SEEN.seen ? 'seen' : 'unseen';
}

/** The unread counter changes by one when one notification is seen (spec 000 §4 "the unread counter is adjusted by one"). */
export const UNREAD_STEP = 1;
