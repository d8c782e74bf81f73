/**
 * Services (الخدمات, spec 001 §5): the form's rules, shared by the screen (react-hook-form +
 * valibot) and the server (parseBody), with the same limits as the contract
 * (openapi/areas/services.yaml), and the area's own messages (registered on the server, read by
 * the screen), so a refusal reads the same on both sides:
 * - "A service count_day is required": the days the service's works take, a whole number from 1;
 * - "Service already exists": a second service of the same name under the same specialty (names
 *   compared without case and with runs of spaces as one: the rule stores them so, and the unique
 *   index on (specialist_id, lower(name)) settles a race).
 * The location family's services (shared/rules/locationServices.ts) follow the same rules.
 */
import * as v from 'valibot';
import type { Label } from '../label';

export const SERVICE_TEXT_MAX = 200;
export const SERVICE_LONG_TEXT_MAX = 5000;
/** days: a season's works; a year catches a slipped digit */
export const SERVICE_COUNT_DAY_MAX = 365;

export const serviceRuleMessages: Record<string, Label> = {
  'services.exists': { ar: 'الخدمة موجودة مسبقاً', en: 'Service already exists' },
  'services.countDayRequired': { ar: 'عدد أيام الخدمة مطلوب', en: 'A service count_day is required' },
  'services.countDayRange': {
    ar: `عدد أيام الخدمة عدد صحيح من 1 إلى ${SERVICE_COUNT_DAY_MAX}`,
    en: `A service count_day is a whole number from 1 to ${SERVICE_COUNT_DAY_MAX}`,
  },
};

/** A service's name as stored and compared: trimmed, each run of spaces one space. */
export const serviceName = (max: number) =>
  v.pipe(
    v.string('validation.required'),
    v.trim(),
    v.transform((s) => s.replace(/\s+/g, ' ')),
    v.nonEmpty('validation.required'),
    v.maxLength(max, 'validation.too_long'),
  );
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, 'validation.too_long')));

/** The days a service's works take: required, 1 to SERVICE_COUNT_DAY_MAX. */
export const countDay = v.pipe(
  // left out, it is checked as NaN, so the refusal is the spec's words rather than valibot's missing-key issue
  v.optional(v.number('services.countDayRequired'), Number.NaN),
  v.integer('services.countDayRange'),
  v.minValue(1, 'services.countDayRange'),
  v.maxValue(SERVICE_COUNT_DAY_MAX, 'services.countDayRange'),
);

export const ServiceSchema = v.object({
  name: serviceName(SERVICE_TEXT_MAX),
  name_en: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((s) => s.replace(/\s+/g, ' ')),
      v.maxLength(SERVICE_TEXT_MAX, 'validation.too_long'),
    ),
  ),
  specialist_id: v.pipe(v.number('validation.required'), v.integer('validation.invalid'), v.minValue(1, 'validation.required')),
  count_day: countDay,
  description: optionalText(SERVICE_LONG_TEXT_MAX),
});

export type ServiceValues = v.InferOutput<typeof ServiceSchema>;
