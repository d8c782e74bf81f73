/**
 * Server-side translation: every message the API sends is a key of one catalogue
 * (shared, machine and server messages) rendered in the request's language.
 */
import type { Label, Lang } from '../shared/label';
import { sharedMessages } from '../shared/messages';
import { machineMessages } from '../machines/messages';
import { serverMessages } from './messages';

const catalogue: Record<string, Label> = { ...sharedMessages, ...machineMessages, ...serverMessages };

export function registerMessages(extra: Record<string, Label>): void {
  for (const [key, label] of Object.entries(extra)) {
    if (catalogue[key] && (catalogue[key].ar !== label.ar || catalogue[key].en !== label.en)) throw new Error(`message ${key} is defined twice with different texts`);
    catalogue[key] = label;
  }
}

/** Translate a key; text that is not a key is returned as it is. */
export function translate(lang: Lang, key: string, params?: Record<string, string | number>): string {
  const label = catalogue[key];
  let text = label ? label[lang] || label.ar : key;
  if (params) for (const [k, v] of Object.entries(params)) text = text.replaceAll(`{${k}}`, String(v));
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
