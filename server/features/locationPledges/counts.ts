/**
 * Location pledges as the location-orders area counts them (spec 001 §3 "Counters kept: required pledge count"):
 * the pledges every order must carry are those marked `is_required`.
 */
import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { locationPledges } from './table';

/** How many location pledges every location order must carry. */
export async function requiredLocationPledgeCount(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(locationPledges).where(eq(locationPledges.isRequired, true));
  return row?.n ?? 0;
}
