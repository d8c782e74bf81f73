/**
 * Engineering guide offices: the form's rules, shared by the screen (react-hook-form + valibot) and the server
 * (parseBody), with the same limits as the contract (openapi/areas/guides.yaml). Messages are
 * keys of the shared catalogue, so a refusal reads the same on both sides.
 */
import * as v from 'valibot';

export const GUIDE_TEXT_MAX = 200;
export const GUIDE_LONG_TEXT_MAX = 5000;

const requiredText = (max: number) => v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(max, 'validation.too_long'));
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, 'validation.too_long')));

export const GuideSchema = v.object({
  title: requiredText(GUIDE_TEXT_MAX),
  title_en: optionalText(GUIDE_TEXT_MAX),
  description: optionalText(GUIDE_LONG_TEXT_MAX),
  file: v.optional(v.any()),
});

export type GuideValues = v.InferOutput<typeof GuideSchema>;
