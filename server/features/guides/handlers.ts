/**
 * Engineering guide offices (مكاتب الأدلة الهندسية): list, view, add, change and delete, each behind
 * order-eng-guides (spec 001 §6; openapi/areas/guides.yaml). Started by `npm run new:area`.
 *
 * "An engineering guide needs a title, description and file" (spec 001 §5): the shared rules
 * (shared/rules/guides.ts) say so field by field, in both languages. A new guide must come with its
 * file; a change may leave the file out to keep the one on record, but a guide with none on record
 * (the demo's, seeded without files) must be given one.
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
import { guides } from './table';
import { guidesMessages } from './messages';
import { guideSchema } from '../../../shared/rules/guides';

registerMessages(guidesMessages);

type Row = typeof guides.$inferSelect;
type Dto = components['schemas']['Guide'];
type Input = components['schemas']['GuideInput'];

function toDto(row: Row, stored: Map<number, StoredFileDto>): Dto {
  return {
    id: row.id,
    title: row.title,
    title_en: row.titleEn,
    description: row.description,
    file: row.fileFileId ? (stored.get(row.fileFileId) ?? null) : null,
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

/** What the rules read: every field named, so a missing one gets its own message rather than valibot's "invalid key". */
const rulesInput = (body: Input) => ({ title: body.title, title_en: body.title_en, description: body.description, file: (body as Record<string, unknown>).file });

/** The engineering guide offices list (/guides): filters, sort keys, page loader and export columns, declared once (server/http/list.ts). */
const guidesList: ListSpec<components['schemas']['GuideFilters'], Dto> = {
  name: 'guides',
  table: guides,
  id: guides.id,
  filters: {
    search: op.contains(guides.title, guides.titleEn, guides.description),
  },
  sorts: { created_at: guides.createdAt, title: guides.title },
  defaultSort: { key: 'created_at', direction: 'desc' },
  load: async (db, ids) => {
    const rows = await db.select().from(guides).where(inArray(guides.id, ids));
    const stored = await filesOf(db, rows);
    return rows.map((r) => toDto(r, stored));
  },
  columns: [
    { label: { ar: 'الرقم', en: 'ID' }, value: (r) => r.id },
    { label: { ar: 'العنوان', en: 'Title' }, value: (r) => r.title },
    { label: { ar: 'العنوان بالإنجليزية', en: 'English title' }, value: (r) => r.title_en },
    { label: { ar: 'الوصف', en: 'Description' }, value: (r) => r.description },
    { label: { ar: 'ملف الدليل', en: 'Guide file' }, value: (r) => r.file?.name },
    { label: { ar: 'تاريخ الإضافة', en: 'Added' }, value: (r) => r.created_at },
  ],
};

export function guidesHandlers(ctx: AppContext) {
  const { db } = ctx;

  // Whoever may see a record may read its files.
  registerFileReader(async (rdb, session, file) => {
    if (session.scope !== 'portal' || !session.permissions.includes('order-eng-guides')) return false;
    const [row] = await rdb
      .select()
      .from(guides)
      .where(or(eq(guides.fileFileId, file.id)))
      .limit(1);
    return !!row;
  });

  /** The record, or 404 when it does not exist. */
  async function find(tx: DbOrTx, id: number, caller: Caller, lock = false): Promise<Row> {
    const query = tx.select().from(guides).where(eq(guides.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw ApiError.notFound('guides.missing');
    void caller;
    return row;
  }

  async function answer(tx: DbOrTx, row: Row): Promise<Dto> {
    return toDto(row, await filesOf(tx, [row]));
  }

  return defineHandlers({
    listGuides: async (req) => {
      return { message: req.t('guides.list'), data: await listPage(db, guidesList, req.body, req.query, req.lang), filters: req.body ?? {} };
    },

    exportGuides: async (req, reply) => {
      return sendExport(reply, { db, spec: guidesList, body: req.body, lang: req.lang, format: req.query.format, title: { ar: 'مكاتب الأدلة الهندسية', en: 'Engineering guide offices' } });
    },

    getGuide: async (req) => {
      const caller = callerOf(req);
      const row = await find(db, req.params.id, caller);
      return { message: req.t('common.ok'), data: await answer(db, row) };
    },

    createGuide: async (req, reply) => {
      const caller = callerOf(req);

      const body = req.body as Input;
      // the same rules as the form (shared/rules/guides.ts): a 422 on the field that breaks one; a new guide needs its file
      const values = parseBody(guideSchema(false), rulesInput(body));
      const row = await db.transaction(async (tx) => {
        const fileFileId = await keepFile(ctx, tx, 'file', (body as Record<string, unknown>).file, caller.userId);
        const fields = {
          title: values.title,
          titleEn: values.title_en || null,
          description: values.description,
          fileFileId: fileFileId ?? null,
        };
        const [created] = await tx.insert(guides).values(fields).returning();
        await audit(tx, req, { entity: 'guides', entityId: created!.id, event: 'create', oldValue: null, newValue: { ...created } });
        return created!;
      });
      reply.code(201);
      return { message: req.t('guides.created'), data: await answer(db, row) };
    },

    updateGuide: async (req) => {
      const caller = callerOf(req);
      const body = req.body as Input;
      const row = await db.transaction(async (tx) => {
        const before = await find(tx, req.params.id, caller, true);
        // leaving the file out keeps the one on record; a guide with none must be given one
        const values = parseBody(guideSchema(before.fileFileId !== null), rulesInput(body));
        if (body.version !== undefined && body.version !== before.version) throw new ApiError(409, 'lifecycle.stale');
        const fileFileId = await keepFile(ctx, tx, 'file', (body as Record<string, unknown>).file, caller.userId);
        const [after] = await tx
          .update(guides)
          .set({
            title: values.title,
            titleEn: values.title_en || null,
            description: values.description,
            ...(fileFileId === undefined ? {} : { fileFileId }),
            version: sql`${guides.version} + 1`,
            updatedAt: new Date(),
          })
          .where(and(eq(guides.id, before.id), eq(guides.version, before.version)))
          .returning();
        if (!after) throw new ApiError(409, 'lifecycle.stale');
        await audit(tx, req, { entity: 'guides', entityId: after.id, event: 'update', oldValue: { ...before }, newValue: { ...after } });
        return after;
      });
      return { message: req.t('guides.updated'), data: await answer(db, row) };
    },

    deleteGuide: async (req) => {
      const caller = callerOf(req);
      await db.transaction(async (tx) => {
        const before = await find(tx, req.params.id, caller, true);
        await tx.delete(guides).where(eq(guides.id, before.id));
        await audit(tx, req, { entity: 'guides', entityId: before.id, event: 'delete', oldValue: { ...before }, newValue: null });
      });
      return { message: req.t('guides.deleted') };
    },
  });
}
