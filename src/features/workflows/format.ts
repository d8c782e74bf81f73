/** Figures as the analysts' views show them: counts and durations in the reader's language (Latin digits, as the portal writes numbers). */
import type { Lang } from '../../../shared/label';

const locale = (lang: Lang) => (lang === 'ar' ? 'ar-SA-u-nu-latn' : 'en');

export const formatCount = (n: number, lang: Lang) => new Intl.NumberFormat(locale(lang)).format(n);

const UNITS: Array<[unit: 'day' | 'hour' | 'minute' | 'second', seconds: number]> = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/**
 * A duration in its two largest units, e.g. "3 days 4 hr" / "3 أيام و4 س"; under a second "0 sec"; null is "—".
 * Rounded down in the smaller unit, so it never says more time than was spent.
 */
export function formatDuration(seconds: number | null | undefined, lang: Lang): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '—';
  const total = Math.max(0, Math.floor(seconds));
  const first = UNITS.findIndex(([, size]) => total >= size);
  const unit = (u: (typeof UNITS)[number][0], n: number) => new Intl.NumberFormat(locale(lang), { style: 'unit', unit: u, unitDisplay: 'short' }).format(n);
  if (first === -1) return unit('second', 0);
  const [u1, s1] = UNITS[first]!;
  const n1 = Math.floor(total / s1);
  const parts = [unit(u1, n1)];
  const next = UNITS[first + 1];
  if (next) {
    const n2 = Math.floor((total - n1 * s1) / next[1]);
    if (n2 > 0) parts.push(unit(next[0], n2));
  }
  return new Intl.ListFormat(lang, { type: 'unit', style: 'narrow' }).format(parts);
}

/** The heat map's shade of a count: 0 for none, else 1…5 by its share of the largest count. */
export const heatLevel = (count: number, max: number) => (count <= 0 || max <= 0 ? 0 : Math.min(5, Math.max(1, Math.ceil((count / max) * 5))));

/** The counts a shade stands for, as [from, to] (inclusive), for the legend. */
export function heatRanges(max: number): Array<{ level: number; from: number; to: number }> {
  const out = [{ level: 0, from: 0, to: 0 }];
  for (let level = 1; level <= 5; level++) {
    const from = Math.floor(((level - 1) * max) / 5) + 1;
    const to = Math.floor((level * max) / 5);
    if (to >= from) out.push({ level, from, to });
  }
  return out;
}
