/**
 * Public toilet complexes: the form's rules, shared by the screen (react-hook-form + valibot) and the server
 * (parseBody), with the same limits as the contract (openapi/areas/toiletComplexes.yaml). Messages are
 * keys of the shared catalogue, so a refusal reads the same on both sides.
 */
import * as v from 'valibot';

export const TOILETCOMPLEX_TEXT_MAX = 200;
export const TOILETCOMPLEX_LONG_TEXT_MAX = 5000;

const requiredText = (max: number) => v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(max, 'validation.too_long'));

export const ToiletComplexSchema = v.pipe(
  v.object({
    label_number: requiredText(TOILETCOMPLEX_TEXT_MAX),
    num_of_rooms: v.pipe(v.number('validation.required'), v.integer('validation.invalid'), v.minValue(0, 'validation.outOfRange'), v.maxValue(2147483647, 'validation.outOfRange')),
    camp_id: v.optional(v.nullable(v.pipe(v.number('validation.invalid'), v.integer('validation.invalid'), v.minValue(1, 'validation.invalid')))),
    camp_num_of_rooms: v.optional(
      v.nullable(v.pipe(v.number('validation.invalid'), v.integer('validation.invalid'), v.minValue(0, 'validation.outOfRange'), v.maxValue(2147483647, 'validation.outOfRange'))),
    ),
  }),
  // the rooms set aside for a camp are some of the complex's rooms
  v.forward(
    v.partialCheck([['num_of_rooms'], ['camp_num_of_rooms']], (x) => x.camp_num_of_rooms == null || x.camp_num_of_rooms <= x.num_of_rooms, 'validation.toiletComplex.campRooms'),
    ['camp_num_of_rooms'],
  ),
);

export type ToiletComplexValues = v.InferOutput<typeof ToiletComplexSchema>;
