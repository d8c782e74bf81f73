/** GET general/reassign_form/get-user-of-type/{type_id}: the re-assign and lock form's user picker. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { createTestApp, DEMO_PASSWORD, expectContract, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let passwordHash: string;
let seq = 0;

const q = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) => (await t.database.execute(text, params)).rows as T[];
const one = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) => (await q<T>(text, params))[0]!;
const typeId = async (code: string) => (await one<{ id: number }>('select id from account_types where code = $1', [code])).id;
const usersOfType = (id: number | string, token?: string, lang: 'ar' | 'en' = 'en') =>
  t.call('GET', `/api/general/reassign_form/get-user-of-type/${id}`, token === undefined ? { lang } : { token, lang });

/** A fresh account of a type, holding a role with exactly these permissions; signed in when active. */
async function makeUser(typeCode: string, permissions: string[] = [], status = 'active', company: string | null = `شركة ${seq + 1}`) {
  seq += 1;
  const email = `reassign${seq}@t.test`;
  const { id } = await one<{ id: number }>('insert into users (name, email, password_hash, type_id, status, company_name) values ($1, $2, $3, $4, $5, $6) returning id', [
    `مستخدم ${seq}`,
    email,
    passwordHash,
    await typeId(typeCode),
    status,
    company,
  ]);
  const { id: roleId } = await one<{ id: number }>('insert into roles (name) values ($1) returning id', [`role-${email}`]);
  if (permissions.length) await q('insert into role_permissions (role_id, permission_id) select $1, id from permissions where name = any($2::text[])', [roleId, permissions]);
  await q('insert into user_roles (user_id, role_id) values ($1, $2)', [id, roleId]);
  const token = status === 'active' ? await t.login(email) : '';
  return { id, email, token, name: `مستخدم ${seq}` };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@mashaer.test');
  passwordHash = await hashPassword(DEMO_PASSWORD);
});
afterAll(async () => {
  await t?.close();
});

describe('GET general/reassign_form/get-user-of-type/{type_id}', () => {
  it('answers the active users of the type — id, name, company name, e-mail — by company name, and no one else', async () => {
    const contractor = await typeId('contractor');
    const active = await makeUser('contractor', [], 'active', 'ألف للمقاولات');
    const noCompany = await makeUser('contractor', [], 'active', null);
    const pending = await makeUser('contractor', [], 'pending');
    const rejected = await makeUser('contractor', [], 'rejected');
    const disabled = await makeUser('contractor', [], 'disabled');
    const deleted = await makeUser('contractor');
    await q("update users set deleted_at = now(), email = 'gone-' || email where id = $1", [deleted.id]);
    const otherType = await makeUser('consultant');

    const res = await usersOfType(contractor, admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expectContract('reassignFormUsersOfType', 200, body);
    expect(body.message).toBe('Data retrieved');
    const ids = body.data.map((u: { id: number }) => u.id);
    expect(ids).toEqual(expect.arrayContaining([active.id, noCompany.id]));
    for (const gone of [pending, rejected, disabled, deleted, otherType]) expect(ids).not.toContain(gone.id);

    const expected = await q<{ id: number }>("select id from users where type_id = $1 and status = 'active' and deleted_at is null order by coalesce(company_name, name), name, id", [contractor]);
    expect(ids).toEqual(expected.map((r) => r.id));
    expect(body.data.find((u: { id: number }) => u.id === active.id)).toEqual({ id: active.id, name: active.name, company_name: 'ألف للمقاولات', email: active.email });
    expect(body.data.find((u: { id: number }) => u.id === noCompany.id)).toMatchObject({ company_name: null, email: noCompany.email });
    // nothing beyond what a picker needs
    expect(Object.keys(body.data[0]).sort()).toEqual(['company_name', 'email', 'id', 'name']);
  });

  it('answers an empty list for a type with no active user', async () => {
    const consultant = await typeId('consultant');
    await q("update users set status = 'disabled' where type_id = $1", [consultant]);
    const res = await usersOfType(consultant, admin);
    expect(res.statusCode).toBe(200);
    expectContract('reassignFormUsersOfType', 200, res.json());
    expect(res.json().data).toEqual([]);
  });

  it('refuses an account type that does not exist with a 422 on type_id, in the caller’s language', async () => {
    const res = await usersOfType(999, admin);
    expect(res.statusCode).toBe(422);
    expectContract('reassignFormUsersOfType', 422, res.json());
    expect(res.json().errors).toEqual({ type_id: ['There is no such account type'] });
    expect((await usersOfType(999, admin, 'ar')).json().errors).toEqual({ type_id: ['نوع الحساب غير موجود'] });
    expect((await usersOfType(0, admin)).statusCode).toBe(422);
    expect((await usersOfType('abc', admin)).statusCode).toBe(422);
  });

  it('needs a session (401)', async () => {
    const res = await usersOfType(2);
    expect(res.statusCode).toBe(401);
    expectContract('reassignFormUsersOfType', 401, res.json());
    expect((await usersOfType(2, 'not-a-token')).statusCode).toBe(401);
  });

  it('needs the re-assign form or the lock form permission (403 otherwise)', async () => {
    const provider = await typeId('service_provider');
    const reassign = await makeUser('kdana', ['order-re-assign-form']);
    const lock = await makeUser('kdana', ['lock-form']);
    const neither = await makeUser('kdana', ['order-re-assign-index', 'lock-index', 'notification-create', 'user-index']);
    expect((await usersOfType(provider, reassign.token)).statusCode).toBe(200);
    expect((await usersOfType(provider, lock.token)).statusCode).toBe(200);
    const refused = await usersOfType(provider, neither.token);
    expect(refused.statusCode).toBe(403);
    expectContract('reassignFormUsersOfType', 403, refused.json());
    // the seeded provider employee holds neither
    expect((await usersOfType(provider, await t.login('employee@mashaer.test'))).statusCode).toBe(403);
  });
});
