/**
 * `npm start`: build the client when its sources changed since the last build,
 * then start the server (which migrates the database and seeds the demo data).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// the folder the server serves the client from (server/env.ts: CLIENT_DIR), so it is the one kept built
const clientDir = path.resolve(root, process.env.CLIENT_DIR ?? path.join('dist', 'client'));
const stampFile = path.join(clientDir, '.build-stamp');
const inputs = ['src', 'machines', 'shared', 'openapi', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function fingerprint(): string {
  const hash = createHash('sha256');
  const walk = (p: string) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p).sort()) if (!name.endsWith('.test.ts') && !name.endsWith('.test.tsx')) walk(path.join(p, name));
    } else {
      hash.update(path.relative(root, p));
      hash.update(readFileSync(p));
    }
  };
  for (const i of inputs) walk(path.join(root, i));
  return hash.digest('hex');
}

const current = fingerprint();
const previous = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
if (current !== previous) {
  console.log('Building the client…');
  execFileSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', clientDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  writeFileSync(stampFile, current);
}
await import('../server/main');
