/**
 * The site's plan: the box of longitudes and latitudes a point picked "on the site map" must fall in, and a few
 * landmarks to find one's way on the schematic plan (src/shared/ui/SitePointPicker.tsx). Pure data, shared by the
 * machines, the server (a point outside the box is a 422) and the screens.
 *
 * The box holds Muzdalifah and Mina, from the Jamarat in the west to the edge of Muzdalifah towards Arafat in the east
 * (WGS 84, decimal degrees). The landmarks' positions are approximate (to about a hundred metres): the plan is a
 * schematic for choosing a point, not a survey map, and says so on screen.
 */
import type { Label } from './label';

export const SITE_BOX = { west: 39.86, east: 39.96, south: 21.37, north: 21.43 } as const;

/** Decimal places a stored coordinate keeps (about a metre). */
export const SITE_COORD_DECIMALS = 5;

export interface SiteLandmark {
  key: string;
  label: Label;
  longitude: number;
  latitude: number;
}

export interface SiteArea {
  key: string;
  label: Label;
  /** the area's outline, [longitude, latitude] corners in order */
  outline: Array<[number, number]>;
  /** where its name is written, clear of the landmarks */
  labelAt: [number, number];
}

/** Named places on the plan (approximate). */
export const SITE_LANDMARKS: SiteLandmark[] = [
  { key: 'mashar', label: { ar: 'مسجد المشعر الحرام', en: 'Al-Mashʿar al-Ḥarām Mosque' }, longitude: 39.9036, latitude: 21.3836 },
  { key: 'jamarat', label: { ar: 'منشأة الجمرات', en: 'Jamarat' }, longitude: 39.8731, latitude: 21.4226 },
  { key: 'khayf', label: { ar: 'مسجد الخيف', en: 'Al-Khayf Mosque' }, longitude: 39.8926, latitude: 21.4148 },
];

/** The two holy sites as rough outlines (schematic). */
export const SITE_AREAS: SiteArea[] = [
  {
    key: 'mina',
    label: { ar: 'منى', en: 'Mina' },
    labelAt: [39.9015, 21.4085],
    outline: [
      [39.868, 21.427],
      [39.905, 21.421],
      [39.913, 21.405],
      [39.895, 21.397],
      [39.872, 21.408],
    ],
  },
  {
    key: 'muzdalifah',
    label: { ar: 'مزدلفة', en: 'Muzdalifah' },
    labelAt: [39.925, 21.387],
    outline: [
      [39.9, 21.4],
      [39.935, 21.397],
      [39.952, 21.381],
      [39.925, 21.372],
      [39.893, 21.378],
    ],
  },
];

/** Whether a point (finite numbers) lies inside the site's box, edges included. */
export function isOnSite(longitude: unknown, latitude: unknown): boolean {
  const lon = Number(longitude);
  const lat = Number(latitude);
  if (longitude === null || longitude === '' || latitude === null || latitude === '' || !Number.isFinite(lon) || !Number.isFinite(lat)) return false;
  return lon >= SITE_BOX.west && lon <= SITE_BOX.east && lat >= SITE_BOX.south && lat <= SITE_BOX.north;
}

/** A coordinate rounded to the stored precision. */
export const roundCoord = (value: number): number => Number(value.toFixed(SITE_COORD_DECIMALS));
