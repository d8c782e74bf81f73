/**
 * A camp assignment: a camp given to a receiving company for the season and handed
 * over at an appointment with a signed form (spec 000 §3 Assign; 000 §4 / 001 §4
 * "Assignment: pending (awaiting appointment), returned, appointment (not received),
 * answered (delivery in progress), deliverd (received)"; "The allowed order of
 * assignment and appointment statuses is not shown").
 *
 * Our order, read from the labels the spec gives each status:
 * - `pending` (awaiting appointment, initial): created with receiver_company_id,
 *   receiver_cr, camp_id, square_id. SCHEDULE_APPOINTMENT (an appointment is
 *   created for it: POST general/appointments/store, /create-appointments) → `appointment`.
 * - `appointment` (not received): ANSWER_FORM — the handover form is answered at the
 *   appointment (appointments/{id}/form/{form}, appointment-form-answer; "A form choice is
 *   required", spec 001 §5) → `answered`. RECORD_ABSENCE — the company did not come:
 *   the absence is recorded (POST general/absence_history/store with appointment_id and
 *   company_id; /absence-history) and the assignment waits for a new appointment → `pending`.
 *   The absent company is the assignment's receiving company. The missed appointment
 *   keeps its status (`approved`) and is no longer the current one: the appointment
 *   machine has no absence status, it refuses further events on a missed appointment
 *   (its `missed` fact), and the rebooking is a new appointment (SCHEDULE_APPOINTMENT
 *   again). That the appointment_id names this assignment's current, approved
 *   appointment is a fact of the event's appointment, checked where the row is stored.
 *   CANCEL_APPOINTMENT (ours) — the authority deletes an appointment the company has not
 *   approved yet (DELETE general/appointments/delete/{id}) → `pending`: it waits for a new one.
 * - `answered` (delivery in progress): the form's signers sign (see handoverSignature).
 *   EDIT_FORM (…/form/{form}/edit, appointment-form-answer-edit) keeps it here; DELIVER —
 *   sent by the runtime when the form's last signer signs — → `deliverd` (received;
 *   the spec's spelling is the stored value).
 * - RETURN: the company gives the camp back — before the appointment (pending,
 *   appointment) or after receiving it (deliverd; at season end through a re-delivery or
 *   lock order) → `returned`. Not while the handover is in progress (answered).
 * - `returned`: RE_CUSTOMIZE moves the camp to another company (/assign/re-customization/{id},
 *   assign-re-customization): a new receiver_company_id, different from the current one,
 *   and it waits for an appointment again → `pending`.
 *
 * Re-scheduling an appointment is the appointment's own event (RESCHEDULE); bulk sign
 * is handoverSignature's; bulk lock belongs to lock orders (reassignOrder).
 */
import { setup } from 'xstate';
import { command, lifecycle, lifecycleActions, type CommandInput } from '../core/lifecycle';
import { allOf, conflict, fieldRefusal, rule } from '../core/rule';
import type { LifecycleContext, LifecycleMeta } from '../core/types';
import { AUTHORITY_TYPES } from '../core/who';
import { fieldOf, hasText, isDateTime, isId } from '../core/fields';
import type { Who } from '../core/types';

export interface AssignmentRecord {
  id: number;
  status: string;
  receiver_company_id?: number | null;
  receiver_cr?: string | null;
  camp_id?: number | null;
  square_id?: number | null;
  [key: string]: unknown;
}

export type AssignmentEvent =
  | { type: 'SCHEDULE_APPOINTMENT'; appointment: string }
  | { type: 'ANSWER_FORM'; form_id: number; answers?: unknown }
  | { type: 'EDIT_FORM'; form_id: number; answers?: unknown }
  | { type: 'RECORD_ABSENCE'; appointment_id: number; company_id: number }
  | { type: 'CANCEL_APPOINTMENT' }
  | { type: 'DELIVER' }
  | { type: 'RETURN' }
  | { type: 'RE_CUSTOMIZE'; receiver_company_id: number; receiver_cr?: string };

export type AssignmentInput = CommandInput<AssignmentRecord, AssignmentEvent>;
type Args = { context: LifecycleContext<AssignmentRecord>; event: AssignmentEvent };

const field = fieldOf;

const SCHEDULER: Who = { permissions: ['delivery-appointment-creat-index'], accountTypes: AUTHORITY_TYPES };
const FORM_ANSWERER: Who = { permissions: ['appointment-form-answer'] };
const FORM_EDITOR: Who = { permissions: ['appointment-form-answer-edit'] };
const ABSENCE_RECORDER: Who = { permissions: ['absence-history'], accountTypes: AUTHORITY_TYPES };
/** DELIVER follows the last signature, so it is sent on behalf of that signer. */
const SIGNER: Who = { permissions: ['delivery-sign'], party: 'signer' };
const ASSIGN_EDITOR: Who = { permissions: ['assign-update'], accountTypes: AUTHORITY_TYPES };
const RE_CUSTOMIZER: Who = { permissions: ['assign-re-customization'], accountTypes: AUTHORITY_TYPES };

const { stable } = lifecycle('assignment');

/**
 * Why a status does not take an event, in words the screen shows beside the disabled
 * action (issue 11: every screen says why the other events are unavailable).
 */
const NO_APPOINTMENT = conflict('assignment.noAppointment');
const HAS_APPOINTMENT = conflict('assignment.hasAppointment');
const NOT_ANSWERED = conflict('assignment.formNotAnswered');
const ANSWERED = conflict('assignment.formAnswered');
const HANDOVER_STARTED = conflict('assignment.handoverStarted');
const NOT_RETURNED = conflict('assignment.notReturned');
const RECEIVED = conflict('assignment.alreadyDelivered');
const RETURNED = conflict('assignment.returned');

const returnStep = {
  target: 'returned',
  actor: 'returnCamp',
  meta: {
    label: { ar: 'إرجاع المخيم', en: 'Return the camp' },
    who: ASSIGN_EDITOR,
    spec: ['000 §4 Assignment: returned', 'BRIEF §4 re-customization moves a returned camp to another company'],
  },
};

export const assignmentMachine = setup({
  types: {
    context: {} as LifecycleContext<AssignmentRecord>,
    events: {} as AssignmentEvent,
    input: {} as { record?: AssignmentRecord } | undefined,
  },
  guards: {
    appointmentChosen: allOf<Args>(
      rule(fieldRefusal('appointment', 'assignment.appointmentRequired'), ({ event }) => hasText(field(event, 'appointment'))),
      rule(fieldRefusal('appointment', 'validation.date'), ({ event }) => isDateTime(field(event, 'appointment'))),
    ),
    formChosen: rule<Args>(fieldRefusal('form_id', 'assignment.formRequired'), ({ event }) => isId(field(event, 'form_id'))),
    absenceIdentified: allOf<Args>(
      rule(fieldRefusal('appointment_id', 'assignment.absenceAppointmentRequired'), ({ event }) => isId(field(event, 'appointment_id'))),
      rule(fieldRefusal('company_id', 'assignment.absenceCompanyRequired'), ({ event }) => isId(field(event, 'company_id'))),
      // only the company the camp is assigned to can miss its handover
      rule(fieldRefusal('company_id', 'assignment.absenceNotReceiver'), ({ context, event }) => {
        const receiver = context.record?.receiver_company_id;
        return receiver == null || Number(field(event, 'company_id')) === Number(receiver);
      }),
    ),
    anotherReceiver: allOf<Args>(
      rule(fieldRefusal('receiver_company_id', 'assignment.receiverRequired'), ({ event }) => isId(field(event, 'receiver_company_id'))),
      rule(fieldRefusal('receiver_company_id', 'assignment.sameReceiver'), ({ context, event }) => Number(field(event, 'receiver_company_id')) !== Number(context.record?.receiver_company_id ?? 0)),
    ),
  },
  actors: {
    scheduleAppointment: command<AssignmentRecord, AssignmentInput>(),
    answerForm: command<AssignmentRecord, AssignmentInput>(),
    editForm: command<AssignmentRecord, AssignmentInput>(),
    recordAbsence: command<AssignmentRecord, AssignmentInput>(),
    cancelAppointment: command<AssignmentRecord, AssignmentInput>(),
    deliver: command<AssignmentRecord, AssignmentInput>(),
    returnCamp: command<AssignmentRecord, AssignmentInput>(),
    reCustomize: command<AssignmentRecord, AssignmentInput>(),
  },
  actions: lifecycleActions,
}).createMachine({
  id: 'assignment',
  context: ({ input }) => (input?.record ? { record: input.record } : {}),
  initial: 'pending',
  meta: {
    label: { ar: 'تخصيص المخيم', en: 'Camp assignment' },
    spec: [
      '000 §3 Assign: receiver_company_id, receiver_cr, camp_id, square_id, contract_status',
      '000 §4 Assignment: pending (awaiting appointment), returned, appointment (not received), answered (delivery in progress), deliverd (received)',
      '001 §4 Status vocabularies: Assignment',
      '000 §2 /assign, /assign/re-customization/{id}, /create-appointments, /absence-history, appointments/{id}/form/{form}',
    ],
    statuses: 'pending, appointment, answered, deliverd, returned',
    parties: { signer: { ar: 'موقّع على محضر تسليم هذا التخصيص', en: 'A signer of this assignment’s handover form' } },
  } satisfies LifecycleMeta,
  states: {
    pending: stable(
      {
        label: { ar: 'بانتظار الموعد', en: 'Awaiting appointment' },
        tone: 'warning',
        description: { ar: 'خُصص المخيم للشركة ولم يحدد موعد التسليم بعد', en: 'The camp is assigned; no handover appointment yet' },
        refusals: { ANSWER_FORM: NO_APPOINTMENT, EDIT_FORM: NO_APPOINTMENT, DELIVER: NO_APPOINTMENT, RECORD_ABSENCE: NO_APPOINTMENT, CANCEL_APPOINTMENT: NO_APPOINTMENT, RE_CUSTOMIZE: NOT_RETURNED },
      },
      {
        SCHEDULE_APPOINTMENT: {
          target: 'appointment',
          guard: 'appointmentChosen',
          actor: 'scheduleAppointment',
          meta: {
            label: { ar: 'تحديد موعد التسليم', en: 'Schedule the handover' },
            who: SCHEDULER,
            spec: ['000 §2 /create-appointments', '000 §7 POST general/appointments/store'],
            example: { appointment: '2026-05-20T09:00:00+03:00' },
          },
        },
        RETURN: returnStep,
      },
    ),
    appointment: stable(
      {
        label: { ar: 'لم يتم الاستلام', en: 'Not received' },
        tone: 'info',
        description: { ar: 'حُدد موعد التسليم ولم يُستلم المخيم بعد', en: 'A handover appointment is set; the camp is not received yet' },
        refusals: { SCHEDULE_APPOINTMENT: HAS_APPOINTMENT, EDIT_FORM: NOT_ANSWERED, DELIVER: NOT_ANSWERED, RE_CUSTOMIZE: NOT_RETURNED },
      },
      {
        ANSWER_FORM: {
          target: 'answered',
          guard: 'formChosen',
          actor: 'answerForm',
          meta: {
            label: { ar: 'تعبئة نموذج التسليم', en: 'Answer the handover form' },
            who: FORM_ANSWERER,
            spec: ['000 §2 appointments/{id}/form/{form}', '000 §6 appointment-form-answer', '001 §5 A form choice is required'],
            example: { form_id: 3, answers: [{ question_id: 1, answer: 'yes' }] },
          },
        },
        RECORD_ABSENCE: {
          target: 'pending',
          guard: 'absenceIdentified',
          actor: 'recordAbsence',
          meta: {
            label: { ar: 'تسجيل غياب', en: 'Record absence' },
            who: ABSENCE_RECORDER,
            spec: ['000 §3 Absence history: appointment_id, company_id', '000 §7 POST general/absence_history/store (appointment_id, company_id)', '000 §2 /absence-history'],
            example: { appointment_id: 11, company_id: 21 },
          },
        },
        CANCEL_APPOINTMENT: {
          target: 'pending',
          actor: 'cancelAppointment',
          meta: {
            label: { ar: 'إلغاء موعد التسليم', en: 'Cancel the appointment' },
            who: SCHEDULER,
            spec: ['000 §7 DELETE general/appointments/delete/{id} (ours: only while the company has not approved it)'],
          },
        },
        RETURN: returnStep,
      },
    ),
    answered: stable(
      {
        label: { ar: 'جاري التسليم', en: 'Delivery in progress' },
        tone: 'info',
        description: { ar: 'عُبئ نموذج التسليم وينتظر توقيع الموقعين', en: 'The handover form is answered and awaits its signers' },
        refusals: {
          SCHEDULE_APPOINTMENT: HANDOVER_STARTED,
          ANSWER_FORM: ANSWERED,
          RECORD_ABSENCE: HANDOVER_STARTED,
          CANCEL_APPOINTMENT: HANDOVER_STARTED,
          RETURN: HANDOVER_STARTED,
          RE_CUSTOMIZE: NOT_RETURNED,
        },
      },
      {
        EDIT_FORM: {
          target: 'answered',
          guard: 'formChosen',
          actor: 'editForm',
          meta: {
            label: { ar: 'تعديل إجابات النموذج', en: 'Edit the form answers' },
            who: FORM_EDITOR,
            spec: ['000 §2 appointments/{id}/form/{form}/edit', '000 §6 appointment-form-answer-edit'],
            example: { form_id: 3, answers: [{ question_id: 1, answer: 'no' }] },
          },
        },
        DELIVER: {
          target: 'deliverd',
          actor: 'deliver',
          meta: {
            label: { ar: 'تأكيد الاستلام', en: 'Confirm receipt' },
            who: SIGNER,
            spec: ['000 §4 Assignment: deliverd (received)', '000 §4 Signature: signed or unsigned (sent when the last signer signs)'],
          },
        },
      },
    ),
    deliverd: stable(
      {
        label: { ar: 'تم الاستلام', en: 'Received' },
        tone: 'success',
        description: { ar: 'استلمت الشركة المخيم بمحضر موقع', en: 'The company received the camp with a signed form' },
        refusals: { SCHEDULE_APPOINTMENT: RECEIVED, ANSWER_FORM: RECEIVED, EDIT_FORM: RECEIVED, RECORD_ABSENCE: RECEIVED, CANCEL_APPOINTMENT: RECEIVED, DELIVER: RECEIVED, RE_CUSTOMIZE: NOT_RETURNED },
      },
      { RETURN: returnStep },
    ),
    returned: stable(
      {
        label: { ar: 'مرتجع', en: 'Returned' },
        tone: 'danger',
        description: { ar: 'أعيد المخيم ويمكن تخصيصه لشركة أخرى', en: 'The camp was given back and may go to another company' },
        refusals: {
          SCHEDULE_APPOINTMENT: RETURNED,
          ANSWER_FORM: RETURNED,
          EDIT_FORM: RETURNED,
          RECORD_ABSENCE: RETURNED,
          CANCEL_APPOINTMENT: RETURNED,
          DELIVER: RETURNED,
          RETURN: conflict('assignment.alreadyReturned', '104'),
        },
      },
      {
        RE_CUSTOMIZE: {
          target: 'pending',
          guard: 'anotherReceiver',
          actor: 'reCustomize',
          meta: {
            label: { ar: 'إعادة التخصيص', en: 'Re-customise' },
            who: RE_CUSTOMIZER,
            spec: ['000 §2 /assign/re-customization/{id}', '000 §6 assign-re-customization', 'BRIEF §4 re-customization moves a returned camp to another company'],
            example: { receiver_company_id: 22, receiver_cr: '4030000000' },
          },
        },
      },
    ),
  },
});
