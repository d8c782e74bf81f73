/**
 * `npm run bench:sitemap`: the site map's one call (GET /api/dashboard/gis, server/features/siteMap) at a season's
 * size, on PGlite and on PostgreSQL. A fresh database gets the demo data, then --squares more squares of --camps
 * camps each (5,000 camps by default, about 28 times the demo), every square and camp with its outline; 85 % of them
 * assigned (every status of the assignment machine, the demo's companies), a readiness licence for each camp
 * received, and 0–4 violations on every assigned camp (a fifth of them drafts). The rows are load data written in a
 * few set-based statements, as bench/serve.ts writes its users. Then the whole map, one square and one company are
 * each asked by one client (the call's own time) and by --concurrency clients (throughput), and the answer's size
 * is given. docs/siteMap.md records a run.
 *
 *   node --import tsx bench/siteMap.ts [--db pglite,postgres] [--squares 200] [--camps 25] [--seconds 5] [--concurrency 8]
 * PostgreSQL: BENCH_PG_URL (or TEST_PG_URL), else a throw-away server (scripts/ensure-postgres.sh); the run creates
 * and drops its own database.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app';
import { migrateDatabase, openDatabase, type Database } from '../server/db/client';
import { readEnv } from '../server/env';
import { DEMO_PASSWORD, seedDemo } from '../server/seed';
import { planSquare } from '../server/features/siteMap/plan';
import { load, type LoadResult } from './load';
import { createPgDatabase } from './pg';

const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : args[i + 1]!;
};
const DBS = opt('db', 'pglite,postgres').split(',');
const SQUARES = Number(opt('squares', '200'));
const CAMPS = Number(opt('camps', '25'));
const SECONDS = Number(opt('seconds', '5'));
const CONCURRENCY = Number(opt('concurrency', '8'));
const ALONE = 20;

/** The season's squares and camps, their outlines, assignments, licences and violations. */
async function fill(database: Database): Promise<{ camps: number; assignments: number; licences: number; violations: number }> {
  const q = (text: string, params?: unknown[]) => database.execute(text, params);
  await q(`insert into squares (name, name_en, code) select 'مربع الموسم ' || g, 'Season square ' || g, 'BS-' || lpad(g::text, 4, '0') from generate_series(1, $1::int) g`, [SQUARES]);
  await q(
    `insert into camps (name, name_en, square_id, capacity, area_m2, status)
     select 'مخيم ' || s.code || '-' || k, 'Camp ' || s.code || '-' || k, s.id, 600 + (k % 30) * 50, 1500 + k * 10, case when k % 3 = 0 then 'notready' else 'ready' end
     from squares s cross join generate_series(1, $1::int) k where s.code like 'BS-%'`,
    [CAMPS],
  );
  // the outlines, as the demo plan draws them: the season's squares on their own grid
  const squares = (await q(`select id from squares where code like 'BS-%' order by code`)).rows.map((r) => Number(r.id));
  const camps = (await q(`select c.id, c.square_id from camps c join squares s on s.id = c.square_id where s.code like 'BS-%' order by c.id`)).rows.map((r) => ({
    id: Number(r.id),
    squareId: Number(r.square_id),
  }));
  const bySquare = new Map<number, number[]>();
  for (const c of camps) bySquare.set(c.squareId, [...(bySquare.get(c.squareId) ?? []), c.id]);
  const squareRows: Array<[number, string]> = [];
  const campRows: Array<[number, string]> = [];
  squares.forEach((id, index) => {
    const plan = planSquare({ index, of: squares.length, camps: (bySquare.get(id) ?? []).map((c) => ({ id: c, drawn: true })) });
    squareRows.push([id, JSON.stringify(plan.square)]);
    for (const c of plan.camps) campRows.push([c.id, JSON.stringify(c.geometry)]);
  });
  const insertMany = async (table: string, key: string, rows: Array<[number, string]>) => {
    for (let i = 0; i < rows.length; i += 1000) {
      const chunk = rows.slice(i, i + 1000);
      await q(`insert into ${table} (${key}, geometry) select * from unnest($1::int[], $2::jsonb[])`, [chunk.map((r) => r[0]), chunk.map((r) => r[1])]);
    }
  };
  await insertMany('square_geometries', 'square_id', squareRows);
  await insertMany('camp_geometries', 'camp_id', campRows);
  // 85 % of the camps assigned to the demo's companies, in every status of the assignment machine
  await q(
    `insert into assign_camps (camp_id, square_id, country_id, receiver_company_id, receiver_cr, status)
     select c.id, c.square_id, (select min(id) from countries), co.ids[1 + c.id % array_length(co.ids, 1)], '1010' || lpad(c.id::text, 6, '0'),
            (array['pending', 'appointment', 'answered', 'deliverd', 'deliverd', 'returned'])[1 + c.id % 6]
     from camps c join squares s on s.id = c.square_id
     cross join (select array_agg(u.id order by u.id) as ids from users u join account_types t on t.id = u.type_id where t.code in ('service_provider', 'raft_company') and u.status = 'active' and u.parent_id is null) co
     where s.code like 'BS-%' and c.id % 20 not in (0, 7, 13)`,
  );
  await q(
    `insert into readiness_licenses (assign_camp_id, company_id, status)
     select a.id, a.receiver_company_id, (array['pending', 'approved', 'approved', 'disapproved', 'rejected', 'cancelled'])[1 + a.id % 6]
     from assign_camps a join squares s on s.id = a.square_id where s.code like 'BS-%' and a.status = 'deliverd'`,
  );
  await q(
    `insert into regulatory_violation_orders (title, camp_id, status, company_id)
     select 'مخالفة ' || a.camp_id || '-' || n, a.camp_id, (array['draft', 'issued', 'issued', 'ready', 'ready'])[1 + (a.id + n) % 5], a.receiver_company_id
     from assign_camps a join squares s on s.id = a.square_id cross join generate_series(1, 4) n
     where s.code like 'BS-%' and n <= a.id % 5`,
  );
  for (const table of ['squares', 'camps', 'square_geometries', 'camp_geometries', 'assign_camps', 'readiness_licenses', 'regulatory_violation_orders']) await q(`vacuum analyze ${table}`);
  const count = async (table: string) => Number((await q(`select count(*)::int as n from ${table}`)).rows[0]!.n);
  return { camps: await count('camps'), assignments: await count('assign_camps'), licences: await count('readiness_licenses'), violations: await count('regulatory_violation_orders') };
}

const ms = (n: number) => n.toFixed(1);
const lines: string[] = [];
const notes: string[] = [];
const started = performance.now();
for (const db of DBS) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mashaer-bench-map-'));
  const pgDb = db === 'postgres' ? await createPgDatabase('bench_map') : null;
  const database = await openDatabase({ url: pgDb?.url, dataDir: pgDb ? undefined : path.join(dir, 'db'), poolSize: 10 });
  try {
    await migrateDatabase(database);
    await seedDemo(database.db, dir);
    const t0 = performance.now();
    const sizes = await fill(database);
    notes.push(
      `${db}: ${sizes.camps.toLocaleString('en')} camps, ${sizes.assignments.toLocaleString('en')} assignments, ${sizes.licences.toLocaleString('en')} readiness licences, ${sizes.violations.toLocaleString('en')} violations; filled in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    const env = readEnv({ NODE_ENV: 'production', DATA_DIR: dir, SERVE_CLIENT: 'false', LOG_LEVEL: 'silent' });
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
      const headers = { authorization: `Bearer ${token}`, 'accept-language': 'ar' };
      const square = Number((await database.execute(`select id from squares where code = 'BS-0100'`)).rows[0]?.id ?? 1);
      const company = Number((await database.execute(`select receiver_company_id as id from assign_camps group by 1 order by count(*) desc limit 1`)).rows[0]!.id);
      const calls = [
        { name: 'the whole map', query: '' },
        { name: 'one square', query: `?square_id=${square}` },
        { name: 'one company', query: `?company_id=${company}` },
      ];
      for (const call of calls) {
        const get = () => fetch(`${base}/api/dashboard/gis${call.query}`, { headers });
        const first = await get();
        if (first.status !== 200) throw new Error(`${call.name}: ${first.status} ${await first.text()}`);
        const body = (await first.json()) as { data: { camps: unknown[] } };
        const bytes = JSON.stringify(body).length;
        await load({ concurrency: 2, requests: 10, next: get });
        const alone: LoadResult = await load({ concurrency: 1, requests: ALONE, next: get });
        const many: LoadResult = await load({ concurrency: CONCURRENCY, seconds: SECONDS, next: get });
        lines.push(
          `| ${db} | ${call.name} | ${body.data.camps.length.toLocaleString('en')} | ${(bytes / 1024).toFixed(0)} | ${ms(alone.p50)} | ${ms(alone.p95)} | ${many.rps.toFixed(1)} | ${ms(many.p50)} | ${ms(many.p95)} | ${alone.errors + many.errors} |`,
        );
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

console.log(`\nGET /api/dashboard/gis: one client for ${ALONE} calls (its own time), then ${CONCURRENCY} clients for ${SECONDS} s. Latencies in ms; the answer uncompressed.\n`);
console.log('| database | call | camps answered | answer (KB) | p50, 1 client | p95, 1 client | req/s | p50 | p95 | errors |');
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const l of lines) console.log(l);
console.log('');
for (const n of notes) console.log(`- ${n}`);
console.log(`- the whole run took ${((performance.now() - started) / 1000).toFixed(0)} s`);
