/**
 * Season archive (أرشيف المواسم, /db-archive; docs/seasonArchive.md): list, view, add and change seasons, make one
 * the active season (spec 000 §7 POST db_archive/store, POST db_archive/activate/{id}), every season for the
 * dashboards' filters, and a season's orders and licences, read-only. Each behind the permission the contract
 * names (openapi/areas/dbArchives.yaml). Seasons are not deleted (the spec has no such call; a season's records
 * stay readable under its dates). Statuses change only through the dbArchive lifecycle (./lifecycle.ts).
 */
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { defineHandlers } from '../../http/types';
import { ApiError } from '../../http/errors';
import { listPage, op, type ListSpec } from '../../http/list';
import { sendExport } from '../../http/export';
import { pageRequest } from '../../http/paging';
import { registerMessages, translate } from '../../i18n';
import { parseBody } from '../../http/validate';
import { callerOf } from '../../http/request';
import { isUniqueViolation } from '../../db/errors';
import type { DbOrTx } from '../../db/client';
import { seasonOf } from '../../analytics/season';
import { audit } from '../audit';
import type { components } from '../../../openapi/schema';
import type { AppContext } from '../context';
import { dbArchives } from './table';
import { dbArchivesMessages } from './messages';
import { seasonRecords } from './records';
import { DbArchiveSchema, seasonsOverlap, type DbArchiveValues } from '../../../shared/rules/dbArchives';
import { dbArchiveMachine } from '../../../machines';
import type { StateMeta } from '../../../machines/core/types';
import type { Lang } from '../../../shared/label';
import { dbArchivesLifecycle, lockSeasonCalendar } from './lifecycle';

registerMessages(dbArchivesMessages);

type Row = typeof dbArchives.$inferSelect;
type Dto = components['schemas']['DbArchive'];
type Input = components['schemas']['DbArchiveInput'];

/** The form's values as the table's columns: one mapping for adding and changing a season. */
function columnsOf(values: DbArchiveValues) {
  return {
    name: values.name,
    nameEn: values.name_en,
    hijriYear: values.hijri_year,
    startsOn: values.starts_on,
    endsOn: values.ends_on,
    notes: values.notes || null,
  };
}

/** A status as the machine labels it, in the caller's language. */
const statusText = (status: string, lang: Lang) => (dbArchiveMachine.root.states[status]?.meta as StateMeta | undefined)?.label[lang] ?? status;

function toDto(row: Row, lang: Lang): Dto {
  return {
    id: row.id,
    name: row.name,
    name_en: row.nameEn,
    hijri_year: row.hijriYear,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    notes: row.notes,
    status: row.status,
    status_text: statusText(row.status, lang),
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The season archive list (/db-archive): filters, sort keys, page loader and export columns, declared once (server/http/list.ts). */
const dbArchivesList: ListSpec<components['schemas']['DbArchiveFilters'], Dto> = {
  name: 'dbArchives',
  table: dbArchives,
  id: dbArchives.id,
  filters: {
    search: op.contains(dbArchives.name, dbArchives.nameEn, dbArchives.notes),
    status: op.eq(dbArchives.status),
  },
  sorts: { starts_on: dbArchives.startsOn, created_at: dbArchives.createdAt, name: dbArchives.name, hijri_year: dbArchives.hijriYear },
  // the newest season first
  defaultSort: { key: 'starts_on', direction: 'desc' },
  load: async (db, ids, lang) => {
    const rows = await db.select().from(dbArchives).where(inArray(dbArchives.id, ids));
    return rows.map((r) => toDto(r, lang));
  },
  columns: [
    { label: { ar: 'الرقم', en: 'ID' }, value: (r) => r.id },
    { label: { ar: 'الاسم', en: 'Name' }, value: (r) => r.name },
    { label: { ar: 'الاسم بالإنجليزية', en: 'English name' }, value: (r) => r.name_en },
    { label: { ar: 'السنة الهجرية', en: 'Hijri year' }, value: (r) => r.hijri_year },
    { label: { ar: 'بداية الموسم', en: 'Season starts' }, value: (r) => r.starts_on },
    { label: { ar: 'نهاية الموسم', en: 'Season ends' }, value: (r) => r.ends_on },
    { label: { ar: 'ملاحظات', en: 'Notes' }, value: (r) => r.notes },
    { label: { ar: 'الحالة', en: 'Status' }, value: (r) => r.status_text },
    { label: { ar: 'تاريخ الإضافة', en: 'Added' }, value: (r) => r.created_at },
  ],
};

/**
 * What needs the other seasons (the calendar lock held): one season per Hijri year, and no two seasons sharing a
 * day. A 422 on the field, nothing written; the overlap names the other season in the caller's language.
 */
async function checkCalendar(tx: DbOrTx, values: DbArchiveValues, lang: Lang, self?: number): Promise<void> {
  const others = await tx
    .select({ id: dbArchives.id, name: dbArchives.name, nameEn: dbArchives.nameEn, hijriYear: dbArchives.hijriYear, startsOn: dbArchives.startsOn, endsOn: dbArchives.endsOn })
    .from(dbArchives)
    .where(self === undefined ? undefined : ne(dbArchives.id, self))
    .orderBy(dbArchives.startsOn);
  const errors: Record<string, string[]> = {};
  if (others.some((o) => o.hijriYear === values.hijri_year)) errors.hijri_year = ['dbArchives.hijriTaken'];
  const overlapping = others.find((o) => seasonsOverlap(values, { starts_on: o.startsOn, ends_on: o.endsOn }));
  if (overlapping) {
    errors.starts_on = [translate(lang, 'dbArchives.overlaps', { name: lang === 'en' ? overlapping.nameEn : overlapping.name, starts: overlapping.startsOn, ends: overlapping.endsOn })];
  }
  if (Object.keys(errors).length) throw ApiError.invalid(errors);
}

export function dbArchivesHandlers(ctx: AppContext) {
  const { db } = ctx;

  /** The season, or 404 when it does not exist. */
  async function find(tx: DbOrTx, id: number, lock = false): Promise<Row> {
    const query = tx.select().from(dbArchives).where(eq(dbArchives.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw ApiError.notFound('dbArchives.missing');
    return row;
  }

  return defineHandlers({
    listDbArchives: async (req) => {
      return { message: req.t('dbArchives.list'), data: await listPage(db, dbArchivesList, req.body, req.query, req.lang), filters: req.body ?? {} };
    },

    exportDbArchives: async (req, reply) => {
      return sendExport(reply, { db, spec: dbArchivesList, body: req.body, lang: req.lang, format: req.query.format, title: { ar: 'أرشيف المواسم', en: 'Season archive' } });
    },

    getDbArchive: async (req) => {
      const row = await find(db, req.params.id);
      return { message: req.t('common.ok'), data: toDto(row, req.lang) };
    },

    createDbArchive: async (req, reply) => {
      const caller = callerOf(req);
      // the same rules as the form (shared/rules/dbArchives.ts): a 422 on the field that breaks one
      const values = parseBody(DbArchiveSchema, req.body as Input);
      const row = await db.transaction(async (tx) => {
        await lockSeasonCalendar(tx);
        await checkCalendar(tx, values, caller.lang);
        // the machine's initial status (created: not active), its first history row and the audit row come from the runtime
        const fields = columnsOf(values);
        return dbArchivesLifecycle.on(db).create(caller, fields as typeof fields & Pick<typeof dbArchives.$inferInsert, 'status'>, tx, { audit: (r) => ({ ...r }) });
      });
      reply.code(201);
      return { message: req.t('dbArchives.created'), data: toDto(row, caller.lang) };
    },

    updateDbArchive: async (req) => {
      const body = req.body as Input;
      const values = parseBody(DbArchiveSchema, body);
      const row = await db.transaction(async (tx) => {
        // the calendar lock first, then the row: the order activate takes them in too
        await lockSeasonCalendar(tx);
        const before = await find(tx, req.params.id, true);
        if (body.version !== undefined && body.version !== before.version) throw new ApiError(409, 'lifecycle.stale');
        await checkCalendar(tx, values, req.lang, before.id);
        const [after] = await tx
          .update(dbArchives)
          .set({ ...columnsOf(values), version: sql`${dbArchives.version} + 1`, updatedAt: new Date() })
          .where(and(eq(dbArchives.id, before.id), eq(dbArchives.version, before.version)))
          .returning();
        if (!after) throw new ApiError(409, 'lifecycle.stale');
        await audit(tx, req, { entity: 'db_archives', entityId: after.id, event: 'update', oldValue: { ...before }, newValue: { ...after } });
        return after;
      });
      return { message: req.t('dbArchives.updated'), data: toDto(row, req.lang) };
    },

    activateDbArchive: async (req) => {
      const caller = callerOf(req);
      const version = req.body?.version;
      try {
        const applied = await db.transaction(async (tx) => {
          // the calendar lock before the row's (the runtime locks the row, and ACTIVATE's actor asks for the lock again)
          await lockSeasonCalendar(tx);
          return dbArchivesLifecycle.on(db).apply(caller, req.params.id, { type: 'ACTIVATE' }, { expectedVersion: version, tx });
        });
        return { message: req.t('dbArchives.activated'), data: toDto(applied.record, caller.lang) };
      } catch (e) {
        // the one-active index refused a second active season: another activation won the race; nothing was kept
        if (isUniqueViolation(e)) throw new ApiError(409, 'common.concurrent');
        throw e;
      }
    },

    listSeasons: async (req) => {
      const rows = await db.select().from(dbArchives).orderBy(desc(dbArchives.startsOn), desc(dbArchives.id));
      return {
        message: req.t('dbArchives.seasons'),
        data: rows.map((r) => ({
          id: r.id,
          name: r.name,
          name_en: r.nameEn,
          hijri_year: r.hijriYear,
          starts_on: r.startsOn,
          ends_on: r.endsOn,
          status: r.status,
          status_text: statusText(r.status, req.lang),
          active: r.status === 'active',
        })),
      };
    },

    listSeasonRecords: async (req) => {
      const row = await find(db, req.params.id);
      const season = (await seasonOf(db, row.id))!;
      const body = req.body ?? {};
      const { page, counts } = await seasonRecords(db, season, body.kind, pageRequest(req.query.page, body.paginate), req.lang);
      return { message: req.t('dbArchives.records'), data: page, counts, season: toDto(row, req.lang), filters: body };
    },
  });
}
