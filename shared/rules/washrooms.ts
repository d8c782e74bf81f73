/**
 * Washrooms: the form's rules, shared by the screen (react-hook-form + valibot) and the server
 * (parseBody), with the same limits as the contract (openapi/areas/washrooms.yaml). Messages are
 * keys of the shared catalogue, so a refusal reads the same on both sides.
 */
import * as v from 'valibot';

export const WASHROOM_TEXT_MAX = 200;
export const WASHROOM_LONG_TEXT_MAX = 5000;

const requiredText = (max: number) => v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(max, 'validation.too_long'));
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, 'validation.too_long')));

export const WashroomSchema = v.pipe(
  v.object({
    wc_number: requiredText(WASHROOM_TEXT_MAX),
    camp_id: v.pipe(v.number('validation.required'), v.integer('validation.invalid'), v.minValue(1, 'validation.required')),
    wc_category: optionalText(WASHROOM_TEXT_MAX),
    portable_wc_count: v.optional(
      v.nullable(v.pipe(v.number('validation.invalid'), v.integer('validation.invalid'), v.minValue(0, 'validation.outOfRange'), v.maxValue(2147483647, 'validation.outOfRange'))),
    ),
    toilets_count: v.optional(
      v.nullable(v.pipe(v.number('validation.invalid'), v.integer('validation.invalid'), v.minValue(0, 'validation.outOfRange'), v.maxValue(2147483647, 'validation.outOfRange'))),
    ),
    seated_toilets_count: v.optional(
      v.nullable(v.pipe(v.number('validation.invalid'), v.integer('validation.invalid'), v.minValue(0, 'validation.outOfRange'), v.maxValue(2147483647, 'validation.outOfRange'))),
    ),
    urinal_tapes_count: v.optional(
      v.nullable(v.pipe(v.number('validation.invalid'), v.integer('validation.invalid'), v.minValue(0, 'validation.outOfRange'), v.maxValue(2147483647, 'validation.outOfRange'))),
    ),
    showers_count: v.optional(
      v.nullable(v.pipe(v.number('validation.invalid'), v.integer('validation.invalid'), v.minValue(0, 'validation.outOfRange'), v.maxValue(2147483647, 'validation.outOfRange'))),
    ),
    internal_water_tapes_count: v.optional(
      v.nullable(v.pipe(v.number('validation.invalid'), v.integer('validation.invalid'), v.minValue(0, 'validation.outOfRange'), v.maxValue(2147483647, 'validation.outOfRange'))),
    ),
    external_water_tapes_count: v.optional(
      v.nullable(v.pipe(v.number('validation.invalid'), v.integer('validation.invalid'), v.minValue(0, 'validation.outOfRange'), v.maxValue(2147483647, 'validation.outOfRange'))),
    ),
    total_water_tapes_count: v.optional(
      v.nullable(v.pipe(v.number('validation.invalid'), v.integer('validation.invalid'), v.minValue(0, 'validation.outOfRange'), v.maxValue(2147483647, 'validation.outOfRange'))),
    ),
    upper_water_tank: v.optional(v.picklist([0, 1])),
  }),
  // the spec's three counts (001 §3): the total is the internal and external taps together, when they are given
  v.forward(
    v.partialCheck(
      [['internal_water_tapes_count'], ['external_water_tapes_count'], ['total_water_tapes_count']],
      (x) =>
        x.total_water_tapes_count == null ||
        (x.internal_water_tapes_count == null && x.external_water_tapes_count == null) ||
        x.total_water_tapes_count === (x.internal_water_tapes_count ?? 0) + (x.external_water_tapes_count ?? 0),
      'validation.washroom.totalTaps',
    ),
    ['total_water_tapes_count'],
  ),
);

export type WashroomValues = v.InferOutput<typeof WashroomSchema>;
