/**
 * Camps (المخيمات): list, view, add and change (spec 000 §2: /camps, /create, /update/{id};
 * permissions delivery-camp-index, camp-create, camp-update), each behind the permission the
 * contract names (openapi/areas/camps.yaml). Records follow the camp lifecycle (./lifecycle.ts):
 * created `notready` and set ready (after the screen's confirmation) or back only through it
 * (POST …/transition/{id} with the event); the form never writes the status.
 * The spec has no deleting of a camp; ours is `camp-delete`, held by the administrator alone, for
 * a camp entered by mistake: one an assignment still refers to is not deleted (409, from the
 * assignment's foreign key).
 */
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
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
import { camps } from './table';
import { squares } from '../squares/table';
import { campsMessages } from './messages';
import { CampSchema, type CampValues } from '../../../shared/rules/camps';
import { campMachine } from '../../../machines';
import type { StateMeta } from '../../../machines/core/types';
import { campsLifecycle } from './lifecycle';

registerMessages(campsMessages);

type Row = typeof camps.$inferSelect;
type Dto = components['schemas']['Camp'];
type Input = components['schemas']['CampInput'];

/** What a record shows of the records its references point at. */
type Refs = Pick<Dto, 'get_square'>;
const squareIdTarget = alias(squares, 'square_id_target');

/** The rows with the records they point at, in one query (a left join on each target's primary key): no query per row. */
function withRefs(db: DbOrTx, where: SQL) {
  return db
    .select({
      row: camps,
      get_square: { id: squareIdTarget.id, name: squareIdTarget.name, name_en: squareIdTarget.nameEn },
    })
    .from(camps)
    .leftJoin(squareIdTarget, eq(camps.squareId, squareIdTarget.id))
    .where(where);
}

/** A reference to a record that does not exist is a 422 on its field, said in the caller's language. */
async function checkRefs(tx: DbOrTx, values: { square_id?: number | null | undefined }): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (values.square_id != null) {
    const [found] = await tx.select({ id: squares.id }).from(squares).where(eq(squares.id, values.square_id));
    if (!found) errors.square_id = ['camps.squareIdMissing'];
  }
  if (Object.keys(errors).length) throw ApiError.invalid(errors);
}

/** A status as the machine labels it, in the caller's language. */
const statusText = (status: string, lang: 'ar' | 'en') => (campMachine.root.states[status]?.meta as StateMeta | undefined)?.label[lang] ?? status;

function toDto(row: Row, refs: Refs, lang: 'ar' | 'en'): Dto {
  return {
    id: row.id,
    name: row.name,
    name_en: row.nameEn,
    square_id: row.squareId,
    capacity: row.capacity,
    area_m2: row.areaM2,
    is_developed: row.isDeveloped ? 1 : 0,
    notes: row.notes,
    get_square: refs.get_square,
    status: row.status,
    status_text: statusText(row.status, lang),
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The camps list (/camps): filters, sort keys, page loader and export columns, declared once (server/http/list.ts). */
const campsList: ListSpec<components['schemas']['CampFilters'], Dto> = {
  name: 'camps',
  table: camps,
  id: camps.id,
  filters: {
    search: op.contains(camps.name, camps.nameEn, camps.notes),
    status: op.eq(camps.status),
    square_id: op.eq(camps.squareId),
    is_developed: op.where((v) => eq(camps.isDeveloped, v === 1)),
  },
  sorts: { square_id: camps.squareId, name: camps.name, name_en: camps.nameEn, capacity: camps.capacity, area_m2: camps.areaM2, status: camps.status, created_at: camps.createdAt },
  // square by square, each square's camps in the order they were entered (the plans' order in the demo)
  defaultSort: { key: 'square_id', direction: 'asc' },
  load: async (db, ids, lang) => {
    const joined = await withRefs(db, inArray(camps.id, ids));
    return joined.map((j) => toDto(j.row, j, lang));
  },
  columns: [
    { label: { ar: 'الرقم', en: 'ID' }, value: (r) => r.id },
    { label: { ar: 'الاسم', en: 'Name' }, value: (r) => r.name },
    { label: { ar: 'الاسم بالإنجليزية', en: 'English name' }, value: (r) => r.name_en },
    { label: { ar: 'المربع', en: 'Square' }, value: (r, lang) => (lang === 'en' && r.get_square?.name_en) || r.get_square?.name || null },
    { label: { ar: 'السعة (حاج)', en: 'Capacity (pilgrims)' }, value: (r) => r.capacity },
    { label: { ar: 'المساحة (م²)', en: 'Area (m²)' }, value: (r) => r.area_m2 },
    { label: { ar: 'مطوّر', en: 'Developed' }, value: (r) => r.is_developed },
    { label: { ar: 'ملاحظات', en: 'Notes' }, value: (r) => r.notes },
    { label: { ar: 'الحالة', en: 'Status' }, value: (r) => r.status_text },
    { label: { ar: 'تاريخ الإضافة', en: 'Added' }, value: (r) => r.created_at },
  ],
};

/** 422 on each name another camp already uses (case-insensitively; the unique indexes settle a race). */
async function checkFree(tx: DbOrTx, values: CampValues, exceptId?: number): Promise<void> {
  const clash = async (where: SQL) =>
    (
      await tx
        .select({ id: camps.id })
        .from(camps)
        .where(and(where, exceptId ? ne(camps.id, exceptId) : undefined))
        .limit(1)
    ).length > 0;
  const errors: Record<string, string[]> = {};
  if (await clash(sql`lower(${camps.name}) = lower(${values.name})`)) errors.name = ['camps.nameTaken'];
  if (await clash(sql`lower(${camps.nameEn}) = lower(${values.name_en})`)) errors.name_en = ['camps.nameTaken'];
  if (Object.keys(errors).length) throw ApiError.invalid(errors);
}

export function campsHandlers(ctx: AppContext) {
  const { db } = ctx;

  /** The record, or 404 when it does not exist. */
  async function find(tx: DbOrTx, id: number, caller: Caller, lock = false): Promise<Row> {
    const query = tx.select().from(camps).where(eq(camps.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw ApiError.notFound('camps.missing');
    void caller;
    return row;
  }

  async function answer(tx: DbOrTx, row: Row, lang: 'ar' | 'en'): Promise<Dto> {
    // the record as it is now, with the records it points at
    const [refs] = await withRefs(tx, eq(camps.id, row.id));
    return toDto(row, refs!, lang);
  }

  return defineHandlers({
    listCamps: async (req) => {
      const caller = callerOf(req);
      void caller;
      return { message: req.t('camps.list'), data: await listPage(db, campsList, req.body, req.query, req.lang), filters: req.body ?? {} };
    },

    exportCamps: async (req, reply) => {
      const caller = callerOf(req);
      void caller;
      return sendExport(reply, { db, spec: campsList, body: req.body, lang: req.lang, format: req.query.format, title: { ar: 'المخيمات', en: 'Camps' } });
    },

    getCamp: async (req) => {
      const caller = callerOf(req);
      const row = await find(db, req.params.id, caller);
      return { message: req.t('common.ok'), data: await answer(db, row, caller.lang) };
    },

    createCamp: async (req, reply) => {
      const caller = callerOf(req);

      const body = req.body as Input;
      // the same rules as the form (shared/rules/camps.ts): a 422 on the field that breaks one
      const values = parseBody(CampSchema, body);
      const row = await db.transaction(async (tx) => {
        await checkRefs(tx, values);
        await checkFree(tx, values);

        const fields = {
          name: values.name,
          nameEn: values.name_en,
          squareId: values.square_id,
          capacity: values.capacity,
          areaM2: values.area_m2 ?? null,
          isDeveloped: values.is_developed === 1,
          notes: values.notes || null,
        };
        // the machine's initial status, its first history row and the audit row come from the runtime
        // (the status is the runtime's to write: the fields leave it out)
        return campsLifecycle.on(db).create(caller, fields as typeof fields & Pick<typeof camps.$inferInsert, 'status'>, tx, { audit: (r) => ({ ...r }) });
      });
      reply.code(201);
      return { message: req.t('camps.created'), data: await answer(db, row, caller.lang) };
    },

    updateCamp: async (req) => {
      const caller = callerOf(req);
      const body = req.body as Input;
      const values = parseBody(CampSchema, body);
      const row = await db.transaction(async (tx) => {
        const before = await find(tx, req.params.id, caller, true);
        if (body.version !== undefined && body.version !== before.version) throw new ApiError(409, 'lifecycle.stale');
        await checkRefs(tx, values);
        await checkFree(tx, values, before.id);

        const [after] = await tx
          .update(camps)
          .set({
            name: values.name,
            nameEn: values.name_en,
            squareId: values.square_id,
            capacity: values.capacity,
            areaM2: values.area_m2 ?? null,
            isDeveloped: values.is_developed === 1,
            notes: values.notes || null,

            version: sql`${camps.version} + 1`,
            updatedAt: new Date(),
          })
          .where(and(eq(camps.id, before.id), eq(camps.version, before.version)))
          .returning();
        if (!after) throw new ApiError(409, 'lifecycle.stale');
        await audit(tx, req, { entity: 'camps', entityId: after.id, event: 'update', oldValue: { ...before }, newValue: { ...after } });
        return after;
      });
      return { message: req.t('camps.updated'), data: await answer(db, row, caller.lang) };
    },

    transitionCamp: async (req) => {
      const { event, version, ...payload } = req.body;
      const applied = await campsLifecycle.on(db).apply(callerOf(req), req.params.id, { ...payload, type: event }, { expectedVersion: version });
      return { message: req.t('camps.transitioned'), data: await answer(db, applied.record, req.lang) };
    },

    deleteCamp: async (req) => {
      const caller = callerOf(req);
      await db.transaction(async (tx) => {
        const before = await find(tx, req.params.id, caller, true);
        await tx.delete(camps).where(eq(camps.id, before.id));
        await audit(tx, req, { entity: 'camps', entityId: before.id, event: 'delete', oldValue: { ...before }, newValue: null });
      });
      return { message: req.t('camps.deleted') };
    },
  });
}
