/**
 * Specialists (التخصصات): the spec's calls (000 §7: POST general/specialist?page, GET
 * general/specialist/edit/{id}, POST general/specialist/store, POST general/specialist/update/{id})
 * with the answers' is_req_text and status_text in the caller's language. The list needs
 * order-specialists-index or locationorder-specialists-index (the spec's); adding and changing are
 * ours, specialist-create and specialist-update, and deleting one entered by mistake specialist-delete
 * (the administrator's); a specialist no longer offered is stopped (active 0), not deleted.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
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
import { audit } from '../audit';
import type { components } from '../../../openapi/schema';
import type { AppContext } from '../context';
import { specialists } from './table';
import { categories } from '../categories/table';
import { specialistsMessages } from './messages';
import { SpecialistSchema, activeLabels, isReqLabels } from '../../../shared/rules/specialists';

registerMessages(specialistsMessages);

type Row = typeof specialists.$inferSelect;
type Dto = components['schemas']['Specialist'];
type Input = components['schemas']['SpecialistInput'];

/** What a record shows of the records its references point at. */
type Refs = Pick<Dto, 'get_cat'>;
const catIdTarget = alias(categories, 'cat_id_target');

/** The rows with the records they point at, in one query (a left join on each target's primary key): no query per row. */
function withRefs(db: DbOrTx, where: SQL) {
  return db
    .select({
      row: specialists,
      get_cat: { id: catIdTarget.id, name: catIdTarget.name, name_en: catIdTarget.nameEn },
    })
    .from(specialists)
    .leftJoin(catIdTarget, eq(specialists.catId, catIdTarget.id))
    .where(where);
}

/** A reference to a record that does not exist is a 422 on its field, said in the caller's language. */
async function checkRefs(tx: DbOrTx, values: { cat_id?: number | null | undefined }): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (values.cat_id != null) {
    const [found] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, values.cat_id));
    if (!found) errors.cat_id = ['specialists.catIdMissing'];
  }
  if (Object.keys(errors).length) throw ApiError.invalid(errors);
}

function toDto(row: Row, refs: Refs, lang: 'ar' | 'en'): Dto {
  return {
    id: row.id,
    name: row.name,
    note: row.note,
    is_req: row.isReq ? 1 : 0,
    active: row.active ? 1 : 0,
    is_req_text: isReqLabels[row.isReq ? 1 : 0][lang],
    status_text: activeLabels[row.active ? 1 : 0][lang],
    cat_id: row.catId,
    get_cat: refs.get_cat,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The specialists list (/specialists): filters, sort keys, page loader and export columns, declared once (server/http/list.ts). */
const specialistsList: ListSpec<components['schemas']['SpecialistFilters'], Dto> = {
  name: 'specialists',
  table: specialists,
  id: specialists.id,
  filters: {
    search: op.contains(specialists.name, specialists.note),
    cat_id: op.eq(specialists.catId),
    is_req: op.where((v) => eq(specialists.isReq, v === 1)),
    active: op.where((v) => eq(specialists.active, v === 1)),
  },
  sorts: { cat_id: specialists.catId, name: specialists.name, created_at: specialists.createdAt },
  // category by category, as the location orders ask for them
  defaultSort: { key: 'cat_id', direction: 'asc' },
  load: async (db, ids, lang) => {
    const joined = await withRefs(db, inArray(specialists.id, ids));
    return joined.map((j) => toDto(j.row, j, lang));
  },
  columns: [
    { label: { ar: 'الرقم', en: 'ID' }, value: (r) => r.id },
    { label: { ar: 'الاسم', en: 'Name' }, value: (r) => r.name },
    { label: { ar: 'ملاحظة', en: 'Note' }, value: (r) => r.note },
    { label: { ar: 'مطلوب', en: 'Required' }, value: (r) => r.is_req_text },
    { label: { ar: 'الحالة', en: 'Status' }, value: (r) => r.status_text },
    { label: { ar: 'التصنيف', en: 'Category' }, value: (r, lang) => (lang === 'en' && r.get_cat?.name_en) || r.get_cat?.name || null },
    { label: { ar: 'تاريخ الإضافة', en: 'Added' }, value: (r) => r.created_at },
  ],
};

export function specialistsHandlers(ctx: AppContext) {
  const { db } = ctx;

  /** The record, or 404 when it does not exist. */
  async function find(tx: DbOrTx, id: number, caller: Caller, lock = false): Promise<Row> {
    const query = tx.select().from(specialists).where(eq(specialists.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw ApiError.notFound('specialists.missing');
    void caller;
    return row;
  }

  async function answer(tx: DbOrTx, row: Row, lang: 'ar' | 'en'): Promise<Dto> {
    // the record as it is now, with the records it points at
    const [refs] = await withRefs(tx, eq(specialists.id, row.id));
    return toDto(row, refs!, lang);
  }

  return defineHandlers({
    listSpecialists: async (req) => {
      const caller = callerOf(req);
      void caller;
      return { message: req.t('specialists.list'), data: await listPage(db, specialistsList, req.body, req.query, req.lang), filters: req.body ?? {} };
    },

    exportSpecialists: async (req, reply) => {
      const caller = callerOf(req);
      void caller;
      return sendExport(reply, { db, spec: specialistsList, body: req.body, lang: req.lang, format: req.query.format, title: { ar: 'التخصصات', en: 'Specialists' } });
    },

    getSpecialist: async (req) => {
      const caller = callerOf(req);
      const row = await find(db, req.params.id, caller);
      return { message: req.t('common.ok'), data: await answer(db, row, req.lang) };
    },

    createSpecialist: async (req, reply) => {
      const body = req.body as Input;
      // the same rules as the form (shared/rules/specialists.ts): a 422 on the field that breaks one
      const values = parseBody(SpecialistSchema, body);
      const row = await db.transaction(async (tx) => {
        await checkRefs(tx, values);

        const fields = {
          name: values.name,
          note: values.note || null,
          isReq: values.is_req === 1,
          active: values.active !== 0,
          catId: values.cat_id,
        };
        const [created] = await tx.insert(specialists).values(fields).returning();
        await audit(tx, req, { entity: 'specialists', entityId: created!.id, event: 'create', oldValue: null, newValue: { ...created } });
        return created!;
      });
      reply.code(201);
      return { message: req.t('specialists.created'), data: await answer(db, row, req.lang) };
    },

    updateSpecialist: async (req) => {
      const caller = callerOf(req);
      const body = req.body as Input;
      const values = parseBody(SpecialistSchema, body);
      const row = await db.transaction(async (tx) => {
        const before = await find(tx, req.params.id, caller, true);
        if (body.version !== undefined && body.version !== before.version) throw new ApiError(409, 'lifecycle.stale');
        await checkRefs(tx, values);

        const [after] = await tx
          .update(specialists)
          .set({
            name: values.name,
            note: values.note || null,
            isReq: values.is_req === 1,
            active: values.active !== 0,
            catId: values.cat_id,

            version: sql`${specialists.version} + 1`,
            updatedAt: new Date(),
          })
          .where(and(eq(specialists.id, before.id), eq(specialists.version, before.version)))
          .returning();
        if (!after) throw new ApiError(409, 'lifecycle.stale');
        await audit(tx, req, { entity: 'specialists', entityId: after.id, event: 'update', oldValue: { ...before }, newValue: { ...after } });
        return after;
      });
      return { message: req.t('specialists.updated'), data: await answer(db, row, req.lang) };
    },

    deleteSpecialist: async (req) => {
      const caller = callerOf(req);
      await db.transaction(async (tx) => {
        const before = await find(tx, req.params.id, caller, true);
        await tx.delete(specialists).where(eq(specialists.id, before.id));
        await audit(tx, req, { entity: 'specialists', entityId: before.id, event: 'delete', oldValue: { ...before }, newValue: null });
      });
      return { message: req.t('specialists.deleted') };
    },
  });
}
