/**
 * Car licence requests (طلبات ترخيص المركبات, issue 13): list, view, request, update, cancel, and the authority's
 * approve and reject, each behind the permission the contract names (openapi/areas/carLicenceOrders.yaml).
 * Records belong to a company: staff see all, a company only its own (another's is a 404).
 * Records follow the carLicenceOrder lifecycle (./lifecycle.ts): created pending and changed only through it —
 * update is its UPDATE, cancel/{id} its CANCEL, transition/{id} APPROVE and REJECT. A rejected request can be
 * neither viewed nor updated (the machine's `refusals.VIEW` / `UPDATE`: spec 001 §6, §8).
 */
import { eq, inArray } from 'drizzle-orm';
import { defineHandlers } from '../../http/types';
import { ApiError } from '../../http/errors';
import { listPage, op, type ListSpec } from '../../http/list';
import { sendExport } from '../../http/export';
import { registerMessages } from '../../i18n';
import { parseBody } from '../../http/validate';
import { callerOf } from '../../http/request';
import type { components } from '../../../openapi/schema';
import type { AppContext } from '../context';
import { carLicenceOrders } from './table';
import { carLicenceOrdersMessages } from './messages';
import { CarLicenceOrderSchema } from '../../../shared/rules/carLicenceOrders';
import { carLicenceOrderMachine } from '../../../machines';
import type { StateMeta } from '../../../machines/core/types';
import { viewRefusal } from '../../../machines/core/runtime';
import { carLicenceOrdersLifecycle, scopeOf } from './lifecycle';
import type { Caller } from '../../lifecycle/caller';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { baseUrlOf, licenceCheck, LICENCE_AUTHORITY, sendLicencePdf, tokenOf } from '../../licence/issued';
import type { LicenceDocument } from '../../licence/pdf';
import { LICENCE_TITLES, licenceCheckPath, licenceNumber } from '../../../shared/licences';

registerMessages(carLicenceOrdersMessages);

type Row = typeof carLicenceOrders.$inferSelect;
type Dto = components['schemas']['CarLicenceOrder'];
type Input = components['schemas']['CarLicenceOrderInput'];

/** A status as the machine labels it, in the caller's language. */
const statusText = (status: string, lang: 'ar' | 'en') => (carLicenceOrderMachine.root.states[status]?.meta as StateMeta | undefined)?.label[lang] ?? status;

function toDto(row: Row, lang: 'ar' | 'en', company: string | null): Dto {
  return {
    id: row.id,
    plate_number: row.plateNumber,
    car_type: row.carType,
    driver_name: row.driverName,
    driver_id_number: row.driverIdNumber,
    notes: row.notes,
    reject_reason: row.rejectReason,
    status: row.status,
    status_text: statusText(row.status, lang),
    company_id: row.companyId,
    company_name: company,
    approved_at: row.approvedAt?.toISOString() ?? null,
    verify_path: row.status === 'approved' && row.licenceToken ? licenceCheckPath('car', row.licenceToken) : null,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The car licence requests list (/request-licenses): filters, sort keys, page loader and export columns, declared once (server/http/list.ts). */
const carLicenceOrdersList: ListSpec<components['schemas']['CarLicenceOrderFilters'], Dto> = {
  name: 'carLicenceOrders',
  table: carLicenceOrders,
  id: carLicenceOrders.id,
  filters: {
    search: op.contains(carLicenceOrders.plateNumber, carLicenceOrders.carType, carLicenceOrders.driverName, carLicenceOrders.driverIdNumber, carLicenceOrders.notes),
    status: op.eq(carLicenceOrders.status),
  },
  sorts: { created_at: carLicenceOrders.createdAt, plate_number: carLicenceOrders.plateNumber },
  defaultSort: { key: 'created_at', direction: 'desc' },
  load: async (db, ids, lang) => dtos(db, await db.select().from(carLicenceOrders).where(inArray(carLicenceOrders.id, ids)), lang),
  columns: [
    { label: { ar: 'الرقم', en: 'ID' }, value: (r) => r.id },
    { label: { ar: 'رقم اللوحة', en: 'Plate number' }, value: (r) => r.plate_number },
    { label: { ar: 'نوع المركبة', en: 'Vehicle type' }, value: (r) => r.car_type },
    { label: { ar: 'اسم السائق', en: 'Driver name' }, value: (r) => r.driver_name },
    { label: { ar: 'رقم هوية السائق', en: 'Driver ID number' }, value: (r) => r.driver_id_number },
    { label: { ar: 'ملاحظات', en: 'Notes' }, value: (r) => r.notes },
    { label: { ar: 'الشركة', en: 'Company' }, value: (r) => r.company_name },
    { label: { ar: 'الحالة', en: 'Status' }, value: (r) => r.status_text },
    { label: { ar: 'تاريخ الإضافة', en: 'Added' }, value: (r) => r.created_at },
  ],
};

/** The rows as the contract gives them, each with the name of its company (the desk sees every company's). */
async function dtos(db: DbOrTx, rows: Row[], lang: 'ar' | 'en'): Promise<Dto[]> {
  const ids = [...new Set(rows.map((r) => r.companyId))];
  const names = ids.length ? await db.select({ id: users.id, name: users.name, companyName: users.companyName }).from(users).where(inArray(users.id, ids)) : [];
  const byId = new Map(names.map((n) => [n.id, n.companyName || n.name]));
  return rows.map((r) => toDto(r, lang, byId.get(r.companyId) ?? null));
}
const dto = async (db: DbOrTx, row: Row, lang: 'ar' | 'en') => (await dtos(db, [row], lang))[0]!;

export function carLicenceOrdersHandlers(ctx: AppContext) {
  const { db } = ctx;
  const runtime = carLicenceOrdersLifecycle.on(db);
  const scope = (caller: Caller) => {
    const company = scopeOf(caller);
    return company === null ? [] : [eq(carLicenceOrders.companyId, company)];
  };

  return defineHandlers({
    listCarLicenceOrders: async (req) => ({
      message: req.t('carLicenceOrders.list'),
      data: await listPage(db, carLicenceOrdersList, req.body, req.query, req.lang, scope(callerOf(req))),
      filters: req.body ?? {},
    }),

    exportCarLicenceOrders: async (req, reply) =>
      sendExport(reply, {
        db,
        spec: carLicenceOrdersList,
        body: req.body,
        lang: req.lang,
        format: req.query.format,
        title: { ar: 'طلبات ترخيص المركبات', en: 'Car licence requests' },
        scope: scope(callerOf(req)),
      }),

    carLicencePdf: async (req, reply) => {
      const caller = callerOf(req);
      const row = await runtime.find(caller, req.params.id);
      if (row.status !== 'approved' || !row.licenceToken || !row.approvedAt) throw new ApiError(409, 'licence.notIssued');
      const d = await dto(db, row, 'ar');
      const issued = row.approvedAt.toISOString().slice(0, 10);
      const doc: LicenceDocument = {
        number: licenceNumber('car', issued, row.id),
        title: LICENCE_TITLES.car,
        kind: { label: { ar: 'نوع المركبة', en: 'Vehicle type' }, value: { ar: row.carType, en: row.carType } },
        issuedAt: issued,
        validUntil: null,
        company: { name: d.company_name ?? '' },
        facts: [
          { label: { ar: 'رقم اللوحة', en: 'Plate number' }, value: row.plateNumber },
          { label: { ar: 'اسم السائق', en: 'Driver name' }, value: row.driverName },
          { label: { ar: 'رقم هوية السائق', en: 'Driver ID number' }, value: row.driverIdNumber },
        ],
        tables: [],
        verifyUrl: `${baseUrlOf(req)}${licenceCheckPath('car', row.licenceToken)}`,
        authority: LICENCE_AUTHORITY,
      };
      return sendLicencePdf(reply, doc);
    },

    verifyCarLicence: async (req) => {
      const token = tokenOf(req.params.qr);
      const [row] = await db.select().from(carLicenceOrders).where(eq(carLicenceOrders.licenceToken, token));
      if (!row) throw ApiError.notFound('licence.unknown');
      const d = await dto(db, row, req.lang);
      return {
        message: req.t('licence.verified'),
        data: licenceCheck({
          standing: row.status === 'approved',
          number: licenceNumber('car', row.approvedAt?.toISOString() ?? null, row.id),
          title: LICENCE_TITLES.car[req.lang],
          company: d.company_name ?? '',
          vehicle: `${row.carType} — ${row.plateNumber}`,
          validUntil: null,
        }),
      };
    },

    getCarLicenceOrder: async (req) => {
      const caller = callerOf(req);
      const row = await runtime.find(caller, req.params.id);
      // "You can't view or update a rejected licence request" (spec 001 §8)
      const refused = viewRefusal(carLicenceOrderMachine, row.status);
      if (refused) throw ApiError.fromRefusal(refused);
      return { message: req.t('common.ok'), data: await dto(db, row, caller.lang) };
    },

    createCarLicenceOrder: async (req, reply) => {
      const caller = callerOf(req);
      // the same rules as the form (shared/rules/carLicenceOrders.ts): a 422 on the field that breaks one
      const values = parseBody(CarLicenceOrderSchema, req.body as Input);
      const company = scopeOf(caller) ?? caller.companyId ?? caller.userId;
      if (company === null || company === undefined) throw ApiError.forbidden();
      const fields = {
        plateNumber: values.plate_number,
        carType: values.car_type,
        driverName: values.driver_name,
        driverIdNumber: values.driver_id_number,
        notes: values.notes || null,
        companyId: company,
      };
      // the machine's initial status, its first history row and the audit row come from the runtime
      // (the status is the runtime's to write: the fields leave it out)
      const row = await db.transaction((tx) => runtime.create(caller, fields as typeof fields & Pick<typeof carLicenceOrders.$inferInsert, 'status'>, tx, { audit: (r) => ({ ...r }) }));
      reply.code(201);
      return { message: req.t('carLicenceOrders.created'), data: await dto(db, row, caller.lang) };
    },

    updateCarLicenceOrder: async (req) => {
      const caller = callerOf(req);
      const { version, ...fields } = req.body as Input;
      const applied = await runtime.apply(caller, req.params.id, { ...fields, type: 'UPDATE' }, { expectedVersion: version });
      return { message: req.t('carLicenceOrders.updated'), data: await dto(db, applied.record, caller.lang) };
    },

    cancelCarLicenceOrder: async (req) => {
      const caller = callerOf(req);
      const applied = await runtime.apply(caller, req.params.id, { type: 'CANCEL' }, { expectedVersion: req.body?.version });
      return { message: req.t('carLicenceOrders.cancelled'), data: { licenseCarOrder: await dto(db, applied.record, caller.lang) } };
    },

    transitionCarLicenceOrder: async (req) => {
      const caller = callerOf(req);
      const { event, version, ...payload } = req.body;
      const applied = await runtime.apply(caller, req.params.id, { ...payload, type: event }, { expectedVersion: version });
      return { message: req.t(event === 'APPROVE' ? 'carLicenceOrders.approved' : 'carLicenceOrders.rejected'), data: await dto(db, applied.record, caller.lang) };
    },
  });
}
