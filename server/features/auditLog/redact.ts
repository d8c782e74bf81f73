/**
 * The one place the audit log's values are cleaned before they leave the server: whatever a
 * feature wrote into old_value/new_value, a secret is answered as `[redacted]` (REDACTED).
 * A key is secret when one of its words (snake_case or camelCase) names a secret — a password
 * or its hash, a token (sessions, a licence's QR), a secret, salt, PIN or one-time code — or it
 * is a verification/reset code or a key to something. `password_changed` (the account history's
 * marker that a password was set) carries no secret and stays.
 */
import { REDACTED } from '../../../shared/auditLog';

/** Words that make a key secret on their own. */
const SECRET_WORDS = new Set(['password', 'passwd', 'pwd', 'secret', 'token', 'hash', 'salt', 'otp', 'pin', 'credential', 'credentials', 'cvv']);
/** `code` and `key` are secret only with one of these words: `verification_code`, `api_key`; not `iso_code` nor a square's `code`. */
const CODE_WORDS = new Set(['verification', 'verify', 'reset', 'activation', 'confirm', 'confirmation', 'sms', 'auth', 'login', 'one', 'otp']);
const KEY_WORDS = new Set(['api', 'private', 'secret', 'access', 'storage', 'signing', 'encryption']);
/** Keys that name a secret but hold none. */
const HARMLESS = new Set(['password_changed']);

/** The key's words, lower case: `passwordHash` and `password_hash` both give [password, hash]. */
function wordsOf(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

export function isSecretKey(key: string): boolean {
  const words = wordsOf(key);
  if (HARMLESS.has(words.join('_'))) return false;
  if (words.some((w) => SECRET_WORDS.has(w))) return true;
  if (words.includes('code') && words.some((w) => CODE_WORDS.has(w))) return true;
  if (words.includes('key') && words.some((w) => KEY_WORDS.has(w))) return true;
  return false;
}

function clean(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(clean);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, isSecretKey(k) ? REDACTED : clean(v)]));
  return value;
}

/** A stored old or new value with every secret replaced, at any depth. Anything but an object (or null) is answered as null. */
export function redact(value: unknown): Record<string, unknown> | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  return clean(value) as Record<string, unknown>;
}
