/**
 * The one phone rule (docs/forms.md): a Saudi mobile, typed as nine digits after a
 * fixed +966 (5XXXXXXXX), stored as 9665XXXXXXXX. What people paste is accepted too —
 * "+966 50 123 4567", "00966501234567", "0501234567", Arabic-Indic digits — and
 * brought to the stored form, on the screen (PhoneInput) and in the API alike.
 */
import * as v from 'valibot';
import type { SharedMessageKey } from '../messages';

const m = (key: SharedMessageKey) => key;

export const PHONE_PREFIX = '966';
/** the nine digits after the prefix: a mobile starts with 5 */
export const MOBILE_PATTERN = /^5\d{8}$/;
/** a full phone as stored: 966 then the 9-digit mobile starting with 5 */
export const PHONE_PATTERN = /^9665\d{8}$/;
export const MOBILE_DIGITS = 9;

/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits as ASCII ones. */
const asciiDigits = (s: string) => s.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String((d.charCodeAt(0) & 0xf) % 10));

/** The mobile's nine digits from whatever was typed or pasted (anything but digits dropped, then +966/00966/0 taken off). */
export function mobileOf(input: string): string {
  const digits = asciiDigits(input).replace(/\D/g, '');
  if (digits.startsWith('00' + PHONE_PREFIX)) return digits.slice(2 + PHONE_PREFIX.length);
  if (digits.startsWith(PHONE_PREFIX) && digits.length > MOBILE_DIGITS) return digits.slice(PHONE_PREFIX.length);
  if (digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/** The stored form of a phone, or the input unchanged when it is no mobile number. */
export function canonicalPhone(input: string): string {
  const mobile = mobileOf(input);
  return MOBILE_PATTERN.test(mobile) ? PHONE_PREFIX + mobile : input;
}

/**
 * The phone field: any of the accepted forms in, the stored form (9665XXXXXXXX) out.
 * The form is brought to its stored shape first and checked after, so no transformation
 * follows a failed check (valibot would then mark the whole form untyped and skip the
 * cross-field checks, such as the password confirmation, until the phone is fixed).
 */
export const phoneRule = v.pipe(
  v.string(m('validation.phone.required')),
  v.transform((s) => canonicalPhone(s.trim())),
  v.nonEmpty(m('validation.phone.required')),
  v.regex(PHONE_PATTERN, m('validation.phone.mobile')),
);
