/**
 * Demo plots: one for each of the first 48 demo camps (server/features/camps/seed.ts), numbered by the camp, in
 * the site plan's colours, with its gate and street; one in three developed (with its developer's name), one in
 * five inside a government area. A fixed pattern, so the demo is the same on every seed. One statement.
 */
import { asc } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { DemoSeedContext } from '../../seed/areas';
import { camps } from '../camps/table';
import { plots } from './table';

const COLOURS = ['أخضر', 'أزرق', 'أصفر', 'برتقالي', 'بنفسجي'];
const DEVELOPERS = ['شركة تطوير المشاعر', 'مشاريع كدانة للتطوير', 'الشركة المتحدة للخيام المطورة'];

export async function demo(tx: Tx, _demo: DemoSeedContext): Promise<void> {
  const rows = await tx.select({ id: camps.id }).from(camps).orderBy(asc(camps.id)).limit(48);
  if (!rows.length) return;
  await tx.insert(plots).values(
    rows.map((camp, i) => ({
      plotNumber: `MZ-P-${String(i + 1).padStart(3, '0')}`,
      campId: camp.id,
      color: COLOURS[i % COLOURS.length]!,
      locatedInGovArea: i % 5 === 2,
      isDeveloped: i % 3 === 0,
      developedName: i % 3 === 0 ? DEVELOPERS[(i / 3) % DEVELOPERS.length]! : null,
      gate: `البوابة ${(i % 8) + 1}`,
      street: `شارع ${(i % 12) + 1}`,
    })),
  );
}
