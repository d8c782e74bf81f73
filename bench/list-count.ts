/**
 * Where an exact list total stops being cheap (docs/performance.md, "Lists"):
 * times a capped count (`select count(*) from (select 1 … where … limit N)`, what
 * server/http/list.ts runs) for growing N over a users-shaped table of --rows rows,
 * and the EXPLAIN that gives the estimate above the cap, on PGlite and PostgreSQL.
 *
 *   node --import tsx bench/list-count.ts --rows 1000000 --db pglite,postgres
 */
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';

const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1]! : fallback);
const ROWS = Number(opt('rows', '1000000'));
const KINDS = opt('db', 'pglite,postgres').split(',');
const CAPS = [1_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000].filter((n) => n <= ROWS);

type Q = (text: string) => Promise<unknown>;

async function time(q: Q, text: string, runs = 5): Promise<number> {
  const ms: number[] = [];
  await q(text);
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await q(text);
    ms.push(performance.now() - t);
  }
  return ms.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}

async function bench(kind: string, q: Q) {
  await q('drop table if exists bench_users');
  await q(
    `create table bench_users (id serial primary key, name text not null, email text not null, status text not null, type_id int not null, created_at timestamptz not null default now(), deleted_at timestamptz)`,
  );
  const t0 = performance.now();
  await q(`insert into bench_users (name, email, status, type_id, created_at)
           select 'user ' || g, 'u' || g || '@example.test', (array['pending','review','active','rejected','disabled'])[1 + g % 5], 1 + g % 9, now() - (g || ' seconds')::interval
           from generate_series(1, ${ROWS}) g`);
  await q('create index on bench_users (created_at desc, id desc)');
  await q('analyze bench_users');
  console.log(`\n${kind}: ${ROWS} rows filled in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  console.log('| N (cap) | capped count, no filter (ms) | capped count, status filter (ms) |');
  console.log('|---|---|---|');
  for (const n of CAPS) {
    const a = await time(q, `select count(*) from (select 1 from bench_users where deleted_at is null limit ${n}) c`);
    const b = await time(q, `select count(*) from (select 1 from bench_users where deleted_at is null and status = 'active' limit ${n}) c`);
    console.log(`| ${n} | ${a.toFixed(1)} | ${b.toFixed(1)} |`);
  }
  const full = await time(q, `select count(*) from bench_users where deleted_at is null`);
  const explain = await time(q, `explain (format json) select 1 from bench_users where deleted_at is null and status = 'active'`);
  const page = await time(q, `select * from bench_users where deleted_at is null order by created_at desc, id desc limit 10 offset 100`);
  console.log(`full exact count: ${full.toFixed(1)} ms; EXPLAIN estimate: ${explain.toFixed(2)} ms; one page of 10: ${page.toFixed(1)} ms`);
  await q('drop table bench_users');
}

for (const kind of KINDS) {
  if (kind === 'pglite') {
    const db = await PGlite.create();
    await bench('pglite', (t) => db.query(t));
    await db.close();
  } else {
    const url = process.env.BENCH_PG_URL ?? process.env.TEST_PG_URL ?? execFileSync('bash', ['scripts/ensure-postgres.sh'], { encoding: 'utf8' }).trim();
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await bench('postgres', (t) => c.query(t));
    await c.end();
  }
}
