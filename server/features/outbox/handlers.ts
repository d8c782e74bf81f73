import { and, desc, ilike, or, sql, type SQL } from 'drizzle-orm';
import { defineHandlers } from '../../http/types';
import { likeOf, pageOf, pageRequest } from '../../http/paging';
import { outbox } from '../../db/schema';
import type { AppContext } from '../context';

export function outboxHandlers(ctx: AppContext) {
  const { db } = ctx;
  return defineHandlers({
    listOutbox: async (req) => {
      const f: NonNullable<typeof req.body> = req.body ?? {};
      const page = pageRequest(req.query.page, f.paginate);
      const where: SQL[] = [];
      const search = f.search?.trim();
      if (search) {
        const like = likeOf(search);
        where.push(or(ilike(outbox.toEmail, like), ilike(outbox.subject, like))!);
      }
      const cond = where.length ? and(...where) : undefined;
      const [rows, [count]] = await Promise.all([
        db.select().from(outbox).where(cond).orderBy(desc(outbox.id)).limit(page.perPage).offset(page.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(outbox)
          .where(cond),
      ]);
      const items = rows.map((r) => ({
        id: r.id,
        to_email: r.toEmail,
        subject: r.subject,
        body: r.body,
        link: r.link,
        created_at: r.createdAt.toISOString(),
        sent_at: r.sentAt ? r.sentAt.toISOString() : null,
      }));
      return { message: req.t('common.list'), data: pageOf(items, count?.n ?? 0, page), filters: f };
    },
  });
}
