/** The SLA sweep, run by the job queue (server/jobs/) every hour and on an administrator's request. */
import type { JobHandler } from '../../jobs/worker';
import { sweep } from './sweep';

export const SLA_SWEEP = 'sla.sweep';

export const jobs: Record<string, JobHandler> = {
  [SLA_SWEEP]: async (db) => {
    await db.transaction(async (tx) => {
      await sweep(tx);
    });
  },
};

export const recurring: Record<string, number> = { [SLA_SWEEP]: 60 * 60_000 };
