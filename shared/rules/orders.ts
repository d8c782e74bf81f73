/**
 * Orders: the form's rules, shared by the screen (react-hook-form + valibot) and the server
 * (parseBody), with the same limits as the contract (openapi/areas/orders.yaml). Messages are
 * keys of the shared catalogue, so a refusal reads the same on both sides.
 */
import * as v from 'valibot';

export const ORDER_TEXT_MAX = 200;
export const ORDER_LONG_TEXT_MAX = 5000;

const requiredText = (max: number) => v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(max, 'validation.too_long'));
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, 'validation.too_long')));

export const OrderSchema = v.object({
  title: requiredText(ORDER_TEXT_MAX),
  camp_id: v.pipe(v.number('validation.required'), v.integer('validation.invalid'), v.minValue(1, 'validation.required')),
  number_of_hijaj: v.pipe(v.number('validation.required'), v.integer('validation.invalid'), v.minValue(0, 'validation.outOfRange'), v.maxValue(2147483647, 'validation.outOfRange')),
  tent_count: v.optional(v.nullable(v.pipe(v.number('validation.invalid'), v.integer('validation.invalid'), v.minValue(0, 'validation.outOfRange'), v.maxValue(2147483647, 'validation.outOfRange')))),
  count_day: v.optional(v.nullable(v.pipe(v.number('validation.invalid'), v.integer('validation.invalid'), v.minValue(0, 'validation.outOfRange'), v.maxValue(2147483647, 'validation.outOfRange')))),
  planed_achive_date: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.isoDate('validation.date'))])),
  notes: optionalText(ORDER_LONG_TEXT_MAX),
});

export type OrderValues = v.InferOutput<typeof OrderSchema>;
