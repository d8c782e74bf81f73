/** The user forms' schemas: the spec's rules (000 §5), on the fields the screens show them under. */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { emptyEmployeeForm, emptyUserForm, employeeFormSchema, userFormSchema, type UserFormValues } from './schema';

const errorsOf = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input);
  return r.success ? {} : Object.fromEntries([...r.issues].reverse().map((i) => [v.getDotPath(i), i.message]));
};

const valid: UserFormValues = { ...emptyUserForm, name: 'سارة', email: 'sara@kidana.sa', phone: '966512345678', type_id: 7, roles: [4], password: 'Secret#12', password_confirmation: 'Secret#12' };

describe('the create-user form', () => {
  const schema = userFormSchema('create', true);

  it('accepts a complete account', () => {
    expect(errorsOf(schema, valid)).toEqual({});
  });

  it('reports each rule on its field', () => {
    expect(errorsOf(schema, { ...valid, name: 'أ'.repeat(101), email: 'x@', phone: '0412345678', roles: [], password: 'secret12', password_confirmation: 'x' })).toEqual({
      name: 'validation.name.max',
      email: 'validation.email',
      phone: 'validation.phone.mobile',
      roles: 'validation.roles.min',
      password: 'validation.password.pattern',
      password_confirmation: 'validation.password.confirm',
    });
    expect(errorsOf(schema, { ...valid, phone: '966412345678' })).toEqual({ phone: 'validation.phone.mobile' });
    expect(errorsOf(schema, { ...valid, password: 'Sec#1', password_confirmation: 'Sec#1' })).toEqual({ password: 'validation.password.length' });
    expect(errorsOf(schema, { ...valid, password_confirmation: 'Secret#13' })).toEqual({ password_confirmation: 'validation.password.confirm' });
  });

  it('takes ordinary full names, any phone form (stored as 9665XXXXXXXX) and usernames under 20 characters', () => {
    const out = v.parse(schema, { ...valid, name: 'عبدالرحمن بن عبدالعزيز بن محمد آل عبداللطيف الحربي', phone: '0551234567', username: 'abdulrahman.h' });
    expect(out).toMatchObject({ phone: '966551234567', username: 'abdulrahman.h' });
    expect(v.parse(schema, { ...valid, phone: '551234567' }).phone).toBe('966551234567');
    expect(errorsOf(schema, { ...valid, username: 'a'.repeat(20) })).toEqual({ username: 'validation.username' });
    expect(errorsOf(schema, { ...valid, username: '' })).toEqual({});
  });

  it('needs an account type unless a main user is chosen', () => {
    expect(errorsOf(schema, { ...valid, type_id: null })).toEqual({ type_id: 'validation.required' });
    expect(errorsOf(schema, { ...valid, type_id: null, parent: { id: 3, name: 'شركة الضيافة', type_id: 2 } })).toEqual({});
  });
});

describe('the edit-user form', () => {
  it('keeps the password when left empty, and checks a new one', () => {
    const schema = userFormSchema('update', true);
    expect(errorsOf(schema, { ...valid, password: '', password_confirmation: '' })).toEqual({});
    expect(errorsOf(schema, { ...valid, password: 'short', password_confirmation: 'short' })).toEqual({ password: 'validation.password.length' });
  });

  it('asks for no roles before the account is activated', () => {
    expect(errorsOf(userFormSchema('update', false), { ...valid, roles: [], password: '', password_confirmation: '' })).toEqual({});
    expect(errorsOf(userFormSchema('update', true), { ...valid, roles: [], password: '', password_confirmation: '' })).toEqual({ roles: 'validation.roles.min' });
  });
});

describe('the add-employee form', () => {
  it('needs the account fields and a confirmed password, no roles', () => {
    expect(Object.keys(errorsOf(employeeFormSchema, emptyEmployeeForm)).sort()).toEqual(['email', 'name', 'password', 'phone']);
    expect(errorsOf(employeeFormSchema, { name: 'خالد', username: '', email: 'k@d.sa', phone: '966533334444', password: 'Field#2026', password_confirmation: 'Field#2026' })).toEqual({});
  });
});
