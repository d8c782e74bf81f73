/**
 * Pledges as the orders area counts them (spec 001 §3 "Counters kept: required pledge count"):
 * the pledges every order must carry are those marked `is_required`.
 */
import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pledges } from './table';

/** How many pledges every order must carry. */
export async function requiredPledgeCount(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pledges).where(eq(pledges.isRequired, true));
  return row?.n ?? 0;
}
