/**
 * The profile forms (spec 000 §6 "/profile"): one's own name and phone under the
 * user-form rules of spec 000 §5, and the password change (current password, a new
 * one under the spec's rules, equal to its confirmation). Shared by the screens and the API.
 */
import * as v from 'valibot';
import type { SharedMessageKey } from '../messages';
import { nameRule, passwordRule, passwordsMatch, PASSWORDS_MATCH, phoneRule } from './user';

const m = (key: SharedMessageKey) => key;

export const ProfileSchema = v.object({ name: nameRule, phone: phoneRule });

export const ChangePasswordSchema = v.pipe(
  v.object({
    current_password: v.pipe(v.string(m('validation.password.current')), v.nonEmpty(m('validation.password.current'))),
    password: passwordRule,
    password_confirmation: v.pipe(v.string(m('validation.required')), v.nonEmpty(m('validation.required'))),
  }),
  v.forward(v.partialCheck([['password'], ['password_confirmation']], passwordsMatch, PASSWORDS_MATCH), ['password_confirmation']),
  v.forward(
    v.partialCheck([['current_password'], ['password']], (input) => input.current_password !== input.password, m('validation.password.same')),
    ['password'],
  ),
);

export type ProfileInput = v.InferInput<typeof ProfileSchema>;
export type ChangePasswordInput = v.InferInput<typeof ChangePasswordSchema>;
