/**
 * The PostgreSQL-backed job queue (server/db/schema.ts `jobs`). Enqueueing is part of the caller's transaction, so
 * a job exists exactly when the change that asked for it does; claiming skips rows another worker holds; a job that
 * throws is retried later with a growing delay, and its error is kept for the administrator (never shown to users).
 */
import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../db/client';

export interface Job {
  id: number;
  kind: string;
  key: string | null;
  payload: Record<string, unknown>;
  attempts: number;
}

/** How long a claim holds before another worker may take the job again (its worker is taken to have died). */
export const LEASE_MS = 5 * 60_000;
/** A job that failed this often is left for a person to look at. */
export const MAX_ATTEMPTS = 8;

/** Add a job; with a key, nothing is added while a job of that key waits (a recurring job is scheduled once). */
export async function enqueue(db: DbOrTx, kind: string, payload: Record<string, unknown> = {}, opts: { runAt?: Date; key?: string } = {}): Promise<number | null> {
  const runAt = (opts.runAt ?? new Date()).toISOString();
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into jobs (kind, key, payload, run_at) values (${kind}, ${opts.key ?? null}, ${JSON.stringify(payload)}::jsonb, ${runAt}::timestamptz)
      on conflict (key) where done_at is null do nothing returning id`),
  );
  return row ? Number(row.id) : null;
}

/** Claim up to `limit` due jobs of these kinds: each claimed once, by one worker, until its lease runs out. */
export async function claim(db: DbOrTx, kinds: readonly string[], limit = 5, now = new Date()): Promise<Job[]> {
  if (!kinds.length) return [];
  const lease = new Date(now.getTime() - LEASE_MS).toISOString();
  const rows = rowsOf<Job>(
    await db.execute(sql`update jobs set locked_at = ${now.toISOString()}::timestamptz, attempts = attempts + 1
      where id in (
        select id from jobs
        where done_at is null and run_at <= ${now.toISOString()}::timestamptz and attempts < ${MAX_ATTEMPTS}
          and kind in (${sql.join(
            kinds.map((k) => sql`${k}`),
            sql`, `,
          )})
          and (locked_at is null or locked_at < ${lease}::timestamptz)
        order by run_at, id limit ${limit}
        for update skip locked)
      returning id, kind, key, payload, attempts`),
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), attempts: Number(r.attempts) }));
}

export async function complete(db: DbOrTx, id: number): Promise<void> {
  await db.execute(sql`update jobs set done_at = now(), locked_at = null, last_error = null where id = ${id}`);
}

/** A failed run: released for a later try (30 s, 1 min, 2 min … doubling), its error kept. */
export async function fail(db: DbOrTx, job: Job, error: string, now = new Date()): Promise<void> {
  const retryAt = new Date(now.getTime() + 30_000 * 2 ** Math.max(0, job.attempts - 1)).toISOString();
  await db.execute(sql`update jobs set locked_at = null, run_at = ${retryAt}::timestamptz, last_error = ${error.slice(0, 2000)} where id = ${job.id}`);
}
