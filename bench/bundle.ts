/**
 * What the browser downloads: the JavaScript and CSS the first page (/login) needs
 * before it can render, and each lazily loaded screen's own chunks, from the build
 * manifest (run `vite build` first; `npm run bench` does). Sizes are raw and gzip.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const dist = path.resolve(process.argv[2] ?? 'dist/client');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
const size = (file: string) => {
  const buf = readFileSync(path.join(dist, file));
  return { raw: buf.length, gzip: gzipSync(buf).length };
};
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

/** A chunk and everything it statically imports. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

function total(keys: Set<string>, kind: 'js' | 'css') {
  let raw = 0;
  let gzip = 0;
  const files = new Set<string>();
  for (const k of keys) {
    const c = manifest[k]!;
    if (kind === 'js') files.add(c.file);
    else for (const f of c.css ?? []) files.add(f);
  }
  for (const f of files) {
    const s = size(f);
    raw += s.raw;
    gzip += s.gzip;
  }
  return { raw, gzip };
}

const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
const initial = closure(entry);
const login = Object.keys(manifest).find((k) => k.endsWith('features/auth/LoginPage.tsx'));
const firstPage = login ? closure(login, new Set(initial)) : initial;
const js = total(firstPage, 'js');
const css = total(firstPage, 'css');
console.log(`| what | JavaScript (raw / gzip) | CSS (raw / gzip) |`);
console.log(`|---|---|---|`);
console.log(`| /login, everything before first render | ${kb(js.raw)} / ${kb(js.gzip)} | ${kb(css.raw)} / ${kb(css.gzip)} |`);
console.log(`\n| screen chunk | own JavaScript, beyond what the shell already loaded (raw / gzip) |`);
console.log(`|---|---|`);
for (const [key, c] of Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b))) {
  if (!c.isDynamicEntry || !c.src?.startsWith('src/features/')) continue;
  const own = new Set([...closure(key)].filter((k) => !initial.has(k)));
  const s = total(own, 'js');
  console.log(`| ${c.src.replace('src/features/', '')} | ${kb(s.raw)} / ${kb(s.gzip)} |`);
}
