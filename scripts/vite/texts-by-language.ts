/**
 * Vite plugin: a text module imported with `?lang=ar` (or `?lang=en`) becomes that language's
 * texts alone, so the browser downloads only the reader's language (src/shared/i18n).
 *
 * The sources keep both languages side by side (`{ ar: {...}, en: {...} }` trees, or catalogues of
 * `{ ar, en }` labels — shared with the server and the tests): the plugin runs the module at build
 * time and emits each export with every `{ ar, en }` pair replaced by the one language, as plain
 * data. A text module must therefore be data only (no code that needs the browser).
 */
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

const LANGS = new Set(['ar', 'en']);
const QUERY = /[?&]lang=(ar|en)(?:&|$)/;

const isPair = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 2 && Object.keys(v).every((k) => LANGS.has(k));

/**
 * One language of a text module's export: a `{ ar: tree, en: tree }` locale becomes its `lang`
 * tree; a catalogue of `{ ar, en }` labels (the message catalogues) keeps its keys, each label
 * becoming its `lang` text. Only these two shapes: a text inside a tree is never looked into.
 */
export function pickLanguage(value: unknown, lang: string): unknown {
  if (isPair(value)) return value[lang];
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value);
    if (entries.length && entries.every(([, v]) => isPair(v))) return Object.fromEntries(entries.map(([k, v]) => [k, (v as Record<string, unknown>)[lang]]));
  }
  throw new Error(`not a text module export: expected { ar, en } or a catalogue of { ar, en } labels`);
}

export function textsByLanguage(): Plugin {
  return {
    name: 'mashaer:texts-by-language',
    enforce: 'pre',
    async load(id) {
      const lang = QUERY.exec(id)?.[1];
      if (!lang) return null;
      const file = id.replace(/\?.*$/, '');
      this.addWatchFile(file);
      // a fresh copy each time, so the dev server sees edits
      const mod = (await tsImport(`${file}?v=${Date.now()}`, import.meta.url)) as Record<string, unknown>;
      const out: string[] = [];
      for (const [name, value] of Object.entries(mod)) {
        let data: string;
        try {
          data = JSON.stringify(pickLanguage(value, lang));
        } catch (e) {
          this.error(`${file}, export ${name}: ${(e as Error).message}`);
        }
        out.push(name === 'default' ? `export default ${data};` : `export const ${name} = ${data};`);
      }
      return { code: out.join('\n'), map: null };
    },
  };
}
