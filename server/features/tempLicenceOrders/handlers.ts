/**
 * Temporary licence orders (طلبات الرخص المؤقتة, spec 001 §2, §3, §7 temp_license_order: list, store,
 * update, destroy; kroky documents store): a company's answers to the temporary-licence form (form 7,
 * server/features/forms) for one of its assigned camps, with its kroky document (a stored, sniffed
 * file). A company sees only its own (another's is a 404); staff (admin, kdana) see all and decide.
 * Every status change goes through ./lifecycle.ts (the tempLicenceOrder machine): UPDATE, UPLOAD_KROKY,
 * APPROVE, REJECT; deleting a pending order is not a status change.
 */
import { and, asc, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { defineHandlers } from '../../http/types';
import { ApiError } from '../../http/errors';
import { listPage, op, type ListSpec } from '../../http/list';
import { sendExport } from '../../http/export';
import { registerMessages } from '../../i18n';
import { parseBody } from '../../http/validate';
import { callerOf } from '../../http/request';
import type { DbOrTx, Tx } from '../../db/client';
import type { Caller } from '../../lifecycle/caller';
import { files, users, workflowHistory } from '../../db/schema';
import { commitAs, sniffMime, storedFileDto, type StoredFileDto } from '../../storage/stored';
import { registerFileReader } from '../../storage/access';
import type { UploadedFile } from '../../storage';
import { isStaffType } from '../../../shared/accountTypes';
import type { Lang } from '../../../shared/label';
import { audit } from '../audit';
import type { components } from '../../../openapi/schema';
import type { AppContext } from '../context';
import { assignCamps } from '../assign/table';
import { camps } from '../camps/table';
import { loadForm, TEMP_LICENSE_FORM_ID, type LoadedForm } from '../forms/domain';
import { tempLicenceOrderAnswers, tempLicenceOrders } from './table';
import { tempLicenceOrdersMessages } from './messages';
import { TempLicenceOrderSchema } from '../../../shared/rules/tempLicenceOrders';
import { answerErrors, answersOf } from '../../../shared/rules/handover';
import { tempLicenceOrderMachine } from '../../../machines';
import type { StateMeta } from '../../../machines/core/types';
import type { LifecycleEvent } from '../../../machines/core/runtime';
import { tempLicenceOrdersLifecycle, scopeOf, type AnswerRow } from './lifecycle';
import { answersTable, baseUrlOf, licenceCheck, LICENCE_AUTHORITY, sendLicencePdf, tokenOf } from '../../licence/issued';
import { LICENCE_TITLES, licenceCheckPath, licenceNumber } from '../../../shared/licences';

registerMessages(tempLicenceOrdersMessages);

type Row = typeof tempLicenceOrders.$inferSelect;
type Dto = components['schemas']['TempLicenceOrder'];
type Details = components['schemas']['TempLicenceOrderDetails'];
type Question = components['schemas']['TempLicenceOrderQuestion'];

/** A status as the machine labels it, in the caller's language. */
const statusText = (status: string, lang: Lang) => (tempLicenceOrderMachine.root.states[status]?.meta as StateMeta | undefined)?.label[lang] ?? status;

const company = alias(users, 'temp_licence_company');

/** The rows with what they show beside their own columns: the camp's and the company's names, the kroky file. */
async function dtosOf(db: DbOrTx, rows: Row[], lang: Lang): Promise<Dto[]> {
  if (!rows.length) return [];
  const assignIds = [...new Set(rows.map((r) => r.assignCampId))];
  const fileIds = rows.map((r) => r.krokyDocumentFileId).filter((id): id is number => id !== null);
  const companyIds = [...new Set(rows.map((r) => r.companyId))];
  const [campRows, fileRows, companyRows] = await Promise.all([
    db.select({ id: assignCamps.id, name: camps.name, nameEn: camps.nameEn }).from(assignCamps).innerJoin(camps, eq(camps.id, assignCamps.campId)).where(inArray(assignCamps.id, assignIds)),
    fileIds.length ? db.select().from(files).where(inArray(files.id, fileIds)) : Promise.resolve([]),
    db.select({ id: company.id, name: company.name }).from(company).where(inArray(company.id, companyIds)),
  ]);
  const campName = new Map(campRows.map((c) => [c.id, (lang === 'en' && c.nameEn) || c.name]));
  const stored = new Map<number, StoredFileDto>(fileRows.map((f) => [f.id, storedFileDto(f)]));
  const companyName = new Map(companyRows.map((c) => [c.id, c.name]));
  return rows.map((row) => ({
    id: row.id,
    structure: row.structure,
    assign_camp_id: row.assignCampId,
    camp_name: campName.get(row.assignCampId) ?? '',
    form_id: row.formId,
    kroky_document: row.krokyDocumentFileId ? (stored.get(row.krokyDocumentFileId) ?? null) : null,
    status: row.status as Dto['status'],
    status_text: statusText(row.status, lang),
    company_id: row.companyId,
    company_name: companyName.get(row.companyId) ?? '',
    rejection_reason: row.rejectionReason,
    decided_at: row.decidedAt?.toISOString() ?? null,
    verify_path: row.status === 'approved' && row.licenceToken ? licenceCheckPath('temporary', row.licenceToken) : null,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

const questionOf = (q: LoadedForm['questions'][number], answer?: string | null): Question => ({
  question_id: q.question_id,
  sort: q.sort,
  title: q.title,
  title_en: q.title_en,
  type: q.type,
  required: q.required ? 1 : 0,
  options: q.options.map((o) => ({ id: o.id, name: o.name, name_en: o.name_en })),
  ...(answer === undefined ? {} : { answer }),
});

/** The temporary licence orders list (/temp-licenses-order): filters, sort keys, page loader and export columns (server/http/list.ts). */
const list: ListSpec<components['schemas']['TempLicenceOrderFilters'], Dto> = {
  name: 'tempLicenceOrders',
  table: tempLicenceOrders,
  id: tempLicenceOrders.id,
  filters: {
    search: op.contains(tempLicenceOrders.structure),
    status: op.eq(tempLicenceOrders.status),
    assign_camp_id: op.eq(tempLicenceOrders.assignCampId),
    company_id: op.eq(tempLicenceOrders.companyId),
  },
  sorts: { created_at: tempLicenceOrders.createdAt, structure: tempLicenceOrders.structure },
  defaultSort: { key: 'created_at', direction: 'desc' },
  load: async (db, ids, lang) => dtosOf(db, await db.select().from(tempLicenceOrders).where(inArray(tempLicenceOrders.id, ids)), lang),
  columns: [
    { label: { ar: 'الرقم', en: 'ID' }, value: (r) => r.id },
    { label: { ar: 'المنشأة المؤقتة', en: 'Temporary structure' }, value: (r) => r.structure },
    { label: { ar: 'المخيم', en: 'Camp' }, value: (r) => r.camp_name },
    { label: { ar: 'الشركة', en: 'Company' }, value: (r) => r.company_name },
    { label: { ar: 'الحالة', en: 'Status' }, value: (r) => r.status_text },
    { label: { ar: 'تاريخ الإضافة', en: 'Added' }, value: (r) => r.created_at },
  ],
};

/** A company's list is its own whatever the filters say. */
const scopeWhere = (caller: Caller): SQL[] => {
  const scope = scopeOf(caller);
  return scope === null ? [] : [eq(tempLicenceOrders.companyId, scope)];
};

export function tempLicenceOrdersHandlers(ctx: AppContext) {
  const { db } = ctx;
  const runtime = tempLicenceOrdersLifecycle.on(db);

  // Whoever may see an order may read its kroky.
  registerFileReader(async (rdb, session, file) => {
    if (session.scope !== 'portal' || !session.permissions.some((p) => p === 'temp-licenses-order-index' || p === 'temp-licenses-order-view')) return false;
    const [row] = await rdb
      .select({ companyId: tempLicenceOrders.companyId })
      .from(tempLicenceOrders)
      .where(or(eq(tempLicenceOrders.krokyDocumentFileId, file.id)))
      .limit(1);
    return !!row && (isStaffType(session.typeCode) || (session.user.parentId ?? session.user.id) === row.companyId);
  });

  /** The order, or 404 when it does not exist or belongs to another company. */
  async function find(tx: DbOrTx, id: number, caller: Caller, lock = false): Promise<Row> {
    const query = tx.select().from(tempLicenceOrders).where(eq(tempLicenceOrders.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row || (scopeOf(caller) !== null && scopeOf(caller) !== row.companyId)) throw ApiError.notFound('tempLicenceOrders.missing');
    return row;
  }

  /** Form 7, which every order answers (a reference row: server/features/forms/seed.ts). */
  async function tempForm(tx: DbOrTx): Promise<LoadedForm> {
    const form = await loadForm(tx, TEMP_LICENSE_FORM_ID);
    if (!form) throw new ApiError(409, 'tempLicenceOrders.noForm');
    return form;
  }

  /** The live assignments a caller may file on: a company its own, staff any. */
  async function choosableCamps(tx: DbOrTx, caller: Caller, only?: number) {
    const scope = scopeOf(caller);
    return (
      tx
        .select({ assign_camp_id: assignCamps.id, receiver: assignCamps.receiver_company_id, name: camps.name, nameEn: camps.nameEn, company: company.name })
        .from(assignCamps)
        .innerJoin(camps, eq(camps.id, assignCamps.campId))
        .innerJoin(company, eq(company.id, assignCamps.receiver_company_id))
        // a live assignment: not returned (the assign area's liveAssignmentsSql)
        .where(and(ne(assignCamps.status, 'returned'), scope === null ? undefined : eq(assignCamps.receiver_company_id, scope), only === undefined ? undefined : eq(assignCamps.id, only)))
        .orderBy(asc(camps.name), asc(assignCamps.id))
        .limit(only === undefined ? 500 : 1)
    );
  }

  /** The body's fields and answers, checked (422 on the field), with the company the chosen camp is assigned to. */
  async function checked(tx: DbOrTx, caller: Caller, body: Record<string, unknown>) {
    const errors: Record<string, string[]> = {};
    let values: { structure: string; assign_camp_id: number } | undefined;
    try {
      values = parseBody(TempLicenceOrderSchema, body);
    } catch (e) {
      if (!(e instanceof ApiError) || e.status !== 422) throw e;
      Object.assign(errors, e.errors ?? {});
    }
    if (body.form_id !== undefined && body.form_id !== '' && Number(body.form_id) !== TEMP_LICENSE_FORM_ID) errors.form_id = ['tempLicenceOrder.formFixed'];
    const form = await tempForm(tx);
    const given = answersOf(body.answers);
    Object.assign(errors, answerErrors(form.questions, given));
    const [camp] = values ? await choosableCamps(tx, caller, values.assign_camp_id) : [];
    if (values && !camp) errors.assign_camp_id = ['tempLicenceOrders.campNotAssigned'];
    if (Object.keys(errors).length || !values || !camp) throw ApiError.invalid(errors);
    const answers: AnswerRow[] = form.questions.map((q) => ({ question_id: q.question_id, answer: given.get(q.question_id) || null }));
    return { values, answers, companyId: camp.receiver };
  }

  /** The kroky upload, sniffed (PDF or an image) and committed; 422 on the field otherwise. */
  async function keepFile(tx: DbOrTx, upload: unknown, ownerId: number | null): Promise<number | undefined> {
    if (upload === undefined || upload === null || upload === '') return undefined;
    const file = upload as UploadedFile;
    if (typeof file !== 'object' || !('tempPath' in file)) throw ApiError.field('kroky_document', 'validation.file.type');
    const mime = await sniffMime(file.tempPath);
    if (!mime || !(mime === 'application/pdf' || mime.startsWith('image/'))) throw ApiError.field('kroky_document', 'validation.file.type');
    return commitAs(ctx.storage, tx, file, mime, ownerId);
  }

  /** The order as its screens show it: answers, kroky, history and the events the caller may send now. */
  async function details(caller: Caller, row: Row): Promise<Details> {
    const lang = caller.lang;
    const [[dto], form, given, history, can] = await Promise.all([
      dtosOf(db, [row], lang),
      loadForm(db, row.formId),
      db.select().from(tempLicenceOrderAnswers).where(eq(tempLicenceOrderAnswers.orderId, row.id)),
      db
        .select({ h: workflowHistory, by: users.name })
        .from(workflowHistory)
        .leftJoin(users, eq(users.id, workflowHistory.actorId))
        .where(and(eq(workflowHistory.workflow, 'tempLicenceOrder'), eq(workflowHistory.recordId, row.id)))
        .orderBy(workflowHistory.id),
      runtime.can(caller, row),
    ]);
    const answerOf = new Map(given.map((a) => [a.questionId, a.answer]));
    return {
      ...dto!,
      form: { id: row.formId, name: form?.name ?? '', name_en: form?.name_en ?? '', body: form?.body ?? null, body_en: form?.body_en ?? null },
      questions: (form?.questions ?? []).map((q) => questionOf(q, answerOf.get(q.question_id) ?? null)),
      history: history.map(({ h, by }) => {
        const reason = ((h.payload ?? {}) as Record<string, unknown>).rejection_reason;
        return { event: h.event, from: h.fromStatus, to: h.toStatus, at: h.at.toISOString(), by, reason: typeof reason === 'string' ? reason : null };
      }),
      events: can.events.map((e) => ({ event: e.event, allowed: e.allowed, label: e.label[lang], reason: e.reason ?? null })),
    };
  }

  /** One event to an order through the lifecycle, answered with the order's details. */
  async function send(caller: Caller, id: number, event: LifecycleEvent, version?: number, tx?: Tx) {
    const applied = await runtime.apply(caller, id, event, { expectedVersion: version, ...(tx ? { tx } : {}) });
    return applied.record;
  }

  return defineHandlers({
    listTempLicenceOrders: async (req) => {
      const caller = callerOf(req);
      return { message: req.t('tempLicenceOrders.list'), data: await listPage(db, list, req.body, req.query, req.lang, scopeWhere(caller)), filters: req.body ?? {} };
    },

    exportTempLicenceOrders: async (req, reply) => {
      const caller = callerOf(req);
      return sendExport(reply, {
        db,
        spec: list,
        body: req.body,
        lang: req.lang,
        format: req.query.format,
        title: { ar: 'طلبات الرخص المؤقتة', en: 'Temporary licence orders' },
        scope: scopeWhere(caller),
      });
    },

    tempLicenceOrderForm: async (req) => {
      const caller = callerOf(req);
      const form = await tempForm(db);
      const choosable = await choosableCamps(db, caller);
      return {
        message: req.t('common.ok'),
        data: {
          form_id: form.id,
          name: form.name,
          name_en: form.name_en,
          body: form.body,
          body_en: form.body_en,
          questions: form.questions.map((q) => questionOf(q)),
          camps: choosable.map((c) => ({ assign_camp_id: c.assign_camp_id, camp_name: (caller.lang === 'en' && c.nameEn) || c.name, company_name: c.company })),
        },
      };
    },

    tempLicencePdf: async (req, reply) => {
      const caller = callerOf(req);
      const row = await find(db, req.params.id, caller);
      if (row.status !== 'approved' || !row.licenceToken || !row.decidedAt) throw new ApiError(409, 'licence.notIssued');
      const [[ar], [en], form, given] = await Promise.all([
        dtosOf(db, [row], 'ar'),
        dtosOf(db, [row], 'en'),
        loadForm(db, row.formId),
        db.select().from(tempLicenceOrderAnswers).where(eq(tempLicenceOrderAnswers.orderId, row.id)),
      ]);
      const issued = row.decidedAt.toISOString().slice(0, 10);
      return sendLicencePdf(reply, {
        number: licenceNumber('temporary', issued, row.id),
        title: LICENCE_TITLES.temporary,
        kind: { label: { ar: 'المنشأة', en: 'Structure' }, value: { ar: row.structure, en: row.structure } },
        issuedAt: issued,
        validUntil: null,
        company: { name: ar!.company_name },
        facts: [{ label: { ar: 'المخيم', en: 'Camp' }, value: ar!.camp_name === en!.camp_name ? ar!.camp_name : `${ar!.camp_name} — ${en!.camp_name}` }],
        tables: [answersTable(form?.questions ?? [], (id) => given.find((g) => g.questionId === id)?.answer)],
        verifyUrl: `${baseUrlOf(req)}${licenceCheckPath('temporary', row.licenceToken)}`,
        authority: LICENCE_AUTHORITY,
      });
    },

    verifyTempLicence: async (req) => {
      const token = tokenOf(req.params.qr);
      const [row] = await db.select().from(tempLicenceOrders).where(eq(tempLicenceOrders.licenceToken, token));
      if (!row) throw ApiError.notFound('licence.unknown');
      const [d] = await dtosOf(db, [row], req.lang);
      return {
        message: req.t('licence.verified'),
        data: licenceCheck({
          standing: row.status === 'approved',
          number: licenceNumber('temporary', row.decidedAt?.toISOString() ?? null, row.id),
          title: LICENCE_TITLES.temporary[req.lang],
          company: d!.company_name,
          camp: d!.camp_name,
          validUntil: null,
        }),
      };
    },

    tempLicenceOrderDetails: async (req) => {
      const caller = callerOf(req);
      return { message: req.t('common.ok'), data: await details(caller, await find(db, req.params.id, caller)) };
    },

    createTempLicenceOrder: async (req, reply) => {
      const caller = callerOf(req);
      const body = (req.body ?? {}) as Record<string, unknown>;
      const row = await db.transaction(async (tx) => {
        const { values, answers, companyId } = await checked(tx, caller, body);
        const krokyId = await keepFile(tx, body.kroky_document, caller.userId);
        const fields = {
          structure: values.structure,
          assignCampId: values.assign_camp_id,
          formId: TEMP_LICENSE_FORM_ID,
          krokyDocumentFileId: krokyId ?? null,
          companyId,
          createdBy: caller.userId,
        };
        // the machine's initial status, its first history row and the audit row come from the runtime
        const made = await runtime.create(caller, fields as typeof fields & Pick<typeof tempLicenceOrders.$inferInsert, 'status'>, tx, { audit: (r) => ({ ...r }) });
        await tx.insert(tempLicenceOrderAnswers).values(answers.map((a) => ({ orderId: made.id, questionId: a.question_id, answer: a.answer })));
        return made;
      });
      reply.code(201);
      return { message: req.t('tempLicenceOrders.created'), data: await details(caller, row) };
    },

    updateTempLicenceOrder: async (req) => {
      const caller = callerOf(req);
      const body = (req.body ?? {}) as Record<string, unknown>;
      const row = await db.transaction(async (tx) => {
        const before = await find(tx, req.params.id, caller);
        // refused steps first (404, 409 "Unallowed action!" after a decision, 403), then the fields
        const can = await runtime.can(caller, before, tx);
        const update = can.events.find((e) => e.event === 'UPDATE');
        if (!update) throw new ApiError(409, 'lifecycle.unallowed');
        const { values, answers, companyId } = await checked(tx, caller, body);
        const krokyId = await keepFile(tx, body.kroky_document, caller.userId);
        let after = await send(
          caller,
          before.id,
          { type: 'UPDATE', form_id: TEMP_LICENSE_FORM_ID, structure: values.structure, assign_camp_id: values.assign_camp_id, company_id: companyId, answers },
          typeof body.version === 'number' ? body.version : undefined,
          tx,
        );
        if (krokyId !== undefined) after = await send(caller, before.id, { type: 'UPLOAD_KROKY', kroky_document: `file:${krokyId}`, kroky_file_id: krokyId }, undefined, tx);
        return after;
      });
      return { message: req.t('tempLicenceOrders.updated'), data: await details(caller, row) };
    },

    deleteTempLicenceOrder: async (req) => {
      const caller = callerOf(req);
      await db.transaction(async (tx) => {
        const before = await find(tx, req.params.id, caller, true);
        if (before.status !== 'pending') throw new ApiError(409, 'tempLicenceOrders.decided');
        if (scopeOf(caller) !== null && !(await runtime.can(caller, before, tx)).events.some((e) => e.event === 'UPDATE' && e.allowed)) throw ApiError.forbidden();
        await tx.delete(tempLicenceOrders).where(eq(tempLicenceOrders.id, before.id));
        await audit(tx, req, { entity: 'temp_licence_orders', entityId: before.id, event: 'delete', oldValue: { ...before }, newValue: null });
      });
      return { message: req.t('tempLicenceOrders.deleted') };
    },

    storeTempLicenceOrderKroky: async (req) => {
      const caller = callerOf(req);
      const body = (req.body ?? {}) as Record<string, unknown>;
      const id = Number(body.temp_license_order_id);
      const row = await db.transaction(async (tx) => {
        const before = await find(tx, id, caller);
        const can = await runtime.can(caller, before, tx);
        if (!can.events.some((e) => e.event === 'UPLOAD_KROKY')) throw new ApiError(409, 'lifecycle.unallowed');
        const krokyId = await keepFile(tx, body.kroky_document, caller.userId);
        if (krokyId === undefined) throw ApiError.field('kroky_document', 'validation.required');
        return send(caller, before.id, { type: 'UPLOAD_KROKY', kroky_document: `file:${krokyId}`, kroky_file_id: krokyId }, typeof body.version === 'number' ? body.version : undefined, tx);
      });
      return { message: req.t('tempLicenceOrders.krokyStored'), data: await details(caller, row) };
    },

    approveTempLicenceOrder: async (req) => {
      const caller = callerOf(req);
      const body = (req.body ?? {}) as { version?: number };
      const row = await send(caller, req.params.id, { type: 'APPROVE' }, body.version);
      return { message: req.t('tempLicenceOrders.approved'), data: await details(caller, row) };
    },

    rejectTempLicenceOrder: async (req) => {
      const caller = callerOf(req);
      const body = (req.body ?? {}) as { version?: number; rejection_reason?: string };
      const row = await send(caller, req.params.id, { type: 'REJECT', rejection_reason: body.rejection_reason ?? '' }, body.version);
      return { message: req.t('tempLicenceOrders.rejected'), data: await details(caller, row) };
    },
  });
}
