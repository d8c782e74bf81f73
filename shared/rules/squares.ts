/**
 * Squares: the form's rules, shared by the screen (react-hook-form + valibot) and the server
 * (parseBody), with the same limits as the contract (openapi/areas/squares.yaml). Messages are
 * keys: the shared catalogue's, or this area's own (`squareRuleMessages`, registered on the server
 * and read by the screen), so a refusal reads the same on both sides.
 */
import * as v from 'valibot';
import type { Label } from '../label';

export const SQUARE_NAME_MAX = 100;
export const SQUARE_CODE_MAX = 20;
export const SQUARE_NOTES_MAX = 1000;
/** m²: Muzdalifah is about 12 km²; a square is a small part of it. */
export const SQUARE_AREA_MAX = 2_000_000;

export const squareRuleMessages: Record<string, Label> = {
  'squares.code': { ar: 'الرمز من الحروف اللاتينية والأرقام والشرطة، مثل MZ-01', en: 'The code is Latin letters, digits and dashes, e.g. MZ-01' },
  'squares.area': { ar: `المساحة عدد صحيح من 1 إلى ${SQUARE_AREA_MAX.toLocaleString('en')} م²`, en: `The area is a whole number from 1 to ${SQUARE_AREA_MAX.toLocaleString('en')} m²` },
  'squares.nameTaken': { ar: 'يوجد مربع بهذا الاسم', en: 'A square with this name exists already' },
  'squares.codeTaken': { ar: 'يوجد مربع بهذا الرمز', en: 'A square with this code exists already' },
};

const requiredName = v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(SQUARE_NAME_MAX, 'validation.too_long'));

export const SquareSchema = v.object({
  name: requiredName,
  name_en: requiredName,
  // typed in any case, kept upper-case
  code: v.pipe(
    v.string('validation.required'),
    v.trim(),
    v.nonEmpty('validation.required'),
    v.toUpperCase(),
    v.maxLength(SQUARE_CODE_MAX, 'validation.too_long'),
    v.regex(/^[A-Z0-9]+(-[A-Z0-9]+)*$/, 'squares.code'),
  ),
  area_m2: v.optional(v.nullable(v.pipe(v.number('squares.area'), v.integer('squares.area'), v.minValue(1, 'squares.area'), v.maxValue(SQUARE_AREA_MAX, 'squares.area')))),
  notes: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(SQUARE_NOTES_MAX, 'validation.too_long'))),
});

export type SquareValues = v.InferOutput<typeof SquareSchema>;
