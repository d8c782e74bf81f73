/**
 * The worker that runs the queue's jobs (./queue.ts). It polls the `jobs` table: the schedule lives in the database,
 * so a restart loses nothing and several workers share the work. The one-command start runs one inside the web
 * process (JOBS_WORKER=inline, the default: PGlite is one process's); beside a PostgreSQL server it may run on its
 * own (`npm run worker`) with JOBS_WORKER=off for the web processes.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { claim, complete, enqueue, fail, type Job } from './queue';

export type JobHandler = (db: Db, job: Job) => Promise<void>;

export interface Worker {
  /** run every due job once (what each poll does; tests call it directly) */
  drain(now?: Date): Promise<number>;
  stop(): Promise<void>;
}

/**
 * A worker over these handlers. A recurring kind (kind → ms between runs) is scheduled once when the worker starts
 * (its key keeps it to one waiting run) and again each time a run ends, well or not.
 */
export function createWorker(
  db: Db,
  handlers: Record<string, JobHandler>,
  opts: { recurring?: Record<string, number>; log?: Pick<FastifyBaseLogger, 'error' | 'info'>; pollMs?: number } = {},
): Worker & { start(): Promise<void> } {
  const { recurring = {}, log, pollMs = 15_000 } = opts;
  const kinds = Object.keys(handlers);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  async function drain(now?: Date): Promise<number> {
    let done = 0;
    for (;;) {
      const batch = await claim(db, kinds, 5, now);
      if (!batch.length) return done;
      for (const job of batch) {
        let ok = true;
        try {
          await handlers[job.kind]!(db, job);
          await complete(db, job.id);
        } catch (e) {
          ok = false;
          // the error is the operator's (the log and the job row), never a user's
          log?.error({ err: e, job: job.id, kind: job.kind }, 'job failed');
          await fail(db, job, e instanceof Error ? e.message : String(e), now);
        }
        const every = recurring[job.kind];
        if (ok && every) await enqueue(db, job.kind, {}, { key: job.kind, runAt: new Date((now ?? new Date()).getTime() + every) });
        done++;
      }
    }
  }

  const tick = () => {
    if (stopped) return;
    running = drain()
      .catch((e: unknown) => log?.error({ err: e }, 'job poll failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, pollMs);
      });
  };

  return {
    drain,
    start: async () => {
      for (const kind of Object.keys(recurring)) await enqueue(db, kind, {}, { key: kind });
      timer = setTimeout(tick, 1_000);
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
