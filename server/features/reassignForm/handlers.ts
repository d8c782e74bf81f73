/**
 * The re-assign and lock order form (spec 000 §7, spec 001 §7: GET
 * general/reassign_form/get-user-of-type/{type_id}). So far its user picker: the
 * active accounts of one account type, with what a picker shows of each.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { defineHandlers } from '../../http/types';
import { ApiError } from '../../http/errors';
import { accountTypes, users } from '../../db/schema';
import type { AppContext } from '../context';
import './messages';

export function reassignFormHandlers(ctx: AppContext) {
  const { db } = ctx;
  return defineHandlers({
    reassignFormUsersOfType: async (req) => {
      const [type] = await db.select({ id: accountTypes.id }).from(accountTypes).where(eq(accountTypes.id, req.params.type_id));
      if (!type) throw ApiError.field('type_id', 'reassignForm.unknownType');
      const rows = await db
        .select({ id: users.id, name: users.name, company_name: users.companyName, email: users.email })
        .from(users)
        .where(and(eq(users.typeId, type.id), eq(users.status, 'active'), isNull(users.deletedAt)))
        .orderBy(sql`coalesce(${users.companyName}, ${users.name})`, asc(users.name), asc(users.id));
      return { message: req.t('common.list'), data: rows };
    },
  });
}
