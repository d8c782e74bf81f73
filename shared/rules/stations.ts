/**
 * Stations: the form's rules, shared by the screen (react-hook-form + valibot) and the server
 * (parseBody), with the same limits as the contract (openapi/areas/stations.yaml), and the kinds of
 * station with their names in both languages (the list, the form, the export and `kind_text`).
 */
import * as v from 'valibot';
import type { Label } from '../label';

export const STATION_NAME_MAX = 100;
export const STATION_LOCATION_MAX = 300;

/** The service points of Muzdalifah a station can be (ours: the spec shows no field of a station). */
export const STATION_KINDS = ['water', 'first_aid', 'electricity', 'transport', 'civil_defense', 'toilets'] as const;
export type StationKind = (typeof STATION_KINDS)[number];

export const stationKindLabels: Record<StationKind, Label> = {
  water: { ar: 'مياه', en: 'Water' },
  first_aid: { ar: 'إسعاف', en: 'First aid' },
  electricity: { ar: 'كهرباء', en: 'Electricity' },
  transport: { ar: 'نقل', en: 'Transport' },
  civil_defense: { ar: 'دفاع مدني', en: 'Civil defence' },
  toilets: { ar: 'دورات مياه', en: 'Toilets' },
};

export const stationRuleMessages: Record<string, Label> = {
  'stations.kind': { ar: 'اختر نوع المحطة', en: 'Choose the kind of station' },
  'stations.nameTaken': { ar: 'توجد محطة بهذا الاسم', en: 'A station with this name exists already' },
};

const requiredName = v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(STATION_NAME_MAX, 'validation.too_long'));

export const StationSchema = v.object({
  name: requiredName,
  name_en: requiredName,
  kind: v.picklist(STATION_KINDS, 'stations.kind'),
  // the square it serves; none for the points on the ground's edges (train stations, the roads)
  square_id: v.optional(v.nullable(v.pipe(v.number('validation.invalid'), v.integer('validation.invalid'), v.minValue(1, 'validation.invalid')))),
  location: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(STATION_LOCATION_MAX, 'validation.too_long'))),
});

export type StationValues = v.InferOutput<typeof StationSchema>;
