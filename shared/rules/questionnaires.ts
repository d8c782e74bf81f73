/**
 * Questionnaires: the form's rules, shared by the screen (react-hook-form + valibot) and the server
 * (parseBody), with the same limits as the contract (openapi/areas/questionnaires.yaml). Messages are
 * keys of the shared catalogue, so a refusal reads the same on both sides.
 *
 * Spec 001 §5: "A questionnaire needs a title, at least one group and at least one user type. A question
 * needs a type and title. A group needs a title." A group needs a question and a choice question two choices
 * (ours: a group or a choice with nothing to answer is a slip).
 */
import * as v from 'valibot';
import type { Label } from '../label';

export const QUESTIONNAIRE_TEXT_MAX = 200;
export const QUESTIONNAIRE_LONG_TEXT_MAX = 5000;
/** How much one questionnaire holds (ours: a season survey, not a census). */
export const QUESTIONNAIRE_LIMITS = { groups: 20, questionsPerGroup: 30, options: 20, optionText: 200, answerText: 2000 } as const;

/** The kinds of question (the spec: "questions (type, …)"; its types are not shown — ours). */
export const QUESTION_TYPES = ['text', 'textarea', 'single', 'multiple', 'rating'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const QUESTION_TYPE_LABELS: Record<QuestionType, Label> = {
  text: { ar: 'إجابة قصيرة', en: 'Short answer' },
  textarea: { ar: 'إجابة مفصلة', en: 'Long answer' },
  single: { ar: 'اختيار واحد', en: 'One choice' },
  multiple: { ar: 'اختيارات متعددة', en: 'Several choices' },
  rating: { ar: 'تقييم من 1 إلى 5', en: 'Rating 1 to 5' },
};
/** Question types answered by choosing among `options`. */
export const isChoiceType = (type: string): boolean => type === 'single' || type === 'multiple';
export const RATING_MIN = 1;
export const RATING_MAX = 5;

const requiredText = (max: number) => v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(max, 'validation.too_long'));
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, 'validation.too_long')));

export const QuestionSchema = v.pipe(
  v.object({
    id: v.optional(v.number()),
    type: v.picklist(QUESTION_TYPES, 'validation.required'),
    title: requiredText(QUESTIONNAIRE_TEXT_MAX),
    is_required: v.optional(v.picklist([0, 1])),
    options: v.optional(
      v.pipe(v.array(v.pipe(v.string(), v.trim(), v.maxLength(QUESTIONNAIRE_LIMITS.optionText, 'validation.too_long'))), v.maxLength(QUESTIONNAIRE_LIMITS.options, 'validation.too_many')),
    ),
  }),
  v.forward(
    v.check((q) => !isChoiceType(q.type) || new Set((q.options ?? []).filter((o) => o.length > 0)).size >= 2, 'validation.questionnaire.options'),
    ['options'],
  ),
);

export const GroupSchema = v.object({
  title: requiredText(QUESTIONNAIRE_TEXT_MAX),
  questions: v.pipe(v.array(QuestionSchema), v.minLength(1, 'validation.questionnaire.questions'), v.maxLength(QUESTIONNAIRE_LIMITS.questionsPerGroup, 'validation.too_many')),
});

export const QuestionnaireSchema = v.object({
  title: requiredText(QUESTIONNAIRE_TEXT_MAX),
  description: optionalText(QUESTIONNAIRE_LONG_TEXT_MAX),
  is_required: v.optional(v.picklist([0, 1])),
  type_ids: v.pipe(v.array(v.number()), v.minLength(1, 'validation.questionnaire.types')),
  groups: v.pipe(v.array(GroupSchema), v.minLength(1, 'validation.questionnaire.groups'), v.maxLength(QUESTIONNAIRE_LIMITS.groups, 'validation.too_many')),
});

export type QuestionnaireValues = v.InferOutput<typeof QuestionnaireSchema>;
export type QuestionValues = v.InferOutput<typeof QuestionSchema>;

/** The choices of a question as they are kept: trimmed, non-empty, each once, in order. */
export const cleanOptions = (type: string, options: readonly string[] | undefined): string[] => (isChoiceType(type) ? [...new Set((options ?? []).map((o) => o.trim()).filter(Boolean))] : []);

/**
 * Whether an answer fits its question (the server's check before the machine's required rule): text within its
 * length, a choice among the options, a rating 1–5. An empty answer is "not answered", left to the required rule.
 * Answers the message key of the refusal, or null.
 */
export function answerProblem(question: { type: string; options: readonly string[] }, value: unknown): string | null {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return null;
  switch (question.type) {
    case 'text':
    case 'textarea':
      if (typeof value !== 'string') return 'validation.invalid';
      return value.length > QUESTIONNAIRE_LIMITS.answerText ? 'validation.too_long' : null;
    case 'single':
      return typeof value === 'string' && question.options.includes(value) ? null : 'validation.questionnaire.choice';
    case 'multiple':
      return Array.isArray(value) && value.every((x) => typeof x === 'string' && question.options.includes(x)) && new Set(value).size === value.length ? null : 'validation.questionnaire.choice';
    case 'rating': {
      const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
      return typeof n === 'number' && Number.isInteger(n) && n >= RATING_MIN && n <= RATING_MAX ? null : 'validation.questionnaire.rating';
    }
    default:
      return 'validation.invalid';
  }
}
