/**
 * Categories (التصنيفات): list, view, add and change, each behind the permission the contract
 * names (openapi/areas/categories.yaml). No delete: the spec offers none, and specialists refer
 * to their category; one no longer used is switched off (is_active 0).
 */
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
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
import { categories } from './table';
import { categoriesMessages } from './messages';
import { CategorySchema } from '../../../shared/rules/categories';

registerMessages(categoriesMessages);

type Row = typeof categories.$inferSelect;
type Dto = components['schemas']['Category'];
type Input = components['schemas']['CategoryInput'];

function toDto(row: Row): Dto {
  return {
    id: row.id,
    name: row.name,
    name_en: row.nameEn,
    is_active: row.isActive ? 1 : 0,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The categories list (/categories): filters, sort keys, page loader and export columns, declared once (server/http/list.ts). */
const categoriesList: ListSpec<components['schemas']['CategoryFilters'], Dto> = {
  name: 'categories',
  table: categories,
  id: categories.id,
  filters: {
    search: op.contains(categories.name, categories.nameEn),
    is_active: op.where((v) => eq(categories.isActive, v === 1)),
  },
  sorts: { created_at: categories.createdAt, name: categories.name, name_en: categories.nameEn },
  defaultSort: { key: 'created_at', direction: 'desc' },
  load: async (db, ids) => {
    const rows = await db.select().from(categories).where(inArray(categories.id, ids));
    return rows.map((r) => toDto(r));
  },
  columns: [
    { label: { ar: 'الرقم', en: 'ID' }, value: (r) => r.id },
    { label: { ar: 'الاسم', en: 'Name' }, value: (r) => r.name },
    { label: { ar: 'الاسم بالإنجليزية', en: 'English name' }, value: (r) => r.name_en },
    { label: { ar: 'مفعّل', en: 'Active' }, value: (r, lang) => (r.is_active ? (lang === 'en' ? 'Yes' : 'نعم') : lang === 'en' ? 'No' : 'لا') },
    { label: { ar: 'تاريخ الإضافة', en: 'Added' }, value: (r) => r.created_at },
  ],
};

export function categoriesHandlers(ctx: AppContext) {
  const { db } = ctx;

  /** The record, or 404 when it does not exist. */
  async function find(tx: DbOrTx, id: number, lock = false): Promise<Row> {
    const query = tx.select().from(categories).where(eq(categories.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw ApiError.notFound('categories.missing');
    return row;
  }

  /** Two categories of the same name (in either language, any case) would be one specialty twice: a 422 on the field. */
  async function refuseTaken(tx: DbOrTx, values: { name: string; name_en: string }, except?: number): Promise<void> {
    const other = except === undefined ? undefined : ne(categories.id, except);
    const taken = await tx
      .select({ name: categories.name, nameEn: categories.nameEn })
      .from(categories)
      .where(and(or(sql`lower(${categories.name}) = lower(${values.name})`, sql`lower(${categories.nameEn}) = lower(${values.name_en})`), other));
    const errors: Record<string, string[]> = {};
    if (taken.some((r) => r.name.toLowerCase() === values.name.toLowerCase())) errors.name = ['validation.unique.name'];
    if (taken.some((r) => r.nameEn.toLowerCase() === values.name_en.toLowerCase())) errors.name_en = ['validation.unique.name'];
    if (Object.keys(errors).length) throw ApiError.invalid(errors);
  }

  return defineHandlers({
    listCategories: async (req) => {
      return { message: req.t('categories.list'), data: await listPage(db, categoriesList, req.body, req.query, req.lang), filters: req.body ?? {} };
    },

    exportCategories: async (req, reply) => {
      return sendExport(reply, { db, spec: categoriesList, body: req.body, lang: req.lang, format: req.query.format, title: { ar: 'التصنيفات', en: 'Categories' } });
    },

    getCategory: async (req) => {
      const row = await find(db, req.params.id);
      return { message: req.t('common.ok'), data: toDto(row) };
    },

    createCategory: async (req, reply) => {
      const body = req.body as Input;
      // the same rules as the form (shared/rules/categories.ts): a 422 on the field that breaks one
      const values = parseBody(CategorySchema, body);
      const row = await db.transaction(async (tx) => {
        await refuseTaken(tx, values);
        const fields = {
          name: values.name,
          nameEn: values.name_en,
          // a new category is offered at once unless the form says otherwise
          isActive: values.is_active !== 0,
        };
        const [created] = await tx.insert(categories).values(fields).returning();
        await audit(tx, req, { entity: 'categories', entityId: created!.id, event: 'create', oldValue: null, newValue: { ...created } });
        return created!;
      });
      reply.code(201);
      return { message: req.t('categories.created'), data: toDto(row) };
    },

    updateCategory: async (req) => {
      const body = req.body as Input;
      const values = parseBody(CategorySchema, body);
      const row = await db.transaction(async (tx) => {
        const before = await find(tx, req.params.id, true);
        if (body.version !== undefined && body.version !== before.version) throw new ApiError(409, 'lifecycle.stale');
        await refuseTaken(tx, values, before.id);

        const [after] = await tx
          .update(categories)
          .set({
            name: values.name,
            nameEn: values.name_en,
            // a form that leaves the switch out keeps the category as it was
            isActive: values.is_active === undefined ? before.isActive : values.is_active === 1,
            version: sql`${categories.version} + 1`,
            updatedAt: new Date(),
          })
          .where(and(eq(categories.id, before.id), eq(categories.version, before.version)))
          .returning();
        if (!after) throw new ApiError(409, 'lifecycle.stale');
        await audit(tx, req, { entity: 'categories', entityId: after.id, event: 'update', oldValue: { ...before }, newValue: { ...after } });
        return after;
      });
      return { message: req.t('categories.updated'), data: toDto(row) };
    },
  });
}
