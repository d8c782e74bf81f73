/**
 * Location engineering guides: the form's rules, shared by the screen (react-hook-form + valibot) and the server
 * (parseBody), with the same limits as the contract (openapi/areas/locationGuides.yaml). Messages are
 * keys of the shared catalogue, so a refusal reads the same on both sides.
 */
import * as v from 'valibot';

export const LOCATIONGUIDE_TEXT_MAX = 200;
export const LOCATIONGUIDE_LONG_TEXT_MAX = 5000;

const requiredText = (max: number) => v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(max, 'validation.too_long'));
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, 'validation.too_long')));

export const LocationGuideSchema = v.object({
  title: requiredText(LOCATIONGUIDE_TEXT_MAX),
  title_en: optionalText(LOCATIONGUIDE_TEXT_MAX),
  description: optionalText(LOCATIONGUIDE_LONG_TEXT_MAX),
  file: v.optional(v.any()),
});

export type LocationGuideValues = v.InferOutput<typeof LocationGuideSchema>;
