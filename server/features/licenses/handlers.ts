/**
 * Licences (الرخص, /licenses): the catalogue of the kinds of licence an order can end in (spec 001
 * §2 "Order supporting lists: … /licenses"; §7 "Create, read, update and delete calls exist for …
 * temp_licenses", here under general/temp_licenses; the save lands on the list, the spec's
 * TmpLicensePage). The spec shows no fields; ours (shared/rules/licenses.ts): name (required, unique)
 * and name_en, validity_days (required, 1–365: how long a licence of this kind is valid; the orders
 * area computes a licence's end date from it with `licenceEndDate`), is_temporary (a temporary
 * licence — a kitchen, a store, an event — or a season licence; a list filter) and description.
 *
 * Permissions (spec 001 §6 names order-license and order-tmp-license, and no create/update/delete
 * for this list): the list and a record need order-license, the menu item's; adding, changing and
 * deleting need order-tmp-license — the list is the licences' catalogue, and changing what kinds of
 * (temporary) licence the orders can be given is the temporary-licence permission, not every
 * viewer's. Reading one record takes either (a holder of order-tmp-license opens the edit form).
 * Nothing refers to a licence yet; when orders do, their foreign key makes deleting one in use a 409.
 */
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
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
import { licenses } from './table';
import { licensesMessages } from './messages';
import { LicenseSchema, licenseKindLabels, type LicenseValues } from '../../../shared/rules/licenses';

registerMessages(licensesMessages);

type Row = typeof licenses.$inferSelect;
type Dto = components['schemas']['License'];
type Input = components['schemas']['LicenseInput'];

function toDto(row: Row, lang: 'ar' | 'en'): Dto {
  return {
    id: row.id,
    name: row.name,
    name_en: row.nameEn,
    validity_days: row.validityDays,
    is_temporary: row.isTemporary ? 1 : 0,
    is_temporary_text: licenseKindLabels[row.isTemporary ? 1 : 0][lang],
    description: row.description,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The licences list (/licenses): filters, sort keys, page loader and export columns, declared once (server/http/list.ts). */
const licensesList: ListSpec<components['schemas']['LicenseFilters'], Dto> = {
  name: 'licenses',
  table: licenses,
  id: licenses.id,
  filters: {
    search: op.contains(licenses.name, licenses.nameEn, licenses.description),
    is_temporary: op.where((v) => eq(licenses.isTemporary, v === 1)),
  },
  sorts: { name: licenses.name, validity_days: licenses.validityDays, created_at: licenses.createdAt },
  // a catalogue: found by name, not by when it was typed in
  defaultSort: { key: 'name', direction: 'asc' },
  load: async (db, ids, lang) => {
    const rows = await db.select().from(licenses).where(inArray(licenses.id, ids));
    return rows.map((r) => toDto(r, lang));
  },
  columns: [
    { label: { ar: 'الرقم', en: 'ID' }, value: (r) => r.id },
    { label: { ar: 'الاسم', en: 'Name' }, value: (r) => r.name },
    { label: { ar: 'الاسم بالإنجليزية', en: 'English name' }, value: (r) => r.name_en },
    { label: { ar: 'مدة الصلاحية (بالأيام)', en: 'Validity (days)' }, value: (r) => r.validity_days },
    { label: { ar: 'رخصة مؤقتة', en: 'Temporary licence' }, value: (r) => r.is_temporary_text },
    { label: { ar: 'الوصف', en: 'Description' }, value: (r) => r.description },
    { label: { ar: 'تاريخ الإضافة', en: 'Added' }, value: (r) => r.created_at },
  ],
};

/** The row's columns from the form's values (blank texts are none; left out, a season licence). */
const fieldsOf = (values: LicenseValues) => ({
  name: values.name,
  nameEn: values.name_en || null,
  validityDays: values.validity_days,
  isTemporary: values.is_temporary === 1,
  description: values.description || null,
});

/** 422 on each name another licence already uses (case-insensitively). */
async function checkFree(tx: DbOrTx, values: LicenseValues, exceptId?: number): Promise<void> {
  const clash = async (where: SQL) =>
    (
      await tx
        .select({ id: licenses.id })
        .from(licenses)
        .where(and(where, exceptId ? ne(licenses.id, exceptId) : undefined))
        .limit(1)
    ).length > 0;
  const errors: Record<string, string[]> = {};
  if (await clash(sql`lower(${licenses.name}) = lower(${values.name})`)) errors.name = ['licenses.nameTaken'];
  if (values.name_en && (await clash(sql`lower(${licenses.nameEn}) = lower(${values.name_en})`))) errors.name_en = ['licenses.nameTaken'];
  if (Object.keys(errors).length) throw ApiError.invalid(errors);
}

export function licensesHandlers(ctx: AppContext) {
  const { db } = ctx;

  /** The record, or 404 when it does not exist. */
  async function find(tx: DbOrTx, id: number, caller: Caller, lock = false): Promise<Row> {
    const query = tx.select().from(licenses).where(eq(licenses.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw ApiError.notFound('licenses.missing');
    void caller;
    return row;
  }

  return defineHandlers({
    listLicenses: async (req) => {
      const caller = callerOf(req);
      void caller;
      return { message: req.t('licenses.list'), data: await listPage(db, licensesList, req.body, req.query, req.lang), filters: req.body ?? {} };
    },

    exportLicenses: async (req, reply) => {
      const caller = callerOf(req);
      void caller;
      return sendExport(reply, { db, spec: licensesList, body: req.body, lang: req.lang, format: req.query.format, title: { ar: 'الرخص', en: 'Licences' } });
    },

    getLicense: async (req) => {
      const caller = callerOf(req);
      const row = await find(db, req.params.id, caller);
      return { message: req.t('common.ok'), data: toDto(row, req.lang) };
    },

    createLicense: async (req, reply) => {
      const body = req.body as Input;
      // the same rules as the form (shared/rules/licenses.ts): a 422 on the field that breaks one
      const values = parseBody(LicenseSchema, body);
      const row = await db.transaction(async (tx) => {
        await checkFree(tx, values);
        const [created] = await tx.insert(licenses).values(fieldsOf(values)).returning();
        await audit(tx, req, { entity: 'licenses', entityId: created!.id, event: 'create', oldValue: null, newValue: { ...created } });
        return created!;
      });
      reply.code(201);
      return { message: req.t('licenses.created', { name: row.name }), data: toDto(row, req.lang) };
    },

    updateLicense: async (req) => {
      const caller = callerOf(req);
      const body = req.body as Input;
      const values = parseBody(LicenseSchema, body);
      const row = await db.transaction(async (tx) => {
        const before = await find(tx, req.params.id, caller, true);
        if (body.version !== undefined && body.version !== before.version) throw new ApiError(409, 'lifecycle.stale');
        await checkFree(tx, values, before.id);
        const [after] = await tx
          .update(licenses)
          .set({ ...fieldsOf(values), version: sql`${licenses.version} + 1`, updatedAt: new Date() })
          .where(and(eq(licenses.id, before.id), eq(licenses.version, before.version)))
          .returning();
        if (!after) throw new ApiError(409, 'lifecycle.stale');
        await audit(tx, req, { entity: 'licenses', entityId: after.id, event: 'update', oldValue: { ...before }, newValue: { ...after } });
        return after;
      });
      return { message: req.t('licenses.updated', { name: row.name }), data: toDto(row, req.lang) };
    },

    deleteLicense: async (req) => {
      const caller = callerOf(req);
      await db.transaction(async (tx) => {
        const before = await find(tx, req.params.id, caller, true);
        await tx.delete(licenses).where(eq(licenses.id, before.id));
        await audit(tx, req, { entity: 'licenses', entityId: before.id, event: 'delete', oldValue: { ...before }, newValue: null });
      });
      return { message: req.t('licenses.deleted') };
    },
  });
}
