/**
 * Vehicle-entry permits (ours: the spec names no fields, docs/vehicleEntryPermits.md): the form's rules, shared by
 * the screen (react-hook-form + valibot) and the server (parseBody), with the same limits as the contract
 * (openapi/areas/vehicleEntryPermitOrders.yaml). Messages are keys of the shared catalogue, so a refusal reads the
 * same on both sides.
 */
import * as v from 'valibot';
import { id10Rule } from './user';
import { phoneRule } from './phone';

export const VEHICLEENTRYPERMITORDER_TEXT_MAX = 200;
export const VEHICLEENTRYPERMITORDER_LONG_TEXT_MAX = 5000;

const requiredText = (max: number) => v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(max, 'validation.too_long'));
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, 'validation.too_long')));

export const VehicleEntryPermitOrderSchema = v.pipe(
  v.object({
    plate_number: requiredText(VEHICLEENTRYPERMITORDER_TEXT_MAX),
    vehicle_type: requiredText(VEHICLEENTRYPERMITORDER_TEXT_MAX),
    driver_name: requiredText(VEHICLEENTRYPERMITORDER_TEXT_MAX),
    /** the driver's national ID or iqama: 10 digits (spec 000 §9 ID lengths), as the car licence's */
    driver_id_number: id10Rule,
    /** a Saudi mobile, stored as 9665XXXXXXXX (the one phone rule) */
    driver_mobile: phoneRule,
    camp_id: v.pipe(v.number('validation.required'), v.integer('validation.invalid'), v.minValue(1, 'validation.required')),
    entry_date: v.pipe(v.string('validation.required'), v.isoDate('validation.date')),
    exit_date: v.pipe(v.string('validation.required'), v.isoDate('validation.date')),
    purpose: optionalText(VEHICLEENTRYPERMITORDER_LONG_TEXT_MAX),
    registration: v.optional(v.any()),
  }),
  // the permit covers the days from entry to exit: ISO dates compare as text
  v.forward(
    v.partialCheck([['entry_date'], ['exit_date']], (x) => x.exit_date >= x.entry_date, 'validation.exitAfterEntry'),
    ['exit_date'],
  ),
);

export type VehicleEntryPermitOrderValues = v.InferOutput<typeof VehicleEntryPermitOrderSchema>;
