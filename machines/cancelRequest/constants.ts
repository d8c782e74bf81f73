/**
 * What a cancel request asks to cancel (spec 001 §7 canceled_requests/store,
 * update_contractor, update_consultant): the order itself, or the engagement of its
 * contractor or consultant so that another takes over. Approving it sends this event
 * to the order (../order/machine.ts), in the same transaction.
 */
export const CANCEL_REQUEST_TYPES = ['order', 'contractor', 'consultant'] as const;
export type CancelRequestType = (typeof CANCEL_REQUEST_TYPES)[number];

export const ORDER_EVENT_ON_APPROVAL: Record<CancelRequestType, 'CANCEL' | 'CHANGE_CONTRACTOR' | 'CHANGE_CONSULTANT'> = {
  order: 'CANCEL',
  contractor: 'CHANGE_CONTRACTOR',
  consultant: 'CHANGE_CONSULTANT',
};
