/**
 * `npm run dev`: the portal for development.
 * - The API server (server/main.ts: migrates, seeds the demo data, serves /api) on PORT (3000),
 *   restarted when its code changes (`tsx watch`); it does not serve the built client.
 * - Vite's dev server for the client on CLIENT_PORT (5173), with hot reload; it proxies /api to
 *   the API server (vite.config.ts, API_PORT), so the browser sees one origin: open that address.
 * Every other setting is the server's (README, "Settings"); links in e-mails point at the
 * dev server unless PUBLIC_URL says otherwise. Ctrl-C stops both.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { readEnv } from '../server/env';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let env;
try {
  env = readEnv();
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(2);
}
const clientPort = Number(process.env.CLIENT_PORT ?? 5173);
if (!Number.isInteger(clientPort) || clientPort < 1 || clientPort > 65535 || clientPort === env.PORT) {
  console.error(`Invalid environment:\n  CLIENT_PORT: must be a port number other than PORT (got ${JSON.stringify(process.env.CLIENT_PORT)})`);
  process.exit(2);
}
const clientUrl = `http://localhost:${clientPort}`;

// vite.config.ts proxies /api to this port
process.env.API_PORT = String(env.PORT);

let stopping = false;
const api = spawn(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'watch', '--clear-screen=false', '--exclude', 'data/**', 'server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, SERVE_CLIENT: 'false', PUBLIC_URL: process.env.PUBLIC_URL || clientUrl },
});

const vite = await createServer({ root, configFile: path.join(root, 'vite.config.ts'), server: { port: clientPort, strictPort: true } });

async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  await vite.close();
  if (api.exitCode === null && api.signalCode === null) {
    await new Promise<void>((resolve) => {
      api.once('exit', () => resolve());
      api.kill('SIGTERM');
    });
  }
  process.exit(code);
}

api.on('exit', (code) => {
  if (stopping) return;
  console.error(`The API server stopped (exit code ${code ?? 'none'}).`);
  void stop(code || 1);
});
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

await vite.listen();
console.log(`\nMashaer portal (development): ${clientUrl} — the client with hot reload; /api goes to the API server on port ${env.PORT}.\n`);
vite.printUrls();
