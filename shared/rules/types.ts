/**
 * User types: the rename form's rules, shared by the screen (react-hook-form + valibot) and the
 * server (parseBody), with the same limits as the contract (openapi/areas/types.yaml). Messages
 * are keys of the shared catalogue, so a refusal reads the same on both sides. A type's name is
 * a short label (it shows in user lists, filters and badges), hence 100 characters.
 */
import * as v from 'valibot';

export const TYPE_TEXT_MAX = 100;

const requiredText = (max: number) => v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(max, 'validation.too_long'));

export const TypeSchema = v.object({
  name: requiredText(TYPE_TEXT_MAX),
  name_en: requiredText(TYPE_TEXT_MAX),
});

export type TypeValues = v.InferOutput<typeof TypeSchema>;
