/**
 * Demo squares: Muzdalifah's camp ground in sixteen squares, "مربع 1" … "مربع 16", coded
 * MZ-01 … MZ-16 in the order of the plans. The camps area puts its camps in them: find a square by
 * its code (`squareIdsByCode`), never by id.
 */
import { inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import type { DemoSeedContext } from '../../seed/areas';
import { squares } from './table';

/** Notes on some squares: where they lie (the rest have none, as in real data). */
const notes: Record<number, string> = {
  1: 'بجوار مسجد المشعر الحرام من جهة الشمال',
  2: 'بجوار مسجد المشعر الحرام من جهة الجنوب',
  4: 'قرب محطة المزدلفة 1 لقطار المشاعر',
  7: 'قرب محطة المزدلفة 2 لقطار المشاعر',
  10: 'على طريق المشاة إلى منى',
  12: 'قرب محطة المزدلفة 3 لقطار المشاعر',
  16: 'عند حد مزدلفة مع وادي محسر',
};

/** The demo's squares, by number: [code, Arabic name, English name, area in m², notes]. */
export const muzdalifahSquares: ReadonlyArray<{ code: string; name: string; nameEn: string; areaM2: number; notes: string | null }> = Array.from({ length: 16 }, (_, i) => {
  const n = i + 1;
  // 180,000–420,000 m², varying the way real plots do (a fixed pattern: the seed is reproducible)
  const areaM2 = 180_000 + ((n * 37_000) % 240_000);
  return { code: `MZ-${String(n).padStart(2, '0')}`, name: `مربع ${n}`, nameEn: `Square ${n}`, areaM2, notes: notes[n] ?? null };
});

export async function demo(tx: Tx, _demo: DemoSeedContext): Promise<void> {
  await tx
    .insert(squares)
    .values([...muzdalifahSquares])
    .onConflictDoNothing();
}

/** The demo squares' ids by code (MZ-01 …), for other areas' demo data (camps, appointments). */
export async function squareIdsByCode(tx: DbOrTx, codes: readonly string[] = muzdalifahSquares.map((s) => s.code)): Promise<Map<string, number>> {
  const rows = await tx
    .select({ id: squares.id, code: squares.code })
    .from(squares)
    .where(inArray(squares.code, [...codes]));
  return new Map(rows.map((r) => [r.code, r.id]));
}
