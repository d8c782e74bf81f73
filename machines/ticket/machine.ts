/**
 * A support ticket (spec 000 §2 tickets, tickets/create, tickets/details/{id}; 000 §3
 * Ticket: subject_id, Ticket subject: type_id, allowedUsers, get_restriction, Ticket
 * admin group: admins; 001 §3 Ticket: subject, content, importance_level, attachment;
 * 001 §4 "Close a ticket; after closing, no further comments are allowed. Forward a
 * ticket."; 000/001 §6 ticket-index, ticket-create, ticket-details).
 *
 * BRIEF §4 open, forwarded, answered, closed:
 * - `open` (initial): filed by its owner about a subject; the subject's admin group
 *   handles it.
 * - `forwarded`: a handler FORWARDed it to another admin group (group_id), whose admins
 *   handle it now (the "forward to another admin group"; the spec names the
 *   groups, 000 §3 "Ticket admin group: admins"). Forwarding to the group that holds it
 *   already is refused on group_id: the server gives the holding group as a fact.
 * - `answered`: a handler ANSWERed (a comment from the handling side); handlers may add
 *   further answers.
 * - `closed` (final): CLOSEd by its owner or a handler. "After closing, no further
 *   comments are allowed": COMMENT and ANSWER are refused with that message.
 * - COMMENT is the owner's comment: it keeps an open or forwarded ticket where it is and
 *   brings an answered one back to `open` — the owner is waiting again.
 *
 * Comments need content (the ticket's `content` field). Parties are resolved by the
 * server from the ticket (its owner), and the admin group holding it (its handlers:
 * the subject's group, or the one it was forwarded to).
 */
import { setup } from 'xstate';
import { command, lifecycle, lifecycleActions, type CommandInput, type Step } from '../core/lifecycle';
import { allOf, conflict, fieldRefusal, rule } from '../core/rule';
import type { LifecycleContext, LifecycleMeta } from '../core/types';
import { fieldOf, hasText, isId } from '../core/fields';
import type { Who } from '../core/types';

/** What the server knows beyond the row: the admin group holding the ticket now. */
export interface TicketFacts {
  handlingGroupId: number;
}

export interface TicketRecord {
  id: number;
  status: string;
  subject_id?: number;
  importance_level?: string;
  [key: string]: unknown;
}

export type TicketEvent =
  { type: 'COMMENT'; content: string; attachment?: unknown } | { type: 'ANSWER'; content: string; attachment?: unknown } | { type: 'FORWARD'; group_id: number } | { type: 'CLOSE' };
export type TicketInput = CommandInput<TicketRecord, TicketEvent>;
type Context = LifecycleContext<TicketRecord> & { facts?: TicketFacts };
type Args = { context: Context; event: TicketEvent };

const OWNER: Who = { permissions: ['ticket-details'], party: 'owner' };
const HANDLER: Who = { permissions: ['ticket-details'], party: 'handler' };
const PARTICIPANT: Who = { permissions: ['ticket-details'], party: 'participant' };
/** 001 §4 "after closing, no further comments are allowed" */
const CLOSED = conflict('ticket.closed');

const { stable, final } = lifecycle('ticket');

const comment = (target: string): Step => ({
  target,
  guard: 'contentGiven',
  actor: 'comment',
  meta: {
    label: { ar: 'إضافة تعليق', en: 'Comment' },
    who: OWNER,
    spec: ['000 §2 tickets/details/{id}', '001 §3 Ticket: content, attachment', '001 §4 after closing, no further comments are allowed'],
    example: { content: 'ما زالت المشكلة قائمة' },
  },
});
const answer: Step = {
  target: 'answered',
  guard: 'contentGiven',
  actor: 'answer',
  meta: {
    label: { ar: 'الرد على التذكرة', en: 'Answer' },
    who: HANDLER,
    spec: ['000 §3 Ticket admin group: admins', '001 §3 Ticket: content, attachment'],
    example: { content: 'تمت معالجة الطلب، يرجى التحقق' },
  },
};
const forward = (target: string): Step => ({
  target,
  guard: 'groupChosen',
  actor: 'forward',
  meta: {
    label: { ar: 'تحويل التذكرة', en: 'Forward' },
    who: HANDLER,
    spec: ['001 §4 Forward a ticket', '000 §3 Ticket admin group: admins'],
    example: { group_id: 2 },
  },
});
const close: Step = {
  target: 'closed',
  actor: 'close',
  meta: {
    label: { ar: 'إغلاق التذكرة', en: 'Close' },
    who: PARTICIPANT,
    spec: ['001 §4 Close a ticket; after closing, no further comments are allowed'],
    confirm: { ar: 'بعد إغلاق التذكرة لن يمكن إضافة تعليقات. هل تريد الإغلاق؟', en: 'No comments can be added after closing. Close the ticket?' },
  },
};

export const ticketMachine = setup({
  types: {
    context: {} as Context,
    events: {} as TicketEvent,
    input: {} as { record?: TicketRecord; facts?: TicketFacts } | undefined,
  },
  guards: {
    contentGiven: rule<Args>(fieldRefusal('content', 'ticket.contentRequired'), ({ event }) => hasText(fieldOf(event, 'content'))),
    groupChosen: allOf<Args>(
      rule<Args>(fieldRefusal('group_id', 'ticket.groupRequired'), ({ event }) => isId(fieldOf(event, 'group_id'))),
      // without the fact (a screen that cannot know) the server decides
      rule<Args>(fieldRefusal('group_id', 'ticket.sameGroup'), ({ context, event }) => !context.facts || Number(fieldOf(event, 'group_id')) !== context.facts.handlingGroupId),
    ),
  },
  actors: {
    comment: command<TicketRecord, TicketInput>(),
    answer: command<TicketRecord, TicketInput>(),
    forward: command<TicketRecord, TicketInput>(),
    close: command<TicketRecord, TicketInput>(),
  },
  actions: lifecycleActions,
}).createMachine({
  id: 'ticket',
  context: ({ input }) => (input?.record ? { record: input.record, ...(input.facts ? { facts: input.facts } : {}) } : {}),
  initial: 'open',
  meta: {
    label: { ar: 'التذكرة', en: 'Ticket' },
    spec: [
      '000 §2 tickets, tickets/create, tickets/details/{id}',
      '000 §3 Ticket: subject_id; Ticket subject: type_id, allowedUsers, get_restriction; Ticket admin group: admins',
      '001 §3 Ticket: subject, content, importance_level (low, meduim, height), attachment',
      '001 §4 Close a ticket; after closing, no further comments are allowed. Forward a ticket.',
    ],
    statuses: 'open, forwarded, answered, closed (BRIEF §4)',
    parties: {
      owner: { ar: 'مقدم التذكرة', en: 'The user who filed the ticket' },
      handler: {
        ar: 'مشرف من مجموعة المشرفين التي لديها التذكرة: مجموعة موضوعها أو المجموعة المحوّلة إليها',
        en: 'An admin of the group holding the ticket: its subject’s group, or the group it was forwarded to',
      },
      participant: { ar: 'مقدم التذكرة أو أحد معالجيها', en: 'The owner or a handler' },
    },
  } satisfies LifecycleMeta,
  states: {
    open: stable(
      { label: { ar: 'مفتوحة', en: 'Open' }, tone: 'info', description: { ar: 'بانتظار رد المشرفين', en: 'Awaiting the handlers' } },
      { COMMENT: comment('open'), ANSWER: answer, FORWARD: forward('forwarded'), CLOSE: close },
    ),
    forwarded: stable(
      { label: { ar: 'محوّلة', en: 'Forwarded' }, tone: 'warning', description: { ar: 'حُوّلت إلى مجموعة مشرفين أخرى', en: 'Forwarded to another admin group' } },
      { COMMENT: comment('forwarded'), ANSWER: answer, FORWARD: forward('forwarded'), CLOSE: close },
    ),
    answered: stable(
      { label: { ar: 'تم الرد', en: 'Answered' }, tone: 'success', description: { ar: 'ردّ المشرف وتنتظر متابعة مقدم التذكرة', en: 'A handler answered; the owner may follow up or close' } },
      { COMMENT: comment('open'), ANSWER: answer, FORWARD: forward('forwarded'), CLOSE: close },
    ),
    closed: final({
      label: { ar: 'مغلقة', en: 'Closed' },
      tone: 'danger',
      description: { ar: 'لا تقبل تعليقات بعد الإغلاق', en: 'No further comments are allowed' },
      refusals: { COMMENT: CLOSED, ANSWER: CLOSED, FORWARD: CLOSED, CLOSE: conflict('ticket.alreadyClosed', '104') },
    }),
  },
});
