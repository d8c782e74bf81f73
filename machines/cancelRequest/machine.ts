/**
 * A request to cancel a location order or an order, or to release its contractor or
 * consultant (spec 001 §3 "Cancel request: canceled_request_id, status,
 * status_text"; §4 "cancel an order with a reason", "change a cancel-request
 * status"; §7 canceled_requests/store, update_contractor, update_consultant,
 * change_request_status; §2 /cancel-requests, /location-order-cancel-requests).
 *
 * - `pending` (initial): filed by the order's owner with its reason (store).
 * - `approved` (final): the authority accepted it; the runtime sends the order the
 *   event of `ORDER_EVENT_ON_APPROVAL` (CANCEL, CHANGE_CONTRACTOR or
 *   CHANGE_CONSULTANT) in the same transaction, so the two never disagree.
 * - `rejected` (final): refused with a reason; the order carries on.
 *
 * Deciding twice is refused as "already decided" rather than "Unallowed action!",
 * in the manner of the spec's "already active" (code 104).
 */
import { setup } from 'xstate';
import { command, lifecycle, lifecycleActions, type CommandInput } from '../core/lifecycle';
import { conflict, fieldRefusal, rule } from '../core/rule';
import type { LifecycleContext, LifecycleMeta, Who } from '../core/types';
import { AUTHORITY_TYPES } from '../core/who';
import { fieldOf, hasText } from '../core/fields';
import type { CancelRequestType } from './constants';

export interface CancelRequestRecord {
  id: number;
  status: string;
  type?: CancelRequestType;
  order_id?: number;
  [key: string]: unknown;
}

export type CancelRequestEvent = { type: 'APPROVE' } | { type: 'REJECT'; rejection_reason: string };
export type CancelRequestInput = CommandInput<CancelRequestRecord, CancelRequestEvent>;

type Args = { event: CancelRequestEvent };

/** The authority's cancel-request desk, for either order family (spec 001 §6). */
const DESK: Who = { permissions: ['order-cancel-request-index', 'locationorder-cancel-request-index'], accountTypes: AUTHORITY_TYPES };

const DECIDED = conflict('cancelRequest.alreadyDecided', '104');

const { stable, final } = lifecycle('cancelRequest');

export const cancelRequestMachine = setup({
  types: {
    context: {} as LifecycleContext<CancelRequestRecord>,
    events: {} as CancelRequestEvent,
    input: {} as { record?: CancelRequestRecord } | undefined,
  },
  guards: {
    reasonGiven: rule<Args>(fieldRefusal('rejection_reason', 'validation.rejectCause'), ({ event }) => hasText(fieldOf(event, 'rejection_reason'))),
  },
  actors: {
    approve: command<CancelRequestRecord, CancelRequestInput>(),
    reject: command<CancelRequestRecord, CancelRequestInput>(),
  },
  actions: lifecycleActions,
}).createMachine({
  id: 'cancelRequest',
  context: ({ input }) => (input?.record ? { record: input.record } : {}),
  initial: 'pending',
  meta: {
    label: { ar: 'طلب الإلغاء', en: 'Cancel request' },
    spec: [
      '001 §3 Cancel request: canceled_request_id, status, status_text',
      '001 §4 cancel an order with a reason; change a cancel-request status',
      '001 §7 canceled_requests/store, update_contractor, update_consultant, change_request_status',
    ],
    statuses: 'pending, approved, rejected',
  } satisfies LifecycleMeta,
  states: {
    pending: stable(
      { label: { ar: 'قيد الانتظار', en: 'Pending' }, tone: 'warning', description: { ar: 'بانتظار قرار الجهة', en: 'Awaiting the authority' } },
      {
        APPROVE: {
          target: 'approved',
          actor: 'approve',
          meta: {
            label: { ar: 'الموافقة على طلب الإلغاء', en: 'Approve cancel request' },
            who: DESK,
            spec: ['001 §4 change a cancel-request status', '001 §7 canceled_requests/change_request_status'],
            confirm: { ar: 'الموافقة تلغي الطلب أو تحرر المقاول أو الاستشاري. هل تريد المتابعة؟', en: 'Approving cancels the order or releases its contractor or consultant. Continue?' },
          },
        },
        REJECT: {
          target: 'rejected',
          guard: 'reasonGiven',
          actor: 'reject',
          meta: {
            label: { ar: 'رفض طلب الإلغاء', en: 'Reject cancel request' },
            who: DESK,
            spec: ['001 §4 change a cancel-request status', '001 §4 Approve or reject requests with a reason'],
            example: { rejection_reason: 'الأعمال منجزة / The works are done' },
          },
        },
      },
    ),
    approved: final({
      label: { ar: 'مقبول', en: 'Approved' },
      tone: 'success',
      description: { ar: 'قُبل طلب الإلغاء', en: 'The cancellation was granted' },
      refusals: { APPROVE: DECIDED, REJECT: DECIDED },
    }),
    rejected: final({
      label: { ar: 'مرفوض', en: 'Rejected' },
      tone: 'danger',
      description: { ar: 'رُفض طلب الإلغاء ويبقى الطلب الأصلي قائماً', en: 'Refused; the original order stands' },
      refusals: { APPROVE: DECIDED, REJECT: DECIDED },
    }),
  },
});
