/**
 * A handover appointment for a camp assignment (spec 000 §3 Appointment: id,
 * appointment, assign_camp_id, square_name, camp_name; 000 §4 / 001 §4 "Appointment:
 * pending, approved, rejected"; actions "re-schedule appointment", 001 §4 "Approve or
 * reject requests with a reason", "Re-schedule an appointment").
 *
 * - `pending` (initial): the authority set a date (POST general/appointments/store,
 *   /create-appointments); the receiving company confirms it (APPROVE) or declines it
 *   with a reason (REJECT, reject_reason — "A reject cause is required").
 * - `approved`: the company will come. The handover itself moves the assignment (its
 *   ANSWER_FORM); the appointment stays approved as the record of when it happened.
 * - `rejected`: the company declined this date; the authority RESCHEDULEs.
 * - `absent` (ours): the company did not come to an approved appointment. The spec
 *   records this in absence history (POST general/absence_history/store with
 *   appointment_id and company_id, /absence-history) and BRIEF §4 says the assignment
 *   waits for a new appointment; a status of its own keeps "did not come" apart from
 *   "declined" in the lists, so the absence is visible on the appointment too.
 * - RESCHEDULE (POST general/appointments/update/{id} with a new `appointment`) from any
 *   status gives a new date, which the company confirms again → `pending`.
 *
 * No status is final: an appointment can always be re-scheduled until the camp is
 * received; deleting an appointment (DELETE general/appointments/delete/{id}) removes
 * the record and is not a transition.
 */
import { setup } from 'xstate';
import { command, lifecycle, lifecycleActions, type CommandInput } from '../core/lifecycle';
import { allOf, conflict, fieldRefusal, rule } from '../core/rule';
import type { LifecycleContext, LifecycleMeta } from '../core/types';
import { AUTHORITY_TYPES } from '../core/who';
import { fieldOf, isDateTime, isId, textOf } from '../core/fields';
import type { Who } from '../core/types';

export interface AppointmentRecord {
  id: number;
  status: string;
  appointment?: string | Date | null;
  assign_camp_id?: number | null;
  [key: string]: unknown;
}

export type AppointmentEvent =
  { type: 'APPROVE' } | { type: 'REJECT'; reject_reason: string } | { type: 'RESCHEDULE'; appointment: string } | { type: 'RECORD_ABSENCE'; appointment_id: number; company_id: number };

export type AppointmentInput = CommandInput<AppointmentRecord, AppointmentEvent>;
type Args = { context: LifecycleContext<AppointmentRecord>; event: AppointmentEvent };

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
const ABSENCE_RECORDER: Who = { permissions: ['absence-history'], accountTypes: AUTHORITY_TYPES };

const { stable } = lifecycle('appointment');

const reschedule = {
  target: 'pending',
  guard: 'newDateChosen',
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
    context: {} as LifecycleContext<AppointmentRecord>,
    events: {} as AppointmentEvent,
    input: {} as { record?: AppointmentRecord } | undefined,
  },
  guards: {
    reasonGiven: rule<Args>(fieldRefusal('reject_reason', 'validation.rejectCause'), ({ event }) => text(field(event, 'reject_reason')).length > 0),
    newDateChosen: allOf<Args>(
      rule(fieldRefusal('appointment', 'appointment.dateRequired'), ({ event }) => text(field(event, 'appointment')).length > 0),
      rule(fieldRefusal('appointment', 'validation.date'), ({ event }) => isDateTime(field(event, 'appointment'))),
      rule(fieldRefusal('appointment', 'appointment.sameDate'), ({ context, event }) => !sameInstant(field(event, 'appointment'), context.record?.appointment)),
    ),
    absenceIdentified: allOf<Args>(
      rule(fieldRefusal('appointment_id', 'assignment.absenceAppointmentRequired'), ({ event }) => isId(field(event, 'appointment_id'))),
      rule(fieldRefusal('company_id', 'assignment.absenceCompanyRequired'), ({ event }) => isId(field(event, 'company_id'))),
    ),
  },
  actors: {
    approve: command<AppointmentRecord, AppointmentInput>(),
    reject: command<AppointmentRecord, AppointmentInput>(),
    reschedule: command<AppointmentRecord, AppointmentInput>(),
    recordAbsence: command<AppointmentRecord, AppointmentInput>(),
  },
  actions: lifecycleActions,
}).createMachine({
  id: 'appointment',
  context: ({ input }) => (input?.record ? { record: input.record } : {}),
  initial: 'pending',
  meta: {
    label: { ar: 'موعد التسليم', en: 'Handover appointment' },
    spec: [
      '000 §3 Appointment: id, appointment, assign_camp_id, square_name, camp_name; Absence history: appointment_id, company_id',
      '000 §4 Appointment: pending, approved, rejected; Actions: re-schedule appointment',
      '001 §4 Status vocabularies: Appointment; Other actions: approve or reject requests with a reason, re-schedule an appointment',
      '000 §7 Appointments: store, update/{id}, delete/{id}; absence_history/store',
    ],
    statuses: 'pending, approved, rejected (+ absent, ours)',
    parties: { receiver: { ar: 'الشركة المستلمة للمخيم في التخصيص', en: 'The receiving company of the appointment’s assignment' } },
  } satisfies LifecycleMeta,
  states: {
    pending: stable(
      { label: { ar: 'بانتظار التأكيد', en: 'Pending' }, tone: 'warning', description: { ar: 'حُدد الموعد وينتظر تأكيد الشركة', en: 'The date is set and awaits the company’s confirmation' } },
      {
        APPROVE: {
          target: 'approved',
          actor: 'approve',
          meta: { label: { ar: 'تأكيد الموعد', en: 'Approve' }, who: RECEIVER, spec: ['000 §4 Appointment: approved', '001 §4 Approve or reject requests'] },
        },
        REJECT: {
          target: 'rejected',
          guard: 'reasonGiven',
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
        description: { ar: 'أكدت الشركة حضورها للموعد', en: 'The company confirmed the appointment' },
        refusals: { APPROVE: conflict('appointment.alreadyApproved', '104') },
      },
      {
        RECORD_ABSENCE: {
          target: 'absent',
          guard: 'absenceIdentified',
          actor: 'recordAbsence',
          meta: {
            label: { ar: 'تسجيل غياب', en: 'Record absence' },
            who: ABSENCE_RECORDER,
            spec: ['000 §7 POST general/absence_history/store (appointment_id, company_id)', '000 §2 /absence-history', 'BRIEF §4 an absence is recorded in absence history'],
            example: { appointment_id: 11, company_id: 21 },
          },
        },
        RESCHEDULE: reschedule,
      },
    ),
    rejected: stable(
      {
        label: { ar: 'مرفوض', en: 'Rejected' },
        tone: 'danger',
        description: { ar: 'رفضت الشركة الموعد مع ذكر السبب', en: 'The company declined the date, giving a reason' },
        refusals: { REJECT: conflict('appointment.alreadyRejected', '104') },
      },
      { RESCHEDULE: reschedule },
    ),
    absent: stable(
      { label: { ar: 'غياب', en: 'Absent' }, tone: 'danger', description: { ar: 'لم تحضر الشركة للموعد وسُجل الغياب', en: 'The company did not come; the absence is recorded' } },
      { RESCHEDULE: reschedule },
    ),
  },
});
