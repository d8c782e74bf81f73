/**
 * Clearance votes follow the clearance lifecycle (machines/clearance): each (company, voter) vote is created
 * pending and changed only through this definition (server/lifecycle/), which writes the history and audit rows.
 *
 * Who sees a vote: staff holding re-assign-clearance see every vote; the voter its own (its `voter` party: only
 * the voter may vote); the company the votes on its own clearance (read only). Anyone else gets the 404 of a
 * missing one.
 */
import { eq } from 'drizzle-orm';
import { clearanceMachine } from '../../../machines';
import { defineLifecycle, type ServerActor } from '../../lifecycle/define';
import type { Caller } from '../../lifecycle/caller';
import { clearances, clearanceVotes } from './table';

type Row = typeof clearanceVotes.$inferSelect;

/** Does the caller see every company's clearance (the desk that starts them)? */
export const seesAll = (caller: Caller): boolean => caller.permissions.includes('re-assign-clearance');

/** May the caller see this vote: the desk, the voter, or the company being cleared. */
export const seesVote = (caller: Caller, row: Pick<Row, 'voterId' | 'companyId'>): boolean =>
  seesAll(caller) || (caller.userId !== null && row.voterId === caller.userId) || (caller.companyId != null && row.companyId === caller.companyId);

/**
 * VOTE keeps the reason of a reject (the machine's rule has checked it is given) and clears it on an accept,
 * stamps the vote, and marks the company's clearance changed.
 */
const vote: ServerActor<Row> = async (tx, { record, event }) => {
  const now = new Date();
  const reason = (event as { reason?: unknown }).reason;
  await tx.update(clearances).set({ updatedAt: now }).where(eq(clearances.id, record.clearanceId));
  return { reason: event.vote === 'reject' && typeof reason === 'string' ? reason.trim() : null, votedAt: now, updatedAt: now };
};

export const clearanceLifecycle = defineLifecycle({
  machine: clearanceMachine,
  workflow: 'clearance',
  table: clearanceVotes,
  visible: seesVote,
  parties: (caller, row) => (caller.userId !== null && row.voterId === caller.userId ? ['voter'] : []),
  actors: { vote },
});
