/**
 * The user-form rules of spec 000 §5 and spec 001 §5, as valibot schemas shared by
 * the registration and user forms (client) and the API (server). Messages are keys
 * of `sharedMessages`, translated by each side.
 */
import * as v from 'valibot';
import type { SharedMessageKey } from '../messages';
import { textLimits } from '../limits';

export { MOBILE_PATTERN, PHONE_PATTERN, PHONE_PREFIX, phoneRule } from './phone';

const m = (key: SharedMessageKey) => key;

/** a person's full name (the spec's "under 20 characters" is the username's: shared/limits.ts) */
export const NAME_MAX = textLimits.personName;
export const COMPANY_NAME_MAX = textLimits.companyName;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 12;
/** lowercase, uppercase, digit and one of the spec's specials (!, @, #, $) */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$]).+$/;
/** a login name: a Latin letter, then letters, digits, dots, dashes or underscores; under 20 characters in all */
export const USERNAME_PATTERN = new RegExp(`^[A-Za-z][A-Za-z0-9._-]{${textLimits.usernameMin - 1},${textLimits.username - 1}}$`);
export const ID10_PATTERN = /^[17]\d{9}$/;
export const DIGITS9_PATTERN = /^\d{9}$/;

export const requiredString = v.pipe(v.string(m('validation.required')), v.trim(), v.nonEmpty(m('validation.required')));

export const nameRule = v.pipe(requiredString, v.maxLength(NAME_MAX, m('validation.name.max')));
export const companyNameRule = v.pipe(requiredString, v.maxLength(COMPANY_NAME_MAX, m('validation.companyName.max')));
export const usernameRule = v.pipe(requiredString, v.regex(USERNAME_PATTERN, m('validation.username')));
/** a username where the form may leave it empty (the user forms): empty, or a valid one */
export const optionalUsernameRule = v.pipe(
  v.string(),
  v.trim(),
  v.check((s) => s === '' || USERNAME_PATTERN.test(s), m('validation.username')),
);

export const passwordRule = v.pipe(
  v.string(m('validation.required')),
  v.nonEmpty(m('validation.required')),
  v.minLength(PASSWORD_MIN, m('validation.password.length')),
  v.maxLength(PASSWORD_MAX, m('validation.password.length')),
  v.regex(PASSWORD_PATTERN, m('validation.password.pattern')),
);

export const emailRule = v.pipe(requiredString, v.email(m('validation.email')), v.maxLength(textLimits.email, m('validation.too_long')));

export const id10Rule = v.pipe(requiredString, v.regex(ID10_PATTERN, m('validation.id10')));
export const digits9Rule = v.pipe(requiredString, v.regex(DIGITS9_PATTERN, m('validation.digits9')));
export const rolesRule = v.pipe(v.array(v.number(), m('validation.roles.min')), v.minLength(1, m('validation.roles.min')));
export const rejectReasonRule = v.pipe(v.string(m('validation.rejectCause')), v.trim(), v.nonEmpty(m('validation.rejectCause')), v.maxLength(1000, m('validation.too_long')));

/**
 * Password and confirmation must match (spec 000 §5). Use inside a form schema as
 * `v.forward(v.partialCheck([['password'], ['password_confirmation']], passwordsMatch, PASSWORDS_MATCH), ['password_confirmation'])`
 * so the message lands on the confirmation field.
 */
export const PASSWORDS_MATCH = m('validation.password.confirm');
export const passwordsMatch = (input: { password?: string; password_confirmation?: string }) => input.password === input.password_confirmation;
