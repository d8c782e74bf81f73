/**
 * Orders: the form's rules, shared by the screen (react-hook-form + valibot) and the server
 * (parseBody), with the same limits as the contract (openapi/areas/orders.yaml). Messages are
 * keys of the shared catalogue, so a refusal reads the same on both sides.
 */
import * as v from 'valibot';
import type { Label } from '../label';

export const ORDER_TEXT_MAX = 200;
export const ORDER_LONG_TEXT_MAX = 5000;
export const ORDER_MAX_SERVICES = 100;

/** The rules' own messages (the common ones are the shared catalogue's). */
export const orderRuleMessages: Record<string, Label> = {
  'orders.servicesRequired': { ar: 'أضف خدمة واحدة على الأقل', en: 'Add at least one service' },
  'orders.serviceTwice': { ar: 'الخدمة مضافة مسبقاً في هذا الطلب', en: 'Service already exists' },
};

const id = (message: string) => v.pipe(v.number(message), v.integer('validation.invalid'), v.minValue(1, message));

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
  /** forced to the caller's company for service_provider and gov (spec 001 §5); others may name one */
  receiver_id: v.optional(v.nullable(id('validation.invalid'))),
  design_office_id: id('validation.required'),
  services: v.pipe(
    v.array(
      v.object({
        service_id: id('validation.required'),
        // empty: not specified yet (sending is refused until it is: "There are services without specified specialties")
        specialist_id: v.optional(v.nullable(v.union([v.literal(''), id('validation.invalid')]))),
        quantity: v.optional(v.pipe(v.number('validation.invalid'), v.integer('validation.invalid'), v.minValue(1, 'validation.outOfRange'), v.maxValue(100000, 'validation.outOfRange'))),
      }),
      'validation.required',
    ),
    v.minLength(1, 'orders.servicesRequired'),
    v.maxLength(ORDER_MAX_SERVICES, 'validation.too_long'),
    v.check((lines) => new Set(lines.map((l) => l.service_id)).size === lines.length, 'orders.serviceTwice'),
  ),
});

export type OrderValues = v.InferOutput<typeof OrderSchema>;
