/**
 * Location services: the form's rules, shared by the screen (react-hook-form + valibot) and the server
 * (parseBody), with the same limits as the contract (openapi/areas/locationServices.yaml). Messages are
 * keys of the shared catalogue, so a refusal reads the same on both sides.
 */
import * as v from 'valibot';

export const LOCATIONSERVICE_TEXT_MAX = 200;
export const LOCATIONSERVICE_LONG_TEXT_MAX = 5000;

const requiredText = (max: number) => v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(max, 'validation.too_long'));
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, 'validation.too_long')));

export const LocationServiceSchema = v.object({
  name: requiredText(LOCATIONSERVICE_TEXT_MAX),
  name_en: optionalText(LOCATIONSERVICE_TEXT_MAX),
  specialist_id: v.pipe(v.number('validation.required'), v.integer('validation.invalid'), v.minValue(1, 'validation.required')),
  count_day: v.pipe(v.number('validation.required'), v.integer('validation.invalid'), v.minValue(0, 'validation.outOfRange'), v.maxValue(2147483647, 'validation.outOfRange')),
  description: optionalText(LOCATIONSERVICE_LONG_TEXT_MAX),
});

export type LocationServiceValues = v.InferOutput<typeof LocationServiceSchema>;
