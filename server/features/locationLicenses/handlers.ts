/**
 * Location licences (رخص المواقع, /location-licenses): the catalogue of the kinds of licence a
 * location order can end in — the location family's twin of /licenses (spec 001 §2 "Location
 * specialties and services: … /location-licenses"; §7 "Create, read, update and delete calls exist for
 * … temp_licenses", here under general/location-temp_licenses, as the location family's other calls
 * carry a location- prefix; the save lands on the list, the spec's TmpLicensePage). The spec shows no
 * fields; ours, the same as the order family's and checked by the same rules
 * (shared/rules/licenses.ts, re-exported by shared/rules/locationLicenses.ts): name (required,
 * unique) and name_en, validity_days (required, 1–365: how long a licence of this kind is valid; the
 * location orders compute a licence's end date from it with `licenceEndDate`), is_temporary (a
 * temporary licence — a site office, a crane, a road closure — or a season licence; a list filter)
 * and description.
 *
 * Permissions (spec 001 §6: "locationorder-* equivalents" of order-license and order-tmp-license, and
 * no create/update/delete for this list): the list and a record need locationorder-license, the menu
 * item's; adding, changing and deleting need locationorder-tmp-license — the list is the licences'
 * catalogue, and changing what kinds of (temporary) licence the location orders can be given is the
 * temporary-licence permission, not every viewer's. Reading one record takes either (a holder of
 * locationorder-tmp-license opens the edit form). Nothing refers to a location licence yet; when
 * location orders do, their foreign key makes deleting one in use a 409.
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
import { locationLicenses } from './table';
import { locationLicensesMessages } from './messages';
import { LocationLicenseSchema, licenseKindLabels, type LocationLicenseValues } from '../../../shared/rules/locationLicenses';

registerMessages(locationLicensesMessages);

type Row = typeof locationLicenses.$inferSelect;
type Dto = components['schemas']['LocationLicense'];
type Input = components['schemas']['LocationLicenseInput'];

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

/** The location licences list (/location-licenses): filters, sort keys, page loader and export columns, declared once (server/http/list.ts). */
const locationLicensesList: ListSpec<components['schemas']['LocationLicenseFilters'], Dto> = {
  name: 'locationLicenses',
  table: locationLicenses,
  id: locationLicenses.id,
  filters: {
    search: op.contains(locationLicenses.name, locationLicenses.nameEn, locationLicenses.description),
    is_temporary: op.where((v) => eq(locationLicenses.isTemporary, v === 1)),
  },
  sorts: { name: locationLicenses.name, validity_days: locationLicenses.validityDays, created_at: locationLicenses.createdAt },
  // a catalogue: found by name, not by when it was typed in
  defaultSort: { key: 'name', direction: 'asc' },
  load: async (db, ids, lang) => {
    const rows = await db.select().from(locationLicenses).where(inArray(locationLicenses.id, ids));
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
const fieldsOf = (values: LocationLicenseValues) => ({
  name: values.name,
  nameEn: values.name_en || null,
  validityDays: values.validity_days,
  isTemporary: values.is_temporary === 1,
  description: values.description || null,
});

/** 422 on each name another location licence already uses (case-insensitively). */
async function checkFree(tx: DbOrTx, values: LocationLicenseValues, exceptId?: number): Promise<void> {
  const clash = async (where: SQL) =>
    (
      await tx
        .select({ id: locationLicenses.id })
        .from(locationLicenses)
        .where(and(where, exceptId ? ne(locationLicenses.id, exceptId) : undefined))
        .limit(1)
    ).length > 0;
  const errors: Record<string, string[]> = {};
  if (await clash(sql`lower(${locationLicenses.name}) = lower(${values.name})`)) errors.name = ['licenses.nameTaken'];
  if (values.name_en && (await clash(sql`lower(${locationLicenses.nameEn}) = lower(${values.name_en})`))) errors.name_en = ['licenses.nameTaken'];
  if (Object.keys(errors).length) throw ApiError.invalid(errors);
}

export function locationLicensesHandlers(ctx: AppContext) {
  const { db } = ctx;

  /** The record, or 404 when it does not exist. */
  async function find(tx: DbOrTx, id: number, caller: Caller, lock = false): Promise<Row> {
    const query = tx.select().from(locationLicenses).where(eq(locationLicenses.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw ApiError.notFound('locationLicenses.missing');
    void caller;
    return row;
  }

  return defineHandlers({
    listLocationLicenses: async (req) => {
      const caller = callerOf(req);
      void caller;
      return { message: req.t('locationLicenses.list'), data: await listPage(db, locationLicensesList, req.body, req.query, req.lang), filters: req.body ?? {} };
    },

    exportLocationLicenses: async (req, reply) => {
      const caller = callerOf(req);
      void caller;
      return sendExport(reply, { db, spec: locationLicensesList, body: req.body, lang: req.lang, format: req.query.format, title: { ar: 'رخص المواقع', en: 'Location licences' } });
    },

    getLocationLicense: async (req) => {
      const caller = callerOf(req);
      const row = await find(db, req.params.id, caller);
      return { message: req.t('common.ok'), data: toDto(row, req.lang) };
    },

    createLocationLicense: async (req, reply) => {
      const body = req.body as Input;
      // the same rules as the form (shared/rules/locationLicenses.ts): a 422 on the field that breaks one
      const values = parseBody(LocationLicenseSchema, body);
      const row = await db.transaction(async (tx) => {
        await checkFree(tx, values);
        const [created] = await tx.insert(locationLicenses).values(fieldsOf(values)).returning();
        await audit(tx, req, { entity: 'location_licenses', entityId: created!.id, event: 'create', oldValue: null, newValue: { ...created } });
        return created!;
      });
      reply.code(201);
      return { message: req.t('locationLicenses.created', { name: row.name }), data: toDto(row, req.lang) };
    },

    updateLocationLicense: async (req) => {
      const caller = callerOf(req);
      const body = req.body as Input;
      const values = parseBody(LocationLicenseSchema, body);
      const row = await db.transaction(async (tx) => {
        const before = await find(tx, req.params.id, caller, true);
        if (body.version !== undefined && body.version !== before.version) throw new ApiError(409, 'lifecycle.stale');
        await checkFree(tx, values, before.id);
        const [after] = await tx
          .update(locationLicenses)
          .set({ ...fieldsOf(values), version: sql`${locationLicenses.version} + 1`, updatedAt: new Date() })
          .where(and(eq(locationLicenses.id, before.id), eq(locationLicenses.version, before.version)))
          .returning();
        if (!after) throw new ApiError(409, 'lifecycle.stale');
        await audit(tx, req, { entity: 'location_licenses', entityId: after.id, event: 'update', oldValue: { ...before }, newValue: { ...after } });
        return after;
      });
      return { message: req.t('locationLicenses.updated', { name: row.name }), data: toDto(row, req.lang) };
    },

    deleteLocationLicense: async (req) => {
      const caller = callerOf(req);
      await db.transaction(async (tx) => {
        const before = await find(tx, req.params.id, caller, true);
        await tx.delete(locationLicenses).where(eq(locationLicenses.id, before.id));
        await audit(tx, req, { entity: 'location_licenses', entityId: before.id, event: 'delete', oldValue: { ...before }, newValue: null });
      });
      return { message: req.t('locationLicenses.deleted') };
    },
  });
}
