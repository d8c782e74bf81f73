/**
 * `npm run bench:dashboards`: every board (server/features/dashboards), the /dashboard queue and the SLA overdue list
 * at a season's size, on PGlite and on PostgreSQL. A fresh database gets the demo data, then --times copies of the
 * demo's violations, orders, temporary licences, re-delivery and lock orders and car licences (50 by default: tens of
 * thousands of records), each copy with a history row entering its status a few days after it was created — load
 * data in set-based statements, as bench/serve.ts writes its users. Each call is asked by one client (its own time)
 * and by --concurrency clients. docs/performance.md records a run.
 *
 *   node --import tsx bench/dashboards.ts [--db pglite,postgres] [--times 50] [--requests 10] [--concurrency 4]
 * PostgreSQL: BENCH_PG_URL (or TEST_PG_URL), else a throw-away server (scripts/ensure-postgres.sh).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app';
import { migrateDatabase, openDatabase, type Database } from '../server/db/client';
import { readEnv } from '../server/env';
import { DEMO_PASSWORD, seedDemo } from '../server/seed';
import { load } from './load';
import { createPgDatabase } from './pg';

const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : args[i + 1]!;
};
const DBS = opt('db', 'pglite,postgres').split(',');
const TIMES = Number(opt('times', '50'));
const REQUESTS = Number(opt('requests', '10'));
const CONCURRENCY = Number(opt('concurrency', '4'));

/** Copies of the demo's records (and a history row each), so every board reads a season's worth. */
async function fill(database: Database): Promise<Record<string, number>> {
  const q = (text: string, params?: unknown[]) => database.execute(text, params);
  const copy = async (table: string, workflow: string, columns: string, where = 'true') => {
    const max = Number((await q(`select coalesce(max(id), 0) as m from ${table}`)).rows[0]!.m);
    await q(
      `insert into ${table} (${columns}, created_at) select ${columns}, r.created_at - (g % 120) * interval '1 day' from ${table} r cross join generate_series(1, $1::int) g where ${where} and r.id <= $2`,
      [TIMES, max],
    );
    await q(
      `insert into workflow_history (workflow, record_id, event, from_status, to_status, at)
       select ${workflow}, r.id, 'BENCH', null, r.status, r.created_at + (r.id % 9) * interval '1 day' from ${table} r where r.id > $1 and ${where}`,
      [max],
    );
    return Number((await q(`select count(*)::int as n from ${table} r where ${where}`)).rows[0]!.n);
  };
  return {
    violations: await copy('regulatory_violation_orders', `'violation'`, 'title, camp_id, body, status, company_id'),
    orders: await copy('orders', `case when r.family = 'order' then 'order' else 'locationOrder' end`, 'family, title, camp_id, number_of_hijaj, status, company_id'),
    tempLicences: await copy('temp_licence_orders', `'tempLicenceOrder'`, 'structure, assign_camp_id, form_id, status, company_id'),
    reassign: await copy('reassign_orders', `case when r.type = 'lock' then 'lockOrder' else 'reassignOrder' end`, 'type, company_id, status, form_id'),
    carLicences: await copy('car_licence_orders', `'carLicenceOrder'`, 'plate_number, car_type, driver_name, driver_id_number, status, company_id'),
  };
}

const ms = (v: number) => v.toFixed(0);
const lines = ['| Database | Call | p50 ms (1 client) | p95 ms (1 client) | req/s (concurrent) | p95 ms (concurrent) | errors |', '|---|---|---|---|---|---|---|'];
const notes: string[] = [];
for (const db of DBS) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mashaer-bench-boards-'));
  const pgDb = db === 'postgres' ? await createPgDatabase('bench_boards') : null;
  const database = await openDatabase({ url: pgDb?.url, dataDir: pgDb ? undefined : path.join(dir, 'db'), poolSize: 10 });
  try {
    await migrateDatabase(database);
    await seedDemo(database.db, dir);
    const t0 = performance.now();
    const sizes = await fill(database);
    await database.execute('analyze');
    notes.push(
      `${db}: ${Object.entries(sizes)
        .map(([k, n]) => `${n.toLocaleString('en')} ${k}`)
        .join(', ')}; filled in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    const env = readEnv({ NODE_ENV: 'production', DATA_DIR: dir, SERVE_CLIENT: 'false', LOG_LEVEL: 'silent', JOBS_WORKER: 'off' });
    const app = await buildApp({ env, database, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    try {
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@mashaer.test', password: DEMO_PASSWORD }),
      });
      const token = ((await login.json()) as { data: { token: string } }).data.token;
      const headers = { authorization: `Bearer ${token}`, 'accept-language': 'ar', 'content-type': 'application/json' };
      const calls = ['delivery-business', 'civil-defense', 'camp-delivery-performance', 'addition', 'orders-status', 'report-violations', 'reassign', 'home'].map((b) => ({
        name: b,
        url: `/api/dashboards/${b}`,
      }));
      calls.push({ name: 'sla overdue', url: '/api/sla/overdue?page=1' });
      for (const call of calls) {
        const post = () => fetch(`${base}${call.url}`, { method: 'POST', headers, body: '{}' });
        const first = await post();
        if (first.status !== 200) throw new Error(`${call.name}: ${first.status} ${await first.text()}`);
        const alone = await load({ concurrency: 1, requests: REQUESTS, next: post });
        const many = await load({ concurrency: CONCURRENCY, requests: REQUESTS * CONCURRENCY, next: post });
        lines.push(`| ${db} | ${call.name} | ${ms(alone.p50)} | ${ms(alone.p95)} | ${many.rps.toFixed(1)} | ${ms(many.p95)} | ${alone.errors + many.errors} |`);
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
console.log(`## Dashboards at a season's size (bench/dashboards.ts, --times ${TIMES})\n`);
for (const n of notes) console.log(`- ${n}`);
console.log(`\n${lines.join('\n')}`);
