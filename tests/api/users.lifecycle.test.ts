import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectContract, formData, type TestApp } from './harness';

let t: TestApp;
let admin: string;
const idOf = async (email: string) => (await t.database.execute('select id from users where email = $1', [email])).rows[0].id as number;
const rowOf = async (id: number) => (await t.database.execute('select status, version, reject_reason from users where id = $1', [id])).rows[0];
const historyOf = async (id: number) =>
  (await t.database.execute("select event, from_status, to_status from workflow_history where workflow = 'userAccount' and record_id = $1 order by id", [id])).rows;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@mashaer.test');
});
afterAll(async () => {
  await t?.close();
});

describe('POST /users/switch-user-status/{id}', () => {
  it('activates a pending account with roles, in one step with its history and audit rows', async () => {
    const id = await idOf('pending@mashaer.test');
    // role 3 is the demo service-provider role, for the applicant's type
    const f = formData({ status: 'active', roles: [3] });
    const res = await t.call('POST', `/api/users/switch-user-status/${id}`, { token: admin, payload: f.payload, headers: f.headers });
    expect(res.statusCode).toBe(200);
    expectContract('switchUserStatus', 200, res.json());
    expect(res.json().data.status).toBe('active');
    expect(res.json().data.roles.map((r: { id: number }) => r.id)).toEqual([3]);
    // the seeded registration, then this activation
    expect(await historyOf(id)).toEqual([
      { event: 'REGISTER', from_status: null, to_status: 'pending' },
      { event: 'ACTIVATE', from_status: 'pending', to_status: 'active' },
    ]);
    // the seeded registration, then this activation
    const audit = await t.database.execute("select event from audit_log where entity = 'users' and entity_id = $1 order by id", [id]);
    expect(audit.rows.map((r) => r.event)).toEqual(['REGISTER', 'ACTIVATE']);
    // and the account can now sign in
    await t.login('pending@mashaer.test');
  });

  it('refuses to activate an active account with code 104 and changes nothing', async () => {
    const id = await idOf('provider@mashaer.test');
    const before = await rowOf(id);
    const historyBefore = await historyOf(id);
    const res = await t.call('POST', `/api/users/switch-user-status/${id}`, { token: admin, body: { status: 'active', roles: [2] } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: '104', message: 'already active' });
    expect(await rowOf(id)).toEqual(before);
    expect(await historyOf(id)).toEqual(historyBefore);
  });

  it('needs a reject_reason to reject, and a role to activate (422 on the field)', async () => {
    const id = await idOf('rejected@mashaer.test');
    // bad input is a 422 whatever the status; good input to a status that does not take the event is the 409
    const r0 = await t.call('POST', `/api/users/switch-user-status/${id}`, { token: admin, body: { status: 'rejected' } });
    expect(r0.statusCode).toBe(422);
    expect(Object.keys(r0.json().errors)).toEqual(['reject_reason']);
    const r1 = await t.call('POST', `/api/users/switch-user-status/${id}`, { token: admin, body: { status: 'rejected', reject_reason: 'again' } });
    expect(r1.statusCode).toBe(409); // already rejected
    expect(r1.json().code).toBe('104');
    const pendingId = (await t.database.execute("insert into users (name, email, password_hash, type_id, status) values ('x', 'x@t.test', 'h', 2, 'pending') returning id")).rows[0].id as number;
    const r2 = await t.call('POST', `/api/users/switch-user-status/${pendingId}`, { token: admin, body: { status: 'rejected' } });
    expect(r2.statusCode).toBe(422);
    expect(Object.keys(r2.json().errors)).toEqual(['reject_reason']);
    const r3 = await t.call('POST', `/api/users/switch-user-status/${pendingId}`, { token: admin, body: { status: 'active', roles: [] } });
    expect(r3.statusCode).toBe(422);
    expect(Object.keys(r3.json().errors)).toEqual(['roles']);
    expect((await rowOf(pendingId)).status).toBe('pending');
  });

  it('disables an account and revokes its sessions; enables it again', async () => {
    const id = await idOf('sharer@mashaer.test');
    const token = await t.login('sharer@mashaer.test');
    const res = await t.call('POST', `/api/users/switch-user-status/${id}`, { token: admin, body: { platform: 'disabled' } });
    expect(res.statusCode).toBe(200);
    expect((await t.call('GET', '/api/auth/permission-me', { token })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/auth/login', { body: { email: 'sharer@mashaer.test', password: 'Demo#2026' } })).statusCode).toBe(403);
    const again = await t.call('POST', `/api/users/switch-user-status/${id}`, { token: admin, body: { platform: 'active' } });
    expect(again.json().data.status).toBe('active');
  });

  it('refuses a stale version with 409', async () => {
    const id = await idOf('gov@mashaer.test');
    const res = await t.call('POST', `/api/users/switch-user-status/${id}`, { token: admin, body: { platform: 'disabled', version: 999 } });
    expect(res.statusCode).toBe(409);
    expect((await rowOf(id)).status).toBe('active');
  });

  it('lists users with paging and filters', async () => {
    const res = await t.call('POST', '/api/users?page=1', { token: admin, body: { paginate: 3, status: 'active' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expectContract('listUsers', 200, body);
    expect(body.data.data).toHaveLength(3);
    expect(body.data.per_page).toBe(3);
    expect(body.data.data.every((u: { status: string }) => u.status === 'active')).toBe(true);
  });
});
