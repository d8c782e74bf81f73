/**
 * A complaint (spec 001 §1 "The interface dictionaries also mention … complaints"; 001 §3 Complaint: title, type,
 * priority, location (longitude, latitude), files, internal/external). The spec names the fields only: no statuses,
 * no actions, no permissions. Everything below is ours (docs/complaints.md).
 *
 * Our order — the smallest that lets the filer follow a complaint "from filed to resolved":
 * - `filed` (initial): a company (or a member of staff) filed it. The filer may still correct it (UPDATE, the edit
 *   call) or withdraw it (the delete call, asking first); the desk is told of it through the bell.
 * - `in_review`: the desk took it up (START_REVIEW). From here the filer only follows it.
 * - `resolved` (final): the desk RESOLVEd it with a note saying what was done (required).
 * - `rejected` (final): the desk REJECTed it, from filed or in review, with a reason (required) — not a complaint
 *   the desk can act on (a duplicate, outside the site, not the authority's matter).
 * Every step rings the filer's bell. There is no reopening: a new complaint is filed instead.
 *
 * Who: the filer's company (`owner`: the filer or any account of the same company, holding complaint-create)
 * corrects a filed complaint; the desk — the authority's staff (admin, kdana) holding complaint-manage,
 * `COMPLAINT_DESK_TYPES` — reviews, resolves and rejects, and sees every company's complaints. A company holding
 * complaint-manage through a role still gets 403: the desk is staff.
 */
import { setup } from 'xstate';
import { command, lifecycle, lifecycleActions, type CommandInput, type Step } from '../core/lifecycle';
import { allOf, fieldRefusal, rule } from '../core/rule';
import type { LifecycleContext, LifecycleMeta, Who } from '../core/types';
import { AUTHORITY_TYPES } from '../core/who';
import { fieldOf, hasText, textOf } from '../core/fields';
import { COMPLAINT_NOTE_MAX } from '../../shared/complaints';

export interface ComplaintRecord {
  id: number;
  status: string;
  title?: string;
  [key: string]: unknown;
}

export type ComplaintEvent = { type: 'UPDATE'; [field: string]: unknown } | { type: 'START_REVIEW' } | { type: 'RESOLVE'; resolution: string } | { type: 'REJECT'; reject_reason: string };
export type ComplaintInput = CommandInput<ComplaintRecord, ComplaintEvent>;
type Context = LifecycleContext<ComplaintRecord>;
type Args = { context: Context; event: ComplaintEvent };

/** The desk that handles complaints and sees every company's: the authority's staff. */
export const COMPLAINT_DESK_TYPES = [...AUTHORITY_TYPES];
/** Whether an account of this type sees every company's complaints (anyone else sees their own company's). */
export const seesAllComplaints = (accountType: string): boolean => (COMPLAINT_DESK_TYPES as readonly string[]).includes(accountType);

const FILER: Who = { permissions: ['complaint-create'], party: 'owner' };
const DESK: Who = { permissions: ['complaint-manage'], accountTypes: COMPLAINT_DESK_TYPES };

/** A note that is given and not longer than the limit (one refusal per field). */
const note = (field: 'resolution' | 'reject_reason', required: string) =>
  allOf<Args>(
    rule<Args>(fieldRefusal(field, required), ({ event }) => hasText(fieldOf(event, field))),
    rule<Args>(fieldRefusal(field, 'complaint.noteTooLong'), ({ event }) => textOf(fieldOf(event, field)).length <= COMPLAINT_NOTE_MAX),
  );

const { stable, final } = lifecycle('complaint');

const reject: Step = {
  target: 'rejected',
  guard: 'reasonGiven',
  actor: 'reject',
  meta: {
    label: { ar: 'رفض الشكوى', en: 'Reject' },
    who: DESK,
    spec: ['001 §3 Complaint (ours: the spec names no actions)'],
    example: { reject_reason: 'الموقع خارج نطاق مسؤولية الهيئة' },
    confirm: { ar: 'رفض الشكوى ينهيها ويُبلَّغ مقدمها بالسبب. هل تريد المتابعة؟', en: 'Rejecting ends the complaint and tells the filer why. Continue?' },
  },
};

export const complaintMachine = setup({
  types: {
    context: {} as Context,
    events: {} as ComplaintEvent,
    input: {} as { record?: ComplaintRecord } | undefined,
  },
  guards: {
    resolutionGiven: note('resolution', 'complaint.resolutionRequired'),
    reasonGiven: note('reject_reason', 'complaint.reasonRequired'),
  },
  actors: {
    update: command<ComplaintRecord, ComplaintInput>(),
    startReview: command<ComplaintRecord, ComplaintInput>(),
    resolve: command<ComplaintRecord, ComplaintInput>(),
    reject: command<ComplaintRecord, ComplaintInput>(),
  },
  actions: lifecycleActions,
}).createMachine({
  id: 'complaint',
  context: ({ input }) => (input?.record ? { record: input.record } : {}),
  initial: 'filed',
  meta: {
    label: { ar: 'الشكوى', en: 'Complaint' },
    spec: ['001 §1 The interface dictionaries also mention complaints', '001 §3 Complaint: title, type, priority, location (longitude, latitude), files, internal/external'],
    statuses: 'filed, in_review, resolved, rejected (ours: the spec names none)',
    parties: {
      owner: { ar: 'الشركة مقدمة الشكوى (مقدمها أو أحد حسابات شركته)', en: 'The company that filed the complaint (the filer or an account of the same company)' },
    },
  } satisfies LifecycleMeta,
  states: {
    filed: stable(
      { label: { ar: 'مقدمة', en: 'Filed' }, tone: 'info', description: { ar: 'بانتظار أن يتولاها مكتب الشكاوى', en: 'Waiting for the complaints desk' } },
      {
        UPDATE: {
          target: 'filed',
          actor: 'update',
          meta: { label: { ar: 'تعديل الشكوى', en: 'Edit complaint' }, who: FILER, spec: ['001 §3 Complaint: title, type, priority, location, files, internal/external'] },
        },
        START_REVIEW: {
          target: 'in_review',
          actor: 'startReview',
          meta: { label: { ar: 'بدء المراجعة', en: 'Start review' }, who: DESK, spec: ['001 §3 Complaint (ours: the spec names no actions)'] },
        },
        REJECT: reject,
      },
    ),
    in_review: stable(
      { label: { ar: 'قيد المراجعة', en: 'In review' }, tone: 'warning', description: { ar: 'يعمل مكتب الشكاوى على معالجتها', en: 'The complaints desk is working on it' } },
      {
        RESOLVE: {
          target: 'resolved',
          guard: 'resolutionGiven',
          actor: 'resolve',
          meta: {
            label: { ar: 'معالجة الشكوى', en: 'Resolve' },
            who: DESK,
            spec: ['001 §3 Complaint (ours: the spec names no actions)'],
            example: { resolution: 'تم تنظيف الموقع وإزالة المخلفات' },
          },
        },
        REJECT: reject,
      },
    ),
    resolved: final({ label: { ar: 'تمت المعالجة', en: 'Resolved' }, tone: 'success', description: { ar: 'عالجها مكتب الشكاوى', en: 'The complaints desk resolved it' } }),
    rejected: final({ label: { ar: 'مرفوضة', en: 'Rejected' }, tone: 'danger', description: { ar: 'رفضها مكتب الشكاوى مع بيان السبب', en: 'The complaints desk rejected it, giving a reason' } }),
  },
});
