/**
 * Orders (general/orders): the order family of spec 001 §7, from request to licence. Thin handlers
 * over the order lifecycle (./lifecycle.ts): every status change is an event of the order machine
 * run by the one runtime, which refuses in one order and changes nothing on a refusal. The spec's
 * calls map to events here, once (`EVENT_OF`); data the events carry is written by the lifecycle's
 * actors in the same transaction.
 */
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { defineHandlers } from '../../http/types';
import { ApiError } from '../../http/errors';
import { listPage, op, type ListSpec } from '../../http/list';
import { sendExport } from '../../http/export';
import { registerMessages, translate } from '../../i18n';
import { parseBody } from '../../http/validate';
import { callerOf } from '../../http/request';
import type { DbOrTx, Tx } from '../../db/client';
import type { Caller } from '../../lifecycle/caller';
import { accountTypes, files, users, workflowHistory } from '../../db/schema';
import { commitAs, sniffMime, storedFileDto, type StoredFileDto } from '../../storage/stored';
import { registerFileReader } from '../../storage/access';
import type { UploadedFile } from '../../storage';
import type { components } from '../../../openapi/schema';
import type { AppContext } from '../context';
import { orderCancelRequests, orderPledges, orderReports, orders, orderServices, orderSignatures, companyBlacklist } from './table';
import { camps } from '../camps/table';
import { squares } from '../squares/table';
import { assignCamps } from '../assign/table';
import { ordersMessages } from './messages';
import { catalogueOf, knownIds } from './catalogue';
import { OrderSchema, type OrderValues } from '../../../shared/rules/orders';
import { orderMachine, locationOrderMachine, attachmentMachine, sharerSignatureMachine } from '../../../machines';
import { CONSULTING_STATUSES, ORDER_FAMILIES, RECEIVER_FORCED_TYPES } from '../../../machines/order';
import type { StateMeta } from '../../../machines/core/types';
import type { LifecycleEvent } from '../../../machines/core/runtime';
import {
  checkCandidate,
  companyOf,
  findOrder,
  orderCancelRequestsLifecycle,
  orderReportsLifecycle,
  orderFacts,
  orderPledgesLifecycle,
  orderSignaturesLifecycle,
  lifecycleOfFamily,
  type OrderFamilyKey,
  partiesOf,
  seesAll,
  visibleWhere,
} from './lifecycle';
import { acceptedEvents, transitionsFrom } from '../../../machines/core';
import type { AnyStateMachine } from 'xstate';
import { ORDER_EVENT_ON_APPROVAL, type CancelRequestType } from '../../../machines/cancelRequest/constants';
import { achievementReportMachine, cancelRequestMachine } from '../../../machines';
import { orderLicenceParts, type LicenceDocument } from '../../licence/pdf';
import { baseUrlOf, licenceCheck, LICENCE_AUTHORITY, sendLicencePdf, tokenOf } from '../../licence/issued';
import { LICENCE_TITLES, licenceCheckPath, licenceNumber } from '../../../shared/licences';
import { audit } from '../audit';
import { loadContract, operationsOf } from '../../http/contract';
import { twinOperationId } from '../../../shared/twins';

registerMessages(ordersMessages);

type Row = typeof orders.$inferSelect;
type Dto = components['schemas']['Order'];
type Details = components['schemas']['OrderDetails'];
type Lang = 'ar' | 'en';

const receiverUser = alias(users, 'receiver_user');
const designUser = alias(users, 'design_user');
const contracterUser = alias(users, 'contracter_user');
const consultingUser = alias(users, 'consulting_user');
const garbageUser = alias(users, 'garbage_user');

const party = (u: { id: number | null; name: string | null; companyName: string | null } | null) => (!u || u.id === null ? null : { id: u.id, name: u.name ?? '', company_name: u.companyName });

/** The rows with the camp and the companies they name, in one query. */
function withRefs(db: DbOrTx, where: SQL) {
  return db
    .select({
      row: orders,
      camp: { id: camps.id, name: camps.name, name_en: camps.nameEn, square_id: camps.squareId },
      receiver: { id: receiverUser.id, name: receiverUser.name, companyName: receiverUser.companyName },
      design: { id: designUser.id, name: designUser.name, companyName: designUser.companyName },
      contracter: { id: contracterUser.id, name: contracterUser.name, companyName: contracterUser.companyName },
      consulting: { id: consultingUser.id, name: consultingUser.name, companyName: consultingUser.companyName },
      garbage: { id: garbageUser.id, name: garbageUser.name, companyName: garbageUser.companyName },
      servicesCount: sql<number>`(select count(*) from ${orderServices} os where os.order_id = ${orders.id})`.mapWith(Number),
    })
    .from(orders)
    .leftJoin(camps, eq(orders.campId, camps.id))
    .leftJoin(receiverUser, eq(orders.companyId, receiverUser.id))
    .leftJoin(designUser, eq(orders.designOfficeId, designUser.id))
    .leftJoin(contracterUser, eq(orders.contracterId, contracterUser.id))
    .leftJoin(consultingUser, eq(orders.consultingId, consultingUser.id))
    .leftJoin(garbageUser, eq(orders.garbageId, garbageUser.id))
    .where(where);
}
type Joined = Awaited<ReturnType<typeof withRefs>>[number];

/** A status as its machine labels it, in the caller's language. */
const labelOf = (machine: { root: { states: Record<string, { meta?: unknown }> } }, status: string, lang: Lang) => (machine.root.states[status]?.meta as StateMeta | undefined)?.label[lang] ?? status;

function toDto(j: Joined, lang: Lang): Dto {
  const row = j.row;
  return {
    id: row.id,
    family: row.family as Dto['family'],
    title: row.title,
    camp_id: row.campId,
    square_id: j.camp?.square_id ?? null,
    number_of_hijaj: row.numberOfHijaj,
    tent_count: row.tentCount,
    count_day: row.countDay,
    planed_achive_date: row.planedAchiveDate,
    notes: row.notes,
    get_camp: j.camp ? { id: j.camp.id, name: j.camp.name, name_en: j.camp.name_en } : null,
    status: row.status,
    status_text: labelOf(row.family === 'order' ? orderMachine : locationOrderMachine, row.status, lang),
    company_id: row.companyId,
    receiver_id: row.companyId,
    receiver: party(j.receiver),
    design_office_id: row.designOfficeId,
    design_office: party(j.design),
    contracter_id: row.contracterId,
    contracter: party(j.contracter),
    consulting_id: row.consultingId,
    consultor: party(j.consulting),
    garbage_id: row.garbageId,
    garbage: party(j.garbage),
    requested_specialist: row.requestedSpecialist ?? null,
    rejection_reason: row.rejectionReason,
    cancel_reason: row.cancelReason,
    license_start_date: row.licenseStartDate,
    license_end_date: row.licenseEndDate,
    full_gis_path: row.gisImgFileId ? `/api/files/${row.gisImgFileId}` : null,
    electric_meter: row.electricMeter ?? null,
    electricity_delivery_date: row.electricityDeliveryDate,
    services_count: j.servicesCount,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A family's list (/orders, /location-orders): each party's inbox, filters, sort keys and export columns, declared once. */
const listOf = (family: OrderFamilyKey): ListSpec<components['schemas']['OrderFilters'], Dto> => ({
  name: family === 'order' ? 'orders' : 'location-orders',
  table: orders,
  id: orders.id,
  base: eq(orders.family, family),
  filters: {
    search: op.contains(orders.title, orders.notes),
    status: op.eq(orders.status),
    camp_id: op.eq(orders.campId),
    company_id: op.eq(orders.companyId),
    square_id: op.where((v: number) => sql`exists (select 1 from ${camps} c where c.id = ${orders.campId} and c.square_id = ${v})`),
    // a specialty of the family's catalogue on one of the order's service lines
    specialist_id: op.where((v: number) => sql`exists (select 1 from ${orderServices} where ${orderServices.orderId} = ${orders.id} and ${catalogueOf(family).lineSpecialist} = ${v})`),
    stage: op.where(() => inArray(orders.status, [...CONSULTING_STATUSES])),
  },
  sorts: { created_at: orders.createdAt, title: orders.title },
  defaultSort: { key: 'created_at', direction: 'desc' },
  load: async (db, ids, lang) => (await withRefs(db, inArray(orders.id, ids))).map((j) => toDto(j, lang)),
  columns: [
    { label: { ar: 'الرقم', en: 'ID' }, value: (r) => r.id },
    { label: { ar: 'موضوع الطلب', en: 'Subject' }, value: (r) => r.title },
    { label: { ar: 'المخيم', en: 'Camp' }, value: (r, lang) => (lang === 'en' && r.get_camp?.name_en) || r.get_camp?.name || null },
    { label: { ar: 'الجهة المستلمة', en: 'Receiving company' }, value: (r) => r.receiver?.company_name ?? r.receiver?.name ?? null },
    { label: { ar: 'المكتب الهندسي', en: 'Design office' }, value: (r) => r.design_office?.company_name ?? r.design_office?.name ?? null },
    { label: { ar: 'المقاول', en: 'Contractor' }, value: (r) => r.contracter?.company_name ?? r.contracter?.name ?? null },
    { label: { ar: 'الاستشاري', en: 'Consultant' }, value: (r) => r.consultor?.company_name ?? r.consultor?.name ?? null },
    { label: { ar: 'عدد الحجاج', en: 'Number of pilgrims' }, value: (r) => r.number_of_hijaj },
    { label: { ar: 'عدد الخدمات', en: 'Services' }, value: (r) => r.services_count },
    { label: { ar: 'الحالة', en: 'Status' }, value: (r) => r.status_text },
    { label: { ar: 'نهاية الرخصة', en: 'Licence until' }, value: (r) => r.license_end_date },
    { label: { ar: 'تاريخ الإضافة', en: 'Added' }, value: (r) => r.created_at },
  ],
});

type CancelDto = components['schemas']['CancelRequest'];
const replacementUser = alias(users, 'replacement_user');

/** Cancel requests with their order's subject and the company they name, in one query. */
function cancelRows(db: DbOrTx, where: SQL) {
  return db
    .select({ row: orderCancelRequests, title: orders.title, replacement: { id: replacementUser.id, name: replacementUser.name, companyName: replacementUser.companyName } })
    .from(orderCancelRequests)
    .innerJoin(orders, eq(orders.id, orderCancelRequests.orderId))
    .leftJoin(replacementUser, eq(replacementUser.id, orderCancelRequests.replacementId))
    .where(where);
}

function cancelDto(j: Awaited<ReturnType<typeof cancelRows>>[number], lang: Lang): CancelDto {
  const r = j.row;
  return {
    id: r.id,
    canceled_request_id: r.id,
    order_id: r.orderId,
    order_title: j.title,
    type: r.type as CancelDto['type'],
    reason: r.reason,
    replacement_id: r.replacementId,
    replacement: party(j.replacement),
    status: r.status,
    status_text: labelOf(cancelRequestMachine, r.status, lang),
    rejection_reason: r.rejectionReason,
    company_id: r.companyId,
    version: r.version,
    created_at: r.createdAt.toISOString(),
  };
}

/** A family's cancel requests list (/cancel-requests, /location-order-cancel-requests), declared once. */
const cancelListOf = (family: OrderFamilyKey): ListSpec<components['schemas']['CancelRequestFilters'], CancelDto> => ({
  name: family === 'order' ? 'order-cancel-requests' : 'location-order-cancel-requests',
  table: orderCancelRequests,
  id: orderCancelRequests.id,
  base: sql`exists (select 1 from ${orders} o where o.id = ${orderCancelRequests.orderId} and o.family = ${family})`,
  filters: { status: op.eq(orderCancelRequests.status), type: op.eq(orderCancelRequests.type), order_id: op.eq(orderCancelRequests.orderId) },
  sorts: { created_at: orderCancelRequests.createdAt },
  defaultSort: { key: 'created_at', direction: 'desc' },
  load: async (db, ids, lang) => (await cancelRows(db, inArray(orderCancelRequests.id, ids))).map((j) => cancelDto(j, lang)),
  columns: [
    { label: { ar: 'الرقم', en: 'ID' }, value: (r) => r.id },
    { label: { ar: 'الطلب', en: 'Order' }, value: (r) => `${r.order_id} — ${r.order_title}` },
    { label: { ar: 'النوع', en: 'Type' }, value: (r) => r.type },
    { label: { ar: 'السبب', en: 'Reason' }, value: (r) => r.reason },
    { label: { ar: 'الحالة', en: 'Status' }, value: (r) => r.status_text },
    { label: { ar: 'تاريخ الطلب', en: 'Requested' }, value: (r) => r.created_at },
  ],
});

type ReportDto = components['schemas']['Report'];
const reportFiler = alias(users, 'report_filer');

/** Reports with their order's subject, the consultant and the file, in one query. */
function reportRows(db: DbOrTx, where: SQL) {
  return db
    .select({ row: orderReports, title: orders.title, file: files, consultant: { id: reportFiler.id, name: reportFiler.name, companyName: reportFiler.companyName } })
    .from(orderReports)
    .innerJoin(orders, eq(orders.id, orderReports.orderId))
    .innerJoin(files, eq(files.id, orderReports.fileId))
    .leftJoin(reportFiler, eq(reportFiler.id, orderReports.companyId))
    .where(where);
}

function reportDto(j: Awaited<ReturnType<typeof reportRows>>[number], lang: Lang): ReportDto {
  const r = j.row;
  return {
    id: r.id,
    achive_report_id: r.id,
    order_id: r.orderId,
    order_title: j.title,
    company_id: r.companyId,
    consultant: party(j.consultant),
    progress: r.progress,
    achive_date: r.achiveDate,
    notes: r.notes,
    file: storedFileDto(j.file),
    status: r.status,
    status_text: labelOf(achievementReportMachine, r.status, lang),
    rejection_reason: r.rejectionReason,
    version: r.version,
    created_at: r.createdAt.toISOString(),
  };
}

/** A family's achievement reports list (/reports, /location-order-reports). */
const reportListOf = (family: OrderFamilyKey): ListSpec<components['schemas']['ReportFilters'], ReportDto> => ({
  name: family === 'order' ? 'order-reports' : 'location-order-reports',
  table: orderReports,
  id: orderReports.id,
  base: sql`exists (select 1 from ${orders} o where o.id = ${orderReports.orderId} and o.family = ${family})`,
  filters: { status: op.eq(orderReports.status), order_id: op.eq(orderReports.orderId) },
  sorts: { created_at: orderReports.createdAt },
  defaultSort: { key: 'created_at', direction: 'desc' },
  load: async (db, ids, lang) => (await reportRows(db, inArray(orderReports.id, ids))).map((j) => reportDto(j, lang)),
  columns: [
    { label: { ar: 'الرقم', en: 'ID' }, value: (r) => r.id },
    { label: { ar: 'الطلب', en: 'Order' }, value: (r) => `${r.order_id} — ${r.order_title}` },
    { label: { ar: 'نسبة الإنجاز', en: 'Progress' }, value: (r) => r.progress },
    { label: { ar: 'تاريخ الإنجاز', en: 'Achieved on' }, value: (r) => r.achive_date },
    { label: { ar: 'الحالة', en: 'Status' }, value: (r) => r.status_text },
  ],
});

type BlacklistDto = components['schemas']['BlacklistEntry'];
const bannedUser = alias(users, 'banned_user');
const blacklistRows = (db: DbOrTx, where: SQL) =>
  db
    .select({ row: companyBlacklist, company: { id: bannedUser.id, name: bannedUser.name, companyName: bannedUser.companyName } })
    .from(companyBlacklist)
    .innerJoin(bannedUser, eq(bannedUser.id, companyBlacklist.companyId))
    .where(where);
const blacklistDto = (j: Awaited<ReturnType<typeof blacklistRows>>[number]): BlacklistDto => ({
  id: j.row.id,
  company_id: j.row.companyId,
  company: party(j.company),
  reason: j.row.reason,
  created_at: j.row.createdAt.toISOString(),
});

/** The blacklist (/blacklist): one for both families. */
const blacklistList: ListSpec<components['schemas']['BlacklistFilters'], BlacklistDto> = {
  name: 'order-blacklist',
  table: companyBlacklist,
  id: companyBlacklist.id,
  filters: {
    search: op.where((v: string) => sql`exists (select 1 from ${users} u where u.id = ${companyBlacklist.companyId} and (u.name ilike ${'%' + v + '%'} or u.company_name ilike ${'%' + v + '%'}))`),
  },
  sorts: { created_at: companyBlacklist.createdAt },
  defaultSort: { key: 'created_at', direction: 'desc' },
  load: async (db, ids) => (await blacklistRows(db, inArray(companyBlacklist.id, ids))).map(blacklistDto),
  columns: [
    { label: { ar: 'الجهة', en: 'Company' }, value: (r) => r.company?.company_name ?? r.company?.name ?? null },
    { label: { ar: 'السبب', en: 'Reason' }, value: (r) => r.reason },
    { label: { ar: 'تاريخ الإدراج', en: 'Listed on' }, value: (r) => r.created_at },
  ],
};

/** The receiver rule (spec 001 §5): forced to the caller's company for service_provider and gov; others keep theirs or default to themselves. */
function receiverFor(caller: Caller, supplied: number | null | undefined): number {
  const own = companyOf(caller);
  if (RECEIVER_FORCED_TYPES.includes(caller.accountType as (typeof RECEIVER_FORCED_TYPES)[number])) return own!;
  return supplied ?? own!;
}

/** Refs of a new or edited order: a 422 on the field that names nothing usable (services and specialties of the family's catalogue only). */
async function checkOrder(tx: DbOrTx, family: OrderFamilyKey, receiverId: number, values: OrderValues): Promise<void> {
  const errors: Record<string, string[]> = {};
  const [camp] = await tx.select({ id: camps.id }).from(camps).where(eq(camps.id, values.camp_id));
  if (!camp) errors.camp_id = ['orders.campIdMissing'];
  else {
    const [assigned] = await tx
      .select({ id: assignCamps.id })
      .from(assignCamps)
      .where(and(eq(assignCamps.campId, values.camp_id), eq(assignCamps.receiver_company_id, receiverId), sql`${assignCamps.status} <> 'returned'`))
      .limit(1);
    if (!assigned) errors.camp_id = ['orders.campNotAssigned'];
  }
  const [receiver] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, receiverId), isNull(users.parentId), eq(users.status, 'active')));
  if (!receiver) errors.receiver_id = ['orders.receiverInvalid'];
  const [office] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(accountTypes, eq(users.typeId, accountTypes.id))
    .leftJoin(companyBlacklist, eq(companyBlacklist.companyId, users.id))
    .where(and(eq(users.id, values.design_office_id), eq(accountTypes.code, 'design_office'), isNull(users.parentId), eq(users.status, 'active'), isNull(companyBlacklist.id)));
  if (!office) errors.design_office_id = ['orders.candidateInvalid'];
  const cat = catalogueOf(family);
  const found = await knownIds(
    tx,
    cat,
    'services',
    values.services.map((s) => s.service_id),
  );
  const foundSpecialists = await knownIds(
    tx,
    cat,
    'specialists',
    values.services.map((s) => s.specialist_id).filter((s): s is number => typeof s === 'number'),
  );
  values.services.forEach((line, i) => {
    if (!found.has(line.service_id)) errors[`services.${i}.service_id`] = ['orders.serviceMissing'];
    if (typeof line.specialist_id === 'number' && !foundSpecialists.has(line.specialist_id)) errors[`services.${i}.specialist_id`] = ['orders.specialistMissing'];
  });
  if (Object.keys(errors).length) throw ApiError.invalid(errors);
}

/** An order's fields as the table keeps them. */
const fieldsOf = (values: OrderValues) => ({
  title: values.title,
  campId: values.camp_id,
  numberOfHijaj: values.number_of_hijaj,
  tentCount: values.tent_count ?? null,
  countDay: values.count_day ?? null,
  planedAchiveDate: values.planed_achive_date || null,
  notes: values.notes || null,
  designOfficeId: values.design_office_id,
});

/** Replace an order's service lines with the form's (checked against the family's catalogue by `checkOrder`). */
async function writeServices(tx: Tx, family: OrderFamilyKey, orderId: number, values: OrderValues): Promise<void> {
  const cat = catalogueOf(family);
  await tx.delete(orderServices).where(eq(orderServices.orderId, orderId));
  await tx.insert(orderServices).values(values.services.map((s) => ({ orderId, ...cat.line(s.service_id, typeof s.specialist_id === 'number' ? s.specialist_id : null), quantity: s.quantity ?? 1 })));
}

/**
 * What a decision answers: the steps taken, each named by its own transition's label in the machine
 * ("Approve design: done" / "اعتماد التصميم: تم") — one rule for every order, cancel request, report and
 * pledge decision, read from the machine so no step has a message of its own to keep in step.
 */
function stepsDone(lang: Lang, ...steps: Array<{ machine: AnyStateMachine; event: string; from: string; to: string }>): string {
  const labels = steps.map(({ machine, event, from, to }) => {
    const ts = transitionsFrom(machine, from, event);
    return (ts.find((x) => x.to === to) ?? ts[0])?.meta.label[lang];
  });
  if (!labels.length || labels.some((l) => !l)) return translate(lang, 'orders.transitioned');
  return translate(lang, 'orders.stepDone', { step: labels.join(lang === 'ar' ? '، ' : ', ') });
}

/** A number from a form field (multipart sends text). */
const idOf = (value: unknown): number => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : Number.NaN;
};

/** The handlers of one family, under the order family's operationIds (the twin's are renamed by `ordersHandlers`). */
function familyHandlers(ctx: AppContext, family: OrderFamilyKey) {
  const { db } = ctx;
  const runtime = lifecycleOfFamily(family).on(db);
  const machine = family === 'order' ? orderMachine : locationOrderMachine;
  const list = listOf(family);
  const cancelList = cancelListOf(family);
  const reportList = reportListOf(family);
  const cat = catalogueOf(family);

  async function answer(tx: DbOrTx, id: number, lang: Lang): Promise<Dto> {
    const [j] = await withRefs(tx, eq(orders.id, id));
    return toDto(j!, lang);
  }

  /** Run one event of the order machine on an order the caller may see (404 otherwise), then answer the order. */
  async function send(
    caller: Caller,
    id: number,
    event: LifecycleEvent,
    version: number | undefined,
    actors?: Parameters<typeof runtime.apply>[3] extends infer O ? (O extends { actors?: infer A } ? A : never) : never,
  ) {
    await findOrder(db, family, id, caller);
    const applied = await runtime.apply(caller, id, event, { expectedVersion: version, ...(actors ? { actors } : {}) });
    return { message: stepsDone(caller.lang, { machine, event: event.type, ...applied }), data: await answer(db, applied.record.id, caller.lang) };
  }

  /** An order's service lines with their service and specialty, of the family's catalogue. */
  function serviceLinesOf(orderId: number) {
    return db
      .select({
        line: orderServices,
        service: { id: cat.services.id, name: cat.services.name, name_en: cat.services.nameEn, count_day: cat.services.countDay },
        specialist: { id: cat.specialists.id, name: cat.specialists.name },
      })
      .from(orderServices)
      .innerJoin(cat.services, eq(cat.services.id, cat.lineService))
      .leftJoin(cat.specialists, eq(cat.specialists.id, cat.lineSpecialist))
      .where(eq(orderServices.orderId, orderId))
      .orderBy(orderServices.id);
  }

  /** An order's sharers' signatures with the sharer. */
  function signaturesOf(orderId: number) {
    const sharer = alias(users, 'sharer_user');
    return db
      .select({ sig: orderSignatures, sharer: { id: sharer.id, name: sharer.name, companyName: sharer.companyName } })
      .from(orderSignatures)
      .innerJoin(sharer, eq(sharer.id, orderSignatures.sharerId))
      .where(eq(orderSignatures.orderId, orderId))
      .orderBy(orderSignatures.id);
  }

  async function details(caller: Caller, row: Row): Promise<Details> {
    const lang = caller.lang;
    const base = await answer(db, row.id, lang);
    const lines = await serviceLinesOf(row.id);
    // the family's pledges, each with the order's uploads of it
    const allPledges = await db.select().from(cat.pledges).orderBy(desc(cat.pledges.isRequired), cat.pledges.id);
    const uploads = await db
      .select({ up: orderPledges, file: files })
      .from(orderPledges)
      .innerJoin(files, eq(files.id, orderPledges.fileId))
      .where(eq(orderPledges.orderId, row.id))
      .orderBy(desc(orderPledges.id));
    const templateIds = allPledges.map((p) => p.fileFileId).filter((x): x is number => x !== null);
    const templates = new Map<number, StoredFileDto>(templateIds.length ? (await db.select().from(files).where(inArray(files.id, templateIds))).map((f) => [f.id, storedFileDto(f)]) : []);
    const signatures = await signaturesOf(row.id);
    const actor = alias(users, 'actor_user');
    const history = await db
      .select({ h: workflowHistory, by: actor.name })
      .from(workflowHistory)
      .leftJoin(actor, eq(actor.id, workflowHistory.actorId))
      .where(and(eq(workflowHistory.workflow, family), eq(workflowHistory.recordId, row.id)))
      .orderBy(workflowHistory.id);
    // a sharer sees the order through its signature, not as one of the machine's parties: it takes no order event
    const can = await runtime.can(caller, row).catch((e: unknown) => {
      if (e instanceof ApiError && e.status === 404) return { events: [] };
      throw e;
    });
    return {
      ...base,
      services: lines.map((l) => ({
        id: l.line.id,
        service_id: cat.serviceOf(l.line)!,
        specialist_id: cat.specialistOf(l.line),
        quantity: l.line.quantity,
        service: l.service,
        specialist: l.specialist?.id ? { id: l.specialist.id, name: l.specialist.name ?? '' } : null,
      })),
      pledges: allPledges.map((p) => ({
        pledge_id: p.id,
        title: p.title,
        title_en: p.titleEn,
        is_required: p.isRequired ? 1 : 0,
        is_fire: p.isFire ? 1 : 0,
        template: p.fileFileId ? (templates.get(p.fileFileId) ?? null) : null,
        uploads: uploads
          .filter((u) => cat.pledgeOf(u.up) === p.id)
          .map((u) => ({
            id: u.up.id,
            pledge_id: p.id,
            status: u.up.status,
            status_text: labelOf(attachmentMachine, u.up.status, lang),
            rejection_reason: u.up.rejectionReason,
            file: storedFileDto(u.file),
            version: u.up.version,
            created_at: u.up.createdAt.toISOString(),
          })),
      })),
      signatures: signatures.map((s) => ({
        id: s.sig.id,
        sharer_id: s.sig.sharerId,
        sharer: party(s.sharer),
        status: s.sig.status,
        status_text: labelOf(sharerSignatureMachine, s.sig.status, lang),
        signed_at: s.sig.signedAt?.toISOString() ?? null,
        version: s.sig.version,
      })),
      history: history.map(({ h, by }) => {
        const payload = (h.payload ?? {}) as Record<string, unknown>;
        const reason = payload.rejection_reason ?? payload.cancel_reason ?? null;
        return { event: h.event, from: h.fromStatus, to: h.toStatus, at: h.at.toISOString(), by, reason: typeof reason === 'string' ? reason : null };
      }),
      events: can.events.map((e) => ({ event: e.event, allowed: e.allowed, label: e.label[lang], reason: e.reason ?? null })),
      parties: partiesOf(caller, row),
      facts: await orderFacts(db, row),
    };
  }

  /** The licence document of a licensed order (409 before tsleem approved it). */
  async function licenceOf(row: Row, baseUrl: string): Promise<{ doc: LicenceDocument; dto: components['schemas']['OrderLicence'] }> {
    if (!row.licenceToken || !row.licenseEndDate || !row.licenseStartDate) throw new ApiError(409, 'orders.notLicensed');
    // only what the document prints: the order with its parties, its service lines and its signatures
    const [d, lines, signatures] = await Promise.all([answer(db, row.id, 'ar'), serviceLinesOf(row.id), signaturesOf(row.id)]);
    const name = (p: { name: string; company_name?: string | null } | null) => (p ? p.company_name || p.name : '');
    const [camp] = await db.select({ name: camps.name, nameEn: camps.nameEn, square: squares.name }).from(camps).leftJoin(squares, eq(squares.id, camps.squareId)).where(eq(camps.id, row.campId));
    const parties = [
      { role: { ar: 'المكتب الهندسي', en: 'Design office' }, name: name(d.design_office) },
      { role: { ar: 'المقاول', en: 'Contractor' }, name: name(d.contracter) },
      { role: { ar: 'الاستشاري', en: 'Consultant' }, name: name(d.consultor) },
      ...signatures.filter((s) => s.sig.status === 'signed').map((s) => ({ role: { ar: 'شريك موقّع', en: 'Signing sharer' }, name: name(party(s.sharer)) })),
    ].filter((p) => p.name);
    const servicesList = lines.map((l) => ({ name: l.service.name, specialty: l.specialist?.id ? l.specialist.name : null }));
    const verifyPath = licenceCheckPath(family, row.licenceToken);
    const number = licenceNumber(family, row.licenseStartDate, row.id);
    const doc: LicenceDocument = {
      number,
      issuedAt: row.licenseStartDate,
      validUntil: row.licenseEndDate,
      company: { name: name(d.receiver), cr: null },
      ...orderLicenceParts(family, { name: camp?.name ?? '', square: camp?.square ?? null }, parties, servicesList),
      verifyUrl: `${baseUrl}${verifyPath}`,
      authority: LICENCE_AUTHORITY,
    };
    const today = new Date().toISOString().slice(0, 10);
    return {
      doc,
      dto: {
        order_id: row.id,
        number,
        valid: row.status === 'licensed' && today >= row.licenseStartDate && today <= row.licenseEndDate ? 1 : 0,
        issued_at: row.licenseStartDate,
        valid_until: row.licenseEndDate,
        company: { name: doc.company.name, name_en: null, cr: doc.company.cr ?? null },
        camp: { name: camp?.name ?? '', name_en: camp?.nameEn ?? null },
        square: camp?.square ?? null,
        parties,
        services: servicesList,
        verify_path: verifyPath,
      },
    };
  }

  /** What an upload really is, by its first bytes: PDF or an image (a 422 on the field otherwise). */
  async function keepFile(tx: DbOrTx, field: string, upload: unknown, ownerId: number | null): Promise<number> {
    const file = upload as UploadedFile;
    const mime = await sniffMime(file.tempPath);
    if (!mime) throw ApiError.field(field, 'validation.file.type');
    return commitAs(ctx.storage, tx, file, mime, ownerId);
  }

  return defineHandlers({
    listOrders: async (req) => {
      const caller = callerOf(req);
      return { message: req.t('orders.list'), data: await listPage(db, list, req.body, req.query, req.lang, [visibleWhere(caller)]), filters: req.body ?? {} };
    },

    exportOrders: async (req, reply) => {
      const caller = callerOf(req);
      return sendExport(reply, {
        db,
        spec: list,
        body: req.body,
        lang: req.lang,
        format: req.query.format,
        title: family === 'order' ? { ar: 'الطلبات', en: 'Orders' } : { ar: 'طلبات المواقع', en: 'Location orders' },
        scope: [visibleWhere(caller)],
      });
    },

    getOrder: async (req) => {
      const caller = callerOf(req);
      const row = await findOrder(db, family, req.params.id, caller);
      return { message: req.t('common.ok'), data: await answer(db, row.id, caller.lang) };
    },

    orderDetails: async (req) => {
      const caller = callerOf(req);
      const row = await findOrder(db, family, req.params.id, caller);
      return { message: req.t('orders.details'), data: await details(caller, row) };
    },

    createOrder: async (req, reply) => {
      const caller = callerOf(req);
      const values = parseBody(OrderSchema, req.body);
      const receiverId = receiverFor(caller, values.receiver_id);
      const row = await db.transaction(async (tx) => {
        await checkOrder(tx, family, receiverId, values);
        const fields = { ...fieldsOf(values), family: family, companyId: receiverId, createdBy: caller.userId };
        return runtime.create(caller, fields as typeof fields & Pick<typeof orders.$inferInsert, 'status'>, tx, {
          audit: (r) => ({ ...r, services: values.services }),
          then: async (t, created) => writeServices(t, family, created.id, values),
        });
      });
      reply.code(201);
      return { message: req.t('orders.created'), data: await answer(db, row.id, caller.lang) };
    },

    updateOrder: async (req) => {
      const caller = callerOf(req);
      const values = parseBody(OrderSchema, req.body);
      const before = await findOrder(db, family, req.params.id, caller);
      const receiverId = receiverFor(caller, values.receiver_id ?? before.companyId);
      // UPDATE is an event of the machine (a draft or returned order, by its owner); its actor writes the fields
      return send(caller, before.id, { type: 'UPDATE' }, req.body.version, {
        update: async (tx, { record }) => {
          await checkOrder(tx, family, receiverId === record.companyId ? record.companyId : receiverId, values);
          await writeServices(tx, family, record.id, values);
          return { ...fieldsOf(values), updatedAt: new Date() };
        },
      });
    },

    destroyOrder: async (req) => {
      const caller = callerOf(req);
      await db.transaction(async (tx) => {
        const before = await findOrder(tx, family, req.params.id, caller, true);
        if (!partiesOf(caller, before).includes('owner') && !seesAll(caller)) throw ApiError.notFound('orders.missing');
        // only a draft is deleted; a sent order is cancelled through a request
        if (before.status !== machine.config.initial) throw new ApiError(409, 'lifecycle.unallowed');
        await tx.delete(orders).where(eq(orders.id, before.id));
        await audit(tx, req, { entity: 'orders', entityId: before.id, event: 'delete', oldValue: { ...before }, newValue: null });
      });
      return { message: req.t('orders.deleted') };
    },

    submitOrder: async (req) => send(callerOf(req), req.params.id, { type: 'SUBMIT' }, req.body?.version),
    sendOrderToTsleem: async (req) => send(callerOf(req), req.params.id, { type: 'SEND_TO_TSLEEM' }, req.body?.version),
    approveOrder: async (req) =>
      send(callerOf(req), req.body.id, { type: 'APPROVE', ...(req.body.license_end_date !== undefined ? { license_end_date: req.body.license_end_date } : {}) }, req.body.version),
    disapproveOrder: async (req) => send(callerOf(req), req.body.id, { type: 'DISAPPROVE', rejection_reason: req.body.rejection_reason ?? '' }, req.body.version),
    rejectOrder: async (req) => send(callerOf(req), req.body.id, { type: 'REJECT', rejection_reason: req.body.rejection_reason ?? '' }, req.body.version),
    updateOrderReceiver: async (req) => send(callerOf(req), req.params.id, { type: 'CHANGE_RECEIVER', receiver_id: req.body.receiver_id }, req.body.version),
    addOrderSpecialist: async (req) => send(callerOf(req), req.params.id, { type: 'CHANGE_SPECIALIST', specialist: req.body.specialist }, req.body.version),
    approveOrderSpecialist: async (req) =>
      send(
        callerOf(req),
        req.params.id,
        req.body.status === 'approve' ? { type: 'APPROVE_SPECIALIST_CHANGE' } : { type: 'REJECT_SPECIALIST_CHANGE', rejection_reason: req.body.rejection_reason ?? '' },
        req.body.version,
      ),
    cancelOrderByTsleem: async (req) => send(callerOf(req), req.params.id, { type: 'CANCEL_BY_TSLEEM', cancel_reason: req.body.cancel_reason ?? '' }, req.body.version),
    extendOrderLicence: async (req) => send(callerOf(req), req.params.id, { type: 'EXTEND_LICENCE', license_end_date: req.body.license_end_date ?? '' }, req.body.version),
    chooseOrderContractor: async (req) => send(callerOf(req), req.body.id, { type: 'CHOOSE_CONTRACTOR', contracter_id: req.body.contracter_id }, req.body.version),
    chooseOrderConsultant: async (req) => send(callerOf(req), req.body.id, { type: 'CHOOSE_CONSULTANT', consulting_id: req.body.consulting_id }, req.body.version),
    chooseOrderParties: async (req) => {
      const caller = callerOf(req);
      await findOrder(db, family, req.body.id, caller);
      // both or neither: the two events in one transaction
      const steps = await db.transaction(async (tx) => [
        {
          machine,
          event: 'CHOOSE_CONTRACTOR',
          ...(await runtime.apply(caller, req.body.id, { type: 'CHOOSE_CONTRACTOR', contracter_id: req.body.contracter_id }, { expectedVersion: req.body.version, tx })),
        },
        { machine, event: 'CHOOSE_CONSULTANT', ...(await runtime.apply(caller, req.body.id, { type: 'CHOOSE_CONSULTANT', consulting_id: req.body.consulting_id }, { tx })) },
      ]);
      return { message: stepsDone(caller.lang, ...steps), data: await answer(db, req.body.id, caller.lang) };
    },
    orderContracting: async (req) =>
      send(
        callerOf(req),
        req.body.id,
        req.body.status === 'approve' ? { type: 'CONTRACTOR_ACCEPT' } : { type: 'CONTRACTOR_DECLINE', rejection_reason: req.body.rejection_reason ?? '' },
        req.body.version,
      ),
    orderConsulting: async (req) =>
      send(
        callerOf(req),
        req.body.id,
        req.body.status === 'approve' ? { type: 'CONSULTANT_ACCEPT' } : { type: 'CONSULTANT_DECLINE', rejection_reason: req.body.rejection_reason ?? '' },
        req.body.version,
      ),
    addOrderGisImage: async (req) => {
      const caller = callerOf(req);
      return send(caller, req.params.id, { type: 'UPLOAD_GIS_IMAGE', gis_img: req.body.gis_img }, req.body.version, {
        uploadGisImage: async (tx) => ({ gisImgFileId: await keepFile(tx, 'gis_img', req.body.gis_img, caller.userId), updatedAt: new Date() }),
      });
    },
    setOrderElectricMeter: async (req) => {
      const { version, ...meter } = req.body;
      return send(callerOf(req), req.params.id, { type: 'SET_ELECTRIC_METER', ...meter }, version);
    },
    orderElectricityDelivery: async (req) => send(callerOf(req), req.params.id, { type: 'ARRANGE_ELECTRICITY_DELIVERY', delivery_date: req.body.delivery_date ?? '' }, req.body.version),

    chooseOrderGarbageCompany: async (req) => send(callerOf(req), req.body.id, { type: 'CHOOSE_GARBAGE_COMPANY', garbage_id: req.body.garbage_id }, req.body.version),

    listOrderCancelRequests: async (req) => {
      const caller = callerOf(req);
      const scope = seesAll(caller) ? undefined : eq(orderCancelRequests.companyId, companyOf(caller) ?? -1);
      return { message: req.t('orders.cancelRequests'), data: await listPage(db, cancelList, req.body, req.query, req.lang, [scope]), filters: req.body ?? {} };
    },
    storeOrderCancelRequest: async (req) => fileCancelRequest(callerOf(req), req.body.order_id, 'order', null, req.body.reason),
    requestOrderContractorChange: async (req) => fileCancelRequest(callerOf(req), req.body.order_id, 'contractor', req.body.contracter_id, req.body.reason),
    requestOrderConsultantChange: async (req) => fileCancelRequest(callerOf(req), req.body.order_id, 'consultant', req.body.consulting_id, req.body.reason),
    changeOrderCancelRequestStatus: async (req) => {
      const caller = callerOf(req);
      const [found] = await db.select({ orderId: orderCancelRequests.orderId }).from(orderCancelRequests).where(eq(orderCancelRequests.id, req.body.id));
      if (!found) throw ApiError.notFound('orders.cancelRequestMissing');
      await findOrder(db, family, found.orderId, caller);
      const event: LifecycleEvent = req.body.status === 'approved' ? { type: 'APPROVE' } : { type: 'REJECT', rejection_reason: req.body.rejection_reason ?? '' };
      const applied = await orderCancelRequestsLifecycle.on(db).apply(caller, req.body.id, event, { expectedVersion: req.body.version });
      const [j] = await cancelRows(db, eq(orderCancelRequests.id, req.body.id));
      return { message: stepsDone(caller.lang, { machine: cancelRequestMachine, event: event.type, ...applied }), data: cancelDto(j!, caller.lang) };
    },

    listOrderReports: async (req) => {
      const caller = callerOf(req);
      const me = companyOf(caller) ?? -1;
      // the desk sees every report; a consultant the ones it filed; a company the ones on its orders
      const scope = seesAll(caller) ? undefined : sql`(${orderReports.companyId} = ${me} or exists (select 1 from ${orders} o where o.id = ${orderReports.orderId} and o.company_id = ${me}))`;
      return { message: req.t('orders.reports'), data: await listPage(db, reportList, req.body, req.query, req.lang, [scope]), filters: req.body ?? {} };
    },
    orderReportDetails: async (req) => {
      const caller = callerOf(req);
      const [j] = await reportRows(db, eq(orderReports.id, req.params.id));
      if (!j) throw ApiError.notFound('orders.reportMissing');
      await findOrder(db, family, j.row.orderId, caller);
      return { message: req.t('common.ok'), data: reportDto(j, caller.lang) };
    },
    storeOrderReport: async (req) => {
      const caller = callerOf(req);
      const order = await findOrder(db, family, idOf(req.body.order_id), caller);
      if (!partiesOf(caller, order).includes('consultant')) throw ApiError.forbidden('orders.notConsultant');
      if (order.status !== 'licensed') throw new ApiError(409, 'orders.reportNotLicensed');
      const progress = Number(req.body.progress);
      const row = await db.transaction(async (tx) => {
        const fileId = await keepFile(tx, 'file', req.body.file, caller.userId);
        // the earlier undecided reports of the order become old (only the latest is decided)
        const earlier = await tx
          .select({ id: orderReports.id })
          .from(orderReports)
          .where(and(eq(orderReports.orderId, order.id), inArray(orderReports.status, ['pending', 'disapproved'])));
        const reports = orderReportsLifecycle.on(db);
        for (const e of earlier) await reports.apply(caller, e.id, { type: 'SUPERSEDE' }, { tx });
        return reports.create(
          caller,
          { orderId: order.id, companyId: companyOf(caller)!, progress, achiveDate: String(req.body.achive_date), notes: req.body.notes?.trim() || null, fileId } as typeof orderReports.$inferInsert,
          tx,
        );
      });
      const [j] = await reportRows(db, eq(orderReports.id, row.id));
      return { message: req.t('orders.reportFiled'), data: reportDto(j!, caller.lang) };
    },
    approveOrderReport: async (req) => reportEvent(callerOf(req), req.params.id, { type: 'APPROVE' }, req.body?.version),
    disapproveOrderReport: async (req) => reportEvent(callerOf(req), req.params.id, { type: 'DISAPPROVE', rejection_reason: req.body.rejection_reason ?? '' }, req.body.version),

    listOrderBlacklist: async (req) => ({ message: req.t('orders.blacklist'), data: await listPage(db, blacklistList, req.body, req.query, req.lang), filters: req.body ?? {} }),
    storeOrderBlacklist: async (req) => {
      const reason = req.body.reason.trim();
      if (!reason) throw ApiError.invalid({ reason: ['validation.required'] });
      const [company] = await db
        .select({ id: users.id })
        .from(users)
        .innerJoin(accountTypes, eq(users.typeId, accountTypes.id))
        .where(and(eq(users.id, req.body.company_id), isNull(users.parentId), inArray(accountTypes.code, ['contractor', 'consultant', 'design_office'])));
      if (!company) throw ApiError.invalid({ company_id: ['orders.blacklistCompanyInvalid'] });
      const caller = callerOf(req);
      const row = await db.transaction(async (tx) => {
        const [made] = await tx.insert(companyBlacklist).values({ companyId: company.id, reason, createdBy: caller.userId }).onConflictDoNothing().returning();
        if (!made) throw new ApiError(409, 'orders.blacklistAlready');
        await audit(tx, req, { entity: 'company_blacklist', entityId: made.id, event: 'create', oldValue: null, newValue: { ...made } });
        return made;
      });
      const [j] = await blacklistRows(db, eq(companyBlacklist.id, row.id));
      return { message: req.t('orders.blacklisted'), data: blacklistDto(j!) };
    },
    destroyOrderBlacklist: async (req) => {
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(companyBlacklist).where(eq(companyBlacklist.id, req.params.id)).returning();
        if (!row) throw ApiError.notFound('orders.blacklistMissing');
        await audit(tx, req, { entity: 'company_blacklist', entityId: row.id, event: 'delete', oldValue: { ...row }, newValue: null });
      });
      return { message: req.t('orders.unblacklisted') };
    },

    orderCandidates: async (req) => {
      const body = req.body ?? { type: 'contractor' as const };
      const search = body.search?.trim();
      const rows = await db
        .select({ id: users.id, name: users.name, company_name: users.companyName, type: accountTypes.code })
        .from(users)
        .innerJoin(accountTypes, eq(users.typeId, accountTypes.id))
        .leftJoin(companyBlacklist, eq(companyBlacklist.companyId, users.id))
        .where(
          and(
            eq(accountTypes.code, body.type),
            isNull(users.parentId),
            eq(users.status, 'active'),
            isNull(companyBlacklist.id),
            search ? sql`(${users.name} ilike ${'%' + search + '%'} or ${users.companyName} ilike ${'%' + search + '%'})` : undefined,
          ),
        )
        .orderBy(users.companyName, users.id)
        .limit(50);
      return { message: req.t('orders.candidates'), data: rows };
    },

    orderSquareByCamp: async (req) => {
      const [camp] = await db
        .select({ id: camps.id, square: { id: squares.id, name: squares.name, name_en: squares.nameEn } })
        .from(camps)
        .leftJoin(squares, eq(squares.id, camps.squareId))
        .where(eq(camps.id, req.body.camp_id));
      if (!camp) throw ApiError.invalid({ camp_id: ['orders.campIdMissing'] });
      return { message: req.t('orders.square'), data: { camp_id: camp.id, square: camp.square?.id ? camp.square : null } };
    },

    uploadOrderPledge: async (req) => {
      const caller = callerOf(req);
      const order = await findOrder(db, family, req.params.id, caller);
      if (!partiesOf(caller, order).includes('owner')) throw ApiError.forbidden();
      if (!['draft', 'returned'].includes(order.status)) throw new ApiError(409, 'orders.pledgeOrderClosed');
      // a pledge of the family's catalogue
      const pledgeId = idOf(req.body.pledge_id);
      if (!(await knownIds(db, cat, 'pledges', [pledgeId])).has(pledgeId)) throw ApiError.invalid({ pledge_id: ['orders.pledgeMissing'] });
      await db.transaction(async (tx) => {
        const [last] = await tx
          .select()
          .from(orderPledges)
          .where(and(eq(orderPledges.orderId, order.id), eq(cat.uploadPledge, pledgeId), sql`${orderPledges.status} <> 'replaced'`))
          .orderBy(desc(orderPledges.id))
          .limit(1);
        const fileId = await keepFile(tx, 'file', req.body.file, caller.userId);
        // a live upload is replaced through its own lifecycle (a rejected one: REPLACE; an approved one is refused there)
        if (last) await orderPledgesLifecycle.on(db).apply(caller, last.id, { type: 'REPLACE', file: fileId }, { tx });
        await orderPledgesLifecycle.on(db).create(caller, { orderId: order.id, ...cat.pledgeRef(pledgeId), fileId, companyId: order.companyId } as typeof orderPledges.$inferInsert, tx);
      });
      return { message: req.t('orders.pledgeUploaded'), data: await answer(db, order.id, caller.lang) };
    },

    approveOrderPledge: async (req) => pledgeEvent(callerOf(req), req.params.id, { type: 'APPROVE' }, req.body?.version),
    rejectOrderPledge: async (req) => pledgeEvent(callerOf(req), req.params.id, { type: 'REJECT', rejection_reason: req.body.rejection_reason ?? '' }, req.body.version),

    signOrder: async (req) => signatureEvent(callerOf(req), req.params.id, 'SIGN', req.body?.version),
    unsignOrder: async (req) => signatureEvent(callerOf(req), req.params.id, 'UNSIGN', req.body?.version),

    orderLicence: async (req) => {
      const caller = callerOf(req);
      const row = await findOrder(db, family, req.params.id, caller);
      return { message: req.t('orders.licence'), data: (await licenceOf(row, baseUrlOf(req))).dto };
    },

    orderLicencePdf: async (req, reply) => {
      const caller = callerOf(req);
      const row = await findOrder(db, family, req.params.id, caller);
      return sendLicencePdf(reply, (await licenceOf(row, baseUrlOf(req))).doc);
    },

    verifyOrderLicence: async (req) => {
      const token = tokenOf(req.params.qr);
      const [j] = await withRefs(db, and(eq(orders.licenceToken, token), eq(orders.family, family))!);
      if (!j || !j.row.licenseEndDate) throw ApiError.notFound('licence.unknown');
      return {
        message: req.t('licence.verified'),
        data: licenceCheck({
          standing: j.row.status === 'licensed',
          number: licenceNumber(family, j.row.licenseStartDate ?? j.row.licenseEndDate, j.row.id),
          title: LICENCE_TITLES[family][req.lang],
          company: j.receiver?.companyName || j.receiver?.name || '',
          camp: (req.lang === 'en' && j.camp?.name_en) || j.camp?.name || '',
          validUntil: j.row.licenseEndDate,
        }),
      };
    },
  });

  /**
   * The owner asks to cancel its order, or to replace its contractor or consultant: refused (409) when the
   * order's status would not take the event the approval sends, or a request of the kind is open already.
   */
  async function fileCancelRequest(caller: Caller, orderId: number, type: CancelRequestType, replacementId: number | null, reason: string) {
    const order = await findOrder(db, family, orderId, caller);
    if (!partiesOf(caller, order).includes('owner')) throw ApiError.forbidden();
    if (!acceptedEvents(machine, order.status).includes(ORDER_EVENT_ON_APPROVAL[type])) throw new ApiError(409, 'lifecycle.unallowed');
    const text = reason.trim();
    if (!text) throw ApiError.invalid({ reason: ['validation.required'] });
    const row = await db.transaction(async (tx) => {
      if (replacementId !== null) await checkCandidate(tx, type === 'contractor' ? 'contracter_id' : 'consulting_id', replacementId);
      const [open] = await tx
        .select({ id: orderCancelRequests.id })
        .from(orderCancelRequests)
        .where(and(eq(orderCancelRequests.orderId, order.id), eq(orderCancelRequests.type, type), eq(orderCancelRequests.status, 'pending')));
      if (open) throw new ApiError(409, 'orders.cancelRequestOpen');
      return orderCancelRequestsLifecycle.on(db).create(caller, { orderId: order.id, type, replacementId, reason: text, companyId: order.companyId } as typeof orderCancelRequests.$inferInsert, tx);
    });
    const [j] = await cancelRows(db, eq(orderCancelRequests.id, row.id));
    return { message: ordersMessages['orders.cancelRequestFiled']![caller.lang], data: cancelDto(j!, caller.lang) };
  }

  /** One event of an achievement report's lifecycle, on a report of an order of this family. */
  async function reportEvent(caller: Caller, reportId: number, event: LifecycleEvent, version: number | undefined) {
    const [r] = await db.select({ orderId: orderReports.orderId }).from(orderReports).where(eq(orderReports.id, reportId));
    if (!r) throw ApiError.notFound('orders.reportMissing');
    await findOrder(db, family, r.orderId, caller);
    const applied = await orderReportsLifecycle.on(db).apply(caller, reportId, event, { expectedVersion: version });
    const [j] = await reportRows(db, eq(orderReports.id, reportId));
    return { message: stepsDone(caller.lang, { machine: achievementReportMachine, event: event.type, ...applied }), data: reportDto(j!, caller.lang) };
  }

  /** One event of a pledge upload's lifecycle, on an upload of an order the caller sees. */
  async function pledgeEvent(caller: Caller, uploadId: number, event: LifecycleEvent, version: number | undefined) {
    const [up] = await db.select({ orderId: orderPledges.orderId }).from(orderPledges).where(eq(orderPledges.id, uploadId));
    if (!up) throw ApiError.notFound('orders.pledgeUploadMissing');
    await findOrder(db, family, up.orderId, caller);
    const applied = await orderPledgesLifecycle.on(db).apply(caller, uploadId, event, { expectedVersion: version });
    return { message: stepsDone(caller.lang, { machine: attachmentMachine, event: event.type, ...applied }), data: await answer(db, up.orderId, caller.lang) };
  }

  /** A sharer signs or withdraws its own signature on an order (general/location_order_sign/{sign|unsign}/{order id}). */
  async function signatureEvent(caller: Caller, orderId: number, type: 'SIGN' | 'UNSIGN', version: number | undefined) {
    // one path for both families: the order says which it is
    const [known] = await db.select({ family: orders.family }).from(orders).where(eq(orders.id, orderId));
    if (!known) throw ApiError.notFound('orders.missing');
    const order = await findOrder(db, known.family as OrderFamilyKey, orderId, caller);
    const me = companyOf(caller);
    const [sig] =
      me === null
        ? []
        : await db
            .select()
            .from(orderSignatures)
            .where(and(eq(orderSignatures.orderId, order.id), eq(orderSignatures.sharerId, me)));
    if (!sig) throw ApiError.forbidden('orders.notSharer');
    await orderSignaturesLifecycle.on(db).apply(caller, sig.id, { type }, { expectedVersion: version });
    return { message: ordersMessages[type === 'SIGN' ? 'orders.signed' : 'orders.unsigned']![caller.lang], data: await answer(db, order.id, caller.lang) };
  }
}

/** Calls outside the families' prefixes, served once: the sharers' signatures (general/location_order_sign) answer for an order of either family. */
const SHARED_CALLS = ['signOrder', 'unsignOrder'];

/**
 * Both families (spec 001 §7 "The same set exists under general/orders"): the order family's handlers, and
 * the same code for general/location-orders under the twin's operationIds (the contract derives them from
 * openapi/areas/orders.yaml `x-twin`, with the same rule, `twinOperationId`).
 */
export function ordersHandlers(ctx: AppContext) {
  const contractIds = new Set(operationsOf(loadContract()).map((o) => o.op.operationId as string));
  const order = familyHandlers(ctx, 'order');
  const location = familyHandlers(ctx, 'locationOrder') as Record<string, unknown>;
  const twins = Object.fromEntries(
    Object.entries(location)
      .filter(([id]) => !SHARED_CALLS.includes(id))
      .map(([id, handler]) => [twinOperationId(id, ['Order', 'LocationOrder']), handler] as const)
      // the orders' own calls (electricity, meter, garbage: the contract's x-twin `except`) have no twin
      .filter(([id]) => contractIds.has(id)),
  );
  // Who may read an order's files (GIS image, pledge uploads): those who see the order and hold its family's
  // details or list permission; a template of a family's pledges: those who work with that family's orders.
  const FAMILIES: OrderFamilyKey[] = ['order', 'locationOrder'];
  const mayOpen = (permissions: readonly string[], family: OrderFamilyKey) => {
    const p = ORDER_FAMILIES[family].permissionPrefix;
    return permissions.some((x) => x === `${p}-details` || x === `${p}-index`);
  };
  registerFileReader(async (rdb, session, file) => {
    if (session.scope !== 'portal') return false;
    const families = FAMILIES.filter((f) => mayOpen(session.permissions, f));
    if (!families.length) return false;
    for (const f of families) {
      const cat = catalogueOf(f);
      const [template] = await rdb.select({ id: cat.pledges.id }).from(cat.pledges).where(eq(cat.pledges.fileFileId, file.id)).limit(1);
      if (template) return true;
    }
    const [hit] = await rdb
      .select({ id: orders.id, family: orders.family })
      .from(orders)
      .where(
        and(
          inArray(orders.family, families),
          sql`(${orders.gisImgFileId} = ${file.id} or exists (select 1 from ${orderPledges} where ${orderPledges.orderId} = ${orders.id} and ${orderPledges.fileId} = ${file.id}))`,
        ),
      )
      .limit(1);
    if (!hit) return false;
    const caller: Caller = { userId: session.user.id, companyId: session.user.parentId ?? session.user.id, permissions: session.permissions, accountType: session.typeCode, lang: 'ar' };
    try {
      await findOrder(rdb, hit.family as OrderFamilyKey, hit.id, caller);
      return true;
    } catch {
      return false;
    }
  });

  // the twin's request types are the order family's (the same schemas): only the names differ
  return { ...order, ...(twins as unknown as typeof order) };
}
