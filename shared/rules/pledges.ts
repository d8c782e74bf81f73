/**
 * Pledges: the form's rules, shared by the screen (react-hook-form + valibot) and the server
 * (parseBody), with the same limits as the contract (openapi/areas/pledges.yaml). Messages are
 * keys of the shared catalogue, so a refusal reads the same on both sides.
 */
import * as v from 'valibot';

export const PLEDGE_TEXT_MAX = 200;
export const PLEDGE_LONG_TEXT_MAX = 5000;

const requiredText = (max: number) => v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(max, 'validation.too_long'));
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, 'validation.too_long')));

export const PledgeSchema = v.object({
  title: requiredText(PLEDGE_TEXT_MAX),
  title_en: optionalText(PLEDGE_TEXT_MAX),
  body: optionalText(PLEDGE_LONG_TEXT_MAX),
  file: v.optional(v.any()),
  is_fire: v.optional(v.picklist([0, 1])),
  is_required: v.optional(v.picklist([0, 1])),
});

export type PledgeValues = v.InferOutput<typeof PledgeSchema>;
