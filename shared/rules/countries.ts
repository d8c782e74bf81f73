/**
 * Countries: the form's rules, shared by the screen (react-hook-form + valibot) and the server
 * (parseBody), with the same limits as the contract (openapi/areas/countries.yaml). Messages are
 * keys: the shared catalogue's, or this area's own (`countryRuleMessages`, registered on the
 * server and read by the screen), so a refusal reads the same on both sides.
 *
 * The spec's client sends `name` and `name_en` only; `iso_code` (ISO 3166-1 alpha-2) is ours,
 * optional, and is what the reference seed finds its countries by.
 */
import * as v from 'valibot';
import type { Label } from '../label';

/** A country's name in either language ("جمهورية الكونغو الديمقراطية" is 27; room to spare). */
export const COUNTRY_NAME_MAX = 100;

export const countryRuleMessages: Record<string, Label> = {
  'countries.isoCode': { ar: 'رمز الدولة حرفان لاتينيان وفق ISO 3166، مثل SA', en: 'The country code is two Latin letters (ISO 3166), e.g. SA' },
  'countries.nameTaken': { ar: 'توجد دولة بهذا الاسم', en: 'A country with this name exists already' },
  'countries.isoTaken': { ar: 'توجد دولة بهذا الرمز', en: 'A country with this code exists already' },
};

const requiredName = v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(COUNTRY_NAME_MAX, 'validation.too_long'));

export const CountrySchema = v.object({
  name: requiredName,
  name_en: requiredName,
  // typed in any case, kept upper-case; blank is none
  iso_code: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toUpperCase(),
      v.check((s) => s === '' || /^[A-Z]{2}$/.test(s), 'countries.isoCode'),
    ),
  ),
});

export type CountryValues = v.InferOutput<typeof CountrySchema>;
