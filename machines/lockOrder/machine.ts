/**
 * The lock order (spec 001 §2 /lock-orders, /lock-orders/{id}/details,
 * …/form/{form}, …/approve-camps, …/payment-attachment, …/re-delivery/signature,
 * …/re-delivery/file, /lock/about-signature; §3 "Reassign or lock order: type
 * (reassign or lock)"; §4 "Re-assign and lock orders"; §6 lock-*; 000 §6
 * lock-order-bulk-signature).
 *
 * The re-assign order's lifecycle, built by the same function (machines/
 * reassignOrder/machine.ts, docs/workflows/reassignOrder.md has the reasons): form →
 * camps_approval → payment (when penalties are due; paid through a payment
 * attachment) → signature (MissedSignCount must reach 0) → re_delivery_file →
 * completed (the camp is locked); rejected with a reason before the file — its
 * viewer is sent to /lock-orders after 1 s —, or cancelled before the signatures.
 * Only the lock-* permissions act on it; bulk sign sends SIGN to many lock orders.
 */
import { buildReassignOrderMachine } from '../reassignOrder/machine';

export const lockOrderMachine = buildReassignOrderMachine('lock');
