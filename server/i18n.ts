/**
 * Server-side translation: every message the API sends is a key of one catalogue
 * (shared, machine and server messages) rendered in the request's language, through
 * one i18next instance (Arabic first and the fallback; `{param}` placeholders).
 */
import i18next from 'i18next';
import type { Label, Lang } from '../shared/label';
import { sharedMessages } from '../shared/messages';
import { machineMessages } from '../machines/messages';
import { serverMessages } from './messages';

const catalogue: Record<string, Label> = { ...sharedMessages, ...machineMessages, ...serverMessages };

const resources = (lang: Lang) => ({ translation: Object.fromEntries(Object.entries(catalogue).map(([key, label]) => [key, label[lang]])) });

const i18n = i18next.createInstance();
void i18n.init({
  initAsync: false,
  resources: { ar: resources('ar'), en: resources('en') },
  lng: 'ar',
  fallbackLng: 'ar',
  supportedLngs: ['ar', 'en'],
  // keys are flat ("users.notFound"), never nested or namespaced
  keySeparator: false,
  nsSeparator: false,
  // an empty English text falls back to the Arabic one
  returnEmptyString: false,
  returnNull: false,
  interpolation: {
    prefix: '{',
    suffix: '}',
    escapeValue: false,
  },
  // a placeholder without a value stays as written
  missingInterpolationHandler: (_text: string, match: RegExpExecArray) => match[0],
});

export function registerMessages(extra: Record<string, Label>): void {
  for (const [key, label] of Object.entries(extra)) {
    if (catalogue[key] && (catalogue[key].ar !== label.ar || catalogue[key].en !== label.en)) throw new Error(`message ${key} is defined twice with different texts`);
    catalogue[key] = label;
    i18n.addResource('ar', 'translation', key, label.ar);
    i18n.addResource('en', 'translation', key, label.en);
  }
}

/** Translate a key; text that is not a key is returned as it is (with its `{param}`s filled). */
export function translate(lang: Lang, key: string, params?: Record<string, string | number>): string {
  if (!(key in catalogue)) return params ? fill(key, params) : key;
  return i18n.t(key, { lng: lang, ...params });
}

function fill(text: string, params: Record<string, string | number>): string {
  for (const [k, v] of Object.entries(params)) text = text.replaceAll(`{${k}}`, String(v));
  return text;
}

export function hasMessage(key: string): boolean {
  return key in catalogue;
}

/** `ar` unless the Accept-Language header prefers English. */
export function langOf(header: string | string[] | undefined): Lang {
  const value = (Array.isArray(header) ? header[0] : header) ?? '';
  const first = value.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'ar';
}
