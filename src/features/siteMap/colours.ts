/**
 * The map's colours, by measure and class (the classes' keys are the machines' statuses, "none", or a violations
 * bucket: shared/siteMap.ts). Colour never carries a value alone: the legend names each class with its count, a
 * camp's accessible name and the info panel say its value, and the table lists them all. Every filled class is at
 * least 3:1 against the plan's sand and white (WCAG 1.4.11); the "none" and "no violations" classes are pale on
 * purpose and every camp has a dark outline, so each plot stays visible whatever its fill.
 */
import type { SiteMapMeasure } from '../../../shared/siteMap';

const PALE = '#f4f4f0';

const palette: Record<SiteMapMeasure, Record<string, string>> = {
  assignment: { none: PALE, pending: '#b45309', appointment: '#7c3aed', answered: '#0369a1', deliverd: '#15803d', returned: '#be123c' },
  readiness: { notready: '#b45309', ready: '#15803d' },
  licence: { none: PALE, pending: '#b45309', approved: '#15803d', disapproved: '#7c3aed', rejected: '#be123c', cancelled: '#4b5563' },
  violations: { '0': PALE, '1': '#a16207', '2': '#c2410c', '3+': '#7f1d1d' },
};

/** A class no palette names (a status added to a machine later) still gets a colour of its own. */
const SPARE = ['#0f766e', '#9d174d', '#1e3a8a', '#3f6212'];

export function colourOf(measure: SiteMapMeasure, key: string, classes: readonly string[] = []): string {
  const known = palette[measure][key];
  if (known) return known;
  const strays = classes.filter((k) => !palette[measure][k]);
  return SPARE[Math.max(0, strays.indexOf(key)) % SPARE.length]!;
}

/** Classes drawn pale need dark text on their swatch; the rest white. */
export const isPale = (colour: string) => colour === PALE;
