/**
 * The role-form rules, as valibot schemas shared by the role form (client) and the
 * API (server), so both report the same message on the same field. The spec gives
 * none beyond "The name has already been taken"; these are ours.
 */
import * as v from 'valibot';
import type { SharedMessageKey } from '../messages';
import { allPermissions } from '../permissions';
import { isAccountTypeCode, type AccountTypeCode } from '../accountTypes';
import { requiredString } from './user';

const m = (key: SharedMessageKey) => key;

export const ROLE_NAME_MAX = 100;
export const ROLE_DESCRIPTION_MAX = 500;

const known = new Set(allPermissions);

const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, m('validation.too_long'))), '');

export const roleNameRule = v.pipe(requiredString, v.maxLength(ROLE_NAME_MAX, m('validation.too_long')));

/** At least one permission, each one the portal knows. */
export const rolePermissionsRule = v.pipe(
  v.optional(v.array(v.string(), m('validation.permissions.min')), []),
  v.minLength(1, m('validation.permissions.min')),
  v.check((list) => list.every((p) => known.has(p)), m('validation.permissions.unknown')),
);

/**
 * The account types the role is for (at least one, each of the catalogue). Whether
 * the permissions suit them (no administration permission outside the staff
 * types) is the API's check, which also reports it on `permissions`.
 */
export const roleAccountTypesRule = v.pipe(
  v.optional(v.array(v.string(), m('validation.questionCategory.types')), []),
  v.minLength(1, m('validation.questionCategory.types')),
  v.check((list) => list.every(isAccountTypeCode), m('validation.invalid')),
  v.transform((list) => [...new Set(list)] as AccountTypeCode[]),
);

export const RoleSchema = v.object({
  name: roleNameRule,
  name_en: optionalText(ROLE_NAME_MAX),
  description: optionalText(ROLE_DESCRIPTION_MAX),
  permissions: rolePermissionsRule,
  account_types: roleAccountTypesRule,
});

export type RoleValues = v.InferOutput<typeof RoleSchema>;
