/**
 * i18next with Arabic (default and fallback) and English. The choice lives in
 * local storage key `lang`; changing it reloads the page (spec 000 §2, §9).
 *
 * Namespaces: `common` (the shell), one per feature (each feature's `locales.ts`),
 * and `messages` — the message catalogue the API and the machines share, so a
 * validation or refusal key reads the same on both sides.
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

const features = import.meta.glob<{ default: Locale }>('../../features/*/locales.ts', { eager: true });

export function buildResources() {
  const messages = { ...sharedMessages, ...machineMessages };
  const resources: Record<Lang, Record<string, Tree>> = {
    ar: { common: common.ar, menu: menu.ar, messages: nest(messages, 'ar') },
    en: { common: common.en, menu: menu.en, messages: nest(messages, 'en') },
  };
  for (const [file, mod] of Object.entries(features)) {
    const ns = file.split('/').slice(-2)[0];
    resources.ar[ns] = mod.default.ar;
    resources.en[ns] = mod.default.en;
  }
  return resources;
}

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
