/**
 * The administrator's account operations: read one, create (activated through the
 * lifecycle), edit, roles, the government/entity switches and delete — each
 * refused to a caller without the permission, checked with the spec's field
 * messages, and written to the account's history with old and new values.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, expectContract, formData, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let kdana: string;
let provider: string;
let roleId: (name: string) => Promise<number>;

const idOf = async (email: string) => (await t.database.execute('select id from users where lower(email) = lower($1) and deleted_at is null', [email])).rows[0]?.id as number;
const rowOf = async (id: number) => (await t.database.execute('select * from users where id = $1', [id])).rows[0]!;
const auditOf = async (id: number) =>
  (await t.database.execute("select event, old_value, new_value, actor_id, method from audit_log where entity = 'users' and entity_id = $1 order by id", [id])).rows as Array<{
    event: string;
    old_value: Record<string, unknown>;
    new_value: Record<string, unknown>;
    actor_id: number;
    method: string;
  }>;
const countRows = async (table: string) => Number((await t.database.execute(`select count(*)::int as n from ${table}`)).rows[0]!.n);

let companies = 0;
/** A company account written straight to the database (the demo data is another area's). */
async function makeCompany(name: string): Promise<number> {
  companies += 1;
  const row = await t.database.execute("insert into users (name, email, password_hash, type_id, status, company_name) values ($1, $2, 'x', 2, 'active', $1) returning id", [
    name,
    `company${companies}@alliance.test`,
  ]);
  return row.rows[0]!.id as number;
}
async function makeAlliance(name: string): Promise<{ leader: number; member: number }> {
  const leader = await makeCompany(`قائد ${name}`);
  const member = await makeCompany(`عضو ${name}`);
  const alliance = (await t.database.execute('insert into alliances (name, leader_id) values ($1, $2) returning id', [name, leader])).rows[0]!.id as number;
  await t.database.execute('insert into alliance_members (alliance_id, member_id) values ($1, $2), ($1, $3)', [alliance, leader, member]);
  return { leader, member };
}

const valid = (over: Record<string, unknown> = {}) => ({
  name: 'سارة الحربي',
  username: 'sara.h',
  email: 'sara@staff.test',
  phone: '966512345678',
  password: 'Secret#12',
  password_confirmation: 'Secret#12',
  type_id: 7,
  company_name: 'شركة كدانة للتنمية',
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@mashaer.test');
  kdana = await t.login('kdana@mashaer.test');
  provider = await t.login('provider@mashaer.test');
  roleId = async (nameEn: string) => (await t.database.execute('select id from roles where name_en = $1', [nameEn])).rows[0]!.id as number;
});
afterAll(async () => {
  await t?.close();
});

describe('POST /users/store (createUser)', () => {
  it('creates an account that can sign in at once: pending → ACTIVATE through the machine, with its audit rows', async () => {
    const kidanaStaff = await roleId('Kidana staff');
    const f = formData({ ...valid(), roles: [kidanaStaff] } as Record<string, string | number | number[]>);
    const res = await t.call('POST', '/api/users/store', { token: admin, payload: f.payload, headers: f.headers });
    expect(res.statusCode).toBe(201);
    expectContract('createUser', 201, res.json());
    const user = res.json().data;
    expect(user).toMatchObject({ name: 'سارة الحربي', email: 'sara@staff.test', status: 'active', type: { code: 'kdana' }, parent_id: null });
    expect(user.roles.map((r: { id: number }) => r.id)).toEqual([kidanaStaff]);

    const history = (await t.database.execute("select event, from_status, to_status from workflow_history where workflow = 'userAccount' and record_id = $1", [user.id])).rows;
    expect(history).toEqual([
      { event: 'CREATE', from_status: null, to_status: 'pending' },
      { event: 'ACTIVATE', from_status: 'pending', to_status: 'active' },
    ]);
    const audit = await auditOf(user.id);
    expect(audit.map((a) => a.event)).toEqual(['CREATE', 'ACTIVATE']);
    expect(audit[0]!.new_value).toMatchObject({ name: 'سارة الحربي', email: 'sara@staff.test', status: 'pending', type_id: 7 });
    expect(JSON.stringify(audit)).not.toMatch(/argon2|Secret#12|password_hash/);
    expect(audit[0]!.actor_id).toBe(await idOf('admin@mashaer.test'));

    const token = await t.login('sara@staff.test', 'Secret#12');
    const me = await t.call('GET', '/api/auth/permission-me', { token });
    expect(me.json().data.permissions).toContain('user-contact-index');
  });

  it("applies the spec's form rules on the fields, in the caller's language, and writes nothing", async () => {
    const users = await countRows('users');
    const audit = await countRows('audit_log');
    const res = await t.call('POST', '/api/users/store', {
      token: admin,
      lang: 'ar',
      body: valid({ name: '  ', email: 'not-an-email', phone: '0451234567', password: 'weakpass1', password_confirmation: 'other', roles: [] }),
    });
    expect(res.statusCode).toBe(422);
    expectContract('createUser', 422, res.json());
    const errors = res.json().errors;
    expect(errors.name).toEqual(['هذا الحقل مطلوب']);
    expect(errors.email).toEqual(['البريد الإلكتروني غير صحيح']);
    expect(errors.phone).toEqual(['رقم الجوال 9 أرقام تبدأ بـ 5 بعد \u2066+966\u2069، مثل \u20665XXXXXXXX\u2069']);
    expect(errors.password).toEqual(['يجب أن تحتوي كلمة المرور على حرف صغير وحرف كبير ورقم ورمز خاص (! @ # $)']);
    expect(errors.roles).toEqual(['يجب اختيار دور واحد على الأقل']);
    expect(await countRows('users')).toBe(users);
    expect(await countRows('audit_log')).toBe(audit);
  });

  it('checks the mobile part, the password length and the confirmation (English)', async () => {
    const res = await t.call('POST', '/api/users/store', { token: admin, body: valid({ phone: '966412345678', password: 'Ab1!', password_confirmation: 'Ab1!', roles: [1] }) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ phone: ['The mobile number is 9 digits starting with 5 after +966, e.g. 5XXXXXXXX'], password: ['Password must be 8 to 12 characters'] });
    const mismatch = await t.call('POST', '/api/users/store', { token: admin, body: valid({ password_confirmation: 'Secret#13', roles: [1] }) });
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['Password and confirmation do not match'] });
  });

  it('refuses an e-mail or username already taken (any case), an unknown type or role, on their fields', async () => {
    const taken = await t.call('POST', '/api/users/store', { token: admin, body: valid({ email: 'KDANA@mashaer.test', username: 'ADMIN', roles: [1] }) });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: ['The e-mail has already been taken'], username: ['The username has already been taken'] });
    const badType = await t.call('POST', '/api/users/store', { token: admin, body: valid({ email: 'x1@staff.test', username: 'xx1', type_id: 99, roles: [1] }) });
    expect(badType.json().errors).toEqual({ type_id: ['Unknown account type'] });
    const badRole = await t.call('POST', '/api/users/store', { token: admin, body: valid({ email: 'x2@staff.test', username: 'xx2', roles: [9999] }) });
    expect(badRole.json().errors).toEqual({ roles: ['One of the chosen roles does not exist'] });
    expect(await idOf('x1@staff.test')).toBeUndefined();
    expect(await idOf('x2@staff.test')).toBeUndefined();
  });

  it('creates a sub-employee of a main user, with its type and company', async () => {
    const parent = await idOf('provider@mashaer.test');
    const res = await t.call('POST', '/api/users/store', {
      token: admin,
      body: valid({ email: 'staff2@provider.test', username: 'staff2', type_id: undefined, company_name: undefined, parent_id: parent, roles: [await roleId('Provider employee')] }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      parent_id: parent,
      parent: { id: parent, name: 'شركة الضيافة' },
      type: { code: 'service_provider' },
      company_name: 'شركة الضيافة لخدمات الحجاج',
      status: 'active',
    });
    const employeeOfEmployee = await t.call('POST', '/api/users/store', {
      token: admin,
      body: valid({ email: 'staff3@provider.test', username: 'staff3', parent_id: await idOf('employee@mashaer.test'), roles: [1] }),
    });
    expect(employeeOfEmployee.json().errors).toEqual({ parent_id: ['An employee cannot be the main user of another employee'] });
  });

  it('is refused to a caller without user-create (403) and to no caller (401)', async () => {
    const res = await t.call('POST', '/api/users/store', { token: kdana, body: valid({ email: 'no@staff.test', roles: [1] }) });
    expect(res.statusCode).toBe(403);
    expectContract('createUser', 403, res.json());
    expect((await t.call('POST', '/api/users/store', { body: valid({ roles: [1] }) })).statusCode).toBe(401);
    expect(await idOf('no@staff.test')).toBeUndefined();
  });
});

describe('GET /users/{id} (getUser)', () => {
  it('answers the account with its registration details and employee count', async () => {
    const id = await idOf('provider@mashaer.test');
    const res = await t.call('GET', `/api/users/${id}`, { token: kdana, lang: 'ar' });
    expect(res.statusCode).toBe(200);
    expectContract('getUser', 200, res.json());
    expect(res.json().data).toMatchObject({ id, name: 'شركة الضيافة', status_text: 'نشط', type: { name: 'مقدم خدمة' } });
    expect(res.json().data.employees_count).toBeGreaterThanOrEqual(1);
  });

  it('answers 404 for an unknown or deleted account and 403 without user-view', async () => {
    const missing = await t.call('GET', '/api/users/999999', { token: admin });
    expect(missing.statusCode).toBe(404);
    expectContract('getUser', 404, missing.json());
    expect(missing.json().message).toBe('The user was not found');
    expect((await t.call('GET', `/api/users/${await idOf('admin@mashaer.test')}`, { token: provider })).statusCode).toBe(403);
  });
});

describe('POST /users/update/{id} (updateUser)', () => {
  it('changes only what differs, bumps the version and records old → new (never the password)', async () => {
    const id = await idOf('design@mashaer.test');
    const before = await rowOf(id);
    const session = await t.login('design@mashaer.test');
    const res = await t.call('POST', `/api/users/update/${id}`, {
      token: admin,
      body: { name: 'مكتب الإتقان الجديد', email: 'design@mashaer.test', phone: '966555555555', password: 'NewPass#1', password_confirmation: 'NewPass#1', version: before.version },
    });
    expect(res.statusCode).toBe(200);
    expectContract('updateUser', 200, res.json());
    expect(res.json()).toMatchObject({ message: 'The user was updated', data: { name: 'مكتب الإتقان الجديد', phone: '966555555555', version: Number(before.version) + 1 } });
    const audit = (await auditOf(id)).at(-1)!;
    expect(audit.event).toBe('UPDATE');
    expect(audit.old_value).toEqual({ name: 'مكتب الإتقان', phone: '966500000006' });
    expect(audit.new_value).toEqual({ name: 'مكتب الإتقان الجديد', phone: '966555555555', password_changed: true });
    // a new password signs the account out and works at once
    expect((await t.call('GET', '/api/auth/permission-me', { token: session })).statusCode).toBe(401);
    await t.login('design@mashaer.test', 'NewPass#1');
  });

  it('answers "nothing to change" without writing when nothing differs', async () => {
    const id = await idOf('raft@mashaer.test');
    const before = await rowOf(id);
    const auditBefore = await auditOf(id);
    const res = await t.call('POST', `/api/users/update/${id}`, { token: admin, body: { name: before.name, email: before.email } });
    expect(res.json().message).toBe('There was nothing to change');
    expect((await rowOf(id)).version).toBe(before.version);
    expect(await auditOf(id)).toEqual(auditBefore);
  });

  it('refuses a stale version (409), a taken e-mail (422) and bad fields, changing nothing', async () => {
    const id = await idOf('raft@mashaer.test');
    const before = await rowOf(id);
    const stale = await t.call('POST', `/api/users/update/${id}`, { token: admin, body: { name: 'x', version: Number(before.version) - 1 } });
    expect(stale.statusCode).toBe(409);
    expectContract('updateUser', 409, stale.json());
    const taken = await t.call('POST', `/api/users/update/${id}`, { token: admin, body: { email: 'Admin@Mashaer.test' } });
    expect(taken.json().errors).toEqual({ email: ['The e-mail has already been taken'] });
    const bad = await t.call('POST', `/api/users/update/${id}`, { token: admin, body: { phone: '966', password: 'Short#1', password_confirmation: 'Short#1' } });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['password', 'phone']);
    const unconfirmed = await t.call('POST', `/api/users/update/${id}`, { token: admin, body: { password: 'NewPass#1' } });
    expect(unconfirmed.json().errors).toEqual({ password_confirmation: ['Password and confirmation do not match'] });
    expect(await rowOf(id)).toEqual(before);
  });

  it("changes roles only of an activated account, and never the caller's own type or roles", async () => {
    const pendingId = await idOf('pending@mashaer.test');
    const res = await t.call('POST', `/api/users/update/${pendingId}`, { token: admin, body: { roles: [await roleId('Service provider')] } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Roles are given when the account is activated from the registration requests');
    const me = await idOf('admin@mashaer.test');
    const ownType = await t.call('POST', `/api/users/update/${me}`, { token: admin, body: { type_id: 2 } });
    expect(ownType.json().errors).toEqual({ type_id: ['You cannot change your own account type'] });
  });

  it('answers 404 for an unknown account and 403 without user-update', async () => {
    expect((await t.call('POST', '/api/users/update/999999', { token: admin, body: { name: 'x' } })).statusCode).toBe(404);
    const res = await t.call('POST', `/api/users/update/${await idOf('sharer@mashaer.test')}`, { token: kdana, body: { name: 'x' } });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /users/update-user-role/{id} (updateUserRoles)', () => {
  it('replaces the roles and records them by id, read back by name in the history', async () => {
    const id = await idOf('gov@mashaer.test');
    const gov = await roleId('Government entity');
    // a second role for government accounts (a role is given only to the account types it is for)
    const inspector = (await t.database.execute("insert into roles (name, name_en, account_types) values ('مفتش', 'Inspector', '{gov}') returning id")).rows[0]!.id as number;
    const f = formData({ roles: [gov, inspector] });
    const res = await t.call('POST', `/api/users/update-user-role/${id}`, { token: admin, payload: f.payload, headers: f.headers });
    expect(res.statusCode).toBe(200);
    expectContract('updateUserRoles', 200, res.json());
    expect(
      res
        .json()
        .data.roles.map((r: { id: number }) => r.id)
        .sort(),
    ).toEqual([gov, inspector].sort());
    const audit = (await auditOf(id)).at(-1)!;
    expect(audit).toMatchObject({ event: 'UPDATE_ROLES', old_value: { roles: [gov] }, new_value: { roles: [gov, inspector].sort((a, b) => a - b) } });
    const history = await t.call('POST', `/api/users/history/${id}`, { token: admin, lang: 'ar' });
    expect(history.json().data.data[0]).toMatchObject({ event: 'UPDATE_ROLES', event_text: 'تعديل الأدوار', changes: [{ field: 'roles', label: 'الأدوار', old: 'جهة حكومية' }] });
  });

  it('needs at least one role (422 on roles) and is refused without user-update (403)', async () => {
    const id = await idOf('gov@mashaer.test');
    const none = await t.call('POST', `/api/users/update-user-role/${id}`, { token: admin, body: { roles: [] } });
    expect(none.statusCode).toBe(422);
    expectContract('updateUserRoles', 422, none.json());
    expect(none.json().errors).toEqual({ roles: ['At least one role must be chosen'] });
    expect((await t.call('POST', `/api/users/update-user-role/${id}`, { token: kdana, body: { roles: [1] } })).statusCode).toBe(403);
    expect((await t.call('POST', '/api/users/update-user-role/999999', { token: admin, body: { roles: [1] } })).statusCode).toBe(404);
  });
});

describe('the government, government-for-location-order and entity switches', () => {
  const cases = [
    ['switch-gov', 'switchUserGov', 'is_government', 'SWITCH_GOV'],
    ['switch-gov-for-location-order', 'switchUserGovForLocationOrder', 'is_government_for_location_order', 'SWITCH_GOV_FOR_LOCATION_ORDER'],
    ['set_as_entity', 'setUserEntity', 'is_entity', 'SET_ENTITY'],
  ] as const;

  for (const [path, operationId, field, event] of cases) {
    it(`${path}: sets the value given, flips without one, and records old → new`, async () => {
      const id = await idOf('sharer@mashaer.test');
      const on = await t.call('POST', `/api/users/${path}/${id}`, { token: admin, body: { [field]: 1 } });
      expect(on.statusCode).toBe(200);
      expectContract(operationId, 200, on.json());
      expect(on.json().data[field]).toBe(1);
      const again = await t.call('POST', `/api/users/${path}/${id}`, { token: admin, body: { [field]: 1 } });
      expect(again.json().data[field]).toBe(1);
      const flipped = await t.call('POST', `/api/users/${path}/${id}`, { token: admin });
      expect(flipped.json().data[field]).toBe(0);
      const rows = (await auditOf(id)).filter((a) => a.event === event);
      // setting a value it already had writes nothing
      expect(rows.map((r) => [r.old_value[field], r.new_value[field]])).toEqual([
        [0, 1],
        [1, 0],
      ]);
    });

    it(`${path}: refused without user-update (403), for a stale version (409) and an unknown account (404)`, async () => {
      const id = await idOf('sharer@mashaer.test');
      expect((await t.call('POST', `/api/users/${path}/${id}`, { token: kdana, body: { [field]: 1 } })).statusCode).toBe(403);
      const stale = await t.call('POST', `/api/users/${path}/${id}`, { token: admin, body: { [field]: 1, version: 1 } });
      expect(stale.statusCode).toBe(409);
      expect((await t.call('POST', `/api/users/${path}/999999`, { token: admin, body: { [field]: 1 } })).statusCode).toBe(404);
      const bad = await t.call('POST', `/api/users/${path}/${id}`, { token: admin, body: { [field]: 5 } });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual([field]);
    });
  }
});

describe('POST /users/delete/{id} (deleteUser)', () => {
  it('soft-deletes: sessions revoked, cannot sign in, gone from lists, history kept; the e-mail is free again', async () => {
    const create = await t.call('POST', '/api/users/store', { token: admin, body: valid({ email: 'leaving@staff.test', username: 'leaving', roles: [await roleId('Kidana staff')] }) });
    const id = create.json().data.id as number;
    const session = await t.login('leaving@staff.test', 'Secret#12');
    const res = await t.call('POST', `/api/users/delete/${id}`, { token: admin });
    expect(res.statusCode).toBe(200);
    expectContract('deleteUser', 200, res.json());
    expect(res.json().message).toBe('The user was deleted');
    expect((await rowOf(id)).deleted_at).not.toBeNull();
    expect((await t.call('GET', '/api/auth/permission-me', { token: session })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/auth/login', { body: { email: 'leaving@staff.test', password: 'Secret#12' } })).statusCode).toBe(422);
    const list = await t.call('POST', '/api/users', { token: admin, body: { search: 'leaving@staff.test' } });
    expect(list.json().data.total).toBe(0);
    expect((await t.call('GET', `/api/users/${id}`, { token: admin })).statusCode).toBe(404);
    expect((await t.call('POST', `/api/users/delete/${id}`, { token: admin })).statusCode).toBe(404);
    const history = await t.call('POST', `/api/users/history/${id}`, { token: admin });
    expect(history.json().data.data.map((e: { event: string }) => e.event)).toEqual(['DELETE', 'ACTIVATE', 'CREATE']);
    const again = await t.call('POST', '/api/users/store', { token: admin, body: valid({ email: 'leaving@staff.test', username: 'leaving', roles: [await roleId('Kidana staff')] }) });
    expect(again.statusCode).toBe(201);
  });

  it('refuses to delete oneself, a main user with employees and an alliance leader (409), changing nothing', async () => {
    const me = await idOf('admin@mashaer.test');
    const self = await t.call('POST', `/api/users/delete/${me}`, { token: admin });
    expect(self.statusCode).toBe(409);
    expectContract('deleteUser', 409, self.json());
    expect(self.json().message).toBe('You cannot delete your own account');
    const main = await t.call('POST', `/api/users/delete/${await idOf('provider@mashaer.test')}`, { token: admin });
    expect(main.statusCode).toBe(409);
    expect(main.json().message).toMatch(/This user still has \d+ employee\(s\); delete them first/);
    const { leader } = await makeAlliance('تحالف الاختبار');
    const res = await t.call('POST', `/api/users/delete/${leader}`, { token: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This user leads an alliance; change the alliance’s leader first');
    expect((await rowOf(leader)).deleted_at).toBeNull();
    expect((await rowOf(me)).deleted_at).toBeNull();
  });

  it('removes a member from its alliance and says so in the history', async () => {
    const { member } = await makeAlliance('تحالف الوفاء');
    const res = await t.call('POST', `/api/users/delete/${member}`, { token: admin });
    expect(res.statusCode).toBe(200);
    expect((await t.database.execute('select 1 from alliance_members where member_id = $1', [member])).rows).toHaveLength(0);
    const audit = (await auditOf(member)).at(-1)!;
    expect(audit.new_value.left_alliances).toEqual(['تحالف الوفاء']);
    const history = await t.call('POST', `/api/users/history/${member}`, { token: admin, lang: 'ar' });
    expect(history.json().data.data[0].changes).toContainEqual({ field: 'left_alliances', label: 'خرج من التحالفات', old: null, new: 'تحالف الوفاء' });
  });

  it('is refused without user-delete (403)', async () => {
    const res = await t.call('POST', `/api/users/delete/${await idOf('sharer@mashaer.test')}`, { token: kdana });
    expect(res.statusCode).toBe(403);
    expectContract('deleteUser', 403, res.json());
  });
});

describe('POST /users/switch-user-status/{id}: self-protection', () => {
  it('refuses an administrator disabling their own account', async () => {
    const me = await idOf('admin@mashaer.test');
    const res = await t.call('POST', `/api/users/switch-user-status/${me}`, { token: admin, body: { platform: 'disabled' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You cannot disable your own account');
    expect((await rowOf(me)).status).toBe('active');
    await t.login('admin@mashaer.test', DEMO_PASSWORD);
  });
});
