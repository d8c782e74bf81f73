/**
 * The user forms' schemas, built from the spec's rules in shared/rules/user.ts —
 * the same rules the API checks — so a mistake is shown on its field before the
 * form is sent. Messages are keys of the shared catalogue.
 */
import * as v from 'valibot';
import { emailRule, nameRule, optionalUsernameRule, passwordRule, PASSWORDS_MATCH, passwordsMatch, phoneRule, rolesRule } from '../../../shared/rules/user';
import { textLimits } from '../../../shared/limits';

const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, 'validation.too_long'));

/** The account fields every user form has (see AccountFields). */
export interface AccountValues {
  name: string;
  username: string;
  email: string;
  /** the nine digits after +966 (PhoneInput); the schema's output is the stored 9665XXXXXXXX */
  phone: string;
  password: string;
  password_confirmation: string;
}

export interface UserFormValues extends AccountValues {
  company_name: string;
  type_id: number | null;
  parent: { id: number; name: string; company_name?: string | null | undefined; type_id: number } | null;
  roles: number[];
}

export type EmployeeFormValues = AccountValues;

const account = {
  name: nameRule,
  username: optionalUsernameRule,
  email: emailRule,
  phone: phoneRule,
};

/** An empty password keeps the current one when editing. */
const newPasswordOrNone = v.union([v.literal(''), passwordRule], 'validation.password.length');

/**
 * The create-user and edit-user form. Roles are asked for when creating and when
 * editing an activated account; an employee takes its main user's type.
 */
export function userFormSchema(mode: 'create' | 'update', withRoles: boolean) {
  return v.pipe(
    v.object({
      ...account,
      company_name: text(textLimits.companyName),
      type_id: v.nullable(v.number()),
      parent: v.nullable(v.object({ id: v.number(), name: v.string(), company_name: v.nullish(v.string()), type_id: v.number() })),
      roles: withRoles ? rolesRule : v.array(v.number()),
      password: mode === 'create' ? passwordRule : newPasswordOrNone,
      password_confirmation: v.string(),
    }),
    v.forward(v.partialCheck([['password'], ['password_confirmation']], passwordsMatch, PASSWORDS_MATCH), ['password_confirmation']),
    v.forward(
      v.partialCheck([['type_id'], ['parent']], (input) => input.type_id !== null || input.parent !== null, 'validation.required'),
      ['type_id'],
    ),
  );
}

export const employeeFormSchema = v.pipe(
  v.object({ ...account, password: passwordRule, password_confirmation: v.string() }),
  v.forward(v.partialCheck([['password'], ['password_confirmation']], passwordsMatch, PASSWORDS_MATCH), ['password_confirmation']),
);

export const emptyUserForm: UserFormValues = {
  name: '',
  username: '',
  email: '',
  phone: '',
  company_name: '',
  type_id: null,
  parent: null,
  roles: [],
  password: '',
  password_confirmation: '',
};

export const emptyEmployeeForm: EmployeeFormValues = { name: '', username: '', email: '', phone: '', password: '', password_confirmation: '' };

/** The fields a 422 from the API may name, so each lands on its input. */
export const userFormFields = ['name', 'username', 'email', 'phone', 'company_name', 'type_id', 'parent_id', 'roles', 'password', 'password_confirmation'] as const;
