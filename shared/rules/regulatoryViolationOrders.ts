/**
 * Regulatory violations: the form's rules, shared by the screen (react-hook-form + valibot) and the server
 * (parseBody), with the same limits as the contract (openapi/areas/regulatoryViolationOrders.yaml). Messages are
 * keys of the shared catalogue, so a refusal reads the same on both sides.
 */
import * as v from 'valibot';

export const REGULATORYVIOLATIONORDER_TEXT_MAX = 200;
export const REGULATORYVIOLATIONORDER_LONG_TEXT_MAX = 5000;

const requiredText = (max: number) => v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(max, 'validation.too_long'));
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, 'validation.too_long')));

export const RegulatoryViolationOrderSchema = v.object({
  title: requiredText(REGULATORYVIOLATIONORDER_TEXT_MAX),
  camp_id: v.pipe(v.number('validation.required'), v.integer('validation.invalid'), v.minValue(1, 'validation.required')),
  body: optionalText(REGULATORYVIOLATIONORDER_LONG_TEXT_MAX),
  images: v.optional(v.any()),
  header_logo_1: v.optional(v.any()),
  header_logo_2: v.optional(v.any()),
  footer_logo: v.optional(v.any()),
  /** on update, the ids of the stored images to drop */
  images_remove: v.optional(v.array(v.number())),
});

export type RegulatoryViolationOrderValues = v.InferOutput<typeof RegulatoryViolationOrderSchema>;
