/**
 * `npm run bench:workflows` (part of `npm run bench`): the analysts' workflow calls (issue 16) at a season's size —
 * every lifecycle's live counts (GET /workflows), a heat map over the accounts' lifecycle with a million accounts and
 * their history (about 1.9 rows each), the same narrowed to one company and to a season, a smaller lifecycle's heat
 * map, and a record's history — on PostgreSQL and on PGlite. Prints a Markdown table; docs/workflowAnalytics.md
 * records a run and the command.
 *
 * The database is made in this process (migrated, demo data, then the accounts and their history rows in a few
 * set-based statements, as bench/serve.ts fills the users), the server listens on loopback, and bench/load.ts sends
 * the calls: a bounded number per measurement, from a few clients.
 *
 * Options: --runs postgres:1000000,pglite:1000000 (database:accounts, in order; the default)
 *          --requests 40 (calls per measurement)  --concurrency 4
 * PostgreSQL: BENCH_PG_URL (or TEST_PG_URL), else a throw-away server (scripts/ensure-postgres.sh).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { migrateDatabase, openDatabase, type Database } from '../server/db/client';
import { readEnv } from '../server/env';
import { DEMO_PASSWORD, seedDemo } from '../server/seed';
import { load, type LoadResult } from './load';
import { createPgDatabase } from './pg';

const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : args[i + 1]!;
};
const REQUESTS = Number(opt('requests', '40'));
const CONCURRENCY = Number(opt('concurrency', '4'));
const RUNS = opt('runs', 'postgres:1000000,pglite:1000000')
  .split(',')
  .map((r) => {
    const [db, rows] = r.split(':');
    return { db: db as 'pglite' | 'postgres', rows: Number(rows) };
  });

/**
 * The accounts (25 % pending, 5 % in review, 5 % disabled, the rest active, as bench/serve.ts makes them) and each
 * one's history as the machine would have written it: created, then activated, rejected and resubmitted, or
 * activated and disabled, hours to days apart.
 */
async function populate(database: Database, rows: number) {
  const hash = (await database.execute("select password_hash from users where email = 'admin@mashaer.test'")).rows[0]!.password_hash as string;
  const typeId = Number((await database.execute(`select id from account_types where code = 'service_provider'`)).rows[0]!.id);
  await database.execute(
    `insert into users (name, username, email, phone, password_hash, type_id, company_name, status, created_at, updated_at)
     select 'مستخدم ' || g, 'benchwf' || g, 'benchwf' || g || '@example.sa', '9665' || lpad(g::text, 8, '0'), $1, $3,
            'شركة رقم ' || g,
            case when g % 4 = 0 then 'pending' when g % 20 = 1 then 'review' when g % 20 = 3 then 'disabled' else 'active' end,
            now() - (g || ' minutes')::interval, now()
     from generate_series(1, $2::int) g`,
    [hash, rows, typeId],
  );
  const step = (event: string, from: string, to: string, statuses: string[], hours: string) =>
    database.execute(
      `insert into workflow_history (workflow, record_id, event, from_status, to_status, payload, actor_id, at)
       select 'userAccount', u.id, '${event}', '${from}', '${to}', '{}'::jsonb, 1, u.created_at + ${hours}
       from users u where u.email like 'benchwf%' and u.status in (${statuses.map((s) => `'${s}'`).join(', ')})`,
    );
  await database.execute(
    `insert into workflow_history (workflow, record_id, event, from_status, to_status, payload, actor_id, at)
     select 'userAccount', u.id, 'CREATE', null, 'pending', '{}'::jsonb, null, u.created_at from users u where u.email like 'benchwf%'`,
  );
  await step('ACTIVATE', 'pending', 'active', ['active', 'disabled'], `((u.id % 97) || ' hours')::interval`);
  await step('DISABLE', 'active', 'disabled', ['disabled'], `((u.id % 97 + u.id % 13 * 24) || ' hours')::interval`);
  await step('REJECT', 'pending', 'rejected', ['review'], `((u.id % 31) || ' hours')::interval`);
  await step('RESUBMIT', 'rejected', 'review', ['review'], `((u.id % 31 + u.id % 7 * 24) || ' hours')::interval`);
  await database.execute('vacuum analyze users');
  await database.execute('vacuum analyze workflow_history');
  return Number((await database.execute(`select count(*)::int as n from workflow_history where workflow = 'userAccount'`)).rows[0]!.n);
}

const ms = (n: number) => n.toFixed(1);
const lines: string[] = [];
const notes: string[] = [];
for (const { db, rows } of RUNS) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mashaer-bench-wf-'));
  const pgDb = db === 'postgres' ? await createPgDatabase('bench_wf') : null;
  const database = await openDatabase({ url: pgDb?.url, dataDir: pgDb ? undefined : path.join(dir, 'db'), poolSize: 10 });
  try {
    await migrateDatabase(database);
    await seedDemo(database.db, dir);
    const t0 = performance.now();
    const history = await populate(database, rows);
    const label = `${db} ${(rows / 1000).toLocaleString('en')}k`;
    notes.push(`${label}: ${rows.toLocaleString('en')} more accounts and ${history.toLocaleString('en')} history rows of theirs, filled in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const env = readEnv({ NODE_ENV: 'production', DATA_DIR: dir, SERVE_CLIENT: 'false', LOG_LEVEL: 'silent' });
    const app = await buildApp({ env, database, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
    try {
      const login = await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@mashaer.test', password: DEMO_PASSWORD }),
      });
      const token = ((await login.json()) as { data: { token: string } }).data.token;
      const headers = { authorization: `Bearer ${token}` };
      const company = Number((await database.execute(`select id from users where email = 'benchwf8@example.sa'`)).rows[0]!.id);
      const season = Number(
        (
          await database.execute(
            `insert into db_archives (name, name_en, hijri_year, starts_on, ends_on, status) values ('موسم القياس', 'Bench season', 1440, (now() - interval '60 days')::date, now()::date, 'created') returning id`,
          )
        ).rows[0]!.id,
      );
      const violation = Number((await database.execute(`select id from regulatory_violation_orders where status = 'ready' order by id limit 1`)).rows[0]!.id);
      const calls: Array<[string, string]> = [
        ['every lifecycle, live counts (GET /workflows)', '/workflows'],
        ['accounts heat map, the active season', '/workflows/userAccount/heatmap'],
        ['accounts heat map, a 60-day season', `/workflows/userAccount/heatmap?season_id=${season}`],
        ['accounts heat map, one company', `/workflows/userAccount/heatmap?company_id=${company}`],
        ['violations heat map', '/workflows/violation/heatmap'],
        ['filter choices, a company search', '/workflows/filters?search=benchwf12'],
        ["a violation's history", `/workflows/violation/records/${violation}/history`],
      ];
      for (const [name, url] of calls) {
        const first = await fetch(`${base}${url}`, { headers });
        if (first.status !== 200) throw new Error(`${name}: ${first.status} ${await first.text()}`);
        const body = (await first.json()) as { data: { total?: number } };
        // warm up (plans, caches), then measure
        await load({ concurrency: 2, requests: 6, next: () => fetch(`${base}${url}`, { headers }) });
        const r: LoadResult = await load({ concurrency: CONCURRENCY, requests: REQUESTS, next: () => fetch(`${base}${url}`, { headers }) });
        const alone: LoadResult = await load({ concurrency: 1, requests: Math.max(5, Math.round(REQUESTS / 4)), next: () => fetch(`${base}${url}`, { headers }) });
        const scope = typeof body.data.total === 'number' ? ` (${body.data.total.toLocaleString('en')} records)` : '';
        lines.push(`| ${label} | ${name}${scope} | ${r.requests} | ${r.rps.toFixed(1)} | ${ms(r.p50)} | ${ms(r.p95)} | ${r.errors} | ${ms(alone.p50)} |`);
      }
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await pgDb?.drop();
    await rm(dir, { recursive: true, force: true });
  }
}

console.log(`\nThe analysts' workflow calls: ${REQUESTS} calls per measurement from ${CONCURRENCY} clients; latencies in ms; the last column is one client's p50.\n`);
console.log('| database, accounts | call | requests | req/s | p50 | p95 | errors | p50, 1 client |');
console.log('|---|---|---|---|---|---|---|---|');
for (const l of lines) console.log(l);
console.log('');
for (const n of notes) console.log(`- ${n}`);
