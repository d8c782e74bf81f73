/**
 * `npm run bench`: the users list call and the activate call, on PGlite and on
 * PostgreSQL with 100,000 users, beside the same SQL on a bare route (the floor).
 * Prints a Markdown table; docs/performance.md records a run and the command.
 *
 * Options: --users 100000  --seconds 10  --activations 400  --concurrency 8  --db pglite,postgres
 * PostgreSQL: BENCH_PG_URL (or TEST_PG_URL), else a throw-away server is started (scripts/ensure-postgres.sh).
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app';
import { migrateDatabase, openDatabase, type Database } from '../server/db/client';
import { readEnv } from '../server/env';
import { seedDemo, DEMO_PASSWORD } from '../server/seed';
import { bareServer } from './floor';
import { load, type LoadResult } from './load';

const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : args[i + 1]!;
};
const USERS = Number(opt('users', '100000'));
const SECONDS = Number(opt('seconds', '10'));
const ACTIVATIONS = Number(opt('activations', '400'));
const CONCURRENCY = Number(opt('concurrency', '8'));
const KINDS = opt('db', 'pglite,postgres').split(',') as Array<'pglite' | 'postgres'>;

async function openBenchDatabase(kind: 'pglite' | 'postgres', dir: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (kind === 'pglite') return { database: await openDatabase({ dataDir: path.join(dir, 'db') }), drop: async () => {} };
  const adminUrl = process.env.BENCH_PG_URL ?? process.env.TEST_PG_URL ?? execFileSync('bash', ['scripts/ensure-postgres.sh'], { encoding: 'utf8' }).trim();
  const name = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    database: await openDatabase({ url: url.toString(), poolSize: 10 }),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Fill the users table: a quarter pending (to activate), the rest active, each with a role. */
async function populate(database: Database) {
  const hash = (await database.execute("select password_hash from users where email = 'admin@mashaer.test'")).rows[0]!.password_hash as string;
  await database.execute(
    `insert into users (name, username, email, phone, password_hash, type_id, company_name, status, created_at, updated_at)
     select 'مستخدم ' || g, 'bench' || g, 'bench' || g || '@example.sa', '9665' || lpad(g::text, 8, '0'), $1, 2,
            'شركة رقم ' || g, case when g % 4 = 0 then 'pending' else 'active' end, now() - (g || ' minutes')::interval, now()
     from generate_series(1, $2::int) g`,
    [hash, USERS],
  );
  await database.execute(`insert into user_roles (user_id, role_id) select id, 2 from users where email like 'bench%' and status = 'active'`);
  await database.execute('analyze');
}

const ms = (n: number) => n.toFixed(1);
const row = (db: string, call: string, r: LoadResult) => `| ${db} | ${call} | ${r.requests} | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.errors} |`;

const lines: string[] = [];
for (const kind of KINDS) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mashaer-bench-'));
  const { database, drop } = await openBenchDatabase(kind, dir);
  await migrateDatabase(database);
  await seedDemo(database.db);
  const t0 = performance.now();
  await populate(database);
  const fillSeconds = (performance.now() - t0) / 1000;
  const env = readEnv({ NODE_ENV: 'production', DATA_DIR: dir, SERVE_CLIENT: 'false', LOG_LEVEL: 'silent' });
  const app = await buildApp({ env, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = await bareServer(database);
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const bareBase = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@mashaer.test', password: DEMO_PASSWORD }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const pages = Math.floor(USERS / 10);
  const pageOf = (i: number) => 1 + ((i * 7919) % Math.min(pages, 1000));

  const total = Number((await database.execute('select count(*)::int as n from users')).rows[0]!.n);
  const list = await load({
    concurrency: CONCURRENCY,
    seconds: SECONDS,
    next: (i) => fetch(`${base}/api/users?page=${pageOf(i)}`, { method: 'POST', headers, body: JSON.stringify({ paginate: 10 }) }),
  });
  const listFloor = await load({
    concurrency: CONCURRENCY,
    seconds: SECONDS,
    next: (i) => fetch(`${bareBase}/bare/users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ page: pageOf(i), paginate: 10 }) }),
  });

  const pending = (await database.execute(`select id from users where status = 'pending' and email like 'bench%' order by id limit ${ACTIVATIONS * 2}`)).rows.map((r) => Number(r.id));
  const forApi = pending.slice(0, ACTIVATIONS);
  const forFloor = pending.slice(ACTIVATIONS);
  const activate = await load({
    concurrency: CONCURRENCY,
    requests: forApi.length,
    next: (i) => fetch(`${base}/api/users/switch-user-status/${forApi[i]}`, { method: 'POST', headers, body: JSON.stringify({ status: 'active', roles: [2] }) }),
  });
  const activateFloor = await load({ concurrency: CONCURRENCY, requests: forFloor.length, next: (i) => fetch(`${bareBase}/bare/activate/${forFloor[i]}`, { method: 'POST' }) });
  const rss = process.memoryUsage().rss / 1024 / 1024;

  lines.push(
    row(kind, 'POST /api/users (list, 10 per page)', list),
    row(kind, '  floor: same SQL, bare route', listFloor),
    row(kind, 'POST /api/users/switch-user-status (activate)', activate),
    row(kind, '  floor: same SQL, bare route', activateFloor),
  );
  console.error(`${kind}: ${total} users (filled in ${fillSeconds.toFixed(1)} s), process RSS ${rss.toFixed(0)} MB`);
  await app.close();
  await bare.close();
  await database.close();
  await drop();
  await rm(dir, { recursive: true, force: true });
}

console.log(`\n${USERS} generated users; ${CONCURRENCY} concurrent clients; list for ${SECONDS} s; ${ACTIVATIONS} activations. Latencies in ms.\n`);
console.log('| database | call | requests | req/s | p50 | p95 | p99 | errors |');
console.log('|---|---|---|---|---|---|---|---|');
for (const l of lines) console.log(l);
