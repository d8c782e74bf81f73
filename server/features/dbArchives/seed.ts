/**
 * Demo seasons (issue 16): the current season, active, from 150 days before the seed's `now` to 200 days after it
 * (every area's demo records are dated from `now`, so they fall in it), and the two before it, back to back, about a
 * Hijri year (354 days) each, `created` — each was active in its time and deactivated when the next was activated,
 * as their history rows tell. The Hijri year is computed (Umm al-Qura), not written down: the year of the Hajj the
 * season holds — its last day in Dhu al-Hijjah — else (a window without one) the year its last day falls in. (The
 * last day alone can fall in Muharram of the next year: a season ending three weeks after the Hajj of 1448 ends in
 * 1449.) Written by the lifecycle (seedAt: the status reached by the machine's own events).
 */
import type { Tx } from '../../db/client';
import type { DemoSeedContext } from '../../seed/areas';
import { dbArchivesLifecycle } from './lifecycle';
import type { dbArchives } from './table';

type NewRow = Omit<typeof dbArchives.$inferInsert, 'id'>;

const DAY_MS = 86_400_000;
/** The Riyadh (UTC+3) calendar day of an instant, YYYY-MM-DD. */
const riyadhDay = (at: Date) => new Date(at.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const atRiyadh = (day: string, hour = 9) => new Date(Date.parse(`${day}T00:00:00+03:00`) + hour * 3_600_000);

const hijri = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', { year: 'numeric', month: 'numeric', timeZone: 'UTC' });
/** The Umm al-Qura year and month a day falls in. */
const hijriOf = (day: string) => {
  const parts = hijri.formatToParts(new Date(`${day}T12:00:00Z`));
  return { year: Number(parts.find((p) => p.type === 'year')!.value), month: Number(parts.find((p) => p.type === 'month')!.value) };
};
/** The Hijri year of a season: its Hajj's (the last of its days in Dhu al-Hijjah, month 12), else its last day's. */
export function seasonHijriYear(startsOn: string, endsOn: string): number {
  for (let day = endsOn; day >= startsOn; day = addDays(day, -1)) {
    const h = hijriOf(day);
    if (h.month === 12) return h.year;
  }
  return hijriOf(endsOn).year;
}

const NOTES = [
  'الموسم الحالي: تُحسب فيه الطلبات والرخص الجديدة حتى نهايته.',
  'Archived: its orders and licences stay readable in the season’s archive.',
  'موسم مؤرشف؛ المخيمات والمربعات والشركات والنماذج انتقلت إلى الموسم التالي.',
];

export async function demo(tx: Tx, { db, idByEmail, now }: DemoSeedContext): Promise<void> {
  const admin = idByEmail.get('admin@mashaer.test') ?? null;
  // newest first: the current season, then the two before it, each ending the day before the next starts
  const currentStart = riyadhDay(new Date(now.getTime() - 150 * DAY_MS));
  const windows = [{ startsOn: currentStart, endsOn: riyadhDay(new Date(now.getTime() + 200 * DAY_MS)) }];
  for (let i = 1; i < 3; i++) {
    const endsOn = addDays(windows[i - 1]!.startsOn, -1);
    windows.push({ startsOn: addDays(endsOn, -353), endsOn });
  }
  // one season per Hijri year: a year that two ends share (a 355-day year can hold both) gives the older one the year before
  let next = Infinity;
  const rows: NewRow[] = windows.map((w, i) => {
    const year = Math.min(seasonHijriYear(w.startsOn, w.endsOn), next - 1);
    next = year;
    const created = atRiyadh(addDays(w.startsOn, -30));
    return {
      name: `موسم حج ${year}هـ`,
      nameEn: `Hajj season ${year} AH`,
      hijriYear: year,
      startsOn: w.startsOn,
      endsOn: w.endsOn,
      notes: NOTES[i]!,
      createdAt: created,
      updatedAt: created,
    } as NewRow;
  });
  const activatedAt = (row: { startsOn: string }) => atRiyadh(addDays(row.startsOn, -7));
  // each older season was deactivated when the one after it (the previous row: newest first) was activated
  const successor = new Map(rows.slice(1).map((r, i) => [r.startsOn, rows[i]!]));
  const lifecycle = dbArchivesLifecycle.on(db);
  const created = { actorId: () => admin, at: (row: { createdAt: Date }) => row.createdAt };
  // the older first (lower ids): active in their time, deactivated when the season after them was activated
  await lifecycle.seedAt(tx, 'created', rows.slice(1).reverse(), {
    created,
    steps: [
      { event: 'ACTIVATE', actorId: admin, at: activatedAt },
      { event: 'DEACTIVATE', actorId: admin, at: (row) => activatedAt(successor.get(row.startsOn)!) },
    ],
  });
  await lifecycle.seedAt(tx, 'active', [rows[0]!], { created, steps: [{ event: 'ACTIVATE', actorId: admin, at: activatedAt }] });
}
