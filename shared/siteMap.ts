/**
 * The site map's vocabulary (issue 16 "Analysts", /gis-dashboard): the measures a camp is coloured by, the
 * classes of each, and the geometry the map draws. Pure data, shared by the server (which classes every camp
 * and counts the classes for the legend) and the screen (which gives each class its colour).
 *
 * Geometry is GeoJSON (RFC 7946): a polygon's rings of [longitude, latitude] in WGS 84, the first ring the
 * outline, each ring closed (its last position repeats its first).
 */

/** A GeoJSON polygon. */
export interface Polygon {
  type: 'Polygon';
  /** rings of positions, each [longitude, latitude] */
  coordinates: number[][][];
}

/** The measures a camp is coloured by, in the selector's order. */
export const SITE_MAP_MEASURES = ['assignment', 'readiness', 'licence', 'violations'] as const;
export type SiteMapMeasure = (typeof SITE_MAP_MEASURES)[number];

export const isSiteMapMeasure = (v: unknown): v is SiteMapMeasure => typeof v === 'string' && (SITE_MAP_MEASURES as readonly string[]).includes(v);

/** The class of a camp with no current assignment (assignment) or no readiness licence (licence). */
export const NO_RECORD = 'none';

/** Violations are counted into these classes: none, one, two, three or more. */
export const VIOLATION_CLASSES = ['0', '1', '2', '3+'] as const;
export type ViolationClass = (typeof VIOLATION_CLASSES)[number];

export const violationClass = (count: number): ViolationClass => (count >= 3 ? '3+' : (String(Math.max(0, Math.trunc(count))) as ViolationClass));

/** What a camp's class in each measure is read from. */
export interface CampMeasures {
  /** the camp machine's status */
  status: string;
  /** its current assignment's status, null when never assigned */
  assignment_status: string | null;
  /** the latest readiness licence's status of that assignment, null when none */
  licence_status: string | null;
  /** violations issued against it */
  violations: number;
}

/** A camp's class in a measure (the key of one of the measure's classes): the one rule the server counts and the map colours by. */
export function classOf(camp: CampMeasures, measure: SiteMapMeasure): string {
  switch (measure) {
    case 'assignment':
      return camp.assignment_status ?? NO_RECORD;
    case 'readiness':
      return camp.status;
    case 'licence':
      return camp.licence_status ?? NO_RECORD;
    case 'violations':
      return violationClass(camp.violations);
  }
}

/** A polygon from its outline's corners (closed here). */
export function polygon(corners: ReadonlyArray<[number, number]>): Polygon {
  const ring = corners.map(([lon, lat]) => [round(lon), round(lat)]);
  return { type: 'Polygon', coordinates: [[...ring, ring[0]!]] };
}

/** Six decimals: about ten centimetres, finer than any plan. */
const round = (v: number) => Math.round(v * 1e6) / 1e6;

/** A polygon's bounding box, [west, south, east, north]. */
export function bboxOf(p: Polygon): [number, number, number, number] {
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const ring of p.coordinates)
    for (const [lon = NaN, lat = NaN] of ring) {
      w = Math.min(w, lon);
      e = Math.max(e, lon);
      s = Math.min(s, lat);
      n = Math.max(n, lat);
    }
  return [w, s, e, n];
}

/** Whether a value is a polygon the map can draw: an outline of at least four finite positions (closed). */
export function isPolygon(v: unknown): v is Polygon {
  if (!v || typeof v !== 'object') return false;
  const p = v as { type?: unknown; coordinates?: unknown };
  if (p.type !== 'Polygon' || !Array.isArray(p.coordinates) || !p.coordinates.length) return false;
  return p.coordinates.every((ring) => Array.isArray(ring) && ring.length >= 4 && ring.every((pos) => Array.isArray(pos) && pos.length >= 2 && Number.isFinite(pos[0]) && Number.isFinite(pos[1])));
}
