/**
 * Location service inputs (مدخلات خدمات المواقع): what a location order's filer enters for a
 * location service, of the same types and rules as the order family's inputs
 * (shared/rules/serviceInputs.ts: text, number, date or file; a mandatory flag).
 */
import * as v from 'valibot';
import { inputType, INPUTSERVICE_LONG_TEXT_MAX, INPUTSERVICE_TEXT_MAX } from './serviceInputs';

export { INPUT_TYPES, inputRequiredLabels, inputRuleMessages, inputTypeLabels } from './serviceInputs';

export const LOCATIONINPUTSERVICE_TEXT_MAX = INPUTSERVICE_TEXT_MAX;
export const LOCATIONINPUTSERVICE_LONG_TEXT_MAX = INPUTSERVICE_LONG_TEXT_MAX;

export const LocationInputServiceSchema = v.object({
  service_id: v.pipe(v.number('validation.required'), v.integer('validation.invalid'), v.minValue(1, 'validation.required')),
  name: v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(LOCATIONINPUTSERVICE_TEXT_MAX, 'validation.too_long')),
  name_en: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(LOCATIONINPUTSERVICE_TEXT_MAX, 'validation.too_long'))),
  type: inputType,
  // a mandatory input must be filled before the location order is sent
  required: v.optional(v.picklist([0, 1])),
});

export type LocationInputServiceValues = v.InferOutput<typeof LocationInputServiceSchema>;
