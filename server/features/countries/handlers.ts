/**
 * Countries (الدول): list, view, add, change and delete (spec 000 §7), each behind the permission
 * the contract names (openapi/areas/countries.yaml). The spec's screen is "list only": adding and
 * changing happen in a dialog over the list, through these same calls.
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
import { countries } from './table';
import { countriesMessages } from './messages';
import { CountrySchema, type CountryValues } from '../../../shared/rules/countries';

registerMessages(countriesMessages);

type Row = typeof countries.$inferSelect;
type Dto = components['schemas']['Country'];
type Input = components['schemas']['CountryInput'];

function toDto(row: Row): Dto {
  return {
    id: row.id,
    name: row.name,
    name_en: row.nameEn,
    iso_code: row.isoCode,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The countries list (/countries): filters, sort keys, page loader and export columns, declared once (server/http/list.ts). */
const countriesList: ListSpec<components['schemas']['CountryFilters'], Dto> = {
  name: 'countries',
  table: countries,
  id: countries.id,
  filters: {
    search: op.contains(countries.name, countries.nameEn, countries.isoCode),
  },
  sorts: { name: countries.name, name_en: countries.nameEn, iso_code: countries.isoCode, created_at: countries.createdAt },
  // reference data: found by name, not by when it was typed in
  defaultSort: { key: 'name', direction: 'asc' },
  load: async (db, ids) => {
    const rows = await db.select().from(countries).where(inArray(countries.id, ids));
    return rows.map((r) => toDto(r));
  },
  columns: [
    { label: { ar: 'الرقم', en: 'ID' }, value: (r) => r.id },
    { label: { ar: 'الاسم', en: 'Name' }, value: (r) => r.name },
    { label: { ar: 'الاسم بالإنجليزية', en: 'English name' }, value: (r) => r.name_en },
    { label: { ar: 'رمز الدولة (ISO)', en: 'ISO code' }, value: (r) => r.iso_code },
    { label: { ar: 'تاريخ الإضافة', en: 'Added' }, value: (r) => r.created_at },
  ],
};

/** The row's columns from the form's values (a blank code is none). */
const fieldsOf = (values: CountryValues) => ({ name: values.name, nameEn: values.name_en, isoCode: values.iso_code || null });

/** 422 on each field another country already uses (names case-insensitively). */
async function checkFree(tx: DbOrTx, values: CountryValues, exceptId?: number): Promise<void> {
  const clash = async (where: SQL) =>
    (
      await tx
        .select({ id: countries.id })
        .from(countries)
        .where(and(where, exceptId ? ne(countries.id, exceptId) : undefined))
        .limit(1)
    ).length > 0;
  const errors: Record<string, string[]> = {};
  if (await clash(sql`lower(${countries.name}) = lower(${values.name})`)) errors.name = ['countries.nameTaken'];
  if (await clash(sql`lower(${countries.nameEn}) = lower(${values.name_en})`)) errors.name_en = ['countries.nameTaken'];
  if (values.iso_code && (await clash(eq(countries.isoCode, values.iso_code)))) errors.iso_code = ['countries.isoTaken'];
  if (Object.keys(errors).length) throw ApiError.invalid(errors);
}

export function countriesHandlers(ctx: AppContext) {
  const { db } = ctx;

  /** The record, or 404 when it does not exist. */
  async function find(tx: DbOrTx, id: number, lock = false): Promise<Row> {
    const query = tx.select().from(countries).where(eq(countries.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw ApiError.notFound('countries.missing');
    return row;
  }

  return defineHandlers({
    listCountries: async (req) => {
      return { message: req.t('countries.list'), data: await listPage(db, countriesList, req.body, req.query, req.lang), filters: req.body ?? {} };
    },

    exportCountries: async (req, reply) => {
      return sendExport(reply, { db, spec: countriesList, body: req.body, lang: req.lang, format: req.query.format, title: { ar: 'الدول', en: 'Countries' } });
    },

    getCountry: async (req) => {
      return { message: req.t('common.ok'), data: toDto(await find(db, req.params.id)) };
    },

    createCountry: async (req, reply) => {
      // the same rules as the form (shared/rules/countries.ts): a 422 on the field that breaks one
      const values = parseBody(CountrySchema, req.body as Input);
      const row = await db.transaction(async (tx) => {
        await checkFree(tx, values);
        const [created] = await tx.insert(countries).values(fieldsOf(values)).returning();
        await audit(tx, req, { entity: 'countries', entityId: created!.id, event: 'create', oldValue: null, newValue: { ...created } });
        return created!;
      });
      reply.code(201);
      return { message: req.t('countries.created'), data: toDto(row) };
    },

    updateCountry: async (req) => {
      const body = req.body as Input;
      const values = parseBody(CountrySchema, body);
      const row = await db.transaction(async (tx) => {
        const before = await find(tx, req.params.id, true);
        if (body.version !== undefined && body.version !== before.version) throw new ApiError(409, 'lifecycle.stale');
        await checkFree(tx, values, before.id);
        const [after] = await tx
          .update(countries)
          .set({ ...fieldsOf(values), version: sql`${countries.version} + 1`, updatedAt: new Date() })
          .where(and(eq(countries.id, before.id), eq(countries.version, before.version)))
          .returning();
        if (!after) throw new ApiError(409, 'lifecycle.stale');
        await audit(tx, req, { entity: 'countries', entityId: after.id, event: 'update', oldValue: { ...before }, newValue: { ...after } });
        return after;
      });
      return { message: req.t('countries.updated'), data: toDto(row) };
    },

    // A country an assignment still names is refused by its foreign key: 409 "in use" (server/db/errors.ts).
    deleteCountry: async (req) => {
      await db.transaction(async (tx) => {
        const before = await find(tx, req.params.id, true);
        await tx.delete(countries).where(eq(countries.id, before.id));
        await audit(tx, req, { entity: 'countries', entityId: before.id, event: 'delete', oldValue: { ...before }, newValue: null });
      });
      return { message: req.t('countries.deleted') };
    },
  });
}
