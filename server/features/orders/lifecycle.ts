/**
 * Orders and location orders follow the order lifecycle (machines/order, built once per family):
 * created in its initial status, changed only through these definitions (server/lifecycle/), which
 * write the history and audit rows. Their pledge uploads follow the attachment lifecycle and their
 * sharers' signatures the sharerSignature lifecycle, each with its own definition here.
 *
 * Who sees an order (anyone else gets the 404 of a missing one): the authority (admin, kdana) and
 * the service centres (raft_office) every order; the receiving company its own; the design office,
 * contractor, consultant and garbage company the orders they are named on; a sharer the orders it
 * signs. Parties: owner, designOffice, contractor, consultant (the machine's root meta).
 */
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { achievementReportMachine, attachmentMachine, cancelRequestMachine, locationOrderMachine, orderMachine, sharerSignatureMachine } from '../../../machines';
import { ORDER_EVENT_ON_APPROVAL, type CancelRequestType } from '../../../machines/cancelRequest/constants';
import type { OrderFacts } from '../../../machines/order';
import { defineLifecycle, type ServerActor } from '../../lifecycle/define';
import type { Caller } from '../../lifecycle/caller';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { ApiError } from '../../http/errors';
import { allianceMembers, alliances, users, accountTypes } from '../../db/schema';
import { catalogueOf, knownIds } from './catalogue';
import { companyBlacklist, orderCancelRequests, orderPledges, orderReports, orders, orderServices, orderSignatures } from './table';
import { newLicenceToken } from '../../licence/token';

type Row = typeof orders.$inferSelect;
export type OrderFamilyKey = 'order' | 'locationOrder';

/** Types that see every order: the authority and the service centres (who process them for tsleem). */
export const ORDER_DESK_TYPES = ['admin', 'kdana', 'raft_office', 'system'];

/** The company a caller acts for. */
export const companyOf = (caller: Caller): number | null => caller.companyId ?? caller.userId ?? null;

/** Does this caller see every order? */
export const seesAll = (caller: Caller): boolean => ORDER_DESK_TYPES.includes(caller.accountType);

/** The parties a caller holds on an order, by the company it acts for. */
export function partiesOf(caller: Caller, row: Pick<Row, 'companyId' | 'designOfficeId' | 'contracterId' | 'consultingId'>): string[] {
  const me = companyOf(caller);
  if (me === null) return [];
  const parties: string[] = [];
  if (row.companyId === me) parties.push('owner');
  if (row.designOfficeId === me) parties.push('designOffice');
  if (row.contracterId === me) parties.push('contractor');
  if (row.consultingId === me) parties.push('consultant');
  return parties;
}

/** The SQL condition of the orders a caller sees (lists, exports), or undefined for all of them. */
export function visibleWhere(caller: Caller) {
  if (seesAll(caller)) return undefined;
  const me = companyOf(caller) ?? -1;
  return sql`(${orders.companyId} = ${me} or ${orders.designOfficeId} = ${me} or ${orders.contracterId} = ${me} or ${orders.consultingId} = ${me} or ${orders.garbageId} = ${me}
    or exists (select 1 from ${orderSignatures} s where s.order_id = ${orders.id} and s.sharer_id = ${me}))`;
}

/** The row check of the same rule (a sharer is checked by the caller, which reads its signature). */
function visibleRow(caller: Caller, row: Row): boolean {
  if (seesAll(caller)) return true;
  const me = companyOf(caller);
  return me !== null && [row.companyId, row.designOfficeId, row.contracterId, row.consultingId, row.garbageId].includes(me);
}

/** The facts SUBMIT and SEND_TO_TSLEEM read (machines/order OrderFacts), counted in the transaction against the order's family's catalogue. */
export async function orderFacts(tx: DbOrTx, order: Pick<Row, 'id' | 'family'>): Promise<OrderFacts> {
  const orderId = order.id;
  const cat = catalogueOf(order.family);
  const [svc] = await tx
    .select({ total: count(), withoutSpecialty: sql<number>`count(*) filter (where ${cat.lineSpecialist} is null)`.mapWith(Number) })
    .from(orderServices)
    .where(eq(orderServices.orderId, orderId));
  // a required pledge of the family is outstanding while it has no upload that is pending or approved
  const [outstanding] = await tx
    .select({ n: count() })
    .from(cat.pledges)
    .where(
      and(
        eq(cat.pledges.isRequired, true),
        sql`not exists (select 1 from ${orderPledges} where ${orderPledges.orderId} = ${orderId} and ${cat.uploadPledge} = ${cat.pledges.id} and ${orderPledges.status} in ('pending', 'approved'))`,
      ),
    );
  const [rejected] = await tx
    .select({ n: count() })
    .from(orderPledges)
    .where(and(eq(orderPledges.orderId, orderId), eq(orderPledges.status, 'rejected')));
  const [unsigned] = await tx
    .select({ n: count() })
    .from(orderSignatures)
    .where(and(eq(orderSignatures.orderId, orderId), eq(orderSignatures.status, 'unsigned')));
  return {
    serviceCount: svc?.total ?? 0,
    servicesWithoutSpecialty: svc?.withoutSpecialty ?? 0,
    pledgesOutstanding: outstanding?.n ?? 0,
    rejectedAttachments: rejected?.n ?? 0,
    unsignedSharers: unsigned?.n ?? 0,
  };
}

/** Which account types may be chosen for each role (machines/order constants). */
const CANDIDATE_TYPES = { contracter_id: ['contractor'], consulting_id: ['consultant', 'design_office'], design_office_id: ['design_office'], garbage_id: ['contractor', 'service_provider'] } as const;

/**
 * A company chosen for a role must be an active main account of a type that plays it and not on the
 * blacklist (issue 12: "Blacklisted companies cannot be chosen as contractor or consultant"): a 422
 * on the field otherwise.
 */
export async function checkCandidate(tx: DbOrTx, field: keyof typeof CANDIDATE_TYPES, id: number): Promise<void> {
  const [found] = await tx
    .select({ id: users.id, status: users.status, parentId: users.parentId, type: accountTypes.code, banned: companyBlacklist.id })
    .from(users)
    .innerJoin(accountTypes, eq(users.typeId, accountTypes.id))
    .leftJoin(companyBlacklist, eq(companyBlacklist.companyId, users.id))
    .where(eq(users.id, id));
  if (!found || found.parentId !== null || found.status !== 'active' || !(CANDIDATE_TYPES[field] as readonly string[]).includes(found.type)) {
    throw ApiError.invalid({ [field]: ['orders.candidateInvalid'] });
  }
  if (found.banned !== null) throw ApiError.invalid({ [field]: ['orders.candidateBlacklisted'] });
}

/** The sharers of an order: the companies of type sharer in its receiving company's alliance. */
async function sharersOf(tx: Tx, companyId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(allianceMembers)
    .innerJoin(alliances, eq(alliances.id, allianceMembers.allianceId))
    .innerJoin(users, eq(users.id, allianceMembers.memberId))
    .innerJoin(accountTypes, eq(users.typeId, accountTypes.id))
    .where(
      and(
        eq(accountTypes.code, 'sharer'),
        sql`${alliances.id} in (select a.id from ${alliances} a where a.leader_id = ${companyId}
          union select m.alliance_id from ${allianceMembers} m where m.member_id = ${companyId})`,
      ),
    );
  return rows.map((r) => r.id).filter((id) => id !== companyId);
}

const now = () => new Date();

const hijri = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', { timeZone: 'Asia/Riyadh', month: 'numeric', day: 'numeric' });
/**
 * The end of the season: the last day of the next Dhu al-Hijja (Umm al-Qura) from `from` on —
 * how long a licence runs when tsleem approves it without an end date.
 */
export function seasonEnd(from: Date): string {
  let inDhulHijja = false;
  for (let d = 0; d < 400; d++) {
    const day = new Date(from.getTime() + d * 86_400_000);
    const month = Number(hijri.formatToParts(day).find((p) => p.type === 'month')?.value);
    if (month === 12) inDhulHijja = true;
    else if (inDhulHijja) return new Date(day.getTime() - 86_400_000).toISOString().slice(0, 10);
  }
  return new Date(from.getTime() + 90 * 86_400_000).toISOString().slice(0, 10);
}
const touch = async () => ({ updatedAt: now() });
const num = (v: unknown) => Number(v);
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/**
 * Entering `signing`: one unsigned signature per sharer of the order (kept if it had them already),
 * each created through the signature's own lifecycle (its initial status, history and audit rows).
 */
const openSigning: ServerActor<Row> = async (tx, { record, caller }) => {
  const sharers = await sharersOf(tx, record.companyId);
  const existing = await tx.select({ sharerId: orderSignatures.sharerId }).from(orderSignatures).where(eq(orderSignatures.orderId, record.id));
  const have = new Set(existing.map((e) => e.sharerId));
  // the signatures' runtime works inside this transaction (the handover area does the same for assignments)
  const signatures = orderSignaturesLifecycle.on(tx as unknown as Db);
  for (const sharerId of sharers.filter((s) => !have.has(s))) {
    await signatures.create(caller, { orderId: record.id, sharerId } as typeof orderSignatures.$inferInsert, tx);
  }
  return { updatedAt: now() };
};

/** The server's domain work of each order event (the status, version, history and audit rows are the runtime's). */
const orderActors: Record<string, ServerActor<Row>> = {
  update: touch,
  changeReceiver: async (tx, { event }) => {
    const receiver = num(event.receiver_id);
    const [found] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, receiver), isNull(users.parentId), eq(users.status, 'active')));
    if (!found) throw ApiError.invalid({ receiver_id: ['orders.receiverInvalid'] });
    return { companyId: receiver, updatedAt: now() };
  },
  submit: async () => ({ rejectionReason: null, updatedAt: now() }),
  approveDesign: touch,
  disapproveDesign: async (_tx, { event }) => ({ rejectionReason: text(event.rejection_reason), updatedAt: now() }),
  changeSpecialist: async (tx, { record, event }) => {
    // the specialties asked for must be of the order's family's catalogue (422 on the field otherwise)
    const requested = ([] as unknown[]).concat(event.specialist).map(num);
    const known = await knownIds(tx, catalogueOf(record.family), 'specialists', requested);
    if (requested.some((id) => !known.has(id))) throw ApiError.invalid({ specialist: ['orders.specialistMissing'] });
    return { requestedSpecialist: requested, updatedAt: now() };
  },
  approveSpecialistChange: async (tx, { record }) => {
    // the requested specialty is given to every service line (the owner asked for it for the order's works)
    const [first] = record.requestedSpecialist ?? [];
    if (first) {
      const cat = catalogueOf(record.family);
      if (!(await knownIds(tx, cat, 'specialists', [first])).has(first)) throw ApiError.invalid({ specialist: ['orders.specialistMissing'] });
      await tx.update(orderServices).set(cat.specialtyOfAll(first)).where(eq(orderServices.orderId, record.id));
    }
    return { requestedSpecialist: null, updatedAt: now() };
  },
  rejectSpecialistChange: async (_tx, { event }) => ({ requestedSpecialist: null, rejectionReason: text(event.rejection_reason), updatedAt: now() }),
  chooseContractor: async (tx, { event }) => {
    await checkCandidate(tx, 'contracter_id', num(event.contracter_id));
    return { contracterId: num(event.contracter_id), updatedAt: now() };
  },
  chooseConsultant: async (tx, { event }) => {
    await checkCandidate(tx, 'consulting_id', num(event.consulting_id));
    return { consultingId: num(event.consulting_id), updatedAt: now() };
  },
  contractorAccept: async (tx, input) => (input.record.status === 'awaiting_contractor' ? openSigning(tx, input) : { updatedAt: now() }),
  consultantAccept: async (tx, input) => (input.record.status === 'awaiting_consultant' ? openSigning(tx, input) : { updatedAt: now() }),
  contractorDecline: async (_tx, { event }) => ({ contracterId: null, rejectionReason: text(event.rejection_reason), updatedAt: now() }),
  consultantDecline: async (_tx, { event }) => ({ consultingId: null, rejectionReason: text(event.rejection_reason), updatedAt: now() }),
  sendToTsleem: touch,
  approveProcessing: async (_tx, { event }) => ({
    licenseStartDate: new Date().toISOString().slice(0, 10),
    licenseEndDate: text(event.license_end_date) || seasonEnd(new Date()),
    licenceToken: newLicenceToken(),
    rejectionReason: null,
    updatedAt: now(),
  }),
  disapproveProcessing: async (_tx, { event }) => ({ rejectionReason: text(event.rejection_reason), updatedAt: now() }),
  reject: async (_tx, { event }) => ({ rejectionReason: text(event.rejection_reason), updatedAt: now() }),
  extendLicence: async (_tx, { record, event }) => {
    const until = text(event.license_end_date);
    if (record.licenseEndDate && until <= record.licenseEndDate) throw ApiError.invalid({ license_end_date: ['orders.extendAfterEnd'] });
    return { licenseEndDate: until, updatedAt: now() };
  },
  changeContractor: async (tx, { event }) => {
    await checkCandidate(tx, 'contracter_id', num(event.contracter_id));
    return { contracterId: num(event.contracter_id), updatedAt: now() };
  },
  changeConsultant: async (tx, { event }) => {
    await checkCandidate(tx, 'consulting_id', num(event.consulting_id));
    return { consultingId: num(event.consulting_id), updatedAt: now() };
  },
  // the file is committed by the handler (it has the upload) and arrives as gis_img_file_id
  uploadGisImage: async (_tx, { event }) => ({ gisImgFileId: num(event.gis_img_file_id) || null, updatedAt: now() }),
  setElectricMeter: async (_tx, { event }) => ({
    electricMeter: {
      subscription_number: text(event.subscription_number),
      metric_capacity: event.metric_capacity === undefined || event.metric_capacity === '' ? null : num(event.metric_capacity),
      closest_cabin: text(event.closest_cabin) || null,
      metric_status: text(event.metric_status) || null,
      payment_status: text(event.payment_status) || null,
      last_read: event.last_read === undefined || event.last_read === '' ? null : num(event.last_read),
      shared: num(event.shared) === 1 ? 1 : 0,
    },
    updatedAt: now(),
  }),
  arrangeElectricityDelivery: async (_tx, { event }) => ({ electricityDeliveryDate: text(event.delivery_date), updatedAt: now() }),
  chooseGarbageCompany: async (tx, { event }) => {
    await checkCandidate(tx, 'garbage_id', num(event.garbage_id));
    return { garbageId: num(event.garbage_id), updatedAt: now() };
  },
  // the approved request's reason becomes the order's cancellation reason
  cancel: async (tx, { event }) => {
    const [request] = await tx
      .select({ reason: orderCancelRequests.reason })
      .from(orderCancelRequests)
      .where(eq(orderCancelRequests.id, num(event.canceled_request_id)));
    return { cancelReason: request?.reason ?? null, updatedAt: now() };
  },
  cancelByTsleem: async (_tx, { event }) => ({ cancelReason: text(event.cancel_reason), updatedAt: now() }),
};

function orderLifecycle(family: OrderFamilyKey) {
  return defineLifecycle({
    machine: family === 'order' ? orderMachine : locationOrderMachine,
    workflow: family,
    table: orders,
    visible: (caller, row) => row.family === family && visibleRow(caller, row),
    parties: partiesOf,
    context: async (tx, row) => ({ facts: await orderFacts(tx, row) }),
    keep: [
      'rejection_reason',
      'cancel_reason',
      'license_end_date',
      'contracter_id',
      'consulting_id',
      'receiver_id',
      'specialist',
      'garbage_id',
      'canceled_request_id',
      'delivery_date',
      'subscription_number',
    ],
    actors: orderActors,
  });
}

export const ordersLifecycle = orderLifecycle('order');
export const locationOrdersLifecycle = orderLifecycle('locationOrder');
export const lifecycleOfFamily = (family: OrderFamilyKey) => (family === 'order' ? ordersLifecycle : locationOrdersLifecycle);

/** An order a caller may see, or the 404 of a missing one (sharers through their signature). */
export async function findOrder(tx: DbOrTx, family: OrderFamilyKey, id: number, caller: Caller, lock = false): Promise<Row> {
  const query = tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.family, family)));
  const [row] = lock ? await query.for('update') : await query;
  if (row && visibleRow(caller, row)) return row;
  if (row && companyOf(caller) !== null) {
    const [sig] = await tx
      .select({ id: orderSignatures.id })
      .from(orderSignatures)
      .where(and(eq(orderSignatures.orderId, row.id), eq(orderSignatures.sharerId, companyOf(caller)!)));
    if (sig) return row;
  }
  throw ApiError.notFound('orders.missing');
}

/** Pledge uploads (machines/attachment): the order's company is their owner; the reviewers are the authority's. */
export const orderPledgesLifecycle = defineLifecycle({
  machine: attachmentMachine,
  workflow: 'attachment',
  table: orderPledges,
  visible: (caller, row) => seesAll(caller) || companyOf(caller) === row.companyId,
  parties: (caller, row) => (companyOf(caller) === row.companyId ? ['owner'] : []),
  keep: ['rejection_reason'],
  actors: {
    approve: async () => ({ rejectionReason: null, updatedAt: now() }),
    reject: async (_tx, { event }) => ({ rejectionReason: text(event.rejection_reason), updatedAt: now() }),
    // the new upload is written by the handler, in the same transaction, as a new pending row
    replace: touch,
  },
});

/** Sharers' signatures (machines/sharerSignature): may change only while the order is in `signing`. */
export const orderSignaturesLifecycle = defineLifecycle({
  machine: sharerSignatureMachine,
  workflow: 'sharerSignature',
  table: orderSignatures,
  visible: (caller, row) => seesAll(caller) || companyOf(caller) === row.sharerId,
  parties: (caller, row) => (companyOf(caller) === row.sharerId ? ['sharer'] : []),
  context: async (tx, row) => {
    const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, row.orderId));
    return { facts: { orderOpen: order?.status === 'signing' } };
  },
  actors: {
    sign: async () => ({ signedAt: now(), updatedAt: now() }),
    unsign: async () => ({ signedAt: null, updatedAt: now() }),
  },
});

/**
 * Cancel requests (machines/cancelRequest): filed by the order's owner, decided by the authority's
 * desk. Approving one sends the order its event in the same transaction (CANCEL, or
 * CHANGE_CONTRACTOR / CHANGE_CONSULTANT with the company the request names), so the two never
 * disagree; the order's own rules still apply and a refusal there undoes the approval.
 */
export const orderCancelRequestsLifecycle = defineLifecycle({
  machine: cancelRequestMachine,
  workflow: 'cancelRequest',
  table: orderCancelRequests,
  visible: (caller, row) => seesAll(caller) || companyOf(caller) === row.companyId,
  keep: ['rejection_reason'],
  actors: {
    approve: async (tx, { record, caller }) => {
      const type = record.type as CancelRequestType;
      const event = ORDER_EVENT_ON_APPROVAL[type];
      const payload = type === 'contractor' ? { contracter_id: record.replacementId } : type === 'consultant' ? { consulting_id: record.replacementId } : {};
      const [order] = await tx.select({ family: orders.family }).from(orders).where(eq(orders.id, record.orderId));
      await lifecycleOfFamily(order!.family as OrderFamilyKey)
        .on(tx as unknown as Db)
        .apply(caller, record.orderId, { type: event, canceled_request_id: record.id, ...payload }, { tx });
      return { rejectionReason: null, updatedAt: now() };
    },
    reject: async (_tx, { event }) => ({ rejectionReason: text(event.rejection_reason), updatedAt: now() }),
  },
});

/** Achievement reports (machines/achievementReport): filed by the order's consultant, decided by the authority. */
export const orderReportsLifecycle = defineLifecycle({
  machine: achievementReportMachine,
  workflow: 'achievementReport',
  table: orderReports,
  visible: (caller, row) => seesAll(caller) || companyOf(caller) === row.companyId,
  parties: (caller, row) => (companyOf(caller) === row.companyId ? ['consultant'] : []),
  keep: ['rejection_reason'],
  actors: {
    approve: async () => ({ rejectionReason: null, updatedAt: now() }),
    disapprove: async (_tx, { event }) => ({ rejectionReason: text(event.rejection_reason), updatedAt: now() }),
    supersede: touch,
  },
});
