/**
 * Demo public toilet complexes: twelve labelled blocks along Muzdalifah's pedestrian roads, of 24 to 64 rooms;
 * every other one sets rooms aside for a neighbouring demo camp (server/features/camps/seed.ts). A fixed
 * pattern, so the demo is the same on every seed. One statement.
 */
import { asc } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { DemoSeedContext } from '../../seed/areas';
import { camps } from '../camps/table';
import { toiletComplexes } from './table';

export async function demo(tx: Tx, _demo: DemoSeedContext): Promise<void> {
  const rows = await tx.select({ id: camps.id }).from(camps).orderBy(asc(camps.id));
  await tx.insert(toiletComplexes).values(
    Array.from({ length: 12 }, (_, i) => {
      const rooms = 24 + (i % 6) * 8;
      const camp = i % 2 === 0 ? rows[i * 7] : undefined;
      return { labelNumber: `TC-${String(i + 1).padStart(2, '0')}`, numOfRooms: rooms, campId: camp?.id ?? null, campNumOfRooms: camp ? Math.floor(rooms / 4) : null };
    }),
  );
}
