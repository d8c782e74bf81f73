/**
 * Season archive: the form's rules, shared by the screen (react-hook-form + valibot) and the server
 * (parseBody), with the same limits as the contract (openapi/areas/dbArchives.yaml). Messages are
 * keys of the shared catalogue, so a refusal reads the same on both sides. What needs the other
 * seasons (no overlap, one season per Hijri year) the server checks (server/features/dbArchives).
 */
import * as v from 'valibot';

export const DBARCHIVE_TEXT_MAX = 200;
export const DBARCHIVE_LONG_TEXT_MAX = 5000;
/** The Hijri years a season may carry (a sanity range: 1400 AH is 1979, 1600 AH is 2174). */
export const HIJRI_YEAR_MIN = 1400;
export const HIJRI_YEAR_MAX = 1600;
/** A season is at most this many days long, its first and last day included (a Hijri year is 354 or 355). */
export const SEASON_DAYS_MAX = 400;

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;

/** How many days a season from `startsOn` to `endsOn` (ISO dates) covers, both included. */
export const seasonDays = (startsOn: string, endsOn: string) => dayNumber(endsOn) - dayNumber(startsOn) + 1;

/** Do two seasons share a day? (ISO dates compare as text; both ends included.) */
export const seasonsOverlap = (a: { starts_on: string; ends_on: string }, b: { starts_on: string; ends_on: string }) => a.starts_on <= b.ends_on && b.starts_on <= a.ends_on;

const requiredText = (max: number) => v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(max, 'validation.too_long'));
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, 'validation.too_long')));

export const DbArchiveSchema = v.pipe(
  v.object({
    name: requiredText(DBARCHIVE_TEXT_MAX),
    name_en: requiredText(DBARCHIVE_TEXT_MAX),
    hijri_year: v.pipe(
      v.number('validation.required'),
      v.integer('validation.invalid'),
      v.minValue(HIJRI_YEAR_MIN, 'validation.seasonHijriYear'),
      v.maxValue(HIJRI_YEAR_MAX, 'validation.seasonHijriYear'),
    ),
    starts_on: v.pipe(v.string('validation.required'), v.nonEmpty('validation.required'), v.isoDate('validation.date')),
    ends_on: v.pipe(v.string('validation.required'), v.nonEmpty('validation.required'), v.isoDate('validation.date')),
    notes: optionalText(DBARCHIVE_LONG_TEXT_MAX),
  }),
  // the season ends after it starts, and lasts at most SEASON_DAYS_MAX days
  v.forward(
    v.partialCheck([['starts_on'], ['ends_on']], (x) => x.ends_on > x.starts_on, 'validation.seasonEndsAfterStart'),
    ['ends_on'],
  ),
  v.forward(
    v.partialCheck([['starts_on'], ['ends_on']], (x) => x.ends_on <= x.starts_on || seasonDays(x.starts_on, x.ends_on) <= SEASON_DAYS_MAX, 'validation.seasonTooLong'),
    ['ends_on'],
  ),
);

export type DbArchiveValues = v.InferOutput<typeof DbArchiveSchema>;
