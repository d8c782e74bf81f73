/**
 * `npm start` on an existing data folder, timed: from spawning the start script until
 * /login answers and the administrator's first page of /api/users answers, then the
 * server's resident memory (from /proc) with the demo data. The first start fills the
 * folder (and builds the client when its sources changed); the next --starts are warm.
 *
 *   node --import tsx bench/start.ts [--starts 3] [--port 3195] [--dir /tmp/mashaer-start] [--client .tmp/bench/client]
 *
 * It runs `node --import tsx scripts/start.ts`, what `npm start` runs (npm itself adds
 * about 0.3 s before it), with CLIENT_DIR pointing at --client so the shared dist/ is untouched.
 */
import { spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { DEMO_PASSWORD } from '../server/seed';

const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : args[i + 1]!;
};
const STARTS = Number(opt('starts', '3'));
const PORT = Number(opt('port', '3195'));
const DIR = opt('dir', '/tmp/mashaer-start');
const CLIENT = opt('client', '.tmp/bench/client');
const base = `http://127.0.0.1:${PORT}`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function until(check: () => Promise<boolean>, deadline: number) {
  while (performance.now() < deadline) {
    try {
      if (await check()) return;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Error('the portal did not answer in time');
}

async function once(): Promise<{ login: number; list: number; rss: number }> {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: DIR, CLIENT_DIR: CLIENT, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  try {
    const deadline = t0 + 300_000;
    await until(async () => (await fetch(`${base}/login`)).ok, deadline);
    const login = performance.now() - t0;
    let list = 0;
    await until(async () => {
      const res = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@mashaer.test', password: DEMO_PASSWORD }),
      });
      if (!res.ok) return false;
      const token = ((await res.json()) as { data: { token: string } }).data.token;
      const page = await fetch(`${base}/api/users?page=1`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: '{}' });
      list = performance.now() - t0;
      return page.ok;
    }, deadline);
    // a few list calls, as a user opening screens would, before the memory is read
    return { login, list, rss: await rssOf(child.pid!) };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

if (args.includes('--fresh')) await rm(DIR, { recursive: true, force: true });
for (let i = 0; i < STARTS; i++) {
  const r = await once();
  console.log(
    `start ${i + 1}${i === 0 && args.includes('--fresh') ? ' (fills the data folder)' : ' (warm)'}: /login ${(r.login / 1000).toFixed(2)} s, first /api/users page ${(r.list / 1000).toFixed(2)} s, server RSS ${r.rss.toFixed(0)} MB`,
  );
}
