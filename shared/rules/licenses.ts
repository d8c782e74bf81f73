/**
 * Licences (الرخص, /licenses) and location licences (رخص المواقع, /location-licenses): the kinds of
 * licence an order or a location order can end in. The spec shows no fields (001 §3 "temp licence:
 * field lists are not shown"); ours:
 * - `name` (required) and `name_en`: the kind, as the authority names it; unique in its list;
 * - `validity_days` (required, 1–365): how long a licence of this kind is valid; the orders area
 *   computes a licence's end date from it (`licenceEndDate`): a season is at most a year;
 * - `is_temporary` (0/1): a temporary licence (a kitchen, a store, an event) rather than a season
 *   licence; a filter of the list; its words in the answers' `is_temporary_text`;
 * - `description`: what the licence covers.
 *
 * The form's rules, shared by the screens (react-hook-form + valibot) and the server (parseBody),
 * with the same limits as the contracts (openapi/areas/licenses.yaml, locationLicenses.yaml).
 * Messages are keys: the shared catalogue's, or `licenseRuleMessages` (registered on the server,
 * read by the screens), so a refusal reads the same on both sides.
 */
import * as v from 'valibot';
import type { Label } from '../label';

export const LICENSE_TEXT_MAX = 200;
export const LICENSE_LONG_TEXT_MAX = 5000;
/** A licence is valid for at least a day and at most a year (a season). */
export const LICENSE_VALIDITY_MIN = 1;
export const LICENSE_VALIDITY_MAX = 365;

type Flag = 0 | 1;

/** The words for `is_temporary` (the answers' `is_temporary_text`, the list's column and filter). */
export const licenseKindLabels: Record<Flag, Label> = {
  1: { ar: 'مؤقتة', en: 'Temporary' },
  0: { ar: 'موسمية', en: 'Season' },
};

export const licenseRuleMessages: Record<string, Label> = {
  'licenses.validityRange': {
    ar: `مدة الصلاحية عدد صحيح من ${LICENSE_VALIDITY_MIN} إلى ${LICENSE_VALIDITY_MAX} يوماً`,
    en: `The validity is a whole number of days from ${LICENSE_VALIDITY_MIN} to ${LICENSE_VALIDITY_MAX}`,
  },
  'licenses.nameTaken': { ar: 'توجد رخصة بهذا الاسم', en: 'A licence with this name exists already' },
};

const requiredText = (max: number) => v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(max, 'validation.too_long'));
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, 'validation.too_long')));

export const LicenseSchema = v.object({
  name: requiredText(LICENSE_TEXT_MAX),
  name_en: optionalText(LICENSE_TEXT_MAX),
  validity_days: v.pipe(
    v.number('validation.required'),
    v.integer('licenses.validityRange'),
    v.minValue(LICENSE_VALIDITY_MIN, 'licenses.validityRange'),
    v.maxValue(LICENSE_VALIDITY_MAX, 'licenses.validityRange'),
  ),
  // left out: a season licence
  is_temporary: v.optional(v.picklist([0, 1])),
  description: optionalText(LICENSE_LONG_TEXT_MAX),
});

export type LicenseValues = v.InferOutput<typeof LicenseSchema>;

/**
 * The last day a licence of `validityDays` days starting on `start` (YYYY-MM-DD) is valid: the
 * start day counts, so a one-day licence ends the day it starts. Calendar days, no time zone.
 */
export function licenceEndDate(start: string, validityDays: number): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || Number.isNaN(Date.parse(`${start}T00:00:00Z`))) throw new RangeError(`not a date: ${start}`);
  if (!Number.isInteger(validityDays) || validityDays < LICENSE_VALIDITY_MIN || validityDays > LICENSE_VALIDITY_MAX) throw new RangeError(`not a validity: ${validityDays}`);
  const end = new Date(`${start}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + validityDays - 1);
  return end.toISOString().slice(0, 10);
}
