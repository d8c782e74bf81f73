/**
 * Licences: the form's rules, shared by the screen (react-hook-form + valibot) and the server
 * (parseBody), with the same limits as the contract (openapi/areas/licenses.yaml). Messages are
 * keys of the shared catalogue, so a refusal reads the same on both sides.
 */
import * as v from 'valibot';

export const LICENSE_TEXT_MAX = 200;
export const LICENSE_LONG_TEXT_MAX = 5000;

const requiredText = (max: number) => v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(max, 'validation.too_long'));
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, 'validation.too_long')));

export const LicenseSchema = v.object({
  name: requiredText(LICENSE_TEXT_MAX),
  name_en: optionalText(LICENSE_TEXT_MAX),
  validity_days: v.pipe(v.number('validation.required'), v.integer('validation.invalid'), v.minValue(0, 'validation.outOfRange'), v.maxValue(2147483647, 'validation.outOfRange')),
  is_temporary: v.optional(v.picklist([0, 1])),
  description: optionalText(LICENSE_LONG_TEXT_MAX),
});

export type LicenseValues = v.InferOutput<typeof LicenseSchema>;
