/**
 * Readiness licences (spec 001 §7 "Readiness licence (simple-readiness-license)"): the list, the
 * details with the answers and the history, the request (store), the answers, the authority's
 * decisions, the kroky, cancelling, and the readiness settings (the pledge and the periods offered).
 * Every step goes through the readinessLicence lifecycle (./lifecycle.ts). A step on an order that
 * does not exist — or that is not the caller's to see — is the spec's "Unallowed action!" (404: a
 * missing record and another company's answer the same).
 */
import { and, asc, eq, inArray, or, sql, exists } from 'drizzle-orm';
import { defineHandlers } from '../../http/types';
import { ApiError } from '../../http/errors';
import { listPage, op, type ListSpec, type Lang } from '../../http/list';
import { registerMessages } from '../../i18n';
import { callerOf } from '../../http/request';
import type { DbOrTx } from '../../db/client';
import type { Caller } from '../../lifecycle/caller';
import type { ServerActor } from '../../lifecycle/define';
import { files, users, workflowHistory } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { commitAs, sniffMime, storedFileDto, type StoredFileDto } from '../../storage/stored';
import { registerFileReader } from '../../storage/access';
import type { UploadedFile } from '../../storage';
import { isStaffType } from '../../../shared/accountTypes';
import { audit } from '../audit';
import type { components } from '../../../openapi/schema';
import type { AppContext } from '../context';
import { assignCamps } from '../assign/table';
import { camps } from '../camps/table';
import { squares } from '../squares/table';
import { formIdsOfType, loadForm } from '../forms/domain';
import { answersTable, baseUrlOf, licenceCheck, LICENCE_AUTHORITY, sendLicencePdf, tokenOf } from '../../licence/issued';
import { LICENCE_TITLES, licenceCheckPath, licenceNumber } from '../../../shared/licences';
import { readinessAnswers, readinessLicenses, readinessSettings } from './table';
import { readinessLicenceAreaMessages } from './messages';
import { openLicenceOf, readinessLicenceLifecycle, readinessScopeOf, readinessScopeWhere, SETTINGS_ID } from './lifecycle';
import { READINESS_FORM_TYPE, readinessCreationRule, readinessLicenceMachine } from '../../../machines';
import { transitionsFrom } from '../../../machines/core';
import type { StateMeta } from '../../../machines/core/types';
import type { LifecycleEvent } from '../../../machines/core/runtime';

registerMessages(readinessLicenceAreaMessages);

type Row = typeof readinessLicenses.$inferSelect;
type Dto = components['schemas']['ReadinessLicense'];
type Settings = components['schemas']['ReadinessSettings'];

const named = (r: { name: string; name_en?: string | null }, lang: Lang) => (lang === 'en' && r.name_en) || r.name;
const statusText = (status: string, lang: Lang) => (readinessLicenceMachine.root.states[status]?.meta as StateMeta | undefined)?.label[lang] ?? status;
const flag = (b: boolean) => (b ? 1 : 0) as 0 | 1;
const isId = (v: unknown) => Number.isInteger(Number(v)) && Number(v) > 0 && String(v).trim() !== '';

/** The licences of these ids with their camp, square, company and kroky, in the caller's language. */
async function loadDtos(db: DbOrTx, ids: number[], lang: Lang): Promise<Dto[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({
      row: readinessLicenses,
      camp: { id: camps.id, name: camps.name, name_en: camps.nameEn },
      square: { name: squares.name, name_en: squares.nameEn },
      company: { name: users.name, company_name: users.companyName },
    })
    .from(readinessLicenses)
    .innerJoin(assignCamps, eq(assignCamps.id, readinessLicenses.assignCampId))
    .innerJoin(camps, eq(camps.id, assignCamps.campId))
    .innerJoin(squares, eq(squares.id, assignCamps.squareId))
    .innerJoin(users, eq(users.id, readinessLicenses.companyId))
    .where(inArray(readinessLicenses.id, ids));
  const fileIds = rows.map((r) => r.row.krokyFileId).filter((id): id is number => id !== null);
  const stored = new Map<number, StoredFileDto>();
  if (fileIds.length) for (const f of await db.select().from(files).where(inArray(files.id, fileIds))) stored.set(f.id, storedFileDto(f));
  return rows.map(({ row, camp, square, company }) => {
    const kroky = row.krokyFileId ? (stored.get(row.krokyFileId) ?? null) : null;
    return {
      id: row.id,
      form_id: row.formId,
      assign_camp_id: row.assignCampId,
      is_committed: flag(row.isCommitted),
      has_answers_in_version: flag(row.hasAnswersInVersion),
      validity_period: row.validityPeriod,
      rejection_reason: row.rejectionReason,
      full_path: kroky?.url ?? null,
      get_kroky: kroky,
      camp_id: camp.id,
      camp_name: named(camp, lang),
      square_name: named(square, lang),
      company_id: row.companyId,
      company_name: company.company_name || company.name,
      approved_at: row.approvedAt?.toISOString() ?? null,
      expires_at: row.expiresAt?.toISOString() ?? null,
      status: row.status as Dto['status'],
      status_text: statusText(row.status, lang),
      version: row.version,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

const readinessList: ListSpec<components['schemas']['ReadinessLicenseFilters'], Dto> = {
  name: 'readinessLicence',
  table: readinessLicenses,
  id: readinessLicenses.id,
  filters: {
    search: op.where((v: string) => {
      const term = v.trim();
      if (!term) return undefined;
      const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return or(
        exists(
          sql`(select 1 from ${assignCamps} join ${camps} on ${camps.id} = ${assignCamps.campId} where ${assignCamps.id} = ${readinessLicenses.assignCampId} and (${camps.name} ilike ${like} or ${camps.nameEn} ilike ${like}))`,
        ),
        exists(sql`(select 1 from ${users} where ${users.id} = ${readinessLicenses.companyId} and (${users.name} ilike ${like} or ${users.companyName} ilike ${like}))`),
      );
    }),
    status: op.eq(readinessLicenses.status),
    has_answers_in_version: op.where((v: number) => eq(readinessLicenses.hasAnswersInVersion, v === 1)),
    company_id: op.eq(readinessLicenses.companyId),
    square_id: op.where((v: number) => exists(sql`(select 1 from ${assignCamps} where ${assignCamps.id} = ${readinessLicenses.assignCampId} and ${assignCamps.squareId} = ${v})`)),
  },
  sorts: { created_at: readinessLicenses.createdAt, status: readinessLicenses.status, expires_at: sql`coalesce(${readinessLicenses.expiresAt}, 'epoch'::timestamptz)` },
  defaultSort: { key: 'created_at', direction: 'desc' },
  load: loadDtos,
  columns: [
    { label: { ar: 'الرقم', en: 'ID' }, value: (r) => r.id },
    { label: { ar: 'المخيم', en: 'Camp' }, value: (r) => r.camp_name },
    { label: { ar: 'الشركة', en: 'Company' }, value: (r) => r.company_name },
    { label: { ar: 'الحالة', en: 'Status' }, value: (r) => r.status_text },
  ],
};

async function settingsOf(db: DbOrTx, id: number): Promise<Settings> {
  const [s] = id === SETTINGS_ID ? await db.select().from(readinessSettings).where(eq(readinessSettings.id, id)) : [];
  if (!s) throw ApiError.notFound();
  return { id: s.id, pledge: s.pledge, pledge_en: s.pledgeEn, validity_periods: s.validityPeriods, updated_at: s.updatedAt.toISOString() };
}

/** A 404 of a step is the spec's "Unallowed action!" (001 §5): no such order, or not the caller's. */
const unallowed = () => ApiError.notFound('lifecycle.unallowed');

export function readinessLicenceHandlers(ctx: AppContext) {
  const { db } = ctx;
  const lifecycle = readinessLicenceLifecycle.on(db);

  // whoever may see a licence may read its kroky: staff, and the company's accounts
  registerFileReader(async (rdb, session, file) => {
    if (session.scope !== 'portal' || !session.permissions.some((p) => p.startsWith('readiness-license-'))) return false;
    const [row] = await rdb.select({ company: readinessLicenses.companyId }).from(readinessLicenses).where(eq(readinessLicenses.krokyFileId, file.id)).limit(1);
    return !!row && (isStaffType(session.typeCode) || (session.user.parentId ?? session.user.id) === row.company);
  });

  const one = async (id: number, lang: Lang) => (await loadDtos(db, [id], lang))[0]!;

  /** One step of the machine on the order `id` (a missing one is "Unallowed action!"). */
  async function step(caller: Caller, id: unknown, event: LifecycleEvent, version: unknown, actors?: Record<string, ServerActor<Row>>) {
    if (!isId(id)) throw unallowed();
    try {
      const applied = await lifecycle.apply(caller, Number(id), event, { expectedVersion: isId(version) ? Number(version) : undefined, actors });
      return one(applied.record.id, caller.lang);
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) throw unallowed();
      throw e;
    }
  }

  const answersEvent = (type: 'ANSWER' | 'UPDATE_ANSWERS', body: components['schemas']['ReadinessAnswersInput'] | undefined) => {
    // "no order id submitted" names the order the step is for: without one there is nothing to look up
    if (!isId(body?.order_id)) throw ApiError.invalid({ order_id: ['readinessLicence.noOrderId'] });
    return { type, order_id: body!.order_id, form_id: body!.form_id, answers: body!.answers ?? [] } as LifecycleEvent;
  };

  return defineHandlers({
    listReadinessLicenses: async (req) => {
      const caller = callerOf(req);
      return { message: req.t('readinessLicence.list'), data: await listPage(db, readinessList, req.body, req.query, req.lang, readinessScopeWhere(caller)), filters: req.body ?? {} };
    },

    getReadinessLicense: async (req) => {
      const caller = callerOf(req);
      const row = await lifecycle.find(caller, req.params.id);
      const base = await one(row.id, caller.lang);
      const form = row.formId ? await loadForm(db, row.formId) : null;
      const given = await db.select().from(readinessAnswers).where(eq(readinessAnswers.licenseId, row.id));
      const history = await db
        .select({ h: workflowHistory, actor: { name: users.name } })
        .from(workflowHistory)
        .leftJoin(users, eq(users.id, workflowHistory.actorId))
        .where(and(eq(workflowHistory.workflow, 'readinessLicence'), eq(workflowHistory.recordId, row.id)))
        .orderBy(asc(workflowHistory.id));
      return {
        message: req.t('common.ok'),
        data: {
          ...base,
          form: form ? { id: form.id, name: form.name, name_en: form.name_en } : null,
          questions: (form?.questions ?? []).map((q) => ({
            question_id: q.question_id,
            sort: q.sort,
            title: q.title,
            title_en: q.title_en,
            type: q.type,
            required: q.required,
            options: q.options.map((o) => ({ id: o.id, name: o.name, name_en: o.name_en })),
            answer: given.find((g) => g.questionId === q.question_id)?.answer ?? null,
          })),
          history: history.map(({ h, actor }) => {
            const t = h.fromStatus ? transitionsFrom(readinessLicenceMachine, h.fromStatus, h.event)[0] : undefined;
            const label = t?.meta.label?.[caller.lang] ?? (h.event === 'CREATE' ? (caller.lang === 'en' ? 'Requested' : 'تقديم الطلب') : h.event);
            return { event: h.event, from: h.fromStatus, to: h.toStatus, label, actor_name: actor?.name ?? null, at: h.at.toISOString(), payload: (h.payload ?? {}) as Record<string, unknown> };
          }),
          qr: row.status === 'approved' && row.licenceToken ? licenceCheckPath('readiness', row.licenceToken) : null,
        },
      };
    },

    readinessLicencePdf: async (req, reply) => {
      const caller = callerOf(req);
      const row = await lifecycle.find(caller, req.params.id);
      if (row.status !== 'approved' || !row.licenceToken || !row.approvedAt || !row.expiresAt) throw new ApiError(409, 'licence.notIssued');
      const [[ar], [en], form, given] = await Promise.all([
        loadDtos(db, [row.id], 'ar'),
        loadDtos(db, [row.id], 'en'),
        row.formId ? loadForm(db, row.formId) : null,
        db.select().from(readinessAnswers).where(eq(readinessAnswers.licenseId, row.id)),
      ]);
      const both = (a: string, e: string) => (a === e ? a : `${a} — ${e}`);
      const issued = row.approvedAt.toISOString().slice(0, 10);
      const days = row.validityPeriod ?? 0;
      return sendLicencePdf(reply, {
        number: licenceNumber('readiness', issued, row.id),
        title: LICENCE_TITLES.readiness,
        kind: { label: { ar: 'مدة الصلاحية', en: 'Validity' }, value: { ar: `${days} يوماً`, en: `${days} days` } },
        issuedAt: issued,
        validUntil: row.expiresAt.toISOString().slice(0, 10),
        company: { name: ar!.company_name ?? '' },
        facts: [
          { label: { ar: 'المخيم', en: 'Camp' }, value: both(ar!.camp_name, en!.camp_name) },
          { label: { ar: 'المربع', en: 'Square' }, value: both(ar!.square_name, en!.square_name) },
        ],
        tables: [answersTable(form?.questions ?? [], (id) => given.find((g) => g.questionId === id)?.answer)],
        verifyUrl: `${baseUrlOf(req)}${licenceCheckPath('readiness', row.licenceToken)}`,
        authority: LICENCE_AUTHORITY,
      });
    },

    verifyReadinessLicence: async (req) => {
      const token = tokenOf(req.params.qr);
      const [row] = await db.select().from(readinessLicenses).where(eq(readinessLicenses.licenceToken, token));
      if (!row) throw ApiError.notFound('licence.unknown');
      const [d] = await loadDtos(db, [row.id], req.lang);
      return {
        message: req.t('licence.verified'),
        data: licenceCheck({
          standing: row.status === 'approved',
          number: licenceNumber('readiness', row.approvedAt?.toISOString() ?? null, row.id),
          title: LICENCE_TITLES.readiness[req.lang],
          company: d!.company_name ?? '',
          camp: d!.camp_name,
          validUntil: row.expiresAt?.toISOString().slice(0, 10) ?? null,
        }),
      };
    },

    readinessLicenseCamps: async (req) => {
      const caller = callerOf(req);
      const scope = readinessScopeOf(caller);
      const rows = await db
        .select({ id: assignCamps.id, camp: { id: camps.id, name: camps.name, name_en: camps.nameEn }, square: { name: squares.name, name_en: squares.nameEn } })
        .from(assignCamps)
        .innerJoin(camps, eq(camps.id, assignCamps.campId))
        .innerJoin(squares, eq(squares.id, assignCamps.squareId))
        .where(
          and(
            eq(assignCamps.status, 'deliverd'),
            scope === null ? undefined : eq(assignCamps.receiver_company_id, scope),
            sql`not exists (select 1 from ${readinessLicenses} where ${readinessLicenses.assignCampId} = ${assignCamps.id} and ${readinessLicenses.status} in ('pending', 'disapproved'))`,
          ),
        )
        .orderBy(asc(camps.name), asc(assignCamps.id))
        .limit(500);
      return { message: req.t('common.ok'), data: rows.map((r) => ({ id: r.id, camp_id: r.camp.id, camp_name: named(r.camp, caller.lang), square_name: named(r.square, caller.lang) })) };
    },

    storeReadinessLicense: async (req, reply) => {
      const caller = callerOf(req);
      const body = req.body ?? {};
      // 001 §5: "please select the camp", then "please agree to the pledge" — the machine's one rule
      const refusal = readinessCreationRule.explain?.({ event: { type: 'CREATE', assign_camp_id: body.assign_camp_id, is_committed: body.is_committed } as never }) ?? null;
      if (refusal?.field) throw ApiError.invalid({ [refusal.field]: [refusal.message] });
      const scope = readinessScopeOf(caller);
      const id = await db
        .transaction(async (tx) => {
          const [assignment] = await tx
            .select({ id: assignCamps.id, status: assignCamps.status, receiver: assignCamps.receiver_company_id })
            .from(assignCamps)
            .where(eq(assignCamps.id, Number(body.assign_camp_id)))
            .for('update');
          // a camp not delivered to the caller's company is not one to choose
          if (!assignment || assignment.status !== 'deliverd' || (scope !== null && assignment.receiver !== scope)) throw ApiError.invalid({ assign_camp_id: ['readinessLicence.selectCamp'] });
          if (await openLicenceOf(tx, assignment.id)) throw new ApiError(409, 'readinessLicence.campTaken', { errors: { assign_camp_id: ['readinessLicence.campTaken'] } });
          const [formId] = (await formIdsOfType(tx, READINESS_FORM_TYPE)).slice(-1);
          if (!formId) throw new ApiError(409, 'readinessLicence.noForm');
          const row = await lifecycle.create(
            caller,
            { assignCampId: assignment.id, companyId: assignment.receiver, formId, isCommitted: true, hasAnswersInVersion: false, createdBy: caller.userId } as never,
            tx,
            { audit: (r) => ({ assign_camp_id: r.assignCampId, form_id: r.formId, is_committed: 1, status: r.status }) },
          );
          return row.id;
        })
        .catch((e: unknown) => {
          if (isUniqueViolation(e)) throw new ApiError(409, 'readinessLicence.campTaken', { errors: { assign_camp_id: ['readinessLicence.campTaken'] } });
          throw e;
        });
      reply.code(201);
      return { message: req.t('readinessLicence.created'), data: await one(id, caller.lang) };
    },

    answerReadinessQuestions: async (req) => {
      const caller = callerOf(req);
      const event = answersEvent('ANSWER', req.body);
      return { message: req.t('readinessLicence.answered'), data: await step(caller, req.body?.order_id, event, req.body?.version) };
    },

    updateReadinessAnswers: async (req) => {
      const caller = callerOf(req);
      const event = answersEvent('UPDATE_ANSWERS', req.body);
      return { message: req.t('readinessLicence.answersUpdated'), data: await step(caller, req.body?.order_id, event, req.body?.version) };
    },

    approveReadinessLicense: async (req) => {
      const caller = callerOf(req);
      const b = req.body ?? {};
      return { message: req.t('readinessLicence.approved'), data: await step(caller, b.id, { type: 'APPROVE', validity_period: b.validity_period }, b.version) };
    },

    disapproveReadinessLicense: async (req) => {
      const caller = callerOf(req);
      const b = req.body ?? {};
      return { message: req.t('readinessLicence.disapproved'), data: await step(caller, b.id, { type: 'DISAPPROVE', rejection_reason: b.rejection_reason }, b.version) };
    },

    rejectReadinessLicense: async (req) => {
      const caller = callerOf(req);
      const b = req.body ?? {};
      return { message: req.t('readinessLicence.rejected'), data: await step(caller, b.id, { type: 'REJECT', rejection_reason: b.rejection_reason }, b.version) };
    },

    updateReadinessKroky: async (req) => {
      const caller = callerOf(req);
      const b = (req.body ?? {}) as { id?: unknown; version?: unknown; kroky_document?: unknown };
      const data = await step(caller, b.id, { type: 'UPDATE_KROKY', kroky_document: b.kroky_document ? 'file' : undefined }, b.version, {
        updateKroky: async (tx) => {
          const file = b.kroky_document as UploadedFile;
          const mime = await sniffMime(file.tempPath);
          if (!mime) throw ApiError.field('kroky_document', 'validation.file.type');
          return { krokyFileId: await commitAs(ctx.storage, tx, file, mime, caller.userId) };
        },
      });
      return { message: req.t('readinessLicence.krokyUpdated'), data };
    },

    cancelReadinessLicense: async (req) => {
      const caller = callerOf(req);
      const b = req.body ?? {};
      return { message: req.t('readinessLicence.cancelled'), data: await step(caller, b.id, { type: 'CANCEL' }, b.version) };
    },

    getReadinessSettings: async (req) => ({ message: req.t('readinessLicence.settings'), data: await settingsOf(db, req.params.id) }),

    updateReadinessSettings: async (req) => {
      const b = req.body;
      const pledge = b.pledge.trim();
      const pledgeEn = b.pledge_en.trim();
      const errors: Record<string, string[]> = {};
      if (!pledge) errors.pledge = ['validation.required'];
      if (!pledgeEn) errors.pledge_en = ['validation.required'];
      const periods = b.validity_periods.map(Number);
      if (!periods.length || new Set(periods).size !== periods.length || periods.some((p) => !Number.isInteger(p) || p < 1 || p > 366)) errors.validity_periods = ['readinessLicence.periodsInvalid'];
      if (Object.keys(errors).length) throw ApiError.invalid(errors);
      await db.transaction(async (tx) => {
        const before = await settingsOf(tx, req.params.id);
        const sorted = [...periods].sort((x, y) => x - y);
        await tx
          .update(readinessSettings)
          .set({ pledge, pledgeEn, validityPeriods: sorted, updatedBy: callerOf(req).userId, updatedAt: new Date() })
          .where(eq(readinessSettings.id, SETTINGS_ID));
        await audit(tx, req, {
          entity: 'readiness_settings',
          entityId: SETTINGS_ID,
          event: 'update',
          oldValue: { pledge: before.pledge, pledge_en: before.pledge_en, validity_periods: before.validity_periods },
          newValue: { pledge, pledge_en: pledgeEn, validity_periods: sorted },
        });
      });
      return { message: req.t('readinessLicence.settingsUpdated'), data: await settingsOf(db, req.params.id) };
    },
  });
}
