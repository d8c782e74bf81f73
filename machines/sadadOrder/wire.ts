/**
 * The payment orders' change_state call in its own words (spec 001 §7 "change_state"; §3 "Sadad
 * order: sadad_order_id, status_id"; "Invoice: invoice_id, status"): the decision is the status the
 * order is to take — `approved` or `rejected` (with `rejection_reason`) — and maps to the machine's
 * APPROVE / REJECT. One mapping for the server's handler and the screens' actors.
 */
import type { PaymentOrderEvent } from './machine';

/** The statuses change_state may ask for. */
export const DECISIONS = ['approved', 'rejected'] as const;
export type Decision = (typeof DECISIONS)[number];

/** change_state's decision → the machine's event; undefined when the decision is none of the two. */
export function toEvent(decision: unknown, rejectionReason?: unknown): PaymentOrderEvent | undefined {
  if (decision === 'approved') return { type: 'APPROVE' };
  if (decision === 'rejected') return { type: 'REJECT', rejection_reason: typeof rejectionReason === 'string' ? rejectionReason : '' };
  return undefined;
}

/** The machine's decision event → change_state's decision and reason. */
export function toBody(event: { type: 'APPROVE' } | { type: 'REJECT'; rejection_reason: string }): { decision: Decision; rejection_reason?: string } {
  return event.type === 'APPROVE' ? { decision: 'approved' } : { decision: 'rejected', rejection_reason: event.rejection_reason };
}
