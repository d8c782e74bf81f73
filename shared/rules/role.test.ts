import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { RoleSchema } from './role';
import { CreateAllianceSchema } from './alliance';

const fieldErrors = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input, { abortPipeEarly: true });
  return r.success ? {} : Object.fromEntries(r.issues.map((i) => [i.path?.[0]?.key as string, i.message]));
};

describe('the role rules', () => {
  it('need a name, at least one known permission and at least one account type; trim and default the rest', () => {
    const types = ['contractor'];
    expect(fieldErrors(RoleSchema, { name: ' ', permissions: [] })).toEqual({
      name: 'validation.required',
      permissions: 'validation.permissions.min',
      account_types: 'validation.questionCategory.types',
    });
    expect(fieldErrors(RoleSchema, { name: 'دور', account_types: types })).toEqual({ permissions: 'validation.permissions.min' });
    expect(fieldErrors(RoleSchema, { name: 'دور', permissions: ['ticket-index', 'no-such'], account_types: types })).toEqual({ permissions: 'validation.permissions.unknown' });
    expect(fieldErrors(RoleSchema, { name: 'دور', permissions: ['ticket-index'], account_types: ['no-such'] })).toEqual({ account_types: 'validation.invalid' });
    expect(fieldErrors(RoleSchema, { name: 'x'.repeat(101), permissions: ['ticket-index'], account_types: types })).toEqual({ name: 'validation.too_long' });
    expect(v.parse(RoleSchema, { name: ' دور ', permissions: ['ticket-index'], account_types: ['contractor', 'contractor'] })).toEqual({
      name: 'دور',
      name_en: '',
      description: '',
      permissions: ['ticket-index'],
      account_types: ['contractor'],
    });
  });
});

describe('the alliance rules', () => {
  it('need a name, a leader among the members and another member', () => {
    expect(fieldErrors(CreateAllianceSchema, { name: '', members: [], leader_id: 0 })).toEqual({
      name: 'validation.required',
      members: 'validation.alliance.members',
      leader_id: 'validation.required',
    });
    expect(fieldErrors(CreateAllianceSchema, { name: 'تحالف', members: [5, 6], leader_id: 7 })).toEqual({ leader_id: 'validation.alliance.leader' });
    expect(fieldErrors(CreateAllianceSchema, { name: 'تحالف', members: [5, 5], leader_id: 5 })).toEqual({ members: 'validation.alliance.members' });
    expect(v.parse(CreateAllianceSchema, { name: ' تحالف ', members: [5, 6], leader_id: 5 })).toEqual({ name: 'تحالف', members: [5, 6], leader_id: 5 });
  });
});
