/**
 * Forms: the form's rules, shared by the screen (react-hook-form + valibot) and the server
 * (parseBody), with the same limits as the contract (openapi/areas/forms.yaml).
 *
 * A form is of one type (spec 000 §3 general, assign, temporary licence; spec 001 §4 assign, reassign,
 * lock, simple_readiness_license, check_test). Its signers are account types, each with signer_num 1
 * (spec 000 §5); a form that is signed at a handover or on an order (assign, reassign, lock) needs at
 * least one. Its questions (at least one: a form is something answered) are an ordered list, each at
 * most once, each with a price in SAR.
 */
import * as v from 'valibot';
import type { SharedMessageKey } from '../messages';
import { accountTypes } from '../accountTypes';

const m = (key: SharedMessageKey) => key;
const accountTypeIds = new Set<number>(accountTypes.map((t) => t.id));

export const FORM_TEXT_MAX = 200;
export const FORM_BODY_MAX = 20000;
export const FORM_QUESTIONS_MAX = 200;
/** the highest price of one question, SAR */
export const FORM_PRICE_MAX = 10_000_000;

export const FORM_TYPES = ['general', 'assign', 'temp_license', 'reassign', 'lock', 'simple_readiness_license', 'check_test'] as const;
export type FormType = (typeof FORM_TYPES)[number];
/** spec 001 §5, §6: "The temporary-licence form has fixed id 7" */
export const TEMP_LICENSE_FORM_ID = 7;
/** "Signers carry signer_num 1" (spec 000 §5) */
export const FORM_SIGNER_NUM = 1;
/** types whose forms are signed by their signers (the handover, re-assign and lock orders) */
export const SIGNED_FORM_TYPES: readonly FormType[] = ['assign', 'reassign', 'lock'];

const requiredText = (max: number) => v.pipe(v.string(m('validation.required')), v.trim(), v.nonEmpty(m('validation.required')), v.maxLength(max, m('validation.too_long')));
const optionalText = (max: number) => v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(max, m('validation.too_long')));

/** A price in SAR: not negative, at most two decimals (kept as a string, as numeric columns are). */
export const priceRule = v.pipe(
  v.union([v.number(), v.string()], m('validation.price')),
  v.transform((x) => String(x).trim()),
  v.regex(/^\d{1,8}(\.\d{1,2})?$/, m('validation.price')),
  v.check((x) => Number(x) <= FORM_PRICE_MAX, m('validation.price')),
);

const SignerSchema = v.object({
  type_id: v.pipe(
    v.number(m('validation.invalid')),
    v.integer(),
    v.check((id) => accountTypeIds.has(id), m('validation.invalid')),
  ),
  signer_num: v.optional(v.literal(FORM_SIGNER_NUM, m('validation.invalid')), FORM_SIGNER_NUM),
});

const FormQuestionSchema = v.object({
  question_id: v.pipe(v.number(m('validation.invalid')), v.integer(), v.minValue(1, m('validation.invalid'))),
  price: v.optional(priceRule, '0'),
});

export const FormSchema = v.pipe(
  v.object({
    name: requiredText(FORM_TEXT_MAX),
    name_en: requiredText(FORM_TEXT_MAX),
    type: v.picklist(FORM_TYPES, m('validation.required')),
    withCategory: v.optional(v.picklist([0, 1]), 0),
    body: optionalText(FORM_BODY_MAX),
    body_en: optionalText(FORM_BODY_MAX),
    signers: v.pipe(
      v.optional(v.array(SignerSchema, m('validation.invalid')), []),
      v.check((list) => new Set(list.map((s) => s.type_id)).size === list.length, m('validation.invalid')),
    ),
    /** in the order they are asked */
    questions: v.pipe(
      v.optional(v.array(FormQuestionSchema, m('validation.invalid')), []),
      v.minLength(1, m('validation.form.questions')),
      v.maxLength(FORM_QUESTIONS_MAX, m('validation.invalid')),
      v.check((list) => new Set(list.map((q) => q.question_id)).size === list.length, m('validation.invalid')),
    ),
  }),
  v.forward(
    v.partialCheck([['type'], ['signers']], (x) => !SIGNED_FORM_TYPES.includes(x.type) || x.signers.length > 0, m('validation.form.signers')),
    ['signers'],
  ),
);

export type FormValues = v.InferOutput<typeof FormSchema>;

/** /forms/questions-price/{id}: a price for each question of the form. */
export const FormPricesSchema = v.object({
  prices: v.pipe(
    v.array(FormQuestionSchema, m('validation.invalid')),
    v.maxLength(FORM_QUESTIONS_MAX, m('validation.invalid')),
    v.check((list) => new Set(list.map((q) => q.question_id)).size === list.length, m('validation.invalid')),
  ),
});

export type FormPricesValues = v.InferOutput<typeof FormPricesSchema>;
