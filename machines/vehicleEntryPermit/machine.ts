/**
 * A vehicle-entry permit order (spec 001 §2 /vehicle-entry-permit-orders, /create,
 * /details/{id}, /file/{id}; §7 "Vehicle-entry permits: list, get, store, update,
 * approve, reject"; §6 vehicle-entry-index, vehicle-entry-create, vehicle-entry-details;
 * §4 "Licence: pending, approved, rejected", "Approve or reject requests with a reason").
 *
 * - `pending` (initial): filed by a company (store). The company may UPDATE it while it
 *   waits. The authority APPROVEs it or REJECTs it with a reason (reject_reason, "A reject
 *   cause is required").
 * - `approved` (final): the permit file (/file/{id}) is issued.
 * - `rejected` (final): the company files a new order.
 *
 * Who decides: the authority's staff and government entities (account type gov). The
 * spec names no approval permission; the decision is taken from the details screen
 * (vehicle-entry-details), and the demo government role holds the index and details
 * permissions but not create — entry to the sites is theirs to allow. The spec has no
 * cancel call for these permits (unlike car licences), so there is no `cancelled`.
 */
import { setup } from 'xstate';
import { command, lifecycle, lifecycleActions, type CommandInput } from '../core/lifecycle';
import { conflict, fieldRefusal, rule } from '../core/rule';
import type { LifecycleContext, LifecycleMeta } from '../core/types';
import { AUTHORITY_TYPES } from '../core/who';
import { fieldOf, hasText } from '../core/fields';
import type { Who } from '../core/types';

export interface VehicleEntryPermitRecord {
  id: number;
  status: string;
  [key: string]: unknown;
}

export type VehicleEntryPermitEvent = { type: 'UPDATE'; [field: string]: unknown } | { type: 'APPROVE' } | { type: 'REJECT'; reject_reason: string };
export type VehicleEntryPermitInput = CommandInput<VehicleEntryPermitRecord, VehicleEntryPermitEvent>;
type Args = { context: LifecycleContext<VehicleEntryPermitRecord>; event: VehicleEntryPermitEvent };

/** Who decides permits — the authority's staff and government entities — and so sees every company's orders. */
export const VEHICLE_ENTRY_DESK_TYPES = [...AUTHORITY_TYPES, 'gov' as const];
/** Whether an account of this type sees every company's permit orders (else only its company's). */
export const seesAllPermits = (accountType: string): boolean => (VEHICLE_ENTRY_DESK_TYPES as readonly string[]).includes(accountType);

const APPLICANT: Who = { permissions: ['vehicle-entry-create'], party: 'owner' };
const DECIDER: Who = { permissions: ['vehicle-entry-details'], accountTypes: VEHICLE_ENTRY_DESK_TYPES };

const { stable, final } = lifecycle('vehicleEntryPermit');

export const vehicleEntryPermitMachine = setup({
  types: {
    context: {} as LifecycleContext<VehicleEntryPermitRecord>,
    events: {} as VehicleEntryPermitEvent,
    input: {} as { record?: VehicleEntryPermitRecord } | undefined,
  },
  guards: {
    reasonGiven: rule<Args>(fieldRefusal('reject_reason', 'validation.rejectCause'), ({ event }) => hasText(fieldOf(event, 'reject_reason'))),
  },
  actors: {
    update: command<VehicleEntryPermitRecord, VehicleEntryPermitInput>(),
    approve: command<VehicleEntryPermitRecord, VehicleEntryPermitInput>(),
    reject: command<VehicleEntryPermitRecord, VehicleEntryPermitInput>(),
  },
  actions: lifecycleActions,
}).createMachine({
  id: 'vehicleEntryPermit',
  context: ({ input }) => (input?.record ? { record: input.record } : {}),
  initial: 'pending',
  meta: {
    label: { ar: 'تصريح دخول المركبات', en: 'Vehicle-entry permit' },
    spec: [
      '001 §2 /vehicle-entry-permit-orders, /create, /details/{id}, /file/{id}',
      '001 §7 Vehicle-entry permits: list, get, store, update, approve, reject',
      '001 §4 Licence: pending, approved, rejected; approve or reject requests with a reason',
      '001 §6 vehicle-entry-index, vehicle-entry-create, vehicle-entry-details',
    ],
    statuses: 'pending, approved, rejected',
    parties: { owner: { ar: 'الشركة مقدمة الطلب', en: 'The company that filed the order' } },
  } satisfies LifecycleMeta,
  states: {
    pending: stable(
      { label: { ar: 'قيد الانتظار', en: 'Pending' }, tone: 'warning', description: { ar: 'بانتظار قرار الجهة', en: 'Awaiting the authority’s decision' } },
      {
        UPDATE: {
          target: 'pending',
          actor: 'update',
          meta: { label: { ar: 'تعديل الطلب', en: 'Update' }, who: APPLICANT, spec: ['001 §7 Vehicle-entry permits: update'] },
        },
        APPROVE: {
          target: 'approved',
          actor: 'approve',
          meta: { label: { ar: 'اعتماد', en: 'Approve' }, who: DECIDER, spec: ['001 §7 Vehicle-entry permits: approve', '001 §4 Approve or reject requests'] },
        },
        REJECT: {
          target: 'rejected',
          guard: 'reasonGiven',
          actor: 'reject',
          meta: {
            label: { ar: 'رفض', en: 'Reject' },
            who: DECIDER,
            spec: ['001 §7 Vehicle-entry permits: reject', '001 §4 Approve or reject requests with a reason', '001 §5 A reject cause is required'],
            example: { reject_reason: 'بيانات المركبة غير مكتملة' },
          },
        },
      },
    ),
    approved: final({
      label: { ar: 'معتمد', en: 'Approved' },
      tone: 'success',
      description: { ar: 'صدر التصريح', en: 'The permit is issued' },
      refusals: { APPROVE: conflict('vehicleEntryPermit.alreadyApproved', '104') },
    }),
    rejected: final({
      label: { ar: 'مرفوض', en: 'Rejected' },
      tone: 'danger',
      description: { ar: 'رُفض الطلب مع ذكر السبب', en: 'Refused, with a reason' },
      refusals: { REJECT: conflict('vehicleEntryPermit.alreadyRejected', '104') },
    }),
  },
});
