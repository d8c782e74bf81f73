import { asc } from 'drizzle-orm';
import { defineHandlers } from '../../http/types';
import { roles } from '../../db/schema';
import type { AppContext } from '../context';

export function roleHandlers(ctx: AppContext) {
  const { db } = ctx;
  return defineHandlers({
    listRoleOptions: async (req) => {
      const rows = await db.select({ id: roles.id, name: roles.name, nameEn: roles.nameEn }).from(roles).orderBy(asc(roles.id));
      return { message: req.t('common.list'), data: rows.map((r) => ({ id: r.id, name: req.lang === 'en' && r.nameEn ? r.nameEn : r.name })) };
    },
  });
}
