/**
 * Re-assign (re-delivery) and lock orders (issue 14; openapi/areas/reassignOrders.yaml): the list, opening an
 * order (one, or a lock order per camp in bulk), the order with its form, penalties, payment attachment and
 * signatures, and one call per step of its type's machine, each behind the permission the contract names and
 * run through the type's lifecycle (./lifecycle.ts). A company sees its own orders only (another's is a 404).
 *
 * The handlers check what the machine cannot see — the camps are the company's and free, the form is one of
 * the type's and its answers fit its questions — price the penalties from the answers (shared/rules/
 * reassignOrders.ts) and hand the machine the result, so a refused step changes nothing.
 */
import { and, asc, eq, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { defineHandlers } from '../../http/types';
import { ApiError } from '../../http/errors';
import { listPage, op, type ListSpec } from '../../http/list';
import { likeOf } from '../../http/paging';
import { parseBody } from '../../http/validate';
import { callerOf } from '../../http/request';
import { registerMessages, translate } from '../../i18n';
import type { DbOrTx, Tx } from '../../db/client';
import { accountTypes, files, users } from '../../db/schema';
import type { Caller } from '../../lifecycle/caller';
import { registerFileReader } from '../../storage/access';
import { storedFileDto } from '../../storage/stored';
import type { components } from '../../../openapi/schema';
import type { AppContext } from '../context';
import { reassignOrderAnswers, reassignOrderCamps, reassignOrders, reassignOrderSignatures } from './table';
import { reassignOrdersAreaMessages } from './messages';
import { lifecycleOfType, orderScopeOf } from './lifecycle';
import { assignCamps } from '../assign/table';
import { camps } from '../camps/table';
import { squares } from '../squares/table';
import { formIdsOfType, loadForm, loadForms, type LoadedForm } from '../forms/domain';
import { forms } from '../forms/table';
import { companyNames, eventsOf, keepAttachment, paymentLog, statusOf } from '../../payments/paymentOrders';
import { answerErrors, answersOf } from '../../../shared/rules/handover';
import { BulkLockSchema, penaltyLines, penaltyTotal, ReassignOrderSchema } from '../../../shared/rules/reassignOrders';
import { formatSar } from '../../../shared/money';
import { accountTypes as ACCOUNT_TYPES, isStaffType } from '../../../shared/accountTypes';
import { viewRefusal } from '../../../machines/core';
import type { ReassignOrderType } from '../../../machines/reassignOrder/constants';
import type { Lang } from '../../../shared/label';

registerMessages(reassignOrdersAreaMessages);

type Row = typeof reassignOrders.$inferSelect;
type Dto = components['schemas']['ReassignOrder'];
type Filters = components['schemas']['ReassignOrderFilters'];

/** The statuses an order is over in: its camps are free for another order. */
const FINAL = ['completed', 'rejected', 'cancelled'];
const openOrderSql = notInArray(reassignOrders.status, FINAL);

const label = (lang: Lang, ar: string | null | undefined, en: string | null | undefined) => (lang === 'en' ? en || ar : ar || en) ?? '';

async function campsOf(db: DbOrTx, orderIds: number[], lang: Lang) {
  if (!orderIds.length) return new Map<number, Dto['camps']>();
  const rows = await db
    .select({
      orderId: reassignOrderCamps.orderId,
      assignCampId: reassignOrderCamps.assignCampId,
      approved: reassignOrderCamps.approved,
      campId: camps.id,
      name: camps.name,
      nameEn: camps.nameEn,
      square: squares.name,
      squareEn: squares.nameEn,
    })
    .from(reassignOrderCamps)
    .innerJoin(assignCamps, eq(assignCamps.id, reassignOrderCamps.assignCampId))
    .innerJoin(camps, eq(camps.id, assignCamps.campId))
    .leftJoin(squares, eq(squares.id, assignCamps.squareId))
    .where(inArray(reassignOrderCamps.orderId, orderIds))
    .orderBy(asc(camps.name));
  const out = new Map<number, Dto['camps']>();
  for (const r of rows) {
    const list = out.get(r.orderId) ?? [];
    list.push({
      assign_camp_id: r.assignCampId,
      camp_id: r.campId,
      camp_name: label(lang, r.name, r.nameEn),
      square_name: r.square ? label(lang, r.square, r.squareEn) : null,
      approved: r.approved ? 1 : 0,
    });
    out.set(r.orderId, list);
  }
  return out;
}

async function signaturesOf(db: DbOrTx, orderIds: number[], lang: Lang) {
  if (!orderIds.length) return new Map<number, Dto['signatures']>();
  const rows = await db
    .select({
      orderId: reassignOrderSignatures.orderId,
      typeId: reassignOrderSignatures.typeId,
      signedAt: reassignOrderSignatures.signedAt,
      name: accountTypes.nameAr,
      nameEn: accountTypes.nameEn,
      by: users.name,
    })
    .from(reassignOrderSignatures)
    .innerJoin(accountTypes, eq(accountTypes.id, reassignOrderSignatures.typeId))
    .leftJoin(users, eq(users.id, reassignOrderSignatures.signedBy))
    .where(inArray(reassignOrderSignatures.orderId, orderIds))
    .orderBy(asc(reassignOrderSignatures.typeId));
  const out = new Map<number, Dto['signatures']>();
  for (const r of rows) {
    const list = out.get(r.orderId) ?? [];
    list.push({
      type_id: r.typeId,
      type_name: label(lang, r.name, r.nameEn),
      status: r.signedAt ? 'signed' : 'unsigned',
      signed_by_name: r.signedAt ? (r.by ?? null) : null,
      signed_at: r.signedAt?.toISOString() ?? null,
    });
    out.set(r.orderId, list);
  }
  return out;
}

const questionsOf = (form: LoadedForm, lang: Lang, answers: ReadonlyMap<number, string>): NonNullable<Dto['form']>['questions'] =>
  form.questions.map((q) => ({
    question_id: q.question_id,
    title: label(lang, q.title, q.title_en),
    type: q.type,
    required: q.required ? 1 : 0,
    options: q.options.map((o) => ({ id: o.id, name: label(lang, o.name, o.name_en) })),
    price: formatSar(Math.round(Number(q.price) * 100)),
    answer: answers.get(q.question_id) ?? null,
  }));

/** The orders as lists and screens show them; `detailed` adds the form, its answers and penalties. */
async function dtos(db: DbOrTx, rows: Row[], lang: Lang, detailed?: { formId?: number | null }): Promise<Dto[]> {
  const ids = rows.map((r) => r.id);
  const fileIds = rows.flatMap((r) => [r.paymentFileId, r.krokyFileId]).filter((x): x is number => x !== null);
  const formIds = [...new Set(rows.map((r) => r.formId).filter((x): x is number => x !== null))];
  const [names, stored, campMap, sigMap, formNames] = await Promise.all([
    companyNames(
      db,
      rows.map((r) => r.companyId),
    ),
    fileIds.length ? db.select().from(files).where(inArray(files.id, fileIds)) : Promise.resolve([]),
    campsOf(db, ids, lang),
    signaturesOf(db, ids, lang),
    formIds.length ? db.select({ id: forms.id, name: forms.name, nameEn: forms.nameEn }).from(forms).where(inArray(forms.id, formIds)) : Promise.resolve([]),
  ]);
  const fileById = new Map(stored.map((f) => [f.id, storedFileDto(f)]));
  const formName = new Map(formNames.map((f) => [f.id, label(lang, f.name, f.nameEn)]));
  const out: Dto[] = [];
  for (const row of rows) {
    const signatures = sigMap.get(row.id) ?? [];
    const missed = signatures.filter((s) => s.status === 'unsigned').length;
    const machine = lifecycleOfType(row.type).machine;
    const dto: Dto = {
      id: row.id,
      reassign_order_id: row.id,
      type: row.type,
      status: row.status,
      status_text: statusOf(machine, row.status, lang).status_text,
      company_id: row.companyId,
      company_name: names.get(row.companyId) ?? null,
      camps: campMap.get(row.id) ?? [],
      form_id: row.formId,
      form_name: row.formId ? (formName.get(row.formId) ?? null) : null,
      form: null,
      forms: [],
      penalty_amount: formatSar(row.penaltyAmount),
      penalties: [],
      payment_attachment: row.paymentFileId ? (fileById.get(row.paymentFileId) ?? null) : null,
      payment_rejection_reason: row.paymentRejectionReason,
      signatures,
      MissedSignCount: missed,
      signed: signatures.length > 0 && missed === 0 ? 1 : 0,
      appointment: row.appointment,
      kroky_document: row.krokyFileId ? (fileById.get(row.krokyFileId) ?? null) : null,
      rejection_reason: row.rejectionReason,
      events: [],
      version: row.version,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
    if (detailed) {
      const formId = row.formId ?? detailed.formId ?? null;
      const form = formId ? await loadForm(db, formId) : null;
      if (form && form.type === row.type) {
        const answers = new Map((await db.select().from(reassignOrderAnswers).where(eq(reassignOrderAnswers.orderId, row.id))).map((a) => [a.questionId, a.answer ?? '']));
        const questions = questionsOf(form, lang, answers);
        dto.form = { id: form.id, name: label(lang, form.name, form.name_en), questions };
        const titles = new Map(questions.map((q) => [q.question_id, q.title]));
        dto.penalties = penaltyLines(form.questions, answers).map((l) => ({ question_id: l.question_id, title: titles.get(l.question_id) ?? '', quantity: l.quantity, amount: formatSar(l.amount) }));
      }
      if (row.status === 'form') {
        const ofType = await loadForms(db, await formIdsOfType(db, row.type));
        dto.forms = [...ofType.values()].map((f) => ({ id: f.id, name: label(lang, f.name, f.name_en) }));
      }
    }
    out.push(dto);
  }
  return out;
}

/** The orders list: filters, sort keys and the page loader, declared once (server/http/list.ts). */
const list: ListSpec<Filters, Dto> = {
  name: 'reassignOrders',
  table: reassignOrders,
  id: reassignOrders.id,
  filters: {
    type: op.eq(reassignOrders.type),
    status: op.eq(reassignOrders.status),
    company_id: op.eq(reassignOrders.companyId),
    search: op.where((v: string) => {
      const term = v.trim();
      if (!term) return undefined;
      const byName = sql`exists (select 1 from ${users} where ${users.id} = ${reassignOrders.companyId} and (${users.companyName} ilike ${likeOf(term)} or ${users.name} ilike ${likeOf(term)}))`;
      // a number is also the order's own
      return /^\d{1,9}$/.test(term) ? or(eq(reassignOrders.id, Number(term)), byName) : byName;
    }),
  },
  sorts: { created_at: reassignOrders.createdAt, status: reassignOrders.status },
  defaultSort: { key: 'created_at', direction: 'desc' },
  load: async (db, ids, lang) => dtos(db, await db.select().from(reassignOrders).where(inArray(reassignOrders.id, ids)), lang),
  columns: [
    { label: { ar: 'الرقم', en: 'ID' }, value: (r) => r.id },
    { label: { ar: 'الشركة', en: 'Company' }, value: (r) => r.company_name },
    { label: { ar: 'المخيمات', en: 'Camps' }, value: (r) => r.camps.map((c) => c.camp_name).join('، ') },
    { label: { ar: 'الحالة', en: 'Status' }, value: (r) => r.status_text },
    { label: { ar: 'الغرامات (ريال)', en: 'Penalties (SAR)' }, value: (r) => r.penalty_amount },
    { label: { ar: 'الموعد', en: 'Appointment' }, value: (r) => r.appointment },
    { label: { ar: 'تاريخ الإنشاء', en: 'Opened' }, value: (r) => r.created_at },
  ],
};

/** Which order type a permission set may open: re-assign with `re-assign`, lock with `lock-form`. */
const mayOpen = (caller: Caller, type: ReassignOrderType) => caller.permissions.includes(type === 'lock' ? 'lock-form' : 're-assign');
/** Which order types a caller may list (a company lists its own orders of the types its role shows). */
const listable = (caller: Caller, type: ReassignOrderType) => caller.permissions.includes(type === 'lock' ? 'lock-index' : 'order-re-assign-index');
/** The caller's account type id, from the catalogue the account_types rows are seeded from (shared/accountTypes.ts). */
const typeIdOf = (caller: Caller): number | null => ACCOUNT_TYPES.find((t) => t.code === caller.accountType)?.id ?? null;
/** A bulk report's reason for a refused record: its first field error, else the refusal's message (a key). */
const refusalKey = (e: ApiError): string => Object.values(e.errors ?? {})[0]?.[0] ?? e.message;

export function reassignOrdersHandlers(ctx: AppContext) {
  const { db } = ctx;

  // Whoever may see an order may read its files: staff of its type, and its company.
  registerFileReader(async (rdb, session, file) => {
    if (session.scope !== 'portal') return false;
    const [row] = await rdb
      .select({ companyId: reassignOrders.companyId, type: reassignOrders.type })
      .from(reassignOrders)
      .where(or(eq(reassignOrders.paymentFileId, file.id), eq(reassignOrders.krokyFileId, file.id)))
      .limit(1);
    if (!row) return false;
    if (isStaffType(session.typeCode)) return session.permissions.includes(row.type === 'lock' ? 'lock-index' : 'order-re-assign-index');
    return (session.user.parentId ?? session.user.id) === row.companyId;
  });

  /** The caller with the `signer` party when its account type has a signature still to give on the order. */
  async function withSigner(caller: Caller, orderId: number, tx: DbOrTx = db): Promise<Caller> {
    const typeId = typeIdOf(caller);
    if (typeId === null) return caller;
    const [row] = await tx
      .select({ orderId: reassignOrderSignatures.orderId })
      .from(reassignOrderSignatures)
      .where(and(eq(reassignOrderSignatures.orderId, orderId), eq(reassignOrderSignatures.typeId, typeId), isNull(reassignOrderSignatures.signedAt)));
    return row ? { ...caller, parties: [...(caller.parties ?? []), 'signer'] } : caller;
  }

  /** The order (of either type) the caller may see, or a 404 as if it did not exist. */
  async function orderOf(caller: Caller, id: number, tx: DbOrTx = db): Promise<Row> {
    const [head] = await tx.select({ type: reassignOrders.type }).from(reassignOrders).where(eq(reassignOrders.id, id));
    if (!head) throw ApiError.notFound();
    return lifecycleOfType(head.type).on(db).find(caller, id, tx);
  }

  /** The order as its screens show it, with the events this caller may send now. */
  async function details(caller: Caller, row: Row, formId?: number | null): Promise<Dto> {
    const runtime = lifecycleOfType(row.type).on(db);
    const [[dto], can] = await Promise.all([dtos(db, [row], caller.lang, { formId }), withSigner(caller, row.id).then((c) => runtime.can(c, row))]);
    return { ...dto!, events: eventsOf(can, caller.lang) };
  }

  /** Send one event to an order, as the caller (with its signer party), after `prepare` in the same transaction. */
  async function step(caller: Caller, id: number, build: (tx: Tx, row: Row) => Promise<{ type: string; [k: string]: unknown }>, version?: number) {
    const row = await db.transaction(async (tx) => {
      const before = await orderOf(caller, id, tx);
      const event = await build(tx, before);
      const runtime = lifecycleOfType(before.type).on(db);
      return (await runtime.apply(await withSigner(caller, before.id, tx), before.id, event, { expectedVersion: version, tx })).record;
    });
    return details(caller, row);
  }

  /** Refuse before keeping a file: a status that takes no such event, a caller who may not send it, a stale version. */
  async function mayUpload(caller: Caller, tx: Tx, row: Row, event: string, version: unknown) {
    const can = await lifecycleOfType(row.type)
      .on(db)
      .can(await withSigner(caller, row.id, tx), row, tx);
    const option = can.events.find((e) => e.event === event);
    if (!option) throw new ApiError(409, 'lifecycle.unallowed');
    if (!option.allowed) throw ApiError.forbidden();
    if (typeof version === 'number' && version !== row.version) throw new ApiError(409, 'lifecycle.stale');
  }

  /** A company's held camps with no open order: received (deliverd), not returned. */
  async function freeCamps(tx: DbOrTx, where: SQL) {
    const busy = tx.select({ id: reassignOrderCamps.assignCampId }).from(reassignOrderCamps).innerJoin(reassignOrders, eq(reassignOrders.id, reassignOrderCamps.orderId)).where(openOrderSql);
    return tx
      .select({ assignCampId: assignCamps.id, campId: camps.id, name: camps.name, nameEn: camps.nameEn, square: squares.name, squareEn: squares.nameEn, companyId: assignCamps.receiver_company_id })
      .from(assignCamps)
      .innerJoin(camps, eq(camps.id, assignCamps.campId))
      .leftJoin(squares, eq(squares.id, assignCamps.squareId))
      .where(and(where, eq(assignCamps.status, 'deliverd'), notInArray(assignCamps.id, busy)))
      .orderBy(asc(camps.name));
  }

  /** Open one order in the caller's transaction; the camps are locked so two orders cannot take one camp. */
  async function open(tx: Tx, caller: Caller, type: ReassignOrderType, companyId: number, assignCampIds: number[], appointment: string | null) {
    await tx.select({ id: assignCamps.id }).from(assignCamps).where(inArray(assignCamps.id, assignCampIds)).for('update');
    const free = new Set((await freeCamps(tx, and(eq(assignCamps.receiver_company_id, companyId), inArray(assignCamps.id, assignCampIds))!)).map((c) => c.assignCampId));
    const taken = assignCampIds.filter((id) => !free.has(id));
    if (taken.length) {
      const [held] = await tx
        .select({ id: assignCamps.id })
        .from(assignCamps)
        .where(and(inArray(assignCamps.id, taken), eq(assignCamps.receiver_company_id, companyId), eq(assignCamps.status, 'deliverd')));
      throw ApiError.field('assign_camp_ids', held ? 'reassignOrders.campBusy' : 'reassignOrders.campNotHeld');
    }
    const runtime = lifecycleOfType(type).on(db);
    const values = { type, companyId, appointment: appointment || null, createdBy: caller.userId ?? null };
    return runtime.create(caller, values as typeof values & Pick<typeof reassignOrders.$inferInsert, 'status'>, tx, {
      audit: (r) => ({ ...r, assign_camp_ids: assignCampIds }),
      then: async (t, r) => {
        await t.insert(reassignOrderCamps).values(assignCampIds.map((assignCampId) => ({ orderId: r.id, assignCampId })));
      },
    });
  }

  async function checkCompany(companyId: number) {
    const [row] = await db
      .select({ id: users.id, code: accountTypes.code })
      .from(users)
      .innerJoin(accountTypes, eq(accountTypes.id, users.typeId))
      .where(and(eq(users.id, companyId), eq(users.status, 'active'), isNull(users.parentId), isNull(users.deletedAt)));
    if (!row || isStaffType(row.code)) throw ApiError.field('company_id', 'reassignOrders.notCompany');
  }

  /** Bulk lock: each camp's answer — a lock order can be opened (200) or why not. */
  async function lockPlan(ids: number[], lang: Lang) {
    const unique = [...new Set(ids)];
    const free = await freeCamps(db, inArray(assignCamps.id, unique));
    const freeById = new Map(free.map((c) => [c.assignCampId, c]));
    const all = await db
      .select({ id: assignCamps.id, name: camps.name, nameEn: camps.nameEn, status: assignCamps.status })
      .from(assignCamps)
      .innerJoin(camps, eq(camps.id, assignCamps.campId))
      .where(inArray(assignCamps.id, unique));
    const known = new Map(all.map((c) => [c.id, c]));
    const names = await companyNames(
      db,
      free.map((c) => c.companyId),
    );
    return unique.map((id) => {
      const camp = freeById.get(id);
      if (camp) return { id, passes: 1 as const, status: 200, reason: null, label: `${label(lang, camp.name, camp.nameEn)} — ${names.get(camp.companyId) ?? ''}`, companyId: camp.companyId };
      const k = known.get(id);
      const reason = !k ? 'common.notFound' : k.status !== 'deliverd' ? 'reassignOrders.campNotHeld' : 'reassignOrders.campBusy';
      return { id, passes: 0 as const, status: k ? 409 : 404, reason: translate(lang, reason), label: k ? label(lang, k.name, k.nameEn) : `#${id}`, companyId: null };
    });
  }

  /** Bulk sign: each order's answer — the caller can sign it now (200) or why not. */
  async function signPlan(caller: Caller, ids: number[]) {
    const unique = [...new Set(ids)];
    return Promise.all(
      unique.map(async (id) => {
        try {
          const row = await orderOf(caller, id);
          const can = await lifecycleOfType(row.type)
            .on(db)
            .can(await withSigner(caller, row.id), row);
          const [dto] = await dtos(db, [row], caller.lang);
          const sign = can.events.find((e) => e.event === 'SIGN');
          const text = `#${row.id} ${dto!.company_name ?? ''} — ${dto!.camps.map((c) => c.camp_name).join('، ')}`;
          if (sign?.allowed) return { id, passes: 1 as const, status: 200, reason: null, label: text };
          return { id, passes: 0 as const, status: sign ? 403 : 409, reason: sign?.reason ?? translate(caller.lang, 'lifecycle.unallowed'), label: text };
        } catch (e) {
          const err = e instanceof ApiError ? e : null;
          if (!err) throw e;
          return { id, passes: 0 as const, status: err.status, reason: translate(caller.lang, err.message), label: `#${id}` };
        }
      }),
    );
  }

  return defineHandlers({
    listReassignOrders: async (req) => {
      const caller = callerOf(req);
      const body = (req.body ?? {}) as Filters;
      const scope: SQL[] = [];
      const types = (['reassign', 'lock'] as const).filter((t) => listable(caller, t) && (!body.type || body.type === t));
      if (!types.length) throw ApiError.forbidden();
      scope.push(inArray(reassignOrders.type, types));
      const company = orderScopeOf(caller);
      if (company !== null) scope.push(eq(reassignOrders.companyId, company));
      if (body.awaiting_my_signature === 1) {
        const typeId = typeIdOf(caller) ?? -1;
        scope.push(
          eq(reassignOrders.status, 'signature'),
          inArray(
            reassignOrders.id,
            db
              .select({ id: reassignOrderSignatures.orderId })
              .from(reassignOrderSignatures)
              .where(and(eq(reassignOrderSignatures.typeId, typeId), isNull(reassignOrderSignatures.signedAt))),
          ),
        );
      }
      return { message: req.t('reassignOrders.list'), data: await listPage(db, list, body, req.query, req.lang, scope), filters: body };
    },

    reassignOrderCompanyCamps: async (req) => {
      const rows = await freeCamps(db, eq(assignCamps.receiver_company_id, req.params.company_id));
      const names = await companyNames(
        db,
        rows.map((r) => r.companyId),
      );
      return {
        message: req.t('reassignOrders.camps'),
        data: rows.map((r) => ({
          assign_camp_id: r.assignCampId,
          camp_id: r.campId,
          camp_name: label(req.lang, r.name, r.nameEn),
          square_name: r.square ? label(req.lang, r.square, r.squareEn) : null,
          company_id: r.companyId,
          company_name: names.get(r.companyId) ?? null,
        })),
      };
    },

    createReassignOrder: async (req, reply) => {
      const caller = callerOf(req);
      // the same rules as the form (shared/rules/reassignOrders.ts): a 422 on the field that breaks one
      const values = parseBody(ReassignOrderSchema, req.body);
      if (!mayOpen(caller, values.type)) throw ApiError.forbidden();
      await checkCompany(values.company_id);
      const ids = [...new Set(values.assign_camp_ids)];
      const row = await db.transaction((tx) => open(tx, caller, values.type, values.company_id, ids, values.appointment ?? null));
      reply.code(201);
      return { message: req.t('reassignOrders.created'), data: await details(caller, row) };
    },

    bulkLockPreview: async (req) => {
      const values = parseBody(BulkLockSchema, req.body);
      const plan = await lockPlan(values.assign_camp_ids, req.lang);
      return { message: req.t('reassignOrders.preview'), data: plan.map(({ companyId: _c, ...r }) => r) };
    },

    bulkLock: async (req) => {
      const caller = callerOf(req);
      const values = parseBody(BulkLockSchema, req.body);
      const plan = await lockPlan(values.assign_camp_ids, req.lang);
      const report: components['schemas']['BulkReportResponse']['data'] = [];
      for (const item of plan) {
        if (!item.passes || item.companyId === null) {
          report.push({ id: item.id, result: 'refused', status: item.status, message: item.reason ?? '', order_id: null });
          continue;
        }
        try {
          const row = await db.transaction((tx) => open(tx, caller, 'lock', item.companyId!, [item.id], null));
          report.push({ id: item.id, result: 'applied', status: 201, message: req.t('reassignOrders.created'), order_id: row.id });
        } catch (e) {
          if (!(e instanceof ApiError)) throw e;
          report.push({ id: item.id, result: 'refused', status: e.status, message: req.t(refusalKey(e)), order_id: null });
        }
      }
      return { message: req.t('reassignOrders.bulkDone'), data: report };
    },

    getReassignOrder: async (req) => {
      const caller = callerOf(req);
      const row = await orderOf(caller, req.params.id);
      // staff read orders by their type's list permission; a company its own without any (spec 001 §6)
      if (orderScopeOf(caller) === null && !listable(caller, row.type)) throw ApiError.forbidden();
      // spec 001 §2: a rejected order is not opened; its screen sends the viewer back to the list after 1 second
      const refusal = viewRefusal(lifecycleOfType(row.type).machine, row.status);
      if (refusal) throw ApiError.fromRefusal(refusal);
      const formId = typeof req.query.form_id === 'number' ? req.query.form_id : null;
      return { message: req.t('common.ok'), data: await details(caller, row, formId) };
    },

    submitReassignOrderForm: async (req) => {
      const caller = callerOf(req);
      const body = req.body as Record<string, unknown> & { form_id: number; version?: number };
      const data = await step(
        caller,
        req.params.id,
        async (tx, row) => {
          const form = await loadForm(tx, body.form_id);
          if (!form || form.type !== row.type) throw ApiError.field('form_id', 'reassignOrders.formMissing');
          if (!form.signers.length) throw ApiError.field('form_id', 'reassignOrders.noSigners');
          const answers = answersOf(body.answers);
          const errors = answerErrors(form.questions, answers);
          if (Object.keys(errors).length) throw ApiError.invalid(errors);
          const penalty = penaltyTotal(penaltyLines(form.questions, answers));
          return {
            type: 'SUBMIT_FORM',
            form_id: form.id,
            answers: Object.fromEntries(answers),
            answer_rows: form.questions.map((q) => ({ question_id: q.question_id, answer: answers.get(q.question_id) || null })),
            penalty_halalas: penalty,
            signer_type_ids: form.signers.map((s) => s.type_id),
          };
        },
        body.version,
      );
      return { message: req.t('reassignOrders.formSaved'), data };
    },

    approveReassignOrderCamps: async (req) => {
      const caller = callerOf(req);
      const ids = [...new Set(req.body.assign_camp_ids)];
      const data = await step(
        caller,
        req.params.id,
        async (tx, row) => {
          const mine = new Set((await tx.select({ id: reassignOrderCamps.assignCampId }).from(reassignOrderCamps).where(eq(reassignOrderCamps.orderId, row.id))).map((c) => c.id));
          if (ids.some((id) => !mine.has(id))) throw ApiError.field('assign_camp_ids', 'reassignOrders.campNotInOrder');
          // the penalty is what the form's answers priced, not a figure the caller sends
          return { type: 'APPROVE_CAMPS', camps: ids, assign_camp_ids: ids, penalty_amount: row.penaltyAmount / 100 };
        },
        req.body.version,
      );
      return { message: req.t('reassignOrders.campsApproved'), data };
    },

    payReassignOrderPenalties: async (req) => {
      const caller = callerOf(req);
      const body = req.body as Record<string, unknown>;
      const row = await db.transaction(async (tx) => {
        const before = await orderOf(caller, req.params.id, tx);
        if (body.payment_attachment === undefined || body.payment_attachment === '') throw ApiError.field('payment_attachment', 'validation.required');
        await mayUpload(caller, tx, before, 'PAY_PENALTIES', body.version);
        const fileId = await keepAttachment(ctx.storage, tx, body.payment_attachment, caller.userId ?? null, 'payment_attachment');
        const runtime = lifecycleOfType(before.type).on(db);
        return (await runtime.apply(caller, before.id, { type: 'PAY_PENALTIES', payment_attachment: `file:${fileId}`, payment_file_id: fileId }, { tx })).record;
      });
      return { message: req.t('reassignOrders.paid'), data: await details(caller, row) };
    },

    reviewReassignOrderPayment: async (req) => {
      const caller = callerOf(req);
      const { decision, rejection_reason, version } = req.body;
      const event = decision === 'accept' ? { type: 'ACCEPT_PAYMENT' } : { type: 'REJECT_PAYMENT', rejection_reason: rejection_reason ?? '' };
      const data = await step(caller, req.params.id, async () => event, version);
      return { message: req.t(decision === 'accept' ? 'reassignOrders.paymentAccepted' : 'reassignOrders.paymentRejected'), data };
    },

    signReassignOrder: async (req) => {
      const caller = callerOf(req);
      const data = await step(caller, req.params.id, async () => ({ type: 'SIGN' }), req.body?.version);
      return { message: req.t('reassignOrders.signed'), data };
    },

    reassignBulkSignPreview: async (req) => {
      const caller = callerOf(req);
      return { message: req.t('reassignOrders.preview'), data: await signPlan(caller, req.body.ids) };
    },

    reassignBulkSign: async (req) => {
      const caller = callerOf(req);
      const report: components['schemas']['BulkReportResponse']['data'] = [];
      for (const id of [...new Set(req.body.ids)]) {
        try {
          await step(caller, id, async () => ({ type: 'SIGN' }));
          report.push({ id, result: 'applied', status: 200, message: req.t('reassignOrders.signed'), order_id: id });
        } catch (e) {
          if (!(e instanceof ApiError)) throw e;
          report.push({ id, result: 'refused', status: e.status, message: req.t(refusalKey(e)), order_id: id });
        }
      }
      return { message: req.t('reassignOrders.bulkDone'), data: report };
    },

    reappointReassignOrder: async (req) => {
      const caller = callerOf(req);
      const data = await step(caller, req.params.id, async () => ({ type: 'REAPPOINT', appointment: req.body.appointment.trim() }), req.body.version);
      return { message: req.t('reassignOrders.reappointed'), data };
    },

    completeReassignOrderSignatures: async (req) => {
      const caller = callerOf(req);
      const data = await step(caller, req.params.id, async () => ({ type: 'COMPLETE_SIGNATURES' }), req.body?.version);
      return { message: req.t('reassignOrders.signaturesComplete'), data };
    },

    uploadReassignOrderFile: async (req) => {
      const caller = callerOf(req);
      const body = req.body as Record<string, unknown>;
      const row = await db.transaction(async (tx) => {
        const before = await orderOf(caller, req.params.id, tx);
        if (body.kroky_document === undefined || body.kroky_document === '') throw ApiError.field('kroky_document', 'validation.required');
        await mayUpload(caller, tx, before, 'UPLOAD_FILE', body.version);
        const fileId = await keepAttachment(ctx.storage, tx, body.kroky_document, caller.userId ?? null, 'kroky_document');
        const runtime = lifecycleOfType(before.type).on(db);
        return (await runtime.apply(caller, before.id, { type: 'UPLOAD_FILE', kroky_document: `file:${fileId}`, kroky_file_id: fileId }, { tx })).record;
      });
      return { message: req.t('reassignOrders.fileUploaded'), data: await details(caller, row) };
    },

    rejectReassignOrder: async (req) => {
      const caller = callerOf(req);
      const data = await step(caller, req.params.id, async () => ({ type: 'REJECT', rejection_reason: req.body.rejection_reason }), req.body.version);
      return { message: req.t('reassignOrders.rejected'), data };
    },

    cancelReassignOrder: async (req) => {
      const caller = callerOf(req);
      const data = await step(caller, req.params.id, async () => ({ type: 'CANCEL' }), req.body?.version);
      return { message: req.t('reassignOrders.cancelled'), data };
    },

    reassignOrderLogs: async (req) => {
      const caller = callerOf(req);
      const row = await orderOf(caller, req.params.id);
      const lifecycle = lifecycleOfType(row.type);
      return { message: req.t('reassignOrders.logs'), data: await paymentLog(db, lifecycle.machine, lifecycle.workflow, row.id, caller.lang) };
    },
  });
}
