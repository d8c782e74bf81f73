/** Spec 001 §3 "Reassign or lock order: type (reassign or lock)". */
export const REASSIGN_ORDER_TYPES = ['reassign', 'lock'] as const;
export type ReassignOrderType = (typeof REASSIGN_ORDER_TYPES)[number];

/**
 * Spec 001 §2 "Reaching a reassign or lock order that is rejected sends the user to
 * /re-assign-orders or /lock-orders after 1 second"; §4 "A rejection sends the user
 * back to the list after 1 second"; 000 §9 "redirect after a rejected reassign or
 * lock order 1000 ms (to /re-assign-orders or /lock-orders)".
 */
export const REJECTED_REDIRECT_MS = 1000;
export const LIST_PATH: Record<ReassignOrderType, string> = { reassign: '/re-assign-orders', lock: '/lock-orders' };

/** Where the viewer of a rejected order of this type is sent, and after how long. */
export function rejectedRedirect(type: ReassignOrderType): { path: string; delayMs: number } {
  return { path: LIST_PATH[type], delayMs: REJECTED_REDIRECT_MS };
}

/** Spec 001 §2 and 000 §9: the viewer of a rejected re-assign order is sent to /re-assign-orders after 1 second. */
export const REASSIGN_REJECTED_REDIRECT = rejectedRedirect('reassign');
