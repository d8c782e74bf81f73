/**
 * One user's response to a questionnaire (spec 001 §3 Questionnaire: title, groups,
 * questions (type, title, required), user types; 001 §4 "Questionnaire: pending,
 * answered"; 000 §3 Notification list: questionnaire_required, questionnaire_id; 000 §8
 * "Required questionnaire: warning 'You have a required questionnaires must be
 * answered.' for 10000 ms, then a redirect to the answer page after 6 seconds"; 000 §2
 * /questionnaires/myQuestionnaires/{questionnaire_id}).
 *
 * - `pending` (initial): the questionnaire is addressed to the user (by user type). While
 *   a required one is pending, the notification list says questionnaire_required and the
 *   user is warned and sent to the answer page (QUESTIONNAIRE_WARNING_MS,
 *   QUESTIONNAIRE_REDIRECT_MS, questionnaireAnswerPath in ./constants).
 * - `answered` (final): ANSWER with `answers` (one per question: question_id, answer) —
 *   every required question answered. The questions marked required come with the
 *   record (`required_question_ids`) or, from a server, as `facts` read from the questionnaire.
 *   A response is not withdrawn or re-answered.
 */
import { setup } from 'xstate';
import { command, lifecycle, lifecycleActions, type CommandInput } from '../core/lifecycle';
import { allOf, conflict, fieldRefusal, rule } from '../core/rule';
import type { LifecycleContext, LifecycleMeta } from '../core/types';

export interface QuestionnaireAnswer {
  question_id: number;
  answer: unknown;
}

export interface QuestionnaireResponseRecord {
  id: number;
  status: string;
  questionnaire_id?: number;
  /** the questionnaire's questions marked required (spec: questions (type, title, required)) */
  required_question_ids?: number[];
  [key: string]: unknown;
}

export type QuestionnaireResponseEvent = { type: 'ANSWER'; answers: QuestionnaireAnswer[] };
export type QuestionnaireResponseInput = CommandInput<QuestionnaireResponseRecord, QuestionnaireResponseEvent>;
/** What a server reads from the questionnaire for the guard (the response row does not hold it). */
export type QuestionnaireResponseFacts = { required_question_ids?: number[] };
type ResponseContext = LifecycleContext<QuestionnaireResponseRecord> & { facts?: QuestionnaireResponseFacts };
type Args = { context: ResponseContext; event: QuestionnaireResponseEvent };

/** An answer counts when it says something: not empty text, not an empty choice list. */
export function isAnswered(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

function answeredIds(event: QuestionnaireResponseEvent): Set<number> {
  const list = Array.isArray(event.answers) ? event.answers : [];
  return new Set(list.filter((a) => a && isAnswered(a.answer)).map((a) => Number(a.question_id)));
}

const { stable, final } = lifecycle('questionnaireResponse');

export const questionnaireResponseMachine = setup({
  types: {
    context: {} as ResponseContext,
    events: {} as QuestionnaireResponseEvent,
    input: {} as { record?: QuestionnaireResponseRecord; facts?: QuestionnaireResponseFacts } | undefined,
  },
  guards: {
    requiredAnswered: allOf<Args>(
      rule(fieldRefusal('answers', 'questionnaireResponse.answersRequired'), ({ event }) => answeredIds(event).size > 0),
      rule(fieldRefusal('answers', 'questionnaireResponse.requiredMissing'), ({ context, event }) => {
        const given = answeredIds(event);
        return (context.facts?.required_question_ids ?? context.record?.required_question_ids ?? []).every((id) => given.has(Number(id)));
      }),
    ),
  },
  actors: {
    answer: command<QuestionnaireResponseRecord, QuestionnaireResponseInput>(),
  },
  actions: lifecycleActions,
}).createMachine({
  id: 'questionnaireResponse',
  context: ({ input }) => ({ ...(input?.record ? { record: input.record } : {}), ...(input?.facts ? { facts: input.facts } : {}) }),
  initial: 'pending',
  meta: {
    label: { ar: 'الإجابة على الاستبيان', en: 'Questionnaire response' },
    spec: [
      '001 §3 Questionnaire: title, groups, questions (type, title, required), user types',
      '001 §4 Questionnaire: pending, answered',
      '000 §3 Notification list: questionnaire_required (flag), questionnaire_id',
      '000 §8 Required questionnaire: warning for 10000 ms, then a redirect to the answer page after 6 seconds',
      '000 §2 /questionnaires/myQuestionnaires/{questionnaire_id}',
    ],
    statuses: 'pending, answered',
    parties: { respondent: { ar: 'المستخدم الموجّه إليه الاستبيان', en: 'The user the questionnaire is addressed to' } },
  } satisfies LifecycleMeta,
  states: {
    pending: stable(
      { label: { ar: 'بانتظار الإجابة', en: 'Pending' }, tone: 'warning', description: { ar: 'لم يجب المستخدم بعد', en: 'Not answered yet' } },
      {
        ANSWER: {
          target: 'answered',
          guard: 'requiredAnswered',
          actor: 'answer',
          meta: {
            label: { ar: 'إرسال الإجابات', en: 'Submit answers' },
            who: { party: 'respondent' },
            spec: ['001 §2 AnswerQuestionnaire', '000 §2 /questionnaires/myQuestionnaires/{questionnaire_id}', '001 §3 questions (type, title, required)'],
            example: { answers: [{ question_id: 1, answer: 'ممتاز' }] },
          },
        },
      },
    ),
    answered: final({
      label: { ar: 'تمت الإجابة', en: 'Answered' },
      tone: 'success',
      description: { ar: 'أُرسلت الإجابات ولا تُعدّل', en: 'The answers were sent and cannot be changed' },
      refusals: { ANSWER: conflict('questionnaireResponse.alreadyAnswered', '104') },
    }),
  },
});
