/**
 * The demo plan's outlines (./plan.ts): every demo square (coded MZ-01 …, server/features/squares/seed.ts) gets its
 * block, and each of its camps its plot — except the camps whose area was never surveyed (no `area_m2`, as the
 * camps' demo seed leaves about one in nine): they have no outline either, and the map lists them as not drawn.
 * Squares and camps added later have none until someone draws them. Two statements.
 */
import { asc, inArray, like } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { DemoSeedContext } from '../../seed/areas';
import { camps } from '../camps/table';
import { squares } from '../squares/table';
import { planSquare } from './plan';
import { campGeometries, squareGeometries } from './table';

export async function demo(tx: Tx, _demo: DemoSeedContext): Promise<void> {
  const blocks = (await tx.select({ id: squares.id, code: squares.code }).from(squares).where(like(squares.code, 'MZ-%')).orderBy(asc(squares.code))).filter((s) => /^MZ-\d+$/.test(s.code));
  if (!blocks.length) return;
  const plots = await tx
    .select({ id: camps.id, squareId: camps.squareId, areaM2: camps.areaM2 })
    .from(camps)
    .where(
      inArray(
        camps.squareId,
        blocks.map((b) => b.id),
      ),
    )
    .orderBy(asc(camps.id));
  const plans = blocks.map((b, index) => ({
    id: b.id,
    ...planSquare({ index, of: blocks.length, camps: plots.filter((c) => c.squareId === b.id).map((c) => ({ id: c.id, drawn: c.areaM2 !== null })) }),
  }));
  await tx
    .insert(squareGeometries)
    .values(plans.map((p) => ({ squareId: p.id, geometry: p.square })))
    .onConflictDoNothing();
  const campRows = plans.flatMap((p) => p.camps.map((c) => ({ campId: c.id, geometry: c.geometry })));
  if (campRows.length) await tx.insert(campGeometries).values(campRows).onConflictDoNothing();
}
