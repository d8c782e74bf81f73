/**
 * A throw-away PostgreSQL database for a bench run: on BENCH_PG_URL (or TEST_PG_URL), else on the server
 * scripts/ensure-postgres.sh starts (its last line is the URL); dropped by `drop()`.
 */
import { execFileSync } from 'node:child_process';
import pg from 'pg';

export async function createPgDatabase(prefix = 'bench'): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.BENCH_PG_URL ?? process.env.TEST_PG_URL ?? execFileSync('bash', ['scripts/ensure-postgres.sh'], { encoding: 'utf8' }).trim().split('\n').pop()!;
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
