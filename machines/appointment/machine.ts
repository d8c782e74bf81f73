/**
 * A handover appointment for a camp assignment (spec 000 §3 Appointment: id,
 * appointment, assign_camp_id, square_name, camp_name; 000 §4 / 001 §4 "Appointment:
 * pending, approved, rejected"; actions "re-schedule appointment", 001 §4 "Approve or
 * reject requests with a reason", "Re-schedule an appointment"). The stored statuses
 * are exactly the spec's three.
 *
 * - `pending` (initial): the authority set a date (POST general/appointments/store,
 *   /create-appointments); the receiving company confirms it (APPROVE) or declines it
 *   with a reason (REJECT, reject_reason — "A reject cause is required").
 * - `approved`: the company will come. The handover itself moves the assignment (its
 *   ANSWER_FORM); the appointment stays approved as the record of when it happened.
 * - `rejected`: the company declined this date; the authority RESCHEDULEs.
 * - RESCHEDULE (POST general/appointments/update/{id} with a new `appointment`) gives a
 *   new date, which the company confirms again → `pending`.
 *
 * An absence is not a status of the appointment. It is a row in absence history
 * (POST general/absence_history/store with appointment_id and company_id,
 * /absence-history) and the assignment's RECORD_ABSENCE (assignment `appointment` →
 * `pending`: it waits for a new appointment). After an absence the appointment keeps
 * the status it had — `approved`: the date was agreed and the company did not come —
 * and is no longer its assignment's current appointment; the rebooking is a new
 * appointment (POST general/appointments/store), `pending` again. A missed appointment
 * is history, so it is neither approved, rejected nor re-scheduled afterwards: the
 * runtime passes `facts.missed` (an absence history row exists for it) when it restores
 * the appointment, and the `notMissed` rule refuses those events with "This appointment
 * was missed; book a new appointment for the assignment". A runtime that cannot see
 * absence history (the client before the server answers) leaves the fact out and the
 * server, which loads it, decides.
 *
 * No status is final: until the camp is received an appointment that was not missed can
 * always be re-scheduled; deleting an appointment (DELETE general/appointments/delete/{id})
 * removes the record and is not a transition.
 */
import { setup } from 'xstate';
import { command, lifecycle, lifecycleActions, type CommandInput } from '../core/lifecycle';
import { allOf, conflict, fieldRefusal, rule } from '../core/rule';
import type { LifecycleContext, LifecycleMeta } from '../core/types';
import { AUTHORITY_TYPES } from '../core/who';
import { fieldOf, isDateTime, textOf } from '../core/fields';
import type { Who } from '../core/types';

export interface AppointmentRecord {
  id: number;
  status: string;
  appointment?: string | Date | null;
  assign_camp_id?: number | null;
  [key: string]: unknown;
}

/** Facts of other records the guards read (loaded by the server's `context(tx, row)`). */
export interface AppointmentFacts {
  /** an absence history row exists for this appointment: the company did not come */
  missed: boolean;
}

export type AppointmentContext = LifecycleContext<AppointmentRecord> & { facts?: Partial<AppointmentFacts> };
export type AppointmentEvent = { type: 'APPROVE' } | { type: 'REJECT'; reject_reason: string } | { type: 'RESCHEDULE'; appointment: string };

export type AppointmentInput = CommandInput<AppointmentRecord, AppointmentEvent>;
type Args = { context: AppointmentContext; event: AppointmentEvent };

const field = fieldOf;
const text = textOf;
/** The instant a date names (text from the API, or a Date from the database), if any. */
function instantOf(value: unknown): number | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  const t = Date.parse(textOf(value));
  return Number.isNaN(t) ? null : t;
}

/** Two dates are the same appointment when they name the same instant, however written. */
function sameInstant(a: unknown, b: unknown): boolean {
  const ta = instantOf(a);
  const tb = instantOf(b);
  return ta === null || tb === null ? textOf(a) !== '' && textOf(a) === textOf(b) : ta === tb;
}

/** The receiving company of the appointment's assignment answers the proposed date. */
const RECEIVER: Who = { permissions: ['delivery-appointment-index'], party: 'receiver' };
const SCHEDULER: Who = { permissions: ['delivery-appointment-creat-index'], accountTypes: AUTHORITY_TYPES };

const { stable } = lifecycle('appointment');

/** Only `missed: true` refuses: without the fact (a runtime that cannot see absence history) the server, which loads it, decides. */
const notMissed = rule<Args>(conflict('appointment.missed'), ({ context }) => context.facts?.missed !== true);

const reschedule = {
  target: 'pending',
  guard: 'reschedulable',
  actor: 'reschedule',
  meta: {
    label: { ar: 'إعادة جدولة الموعد', en: 'Re-schedule' },
    who: SCHEDULER,
    spec: ['000 §4 Actions: re-schedule appointment', '001 §4 Re-schedule an appointment', '000 §7 POST general/appointments/update/{id}'],
    example: { appointment: '2026-05-21T10:30:00+03:00' },
  },
};

export const appointmentMachine = setup({
  types: {
    context: {} as AppointmentContext,
    events: {} as AppointmentEvent,
    input: {} as { record?: AppointmentRecord; facts?: Partial<AppointmentFacts> } | undefined,
  },
  guards: {
    /** an absence was recorded: the appointment is history, the assignment books a new one */
    notMissed,
    rejectable: allOf<Args>(
      notMissed,
      rule(fieldRefusal('reject_reason', 'validation.rejectCause'), ({ event }) => text(field(event, 'reject_reason')).length > 0),
    ),
    reschedulable: allOf<Args>(
      notMissed,
      rule(fieldRefusal('appointment', 'appointment.dateRequired'), ({ event }) => text(field(event, 'appointment')).length > 0),
      rule(fieldRefusal('appointment', 'validation.date'), ({ event }) => isDateTime(field(event, 'appointment'))),
      rule(fieldRefusal('appointment', 'appointment.sameDate'), ({ context, event }) => !sameInstant(field(event, 'appointment'), context.record?.appointment)),
    ),
  },
  actors: {
    approve: command<AppointmentRecord, AppointmentInput>(),
    reject: command<AppointmentRecord, AppointmentInput>(),
    reschedule: command<AppointmentRecord, AppointmentInput>(),
  },
  actions: lifecycleActions,
}).createMachine({
  id: 'appointment',
  context: ({ input }) => ({ ...(input?.record ? { record: input.record } : {}), facts: { missed: false, ...input?.facts } }),
  initial: 'pending',
  meta: {
    label: { ar: 'موعد التسليم', en: 'Handover appointment' },
    spec: [
      '000 §3 Appointment: id, appointment, assign_camp_id, square_name, camp_name; Absence history: appointment_id, company_id',
      '000 §4 Appointment: pending, approved, rejected; Actions: re-schedule appointment',
      '001 §4 Status vocabularies: Appointment; Other actions: approve or reject requests with a reason, re-schedule an appointment',
      '000 §7 Appointments: store, update/{id}, delete/{id}; absence_history/store',
    ],
    statuses: 'pending, approved, rejected',
    parties: { receiver: { ar: 'الشركة المستلمة للمخيم في التخصيص', en: 'The receiving company of the appointment’s assignment' } },
  } satisfies LifecycleMeta,
  states: {
    pending: stable(
      { label: { ar: 'بانتظار التأكيد', en: 'Pending' }, tone: 'warning', description: { ar: 'حُدد الموعد وينتظر تأكيد الشركة', en: 'The date is set and awaits the company’s confirmation' } },
      {
        APPROVE: {
          target: 'approved',
          guard: 'notMissed',
          actor: 'approve',
          meta: { label: { ar: 'تأكيد الموعد', en: 'Approve' }, who: RECEIVER, spec: ['000 §4 Appointment: approved', '001 §4 Approve or reject requests'], example: {} },
        },
        REJECT: {
          target: 'rejected',
          guard: 'rejectable',
          actor: 'reject',
          meta: {
            label: { ar: 'رفض الموعد', en: 'Reject' },
            who: RECEIVER,
            spec: ['000 §4 Appointment: rejected', '001 §4 Approve or reject requests with a reason', '001 §5 A reject cause is required'],
            example: { reject_reason: 'الموعد يتعارض مع موعد آخر' },
          },
        },
        RESCHEDULE: reschedule,
      },
    ),
    approved: stable(
      {
        label: { ar: 'مؤكد', en: 'Approved' },
        tone: 'success',
        description: {
          ar: 'أكدت الشركة حضورها للموعد؛ ويبقى الموعد الفائت مؤكداً وغيابه في سجل الغياب',
          en: 'The company confirmed the appointment; a missed one stays approved, its absence in absence history',
        },
        refusals: { APPROVE: conflict('appointment.alreadyApproved', '104'), REJECT: conflict('appointment.approvedNoReject') },
      },
      {
        RESCHEDULE: reschedule,
      },
    ),
    rejected: stable(
      {
        label: { ar: 'مرفوض', en: 'Rejected' },
        tone: 'danger',
        description: { ar: 'رفضت الشركة الموعد مع ذكر السبب', en: 'The company declined the date, giving a reason' },
        refusals: { REJECT: conflict('appointment.alreadyRejected', '104'), APPROVE: conflict('appointment.rejectedNoApprove') },
      },
      { RESCHEDULE: reschedule },
    ),
  },
});
