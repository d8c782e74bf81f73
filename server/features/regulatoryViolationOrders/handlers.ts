/**
 * Regulatory violations (المخالفات النظامية, spec 001 §2 /regulatory-violation-order, §3 Violation form, §5, §6, §7
 * "POST list and GET /{id}"): list, view, write, change and discard a draft, issue, make the document ready. Made
 * by `npm run new:area`, grown here.
 * - The desk (the authority's staff and government entities) writes violations against a camp; the violation
 *   belongs to the company the camp was handed over to (its delivered assignment), not to the writer.
 * - A company sees its own once issued; a draft, or another company's, is a 404.
 * - The lifecycle (./lifecycle.ts): UPDATE is the edit call (drafts only); ISSUE goes through …/transition/{id}
 *   and reads what is stored (no payload: the facts are the record's); MAKE_READY only through …/ready/{id}, which
 *   stores the document's logos first.
 * - Images and logos are images (PNG, JPEG, WebP), by their first bytes.
 */
import { and, eq, inArray, ne, or, arrayContains, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { defineHandlers } from '../../http/types';
import { companyNameOf } from '../../users/names';
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
import { FILES_PER_FIELD_MAX } from '../../../shared/limits';
import { users } from '../../db/schema';
import { assignCamps } from '../assign/table';
import { audit } from '../audit';
import type { components } from '../../../openapi/schema';
import type { AppContext } from '../context';
import { regulatoryViolationOrders } from './table';
import { camps } from '../camps/table';
import { regulatoryViolationOrdersMessages } from './messages';
import { RegulatoryViolationOrderSchema, type RegulatoryViolationOrderValues } from '../../../shared/rules/regulatoryViolationOrders';
import { seesAllViolations, violationMachine } from '../../../machines';
import type { StateMeta } from '../../../machines/core/types';
import { mayView, regulatoryViolationOrdersLifecycle, scopeOf } from './lifecycle';

registerMessages(regulatoryViolationOrdersMessages);

type Row = typeof regulatoryViolationOrders.$inferSelect;
type Dto = components['schemas']['RegulatoryViolationOrder'];
type Input = components['schemas']['RegulatoryViolationOrderInput'];

/** The form's values as the table's columns (its files apart): one mapping for adding and changing a record. */
function columnsOf(values: RegulatoryViolationOrderValues) {
  return {
    title: values.title,
    campId: values.camp_id,
    body: values.body || null,
  };
}

/** What a record shows of the records its references point at. */
type Refs = Pick<Dto, 'get_camp' | 'company_name'>;
const campIdTarget = alias(camps, 'camp_id_target');
const company = alias(users, 'violation_company');

/** The rows with the records they point at, in one query (a left join on each target's primary key): no query per row. */
function withRefs(db: DbOrTx, where: SQL) {
  return db
    .select({
      row: regulatoryViolationOrders,
      get_camp: { id: campIdTarget.id, name: campIdTarget.name, name_en: campIdTarget.nameEn },
      // the company it was issued against, as the desk reads it
      company_name: companyNameOf(company),
    })
    .from(regulatoryViolationOrders)
    .leftJoin(campIdTarget, eq(regulatoryViolationOrders.campId, campIdTarget.id))
    .leftJoin(company, eq(regulatoryViolationOrders.companyId, company.id))
    .where(where);
}

/** A reference to a record that does not exist is a 422 on its field, said in the caller's language. */
async function checkRefs(tx: DbOrTx, values: { camp_id?: number | null | undefined }): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (values.camp_id != null) {
    const [found] = await tx.select({ id: camps.id }).from(camps).where(eq(camps.id, values.camp_id));
    if (!found) errors.camp_id = ['regulatoryViolationOrders.campIdMissing'];
  }
  if (Object.keys(errors).length) throw ApiError.invalid(errors);
}

/** The company a camp was handed over to (its delivered assignment); a camp not handed over is a 422 on camp_id. */
async function companyOfCamp(tx: DbOrTx, campId: number): Promise<number> {
  const [found] = await tx
    .select({ companyId: assignCamps.receiver_company_id })
    .from(assignCamps)
    .where(and(eq(assignCamps.campId, campId), eq(assignCamps.status, 'deliverd')))
    .orderBy(sql`${assignCamps.id} desc`)
    .limit(1);
  if (!found?.companyId) throw ApiError.field('camp_id', 'regulatoryViolationOrders.campNotDelivered');
  return found.companyId;
}

/** A status as the machine labels it, in the caller's language. */
const statusText = (status: string, lang: 'ar' | 'en') => (violationMachine.root.states[status]?.meta as StateMeta | undefined)?.label[lang] ?? status;

function toDto(row: Row, refs: Refs, stored: Map<number, StoredFileDto>, lang: 'ar' | 'en'): Dto {
  return {
    id: row.id,
    title: row.title,
    camp_id: row.campId,
    body: row.body,
    images: row.imagesFileIds.flatMap((id) => stored.get(id) ?? []),
    header_logo_1: row.headerLogo1FileId ? (stored.get(row.headerLogo1FileId) ?? null) : null,
    header_logo_2: row.headerLogo2FileId ? (stored.get(row.headerLogo2FileId) ?? null) : null,
    footer_logo: row.footerLogoFileId ? (stored.get(row.footerLogoFileId) ?? null) : null,
    get_camp: refs.get_camp,
    status: row.status,
    status_text: statusText(row.status, lang),
    company_id: row.companyId,
    company_name: refs.company_name,
    issued_at: row.issuedAt?.toISOString() ?? null,
    ready_at: row.readyAt?.toISOString() ?? null,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The stored files the rows point at, by id. */
async function filesOf(db: DbOrTx, rows: Row[]): Promise<Map<number, StoredFileDto>> {
  const ids = rows.flatMap((r) => [r.headerLogo1FileId, r.headerLogo2FileId, r.footerLogoFileId, ...r.imagesFileIds]).filter((id): id is number => id !== null);
  if (!ids.length) return new Map();
  const found = await db.select().from(files).where(inArray(files.id, ids));
  return new Map(found.map((f) => [f.id, storedFileDto(f)]));
}

/** Accepted kinds, by their first bytes: images only (the violation's photographs and the document's logos). */
async function keepFile(ctx: AppContext, tx: DbOrTx, field: string, upload: unknown, ownerId: number | null): Promise<number | undefined> {
  if (upload === undefined) return undefined;
  const file = upload as UploadedFile;
  const mime = await sniffMime(file.tempPath);
  if (!mime?.startsWith('image/')) throw ApiError.field(field, 'regulatoryViolationOrders.imagesOnly');
  return commitAs(ctx.storage, tx, file, mime, ownerId);
}

/**
 * A field of several files after a change: the stored ones not named in `remove`, then the new ones, in order.
 * At most FILES_PER_FIELD_MAX in all and, when required, at least one; an id to drop that is not stored is a 422.
 */
async function keepFiles(ctx: AppContext, tx: DbOrTx, field: string, uploads: unknown, stored: number[], remove: number[] | undefined, required: boolean, ownerId: number | null): Promise<number[]> {
  const added = uploads === undefined ? [] : Array.isArray(uploads) ? uploads : [uploads];
  const dropped = new Set(remove ?? []);
  if ([...dropped].some((id) => !stored.includes(id))) throw ApiError.field(`${field}_remove`, 'validation.invalid');
  const kept = stored.filter((id) => !dropped.has(id));
  if (kept.length + added.length > FILES_PER_FIELD_MAX) throw ApiError.field(field, 'validation.files.tooMany');
  if (required && kept.length + added.length === 0) throw ApiError.field(field, 'validation.required');
  const ids = [...kept];
  for (const upload of added) ids.push((await keepFile(ctx, tx, field, upload, ownerId))!);
  return ids;
}

/** The regulatory violations list (/regulatory-violation-order): filters, sort keys, page loader and export columns, declared once (server/http/list.ts). */
const regulatoryViolationOrdersList: ListSpec<components['schemas']['RegulatoryViolationOrderFilters'], Dto> = {
  name: 'regulatoryViolationOrders',
  table: regulatoryViolationOrders,
  id: regulatoryViolationOrders.id,
  filters: {
    search: op.contains(regulatoryViolationOrders.title, regulatoryViolationOrders.body),
    status: op.eq(regulatoryViolationOrders.status),
    camp_id: op.eq(regulatoryViolationOrders.campId),
  },
  sorts: { created_at: regulatoryViolationOrders.createdAt, title: regulatoryViolationOrders.title },
  defaultSort: { key: 'created_at', direction: 'desc' },
  load: async (db, ids, lang) => {
    const joined = await withRefs(db, inArray(regulatoryViolationOrders.id, ids));
    const stored = await filesOf(
      db,
      joined.map((j) => j.row),
    );
    return joined.map((j) => toDto(j.row, j, stored, lang));
  },
  columns: [
    { label: { ar: 'الرقم', en: 'ID' }, value: (r) => r.id },
    { label: { ar: 'عنوان المخالفة', en: 'Violation title' }, value: (r) => r.title },
    { label: { ar: 'مخيم', en: 'Camp' }, value: (r, lang) => (lang === 'en' && r.get_camp?.name_en) || r.get_camp?.name || null },
    { label: { ar: 'نص المخالفة', en: 'Body' }, value: (r) => r.body },
    { label: { ar: 'الحالة', en: 'Status' }, value: (r) => r.status_text },
    { label: { ar: 'تاريخ الإضافة', en: 'Added' }, value: (r) => r.created_at },
  ],
};

export function regulatoryViolationOrdersHandlers(ctx: AppContext) {
  const { db } = ctx;

  // Whoever may see a record may read its files.
  registerFileReader(async (rdb, session, file) => {
    if (session.scope !== 'portal' || !session.permissions.some((p) => p === 'violationorder-index' || p === 'violationorder-view')) return false;
    const [row] = await rdb
      .select()
      .from(regulatoryViolationOrders)
      .where(
        or(
          eq(regulatoryViolationOrders.headerLogo1FileId, file.id),
          eq(regulatoryViolationOrders.headerLogo2FileId, file.id),
          eq(regulatoryViolationOrders.footerLogoFileId, file.id),
          arrayContains(regulatoryViolationOrders.imagesFileIds, [file.id]),
        ),
      )
      .limit(1);
    // the desk reads every violation's files; a company (and its employees) those of its issued ones
    return !!row && (seesAllViolations(session.typeCode) || ((session.user.parentId ?? session.user.id) === row.companyId && row.status !== 'draft'));
  });

  /** The record, or 404 when it does not exist, belongs to another company, or is a draft a company may not see yet. */
  async function find(tx: DbOrTx, id: number, caller: Caller, lock = false): Promise<Row> {
    const query = tx.select().from(regulatoryViolationOrders).where(eq(regulatoryViolationOrders.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row || !mayView(caller, row)) throw ApiError.notFound('regulatoryViolationOrders.missing');
    return row;
  }

  /** What a company's list holds: its own violations, once issued. */
  const scopeFilter = (caller: Caller): SQL[] => {
    const scope = scopeOf(caller);
    return scope === null ? [] : [eq(regulatoryViolationOrders.companyId, scope), ne(regulatoryViolationOrders.status, 'draft')];
  };

  /** Writing is the desk's: a company holding the permission still may not write against a camp. */
  const mustBeDesk = (caller: Caller) => {
    if (!seesAllViolations(caller.accountType)) throw ApiError.forbidden();
  };

  async function answer(tx: DbOrTx, row: Row, lang: 'ar' | 'en'): Promise<Dto> {
    // the record as it is now, with the records it points at
    const [refs] = await withRefs(tx, eq(regulatoryViolationOrders.id, row.id));
    return toDto(row, refs!, await filesOf(tx, [row]), lang);
  }

  return defineHandlers({
    listRegulatoryViolationOrders: async (req) => {
      const caller = callerOf(req);
      return {
        message: req.t('regulatoryViolationOrders.list'),
        data: await listPage(db, regulatoryViolationOrdersList, req.body, req.query, req.lang, scopeFilter(caller)),
        filters: req.body ?? {},
      };
    },

    exportRegulatoryViolationOrders: async (req, reply) => {
      const caller = callerOf(req);
      return sendExport(reply, {
        db,
        spec: regulatoryViolationOrdersList,
        body: req.body,
        lang: req.lang,
        format: req.query.format,
        title: { ar: 'المخالفات النظامية', en: 'Regulatory violations' },
        scope: scopeFilter(caller),
      });
    },

    regulatoryViolationCamps: async (req) => {
      mustBeDesk(callerOf(req));
      const rows = await db
        .selectDistinct({ id: camps.id, name: camps.name, name_en: camps.nameEn, company_name: companyNameOf(company) })
        .from(camps)
        .innerJoin(assignCamps, and(eq(assignCamps.campId, camps.id), eq(assignCamps.status, 'deliverd')))
        .leftJoin(company, eq(assignCamps.receiver_company_id, company.id))
        .orderBy(camps.name)
        .limit(500);
      return { message: req.t('common.ok'), data: rows };
    },

    getRegulatoryViolationOrder: async (req) => {
      const caller = callerOf(req);
      const row = await find(db, req.params.id, caller);
      return { message: req.t('common.ok'), data: await answer(db, row, caller.lang) };
    },

    createRegulatoryViolationOrder: async (req, reply) => {
      const caller = callerOf(req);
      mustBeDesk(caller);
      const body = req.body as Input;
      // the same rules as the form (shared/rules/regulatoryViolationOrders.ts): a 422 on the field that breaks one
      const values = parseBody(RegulatoryViolationOrderSchema, body);
      const row = await db.transaction(async (tx) => {
        await checkRefs(tx, values);
        const companyId = await companyOfCamp(tx, values.camp_id);
        const headerLogo1FileId = await keepFile(ctx, tx, 'header_logo_1', (body as Record<string, unknown>).header_logo_1, caller.userId);
        const headerLogo2FileId = await keepFile(ctx, tx, 'header_logo_2', (body as Record<string, unknown>).header_logo_2, caller.userId);
        const footerLogoFileId = await keepFile(ctx, tx, 'footer_logo', (body as Record<string, unknown>).footer_logo, caller.userId);
        const imagesFileIds = await keepFiles(ctx, tx, 'images', (body as Record<string, unknown>).images, [], body.images_remove, false, caller.userId);
        const fields = {
          ...columnsOf(values),
          headerLogo1FileId: headerLogo1FileId ?? null,
          headerLogo2FileId: headerLogo2FileId ?? null,
          footerLogoFileId: footerLogoFileId ?? null,
          imagesFileIds,
          companyId,
        };
        // the machine's initial status, its first history row and the audit row come from the runtime
        // (the status is the runtime's to write: the fields leave it out)
        return regulatoryViolationOrdersLifecycle.on(db).create(caller, fields as typeof fields & Pick<typeof regulatoryViolationOrders.$inferInsert, 'status'>, tx, { audit: (r) => ({ ...r }) });
      });
      reply.code(201);
      return { message: req.t('regulatoryViolationOrders.created'), data: await answer(db, row, caller.lang) };
    },

    updateRegulatoryViolationOrder: async (req) => {
      const caller = callerOf(req);
      mustBeDesk(caller);
      const body = req.body as Input;
      const values = parseBody(RegulatoryViolationOrderSchema, body);
      const row = await db.transaction(async (tx) => {
        const before = await find(tx, req.params.id, caller, true);
        if (body.version !== undefined && body.version !== before.version) throw new ApiError(409, 'lifecycle.stale');
        await checkRefs(tx, values);
        // a draft moved to another camp belongs to that camp's company
        const companyId = values.camp_id === before.campId ? before.companyId : await companyOfCamp(tx, values.camp_id);
        const headerLogo1FileId = await keepFile(ctx, tx, 'header_logo_1', (body as Record<string, unknown>).header_logo_1, caller.userId);
        const headerLogo2FileId = await keepFile(ctx, tx, 'header_logo_2', (body as Record<string, unknown>).header_logo_2, caller.userId);
        const footerLogoFileId = await keepFile(ctx, tx, 'footer_logo', (body as Record<string, unknown>).footer_logo, caller.userId);
        const imagesFileIds = await keepFiles(ctx, tx, 'images', (body as Record<string, unknown>).images, before.imagesFileIds, body.images_remove, false, caller.userId);
        const fields = {
          ...columnsOf(values),
          ...(headerLogo1FileId === undefined ? {} : { headerLogo1FileId }),
          ...(headerLogo2FileId === undefined ? {} : { headerLogo2FileId }),
          ...(footerLogoFileId === undefined ? {} : { footerLogoFileId }),
          imagesFileIds,
          companyId,
        };
        // the edit is the machine's UPDATE: refused (409, nothing written) in a status that does not take it; the
        // runtime writes the fields with the version, the history row and the audit row
        const applied = await regulatoryViolationOrdersLifecycle
          .on(db)
          .apply(caller, before.id, { type: 'UPDATE' }, { expectedVersion: before.version, tx, actors: { update: async () => ({ ...fields, updatedAt: new Date() }) } });
        return applied.record;
      });
      return { message: req.t('regulatoryViolationOrders.updated'), data: await answer(db, row, caller.lang) };
    },

    transitionRegulatoryViolationOrder: async (req) => {
      // ISSUE carries nothing: the machine reads the stored body and images (a payload could vouch for images never stored)
      const { event, version } = req.body;
      const applied = await regulatoryViolationOrdersLifecycle.on(db).apply(callerOf(req), req.params.id, { type: event }, { expectedVersion: version });
      return { message: req.t('regulatoryViolationOrders.issued'), data: await answer(db, applied.record, req.lang) };
    },

    readyRegulatoryViolationOrder: async (req) => {
      const caller = callerOf(req);
      const body = req.body as components['schemas']['RegulatoryViolationOrderReady'];
      const applied = await db.transaction(async (tx) => {
        const before = await find(tx, req.params.id, caller, true);
        if (body.version !== undefined && body.version !== before.version) throw new ApiError(409, 'lifecycle.stale');
        // the logos sent now are stored first and handed to MAKE_READY by id; the ones not sent are read from the record
        const logos: Record<string, number> = {};
        for (const field of ['header_logo_1', 'header_logo_2', 'footer_logo'] as const) {
          const id = await keepFile(ctx, tx, field, (body as Record<string, unknown>)[field], caller.userId);
          if (id !== undefined) logos[field] = id;
        }
        return regulatoryViolationOrdersLifecycle.on(db).apply(caller, before.id, { ...logos, type: 'MAKE_READY' }, { expectedVersion: before.version, tx });
      });
      return { message: req.t('regulatoryViolationOrders.ready'), data: await answer(db, applied.record, req.lang) };
    },

    deleteRegulatoryViolationOrder: async (req) => {
      const caller = callerOf(req);
      mustBeDesk(caller);
      await db.transaction(async (tx) => {
        const before = await find(tx, req.params.id, caller, true);
        // only a draft is discarded: an issued violation is on the company's record
        if (before.status !== 'draft') throw new ApiError(409, 'regulatoryViolationOrders.notDraft');
        await tx.delete(regulatoryViolationOrders).where(eq(regulatoryViolationOrders.id, before.id));
        await audit(tx, req, { entity: 'regulatory_violation_orders', entityId: before.id, event: 'delete', oldValue: { ...before }, newValue: null });
      });
      return { message: req.t('regulatoryViolationOrders.deleted') };
    },
  });
}
