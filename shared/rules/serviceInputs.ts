/**
 * Service inputs (مدخلات الخدمات): what an order's filer enters for a service it asks for — the
 * number of tents, a capacity in tons, a drawing, a planned start date — each of one type: text,
 * number, date or file (the order's form renders the matching field). The form's rules, shared by
 * the screen (react-hook-form + valibot) and the server (parseBody), with the same limits as the
 * contract (openapi/areas/serviceInputs.yaml); the type's words in both languages (the list, the
 * view, the form's drop-down and the export read them here). The location family's inputs
 * (shared/rules/locationServiceInputs.ts) take the same types.
 */
import * as v from 'valibot';
import type { Label } from '../label';

export const INPUTSERVICE_TEXT_MAX = 200;
export const INPUTSERVICE_LONG_TEXT_MAX = 5000;

/** What the filer enters (the contract's enum). */
export const INPUT_TYPES = ['text', 'number', 'date', 'file'] as const;
export type InputType = (typeof INPUT_TYPES)[number];

export const inputTypeLabels: Record<InputType, Label> = {
  text: { ar: 'نص', en: 'Text' },
  number: { ar: 'رقم', en: 'Number' },
  date: { ar: 'تاريخ', en: 'Date' },
  file: { ar: 'ملف', en: 'File' },
};

export const inputRequiredLabels: Record<0 | 1, Label> = {
  1: { ar: 'إلزامي', en: 'Mandatory' },
  0: { ar: 'اختياري', en: 'Optional' },
};

export const inputRuleMessages: Record<string, Label> = {
  'serviceInputs.type': { ar: 'اختر نوع المدخل: نص أو رقم أو تاريخ أو ملف', en: 'Choose the input type: text, number, date or file' },
};

const requiredText = (max: number) => v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(max, 'validation.too_long'));
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, 'validation.too_long')));

/** The input's type: one of INPUT_TYPES. */
export const inputType = v.picklist(INPUT_TYPES, 'serviceInputs.type');

export const InputServiceSchema = v.object({
  service_id: v.pipe(v.number('validation.required'), v.integer('validation.invalid'), v.minValue(1, 'validation.required')),
  name: requiredText(INPUTSERVICE_TEXT_MAX),
  name_en: optionalText(INPUTSERVICE_TEXT_MAX),
  type: inputType,
  // a mandatory input must be filled before the order is sent
  required: v.optional(v.picklist([0, 1])),
});

export type InputServiceValues = v.InferOutput<typeof InputServiceSchema>;
