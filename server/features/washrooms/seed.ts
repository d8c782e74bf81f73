/**
 * Demo washrooms: a block in every third demo camp (server/features/camps/seed.ts), by category, with counts
 * that add up — the water taps in all are the internal and the external ones — and an upper water tank on most.
 * A fixed pattern, so the demo is the same on every seed. One statement.
 */
import { asc } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { DemoSeedContext } from '../../seed/areas';
import { camps } from '../camps/table';
import { washrooms } from './table';

const CATEGORIES = ['رجال', 'نساء', 'ذوو الإعاقة'];

export async function demo(tx: Tx, _demo: DemoSeedContext): Promise<void> {
  const rows = (await tx.select({ id: camps.id }).from(camps).orderBy(asc(camps.id))).filter((_, i) => i % 3 === 0);
  if (!rows.length) return;
  await tx.insert(washrooms).values(
    rows.map((camp, i) => {
      const internal = 6 + (i % 5) * 2;
      const external = 2 + (i % 3);
      return {
        wcNumber: `WC-${String(i + 1).padStart(3, '0')}`,
        campId: camp.id,
        wcCategory: CATEGORIES[i % CATEGORIES.length]!,
        portableWcCount: i % 4 === 0 ? 4 : 0,
        toiletsCount: 10 + (i % 6) * 2,
        seatedToiletsCount: 2 + (i % 3),
        urinalTapesCount: i % 3 === 1 ? 0 : 6 + (i % 4),
        showersCount: 4 + (i % 5),
        internalWaterTapesCount: internal,
        externalWaterTapesCount: external,
        totalWaterTapesCount: internal + external,
        upperWaterTank: i % 4 !== 3,
      };
    }),
  );
}
