/**
 * Camp assignments follow the assignment lifecycle (machines/assignment): created in its initial
 * status, changed only through this definition (server/lifecycle/), which writes the history and
 * audit rows.
 *
 * Who sees one: staff (admin, kdana) see every assignment; a company (and its employees, whose
 * `companyId` is their main account) only the assignments it receives — another company's is a
 * 404. Unlike a generated `--scoped` area the owner is the receiver, not the creator (staff create
 * them all).
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { assignmentMachine } from '../../../machines';
import { defineLifecycle, type ServerActor } from '../../lifecycle/define';
import type { Caller } from '../../lifecycle/caller';
import { ApiError } from '../../http/errors';
import { isStaffType } from '../../../shared/accountTypes';
import type { Tx } from '../../db/client';
import { assignCamps } from './table';
import { checkReceiver } from './receivers';

type Row = typeof assignCamps.$inferSelect;

/** The company whose assignments a caller sees, or null for staff, who see every company's. */
export const scopeOf = (caller: Caller): number | null => (isStaffType(caller.accountType) || caller.accountType === 'system' ? null : (caller.companyId ?? caller.userId ?? -1));

/** A camp has one live assignment at a time: another one not returned is a 409, said in words. */
export async function refuseLiveAssignment(tx: Tx, campId: number, except?: number): Promise<void> {
  const [live] = await tx
    .select({ id: assignCamps.id })
    .from(assignCamps)
    .where(and(eq(assignCamps.campId, campId), ne(assignCamps.status, 'returned'), except === undefined ? undefined : ne(assignCamps.id, except)))
    .limit(1);
  if (live) throw new ApiError(409, 'assign.campTaken', { errors: { camp_id: ['assign.campTaken'] } });
}

/** RE_CUSTOMIZE: the new company is an active company account, its CR is stored with it, and the camp is not live elsewhere. */
const reCustomize: ServerActor<Row> = async (tx, { record, event }) => {
  const companyId = Number(event.receiver_company_id);
  await checkReceiver(tx, companyId);
  await refuseLiveAssignment(tx, record.campId, record.id);
  return { receiver_company_id: companyId, receiverCr: String(event.receiver_cr), contractStatus: 'unsigned' as const, updatedAt: new Date() };
};

const touch: ServerActor<Row> = async () => ({ updatedAt: new Date() });

export const assignLifecycle = defineLifecycle({
  machine: assignmentMachine,
  workflow: 'assignment',
  table: assignCamps,
  visible: (caller, row) => {
    const scope = scopeOf(caller);
    return scope === null || scope === row.receiver_company_id;
  },
  // The domain work of each step beyond its status, history and audit rows (which the runtime
  // writes). The appointment, absence and handover steps are sent by those areas' own calls
  // (general/appointments, general/absence_history, general/forms), which do their work there.
  actors: {
    scheduleAppointment: touch,
    answerForm: touch,
    editForm: touch,
    recordAbsence: touch,
    deliver: async () => ({ contractStatus: 'signed' as const, updatedAt: new Date() }),
    returnCamp: touch,
    reCustomize,
  },
});

/** Staff filter nothing; a company's list and export are narrowed to what it receives. */
export const scopeWhere = (caller: Caller) => {
  const scope = scopeOf(caller);
  return scope === null ? [] : [eq(assignCamps.receiver_company_id, scope)];
};

/** (for the seeds and tests of the areas that build on assignments) the live ones, oldest first. */
export const liveAssignmentsSql = sql`${assignCamps.status} <> 'returned'`;
