/**
 * The camp handover (spec 000 §2 appointment forms, §7 contracts and forms): the forms of an
 * appointment, answering and editing a form (the assignment's ANSWER_FORM / EDIT_FORM), signing it
 * (the signature's SIGN, one by one, or BULK_SIGN per assignment with a preview) and the read-only
 * view of the answers and signatures.
 *
 * Answering creates one unsigned signature per signer of the form in the same transaction; the
 * last signature sends the assignment DELIVER (server/features/handover/lifecycle.ts). Who: staff
 * see every handover, a company only the assignments it receives (another company's is a 404).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { defineHandlers } from '../../http/types';
import { ApiError } from '../../http/errors';
import { registerMessages } from '../../i18n';
import { callerOf } from '../../http/request';
import type { DbOrTx, Tx } from '../../db/client';
import type { Caller } from '../../lifecycle/caller';
import { accountTypes, files, users } from '../../db/schema';
import { storedFileDto } from '../../storage/stored';
import { registerFileReader } from '../../storage/access';
import { isStaffType } from '../../../shared/accountTypes';
import type { AppContext } from '../context';
import { assignCamps } from '../assign/table';
import { assignLifecycle } from '../assign/lifecycle';
import { appointments } from '../appointments/table';
import { appointmentsLifecycle } from '../appointments/lifecycle';
import { camps } from '../camps/table';
import { formIdsOfType, loadForm, loadForms, type LoadedForm } from '../forms/domain';
import { handoverAnswers, handoverSignatures } from './table';
import { handoverMessages } from './messages';
import { handoverScopeOf, handoverSignatureLifecycle, signerCaller } from './lifecycle';
import { answerErrors, answersOf } from '../../../shared/rules/handover';
import { SIGNER_NUM } from '../../../machines';

registerMessages(handoverMessages);

type Lang = 'ar' | 'en';
type AssignRow = typeof assignCamps.$inferSelect;
type SigRow = typeof handoverSignatures.$inferSelect;

const flag = (b: boolean): 0 | 1 => (b ? 1 : 0);
const toId = (v: unknown): number | null => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

export function handoverHandlers(ctx: AppContext) {
  const { db } = ctx;
  const signatures = handoverSignatureLifecycle.on(db);
  const assignments = assignLifecycle.on(db);

  // A signed handover's signature images are read by whoever may see the handover.
  registerFileReader(async (rdb, session, file) => {
    if (session.scope !== 'portal' || !session.permissions.some((p) => p === 'appointment-form-view' || p === 'delivery-view')) return false;
    const [row] = await rdb.select({ receiver: handoverSignatures.receiverCompanyId }).from(handoverSignatures).where(eq(handoverSignatures.signatureFileId, file.id)).limit(1);
    return !!row && (isStaffType(session.typeCode) || (session.user.parentId ?? session.user.id) === row.receiver);
  });

  /** The assignment, or 404 when missing or not the caller's company's. */
  async function assignmentOf(tx: DbOrTx, caller: Caller, id: number): Promise<AssignRow> {
    const [row] = await tx.select().from(assignCamps).where(eq(assignCamps.id, id));
    const scope = handoverScopeOf(caller);
    if (!row || (scope !== null && scope !== row.receiver_company_id)) throw ApiError.notFound('assign.missing');
    return row;
  }

  /** An assign-type form, or 422 on form_id. */
  async function assignForm(tx: DbOrTx, formId: unknown): Promise<LoadedForm> {
    const id = toId(formId);
    const form = id ? await loadForm(tx, id) : null;
    if (!form || form.type !== 'assign') throw ApiError.invalid({ form_id: ['handover.formMissing'] });
    return form;
  }

  /** The caller's account type id. */
  async function typeIdOf(caller: Caller): Promise<number | null> {
    const [t] = await db.select({ id: accountTypes.id }).from(accountTypes).where(eq(accountTypes.code, caller.accountType));
    return t?.id ?? null;
  }

  /** The appointment (visible to the caller) and its assignment; the appointment must be the assignment's current approved one. */
  async function currentAppointment(caller: Caller, appointmentId: unknown) {
    const id = toId(appointmentId);
    if (!id) throw ApiError.invalid({ appointment_id: ['handover.appointmentMissing'] });
    const appointment = await appointmentsLifecycle.on(db).find(caller, id);
    const assignment = await assignmentOf(db, caller, appointment.assignCampId);
    const [latest] = await db
      .select({ id: appointments.id })
      .from(appointments)
      .where(eq(appointments.assignCampId, assignment.id))
      .orderBy(asc(appointments.createdAt), asc(appointments.id))
      .then((r) => r.slice(-1));
    const current = appointment.status === 'approved' && latest?.id === appointment.id;
    return { appointment, assignment, current };
  }

  async function signaturesOf(tx: DbOrTx, assignIds: number[], lang: Lang) {
    if (!assignIds.length) return [];
    const rows = await tx
      .select({ sig: handoverSignatures, type: { code: accountTypes.code, name: accountTypes.nameAr, name_en: accountTypes.nameEn }, signer: { name: users.name }, file: files })
      .from(handoverSignatures)
      .innerJoin(accountTypes, eq(accountTypes.id, handoverSignatures.typeId))
      .leftJoin(users, eq(users.id, handoverSignatures.signedBy))
      .leftJoin(files, eq(files.id, handoverSignatures.signatureFileId))
      .where(inArray(handoverSignatures.assignCampId, assignIds))
      .orderBy(asc(handoverSignatures.typeId));
    return rows.map((r) => ({
      id: r.sig.id,
      assign_camp_id: r.sig.assignCampId,
      form_id: r.sig.formId,
      type_id: r.sig.typeId,
      type_code: r.type.code,
      type_name: lang === 'en' ? r.type.name_en : r.type.name,
      signer_num: r.sig.signerNum,
      status: r.sig.status as 'unsigned' | 'signed',
      version: r.sig.version,
      signed_by: r.sig.signedBy,
      signed_by_name: r.signer?.name ?? null,
      signed_at: r.sig.signedAt?.toISOString() ?? null,
      signature: r.file ? storedFileDto(r.file) : null,
    }));
  }

  /** Write the answers (insert or replace), after checking them against the form's questions: 422 on `answers.<id>`. */
  async function writeAnswers(tx: Tx, caller: Caller, assignment: AssignRow, appointmentId: number, form: LoadedForm, body: Record<string, unknown>) {
    const answers = answersOf(body.answers);
    const errors = answerErrors(form.questions, answers);
    if (Object.keys(errors).length) throw ApiError.invalid(errors);
    await tx.delete(handoverAnswers).where(and(eq(handoverAnswers.assignCampId, assignment.id), eq(handoverAnswers.formId, form.id)));
    const at = new Date();
    await tx.insert(handoverAnswers).values(
      form.questions.map((q) => ({
        assignCampId: assignment.id,
        appointmentId,
        formId: form.id,
        questionId: q.question_id,
        answer: answers.get(q.question_id) || null,
        answeredBy: caller.userId,
        answeredAt: at,
      })),
    );
  }

  /** The caller's unsigned signature row on an assignment's form: 403 when the caller's type does not sign it. */
  async function mySignature(caller: Caller, assignId: number, formId?: number): Promise<SigRow> {
    const typeId = await typeIdOf(caller);
    const rows = await db
      .select()
      .from(handoverSignatures)
      .where(and(eq(handoverSignatures.assignCampId, assignId), formId ? eq(handoverSignatures.formId, formId) : undefined))
      .orderBy(asc(handoverSignatures.formId));
    if (!rows.length) throw new ApiError(409, 'handover.notAnswered');
    const mine = rows.filter((r) => r.typeId === typeId);
    if (!mine.length) throw ApiError.forbidden('handover.notSigner');
    return mine.find((r) => r.status === 'unsigned') ?? mine[0]!;
  }

  async function signOne(caller: Caller, sig: SigRow, event: 'SIGN' | 'BULK_SIGN') {
    const applied = await signatures.apply(signerCaller(caller), sig.id, { type: event });
    const [assignment] = await db.select({ status: assignCamps.status, contract_status: assignCamps.contractStatus }).from(assignCamps).where(eq(assignCamps.id, sig.assignCampId));
    return { id: applied.record.id, assign_camp_id: sig.assignCampId, form_id: sig.formId, status: applied.to, assignment_status: assignment!.status, contract_status: assignment!.contract_status };
  }

  /** What bulk signing would do for each assignment, without doing it. */
  async function preview(caller: Caller, ids: number[]) {
    const typeId = await typeIdOf(caller);
    const scope = handoverScopeOf(caller);
    const found = ids.length ? await db.select().from(assignCamps).where(inArray(assignCamps.id, ids)) : [];
    const sigs = ids.length ? await db.select().from(handoverSignatures).where(inArray(handoverSignatures.assignCampId, ids)) : [];
    const [me] = caller.userId ? await db.select({ f: users.signatureFileId }).from(users).where(eq(users.id, caller.userId)) : [];
    return ids.map((id) => {
      const a = found.find((r) => r.id === id);
      if (!a || (scope !== null && scope !== a.receiver_company_id)) return { id, signable: 0 as const, status: 404, reason: caller.lang === 'en' ? 'Not found' : 'غير موجود' };
      const mine = sigs.filter((s) => s.assignCampId === id && s.typeId === typeId && s.status === 'unsigned');
      const reason = !caller.permissions.includes('lock-order-bulk-signature') ? 'lifecycle.forbidden' : !me?.f ? 'handover.noSignature' : !mine.length ? 'handover.nothingToSign' : null;
      return reason
        ? { id, signable: 0 as const, status: reason === 'lifecycle.forbidden' ? 403 : reason === 'handover.noSignature' ? 422 : 409, reason }
        : { id, signable: 1 as const, status: 200, reason: null };
    });
  }

  return defineHandlers({
    appointmentForms: async (req) => {
      const caller = callerOf(req);
      const { appointment, assignment, current } = await currentAppointment(caller, req.params.id);
      const ids = await formIdsOfType(db, 'assign');
      const loaded = await loadForms(db, ids);
      const answered = await db.selectDistinct({ formId: handoverAnswers.formId }).from(handoverAnswers).where(eq(handoverAnswers.assignCampId, assignment.id));
      const sigs = await signaturesOf(db, [assignment.id], caller.lang);
      const [camp] = await db.select({ name: camps.name, name_en: camps.nameEn }).from(camps).where(eq(camps.id, assignment.campId));
      return {
        message: req.t('handover.forms'),
        data: {
          appointment_id: appointment.id,
          appointment: appointment.appointment.toISOString(),
          appointment_status: appointment.status,
          current_appointment: flag(current),
          assign_camp_id: assignment.id,
          assignment_status: assignment.status,
          contract_status: assignment.contractStatus,
          camp_name: (caller.lang === 'en' && camp?.name_en) || camp?.name || '',
          forms: ids
            .map((id) => loaded.get(id)!)
            .filter(Boolean)
            .map((f) => ({
              id: f.id,
              name: caller.lang === 'en' ? f.name_en : f.name,
              withCategory: flag(f.withCategory),
              questions_count: f.questions.length,
              signers: f.signers.map((s) => ({ type_id: s.type_id, signer_num: s.signer_num, code: s.type_code, name: s.type_name, name_en: s.type_name_en })),
              answered: flag(answered.some((a) => a.formId === f.id)),
              signatures: sigs.filter((s) => s.form_id === f.id),
            })),
          events: (await assignments.can(caller, assignment)).events,
        },
      };
    },

    answerHandoverForm: async (req, reply) => {
      const caller = callerOf(req);
      const body = (req.body ?? {}) as Record<string, unknown>;
      const { appointment, assignment, current } = await currentAppointment(caller, body.appointment_id);
      const form = await assignForm(db, body.form_id);
      if (!current) throw new ApiError(409, 'handover.notCurrentAppointment');
      await db.transaction(async (tx) => {
        // the assignment first: it refuses (403/409 in words) unless it awaits its form, and stays locked
        await assignments.apply(caller, assignment.id, { type: 'ANSWER_FORM', form_id: form.id }, { tx });
        await writeAnswers(tx, caller, assignment, appointment.id, form, body);
        await tx.delete(handoverSignatures).where(and(eq(handoverSignatures.assignCampId, assignment.id), eq(handoverSignatures.formId, form.id)));
        for (const s of form.signers)
          await signatures.create(caller, { assignCampId: assignment.id, formId: form.id, typeId: s.type_id, signerNum: SIGNER_NUM, receiverCompanyId: assignment.receiver_company_id } as never, tx);
      });
      reply.code(201);
      return { message: req.t('handover.answered'), data: await viewOf(caller, assignment.id, form.id) };
    },

    updateHandoverAnswers: async (req) => {
      const caller = callerOf(req);
      const body = (req.body ?? {}) as Record<string, unknown>;
      const { appointment, assignment } = await currentAppointment(caller, body.appointment_id);
      const form = await assignForm(db, body.form_id);
      await db.transaction(async (tx) => {
        const sigs = await tx
          .select({ status: handoverSignatures.status })
          .from(handoverSignatures)
          .where(and(eq(handoverSignatures.assignCampId, assignment.id), eq(handoverSignatures.formId, form.id)));
        if (assignment.status === 'answered' && !sigs.length) throw new ApiError(409, 'handover.notAnswered');
        if (sigs.some((s) => s.status === 'signed')) throw new ApiError(409, 'handover.alreadySigning');
        await assignments.apply(caller, assignment.id, { type: 'EDIT_FORM', form_id: form.id }, { tx });
        await writeAnswers(tx, caller, assignment, appointment.id, form, body);
      });
      return { message: req.t('handover.updated'), data: await viewOf(caller, assignment.id, form.id) };
    },

    signHandoverForm: async (req) => {
      const caller = callerOf(req);
      const body = (req.body ?? {}) as Record<string, unknown>;
      let assignId = toId(body.assign_camp_id);
      if (!assignId && body.appointment_id !== undefined) assignId = (await currentAppointment(caller, body.appointment_id)).assignment.id;
      if (!assignId) throw ApiError.invalid({ assign_camp_id: ['validation.required'] });
      const form = await assignForm(db, body.form_id);
      await assignmentOf(db, caller, assignId);
      const result = await signOne(caller, await mySignature(caller, assignId, form.id), 'SIGN');
      return { message: req.t(result.assignment_status === 'deliverd' ? 'handover.delivered' : 'handover.signed'), data: result };
    },

    signContract: async (req) => {
      const caller = callerOf(req);
      await assignmentOf(db, caller, req.params.id);
      const result = await signOne(caller, await mySignature(caller, req.params.id), 'SIGN');
      return { message: req.t(result.assignment_status === 'deliverd' ? 'handover.delivered' : 'handover.signed'), data: result };
    },

    bulkSignPreview: async (req) => {
      const caller = callerOf(req);
      const ids = [...new Set(((req.body as { ids?: unknown[] } | undefined)?.ids ?? []).map(toId).filter((i): i is number => i !== null))];
      if (!ids.length) throw ApiError.invalid({ ids: ['handover.idsRequired'] });
      const rows = await preview(caller, ids);
      return { message: req.t('common.ok'), data: rows.map((r) => ({ ...r, reason: r.reason ? req.t(r.reason) : null })) };
    },

    bulkSignContracts: async (req) => {
      const caller = callerOf(req);
      const ids = [...new Set(((req.body as { ids?: unknown[] } | undefined)?.ids ?? []).map(toId).filter((i): i is number => i !== null))];
      if (!ids.length) throw ApiError.invalid({ ids: ['handover.idsRequired'] });
      if (!caller.permissions.includes('lock-order-bulk-signature')) throw ApiError.forbidden('lifecycle.forbidden');
      const report = [];
      // each assignment in its own transaction: one refusal does not undo the others
      for (const id of ids) {
        try {
          await assignmentOf(db, caller, id);
          const r = await signOne(caller, await mySignature(caller, id), 'BULK_SIGN');
          report.push({ id, result: 'applied' as const, status: 200, message: req.t('handover.signed'), assignment_status: r.assignment_status });
        } catch (e) {
          if (!(e instanceof ApiError)) throw e;
          report.push({ id, result: 'refused' as const, status: e.status, message: req.t(e.message), assignment_status: null });
        }
      }
      return { message: req.t('common.ok'), data: report };
    },

    awaitingSignatures: async (req) => {
      const caller = callerOf(req);
      const typeId = await typeIdOf(caller);
      const scope = handoverScopeOf(caller);
      const rows = await db
        .select({
          id: assignCamps.id,
          form_id: handoverSignatures.formId,
          status: assignCamps.status,
          camp: { name: camps.name, name_en: camps.nameEn },
          company: users.companyName,
          company_name: users.name,
        })
        .from(handoverSignatures)
        .innerJoin(assignCamps, eq(assignCamps.id, handoverSignatures.assignCampId))
        .innerJoin(camps, eq(camps.id, assignCamps.campId))
        .innerJoin(users, eq(users.id, assignCamps.receiver_company_id))
        .where(and(eq(handoverSignatures.status, 'unsigned'), eq(handoverSignatures.typeId, typeId ?? -1), scope === null ? undefined : eq(assignCamps.receiver_company_id, scope)))
        .orderBy(asc(camps.name), asc(assignCamps.id))
        .limit(500);
      return {
        message: req.t('common.ok'),
        data: rows.map((r) => ({ id: r.id, form_id: r.form_id, status: r.status, camp_name: (caller.lang === 'en' && r.camp.name_en) || r.camp.name, company_name: r.company || r.company_name })),
      };
    },

    handoverAnswers: async (req) => {
      const caller = callerOf(req);
      await assignmentOf(db, caller, req.params.assign_camp_id);
      return { message: req.t('common.ok'), data: await viewOf(caller, req.params.assign_camp_id, req.params.form_id) };
    },
  });

  /** The read-only view: the form, its questions with their answers, the signatures with who and when. */
  async function viewOf(caller: Caller, assignId: number, formId: number) {
    const form = await loadForm(db, formId);
    if (!form || form.type !== 'assign') throw ApiError.notFound('handover.formMissing');
    const [assignment] = await db.select().from(assignCamps).where(eq(assignCamps.id, assignId));
    const given = await db
      .select()
      .from(handoverAnswers)
      .where(and(eq(handoverAnswers.assignCampId, assignId), eq(handoverAnswers.formId, formId)));
    const lang = caller.lang;
    return {
      assign_camp_id: assignId,
      assignment_status: assignment!.status,
      contract_status: assignment!.contractStatus,
      form: { id: form.id, name: form.name, name_en: form.name_en, withCategory: flag(form.withCategory), body: form.body, body_en: form.body_en },
      answered: flag(given.length > 0),
      answered_at: given[0]?.answeredAt.toISOString() ?? null,
      questions: form.questions.map((q) => ({
        question_id: q.question_id,
        title: q.title,
        title_en: q.title_en,
        type: q.type,
        required: q.required,
        options: q.options,
        category: q.category,
        answer: given.find((g) => g.questionId === q.question_id)?.answer ?? null,
      })),
      signatures: (await signaturesOf(db, [assignId], lang)).filter((s) => s.form_id === formId),
    };
  }
}
