import { and, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { defineHandlers } from '../../http/types';
import { ApiError } from '../../http/errors';
import { pageOf, pageRequest } from '../../http/paging';
import { users, userRoles } from '../../db/schema';
import type { AppContext } from '../context';
import { serializeUser, serializeUsers } from './serialize';
import { applyUserEvent } from './lifecycle';
import type { LifecycleEvent } from '../../../machines/core/runtime';

export function userHandlers(ctx: AppContext) {
  const { db } = ctx;
  return defineHandlers({
    listUsers: async (req) => {
      const f: NonNullable<typeof req.body> = req.body ?? {};
      const page = pageRequest(req.query.page, f.paginate);
      const where: SQL[] = [isNull(users.deletedAt)];
      if (f.search) {
        const like = `%${f.search.replace(/[%_\\]/g, (c: string) => `\\${c}`)}%`;
        where.push(or(ilike(users.name, like), ilike(users.email, like), ilike(users.username, like), ilike(users.phone, like), ilike(users.companyName, like))!);
      }
      if (f.type_id) where.push(eq(users.typeId, f.type_id));
      if (f.parent_id) where.push(eq(users.parentId, f.parent_id));
      if (f.status) where.push(inArray(users.status, Array.isArray(f.status) ? f.status : [f.status]));
      if (f.role_id) where.push(sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.roleId} = ${f.role_id})`);
      const cond = and(...where);
      const [rows, [count]] = await Promise.all([
        db.select().from(users).where(cond).orderBy(desc(users.id)).limit(page.perPage).offset(page.offset),
        db.select({ n: sql<number>`count(*)::int` }).from(users).where(cond),
      ]);
      return { message: req.t('common.list'), data: pageOf(await serializeUsers(db, rows, req.lang), count?.n ?? 0, page), filters: f };
    },

    switchUserStatus: async (req) => {
      const b = req.body;
      let event: LifecycleEvent;
      let message: string;
      if (b.status === 'active') [event, message] = [{ type: 'ACTIVATE', roles: b.roles ?? [] }, 'users.activated'];
      else if (b.status === 'rejected') [event, message] = [{ type: 'REJECT', reject_reason: b.reject_reason ?? '' }, 'users.rejected'];
      else if (b.platform === 'disabled') [event, message] = [{ type: 'DISABLE' }, 'users.disabled'];
      else if (b.platform === 'active') [event, message] = [{ type: 'ENABLE' }, 'users.enabled'];
      else throw ApiError.field('status', 'users.statusRequired');
      const applied = await applyUserEvent(ctx, req, req.params.id, event, { expectedVersion: b.version });
      const [row] = await db.select().from(users).where(eq(users.id, applied.record.id));
      return { message: req.t(message), data: await serializeUser(db, row, req.lang) };
    },
  });
}
