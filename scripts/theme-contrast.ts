/**
 * The portal's colours over PrimeReact's lara-light-green theme, made from the theme itself.
 *
 * The theme's greens and severity colours are too light for white text (white on its
 * #10b981 is 2.5:1, on its tag colours 2.3–2.8:1; WCAG AA asks 4.5:1), and it spells
 * them as literals in some 300 declarations, not as variables. This script copies every
 * declaration that uses one of those colours, with the darker colour we chose, into the
 * same `@layer primereact` (and media block), under the same selectors. Appended after
 * the theme, each one overrides its original one-for-one, so outlined, text and hover
 * states keep their cascade. Only colours change.
 *
 *   node --import tsx scripts/theme-contrast.ts          write src/styles/theme-contrast.css
 *   node --import tsx scripts/theme-contrast.ts --check  fail when it is stale
 *
 * It also prints, and checks, the contrast of each text colour on its background;
 * scripts/theme-contrast.test.ts (in npm test) fails when the file is stale or a pair is below 4.5:1.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';

const require = createRequire(import.meta.url);
const themeFile = require.resolve('primereact/resources/themes/lara-light-green/theme.css');
const themeVersion = (require('primereact/package.json') as { version: string }).version;
const outFile = path.resolve(import.meta.dirname, '../src/styles/theme-contrast.css');

/** The focus ring: a white gap then the brand green, visible on light fields and dark buttons alike. */
const focusRing = '0 0 0 2px #ffffff, 0 0 0 4px #0b6b53';

/** Theme colour → ours. Hex in lower case; an rgba's channels are replaced, its alpha kept. */
export const colours: Record<string, string> = {
  // primary (green): base, hover, active/highlight text; the pale focus rings become the brand green
  '#10b981': '#0b6b53',
  '#059669': '#095a46',
  '#047857': '#084c3b',
  '#a7f3d0': '#0b6b53',
  '#71f3c8': '#0b6b53',
  // severities: the 700 shade of each family (white text ≥ 4.5:1), hover and active one and two steps darker
  '#22c55e': '#15803d',
  '#16a34a': '#166534',
  '#15803d': '#14532d',
  '#0ea5e9': '#0369a1',
  '#0284c7': '#075985',
  '#0369a1': '#0c4a6e',
  '#f97316': '#c2410c',
  '#ea580c': '#9a3412',
  '#c2410c': '#7c2d12',
  '#a855f7': '#7e22ce',
  '#9333ea': '#6b21a8',
  '#7e22ce': '#581c87',
  '#ef4444': '#b91c1c',
  '#dc2626': '#991b1b',
  '#b91c1c': '#7f1d1d',
  '#64748b': '#475569',
  '#475569': '#334155',
  '#334155': '#1e293b',
  // messages' text on their pale backgrounds, the invalid-field red
  '#3b82f6': '#1d4ed8',
  '#1ea97c': '#166534',
  '#cc8925': '#92400e',
  '#ff5757': '#b91c1c',
  '#e24c4c': '#b91c1c',
  '#ea5455': '#b91c1c',
  // secondary text: 4.4:1 on the theme's grey surfaces, 5.1:1 now
  '#6b7280': '#5b6270',
};

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const rgbaKey = (r: number, g: number, b: number) => `${r},${g},${b}`;
const rgbaColours = new Map(Object.entries(colours).map(([from, to]) => [rgbaKey(...(rgb(from) as [number, number, number])), rgb(to)]));

const hexPattern = new RegExp(Object.keys(colours).join('|'), 'gi');
const rgbaPattern = /rgba\(\s*(\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\s*\)/g;

/** One pass, so a colour mapped to another mapped colour is not mapped twice. */
export function recolour(value: string): string {
  return value
    .replace(/0 0 0 0\.2rem #a7f3d0/gi, focusRing)
    .replace(hexPattern, (m) => colours[m.toLowerCase()] ?? m)
    .replace(rgbaPattern, (m, r: string, g: string, b: string, a: string) => {
      const to = rgbaColours.get(rgbaKey(Number(r), Number(g), Number(b)));
      return to ? `rgba(${to.join(', ')}, ${a})` : m;
    });
}

interface Block {
  prelude: string;
  body: string | Block[];
}

/** A small parser for the theme's plain CSS: rules, at-rules with blocks, comments; no nesting beyond at-rules. */
function parse(css: string): Block[] {
  let i = 0;
  const skipComment = () => {
    if (css.startsWith('/*', i)) {
      const end = css.indexOf('*/', i + 2);
      i = end === -1 ? css.length : end + 2;
      return true;
    }
    return false;
  };
  const readBlocks = (): Block[] => {
    const out: Block[] = [];
    let prelude = '';
    while (i < css.length) {
      if (skipComment()) continue;
      const c = css[i]!;
      if (c === '}') {
        i++;
        return out;
      }
      if (c === ';' && prelude.trim().startsWith('@')) {
        // a statement at-rule (@import, @charset): not ours to copy
        prelude = '';
        i++;
        continue;
      }
      if (c === '{') {
        i++;
        const head = prelude.trim();
        prelude = '';
        if (head.startsWith('@') && /^@(layer|media|supports)\b/.test(head)) out.push({ prelude: head, body: readBlocks() });
        else {
          let depth = 1;
          let body = '';
          while (i < css.length && depth > 0) {
            if (skipComment()) continue;
            const d = css[i]!;
            if (d === '{') depth++;
            if (d === '}') depth--;
            if (depth > 0) body += d;
            i++;
          }
          out.push({ prelude: head, body });
        }
        continue;
      }
      prelude += c;
      i++;
    }
    return out;
  };
  return readBlocks();
}

function declarations(body: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const c of body) {
    if (c === '(') depth++;
    if (c === ')') depth--;
    if (c === ';' && depth === 0) {
      if (current.trim()) out.push(current.trim());
      current = '';
    } else current += c;
  }
  if (current.trim()) out.push(current.trim());
  return out;
}

function emit(blocks: Block[], indent: string): string {
  let out = '';
  for (const block of blocks) {
    if (Array.isArray(block.body)) {
      const inner = emit(block.body, `${indent}  `);
      if (inner) out += `${indent}${block.prelude} {\n${inner}${indent}}\n`;
      continue;
    }
    // fonts and animations keep the theme's own
    if (/^@(font-face|keyframes)/.test(block.prelude)) continue;
    const changed = declarations(block.body)
      .map((d) => [d, recolour(d)] as const)
      .filter(([d, r]) => d !== r)
      .map(([, r]) => r);
    if (!changed.length) continue;
    const selector = block.prelude
      .split(',')
      .map((s) => s.trim())
      .join(`,\n${indent}`);
    out += `${indent}${selector} {\n${changed.map((d) => `${indent}  ${d};`).join('\n')}\n${indent}}\n`;
  }
  return out;
}

// ---- contrast: WCAG 2 relative luminance ----
const luminance = (hex: string) => {
  const [r, g, b] = rgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
export const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
};

/** Text on background the theme draws, before → after (backgrounds of messages are the alpha blend over white). */
const pairs: { what: string; text: string; background: string }[] = [
  { what: 'primary button', text: '#ffffff', background: '#10b981' },
  { what: 'primary hover', text: '#ffffff', background: '#059669' },
  { what: 'text/outlined button on the page', text: '#10b981', background: '#f4f6f5' },
  { what: 'tag success', text: '#ffffff', background: '#22c55e' },
  { what: 'tag info', text: '#ffffff', background: '#0ea5e9' },
  { what: 'tag warning', text: '#ffffff', background: '#f97316' },
  { what: 'tag danger', text: '#ffffff', background: '#ef4444' },
  { what: 'help button', text: '#ffffff', background: '#a855f7' },
  { what: 'secondary text button on the page', text: '#64748b', background: '#f4f6f5' },
  { what: 'field error text', text: '#e24c4c', background: '#ffffff' },
  { what: 'info message', text: '#3b82f6', background: '#e6f0fe' },
  { what: 'success message', text: '#1ea97c', background: '#ecfaf5' },
  { what: 'warning message', text: '#cc8925', background: '#fff6eb' },
  { what: 'error message', text: '#ff5757', background: '#ffeeee' },
  { what: 'secondary text on grey', text: '#6b7280', background: '#f3f4f6' },
  { what: 'selected option', text: '#047857', background: '#f0fdfa' },
];

const mapped = (hex: string) => colours[hex] ?? hex;

/** The override stylesheet, and each text/background pair's contrast before and after. */
export async function generate(): Promise<{ css: string; ratios: { what: string; before: number; after: number }[] }> {
  const blocks = parse(await readFile(themeFile, 'utf8'));
  const rootVars = blocks
    .filter((b) => b.prelude === ':root' && typeof b.body === 'string')
    .flatMap((b) => declarations(b.body as string))
    .filter((d) => recolour(d) !== d)
    .map((d) => `  ${recolour(d)};`);
  const layered = emit(
    blocks.filter((b) => b.prelude !== ':root'),
    '',
  );
  // formatted as the project formats CSS, so the format check and the staleness check agree
  const css = await prettier.format(
    `/* Generated by scripts/theme-contrast.ts from primereact ${themeVersion} lara-light-green: do not edit (change the script). */
:root {
${rootVars.join('\n')}
}
${layered}`,
    { ...(await prettier.resolveConfig(outFile)), parser: 'css' },
  );
  const ratios = pairs.map((p) => ({
    what: p.what,
    before: contrast(p.text, p.background),
    // a message keeps its pale background; everything else takes the darker colour on both sides
    after: contrast(mapped(p.text), p.what.includes('message') || p.what === 'selected option' ? p.background : mapped(p.background)),
  }));
  return { css, ratios };
}

export const contrastFile = outFile;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { css, ratios } = await generate();
  console.log('contrast (WCAG 2), before → after:');
  for (const r of ratios) console.log(`  ${r.what.padEnd(36)} ${r.before.toFixed(2)} → ${r.after.toFixed(2)}${r.after < 4.5 ? '  BELOW 4.5' : ''}`);
  if (ratios.some((r) => r.after < 4.5)) {
    console.error('a text colour is below 4.5:1');
    process.exit(1);
  }
  if (process.argv.includes('--check')) {
    if ((await readFile(outFile, 'utf8').catch(() => '')) !== css) {
      console.error(`${path.relative(process.cwd(), outFile)} is stale: run node --import tsx scripts/theme-contrast.ts`);
      process.exit(1);
    }
  } else {
    await writeFile(outFile, css);
    console.log(`wrote ${path.relative(process.cwd(), outFile)} (${css.length} bytes)`);
  }
}
