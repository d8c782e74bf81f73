/**
 * `npm run bench`: the users list and the activate call at a season's size, on PostgreSQL
 * and on PGlite, each beside the same SQL on a bare route (the floor, bench/floor.ts),
 * in the same run. Prints Markdown tables; docs/performance.md records a run and the command.
 *
 * Each database runs in its own server process (bench/serve.ts: fresh database, demo data,
 * --rows generated users) and this process only generates load, so the load generator
 * and the server do not share one event loop.
 *
 * Options:
 *   --runs postgres:1000000,pglite:100000,pglite:1000000   database:rows, in order (the default)
 *   --db pglite,postgres --rows 1000000                     shorthand for --runs (every db at each size)
 *   --seconds 8            how long each list measurement runs
 *   --concurrency 50       clients of the list measurements
 *   --activations 1000     activations per measurement (distinct pending users)
 *   --activate-concurrency 8   clients of the activate measurements
 *   --only list|activate   one half only
 * PostgreSQL: BENCH_PG_URL (or TEST_PG_URL), else a throw-away server is started (scripts/ensure-postgres.sh);
 * each run creates and drops its own database.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { DEMO_PASSWORD } from '../server/seed';
import { load, type LoadResult } from './load';
import { createPgDatabase } from './pg';

const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : args[i + 1]!;
};
const SECONDS = Number(opt('seconds', '8'));
const CONCURRENCY = Number(opt('concurrency', '50'));
const ACTIVATIONS = Number(opt('activations', '1000'));
const ACTIVATE_CONCURRENCY = Number(opt('activate-concurrency', '8'));
const ONLY = opt('only', '');
const PER_PAGE = 25;
const DEEP_PAGE = 20_000;
const RUNS: Array<{ db: 'pglite' | 'postgres'; rows: number }> =
  args.includes('--db') || args.includes('--rows')
    ? opt('rows', '1000000')
        .split(',')
        .flatMap((rows) =>
          opt('db', 'postgres,pglite')
            .split(',')
            .map((db) => ({ db: db as 'pglite' | 'postgres', rows: Number(rows) })),
        )
    : opt('runs', 'postgres:1000000,pglite:100000,pglite:1000000')
        .split(',')
        .map((r) => {
          const [db, rows] = r.split(':');
          return { db: db as 'pglite' | 'postgres', rows: Number(rows) };
        });

interface Served {
  port: number;
  barePort: number;
  fillSeconds: number;
  total: number;
  /** the role an activation gives (the service providers' first) */
  roleId: number;
  pid: number;
  stop: () => Promise<void>;
}

/** Start bench/serve.ts and wait for the line that says where it listens. */
async function serve(db: string, rows: number, dir: string): Promise<Served> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/serve.ts', '--db', db, '--rows', String(rows), '--dir', dir], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const line = await new Promise<string>((resolve, reject) => {
    const rl = createInterface({ input: child.stdout });
    rl.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench/serve.ts exited with ${code}`)));
  });
  const info = JSON.parse(line) as Omit<Served, 'pid' | 'stop'>;
  return {
    ...info,
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The resident memory of a process, from /proc (Linux). */
async function rssOf(pid: number): Promise<number> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

const ms = (n: number) => n.toFixed(1);
const row = (db: string, call: string, r: LoadResult, floor?: LoadResult, alone?: LoadResult) =>
  `| ${db} | ${call} | ${r.requests} | ${r.rps.toFixed(0)} | ${floor ? `${((100 * r.rps) / floor.rps).toFixed(0)} %` : ''} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.errors} | ${alone ? ms(alone.p50) : ''} |`;
/** Seconds of the one-client run that gives a call's own time, without queueing behind the others. */
const ALONE_SECONDS = 2;

/**
 * The list measurements: what the screen asks for, 25 rows and the total each. The deep page
 * is page 20,000 (half-way through a million rows), or as far through a smaller table.
 */
const listsFor = (rows: number): Array<{ name: string; page: number; body: Record<string, unknown> }> => {
  const deep = Math.min(DEEP_PAGE, Math.max(1, Math.floor(rows / PER_PAGE / 2)));
  return [
    { name: 'first page', page: 1, body: {} },
    { name: 'filtered (status pending)', page: 1, body: { status: 'pending' } },
    { name: 'sorted (name, ascending)', page: 2, body: { sort: 'name', direction: 'asc' } },
    { name: `page ${deep.toLocaleString('en')}`, page: deep, body: {} },
  ];
};

const lines: string[] = [];
const notes: string[] = [];
const started = performance.now();
for (const { db, rows } of RUNS) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mashaer-bench-'));
  const pgDb = db === 'postgres' ? await createPgDatabase('bench') : null;
  const t0 = performance.now();
  const server = await serve(pgDb?.url ?? 'pglite', rows, dir);
  const label = `${db} ${(rows / 1000).toLocaleString('en')}k`;
  notes.push(`${label}: ${server.total.toLocaleString('en')} users; filled in ${server.fillSeconds.toFixed(1)} s (ready in ${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  const base = `http://127.0.0.1:${server.port}`;
  const bareBase = `http://127.0.0.1:${server.barePort}`;
  try {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@mashaer.test', password: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const json = { 'content-type': 'application/json' };

    if (ONLY !== 'activate') {
      // warm up (JIT, the database's caches, plans) with each call a few times, unmeasured
      for (const l of listsFor(rows)) {
        const body = JSON.stringify({ paginate: PER_PAGE, ...l.body });
        const floorBody = JSON.stringify({ page: l.page, paginate: PER_PAGE, ...l.body });
        await load({ concurrency: 4, requests: 40, next: () => fetch(`${base}/api/users?page=${l.page}`, { method: 'POST', headers, body }) });
        await load({ concurrency: 4, requests: 40, next: () => fetch(`${bareBase}/bare/users`, { method: 'POST', headers: json, body: floorBody }) });
      }
      for (const l of listsFor(rows)) {
        const body = JSON.stringify({ paginate: PER_PAGE, ...l.body });
        const check = (await (await fetch(`${base}/api/users?page=${l.page}`, { method: 'POST', headers, body })).json()) as { data: { data: unknown[]; total: number; total_is_estimate: number } };
        if (check.data.data.length !== PER_PAGE) throw new Error(`${label} ${l.name}: ${check.data.data.length} rows, not ${PER_PAGE}`);
        const api = await load({ concurrency: CONCURRENCY, seconds: SECONDS, next: () => fetch(`${base}/api/users?page=${l.page}`, { method: 'POST', headers, body }) });
        const floorBody = JSON.stringify({ page: l.page, paginate: PER_PAGE, ...l.body });
        const floor = await load({ concurrency: CONCURRENCY, seconds: SECONDS, next: () => fetch(`${bareBase}/bare/users`, { method: 'POST', headers: json, body: floorBody }) });
        const apiAlone = await load({ concurrency: 1, seconds: ALONE_SECONDS, next: () => fetch(`${base}/api/users?page=${l.page}`, { method: 'POST', headers, body }) });
        const floorAlone = await load({ concurrency: 1, seconds: ALONE_SECONDS, next: () => fetch(`${bareBase}/bare/users`, { method: 'POST', headers: json, body: floorBody }) });
        lines.push(row(label, `list: ${l.name} (total ${check.data.total.toLocaleString('en')}${check.data.total_is_estimate ? ', estimated' : ''})`, api, floor, apiAlone));
        lines.push(row(label, '  floor: same SQL, bare route', floor, undefined, floorAlone));
      }
    }
    if (ONLY !== 'list') {
      const ids = await fetch(`${bareBase}/bare/pending?limit=${ACTIVATIONS * 2}`).then(async (r) => ((await r.json()) as { ids: number[] }).ids);
      const forApi = ids.slice(0, ACTIVATIONS);
      const forFloor = ids.slice(ACTIVATIONS);
      const activate = await load({
        concurrency: ACTIVATE_CONCURRENCY,
        requests: forApi.length,
        next: (i) => fetch(`${base}/api/users/switch-user-status/${forApi[i]}`, { method: 'POST', headers, body: JSON.stringify({ status: 'active', roles: [server.roleId] }) }),
      });
      const floor = await load({
        concurrency: ACTIVATE_CONCURRENCY,
        requests: forFloor.length,
        next: (i) => fetch(`${bareBase}/bare/activate/${forFloor[i]}?role=${server.roleId}`, { method: 'POST' }),
      });
      lines.push(row(label, `activate (${ACTIVATE_CONCURRENCY} clients)`, activate, floor));
      lines.push(row(label, '  floor: same SQL, bare route', floor));
    }
    notes.push(`${label}: server RSS after the runs ${(await rssOf(server.pid)).toFixed(0)} MB`);
  } finally {
    await server.stop();
    await pgDb?.drop();
    await rm(dir, { recursive: true, force: true });
  }
}

console.log(
  `\nList: ${CONCURRENCY} concurrent clients for ${SECONDS} s each, ${PER_PAGE} rows and the total per call; activate: ${ACTIVATIONS} distinct pending users, ${ACTIVATE_CONCURRENCY} clients. Latencies in ms; "of floor" is the call's req/s over its floor's; the last column is the call's own time with one client (${ALONE_SECONDS} s).\n`,
);
console.log('| database, users | call | requests | req/s | of floor | p50 | p95 | p99 | errors | p50, 1 client |');
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const l of lines) console.log(l);
console.log('');
for (const n of notes) console.log(`- ${n}`);
console.log(`- the whole run took ${((performance.now() - started) / 1000).toFixed(0)} s`);
