/**
 * The receiving company of an assignment: a company account (users), not a generated area, so its
 * check and its picker's search are written here. A receiver is the main account (no parent) of an
 * active service provider or raft company that is not deleted.
 */
import { and, asc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { userProfiles, users } from '../../db/schema';
import type { DbOrTx } from '../../db/client';
import { ApiError } from '../../http/errors';
import { accountTypes } from '../../../shared/accountTypes';

/** The account types that receive camps (HANDOVER.md: service_provider or raft_company). */
export const RECEIVER_TYPES = ['service_provider', 'raft_company'] as const;
const receiverTypeIds = accountTypes.filter((t) => (RECEIVER_TYPES as readonly string[]).includes(t.code)).map((t) => t.id);

const isReceiver = (): SQL => and(inArray(users.typeId, receiverTypeIds), eq(users.status, 'active'), isNull(users.deletedAt), isNull(users.parentId))!;

export interface ReceiverOption {
  id: number;
  name: string;
  company_name: string | null;
  cr: string | null;
}

/** An id that is not an active company account is a 422 on the field. */
export async function checkReceiver(tx: DbOrTx, id: number, field = 'receiver_company_id'): Promise<void> {
  if (!Number.isInteger(id) || id < 1) throw ApiError.field(field, 'validation.required');
  const [found] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), isReceiver()));
  if (!found) throw ApiError.field(field, 'assign.receiverNotCompany');
}

/** Companies whose name, company name or CR contain `search` (or the first ones by name), at most `limit`. */
export async function searchReceivers(db: DbOrTx, search: string, limit: number, ids: number[] = []): Promise<ReceiverOption[]> {
  const text = search.trim().replace(/[\\%_]/g, (c) => `\\${c}`);
  const where = [isReceiver()];
  if (text) where.push(or(ilike(users.name, `%${text}%`), ilike(users.companyName, `%${text}%`), ilike(userProfiles.crNumber, `%${text}%`))!);
  if (ids.length) where.push(inArray(users.id, ids));
  const rows = await db
    .select({ id: users.id, name: users.name, company_name: users.companyName, cr: userProfiles.crNumber })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(and(...where))
    .orderBy(asc(sql`coalesce(${users.companyName}, ${users.name})`), asc(users.id))
    .limit(limit);
  return rows;
}
