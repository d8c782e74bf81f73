/**
 * Complaints (الشكاوى, spec 001 §3 Complaint: title, type, priority, location (longitude, latitude), files,
 * internal/external): list, view, file, correct and withdraw a filed complaint, and the desk's steps. Made by
 * `npm run new:area` (`--machine complaint --scoped`), grown here (docs/complaints.md).
 * - Anyone holding complaint-create files one for their company (a member of staff for the authority); the point
 *   must lie in the site's box (shared/site.ts; the contract and the shared rules refuse it with a 422 otherwise).
 *   The desk's bell rings.
 * - The desk (admin, kdana: `seesAllComplaints`) sees every company's complaints; anyone else their own company's
 *   (another's is a 404, never listed, its files not served).
 * - The lifecycle (./lifecycle.ts): UPDATE is the edit call (filed only, the filer's company); START_REVIEW, RESOLVE
 *   and REJECT go through …/transition/{id} (the desk's); withdrawing is the delete call, while filed.
 * - Files are pictures or PDFs, by their first bytes.
 */
import { eq, inArray, arrayContains, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { defineHandlers } from '../../http/types';
import { ApiError } from '../../http/errors';
import { listPage, op, type ListSpec } from '../../http/list';
import { sendExport } from '../../http/export';
import { registerMessages } from '../../i18n';
import { parseBody } from '../../http/validate';
import { callerOf } from '../../http/request';
import type { DbOrTx } from '../../db/client';
import type { Caller } from '../../lifecycle/caller';
import { files, users } from '../../db/schema';
import { companyNameOf } from '../../users/names';
import { commitAs, sniffMime, storedFileDto, type StoredFileDto } from '../../storage/stored';
import { registerFileReader } from '../../storage/access';
import type { UploadedFile } from '../../storage';
import { FILES_PER_FIELD_MAX } from '../../../shared/limits';
import { roundCoord } from '../../../shared/site';
import { complaintPriorityLabels, complaintSourceLabels, complaintTypeLabels, type ComplaintPriority, type ComplaintSource, type ComplaintType } from '../../../shared/complaints';
import { audit } from '../audit';
import { notify } from '../notifications/texts';
import type { components } from '../../../openapi/schema';
import type { AppContext } from '../context';
import { complaints } from './table';
import { complaintsMessages } from './messages';
import { ComplaintSchema, type ComplaintValues } from '../../../shared/rules/complaints';
import { complaintMachine, seesAllComplaints } from '../../../machines';
import type { StateMeta } from '../../../machines/core/types';
import { complaintLink, complaintsLifecycle, deskAccounts, mayView, scopeOf } from './lifecycle';

registerMessages(complaintsMessages);

type Row = typeof complaints.$inferSelect;
type Dto = components['schemas']['Complaint'];
type Input = components['schemas']['ComplaintInput'];

/** The form's values as the table's columns (its files apart): one mapping for adding and changing a record. */
function columnsOf(values: ComplaintValues) {
  return {
    title: values.title,
    details: values.details || null,
    type: values.type,
    priority: values.priority,
    longitude: roundCoord(values.longitude),
    latitude: roundCoord(values.latitude),
    source: values.source,
  };
}

/** What a record shows of the accounts it points at. */
type Refs = { company_name: string | null; filer_name: string | null };
const company = alias(users, 'complaint_company');
const filer = alias(users, 'complaint_filer');

/** The rows with their company's and filer's names, in one query. */
function withRefs(db: DbOrTx, where: SQL) {
  return db
    .select({ row: complaints, company_name: companyNameOf(company), filer_name: filer.name })
    .from(complaints)
    .leftJoin(company, eq(complaints.companyId, company.id))
    .leftJoin(filer, eq(complaints.filedBy, filer.id))
    .where(where);
}

/** A status as the machine labels it, in the caller's language. */
const statusText = (status: string, lang: 'ar' | 'en') => (complaintMachine.root.states[status]?.meta as StateMeta | undefined)?.label[lang] ?? status;

function toDto(row: Row, refs: Refs, stored: Map<number, StoredFileDto>, lang: 'ar' | 'en'): Dto {
  return {
    id: row.id,
    title: row.title,
    details: row.details,
    type: row.type as ComplaintType,
    priority: row.priority as ComplaintPriority,
    longitude: row.longitude,
    latitude: row.latitude,
    files: row.filesFileIds.flatMap((id) => stored.get(id) ?? []),
    source: row.source as ComplaintSource,
    status: row.status as Dto['status'],
    status_text: statusText(row.status, lang),
    company_id: row.companyId,
    company_name: refs.company_name,
    filed_by: row.filedBy !== null && refs.filer_name !== null ? { id: row.filedBy, name: refs.filer_name } : null,
    resolution: row.resolution,
    reject_reason: row.rejectReason,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    closed_at: row.closedAt?.toISOString() ?? null,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The stored files the rows point at, by id. */
async function filesOf(db: DbOrTx, rows: Row[]): Promise<Map<number, StoredFileDto>> {
  const ids = rows.flatMap((r) => [...r.filesFileIds]);
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

/**
 * A field of several files after a change: the stored ones not named in `remove`, then the new ones, in order.
 * At most FILES_PER_FIELD_MAX in all; an id to drop that is not stored is a 422.
 */
async function keepFiles(ctx: AppContext, tx: DbOrTx, field: string, uploads: unknown, stored: number[], remove: number[] | undefined, ownerId: number | null): Promise<number[]> {
  const added = uploads === undefined ? [] : Array.isArray(uploads) ? uploads : [uploads];
  const dropped = new Set(remove ?? []);
  if ([...dropped].some((id) => !stored.includes(id))) throw ApiError.field(`${field}_remove`, 'validation.invalid');
  const kept = stored.filter((id) => !dropped.has(id));
  if (kept.length + added.length > FILES_PER_FIELD_MAX) throw ApiError.field(field, 'validation.files.tooMany');
  const ids = [...kept];
  for (const upload of added) ids.push((await keepFile(ctx, tx, field, upload, ownerId))!);
  return ids;
}

/** The complaints list (/complaints): filters, sort keys, page loader and export columns, declared once (server/http/list.ts). */
const complaintsList: ListSpec<components['schemas']['ComplaintFilters'], Dto> = {
  name: 'complaints',
  table: complaints,
  id: complaints.id,
  filters: {
    search: op.contains(complaints.title, complaints.details),
    status: op.eq(complaints.status),
    type: op.eq(complaints.type),
    priority: op.eq(complaints.priority),
    source: op.eq(complaints.source),
  },
  sorts: { created_at: complaints.createdAt, title: complaints.title },
  defaultSort: { key: 'created_at', direction: 'desc' },
  load: async (db, ids, lang) => {
    const joined = await withRefs(db, inArray(complaints.id, ids));
    const stored = await filesOf(
      db,
      joined.map((j) => j.row),
    );
    return joined.map((j) => toDto(j.row, j, stored, lang));
  },
  columns: [
    { label: { ar: 'الرقم', en: 'ID' }, value: (r) => r.id },
    { label: { ar: 'عنوان الشكوى', en: 'Title' }, value: (r) => r.title },
    { label: { ar: 'نوع الشكوى', en: 'Type' }, value: (r, lang) => complaintTypeLabels[r.type]?.[lang] ?? r.type },
    { label: { ar: 'الأولوية', en: 'Priority' }, value: (r, lang) => complaintPriorityLabels[r.priority]?.[lang] ?? r.priority },
    { label: { ar: 'المصدر', en: 'Source' }, value: (r, lang) => complaintSourceLabels[r.source]?.[lang] ?? r.source },
    { label: { ar: 'الشركة', en: 'Company' }, value: (r) => r.company_name },
    { label: { ar: 'خط الطول', en: 'Longitude' }, value: (r) => r.longitude },
    { label: { ar: 'خط العرض', en: 'Latitude' }, value: (r) => r.latitude },
    { label: { ar: 'الحالة', en: 'Status' }, value: (r) => r.status_text },
    { label: { ar: 'تاريخ التقديم', en: 'Filed' }, value: (r) => r.created_at },
  ],
};

export function complaintsHandlers(ctx: AppContext) {
  const { db } = ctx;

  // Whoever may see a complaint may read its files: the desk every one's, a company its own.
  registerFileReader(async (rdb, session, file) => {
    if (session.scope !== 'portal' || !session.permissions.some((p) => p === 'complaint-index' || p === 'complaint-details')) return false;
    const [row] = await rdb
      .select({ companyId: complaints.companyId })
      .from(complaints)
      .where(arrayContains(complaints.filesFileIds, [file.id]))
      .limit(1);
    return !!row && (seesAllComplaints(session.typeCode) || (session.user.parentId ?? session.user.id) === row.companyId);
  });

  /** The record, or 404 when it does not exist or belongs to another company. */
  async function find(tx: DbOrTx, id: number, caller: Caller, lock = false): Promise<Row> {
    const query = tx.select().from(complaints).where(eq(complaints.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row || !mayView(caller, row)) throw ApiError.notFound('complaints.missing');
    return row;
  }

  /** What a caller's list holds: every complaint for the desk, the company's own for anyone else. */
  const scopeFilter = (caller: Caller): SQL[] => {
    const scope = scopeOf(caller);
    return scope === null ? [] : [eq(complaints.companyId, scope)];
  };

  async function answer(tx: DbOrTx, row: Row, lang: 'ar' | 'en'): Promise<Dto> {
    const [refs] = await withRefs(tx, eq(complaints.id, row.id));
    return toDto(row, refs ?? { company_name: null, filer_name: null }, await filesOf(tx, [row]), lang);
  }

  return defineHandlers({
    listComplaints: async (req) => {
      const caller = callerOf(req);
      return {
        message: req.t('complaints.list'),
        data: await listPage(db, complaintsList, req.body, req.query, req.lang, scopeFilter(caller)),
        filters: req.body ?? {},
      };
    },

    exportComplaints: async (req, reply) => {
      const caller = callerOf(req);
      return sendExport(reply, {
        db,
        spec: complaintsList,
        body: req.body,
        lang: req.lang,
        format: req.query.format,
        title: { ar: 'الشكاوى', en: 'Complaints' },
        scope: scopeFilter(caller),
      });
    },

    getComplaint: async (req) => {
      const caller = callerOf(req);
      const row = await find(db, req.params.id, caller);
      return { message: req.t('common.ok'), data: await answer(db, row, caller.lang) };
    },

    createComplaint: async (req, reply) => {
      const caller = callerOf(req);
      const body = req.body as Input;
      // the same rules as the form (shared/rules/complaints.ts): a 422 on the field that breaks one
      const values = parseBody(ComplaintSchema, body);
      const row = await db.transaction(async (tx) => {
        const filesFileIds = await keepFiles(ctx, tx, 'files', (body as Record<string, unknown>).files, [], undefined, caller.userId);
        const fields = { ...columnsOf(values), filesFileIds, companyId: caller.companyId ?? caller.userId!, filedBy: caller.userId };
        // the machine's initial status, its first history row and the audit row come from the runtime
        const created = await complaintsLifecycle.on(db).create(caller, fields as typeof fields & Pick<typeof complaints.$inferInsert, 'status'>, tx, { audit: (r) => ({ ...r }) });
        // the desk hears of it (the filer, if one of them, does not need telling)
        const [refs] = await withRefs(tx, eq(complaints.id, created.id));
        const desk = (await deskAccounts(tx)).filter((id) => id !== caller.userId);
        await notify(tx, desk, 'complaint.filed', { id: created.id, title: created.title, company: refs?.company_name ?? '' }, complaintLink(created.id), caller.userId ?? null);
        return created;
      });
      reply.code(201);
      return { message: req.t('complaints.created'), data: await answer(db, row, caller.lang) };
    },

    updateComplaint: async (req) => {
      const caller = callerOf(req);
      const body = req.body as Input;
      const values = parseBody(ComplaintSchema, body);
      const row = await db.transaction(async (tx) => {
        const before = await find(tx, req.params.id, caller, true);
        if (body.version !== undefined && body.version !== before.version) throw new ApiError(409, 'lifecycle.stale');
        const filesFileIds = await keepFiles(ctx, tx, 'files', (body as Record<string, unknown>).files, before.filesFileIds, body.files_remove, caller.userId);
        const fields = { ...columnsOf(values), filesFileIds };
        // the edit is the machine's UPDATE: refused (409, nothing written) once the desk took it up, 403 to anyone but
        // the filer's company; the runtime writes the fields with the version, the history row and the audit row.
        // (The event carries no fields: a complaint's own `type` would clash with the event's.)
        const applied = await complaintsLifecycle
          .on(db)
          .apply(caller, before.id, { type: 'UPDATE' }, { expectedVersion: before.version, tx, actors: { update: async () => ({ ...fields, updatedAt: new Date() }) } });
        return applied.record;
      });
      return { message: req.t('complaints.updated'), data: await answer(db, row, caller.lang) };
    },

    transitionComplaint: async (req) => {
      // only the desk's words travel with the event
      const { event, version, resolution, reject_reason } = req.body;
      const payload = { ...(resolution === undefined ? {} : { resolution }), ...(reject_reason === undefined ? {} : { reject_reason }) };
      const applied = await complaintsLifecycle.on(db).apply(callerOf(req), req.params.id, { ...payload, type: event }, { expectedVersion: version });
      return { message: req.t('complaints.transitioned'), data: await answer(db, applied.record, req.lang) };
    },

    deleteComplaint: async (req) => {
      const caller = callerOf(req);
      await db.transaction(async (tx) => {
        const before = await find(tx, req.params.id, caller, true);
        // withdrawing is the filer's company's, and only before the desk took it up
        const owner = caller.companyId === before.companyId || (caller.userId !== null && caller.userId === before.filedBy);
        if (!owner) throw ApiError.forbidden();
        if (before.status !== 'filed') throw new ApiError(409, 'complaints.notFiled');
        await tx.delete(complaints).where(eq(complaints.id, before.id));
        await audit(tx, req, { entity: 'complaints', entityId: before.id, event: 'delete', oldValue: { ...before }, newValue: null });
      });
      return { message: req.t('complaints.deleted') };
    },
  });
}
