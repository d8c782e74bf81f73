/**
 * Saved filters: a user's named, reusable filters per list (issue "One path" §2.2).
 * Each user reads, adds and deletes only their own; someone else's answers 404.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import { defineHandlers } from '../../http/types';
import { ApiError } from '../../http/errors';
import { requireSession } from '../../auth/access';
import { savedFilters } from './table';
import type { AppContext } from '../context';
import './messages';

/** At most this many saved filters per user and list. */
export const MAX_SAVED_FILTERS = 50;

type Row = typeof savedFilters.$inferSelect;

const serialize = (r: Row) => ({ id: r.id, list: r.list, name: r.name, filters: r.filters, created_at: r.createdAt.toISOString() });

const isUnique = (e: unknown): boolean => {
  const err = e as { code?: string; cause?: { code?: string } } | null;
  return err?.code === '23505' || err?.cause?.code === '23505';
};

export function savedFilterHandlers(ctx: AppContext) {
  const { db } = ctx;
  return defineHandlers({
    listSavedFilters: async (req) => {
      const { user } = requireSession(req);
      const rows = await db
        .select()
        .from(savedFilters)
        .where(and(eq(savedFilters.userId, user.id), eq(savedFilters.list, req.body.list)))
        .orderBy(asc(savedFilters.name), asc(savedFilters.id));
      return { message: req.t('common.list'), data: rows.map(serialize) };
    },

    storeSavedFilter: async (req, reply) => {
      const { user } = requireSession(req);
      const name = req.body.name.trim();
      if (!name) throw ApiError.field('name', 'savedFilters.nameRequired');
      // page is where the user was, not part of the filter
      const filters = Object.fromEntries(Object.entries(req.body.filters).filter(([k, v]) => k !== 'page' && v !== ''));
      const row = await db
        .transaction(async (tx) => {
          const [n] = await tx
            .select({ n: count() })
            .from(savedFilters)
            .where(and(eq(savedFilters.userId, user.id), eq(savedFilters.list, req.body.list)));
          if ((n?.n ?? 0) >= MAX_SAVED_FILTERS) throw ApiError.field('name', 'savedFilters.tooMany');
          const [taken] = await tx
            .select({ id: savedFilters.id })
            .from(savedFilters)
            .where(and(eq(savedFilters.userId, user.id), eq(savedFilters.list, req.body.list), eq(savedFilters.name, name)));
          if (taken) throw ApiError.field('name', 'savedFilters.nameTaken');
          const [created] = await tx.insert(savedFilters).values({ userId: user.id, list: req.body.list, name, filters }).returning();
          return created!;
        })
        .catch((e: unknown) => {
          // two saves of the same name at once: the unique index decides
          if (isUnique(e)) throw ApiError.field('name', 'savedFilters.nameTaken');
          throw e;
        });
      reply.code(201);
      return { message: req.t('savedFilters.saved'), data: serialize(row) };
    },

    deleteSavedFilter: async (req) => {
      const { user } = requireSession(req);
      const gone = await db
        .delete(savedFilters)
        .where(and(eq(savedFilters.id, req.params.id), eq(savedFilters.userId, user.id)))
        .returning({ id: savedFilters.id });
      if (!gone.length) throw ApiError.notFound('savedFilters.notFound');
      return { message: req.t('savedFilters.deleted') };
    },
  });
}
