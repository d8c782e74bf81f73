/**
 * Car licence requests (ours: the spec names no fields): the form's rules, shared by the screen (react-hook-form + valibot) and the server
 * (parseBody), with the same limits as the contract (openapi/areas/carLicenceOrders.yaml). Messages are
 * keys of the shared catalogue, so a refusal reads the same on both sides.
 */
import * as v from 'valibot';
import { id10Rule } from './user';

export const CARLICENCEORDER_TEXT_MAX = 200;
export const CARLICENCEORDER_LONG_TEXT_MAX = 5000;

const requiredText = (max: number) => v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(max, 'validation.too_long'));
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, 'validation.too_long')));

export const CarLicenceOrderSchema = v.object({
  plate_number: requiredText(CARLICENCEORDER_TEXT_MAX),
  car_type: requiredText(CARLICENCEORDER_TEXT_MAX),
  driver_name: requiredText(CARLICENCEORDER_TEXT_MAX),
  /** the driver's national ID or iqama: 10 digits (spec 000 §9 ID lengths), as the registration's IDs */
  driver_id_number: id10Rule,
  notes: optionalText(CARLICENCEORDER_LONG_TEXT_MAX),
});

export type CarLicenceOrderValues = v.InferOutput<typeof CarLicenceOrderSchema>;
