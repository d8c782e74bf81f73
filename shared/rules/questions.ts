/**
 * Questions: the form's rules, shared by the screen (react-hook-form + valibot) and the server
 * (parseBody), with the same limits as the contract (openapi/areas/questions.yaml). A choice
 * question needs at least two options, each named in both languages; the other types carry none.
 */
import * as v from 'valibot';
import type { SharedMessageKey } from '../messages';

const m = (key: SharedMessageKey) => key;

export const QUESTION_TEXT_MAX = 500;
export const QUESTION_OPTION_MAX = 200;
export const QUESTION_OPTIONS_MAX = 20;

/**
 * The answer types (ours; the spec names none for handover questions): yes/no (the common
 * handover check), free text, a number (counts, readings), one choice of a list, a date.
 */
export const QUESTION_TYPES = ['yes_no', 'text', 'number', 'choice', 'date'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

const requiredText = (max: number) => v.pipe(v.string(m('validation.required')), v.trim(), v.nonEmpty(m('validation.required')), v.maxLength(max, m('validation.too_long')));

const OptionSchema = v.object({
  /** kept when an option is renamed, so answers keep pointing at it; new options have none */
  id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  name: v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(QUESTION_OPTION_MAX, m('validation.too_long'))),
  name_en: v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(QUESTION_OPTION_MAX, m('validation.too_long'))),
});

/** Both names of every option filled, and at least two options. */
export const optionsComplete = (options: ReadonlyArray<{ name: string; name_en: string }>) => options.length >= 2 && options.every((o) => o.name !== '' && o.name_en !== '');

export const QuestionSchema = v.pipe(
  v.object({
    title: requiredText(QUESTION_TEXT_MAX),
    title_en: requiredText(QUESTION_TEXT_MAX),
    type: v.picklist(QUESTION_TYPES, m('validation.required')),
    options: v.pipe(v.optional(v.array(OptionSchema, m('validation.invalid')), []), v.maxLength(QUESTION_OPTIONS_MAX, m('validation.invalid'))),
    required: v.optional(v.picklist([0, 1]), 0),
    /** the question category (optional: an uncategorised question shows under "other" in a categorised form) */
    category_id: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1)))),
  }),
  v.forward(
    v.partialCheck([['type'], ['options']], (x) => x.type !== 'choice' || optionsComplete(x.options), m('validation.question.options')),
    ['options'],
  ),
  // options mean something only to a choice question
  v.transform((x) => ({ ...x, options: x.type === 'choice' ? x.options : [], category_id: x.category_id ?? null })),
);

export type QuestionValues = v.InferOutput<typeof QuestionSchema>;
