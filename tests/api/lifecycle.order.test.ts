/**
 * The refusal order of every lifecycle route (server/lifecycle/define.ts):
 * 401 no session → 403 no right to the event from any status (the record is not read) →
 * 404 missing or not the caller's → 422 bad input (even when the status does not take the
 * event) → 409 the status does not take it → 403 no right in this status → the guards
 * (422/409) → 409 stale version. A refused event changes nothing. Also applyMany's report,
 * and the domain functions called with a Caller as the routes call them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';
import { userAccountLifecycle } from '../../server/features/users/lifecycle';
import type { Caller } from '../../server/lifecycle/caller';

let t: TestApp;
let admin: string;
let employee: string;
let platform: string;
let adminCaller: Caller;
const idOf = async (email: string) => (await t.database.execute('select id from users where email = $1', [email])).rows[0].id as number;
const stateOf = async (id: number) =>
  (await t.database.execute("select status, version, (select count(*)::int from workflow_history h where h.workflow = 'userAccount' and h.record_id = u.id) as steps from users u where id = $1", [id]))
    .rows[0];
const send = (token: string | undefined, id: number, body: Record<string, unknown>) => t.call('POST', `/api/users/switch-user-status/${id}`, { token, body });
/** A fresh applicant, pending. */
let n = 0;
const applicant = async () => {
  n += 1;
  const res = await t.database.execute("insert into users (name, email, password_hash, type_id, status) values ($1, $2, 'h', 2, 'pending') returning id", [
    `applicant ${n}`,
    `applicant${n}@order.test`,
  ]);
  return res.rows[0].id as number;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@mashaer.test');
  employee = await t.login('employee@mashaer.test');
  // an administrator who may switch accounts (user-update) but not decide on applications (user-request)
  const role = await t.database.execute("insert into roles (name, name_en, account_types) values ('مشغل المنصة', 'Platform operator', '{admin}') returning id");
  const roleId = role.rows[0].id as number;
  await t.database.execute("insert into role_permissions (role_id, permission_id) select $1, id from permissions where name = 'user-update'", [roleId]);
  const created = await t.call('POST', '/api/users/store', {
    token: admin,
    body: { name: 'مشغل', email: 'operator@order.test', phone: '966511112222', password: 'Secret#12', password_confirmation: 'Secret#12', type_id: 1, roles: [roleId] },
  });
  expect(created.statusCode, created.body).toBe(201);
  platform = await t.login('operator@order.test', 'Secret#12');
  const adminId = await idOf('admin@mashaer.test');
  adminCaller = { userId: adminId, permissions: (await t.database.execute('select name from permissions')).rows.map((r) => r.name as string), accountType: 'admin', lang: 'en', ip: '127.0.0.1' };
});
afterAll(async () => {
  await t?.close();
});

describe('refusal order on switch-user-status', () => {
  it('401 before anything', async () => {
    expect((await send(undefined, 999_999, {})).statusCode).toBe(401);
  });

  it('403 without the route permission, whether the record exists or not', async () => {
    expect((await send(employee, 999_999, { status: 'active', roles: [3] })).statusCode).toBe(403);
    expect((await send(employee, await idOf('pending@mashaer.test'), { status: 'active', roles: [3] })).statusCode).toBe(403);
  });

  it('403 for an event the caller may send from no status, before the record is read (a missing one too)', async () => {
    const missing = await send(platform, 999_999, { status: 'active', roles: [3] });
    expect(missing.statusCode).toBe(403);
    const id = await applicant();
    const before = await stateOf(id);
    expect((await send(platform, id, { status: 'active', roles: [3] })).statusCode).toBe(403);
    expect(await stateOf(id)).toEqual(before);
  });

  it('404 for a missing record, before its input is looked at', async () => {
    const res = await send(admin, 999_999, { status: 'rejected' });
    expect(res.statusCode).toBe(404);
  });

  it('422 on the field before 409 when the status does not take the event; 409 with good input', async () => {
    const id = await idOf('gov@mashaer.test');
    const before = await stateOf(id);
    const bad = await send(admin, id, { status: 'active', roles: [] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['roles']);
    const good = await send(admin, id, { status: 'active', roles: [3] });
    expect(good.statusCode).toBe(409);
    expect(good.json().code).toBe('104');
    // an event a status does not take, with nothing to check, is the 409
    const pending = await applicant();
    expect((await send(platform, pending, { platform: 'disabled' })).statusCode).toBe(409);
    expect(await stateOf(id)).toEqual(before);
  });

  it('the guards after the right, then the version', async () => {
    const id = await applicant();
    const before = await stateOf(id);
    // a stale version with bad input is the 422
    const bad = await send(admin, id, { status: 'active', roles: [], version: 99 });
    expect(bad.statusCode).toBe(422);
    const stale = await send(admin, id, { status: 'active', roles: [3], version: 99 });
    expect(stale.statusCode).toBe(409);
    expect(await stateOf(id)).toEqual(before);
    const ok = await send(admin, id, { status: 'active', roles: [3], version: before.version });
    expect(ok.statusCode).toBe(200);
    expect(await stateOf(id)).toEqual({ status: 'active', version: Number(before.version) + 1, steps: Number(before.steps) + 1 });
  });
});

describe('the runtime called with a Caller, as the routes call it', () => {
  it('403 for a sender without the right in this status (the account holder is the only one to UPDATE_FORMS), 409 first when the status does not take it', async () => {
    const accounts = userAccountLifecycle.on(t.database.db);
    const id = await applicant();
    await expect(accounts.apply(adminCaller, id, { type: 'UPDATE_FORMS' })).rejects.toMatchObject({ status: 403 });
    await expect(accounts.apply(adminCaller, await idOf('rejected@mashaer.test'), { type: 'UPDATE_FORMS' })).rejects.toMatchObject({ status: 409 });
    // the holder themself (a registration session holds no permissions)
    const self: Caller = { userId: id, permissions: [], accountType: 'service_provider', lang: 'en' };
    const done = await accounts.apply(self, id, { type: 'UPDATE_FORMS' });
    expect(done).toMatchObject({ from: 'pending', to: 'pending' });
    // a typed row, not a raw one
    expect(done.record).toMatchObject({ id, status: 'pending', typeId: 2 });
  });

  it('someone else may not see the account: 404 like a missing one', async () => {
    const accounts = userAccountLifecycle.on(t.database.db);
    const stranger: Caller = { userId: await idOf('gov@mashaer.test'), permissions: [], accountType: 'gov', lang: 'en' };
    await expect(accounts.apply(stranger, await idOf('pending@mashaer.test'), { type: 'UPDATE_FORMS' })).rejects.toMatchObject({ status: 404 });
  });

  it("applyMany: each record in its own transaction, a report per record in the caller's language", async () => {
    const accounts = userAccountLifecycle.on(t.database.db);
    const [a, b] = [await applicant(), await applicant()];
    const active = await idOf('design@mashaer.test');
    const report = await accounts.applyMany({ ...adminCaller, lang: 'ar' }, [a, active, 999_999, b], { type: 'ACTIVATE', roles: [3] });
    expect(report.map((r) => [r.id, r.result, r.result === 'refused' ? r.status : r.to])).toEqual([
      [a, 'applied', 'active'],
      [active, 'refused', 409],
      [999_999, 'refused', 404],
      [b, 'applied', 'active'],
    ]);
    const refused = report[1]!;
    expect(refused.result === 'refused' && refused.code).toBe('104');
    expect(refused.result === 'refused' && refused.message).toMatch(/[\u0600-\u06FF]/);
    expect((await stateOf(a)).status).toBe('active');
  });

  it("create starts in the machine's initial status with its first history row", async () => {
    const accounts = userAccountLifecycle.on(t.database.db);
    const row = await accounts.create(adminCaller, { name: 'جديد', email: 'new@order.test', passwordHash: 'h', typeId: 2 });
    expect(row.status).toBe(accounts.initial);
    expect(await stateOf(row.id)).toMatchObject({ status: 'pending', steps: 1 });
    const can = await accounts.can(adminCaller, row.id);
    expect(can.events.filter((e) => e.allowed).map((e) => e.event)).toEqual(['ACTIVATE', 'REJECT']);
  });
});
