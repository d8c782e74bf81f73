/**
 * Payload checks for guards. Events arrive from JSON or form data, so numbers may
 * come as their digits and files as the runtime's file objects or stored references.
 */

/** A payload field of any event (events are unions; guards read fields by the spec's names). */
export function fieldOf(event: { type: string }, name: string): unknown {
  return (event as unknown as Record<string, unknown>)[name];
}

/** The trimmed text of a value, or '' when it is not text. */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Non-blank text. */
export function hasText(value: unknown): boolean {
  return textOf(value).length > 0;
}

/** A record id: a positive integer, or its digits. */
export function isId(value: unknown): boolean {
  if (typeof value === 'string') return /^\d+$/.test(value.trim()) && Number(value) > 0;
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/** A date or date-time the platform can read (ISO 8601). */
export function isDateTime(value: unknown): boolean {
  const text = textOf(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(text) || Number.isNaN(Date.parse(text))) return false;
  // Date.parse rolls 2026-02-30 over into March: the day must exist as written
  const [y, m, d] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/** An uploaded file or a stored file's reference: anything but empty. */
export function hasFile(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
}
