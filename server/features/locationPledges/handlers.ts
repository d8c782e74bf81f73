/**
 * Location pledges (تعهدات المواقع): the pledges of location orders (the twin of ../pledges). List, view, add, change and delete, each behind locationorder-pledge (spec 001 §6;
 * openapi/areas/locationPledges.yaml, whose top comment says what each field is). Started by `npm run new:area`.
 * A fire pledge is a pledge with `is_fire` (the list filters by it); a pledge with `is_required` is one
 * every order must carry, and `requiredLocationPledgeCount` (./counts.ts) is the location orders' "required pledge count"
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
import { locationPledges } from './table';
import { locationPledgesMessages } from './messages';
import { LocationPledgeSchema } from '../../../shared/rules/locationPledges';

registerMessages(locationPledgesMessages);

type Row = typeof locationPledges.$inferSelect;
type Dto = components['schemas']['LocationPledge'];
type Input = components['schemas']['LocationPledgeInput'];

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

/** The location pledges list (/location-pledges): filters, sort keys, page loader and export columns, declared once (server/http/list.ts). */
const locationPledgesList: ListSpec<components['schemas']['LocationPledgeFilters'], Dto> = {
  name: 'locationPledges',
  table: locationPledges,
  id: locationPledges.id,
  filters: {
    search: op.contains(locationPledges.title, locationPledges.titleEn, locationPledges.body),
    is_fire: op.where((v) => eq(locationPledges.isFire, v === 1)),
    is_required: op.where((v) => eq(locationPledges.isRequired, v === 1)),
  },
  sorts: { created_at: locationPledges.createdAt, title: locationPledges.title },
  defaultSort: { key: 'created_at', direction: 'desc' },
  load: async (db, ids) => {
    const rows = await db.select().from(locationPledges).where(inArray(locationPledges.id, ids));
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
    { label: { ar: 'إلزامي لكل طلب موقع', en: 'Required for every location order' }, value: (r, lang) => yesNo(r.is_required, lang) },
    { label: { ar: 'تاريخ الإضافة', en: 'Added' }, value: (r) => r.created_at },
  ],
};

export function locationPledgesHandlers(ctx: AppContext) {
  const { db } = ctx;

  // Whoever may see a record may read its files.
  registerFileReader(async (rdb, session, file) => {
    if (session.scope !== 'portal' || !session.permissions.includes('locationorder-pledge')) return false;
    const [row] = await rdb
      .select()
      .from(locationPledges)
      .where(or(eq(locationPledges.fileFileId, file.id)))
      .limit(1);
    return !!row;
  });

  /** The record, or 404 when it does not exist. */
  async function find(tx: DbOrTx, id: number, caller: Caller, lock = false): Promise<Row> {
    const query = tx.select().from(locationPledges).where(eq(locationPledges.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw ApiError.notFound('locationPledges.missing');
    void caller;
    return row;
  }

  async function answer(tx: DbOrTx, row: Row): Promise<Dto> {
    return toDto(row, await filesOf(tx, [row]));
  }

  return defineHandlers({
    listLocationPledges: async (req) => {
      return { message: req.t('locationPledges.list'), data: await listPage(db, locationPledgesList, req.body, req.query, req.lang), filters: req.body ?? {} };
    },

    exportLocationPledges: async (req, reply) => {
      return sendExport(reply, { db, spec: locationPledgesList, body: req.body, lang: req.lang, format: req.query.format, title: { ar: 'تعهدات المواقع', en: 'Location pledges' } });
    },

    getLocationPledge: async (req) => {
      const caller = callerOf(req);
      const row = await find(db, req.params.id, caller);
      return { message: req.t('common.ok'), data: await answer(db, row) };
    },

    createLocationPledge: async (req, reply) => {
      const caller = callerOf(req);

      const body = req.body as Input;
      // the same rules as the form (shared/rules/locationPledges.ts): a 422 on the field that breaks one
      const values = parseBody(LocationPledgeSchema, body);
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
        const [created] = await tx.insert(locationPledges).values(fields).returning();
        await audit(tx, req, { entity: 'location_pledges', entityId: created!.id, event: 'create', oldValue: null, newValue: { ...created } });
        return created!;
      });
      reply.code(201);
      return { message: req.t('locationPledges.created'), data: await answer(db, row) };
    },

    updateLocationPledge: async (req) => {
      const caller = callerOf(req);
      const body = req.body as Input;
      const values = parseBody(LocationPledgeSchema, body);
      const row = await db.transaction(async (tx) => {
        const before = await find(tx, req.params.id, caller, true);
        if (body.version !== undefined && body.version !== before.version) throw new ApiError(409, 'lifecycle.stale');
        const fileFileId = await keepFile(ctx, tx, 'file', (body as Record<string, unknown>).file, caller.userId);
        const [after] = await tx
          .update(locationPledges)
          .set({
            title: values.title,
            titleEn: values.title_en || null,
            body: values.body || null,
            isFire: values.is_fire === 1,
            isRequired: values.is_required === 1,
            ...(fileFileId === undefined ? {} : { fileFileId }),
            version: sql`${locationPledges.version} + 1`,
            updatedAt: new Date(),
          })
          .where(and(eq(locationPledges.id, before.id), eq(locationPledges.version, before.version)))
          .returning();
        if (!after) throw new ApiError(409, 'lifecycle.stale');
        await audit(tx, req, { entity: 'location_pledges', entityId: after.id, event: 'update', oldValue: { ...before }, newValue: { ...after } });
        return after;
      });
      return { message: req.t('locationPledges.updated'), data: await answer(db, row) };
    },

    deleteLocationPledge: async (req) => {
      const caller = callerOf(req);
      await db.transaction(async (tx) => {
        const before = await find(tx, req.params.id, caller, true);
        await tx.delete(locationPledges).where(eq(locationPledges.id, before.id));
        await audit(tx, req, { entity: 'location_pledges', entityId: before.id, event: 'delete', oldValue: { ...before }, newValue: null });
      });
      return { message: req.t('locationPledges.deleted') };
    },
  });
}
