/**
 * Hostile input reaching the body parser and the error handler (the security issue's findings):
 * prototype pollution through indexed form fields, value/group clashes, sparse and huge indexes,
 * control characters, out-of-range ids and references to records that do not exist. Every one
 * is refused with a clear 4xx that carries no SQL or exception text, and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, rawForm, type TestApp } from './harness';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@mashaer.test');
});
afterAll(() => t.close());

const LEAK = /select |insert |update |delete from|violates|constraint|at \w+ \(|node_modules|TypeError|SyntaxError|\bpg\b|postgres/i;
const form = (pairs: Array<[string, string]>) => rawForm(pairs);

describe('prototype pollution', () => {
  it.each([
    ['__proto__[polluted]', 'yes'],
    ['constructor[prototype][polluted]', 'yes'],
    ['email[__proto__][polluted]', 'yes'],
    ['prototype[polluted]', 'yes'],
  ])('%s sent to sign-in without a session is refused and pollutes nothing', async (name, value) => {
    const f = form([
      [name, value],
      ['email', 'nobody@mashaer.test'],
      ['password', 'x'],
    ]);
    const res = await t.call('POST', '/api/auth/login', { payload: f.payload, headers: f.headers });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toHaveLength(1);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('a JSON body with __proto__ is refused and pollutes nothing', async () => {
    const res = await t.call('POST', '/api/auth/login', { payload: '{"email":"a@b.c","password":"x","__proto__":{"polluted":1}}', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(422);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('form shapes', () => {
  it('a field sent as a value and as a group is a 422 on that field', async () => {
    const f = form([
      ['email', 'a@b.c'],
      ['email[b]', '2'],
      ['password', 'x'],
    ]);
    const res = await t.call('POST', '/api/auth/login', { payload: f.payload, headers: f.headers });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('email');
  });

  it('the other order too, and list against group', async () => {
    for (const pairs of [
      [
        ['a[b]', '2'],
        ['a', '1'],
      ],
      [
        ['a[0]', '1'],
        ['a[b]', '2'],
      ],
      [
        ['a[b]', '1'],
        ['a[0]', '2'],
      ],
      [
        ['a[]', '1'],
        ['a[x]', '2'],
      ],
    ] as Array<Array<[string, string]>>) {
      const f = form([...pairs, ['email', 'a@b.c'], ['password', 'x']]);
      const res = await t.call('POST', '/api/auth/login', { payload: f.payload, headers: f.headers });
      expect(res.statusCode, JSON.stringify(pairs)).toBe(422);
      expect(res.json().errors).toHaveProperty('a');
    }
  });

  it('a sparse index beyond the cap is refused by the parser, before anything is allocated', async () => {
    for (const index of ['30000000', '4294967295', '99999999999999999999']) {
      const f = form([
        [`platform[${index}]`, 'x'],
        ['email', 'a@b.c'],
        ['password', 'x'],
      ]);
      const res = await t.call('POST', '/api/auth/login', { payload: f.payload, headers: f.headers });
      expect(res.statusCode, index).toBe(422);
      expect(res.json().errors).toHaveProperty('platform');
    }
  });

  it('too many fields is a 413 from the multipart reader', async () => {
    const pairs: Array<[string, string]> = Array.from({ length: 600 }, (_, i) => [`f${i}`, 'x']);
    const f = form(pairs);
    const res = await t.call('POST', '/api/auth/login', { payload: f.payload, headers: f.headers });
    expect(res.statusCode).toBe(413);
    expect(res.body).not.toMatch(LEAK);
  });

  it('a malformed multipart body is a 4xx, not a 500', async () => {
    const res = await t.call('POST', '/api/auth/login', {
      payload: '--xx\r\nContent-Disposition: form-data; name="email"\r\n\r\nunterminated',
      headers: { 'content-type': 'multipart/form-data; boundary=xx' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).not.toMatch(LEAK);
  });

  it('indexed lists still arrive in index order, gaps closed', async () => {
    const { parseFormFields } = await import('../../server/http/formFields');
    const body = parseFormFields([
      { name: 'roles[2]', value: 'c' },
      { name: 'roles[0]', value: 'a' },
      { name: 'roles[5]', value: '' },
      { name: 'x[a][b]', value: '1' },
    ]);
    expect(body.roles).toEqual(['a', 'c']);
    expect(Object.getPrototypeOf(body)).toBeNull();
    expect(JSON.parse(JSON.stringify(body))).toEqual({ roles: ['a', 'c'], x: { a: { b: '1' } } });
  });
});

describe('characters and numbers', () => {
  it('NUL mixed with right-to-left marks is a 422 on the field, in JSON and form data', async () => {
    const name = 'تحالف\u200f\u0000\u202e';
    const json = await t.call('POST', '/api/general/alliance/store_with_members', { token: admin, body: { name, leader_id: 1, members: [1] } });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors).toHaveProperty('name');
    const f = form([['name', name]]);
    const res = await t.call('POST', '/api/general/alliance/store_with_members', { token: admin, payload: f.payload, headers: f.headers });
    expect(res.statusCode).toBe(422);
  });

  it('bidi marks alone are ordinary text', async () => {
    const res = await t.call('POST', '/api/users?page=1', { token: admin, body: { search: '\u200fمحمد\u200e' } });
    expect(res.statusCode).toBe(200);
  });

  it.each(['9007199254740993', '2147483648', '1e999', '-1', '0', '1.5', 'NaN'])('id %s in a path is a 422', async (id) => {
    const res = await t.call('GET', `/api/users/${id}`, { token: admin });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('id');
    expect(res.body).not.toMatch(LEAK);
  });
});

describe('file fields', () => {
  it('text sent under a file field is a 422 on that field, not a file', async () => {
    const f = form([
      ['signature', 'not a file'],
      ['stamp', '12345'],
    ]);
    const res = await t.call('POST', '/api/profile/images', { token: admin, payload: f.payload, headers: f.headers });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['signature']));
    expect(res.body).not.toMatch(LEAK);
  });
});

describe('references and the error handler', () => {
  it('activating with a role id that does not exist is a 422 on roles and changes nothing', async () => {
    const list = await t.call('POST', '/api/users?page=1', { token: admin, body: { paginate: 1, status: 'pending' } });
    const pending = list.json().data.data[0];
    expect(pending).toBeDefined();
    for (const roleId of [999999, 2147483647]) {
      const res = await t.call('POST', `/api/users/switch-user-status/${pending.id}`, { token: admin, body: { status: 'active', roles: [roleId] } });
      expect(res.statusCode, String(roleId)).toBe(422);
      expect(res.json().errors).toHaveProperty('roles');
      expect(res.body).not.toMatch(LEAK);
    }
    const after = await t.call('GET', `/api/users/${pending.id}`, { token: admin });
    expect(after.json().data.status).toBe(pending.status);
  });

  it('a database refusal maps to a field error without the statement', async () => {
    const { databaseRefusal } = await import('../../server/db/errors');
    const fk = databaseRefusal({ code: '23503', detail: 'Key (role_id)=(99) is not present in table "roles".' });
    expect(fk?.status).toBe(422);
    expect(fk?.errors).toEqual({ roles: ['validation.exists'] });
    const wrapped = databaseRefusal(new Error('Failed query: insert into …', { cause: { code: '23505', detail: 'Key (email)=(a@b.c) already exists.' } }));
    expect(wrapped?.errors).toEqual({ email: ['validation.taken'] });
    expect(databaseRefusal({ code: '23503', detail: 'Key (id)=(5) is still referenced from table "user_roles".' })?.status).toBe(409);
    expect(databaseRefusal({ code: '23001', detail: 'Key (id)=(2) is referenced from table "camps".' })?.status).toBe(409);
    expect(databaseRefusal(new Error('boom'))).toBeUndefined();
  });
});
