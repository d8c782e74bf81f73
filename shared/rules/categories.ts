/**
 * Categories: the form's rules, shared by the screen (react-hook-form + valibot) and the server
 * (parseBody), with the same limits as the contract (openapi/areas/categories.yaml). Messages are
 * keys of the shared catalogue, so a refusal reads the same on both sides.
 */
import * as v from 'valibot';

export const CATEGORY_TEXT_MAX = 200;

const requiredText = (max: number) => v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(max, 'validation.too_long'));

export const CategorySchema = v.object({
  name: requiredText(CATEGORY_TEXT_MAX),
  name_en: requiredText(CATEGORY_TEXT_MAX),
  is_active: v.optional(v.picklist([0, 1])),
});

export type CategoryValues = v.InferOutput<typeof CategorySchema>;
