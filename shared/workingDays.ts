/**
 * Working days, as the SLA clocks count them (issue 16: "counted in working days against the season's Hijri
 * dates"). A working day is a day in Riyadh (UTC+3) that is
 * - not a weekend day: Friday and Saturday (the Kingdom's weekend);
 * - not an official holiday of the Hijri (Umm al-Qura) calendar: Eid al-Fitr (1–4 Shawwal) and the Hajj and Eid
 *   al-Adha days (9–13 Dhu al-Hijjah: the day of Arafat, the Eid and the days of Tashreeq), when the authority's
 *   desks do not count;
 * - not a fixed national holiday: Founding Day (22 February) and National Day (23 September).
 * The Hijri dates come from the platform's Umm al-Qura calendar (Intl), never from a table that could drift.
 */

const DAY_MS = 86_400_000;
const RIYADH_MS = 3 * 3_600_000;

const hijri = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', { timeZone: 'UTC', day: 'numeric', month: 'numeric' });

/** The Riyadh calendar day of an instant, as days since 1970-01-01. */
export const riyadhDay = (at: Date): number => Math.floor((at.getTime() + RIYADH_MS) / DAY_MS);

/** Is this Riyadh day (days since 1970-01-01) a working day? */
export function isWorkingDay(day: number): boolean {
  const noonUtc = new Date(day * DAY_MS + 12 * 3_600_000);
  const weekday = noonUtc.getUTCDay(); // 5 Friday, 6 Saturday
  if (weekday === 5 || weekday === 6) return false;
  const month = noonUtc.getUTCMonth() + 1;
  const date = noonUtc.getUTCDate();
  if ((month === 2 && date === 22) || (month === 9 && date === 23)) return false;
  const parts = hijri.formatToParts(noonUtc);
  const hMonth = Number(parts.find((p) => p.type === 'month')?.value);
  const hDay = Number(parts.find((p) => p.type === 'day')?.value);
  if (hMonth === 10 && hDay >= 1 && hDay <= 4) return false;
  if (hMonth === 12 && hDay >= 9 && hDay <= 13) return false;
  return true;
}

/**
 * Working days that have passed since an instant: the working days after its own day, up to and including the day
 * of `now` (a record that entered a status today has used none; one that entered on Thursday has used one by
 * Sunday).
 */
export function workingDaysSince(from: Date, now: Date, cache = new Map<number, boolean>()): number {
  const first = riyadhDay(from) + 1;
  const last = riyadhDay(now);
  let n = 0;
  for (let d = first; d <= last; d++) {
    let w = cache.get(d);
    if (w === undefined) cache.set(d, (w = isWorkingDay(d)));
    if (w) n++;
  }
  return n;
}

/** The instant a target of `days` working days after `from` runs out: the end (24:00 Riyadh) of that working day. */
export function dueAt(from: Date, days: number, cache = new Map<number, boolean>()): Date {
  let d = riyadhDay(from);
  let left = days;
  while (left > 0) {
    d++;
    let w = cache.get(d);
    if (w === undefined) cache.set(d, (w = isWorkingDay(d)));
    if (w) left--;
  }
  return new Date((d + 1) * DAY_MS - RIYADH_MS);
}
