/**
 * A questionnaire that staff build and send to user types (spec 001 §3 Questionnaire:
 * title, groups, questions (type, title, required), user types; §5 "A questionnaire needs
 * a title, at least one group and at least one user type. A question needs a type and
 * title. A group needs a title."). Each user's answer is its own lifecycle
 * (machines/questionnaireResponse: pending, answered).
 *
 * Our statuses (the spec names none for the questionnaire itself, only for a response):
 * - `draft` (initial): being built; nobody is asked yet, so it may change freely (UPDATE).
 * - `published`: PUBLISH sends it to its user types — from now on a required one warns and
 *   redirects them (000 §8) until they answer, and it is no longer edited, so every answer
 *   answers the same questions and the results per question stay comparable.
 * - `closed` (final): CLOSE stops collecting answers (and the warning); the results stay.
 *
 * PUBLISH checks what is being sent: the §5 rules plus a question in every group (a group
 * with nothing to answer is a slip). The server gives the stored structure as `facts`.
 */
import { setup } from 'xstate';
import { command, lifecycle, lifecycleActions, type CommandInput } from '../core/lifecycle';
import { allOf, fieldRefusal, rule } from '../core/rule';
import type { LifecycleContext, LifecycleMeta, Who } from '../core/types';
import { AUTHORITY_TYPES } from '../core/who';
import { hasText } from '../core/fields';

export interface QuestionnaireRecord {
  id: number;
  status: string;
  title?: string | null;
  [key: string]: unknown;
}

/** What PUBLISH checks: the questionnaire as it is stored (title, groups with their questions, user types). */
export interface QuestionnaireFacts {
  title?: string | null;
  groups?: { title?: string | null; questions?: { type?: string | null; title?: string | null }[] }[];
  type_ids?: number[];
}

type QuestionnaireContext = LifecycleContext<QuestionnaireRecord> & { facts?: QuestionnaireFacts };
export type QuestionnaireEvent = { type: 'UPDATE' } | ({ type: 'PUBLISH' } & QuestionnaireFacts) | { type: 'CLOSE' };
export type QuestionnaireInput = CommandInput<QuestionnaireRecord, QuestionnaireEvent>;
type Args = { context: QuestionnaireContext; event: QuestionnaireEvent };

/** A part as PUBLISH checks it: the event's when it carries one (a walkthrough's example), else the stored one. */
function partOf<K extends keyof QuestionnaireFacts>({ context, event }: Args, name: K): QuestionnaireFacts[K] | undefined {
  const sent = (event as QuestionnaireFacts)[name];
  return sent !== undefined ? sent : context.facts?.[name];
}
const groupsOf = (a: Args) => partOf(a, 'groups') ?? [];

/** Who builds, publishes and closes questionnaires: the authority's staff. */
const STAFF: Who = { permissions: ['questionnaire-update'], accountTypes: AUTHORITY_TYPES };

const { stable, final } = lifecycle('questionnaire');

export const questionnaireMachine = setup({
  types: {
    context: {} as QuestionnaireContext,
    events: {} as QuestionnaireEvent,
    input: {} as { record?: QuestionnaireRecord; facts?: QuestionnaireFacts } | undefined,
  },
  guards: {
    readyToSend: allOf<Args>(
      rule(fieldRefusal('title', 'questionnaire.titleRequired'), (a) => hasText(partOf(a, 'title') ?? a.context.record?.title)),
      rule(fieldRefusal('groups', 'questionnaire.groupRequired'), (a) => groupsOf(a).length > 0),
      rule(fieldRefusal('groups', 'questionnaire.groupTitleRequired'), (a) => groupsOf(a).every((g) => hasText(g.title))),
      rule(fieldRefusal('groups', 'questionnaire.questionRequired'), (a) => groupsOf(a).every((g) => (g.questions ?? []).length > 0)),
      rule(fieldRefusal('groups', 'questionnaire.questionIncomplete'), (a) => groupsOf(a).every((g) => (g.questions ?? []).every((q) => hasText(q.type) && hasText(q.title)))),
      rule(fieldRefusal('type_ids', 'questionnaire.typeRequired'), (a) => (partOf(a, 'type_ids') ?? []).length > 0),
    ),
  },
  actors: {
    update: command<QuestionnaireRecord, QuestionnaireInput>(),
    publish: command<QuestionnaireRecord, QuestionnaireInput>(),
    close: command<QuestionnaireRecord, QuestionnaireInput>(),
  },
  actions: lifecycleActions,
}).createMachine({
  id: 'questionnaire',
  context: ({ input }) => ({ ...(input?.record ? { record: input.record } : {}), ...(input?.facts ? { facts: input.facts } : {}) }),
  initial: 'draft',
  meta: {
    label: { ar: 'الاستبيان', en: 'Questionnaire' },
    spec: [
      '001 §3 Questionnaire: title, groups, questions (type, title, required), user types',
      '001 §5 A questionnaire needs a title, at least one group and at least one user type. A question needs a type and title. A group needs a title.',
      '001 §8 A required questionnaire must be answered before continuing.',
    ],
    statuses: 'draft, published, closed (ours: the spec names statuses only for a response)',
  } satisfies LifecycleMeta,
  states: {
    draft: stable(
      { label: { ar: 'مسودة', en: 'Draft' }, tone: 'info', description: { ar: 'قيد الإعداد ولم يُرسل بعد', en: 'Being built; not sent yet' } },
      {
        UPDATE: { target: 'draft', actor: 'update', meta: { label: { ar: 'تعديل', en: 'Edit' }, who: STAFF, spec: ['001 §3 Questionnaire: title, groups, questions, user types'] } },
        PUBLISH: {
          target: 'published',
          guard: 'readyToSend',
          actor: 'publish',
          meta: {
            label: { ar: 'نشر الاستبيان', en: 'Publish' },
            who: STAFF,
            spec: ['001 §5 A questionnaire needs a title, at least one group and at least one user type'],
            example: { title: 'رضا الشركات عن التسليم', groups: [{ title: 'الموعد', questions: [{ type: 'rating', title: 'قيّم الموعد' }] }], type_ids: [2] },
            confirm: {
              ar: 'بعد النشر يصل الاستبيان إلى المستخدمين ولا يمكن تعديل أسئلته. هل تريد المتابعة؟',
              en: 'Once published, the questionnaire reaches its users and its questions can no longer change. Continue?',
            },
          },
        },
      },
    ),
    published: stable(
      { label: { ar: 'منشور', en: 'Published' }, tone: 'success', description: { ar: 'يستقبل الإجابات', en: 'Collecting answers' } },
      {
        CLOSE: {
          target: 'closed',
          actor: 'close',
          meta: {
            label: { ar: 'إغلاق الاستبيان', en: 'Close' },
            who: STAFF,
            spec: ['001 §4 Questionnaire: pending, answered'],
            confirm: { ar: 'بعد الإغلاق لا تُقبل إجابات جديدة. هل تريد المتابعة؟', en: 'Once closed, no new answers are taken. Continue?' },
          },
        },
      },
    ),
    closed: final({ label: { ar: 'مغلق', en: 'Closed' }, tone: 'info', description: { ar: 'لا يستقبل إجابات؛ تبقى النتائج', en: 'No longer collecting answers; the results remain' } }),
  },
});
