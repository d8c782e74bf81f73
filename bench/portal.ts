/**
 * A portal for the browser benches (bench/browser.ts, bench/lighthouse.ts): the built
 * client (built here into a folder of the bench's own unless one is given), served by
 * server/main.ts in its own process on a fresh data folder with the demo data, on a free
 * loopback port. `stop()` ends the process and removes the folder; the process is also
 * ended if the bench exits or is interrupted.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ADMIN = { email: 'admin@mashaer.test', password: 'Demo#2026' };

export function argOf(args: string[], name: string, fallback: string): string {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : (args[i + 1] ?? fallback);
}

/** The client folder to serve: `--client DIR` as given, else a fresh build into `dir`. */
export function clientFor(args: string[], dir: string): string {
  const given = argOf(args, 'client', '');
  if (given) {
    if (!existsSync(path.join(given, 'index.html'))) throw new Error(`--client ${given}: no index.html there`);
    return path.resolve(given);
  }
  console.error(`building the client into ${dir} …`);
  execFileSync(path.resolve('node_modules/.bin/vite'), ['build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit', timeout: 300_000 });
  return path.resolve(dir);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export interface Portal {
  base: string;
  stop(): Promise<void>;
}

const running = new Map<ChildProcess, string>();
/** On exit or interruption: no server left behind, no data folder either. */
const killAll = () => {
  for (const [child, dataDir] of running) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
};
process.once('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    killAll();
    process.exit(130);
  });

export async function startPortal(opts: { clientDir: string; compression: boolean; timeoutMs?: number }): Promise<Portal> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mashaer-browser-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      CLIENT_DIR: opts.clientDir,
      COMPRESSION: String(opts.compression),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  running.set(child, dataDir);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    running.delete(child);
    await rm(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (opts.timeoutMs ?? 120_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const res = await fetch(`${base}/login`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return { base, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  await stop();
  throw new Error(`the portal did not start on ${base} (exit code ${child.exitCode})`);
}

/** Sign in through the API; the session as the login screen stores it (src/shared/auth/session.ts). */
export async function apiLogin(base: string): Promise<unknown> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...ADMIN, platform: 'muzdalifah' }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: unknown }).data;
}

/** The key the client keeps its session under (src/shared/auth/session.ts). */
export const SESSION_KEY = 'mashaer.session';
