/**
 * Demo camps: 178 camps over Muzdalifah's sixteen demo squares (server/features/squares/seed.ts,
 * found by their codes MZ-01 … MZ-16), named as on the plans, "مخيم 7-12" / "Camp 7-12" (square 7, plot 12). More than half
 * are ready — set ready by Kidana staff through the camp machine's SET_READY
 * (seedAt: the machine's own event, its history and audit rows), the rest not ready yet; about one
 * in four is developed (permanent buildings). Figures follow a fixed pattern: the seed is
 * reproducible. Two statements for the camps and one for their history: every API test seeds a
 * fresh database.
 */
import { asc, like } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { DemoSeedContext } from '../../seed/areas';
import { squares } from '../squares/table';
import { campsLifecycle } from './lifecycle';
import type { camps } from './table';

type NewCamp = Omit<typeof camps.$inferInsert, 'id' | 'status'>;

/** Notes on some camps, as the field teams write them (most camps have none). */
const notes: ReadonlyArray<string> = ['قريب من دورات المياه العامة', 'مدخل المخيم من طريق المشاة رقم 5', 'يحتاج إلى صيانة الإنارة قبل الموسم', 'مجاور لنقطة الإسعاف', 'أرض مستوية، تم رصفها هذا العام'];

export interface DemoCamp extends NewCamp {
  ready: boolean;
}

/** The demo squares by number (MZ-07 → 7), as the squares' demo seed codes them: their ids. */
async function demoSquares(tx: Tx): Promise<Array<{ n: number; id: number }>> {
  const rows = await tx.select({ id: squares.id, code: squares.code }).from(squares).where(like(squares.code, 'MZ-%')).orderBy(asc(squares.code));
  return rows.flatMap((r) => (/^MZ-\d+$/.test(r.code) ? [{ n: Number(r.code.slice(3)), id: r.id }] : []));
}

/** The demo camps in the squares' order: 8 to 14 per square. */
export function demoCamps(squareIds: ReadonlyArray<{ n: number; id: number }>): DemoCamp[] {
  const out: DemoCamp[] = [];
  squareIds.forEach(({ n, id: squareId }) => {
    const count = 8 + ((n * 5) % 7);
    // the first plots of a square are made ready first (the teams work along the square): some
    // squares are all ready, some have not started
    const ready = Math.max(0, count - ((n * 7) % 11));
    for (let k = 1; k <= count; k++) {
      const mix = n * 131 + k * 73;
      const isDeveloped = (n + k) % 4 === 0;
      // developed camps are the larger, built-up plots; capacities in fifties, as allotted
      const capacity = (isDeveloped ? 2000 : 600) + ((mix * 7) % 30) * 50;
      out.push({
        name: `مخيم ${n}-${k}`,
        nameEn: `Camp ${n}-${k}`,
        squareId,
        capacity,
        // about 2.5 m² a pilgrim, give or take the plot's shape; some plots are not surveyed yet
        areaM2: mix % 9 === 0 ? null : Math.round((capacity * (2.3 + (mix % 5) / 10)) / 10) * 10,
        isDeveloped,
        notes: mix % 6 === 0 ? notes[mix % notes.length]! : null,
        ready: k <= ready,
      });
    }
  });
  return out;
}

export async function demo(tx: Tx, { db, idByEmail, now }: DemoSeedContext): Promise<void> {
  const list = demoCamps(await demoSquares(tx));
  const kidana = idByEmail.get('kdana@mashaer.test') ?? idByEmail.get('admin@mashaer.test') ?? null;
  // seedAt writes the status (the machine's): the rows leave it out
  const strip = ({ ready: _ready, ...row }: DemoCamp) => row as NewCamp & Pick<typeof camps.$inferInsert, 'status'>;
  // the ready ones first: within a square they are its first plots, so ids keep the plans' order
  const lifecycle = campsLifecycle.on(db);
  // set ready over the days before the season, a few at a time
  const readyAt = (row: { id: number }) => new Date(now.getTime() - (2 + (row.id % 12)) * 86_400_000 - (row.id % 8) * 3_600_000);
  await lifecycle.seedAt(tx, 'ready', list.filter((c) => c.ready).map(strip), { steps: [{ event: 'SET_READY', actorId: kidana, at: readyAt }] });
  await lifecycle.seedAt(tx, 'notready', list.filter((c) => !c.ready).map(strip));
}
