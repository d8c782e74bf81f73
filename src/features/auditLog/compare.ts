/**
 * The audit entry's values made readable: old and new side by side, field by field (not a JSON dump), and the
 * choices the filter bar offers. Pure functions: the dialog renders what these answer.
 */
import type { Lang } from '../../../shared/label';
import { auditEntities } from '../../../shared/auditLog';
import { workflows } from '../../../machines';
import { describeLifecycle } from '../../../machines/core/describe';

export type Values = Record<string, unknown> | null | undefined;

export interface ComparisonRow {
  field: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

/** `nameEn` → `name_en`: features write either; the labels are keyed snake_case. */
export const snakeOf = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/** A key no label names, for people: `receiver_cr` → `Receiver cr`. */
export function humanize(key: string): string {
  const words = snakeOf(key)
    .split(/[_\s]+/)
    .filter(Boolean)
    .join(' ');
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Every field of either side, the changed ones first, each group in the record's own order. */
export function comparisonRows(before: Values, after: Values): ComparisonRow[] {
  const o = before ?? {};
  const n = after ?? {};
  const keys = [...new Set([...Object.keys(n), ...Object.keys(o)])];
  const rows = keys.map((field) => ({ field, before: o[field], after: n[field], changed: !before || !after || !same(o[field], n[field]) }));
  return [...rows.filter((r) => r.changed), ...rows.filter((r) => !r.changed)];
}

/** An ISO date-time as stored in a value (timestamps of the records). */
export const isDateTime = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v);

/** The tables to choose from, by their names in the language. */
export function entityOptions(lang: Lang): Array<{ value: string; label: string }> {
  return Object.entries(auditEntities)
    .map(([value, label]) => ({ value, label: label[lang] }))
    .sort((a, b) => a.label.localeCompare(b.label, lang));
}

/**
 * The events to choose from: the generic create/update/delete features write, and every lifecycle's events by
 * their machine's labels (an event several machines share, APPROVE…, shows once with the first label).
 */
export function eventOptions(lang: Lang, generic: Record<string, string>): Array<{ value: string; label: string }> {
  const seen = new Map<string, string>(Object.entries(generic));
  for (const machine of Object.values(workflows))
    for (const state of describeLifecycle(machine).states) for (const t of state.transitions) if (!seen.has(t.event)) seen.set(t.event, t.meta.label[lang]);
  return [...seen].map(([value, label]) => ({ value, label: label === value ? value : `${label} (${value})` })).sort((a, b) => a.label.localeCompare(b.label, lang));
}
