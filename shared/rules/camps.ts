/**
 * Camps: the form's rules, shared by the screen (react-hook-form + valibot) and the server
 * (parseBody), with the same limits as the contract (openapi/areas/camps.yaml). Messages are
 * keys: the shared catalogue's, or this area's own (`campRuleMessages`, registered on the server
 * and read by the screen), so a refusal reads the same on both sides.
 */
import * as v from 'valibot';
import type { Label } from '../label';

export const CAMP_NAME_MAX = 100;
export const CAMP_NOTES_MAX = 1000;
/** pilgrims: the largest Muzdalifah camps hold a few thousand; 50,000 catches a slipped digit */
export const CAMP_CAPACITY_MAX = 50_000;
/** m²: a camp is a part of a square (squares are at most 2,000,000 m², shared/rules/squares.ts) */
export const CAMP_AREA_MAX = 500_000;

export const campRuleMessages: Record<string, Label> = {
  'camps.capacity': { ar: `السعة عدد صحيح من 1 إلى ${CAMP_CAPACITY_MAX.toLocaleString('en')} حاج`, en: `The capacity is a whole number from 1 to ${CAMP_CAPACITY_MAX.toLocaleString('en')} pilgrims` },
  'camps.area': { ar: `المساحة عدد صحيح من 1 إلى ${CAMP_AREA_MAX.toLocaleString('en')} م²`, en: `The area is a whole number from 1 to ${CAMP_AREA_MAX.toLocaleString('en')} m²` },
  'camps.nameTaken': { ar: 'يوجد مخيم بهذا الاسم', en: 'A camp with this name exists already' },
};

const requiredName = v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(CAMP_NAME_MAX, 'validation.too_long'));

export const CampSchema = v.object({
  // as the plans name it: "مخيم 7-12" / "Camp 7-12" (square 7, plot 12)
  name: requiredName,
  name_en: requiredName,
  square_id: v.pipe(v.number('validation.required'), v.integer('validation.invalid'), v.minValue(1, 'validation.required')),
  capacity: v.pipe(v.number('validation.required'), v.integer('camps.capacity'), v.minValue(1, 'camps.capacity'), v.maxValue(CAMP_CAPACITY_MAX, 'camps.capacity')),
  area_m2: v.optional(v.nullable(v.pipe(v.number('camps.area'), v.integer('camps.area'), v.minValue(1, 'camps.area'), v.maxValue(CAMP_AREA_MAX, 'camps.area')))),
  // spec 000 §3 "is_developed (0/1)": a developed camp has permanent buildings
  is_developed: v.optional(v.picklist([0, 1])),
  notes: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(CAMP_NOTES_MAX, 'validation.too_long'))),
});

export type CampValues = v.InferOutput<typeof CampSchema>;
