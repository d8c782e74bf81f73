/**
 * Appointments follow the appointment lifecycle (machines/appointment): created in its initial status,
 * changed only through this definition (server/lifecycle/), which writes the history and audit rows.
 *
 * - `context(tx, row)`: `facts.missed`, whether an absence was recorded for the appointment (the
 *   machine then refuses every event: it is history);
 * - `parties`: the receiving company the appointment was made with (and its employees, whose
 *   `companyId` is that company) is its `receiver`, who approves or rejects it;
 * - `visible`: staff see every appointment; a company only its own (another's is a 404).
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { appointmentMachine } from '../../../machines';
import { defineLifecycle, type ServerActor } from '../../lifecycle/define';
import type { Caller } from '../../lifecycle/caller';
import type { DbOrTx } from '../../db/client';
import { ApiError } from '../../http/errors';
import { isStaffType } from '../../../shared/accountTypes';
import { appointments } from './table';
import { absenceHistory } from '../absenceHistory/table';

type Row = typeof appointments.$inferSelect;

/** The company whose appointments a caller sees, or null for staff (and the system), who see all. */
export const companyScopeOf = (caller: Caller): number | null => (isStaffType(caller.accountType) || caller.accountType === 'system' ? null : (caller.companyId ?? caller.userId ?? -1));

/** Staff filter nothing; a company's list and export are narrowed to its own appointments. */
export const appointmentScopeWhere = (caller: Caller) => {
  const scope = companyScopeOf(caller);
  return scope === null ? [] : [eq(appointments.receiverCompanyId, scope)];
};

/** Was an absence recorded for this appointment? */
export async function isMissed(db: DbOrTx, appointmentId: number): Promise<boolean> {
  const [row] = await db.select({ id: absenceHistory.id }).from(absenceHistory).where(eq(absenceHistory.appointmentId, appointmentId)).limit(1);
  return Boolean(row);
}

/**
 * A new instant for an appointment: not in the past, and no other live appointment (not rejected)
 * in the same square at that instant — 422 on `appointment` otherwise, in words.
 */
export async function checkSlot(db: DbOrTx, squareId: number, at: Date, except?: number): Promise<void> {
  if (at.getTime() < Date.now()) throw ApiError.invalid({ appointment: ['appointments.past'] });
  const [taken] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.squareId, squareId), eq(appointments.appointment, at), ne(appointments.status, 'rejected'), except === undefined ? undefined : ne(appointments.id, except)))
    .limit(1);
  if (taken) throw ApiError.invalid({ appointment: ['appointments.slotTaken'] });
}

/** RESCHEDULE: the new instant (checked like a booking), the reject reason of the old date cleared. */
const reschedule: ServerActor<Row> = async (tx, { record, event }) => {
  const at = new Date(String(event.appointment));
  await checkSlot(tx, record.squareId, at, record.id);
  return { appointment: at, rejectReason: null, updatedAt: new Date() };
};

export const appointmentsLifecycle = defineLifecycle({
  machine: appointmentMachine,
  workflow: 'appointment',
  table: appointments,
  visible: (caller, row) => {
    const scope = companyScopeOf(caller);
    return scope === null || scope === row.receiverCompanyId;
  },
  parties: (caller, row) => ((caller.companyId ?? caller.userId) === row.receiverCompanyId ? ['receiver'] : []),
  context: async (tx, row) => ({ facts: { missed: await isMissed(tx, row.id) } }),
  actors: {
    approve: async () => ({ updatedAt: new Date() }),
    reject: async (_tx, { event }) => ({ rejectReason: String(event.reject_reason).trim(), updatedAt: new Date() }),
    reschedule,
  },
});

/** SQL: the appointment has an absence history row. */
export const missedSql = sql<boolean>`exists (select 1 from ${absenceHistory} where ${absenceHistory.appointmentId} = ${appointments.id})`;
