/**
 * Which roles an account may hold: only roles whose `account_types` include the
 * account's type. Every path that gives roles to an account (activation, creating,
 * editing, the roles dialog) checks here, in its transaction, whatever the client
 * sent — so a company account can never be given the administrator role or any
 * role carrying administration permissions (those are only in staff-type roles).
 */
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { roles } from '../db/schema';
import { accountTypes } from '../../shared/accountTypes';
import { ApiError } from '../http/errors';

/** The code of an account type by its id (from the code: the reference seed keeps account_types equal to it). */
export async function typeCodeOf(_db: DbOrTx, typeId: number): Promise<string> {
  const t = accountTypes.find((x) => x.id === typeId);
  if (!t) throw ApiError.field('type_id', 'users.typeInvalid');
  return t.code;
}

/**
 * The role ids, deduplicated and sorted, once each exists and is for the account
 * type; else 422 on `roles` (nothing is written: the caller's transaction fails).
 */
export async function checkRolesFor(db: DbOrTx, ids: readonly number[], typeId: number): Promise<number[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (!unique.length) return unique;
  const [found, code] = await Promise.all([db.select({ id: roles.id, types: roles.accountTypes }).from(roles).where(inArray(roles.id, unique)), typeCodeOf(db, typeId)]);
  if (found.length !== unique.length) throw ApiError.field('roles', 'users.roleInvalid');
  if (found.some((r) => !r.types.includes(code))) throw ApiError.field('roles', 'users.roleNotForType');
  return unique;
}
