/**
 * Readiness licences follow the readinessLicence lifecycle (machines/readinessLicence): created
 * `pending` with their answers not sent, changed only through this definition (server/lifecycle/),
 * which writes the history and audit rows.
 *
 * - `context(tx, row)`: `facts.answered` is `has_answers_in_version` (the machine refuses a decision
 *   on a licence whose answers were not sent);
 * - `parties`: the company the licence is for (and its employees) is its `owner`;
 * - `visible`: staff see every licence; a company only its own (another's is a 404).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { readinessLicenceMachine } from '../../../machines';
import { defineLifecycle, type ServerActor } from '../../lifecycle/define';
import type { Caller } from '../../lifecycle/caller';
import type { DbOrTx, Tx } from '../../db/client';
import { ApiError } from '../../http/errors';
import { isStaffType } from '../../../shared/accountTypes';
import { answerErrors, answersOf } from '../../../shared/rules/handover';
import { loadForm } from '../forms/domain';
import { readinessAnswers, readinessLicenses, readinessSettings } from './table';
import { newLicenceToken } from '../../licence/token';

type Row = typeof readinessLicenses.$inferSelect;

/** The company whose licences a caller sees, or null for staff (and the system), who see all. */
export const readinessScopeOf = (caller: Caller): number | null => (isStaffType(caller.accountType) || caller.accountType === 'system' ? null : (caller.companyId ?? caller.userId ?? -1));

/** Staff filter nothing; a company's list is narrowed to its own licences. */
export const readinessScopeWhere = (caller: Caller) => {
  const scope = readinessScopeOf(caller);
  return scope === null ? [] : [eq(readinessLicenses.companyId, scope)];
};

/** The settings record's id (one record). */
export const SETTINGS_ID = 1;

/** The validity periods (days) the settings offer. */
export async function offeredPeriods(db: DbOrTx): Promise<number[]> {
  const [s] = await db.select({ periods: readinessSettings.validityPeriods }).from(readinessSettings).where(eq(readinessSettings.id, SETTINGS_ID));
  return s?.periods ?? [];
}

/**
 * ANSWER and UPDATE_ANSWERS: the form must be the licence's ("no form id registered" otherwise), each
 * answer checked against its question (422 on `answers.<question_id>`, the handover's rules); the
 * answers replace the earlier ones and the version's answers count as sent.
 */
const writeAnswers: ServerActor<Row> = async (tx, { record, event, caller }) => {
  if (!record.formId || Number(event.form_id) !== record.formId) throw ApiError.invalid({ form_id: ['readinessLicence.noFormId'] });
  const form = await loadForm(tx, record.formId);
  if (!form) throw ApiError.invalid({ form_id: ['readinessLicence.noFormId'] });
  const answers = answersOf(event.answers);
  const errors = answerErrors(form.questions, answers);
  if (Object.keys(errors).length) throw ApiError.invalid(errors);
  await tx.delete(readinessAnswers).where(eq(readinessAnswers.licenseId, record.id));
  const at = new Date();
  const rows = form.questions.map((q) => ({ licenseId: record.id, questionId: q.question_id, answer: answers.get(q.question_id) || null, answeredBy: caller.userId, answeredAt: at }));
  if (rows.length) await tx.insert(readinessAnswers).values(rows);
  return { hasAnswersInVersion: true };
};

/** APPROVE: one of the periods the settings offer; the licence runs from now for that many days. */
const approve: ServerActor<Row> = async (tx, { event }) => {
  const days = Number(event.validity_period);
  const offered = await offeredPeriods(tx);
  if (!offered.includes(days)) throw ApiError.invalid({ validity_period: ['readinessLicence.validityNotOffered'] });
  const now = new Date();
  return { validityPeriod: days, approvedAt: now, expiresAt: new Date(now.getTime() + days * 86_400_000), licenceToken: newLicenceToken(), rejectionReason: null };
};

export const readinessLicenceLifecycle = defineLifecycle({
  machine: readinessLicenceMachine,
  workflow: 'readinessLicence',
  table: readinessLicenses,
  visible: (caller, row) => {
    const scope = readinessScopeOf(caller);
    return scope === null || scope === row.companyId;
  },
  parties: (caller, row) => ((caller.companyId ?? caller.userId) === row.companyId ? ['owner'] : []),
  context: async (_tx, row) => ({ facts: { answered: row.hasAnswersInVersion } }),
  keep: ['validity_period', 'rejection_reason', 'form_id'],
  actors: {
    answer: writeAnswers,
    updateAnswers: writeAnswers,
    // the kroky's file is kept by the handler's own actor (it needs the storage); seeds and paths name none
    updateKroky: async () => ({}),
    approve,
    disapprove: async (_tx, { event }) => ({ rejectionReason: String(event.rejection_reason).trim(), hasAnswersInVersion: false }),
    reject: async (_tx, { event }) => ({ rejectionReason: String(event.rejection_reason).trim() }),
    cancel: async () => ({}),
  },
});

/** The statuses of an open request: one per assignment (an approved licence does not hold the camp: it may be renewed). */
export const OPEN_STATUSES = ['pending', 'disapproved'];

/** The assignment's open request, if any. */
export async function openLicenceOf(tx: Tx | DbOrTx, assignCampId: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: readinessLicenses.id })
    .from(readinessLicenses)
    .where(and(eq(readinessLicenses.assignCampId, assignCampId), inArray(readinessLicenses.status, OPEN_STATUSES)))
    .limit(1);
  return row?.id ?? null;
}
