/**
 * A car licence request (spec 000 §2 /request-licenses (/new, /, /view/{id},
 * /update/{id}); 000 §7 POST general/licenseCarOrder?page, POST
 * general/licenseCarOrder/cancel/{id} "returns licenseCarOrder.status"; 001 §4
 * "Licence: pending, approved, rejected"; 001 §6 "A rejected licence request cannot be
 * viewed or updated"; 001 §8 "You can't view or update a rejected licence request";
 * 000 §6 carLicense-request/index/view/update).
 *
 * - `pending` (initial): requested (/request-licenses/new, carLicense-request). The
 *   requester may UPDATE it (/update/{id}) or CANCEL it (licenseCarOrder/cancel/{id}).
 *   The authority APPROVEs or REJECTs it with a reason ("Approve or reject requests
 *   with a reason").
 * - `approved` (final): the licence stands.
 * - `rejected` (final): can be neither viewed nor updated — `refusals.VIEW` and
 *   `refusals.UPDATE` carry the spec's message; runtimes ask `viewRefusal()` before
 *   showing one.
 * - `cancelled` (final): withdrawn by the requester (BRIEF §4 "+ cancelled", from the
 *   spec's cancel call). Cancelling again is refused with its own message ("already
 *   cancelled", code 104); a decided request (approved, rejected) is not cancelled.
 *
 * Every change to a request needs carLicense-update: the requester's own edits and
 * cancellation (party owner), and the authority's decisions (admin, kdana).
 */
import { setup } from 'xstate';
import { command, lifecycle, lifecycleActions, type CommandInput } from '../core/lifecycle';
import { conflict, fieldRefusal, rule } from '../core/rule';
import type { LifecycleContext, LifecycleMeta } from '../core/types';
import { AUTHORITY_TYPES } from '../core/who';
import { fieldOf, hasText } from '../core/fields';
import type { Who } from '../core/types';

export interface CarLicenceOrderRecord {
  id: number;
  status: string;
  [key: string]: unknown;
}

export type CarLicenceOrderEvent = { type: 'UPDATE'; [field: string]: unknown } | { type: 'CANCEL' } | { type: 'APPROVE' } | { type: 'REJECT'; reject_reason: string };
export type CarLicenceOrderInput = CommandInput<CarLicenceOrderRecord, CarLicenceOrderEvent>;
type Args = { context: LifecycleContext<CarLicenceOrderRecord>; event: CarLicenceOrderEvent };

const REQUESTER: Who = { permissions: ['carLicense-update'], party: 'owner' };
const DECIDER: Who = { permissions: ['carLicense-update'], accountTypes: AUTHORITY_TYPES };
/** "You can't view or update a rejected licence request." */
const REJECTED_LOCKED = conflict('carLicenceOrder.rejectedLocked');

const { stable, final } = lifecycle('carLicenceOrder');

export const carLicenceOrderMachine = setup({
  types: {
    context: {} as LifecycleContext<CarLicenceOrderRecord>,
    events: {} as CarLicenceOrderEvent,
    input: {} as { record?: CarLicenceOrderRecord } | undefined,
  },
  guards: {
    reasonGiven: rule<Args>(fieldRefusal('reject_reason', 'validation.rejectCause'), ({ event }) => hasText(fieldOf(event, 'reject_reason'))),
  },
  actors: {
    update: command<CarLicenceOrderRecord, CarLicenceOrderInput>(),
    cancel: command<CarLicenceOrderRecord, CarLicenceOrderInput>(),
    approve: command<CarLicenceOrderRecord, CarLicenceOrderInput>(),
    reject: command<CarLicenceOrderRecord, CarLicenceOrderInput>(),
  },
  actions: lifecycleActions,
}).createMachine({
  id: 'carLicenceOrder',
  context: ({ input }) => (input?.record ? { record: input.record } : {}),
  initial: 'pending',
  meta: {
    label: { ar: 'طلب ترخيص مركبة', en: 'Car licence request' },
    spec: [
      '000 §2 /request-licenses (/new, /, /view/{id}, /update/{id})',
      '000 §7 POST general/licenseCarOrder?page; POST general/licenseCarOrder/cancel/{id} returns licenseCarOrder.status',
      '001 §4 Licence: pending, approved, rejected',
      '001 §6 A rejected licence request cannot be viewed or updated',
      '001 §8 You can’t view or update a rejected licence request',
    ],
    statuses: 'pending, approved, rejected, cancelled',
    parties: { owner: { ar: 'الشركة مقدمة الطلب', en: 'The company that made the request' } },
  } satisfies LifecycleMeta,
  states: {
    pending: stable(
      { label: { ar: 'قيد الانتظار', en: 'Pending' }, tone: 'warning', description: { ar: 'بانتظار قرار الجهة', en: 'Awaiting the authority’s decision' } },
      {
        UPDATE: {
          target: 'pending',
          actor: 'update',
          meta: { label: { ar: 'تعديل الطلب', en: 'Update' }, who: REQUESTER, spec: ['000 §2 /request-licenses/update/{id}', '000 §6 carLicense-update'] },
        },
        CANCEL: {
          target: 'cancelled',
          actor: 'cancel',
          meta: {
            label: { ar: 'إلغاء الطلب', en: 'Cancel request' },
            who: REQUESTER,
            spec: ['000 §7 POST general/licenseCarOrder/cancel/{id}', '001 §7 Cancel of a car-licence order'],
            confirm: { ar: 'هل أنت متأكد من إلغاء طلب الترخيص؟', en: 'Are you sure you want to cancel this licence request?' },
          },
        },
        APPROVE: {
          target: 'approved',
          actor: 'approve',
          meta: { label: { ar: 'اعتماد', en: 'Approve' }, who: DECIDER, spec: ['001 §4 Licence: approved', '001 §4 Approve or reject requests'] },
        },
        REJECT: {
          target: 'rejected',
          guard: 'reasonGiven',
          actor: 'reject',
          meta: {
            label: { ar: 'رفض', en: 'Reject' },
            who: DECIDER,
            spec: ['001 §4 Licence: rejected', '001 §4 Approve or reject requests with a reason', '001 §5 A reject cause is required'],
            example: { reject_reason: 'الوثائق غير سارية' },
          },
        },
      },
    ),
    approved: final({
      label: { ar: 'معتمد', en: 'Approved' },
      tone: 'success',
      description: { ar: 'اعتُمد الترخيص', en: 'The licence is granted' },
      refusals: { APPROVE: conflict('carLicenceOrder.alreadyApproved', '104') },
    }),
    rejected: final({
      label: { ar: 'مرفوض', en: 'Rejected' },
      tone: 'danger',
      description: { ar: 'لا يمكن عرض الطلب المرفوض أو تعديله', en: 'A rejected request can be neither viewed nor updated' },
      refusals: { VIEW: REJECTED_LOCKED, UPDATE: REJECTED_LOCKED },
    }),
    cancelled: final({
      label: { ar: 'ملغي', en: 'Cancelled' },
      tone: 'danger',
      description: { ar: 'ألغاه مقدم الطلب', en: 'Withdrawn by the requester' },
      refusals: { CANCEL: conflict('carLicenceOrder.alreadyCancelled', '104') },
    }),
  },
});
