/**
 * Location pledges: the form's rules, shared by the screen (react-hook-form + valibot) and the server
 * (parseBody), with the same limits as the contract (openapi/areas/locationPledges.yaml). Messages are
 * keys of the shared catalogue, so a refusal reads the same on both sides.
 */
import * as v from 'valibot';

export const LOCATIONPLEDGE_TEXT_MAX = 200;
export const LOCATIONPLEDGE_LONG_TEXT_MAX = 5000;

const requiredText = (max: number) => v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(max, 'validation.too_long'));
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, 'validation.too_long')));

export const LocationPledgeSchema = v.object({
  title: requiredText(LOCATIONPLEDGE_TEXT_MAX),
  title_en: optionalText(LOCATIONPLEDGE_TEXT_MAX),
  body: optionalText(LOCATIONPLEDGE_LONG_TEXT_MAX),
  file: v.optional(v.any()),
  is_fire: v.optional(v.picklist([0, 1])),
  is_required: v.optional(v.picklist([0, 1])),
});

export type LocationPledgeValues = v.InferOutput<typeof LocationPledgeSchema>;
