/**
 * The readiness licence order (spec 001 §3 "Readiness order: id, form_id, answers,
 * has_answers_in_version, assign_camp_id, is_committed, validity_period,
 * rejection_reason, full_path"; §4 "Readiness licence: pending, approved, rejected
 * (final), disapproved, cancelled", "Cancelling sets the status to cancelled
 * locally. Approve, disapprove and reject are server actions."; §5, §7
 * simple-readiness-license; §8 "Readiness failures").
 *
 * The statuses are exactly the spec's vocabulary. The order is ours:
 *
 * - A licence is created `pending` (POST store with assign_camp_id and is_committed),
 *   refused with "please select the camp" or "please agree to the pledge" (§5). The
 *   creation is not a transition: `readinessCreationRule` is the one check, run by the server's
 *   store and by the create screen.
 * - "Answers not sent yet" is `has_answers_in_version` false on a pending licence, not
 *   a status. The owner sends the answers (ANSWER, POST answer-questions) and may revise
 *   them (UPDATE_ANSWERS, POST update-all-answers), each refused with "no order id
 *   submitted" or "no form id registered" (§5); the kroky is uploaded with UPDATE_KROKY.
 * - The authority decides a pending licence whose answers were sent (`facts.answered`;
 *   ours: a licence with no answers is refused "the answers have not been sent yet"):
 *   APPROVE needs a non-zero validity_period ("no validity period selected"), DISAPPROVE
 *   and REJECT a rejection_reason ("no rejection reason given").
 * - `disapproved`: the owner corrects the answers and sends them again
 *   (UPDATE_ANSWERS → pending). `rejected` is final, as the spec marks it; `approved`
 *   is final too (the licence is shown at /readiness-license/license-ready/{id}).
 * - CANCEL (POST cancel) by the owner while pending or disapproved sets `cancelled`.
 *
 * An event on an order that does not exist is refused by the runtime with the spec's
 * "Unallowed action!" (§5): a missing record is a refusal, not a status.
 *
 * After each action the screen returns to /readiness-license after 1 s
 * (READINESS_REDIRECT, §2 and §9).
 */
import { setup } from 'xstate';
import { command, lifecycle, lifecycleActions, type CommandInput } from '../core/lifecycle';
import { allOf, conflict, fieldRefusal, rule } from '../core/rule';
import type { LifecycleContext, LifecycleMeta, Who } from '../core/types';
import { AUTHORITY_TYPES } from '../core/who';
import { fieldOf, hasFile, hasText, isId } from '../core/fields';

export interface ReadinessLicenceRecord {
  id: number;
  status: string;
  [key: string]: unknown;
}

/** Facts beyond the row: have the answers of this version been sent? */
export interface ReadinessLicenceFacts {
  answered: boolean;
}

export interface ReadinessLicenceContext extends LifecycleContext<ReadinessLicenceRecord> {
  /** missing when the machine runs without a runtime (graph, stories): the answers are then taken as sent */
  facts?: ReadinessLicenceFacts;
}

type Answers = { order_id: number; form_id: number; answers?: Record<string, unknown> | unknown[] };

export type ReadinessLicenceEvent =
  | ({ type: 'ANSWER' } & Answers)
  | ({ type: 'UPDATE_ANSWERS' } & Answers)
  | { type: 'UPDATE_KROKY'; kroky_document: unknown }
  | { type: 'APPROVE'; validity_period: number }
  | { type: 'DISAPPROVE'; rejection_reason: string }
  | { type: 'REJECT'; rejection_reason: string }
  | { type: 'CANCEL' };

export type ReadinessLicenceInput = CommandInput<ReadinessLicenceRecord, ReadinessLicenceEvent>;

type Args = { event: { type: string }; context?: ReadinessLicenceContext };

const isYes = (v: unknown) => v === 1 || v === '1' || v === true || v === 'true';

/** Is a validity period a positive number of days? (001 §5 "a non-zero validity period") */
export const isReadinessValidityPeriod = (v: unknown): boolean => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) && n > 0;
};

const rules = {
  campChosen: rule<Args>(fieldRefusal('assign_camp_id', 'readinessLicence.selectCamp'), ({ event }) => isId(fieldOf(event, 'assign_camp_id'))),
  pledgeAgreed: rule<Args>(fieldRefusal('is_committed', 'readinessLicence.agreePledge'), ({ event }) => isYes(fieldOf(event, 'is_committed'))),
  orderIdGiven: rule<Args>(fieldRefusal('order_id', 'readinessLicence.noOrderId'), ({ event }) => isId(fieldOf(event, 'order_id'))),
  formIdGiven: rule<Args>(fieldRefusal('form_id', 'readinessLicence.noFormId'), ({ event }) => isId(fieldOf(event, 'form_id'))),
  answersSent: rule<Args>(conflict('readinessLicence.answersNotSent'), ({ context }) => !context?.facts || context.facts.answered),
};

/**
 * 001 §5 "Readiness license creation: a camp must be chosen ('please select the camp') and
 * the pledge agreed to ('please agree to the pledge')" — the check of POST store, on the
 * server and on the create screen: `readinessCreationRule({ event: { type: 'CREATE', assign_camp_id, is_committed } })`.
 */
export const readinessCreationRule = allOf(rules.campChosen, rules.pledgeAgreed);

/** Who acts: the company that filed the order, and the authority that decides it (spec 001 §6 readiness-license-*). */
const OWNER_EDIT: Who = { permissions: ['readiness-license-edit'], party: 'owner' };
const OWNER_ANSWER: Who = { permissions: ['readiness-license-create', 'readiness-license-edit'], party: 'owner' };
const DECIDER: Who = { permissions: ['readiness-license-ready'], accountTypes: AUTHORITY_TYPES };

const REASON = { rejection_reason: 'المخيم غير مطابق لاشتراطات السلامة / The camp does not meet the safety requirements' };
const ANSWERS = { order_id: 15, form_id: 4, answers: { 1: 'yes' } };

const { stable, final } = lifecycle('readinessLicence');

const updateKroky = (target: string) => ({
  target,
  guard: 'krokyGiven',
  actor: 'updateKroky',
  meta: { label: { ar: 'تحديث الكروكي', en: 'Update kroky' }, who: OWNER_EDIT, spec: ['001 §7 simple-readiness-license: POST update-kroky'], example: { kroky_document: 'kroky.pdf' } },
});
const cancel = {
  target: 'cancelled',
  actor: 'cancel',
  meta: {
    label: { ar: 'إلغاء الطلب', en: 'Cancel request' },
    who: OWNER_EDIT,
    spec: ['001 §4 Readiness order: cancelling sets the status to cancelled locally', '001 §7 simple-readiness-license: POST cancel'],
    confirm: { ar: 'هل أنت متأكد من إلغاء طلب رخصة الجاهزية؟', en: 'Cancel this readiness licence request?' },
  },
};
const updateAnswers = (target: string) => ({
  target,
  guard: 'answersIdentified',
  actor: 'updateAnswers',
  meta: {
    label: { ar: 'تحديث الإجابات', en: 'Update answers' },
    who: OWNER_ANSWER,
    spec: ['001 §7 simple-readiness-license: POST update-all-answers', '001 §5 Readiness answers need an order id and a form id'],
    example: ANSWERS,
  },
});

export const readinessLicenceMachine = setup({
  types: {
    context: {} as ReadinessLicenceContext,
    events: {} as ReadinessLicenceEvent,
    input: {} as { record?: ReadinessLicenceRecord; facts?: ReadinessLicenceFacts } | undefined,
  },
  guards: {
    /** §5 "Readiness answers need an order id and a form id" */
    answersIdentified: allOf(rules.orderIdGiven, rules.formIdGiven),
    /** §5 "Approving a readiness licence needs a non-zero validity period"; the answers must have been sent (ours) */
    validityChosen: allOf(
      rule<Args>(fieldRefusal('validity_period', 'readinessLicence.noValidityPeriod'), ({ event }) => isReadinessValidityPeriod(fieldOf(event, 'validity_period'))),
      rules.answersSent,
    ),
    /** §5 "Disapprove and reject need a rejection_reason"; the answers must have been sent (ours) */
    reasonGiven: allOf(
      rule<Args>(fieldRefusal('rejection_reason', 'readinessLicence.noRejectionReason'), ({ event }) => hasText(fieldOf(event, 'rejection_reason'))),
      rules.answersSent,
    ),
    krokyGiven: rule<Args>(fieldRefusal('kroky_document', 'validation.required'), ({ event }) => hasFile(fieldOf(event, 'kroky_document'))),
  },
  actors: {
    answer: command<ReadinessLicenceRecord, ReadinessLicenceInput>(),
    updateAnswers: command<ReadinessLicenceRecord, ReadinessLicenceInput>(),
    updateKroky: command<ReadinessLicenceRecord, ReadinessLicenceInput>(),
    approve: command<ReadinessLicenceRecord, ReadinessLicenceInput>(),
    disapprove: command<ReadinessLicenceRecord, ReadinessLicenceInput>(),
    reject: command<ReadinessLicenceRecord, ReadinessLicenceInput>(),
    cancel: command<ReadinessLicenceRecord, ReadinessLicenceInput>(),
  },
  actions: lifecycleActions,
}).createMachine({
  id: 'readinessLicence',
  context: ({ input }) => ({ ...(input?.record ? { record: input.record } : {}), ...(input?.facts ? { facts: input.facts } : {}) }),
  initial: 'pending',
  meta: {
    label: { ar: 'رخصة الجاهزية', en: 'Readiness licence' },
    spec: [
      '001 §3 Readiness order',
      '001 §4 Readiness licence: pending, approved, rejected (final), disapproved, cancelled',
      '001 §4 Readiness order: cancelling sets the status to cancelled locally; approve, disapprove and reject are server actions',
      '001 §5 Readiness licence creation, answers, approve, disapprove and reject rules',
      '001 §7 simple-readiness-license',
      '001 §8 Readiness failures',
      '001 §2 and §9 the redirect to /readiness-license after 1 second',
    ],
    statuses: 'pending (answers sent or not: has_answers_in_version), approved, disapproved, rejected (final), cancelled',
    parties: { owner: { ar: 'الجهة التي قدمت طلب رخصة الجاهزية', en: 'The company that filed the readiness request' } },
  } satisfies LifecycleMeta,
  states: {
    pending: stable(
      {
        label: { ar: 'قيد الانتظار', en: 'Pending' },
        tone: 'warning',
        description: { ar: 'بانتظار إرسال الإجابات أو قرار الجهة', en: 'Awaiting the answers or the authority' },
      },
      {
        ANSWER: {
          target: 'pending',
          guard: 'answersIdentified',
          actor: 'answer',
          meta: {
            label: { ar: 'إرسال الإجابات', en: 'Send answers' },
            who: OWNER_ANSWER,
            spec: ['001 §7 simple-readiness-license: POST answer-questions', '001 §5 Readiness answers need an order id and a form id'],
            example: ANSWERS,
          },
        },
        APPROVE: {
          target: 'approved',
          guard: 'validityChosen',
          actor: 'approve',
          meta: {
            label: { ar: 'اعتماد الرخصة', en: 'Approve licence' },
            who: DECIDER,
            spec: ['001 §5 Approving a readiness licence needs a non-zero validity period', '001 §7 simple-readiness-license: POST approve'],
            example: { validity_period: 30 },
          },
        },
        DISAPPROVE: {
          target: 'disapproved',
          guard: 'reasonGiven',
          actor: 'disapprove',
          meta: {
            label: { ar: 'عدم الاعتماد', en: 'Disapprove' },
            who: DECIDER,
            spec: ['001 §5 Disapprove needs a rejection_reason', '001 §7 simple-readiness-license: POST disapprove'],
            example: REASON,
          },
        },
        REJECT: {
          target: 'rejected',
          guard: 'reasonGiven',
          actor: 'reject',
          meta: {
            label: { ar: 'رفض نهائي', en: 'Reject' },
            who: DECIDER,
            spec: ['001 §5 Reject needs a rejection_reason', '001 §4 Readiness licence: rejected (final)', '001 §7 simple-readiness-license: POST reject'],
            example: REASON,
            confirm: { ar: 'الرفض نهائي ولا يمكن التراجع عنه. هل تريد المتابعة؟', en: 'Rejection is final and cannot be undone. Continue?' },
          },
        },
        UPDATE_ANSWERS: updateAnswers('pending'),
        UPDATE_KROKY: updateKroky('pending'),
        CANCEL: cancel,
      },
    ),
    disapproved: stable(
      {
        label: { ar: 'غير معتمد', en: 'Disapproved' },
        tone: 'danger',
        description: { ar: 'على مقدم الطلب تصحيح الإجابات وإعادة إرسالها', en: 'The applicant is to correct the answers and send them again' },
      },
      {
        UPDATE_ANSWERS: updateAnswers('pending'),
        UPDATE_KROKY: updateKroky('disapproved'),
        CANCEL: cancel,
      },
    ),
    approved: final({ label: { ar: 'معتمد', en: 'Approved' }, tone: 'success', description: { ar: 'صدرت رخصة الجاهزية', en: 'The readiness licence has been issued' } }),
    rejected: final({ label: { ar: 'مرفوض', en: 'Rejected' }, tone: 'danger', description: { ar: 'رفض نهائي', en: 'Rejected for good' } }),
    cancelled: final({ label: { ar: 'ملغي', en: 'Cancelled' }, tone: 'danger', description: { ar: 'ألغاه مقدم الطلب', en: 'Withdrawn by the applicant' } }),
  },
});
