/**
 * Absence history (سجل الغياب, /absence-history; spec 000 §3, §7 POST general/absence_history/store):
 * which company missed which approved handover appointment, when, recorded by whom.
 *
 * Recording one writes the row and sends the appointment's assignment RECORD_ABSENCE (appointment →
 * pending: it waits for a new appointment) in one transaction; the appointment keeps its status and
 * is "missed" from then on (machines/appointment refuses it every event). Only an approved
 * appointment whose time has passed and that is not missed yet, for its own receiving company:
 * 422 on the field otherwise.
 */
import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { defineHandlers } from '../../http/types';
import { ApiError } from '../../http/errors';
import { listPage, op, type ListSpec } from '../../http/list';
import { sendExport } from '../../http/export';
import { registerMessages } from '../../i18n';
import { parseBody } from '../../http/validate';
import { callerOf } from '../../http/request';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { auditAs } from '../audit';
import type { components } from '../../../openapi/schema';
import type { AppContext } from '../context';
import { absenceHistory } from './table';
import { appointments } from '../appointments/table';
import { companyScopeOf } from '../appointments/lifecycle';
import { assignLifecycle } from '../assign/lifecycle';
import { assignCamps } from '../assign/table';
import { camps } from '../camps/table';
import { squares } from '../squares/table';
import { absenceHistoryMessages } from './messages';
import { AbsenceSchema } from '../../../shared/rules/absenceHistory';

registerMessages(absenceHistoryMessages);

type Dto = components['schemas']['Absence'];
type Lang = 'ar' | 'en';

const company = alias(users, 'absent_company');
const recorder = alias(users, 'recorded_by');

function withRefs(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      row: absenceHistory,
      appointment: { id: appointments.id, at: appointments.appointment, assignCampId: appointments.assignCampId },
      camp: { name: camps.name, name_en: camps.nameEn },
      square: { id: squares.id, name: squares.name, name_en: squares.nameEn },
      company: { name: company.name, company_name: company.companyName },
      recorder: { name: recorder.name },
    })
    .from(absenceHistory)
    .innerJoin(appointments, eq(absenceHistory.appointmentId, appointments.id))
    .innerJoin(assignCamps, eq(appointments.assignCampId, assignCamps.id))
    .innerJoin(camps, eq(assignCamps.campId, camps.id))
    .innerJoin(squares, eq(appointments.squareId, squares.id))
    .innerJoin(company, eq(absenceHistory.companyId, company.id))
    .leftJoin(recorder, eq(absenceHistory.createdBy, recorder.id))
    .where(where);
}
type Joined = Awaited<ReturnType<typeof withRefs>>[number];

const named = (ref: { name: string; name_en?: string | null }, lang: Lang) => (lang === 'en' && ref.name_en) || ref.name;

function toDto(j: Joined, lang: Lang): Dto {
  return {
    id: j.row.id,
    appointment_id: j.row.appointmentId,
    company_id: j.row.companyId,
    appointment: j.appointment.at.toISOString(),
    assign_camp_id: j.appointment.assignCampId,
    camp_name: named(j.camp, lang),
    square_id: j.square.id,
    square_name: named(j.square, lang),
    company_name: j.company.company_name || j.company.name,
    created_by: j.row.createdBy,
    created_by_name: j.recorder?.name ?? null,
    created_at: j.row.createdAt.toISOString(),
  };
}

const dayStart = (day: string) => new Date(`${day}T00:00:00+03:00`);
/** A company sees the absences recorded against it; staff see all. */
const scopeWhere = (caller: Parameters<typeof companyScopeOf>[0]) => {
  const scope = companyScopeOf(caller);
  return scope === null ? [] : [eq(absenceHistory.companyId, scope)];
};

/** The absence history list: filters, sort keys, page loader and export columns, declared once (server/http/list.ts). */
const absenceList: ListSpec<components['schemas']['AbsenceFilters'], Dto> = {
  name: 'absenceHistory',
  table: absenceHistory,
  id: absenceHistory.id,
  filters: {
    search: op.where((v: string) => {
      const term = v.trim();
      if (!term) return undefined;
      const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return or(
        sql`exists (select 1 from ${users} where ${users.id} = ${absenceHistory.companyId} and (${users.name} ilike ${like} or ${users.companyName} ilike ${like}))`,
        sql`exists (select 1 from ${appointments} join ${assignCamps} on ${assignCamps.id} = ${appointments.assignCampId} join ${camps} on ${camps.id} = ${assignCamps.campId} where ${appointments.id} = ${absenceHistory.appointmentId} and (${camps.name} ilike ${like} or ${camps.nameEn} ilike ${like}))`,
      );
    }),
    company_id: op.eq(absenceHistory.companyId),
    square_id: op.where((v: number) => sql`exists (select 1 from ${appointments} where ${appointments.id} = ${absenceHistory.appointmentId} and ${appointments.squareId} = ${v})`),
    from: op.where((v: string) => sql`${absenceHistory.createdAt} >= ${dayStart(v).toISOString()}`),
    to: op.where((v: string) => sql`${absenceHistory.createdAt} < ${new Date(dayStart(v).getTime() + 86_400_000).toISOString()}`),
  },
  sorts: { created_at: absenceHistory.createdAt },
  defaultSort: { key: 'created_at', direction: 'desc' },
  load: async (db, ids, lang) => (await withRefs(db, inArray(absenceHistory.id, ids))).map((j) => toDto(j, lang)),
  columns: [
    { label: { ar: 'الرقم', en: 'ID' }, value: (r) => r.id },
    { label: { ar: 'الشركة', en: 'Company' }, value: (r) => r.company_name },
    { label: { ar: 'المخيم', en: 'Camp' }, value: (r) => r.camp_name },
    { label: { ar: 'المربع', en: 'Square' }, value: (r) => r.square_name },
    { label: { ar: 'الموعد', en: 'Appointment' }, value: (r) => r.appointment },
    { label: { ar: 'سجله', en: 'Recorded by' }, value: (r) => r.created_by_name },
    { label: { ar: 'تاريخ التسجيل', en: 'Recorded' }, value: (r) => r.created_at },
  ],
};

export function absenceHistoryHandlers(ctx: AppContext) {
  const { db } = ctx;

  return defineHandlers({
    listAbsenceHistory: async (req) => {
      const caller = callerOf(req);
      return { message: req.t('absenceHistory.list'), data: await listPage(db, absenceList, req.body, req.query, req.lang, scopeWhere(caller)), filters: req.body ?? {} };
    },

    exportAbsenceHistory: async (req, reply) => {
      const caller = callerOf(req);
      return sendExport(reply, { db, spec: absenceList, body: req.body, lang: req.lang, format: req.query.format, title: { ar: 'سجل الغياب', en: 'Absence history' }, scope: scopeWhere(caller) });
    },

    storeAbsence: async (req, reply) => {
      const caller = callerOf(req);
      const values = parseBody(AbsenceSchema, req.body);
      const id = await db
        .transaction(async (tx) => {
          const [appt] = await tx.select().from(appointments).where(eq(appointments.id, values.appointment_id)).for('update');
          const scope = companyScopeOf(caller);
          if (!appt || (scope !== null && scope !== appt.receiverCompanyId)) throw ApiError.field('appointment_id', 'absenceHistory.appointmentMissing');
          const [already] = await tx.select({ id: absenceHistory.id }).from(absenceHistory).where(eq(absenceHistory.appointmentId, appt.id));
          if (already) throw ApiError.field('appointment_id', 'absenceHistory.alreadyRecorded');
          if (appt.status !== 'approved') throw ApiError.field('appointment_id', 'absenceHistory.notApproved');
          if (appt.appointment.getTime() > Date.now()) throw ApiError.field('appointment_id', 'absenceHistory.notYet');
          if (values.company_id !== appt.receiverCompanyId) throw ApiError.field('company_id', 'absenceHistory.notReceiver');
          // the assignment waits for a new appointment (its own refusal, in words, if it moved on)
          await assignLifecycle.on(db).apply(caller, appt.assignCampId, { type: 'RECORD_ABSENCE', appointment_id: appt.id, company_id: values.company_id }, { tx });
          const [row] = await tx.insert(absenceHistory).values({ appointmentId: appt.id, companyId: values.company_id, createdBy: caller.userId }).returning();
          await auditAs(tx, caller, { entity: 'absence_history', entityId: row!.id, event: 'create', oldValue: null, newValue: { appointment_id: appt.id, company_id: values.company_id } });
          return row!.id;
        })
        .catch((e: unknown) => {
          // two recorders raced past the check: the unique appointment_id says the same in words
          if (isUniqueViolation(e)) throw ApiError.field('appointment_id', 'absenceHistory.alreadyRecorded');
          throw e;
        });
      const [j] = await withRefs(db, eq(absenceHistory.id, id));
      reply.code(201);
      return { message: req.t('absenceHistory.created'), data: toDto(j!, caller.lang) };
    },
  });
}
