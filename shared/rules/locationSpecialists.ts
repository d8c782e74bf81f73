/**
 * Location specialties: the form's rules, shared by the screen (react-hook-form + valibot) and the server
 * (parseBody), with the same limits as the contract (openapi/areas/locationSpecialists.yaml). Messages are
 * keys of the shared catalogue, so a refusal reads the same on both sides.
 */
import * as v from 'valibot';

export const LOCATIONSPECIALIST_TEXT_MAX = 200;
export const LOCATIONSPECIALIST_LONG_TEXT_MAX = 5000;

const requiredText = (max: number) => v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(max, 'validation.too_long'));
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, 'validation.too_long')));

export const LocationSpecialistSchema = v.object({
  name: requiredText(LOCATIONSPECIALIST_TEXT_MAX),
  name_en: optionalText(LOCATIONSPECIALIST_TEXT_MAX),
  note: optionalText(LOCATIONSPECIALIST_LONG_TEXT_MAX),
  is_req: v.optional(v.picklist([0, 1])),
  cat_id: v.pipe(v.number('validation.required'), v.integer('validation.invalid'), v.minValue(1, 'validation.required')),
});

export type LocationSpecialistValues = v.InferOutput<typeof LocationSpecialistSchema>;
