/**
 * Pledges (التعهدات): list, view, add, change and delete, each behind order-pledge (spec 001 §6;
 * openapi/areas/pledges.yaml, whose top comment says what each field is). Started by `npm run new:area`.
 * A fire pledge is a pledge with `is_fire` (the list filters by it); a pledge with `is_required` is one
 * every order must carry, and `requiredPledgeCount` (./counts.ts) is the orders area's "required pledge count"
 * (spec 001 §3 "Counters kept").
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { defineHandlers } from '../../http/types';
import { ApiError } from '../../http/errors';
import { listPage, op, type ListSpec } from '../../http/list';
import { sendExport } from '../../http/export';
import { registerMessages } from '../../i18n';
import { parseBody } from '../../http/validate';
import { callerOf } from '../../http/request';
import type { DbOrTx } from '../../db/client';
import type { Caller } from '../../lifecycle/caller';
import { files } from '../../db/schema';
import { commitAs, sniffMime, storedFileDto, type StoredFileDto } from '../../storage/stored';
import { registerFileReader } from '../../storage/access';
import type { UploadedFile } from '../../storage';
import { audit } from '../audit';
import type { components } from '../../../openapi/schema';
import type { AppContext } from '../context';
import { pledges } from './table';
import { pledgesMessages } from './messages';
import { PledgeSchema } from '../../../shared/rules/pledges';

registerMessages(pledgesMessages);

type Row = typeof pledges.$inferSelect;
type Dto = components['schemas']['Pledge'];
type Input = components['schemas']['PledgeInput'];

function toDto(row: Row, stored: Map<number, StoredFileDto>): Dto {
  return {
    id: row.id,
    title: row.title,
    title_en: row.titleEn,
    body: row.body,
    file: row.fileFileId ? (stored.get(row.fileFileId) ?? null) : null,
    is_fire: row.isFire ? 1 : 0,
    is_required: row.isRequired ? 1 : 0,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The stored files the rows point at, by id. */
async function filesOf(db: DbOrTx, rows: Row[]): Promise<Map<number, StoredFileDto>> {
  const ids = rows.flatMap((r) => [r.fileFileId]).filter((id): id is number => id !== null);
  if (!ids.length) return new Map();
  const found = await db.select().from(files).where(inArray(files.id, ids));
  return new Map(found.map((f) => [f.id, storedFileDto(f)]));
}

/** Accepted kinds, by their first bytes: PDF and images. */
async function keepFile(ctx: AppContext, tx: DbOrTx, field: string, upload: unknown, ownerId: number | null): Promise<number | undefined> {
  if (upload === undefined) return undefined;
  const file = upload as UploadedFile;
  const mime = await sniffMime(file.tempPath);
  if (!mime) throw ApiError.field(field, 'validation.file.type');
  return commitAs(ctx.storage, tx, file, mime, ownerId);
}

const yesNo = (flag: 0 | 1, lang: 'ar' | 'en') => (flag ? { ar: 'نعم', en: 'Yes' } : { ar: 'لا', en: 'No' })[lang];

/** The pledges list (/pledges): filters, sort keys, page loader and export columns, declared once (server/http/list.ts). */
const pledgesList: ListSpec<components['schemas']['PledgeFilters'], Dto> = {
  name: 'pledges',
  table: pledges,
  id: pledges.id,
  filters: {
    search: op.contains(pledges.title, pledges.titleEn, pledges.body),
    is_fire: op.where((v) => eq(pledges.isFire, v === 1)),
    is_required: op.where((v) => eq(pledges.isRequired, v === 1)),
  },
  sorts: { created_at: pledges.createdAt, title: pledges.title },
  defaultSort: { key: 'created_at', direction: 'desc' },
  load: async (db, ids) => {
    const rows = await db.select().from(pledges).where(inArray(pledges.id, ids));
    const stored = await filesOf(db, rows);
    return rows.map((r) => toDto(r, stored));
  },
  columns: [
    { label: { ar: 'الرقم', en: 'ID' }, value: (r) => r.id },
    { label: { ar: 'العنوان', en: 'Title' }, value: (r) => r.title },
    { label: { ar: 'العنوان بالإنجليزية', en: 'English title' }, value: (r) => r.title_en },
    { label: { ar: 'نص التعهد', en: 'Pledge wording' }, value: (r) => r.body },
    { label: { ar: 'نموذج التعهد', en: 'Pledge template' }, value: (r) => r.file?.name },
    { label: { ar: 'تعهد حريق', en: 'Fire pledge' }, value: (r, lang) => yesNo(r.is_fire, lang) },
    { label: { ar: 'إلزامي لكل طلب', en: 'Required for every order' }, value: (r, lang) => yesNo(r.is_required, lang) },
    { label: { ar: 'تاريخ الإضافة', en: 'Added' }, value: (r) => r.created_at },
  ],
};

export function pledgesHandlers(ctx: AppContext) {
  const { db } = ctx;

  // Whoever may see a record may read its files.
  registerFileReader(async (rdb, session, file) => {
    if (session.scope !== 'portal' || !session.permissions.includes('order-pledge')) return false;
    const [row] = await rdb
      .select()
      .from(pledges)
      .where(or(eq(pledges.fileFileId, file.id)))
      .limit(1);
    return !!row;
  });

  /** The record, or 404 when it does not exist. */
  async function find(tx: DbOrTx, id: number, caller: Caller, lock = false): Promise<Row> {
    const query = tx.select().from(pledges).where(eq(pledges.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw ApiError.notFound('pledges.missing');
    void caller;
    return row;
  }

  async function answer(tx: DbOrTx, row: Row): Promise<Dto> {
    return toDto(row, await filesOf(tx, [row]));
  }

  return defineHandlers({
    listPledges: async (req) => {
      return { message: req.t('pledges.list'), data: await listPage(db, pledgesList, req.body, req.query, req.lang), filters: req.body ?? {} };
    },

    exportPledges: async (req, reply) => {
      return sendExport(reply, { db, spec: pledgesList, body: req.body, lang: req.lang, format: req.query.format, title: { ar: 'التعهدات', en: 'Pledges' } });
    },

    getPledge: async (req) => {
      const caller = callerOf(req);
      const row = await find(db, req.params.id, caller);
      return { message: req.t('common.ok'), data: await answer(db, row) };
    },

    createPledge: async (req, reply) => {
      const caller = callerOf(req);

      const body = req.body as Input;
      // the same rules as the form (shared/rules/pledges.ts): a 422 on the field that breaks one
      const values = parseBody(PledgeSchema, body);
      const row = await db.transaction(async (tx) => {
        const fileFileId = await keepFile(ctx, tx, 'file', (body as Record<string, unknown>).file, caller.userId);
        const fields = {
          title: values.title,
          titleEn: values.title_en || null,
          body: values.body || null,
          isFire: values.is_fire === 1,
          isRequired: values.is_required === 1,
          fileFileId: fileFileId ?? null,
        };
        const [created] = await tx.insert(pledges).values(fields).returning();
        await audit(tx, req, { entity: 'pledges', entityId: created!.id, event: 'create', oldValue: null, newValue: { ...created } });
        return created!;
      });
      reply.code(201);
      return { message: req.t('pledges.created'), data: await answer(db, row) };
    },

    updatePledge: async (req) => {
      const caller = callerOf(req);
      const body = req.body as Input;
      const values = parseBody(PledgeSchema, body);
      const row = await db.transaction(async (tx) => {
        const before = await find(tx, req.params.id, caller, true);
        if (body.version !== undefined && body.version !== before.version) throw new ApiError(409, 'lifecycle.stale');
        const fileFileId = await keepFile(ctx, tx, 'file', (body as Record<string, unknown>).file, caller.userId);
        const [after] = await tx
          .update(pledges)
          .set({
            title: values.title,
            titleEn: values.title_en || null,
            body: values.body || null,
            isFire: values.is_fire === 1,
            isRequired: values.is_required === 1,
            ...(fileFileId === undefined ? {} : { fileFileId }),
            version: sql`${pledges.version} + 1`,
            updatedAt: new Date(),
          })
          .where(and(eq(pledges.id, before.id), eq(pledges.version, before.version)))
          .returning();
        if (!after) throw new ApiError(409, 'lifecycle.stale');
        await audit(tx, req, { entity: 'pledges', entityId: after.id, event: 'update', oldValue: { ...before }, newValue: { ...after } });
        return after;
      });
      return { message: req.t('pledges.updated'), data: await answer(db, row) };
    },

    deletePledge: async (req) => {
      const caller = callerOf(req);
      await db.transaction(async (tx) => {
        const before = await find(tx, req.params.id, caller, true);
        await tx.delete(pledges).where(eq(pledges.id, before.id));
        await audit(tx, req, { entity: 'pledges', entityId: before.id, event: 'delete', oldValue: { ...before }, newValue: null });
      });
      return { message: req.t('pledges.deleted') };
    },
  });
}
