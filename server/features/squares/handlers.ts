/**
 * Squares (المربعات): list, view, add and change (spec 000 §2: /squares, /create, /update/{id};
 * permissions delivery-square-index, square-create, square-update), each behind the permission
 * the contract names (openapi/areas/squares.yaml). The spec has no deleting of a square; ours is
 * `square-delete`, held by the administrator alone, and a square a camp still lies in is not
 * deleted (409, from the camp's foreign key).
 */
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { defineHandlers } from '../../http/types';
import { ApiError } from '../../http/errors';
import { listPage, op, type ListSpec } from '../../http/list';
import { sendExport } from '../../http/export';
import { registerMessages } from '../../i18n';
import { parseBody } from '../../http/validate';
import type { DbOrTx } from '../../db/client';
import { audit } from '../audit';
import type { components } from '../../../openapi/schema';
import type { AppContext } from '../context';
import { squares } from './table';
import { squaresMessages } from './messages';
import { SquareSchema, type SquareValues } from '../../../shared/rules/squares';

registerMessages(squaresMessages);

type Row = typeof squares.$inferSelect;
type Dto = components['schemas']['Square'];
type Input = components['schemas']['SquareInput'];

function toDto(row: Row): Dto {
  return {
    id: row.id,
    name: row.name,
    name_en: row.nameEn,
    code: row.code,
    area_m2: row.areaM2,
    notes: row.notes,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The squares list (/squares): filters, sort keys, page loader and export columns, declared once (server/http/list.ts). */
const squaresList: ListSpec<components['schemas']['SquareFilters'], Dto> = {
  name: 'squares',
  table: squares,
  id: squares.id,
  filters: {
    search: op.contains(squares.name, squares.nameEn, squares.code, squares.notes),
  },
  sorts: { code: squares.code, name: squares.name, name_en: squares.nameEn, area_m2: squares.areaM2, created_at: squares.createdAt },
  // in the order of the plans (codes are zero-padded: MZ-01 … MZ-16)
  defaultSort: { key: 'code', direction: 'asc' },
  load: async (db, ids) => {
    const rows = await db.select().from(squares).where(inArray(squares.id, ids));
    return rows.map((r) => toDto(r));
  },
  columns: [
    { label: { ar: 'الرقم', en: 'ID' }, value: (r) => r.id },
    { label: { ar: 'رمز المربع', en: 'Square code' }, value: (r) => r.code },
    { label: { ar: 'الاسم', en: 'Name' }, value: (r) => r.name },
    { label: { ar: 'الاسم بالإنجليزية', en: 'English name' }, value: (r) => r.name_en },
    { label: { ar: 'المساحة (م²)', en: 'Area (m²)' }, value: (r) => r.area_m2 },
    { label: { ar: 'ملاحظات', en: 'Notes' }, value: (r) => r.notes },
    { label: { ar: 'تاريخ الإضافة', en: 'Added' }, value: (r) => r.created_at },
  ],
};

const fieldsOf = (values: SquareValues) => ({ name: values.name, nameEn: values.name_en, code: values.code, areaM2: values.area_m2 ?? null, notes: values.notes || null });

/** 422 on each field another square already uses (names case-insensitively). */
async function checkFree(tx: DbOrTx, values: SquareValues, exceptId?: number): Promise<void> {
  const clash = async (where: SQL) =>
    (
      await tx
        .select({ id: squares.id })
        .from(squares)
        .where(and(where, exceptId ? ne(squares.id, exceptId) : undefined))
        .limit(1)
    ).length > 0;
  const errors: Record<string, string[]> = {};
  if (await clash(sql`lower(${squares.name}) = lower(${values.name})`)) errors.name = ['squares.nameTaken'];
  if (await clash(sql`lower(${squares.nameEn}) = lower(${values.name_en})`)) errors.name_en = ['squares.nameTaken'];
  if (await clash(eq(squares.code, values.code))) errors.code = ['squares.codeTaken'];
  if (Object.keys(errors).length) throw ApiError.invalid(errors);
}

export function squaresHandlers(ctx: AppContext) {
  const { db } = ctx;

  /** The record, or 404 when it does not exist. */
  async function find(tx: DbOrTx, id: number, lock = false): Promise<Row> {
    const query = tx.select().from(squares).where(eq(squares.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw ApiError.notFound('squares.missing');
    return row;
  }

  return defineHandlers({
    listSquares: async (req) => {
      return { message: req.t('squares.list'), data: await listPage(db, squaresList, req.body, req.query, req.lang), filters: req.body ?? {} };
    },

    exportSquares: async (req, reply) => {
      return sendExport(reply, { db, spec: squaresList, body: req.body, lang: req.lang, format: req.query.format, title: { ar: 'المربعات', en: 'Squares' } });
    },

    getSquare: async (req) => {
      return { message: req.t('common.ok'), data: toDto(await find(db, req.params.id)) };
    },

    createSquare: async (req, reply) => {
      // the same rules as the form (shared/rules/squares.ts): a 422 on the field that breaks one
      const values = parseBody(SquareSchema, req.body as Input);
      const row = await db.transaction(async (tx) => {
        await checkFree(tx, values);
        const [created] = await tx.insert(squares).values(fieldsOf(values)).returning();
        await audit(tx, req, { entity: 'squares', entityId: created!.id, event: 'create', oldValue: null, newValue: { ...created } });
        return created!;
      });
      reply.code(201);
      return { message: req.t('squares.created'), data: toDto(row) };
    },

    updateSquare: async (req) => {
      const body = req.body as Input;
      const values = parseBody(SquareSchema, body);
      const row = await db.transaction(async (tx) => {
        const before = await find(tx, req.params.id, true);
        if (body.version !== undefined && body.version !== before.version) throw new ApiError(409, 'lifecycle.stale');
        await checkFree(tx, values, before.id);
        const [after] = await tx
          .update(squares)
          .set({ ...fieldsOf(values), version: sql`${squares.version} + 1`, updatedAt: new Date() })
          .where(and(eq(squares.id, before.id), eq(squares.version, before.version)))
          .returning();
        if (!after) throw new ApiError(409, 'lifecycle.stale');
        await audit(tx, req, { entity: 'squares', entityId: after.id, event: 'update', oldValue: { ...before }, newValue: { ...after } });
        return after;
      });
      return { message: req.t('squares.updated'), data: toDto(row) };
    },

    deleteSquare: async (req) => {
      await db.transaction(async (tx) => {
        const before = await find(tx, req.params.id, true);
        await tx.delete(squares).where(eq(squares.id, before.id));
        await audit(tx, req, { entity: 'squares', entityId: before.id, event: 'delete', oldValue: { ...before }, newValue: null });
      });
      return { message: req.t('squares.deleted') };
    },
  });
}
