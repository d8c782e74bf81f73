/**
 * What the browser downloads, from the build manifest (run `vite build` first; `npm run bench` and
 * `npm run bench:bundle` do), in raw and gzip bytes (gzip at zlib's default level, as a server
 * compressing on the fly would; the precompressed files are smaller still).
 *
 * - The first screen: every script /login runs before its form is usable — the entry and what it
 *   imports, the sign-in route's chunk and its imports, and the texts the route waits for (the
 *   shell's and the `auth` area's, in the one language the reader uses; both languages are
 *   measured and the larger counts).
 * - Each lazily loaded unit (a route's screen, the portal shell, a part a screen loads on demand,
 *   PrimeReact's toast and dialog hosts): its own code is its chunk plus every chunk that only it
 *   uses, beyond the first screen's.
 * - Chunks used by several units (PrimeReact, the list helper, react-hook-form…) form the shared
 *   group, each chunk counted once, with a budget of its own.
 * Text chunks (an area's or the machines' messages, one language each) are listed with the shared group.
 *
 * Usage: node --import tsx bench/bundle.ts [dist/client] [--check]
 * With --check it exits non-zero when a budget (bench/budgets.ts) is exceeded, naming the offender.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { budgets } from './budgets';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const args = process.argv.slice(2);
const check = args.includes('--check');
const dist = path.resolve(args.find((a) => !a.startsWith('--')) ?? 'dist/client');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;

const sizes = new Map<string, { raw: number; gzip: number }>();
const size = (file: string) => {
  let s = sizes.get(file);
  if (!s) {
    const buf = readFileSync(path.join(dist, file));
    s = { raw: buf.length, gzip: gzipSync(buf).length };
    sizes.set(file, s);
  }
  return s;
};
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

/** A chunk and everything it statically imports. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}

function total(keys: Iterable<string>, kind: 'js' | 'css' = 'js') {
  const files = new Set<string>();
  for (const k of keys) {
    const c = manifest[k]!;
    if (kind === 'js') files.add(c.file);
    else for (const f of c.css ?? []) files.add(f);
  }
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    const s = size(f);
    raw += s.raw;
    gzip += s.gzip;
  }
  return { raw, gzip };
}

const keys = Object.keys(manifest);
const entry = keys.find((k) => manifest[k]!.isEntry)!;
const initial = closure(entry);

/** Texts are loaded one language at a time (src/shared/i18n): `<file>?lang=ar` chunks. */
const isText = (k: string) => /[?&]lang=|\/locales(\.ts|\/)|\/i18n\/shell\.|machines\/messages\.ts/.test(k);
const textFor = (k: string, lang: string) => keys.find((key) => key === `${k}?lang=${lang}`) ?? keys.find((key) => key === k);

const failures: string[] = [];
const over = (what: string, bytes: number, budget: number) => {
  if (bytes > budget) failures.push(`${what}: ${kb(bytes)} gzip, over its budget of ${kb(budget)}`);
  return bytes > budget ? ' **over budget**' : '';
};

// ---- the first screen ----
const login = keys.find((k) => k.endsWith('features/auth/LoginPage.tsx'));
console.log(`| /login, everything before the form is usable | JavaScript (raw / gzip) | CSS (raw / gzip) | budget (gzip) |`);
console.log(`|---|---|---|---|`);
const firstLoad = new Map<string, Set<string>>();
for (const lang of ['ar', 'en']) {
  const set = new Set(initial);
  if (login) closure(login, set);
  for (const t of [`src/shared/i18n/shell.${lang}.ts`, 'src/features/auth/locales.ts']) {
    const k = textFor(t, lang);
    if (k) closure(k, set);
  }
  firstLoad.set(lang, set);
  const js = total(set);
  const css = total(set, 'css');
  console.log(
    `| ${lang === 'ar' ? 'Arabic' : 'English'} | ${kb(js.raw)} / ${kb(js.gzip)} | ${kb(css.raw)} / ${kb(css.gzip)} | ${kb(budgets.firstScreen)}${over(`/login in ${lang}`, js.gzip, budgets.firstScreen)} |`,
  );
}
const first = new Set([...firstLoad.values()].flatMap((s) => [...s]));

// ---- lazily loaded units and what they share ----
const units = keys.filter((k) => manifest[k]!.isDynamicEntry && !first.has(k) && !isText(k)).sort();
const usedBy = new Map<string, string[]>();
const own = new Map<string, string[]>();
for (const u of units) {
  const chunks = [...closure(u)].filter((k) => !first.has(k));
  own.set(u, chunks);
  for (const c of chunks) usedBy.set(c, [...(usedBy.get(c) ?? []), u]);
}
const label = (k: string) => (manifest[k]!.src ?? k).replace(/^src\/features\//, '').replace(/^node_modules\//, '');

console.log(`\n| lazily loaded unit | own JavaScript (raw / gzip) | with the shared chunks it loads (gzip) | budget (gzip) |`);
console.log(`|---|---|---|---|`);
for (const u of units) {
  const mine = own.get(u)!.filter((c) => usedBy.get(c)!.length === 1);
  const s = total(mine);
  const all = total(own.get(u)!);
  console.log(`| ${label(u)} | ${kb(s.raw)} / ${kb(s.gzip)} | ${kb(all.gzip)} | ${kb(budgets.screen)}${over(label(u), s.gzip, budgets.screen)} |`);
}

console.log(`\n| shared chunk | used by | JavaScript (raw / gzip) | budget (gzip) |`);
console.log(`|---|---|---|---|`);
const shared = [...usedBy].filter(([, by]) => by.length > 1).sort(([a], [b]) => size(manifest[b]!.file).gzip - size(manifest[a]!.file).gzip);
let sharedTotal = 0;
for (const [c, by] of shared) {
  const s = size(manifest[c]!.file);
  sharedTotal += s.gzip;
  console.log(
    `| ${manifest[c]!.file.replace(/^assets\//, '')} | ${by.length} units | ${kb(s.raw)} / ${kb(s.gzip)} | ${kb(budgets.sharedChunk)}${over(`shared chunk ${manifest[c]!.file}`, s.gzip, budgets.sharedChunk)} |`,
  );
}
const texts = keys.filter((k) => isText(k) && !first.has(k) && manifest[k]!.isDynamicEntry);
const t = total(texts);
console.log(`\nShared chunks in all: ${kb(sharedTotal)} gzip. Texts loaded with their screens (${texts.length} chunks, one language each): ${kb(t.raw)} / ${kb(t.gzip)} in all.`);

if (check) {
  if (failures.length) {
    console.error(`\nByte budgets exceeded (bench/budgets.ts):\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log('\nEvery byte budget holds (bench/budgets.ts).');
}
