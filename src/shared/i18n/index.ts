/**
 * i18next with Arabic (default and fallback) and English. The choice lives in
 * local storage key `lang`; changing it reloads the page (spec 000 §2, §9).
 *
 * Namespaces: `common` (the shell), `menu`, and `messages` — the message catalogue the
 * API and the machines share, so a validation or refusal key reads the same on both
 * sides — ship with the first screen; each area's own (its `locales.ts`) loads with its
 * screens (`loadNamespaces`, called by the router), so the first screen carries none.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '../../../shared/label';
import { sharedMessages } from '../../../shared/messages';
import { machineMessages } from '../../../machines/messages';
import common from '../../locales/common';
import menu from '../../locales/menu';
import { configurePrimeLocale } from './primereact';

export const LANG_KEY = 'lang';

type Tree = { [key: string]: string | Tree };
type Locale = { ar: Tree; en: Tree };

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
function nest(flat: Record<string, { ar: string; en: string }>, lang: Lang): Tree {
  const out: Tree = {};
  for (const [key, label] of Object.entries(flat)) {
    const parts = key.split('.');
    let node = out;
    parts.slice(0, -1).forEach((p) => {
      node = (node[p] ??= {}) as Tree;
    });
    node[parts[parts.length - 1]] = label[lang];
  }
  return out;
}

/** Each area's texts (src/features/<area>/locales.ts), loaded with its screens, not at start-up. */
const featureLocales = import.meta.glob<{ default: Locale }>('../../features/*/locales.ts');
const loaders = new Map(Object.entries(featureLocales).map(([file, load]) => [file.split('/').slice(-2)[0]!, load]));

/** The namespaces that ship with the first screen: the shell, the menu and the shared message catalogue. */
export function buildResources() {
  const messages = { ...sharedMessages, ...machineMessages };
  const resources: Record<Lang, Record<string, Tree>> = {
    ar: { common: common.ar, menu: menu.ar, messages: nest(messages, 'ar') },
    en: { common: common.en, menu: menu.en, messages: nest(messages, 'en') },
  };
  return resources;
}

/** Add an area's texts in both languages (once). */
export function addNamespace(ns: string, locale: Locale): void {
  if (i18n.hasResourceBundle('ar', ns)) return;
  i18n.addResourceBundle('ar', ns, locale.ar, true, true);
  i18n.addResourceBundle('en', ns, locale.en, true, true);
}

/** Load areas' texts before their screens render (the router does this with each screen's code). */
export async function loadNamespaces(...namespaces: string[]): Promise<void> {
  await Promise.all(
    namespaces.map(async (ns) => {
      const load = loaders.get(ns);
      if (!load || i18n.hasResourceBundle('ar', ns)) return;
      addNamespace(ns, (await load()).default);
    }),
  );
}

/** Is this the namespace of an area with texts of its own? */
export const isAreaNamespace = (ns: string) => loaders.has(ns);

export function initI18n(lang: Lang = storedLang()) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      lng: lang,
      fallbackLng: 'ar',
      resources: buildResources(),
      defaultNS: 'common',
      ns: ['common', 'messages'],
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  } else if (i18n.language !== lang) {
    void i18n.changeLanguage(lang);
  }
  configurePrimeLocale(lang);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = lang;
    document.documentElement.dir = dirOf(lang);
  }
  return i18n;
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
