/**
 * Temporary licence orders: the form's rules (the answers to form 7 are checked by shared/rules/handover.ts answerErrors, the same on both sides), shared by the screen (react-hook-form + valibot) and the server
 * (parseBody), with the same limits as the contract (openapi/areas/tempLicenceOrders.yaml). Messages are
 * keys of the shared catalogue, so a refusal reads the same on both sides.
 */
import * as v from 'valibot';

export const TEMPLICENCEORDER_TEXT_MAX = 200;
export const TEMPLICENCEORDER_LONG_TEXT_MAX = 5000;

const requiredText = (max: number) => v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(max, 'validation.too_long'));

export const TempLicenceOrderSchema = v.object({
  structure: requiredText(TEMPLICENCEORDER_TEXT_MAX),
  assign_camp_id: v.pipe(v.number('validation.required'), v.integer('validation.invalid'), v.minValue(1, 'validation.required'), v.maxValue(2147483647, 'validation.outOfRange')),
  kroky_document: v.optional(v.any()),
});

export type TempLicenceOrderValues = v.InferOutput<typeof TempLicenceOrderSchema>;
