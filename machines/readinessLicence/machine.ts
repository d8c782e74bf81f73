/**
 * The readiness licence order (spec 001 §3 "Readiness order: id, form_id, answers,
 * has_answers_in_version, assign_camp_id, is_committed, validity_period,
 * rejection_reason, full_path"; §4 "Readiness licence: pending, approved, rejected
 * (final), disapproved, cancelled", "Cancelling sets the status to cancelled
 * locally. Approve, disapprove and reject are server actions."; §5, §7
 * simple-readiness-license; §8 "Readiness failures").
 *
 * - `new`: no order yet (MISSING_ORDER_STATUS). Only CREATE (POST store with
 *   assign_camp_id and is_committed) is accepted, refused with "please select the
 *   camp" or "please agree to the pledge" (§5). Every other event is refused with
 *   the spec's "Unallowed action!" — §5 "Update, approve, disapprove and reject
 *   without an existing order fail with 'Unallowed action!'". Modelling the missing
 *   order as a status makes that rule the machine's, not each runtime's.
 * - `draft` (BRIEF §4): created, its questions not answered yet; the owner may edit
 *   the camp and pledge (UPDATE, /readiness-license/edit/{id}, same rules) and
 *   upload the kroky (UPDATE_KROKY, POST update-kroky).
 * - `pending`: the answers were sent (ANSWER, POST answer-questions), refused with
 *   "no order id submitted" or "no form id registered" (§5); the owner may revise
 *   them (UPDATE_ANSWERS, POST update-all-answers) until the authority decides.
 * - `approved` (final): APPROVE needs a non-zero validity_period ("no validity
 *   period selected"); the licence is then shown at /readiness-license/license-ready/{id}.
 * - `disapproved`: DISAPPROVE needs a rejection_reason ("no rejection reason
 *   given"); the owner corrects the answers and sends them again (UPDATE_ANSWERS).
 * - `rejected` (final, as the spec marks it): REJECT needs a rejection_reason.
 * - `cancelled` (final): the owner withdraws (POST cancel); the screen sets the
 *   status locally from the machine's target without reloading (§4).
 *
 * After each action the screen returns to /readiness-license after 1 s
 * (READINESS_REDIRECT, §2 and §9).
 */
import { setup } from 'xstate';
import { command, lifecycle, lifecycleActions, type CommandInput } from '../core/lifecycle';
import { allOf, fieldRefusal, rule } from '../core/rule';
import type { LifecycleContext, LifecycleMeta, Who } from '../core/types';
import { AUTHORITY_TYPES } from '../core/who';
import { fieldOf, hasFile, hasText, isId } from '../core/fields';

export interface ReadinessLicenceRecord {
  id: number;
  status: string;
  form_id?: number | null;
  assign_camp_id?: number;
  is_committed?: 0 | 1;
  validity_period?: number | null;
  rejection_reason?: string | null;
  [key: string]: unknown;
}

type Flag = 0 | 1 | '0' | '1' | boolean;
type Answers = { order_id: number; form_id: number; answers?: Record<string, unknown> | unknown[] };

export type ReadinessLicenceEvent =
  | { type: 'CREATE'; assign_camp_id: number; is_committed: Flag }
  | { type: 'UPDATE'; assign_camp_id: number; is_committed: Flag }
  | ({ type: 'ANSWER' } & Answers)
  | ({ type: 'UPDATE_ANSWERS' } & Answers)
  | { type: 'UPDATE_KROKY'; kroky_document: unknown }
  | { type: 'APPROVE'; validity_period: number }
  | { type: 'DISAPPROVE'; rejection_reason: string }
  | { type: 'REJECT'; rejection_reason: string }
  | { type: 'CANCEL' };

export type ReadinessLicenceInput = CommandInput<ReadinessLicenceRecord, ReadinessLicenceEvent>;

type Args = { event: ReadinessLicenceEvent };

const isYes = (v: unknown) => v === 1 || v === '1' || v === true || v === 'true';

const rules = {
  campChosen: rule<Args>(fieldRefusal('assign_camp_id', 'readinessLicence.selectCamp'), ({ event }) => isId(fieldOf(event, 'assign_camp_id'))),
  pledgeAgreed: rule<Args>(fieldRefusal('is_committed', 'readinessLicence.agreePledge'), ({ event }) => isYes(fieldOf(event, 'is_committed'))),
  orderIdGiven: rule<Args>(fieldRefusal('order_id', 'readinessLicence.noOrderId'), ({ event }) => isId(fieldOf(event, 'order_id'))),
  formIdGiven: rule<Args>(fieldRefusal('form_id', 'readinessLicence.noFormId'), ({ event }) => isId(fieldOf(event, 'form_id'))),
};

/** Who acts: the company that filed the order, and the authority that decides it (spec 001 §6 readiness-license-*). */
const CREATOR: Who = { permissions: ['readiness-license-create'] };
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
    context: {} as LifecycleContext<ReadinessLicenceRecord>,
    events: {} as ReadinessLicenceEvent,
    input: {} as { record?: ReadinessLicenceRecord } | undefined,
  },
  guards: {
    /** §5 "a camp must be chosen ('please select the camp') and the pledge agreed to ('please agree to the pledge')" */
    campAndPledge: allOf(rules.campChosen, rules.pledgeAgreed),
    /** §5 "Readiness answers need an order id and a form id" */
    answersIdentified: allOf(rules.orderIdGiven, rules.formIdGiven),
    /** §5 "Approving a readiness licence needs a non-zero validity period" */
    validityChosen: rule<Args>(fieldRefusal('validity_period', 'readinessLicence.noValidityPeriod'), ({ event }) => {
      const v = fieldOf(event, 'validity_period');
      const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
      return Number.isFinite(n) && n > 0;
    }),
    /** §5 "Disapprove and reject need a rejection_reason" */
    reasonGiven: rule<Args>(fieldRefusal('rejection_reason', 'readinessLicence.noRejectionReason'), ({ event }) => hasText(fieldOf(event, 'rejection_reason'))),
    krokyGiven: rule<Args>(fieldRefusal('kroky_document', 'validation.required'), ({ event }) => hasFile(fieldOf(event, 'kroky_document'))),
  },
  actors: {
    create: command<ReadinessLicenceRecord, ReadinessLicenceInput>(),
    update: command<ReadinessLicenceRecord, ReadinessLicenceInput>(),
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
  context: ({ input }) => (input?.record ? { record: input.record } : {}),
  initial: 'new',
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
    statuses: 'new (no order yet), draft, pending, approved, disapproved, rejected (final), cancelled',
    parties: { owner: { ar: 'الجهة التي قدمت طلب رخصة الجاهزية', en: 'The company that filed the readiness request' } },
  } satisfies LifecycleMeta,
  states: {
    new: stable(
      { label: { ar: 'طلب جديد', en: 'New request' }, tone: 'info', description: { ar: 'لا يوجد طلب محفوظ بعد', en: 'No request has been saved yet' } },
      {
        CREATE: {
          target: 'draft',
          guard: 'campAndPledge',
          actor: 'create',
          meta: {
            label: { ar: 'تقديم طلب رخصة جاهزية', en: 'Request readiness licence' },
            who: CREATOR,
            spec: ['001 §5 Readiness license creation: a camp must be chosen and the pledge agreed to', '001 §7 simple-readiness-license: POST store with assign_camp_id and is_committed'],
            example: { assign_camp_id: 8, is_committed: 1 },
          },
        },
      },
    ),
    draft: stable(
      { label: { ar: 'مسودة', en: 'Draft' }, tone: 'info', description: { ar: 'لم تُرسل إجابات النموذج بعد', en: 'The form has not been answered yet' } },
      {
        UPDATE: {
          target: 'draft',
          guard: 'campAndPledge',
          actor: 'update',
          meta: {
            label: { ar: 'تعديل الطلب', en: 'Edit request' },
            who: OWNER_EDIT,
            spec: ['001 §2 /readiness-license/edit/{id}', "001 §5 Update without an existing order fails with 'Unallowed action!'"],
            example: { assign_camp_id: 9, is_committed: 1 },
          },
        },
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
        UPDATE_KROKY: updateKroky('draft'),
        CANCEL: cancel,
      },
    ),
    pending: stable(
      { label: { ar: 'قيد الانتظار', en: 'Pending' }, tone: 'warning', description: { ar: 'بانتظار قرار الجهة', en: 'Awaiting the authority' } },
      {
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
