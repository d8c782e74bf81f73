/**
 * Season archives follow the dbArchive lifecycle (machines/dbArchive): created in its initial status,
 * changed only through this definition (server/lifecycle/), which writes the history and audit rows.
 *
 * One season is active at a time: ACTIVATE's actor sends DEACTIVATE to the season that was active, through
 * this same runtime in a savepoint of the same transaction, before the activated row is written (the partial
 * unique index `db_archives_one_active_idx` would refuse two). Whatever path sends ACTIVATE, the consequence
 * comes with it. Changes to the seasons' calendar (store, update, activate) are serialised by one
 * transaction-level advisory lock, so two at once cannot both pass the checks that read the other seasons.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { dbArchiveMachine } from '../../../machines';
import type { Db, DbOrTx } from '../../db/client';
import { defineLifecycle, type LifecycleDefinition } from '../../lifecycle/define';
import { dbArchives } from './table';

/** The advisory lock's key: "season calendar" (any constant no other area uses). */
const SEASON_CALENDAR_LOCK = 16_0001;

/** Wait for, and hold until the transaction ends, the right to change the seasons' calendar. */
export async function lockSeasonCalendar(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SEASON_CALENDAR_LOCK})`);
}

export const dbArchivesLifecycle: LifecycleDefinition<typeof dbArchives> = defineLifecycle({
  machine: dbArchiveMachine,
  workflow: 'dbArchive',
  table: dbArchives,
  // The domain work of each step beyond its status, history and audit rows (which the runtime writes).
  actors: {
    activate: async (tx, { record, caller }) => {
      await lockSeasonCalendar(tx);
      // read after the lock: a season activated meanwhile by another transaction is seen here
      const previous = await tx
        .select({ id: dbArchives.id })
        .from(dbArchives)
        .where(and(eq(dbArchives.status, 'active'), ne(dbArchives.id, record.id)))
        .for('update');
      const runtime = dbArchivesLifecycle.on(tx as unknown as Db);
      for (const p of previous) await runtime.apply(caller, p.id, { type: 'DEACTIVATE' }, { tx });
    },
    deactivate: async () => {},
  },
});
