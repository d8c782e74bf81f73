/**
 * The user forms' rules on the server: the same valibot rules the screens run
 * (shared/rules/user.ts), so a request that skipped the screen gets the spec's
 * messages on the same fields.
 */
import * as v from 'valibot';
import { emailRule, nameRule, optionalUsernameRule, passwordRule, PASSWORDS_MATCH, passwordsMatch, phoneRule, rolesRule } from '../../../shared/rules/user';
import { textLimits } from '../../../shared/limits';

const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, 'validation.too_long')));

const accountFields = {
  name: nameRule,
  username: v.optional(optionalUsernameRule),
  email: emailRule,
  phone: phoneRule,
  company_name: optionalText(textLimits.companyName),
};

export const CreateUserRules = v.pipe(
  v.object({
    ...accountFields,
    password: passwordRule,
    password_confirmation: v.string('validation.required'),
    roles: rolesRule,
  }),
  // the confirmation must equal the password; the message lands on the confirmation field
  v.forward(v.partialCheck([['password'], ['password_confirmation']], passwordsMatch, PASSWORDS_MATCH), ['password_confirmation']),
);

export const CreateEmployeeRules = v.pipe(
  v.object({
    name: accountFields.name,
    username: accountFields.username,
    email: accountFields.email,
    phone: accountFields.phone,
    password: passwordRule,
    password_confirmation: v.string('validation.required'),
  }),
  // the confirmation must equal the password; the message lands on the confirmation field
  v.forward(v.partialCheck([['password'], ['password_confirmation']], passwordsMatch, PASSWORDS_MATCH), ['password_confirmation']),
);

/** Editing: each field is checked only when sent; the password only when a new one is given. */
export const UpdateUserRules = v.pipe(
  v.object({
    name: v.optional(nameRule),
    username: v.optional(optionalUsernameRule),
    email: v.optional(emailRule),
    phone: v.optional(phoneRule),
    company_name: optionalText(textLimits.companyName),
    password: v.optional(passwordRule),
    password_confirmation: v.optional(v.string()),
    roles: v.optional(rolesRule),
  }),
  // the confirmation must equal the password; the message lands on the confirmation field
  v.forward(v.partialCheck([['password'], ['password_confirmation']], passwordsMatch, PASSWORDS_MATCH), ['password_confirmation']),
);

export const RolesRules = v.object({ roles: rolesRule });
