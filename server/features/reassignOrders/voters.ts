/**
 * Who votes on the clearance a completed re-delivery starts (issue 14: "the company is cleared — the parties
 * vote accept or reject"; the spec names no voters, so ours): Kidana — every active main account of the kdana
 * type, who vote at /clearance-kidana — and the staff member who opened the order. Staff may add voters later
 * (POST general/clearance/initiate adds the ones a clearance does not have yet).
 */
import { and, eq, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountTypes, users } from '../../db/schema';
import { reassignOrders } from './table';

export async function clearanceVoters(db: DbOrTx, orderId: number): Promise<number[]> {
  const [order] = await db.select({ createdBy: reassignOrders.createdBy }).from(reassignOrders).where(eq(reassignOrders.id, orderId));
  const rows = await db
    .select({ id: users.id, code: accountTypes.code })
    .from(users)
    .innerJoin(accountTypes, eq(accountTypes.id, users.typeId))
    .where(and(eq(users.status, 'active'), isNull(users.deletedAt), isNull(users.parentId), or(eq(accountTypes.code, 'kdana'), order?.createdBy ? eq(users.id, order.createdBy) : undefined)));
  return rows.filter((r) => r.code === 'kdana' || r.code === 'admin').map((r) => r.id);
}
