/**
 * i18next with Arabic (default and fallback) and English. The choice lives in
 * local storage key `lang`; changing it reloads the page (spec 000 §2, §9).
 *
 * Namespaces: `common` (the shell), `menu`, and `messages` — the message catalogue the
 * API and the machines share, so a validation or refusal key reads the same on both
 * sides. The browser loads the reader's language only (a `?lang=` import, made by
 * scripts/vite/texts-by-language.ts): the shell's texts and the shared messages before the
 * first render (`initI18n`), the machines' messages with the first screen that may show one
 * (every screen but the sign-in page, `loadMachineMessages`), and each area's own texts (its
 * `locales.ts`) with its screens (`loadNamespaces`, called by the router).
 * Tests and stories load both languages at once (./all.ts).
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '../../../shared/label';

export const LANG_KEY = 'lang';

type Tree = { [key: string]: string | Tree };
type Locale = { ar: Tree; en: Tree };
/** The first screen's texts in one language: the shell's, the menu's and the shared message catalogue. */
export interface ShellTexts {
  common: Tree;
  menu: Tree;
  messages: Record<string, string>;
}

/** The stored language: `en` or `ar` (the default). */
export function storedLang(): Lang {
  try {
    return localStorage.getItem(LANG_KEY) === 'en' ? 'en' : 'ar';
  } catch {
    return 'ar';
  }
}

export const dirOf = (lang: Lang): 'rtl' | 'ltr' => (lang === 'ar' ? 'rtl' : 'ltr');

/** Dotted message keys become nested so `t('messages:validation.required')` resolves. */
export function nest(flat: Record<string, string>): Tree {
  const out: Tree = {};
  for (const [key, text] of Object.entries(flat)) {
    const parts = key.split('.');
    let node = out;
    parts.slice(0, -1).forEach((p) => {
      node = (node[p] ??= {}) as Tree;
    });
    node[parts[parts.length - 1]] = text;
  }
  return out;
}

const shells: Record<Lang, () => Promise<{ default: ShellTexts }>> = {
  ar: () => import('./shell.ar'),
  en: () => import('./shell.en'),
};

/** Each area's texts (src/features/<area>/locales.ts), one language each, loaded with its screens. */
const featureLocales: Record<Lang, Record<string, () => Promise<Tree>>> = {
  ar: import.meta.glob<Tree>('../../features/*/locales.ts', { query: '?lang=ar', import: 'default' }),
  en: import.meta.glob<Tree>('../../features/*/locales.ts', { query: '?lang=en', import: 'default' }),
};
const areaOf = (file: string) => file.split('/').slice(-2)[0]!;
const loaders = (lang: Lang) => new Map(Object.entries(featureLocales[lang]).map(([file, load]) => [areaOf(file), load]));

const machineTexts: Record<Lang, () => Promise<{ machineMessages: Record<string, string> }>> = {
  ar: () => import('../../../machines/messages?lang=ar'),
  en: () => import('../../../machines/messages?lang=en'),
};

/** The language being started (initI18n), then i18next's. */
let starting: Lang = 'ar';
const current = (): Lang => ((i18n.isInitialized ? i18n.language : starting) === 'en' ? 'en' : 'ar');

/** Add an area's texts in both languages (once; tests and stories). */
export function addNamespace(ns: string, locale: Locale): void {
  if (i18n.hasResourceBundle('ar', ns)) return;
  i18n.addResourceBundle('ar', ns, locale.ar, true, true);
  i18n.addResourceBundle('en', ns, locale.en, true, true);
}

let started: Promise<unknown> = Promise.resolve();

/** Load areas' texts in the reader's language before their screens render (the router does this with each screen's code). */
export async function loadNamespaces(...namespaces: string[]): Promise<void> {
  const lang = current();
  const areas = loaders(lang);
  await Promise.all(
    namespaces.map(async (ns) => {
      const load = areas.get(ns);
      if (!load) return;
      // the module is fetched once (the import is cached); i18next's store exists once started
      const [texts] = await Promise.all([load(), started]);
      if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, texts, true, true);
    }),
  );
}

/** Is this the namespace of an area with texts of its own? */
export const isAreaNamespace = (ns: string) => loaders('ar').has(ns);

/** Add the machines' messages (one language's texts by key) to the `messages` namespace. */
export function addMachineMessages(lang: Lang, messages: Record<string, string>): void {
  i18n.addResourceBundle(lang, 'messages', nest(messages), true, false);
}

let machines: Promise<void> | undefined;

/** The machines' messages (refusals, guards) in the reader's language, loaded once with the first screen that may show one. */
export function loadMachineMessages(): Promise<void> {
  const lang = current();
  machines ??= Promise.all([machineTexts[lang](), started]).then(([m]) => addMachineMessages(lang, m.machineMessages));
  return machines;
}

/** Start i18next with the given texts (every language the caller has) and set `<html lang dir>`. */
export function initI18nWith(lang: Lang, texts: Partial<Record<Lang, ShellTexts>>) {
  const resources = Object.fromEntries(Object.entries(texts).map(([l, t]) => [l, { common: t.common, menu: t.menu, messages: nest(t.messages) }]));
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      lng: lang,
      fallbackLng: 'ar',
      resources,
      defaultNS: 'common',
      ns: ['common', 'messages'],
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  } else if (i18n.language !== lang) {
    void i18n.changeLanguage(lang);
  }
  if (typeof document !== 'undefined') {
    document.documentElement.lang = lang;
    document.documentElement.dir = dirOf(lang);
  }
  return i18n;
}

/** The app's start: the reader's language only, its shell texts fetched before the first render. */
export function initI18n(lang: Lang = storedLang()): Promise<typeof i18n> {
  // <html lang dir> at once: nothing renders left-to-right while the texts load
  if (typeof document !== 'undefined') {
    document.documentElement.lang = lang;
    document.documentElement.dir = dirOf(lang);
  }
  starting = lang;
  const ready = shells[lang]().then((m) => initI18nWith(lang, { [lang]: m.default }));
  started = ready;
  return ready;
}

let prime: Promise<void> | undefined;

/**
 * PrimeReact's settings in the current language (./primereact), loaded once, before the first
 * PrimeReact component renders: the router awaits it with every screen but the sign-in page,
 * the toast and confirmation hosts with themselves. Not imported statically, so the first
 * screen does not carry PrimeReact.
 */
export function preparePrimeReact(): Promise<void> {
  prime ??= Promise.all([import('./primereact'), started]).then(([m]) => m.configurePrimeReact(current()));
  return prime;
}

/** Switch language: remember it and reload, as the spec's portal does. */
export function switchLanguage(lang: Lang): void {
  localStorage.setItem(LANG_KEY, lang);
  window.location.reload();
}

/** Translate a message key from the shared catalogue, or return text that is not a key as it is. */
export function message(key: string | undefined): string {
  if (!key) return i18n.t('errors.generic');
  const k = `messages:${key}`;
  return i18n.exists(k) ? i18n.t(k) : key;
}

export { i18n };
