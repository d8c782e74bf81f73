import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectContract, formData, type TestApp } from './harness';
import { allPermissions, permissionGroups } from '../../shared/permissions';

let t: TestApp;
let admin: string;
let employee: string;

const one = async (text: string, params: unknown[] = []) => (await t.database.execute(text, params)).rows[0]!;
const idOf = async (email: string) => (await one('select id from users where email = $1', [email])).id as number;
const roleId = async (name: string) => (await one('select id from roles where name = $1', [name])).id as number;
const grantsOf = async (id: number) =>
  (await t.database.execute('select p.name from role_permissions rp join permissions p on p.id = rp.permission_id where rp.role_id = $1 order by p.name', [id])).rows.map((r) => r.name as string);
const auditOf = async (id: number) => (await t.database.execute("select event, old_value, new_value, actor_id from audit_log where entity = 'roles' and entity_id = $1 order by id", [id])).rows;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@mashaer.test');
  employee = await t.login('employee@mashaer.test');
});
afterAll(async () => {
  await t?.close();
});

describe('the permission catalogue', () => {
  /** Every permission string spec 000 §6 and spec 001 §6 name explicitly (families expanded where the spec gives an example). */
  const specStrings = [
    'dashboard-power-bi-1',
    'dashboard-civil-defense',
    'dashboard-delivred-camp',
    'dashboard-additions-stage',
    'dashboard-order-status',
    'dashboard-report-violations',
    'dashboard-reassign',
    'delivery-countries-index',
    'square-create',
    'square-update',
    'delivery-square-index',
    'camp-create',
    'camp-update',
    'delivery-camp-index',
    'assign-create',
    'assign-update',
    'assign-re-customization',
    'delivery-assign-index',
    'delivery-appointment-creat-index',
    'delivery-appointment-index',
    'lock-order-bulk-signature',
    'absence-history',
    'station-create',
    'station-update',
    'delivery-station-index',
    'appointment-form-view',
    'appointment-form-answer',
    'appointment-form-answer-edit',
    'delivery-sign',
    'delivery-view',
    'user-role-index',
    'role-create',
    'role-update',
    'user-index',
    'user-create',
    'user-update',
    'user-view',
    'user-contact-index',
    'user-request',
    'user-history',
    'user-employee-index',
    'add-employee',
    'type-update',
    'user-type-index',
    'category-create',
    'category-update',
    'user-category-index',
    'ticket-index',
    'ticket-create',
    'ticket-details',
    'ticket-subject-index',
    'ticket-subject-create',
    'ticket-subject-update',
    'carLicense-request',
    'carLicense-index',
    'carLicense-view',
    'carLicense-update',
    'notification-create',
    'notification-index',
    'archive-index',
    'terms-index',
    'terms-update',
    'order-index',
    'order-create',
    'order-update',
    'order-details',
    'order-processing-tsleem',
    'order-prepare',
    'order-tracking',
    'order-report-index',
    'order-cancel-request-index',
    'order-consulting-index',
    'order-specialists-index',
    'order-license',
    'order-service',
    'order-pledge',
    'order-eng-guides',
    'order-tmp-license',
    'locationorder-index',
    'locationorder-create',
    'locationorder-update',
    'locationorder-details',
    'locationorder-processing-tsleem',
    'locationorder-prepare',
    'locationorder-tracking',
    'order-blacklist-index',
    'order-ready',
    're-assign',
    're-assign-clearance',
    're-assign-file-clearance',
    'readiness-license-create',
    'violationorder-index',
    'violationorder-view',
    'vehicle-entry-index',
    'vehicle-entry-create',
    'vehicle-entry-details',
    'sadad-create',
    'sadad-details',
    'clearance-sadad-index',
    'invoices-create',
    'invoices-update',
    'invoices-details',
    'clearance-invoices-index',
    'clearance-kidana-index',
  ];

  it('holds every permission string of both spec documents, seeded, and the administrator role holds them all', async () => {
    const missing = specStrings.filter((s) => !allPermissions.includes(s));
    expect(missing).toEqual([]);
    const seeded = (await t.database.execute('select name from permissions')).rows.map((r) => r.name as string);
    expect(new Set(seeded)).toEqual(new Set(allPermissions));
    expect(allPermissions.length).toBe(new Set(allPermissions).size);
    const adminRole = (await one('select id from roles where is_system')).id as number;
    expect((await grantsOf(adminRole)).length).toBe(allPermissions.length);
  });

  it('answers the groups in menu order with labels in the caller’s language', async () => {
    const en = await t.call('GET', '/api/roles/permissions', { token: admin, lang: 'en' });
    expect(en.statusCode).toBe(200);
    expectContract('listPermissionGroups', 200, en.json());
    const groups = en.json().data as Array<{ key: string; label: string; permissions: Array<{ name: string; label: string }> }>;
    expect(groups.map((g) => g.key)).toEqual(permissionGroups.map((g) => g.key));
    expect(groups.flatMap((g) => g.permissions.map((p) => p.name))).toEqual(allPermissions);
    expect(groups.find((g) => g.key === 'users')!.label).toBe('Users and roles');
    const ar = await t.call('GET', '/api/roles/permissions', { token: admin, lang: 'ar' });
    expect(ar.json().data[1].permissions[0]).toEqual({ name: 'user-role-index', label: 'عرض الأدوار' });
  });
});

describe('listing and reading roles', () => {
  it('pages and searches, the administrator role first, with counts', async () => {
    const res = await t.call('POST', '/api/roles?page=1', { token: admin, body: { paginate: 3 } });
    expect(res.statusCode).toBe(200);
    expectContract('listRoles', 200, res.json());
    const body = res.json();
    expect(body.data.per_page).toBe(3);
    expect(body.data.data).toHaveLength(3);
    expect(body.data.total).toBeGreaterThanOrEqual(10);
    expect(body.data.data[0]).toMatchObject({ is_system: 1, name_en: 'Administrator', permissions_count: allPermissions.length });
    expect(body.data.data[0].users_count).toBeGreaterThanOrEqual(1);
    const page2 = await t.call('POST', '/api/roles?page=2', { token: admin, body: { paginate: 3 } });
    expect(page2.json().data.current_page).toBe(2);
    expect(page2.json().data.data[0].id).not.toBe(body.data.data[0].id);

    const found = await t.call('POST', '/api/roles', { token: admin, body: { search: 'contractor' } });
    expect(found.json().data.data.map((r: { name_en: string }) => r.name_en)).toEqual(['Contractor']);
    const none = await t.call('POST', '/api/roles', { token: admin, body: { search: 'no such role' } });
    expect(none.json().data).toMatchObject({ total: 0, data: [] });
  });

  it('reads one role with its permission strings; 404 for a missing one', async () => {
    const id = await roleId('مقاول');
    const res = await t.call('GET', `/api/roles/${id}`, { token: admin });
    expect(res.statusCode).toBe(200);
    expectContract('getRole', 200, res.json());
    expect([...res.json().data.permissions].sort()).toEqual(await grantsOf(id));
    expect((await t.call('GET', '/api/roles/99999', { token: admin })).statusCode).toBe(404);
  });
});

describe('creating a role', () => {
  it('creates a role with permissions from two areas, with an audit row', async () => {
    const res = await t.call('POST', '/api/roles/store', {
      token: admin,
      body: {
        name: 'مراقب التذاكر',
        name_en: 'Ticket observer',
        description: 'يطلع على التذاكر والطلبات',
        permissions: ['ticket-index', 'ticket-details', 'order-index'],
        account_types: ['gov', 'kdana'],
      },
    });
    expect(res.statusCode).toBe(201);
    expectContract('createRole', 201, res.json());
    const data = res.json().data;
    expect(data).toMatchObject({ name: 'مراقب التذاكر', name_en: 'Ticket observer', is_system: 0, account_types: ['gov', 'kdana'], permissions_count: 3, users_count: 0 });
    expect(data.permissions).toEqual(['ticket-index', 'ticket-details', 'order-index']);
    expect(res.json().message).toBe('The role was created');
    const rows = await auditOf(data.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ event: 'CREATE', old_value: null, actor_id: await idOf('admin@mashaer.test') });
    expect((rows[0]!.new_value as { permissions: string[] }).permissions).toEqual(['ticket-index', 'ticket-details', 'order-index']);
  });

  it('takes the spec’s form data with indexed permission fields', async () => {
    const f = formData({ name: 'دور من نموذج', permissions: ['delivery-camp-index', 'camp-create'], account_types: ['kdana'] });
    const res = await t.call('POST', '/api/roles/store', { token: admin, payload: f.payload, headers: f.headers });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.permissions).toEqual(['delivery-camp-index', 'camp-create']);
    expect(res.json().data.name_en).toBeNull();
  });

  it('reports every invalid field at once (422) and writes nothing', async () => {
    const before = (await one('select count(*)::int as n from roles')).n;
    const res = await t.call('POST', '/api/roles/store', { token: admin, body: { name: '   ', permissions: [] } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ name: ['This field is required'], permissions: ['Choose at least one permission'], account_types: ['Please choose user types'] });
    const ar = await t.call('POST', '/api/roles/store', { token: admin, lang: 'ar', body: { name: 'دور', permissions: ['no-such-permission'], account_types: ['sharer'] } });
    expect(ar.statusCode).toBe(422);
    expect(ar.json().errors).toEqual({ permissions: ['صلاحية غير معروفة'] });
    const missing = await t.call('POST', '/api/roles/store', { token: admin, body: {} });
    expect(Object.keys(missing.json().errors).sort()).toEqual(['account_types', 'name', 'permissions']);
    expect((await one('select count(*)::int as n from roles')).n).toBe(before);
  });

  it('refuses a name already taken, in either language and any case (422 on the field)', async () => {
    const res = await t.call('POST', '/api/roles/store', { token: admin, body: { name: 'مقاول', permissions: ['order-index'], account_types: ['contractor'] } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ name: ['The name has already been taken'] });
    const en = await t.call('POST', '/api/roles/store', { token: admin, body: { name: 'دور جديد', name_en: 'CONTRACTOR', permissions: ['order-index'], account_types: ['contractor'] } });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({ name_en: ['The name has already been taken'] });
  });
});

describe('changing a role', () => {
  it('replaces names and permissions; the holders gain and lose them at their next call; audited with old and new', async () => {
    // a staff role (kdana): only staff roles may hold an administration permission such as user-role-index
    const created = await t.call('POST', '/api/roles/store', { token: admin, body: { name: 'قارئ الأدوار', permissions: ['ticket-index'], account_types: ['kdana'] } });
    const id = created.json().data.id as number;
    const kdanaId = await idOf('kdana@mashaer.test');
    const kdana = await t.login('kdana@mashaer.test');
    await t.database.execute('insert into user_roles (user_id, role_id) values ($1, $2)', [kdanaId, id]);
    expect((await t.call('POST', '/api/roles', { token: kdana })).statusCode).toBe(403);

    const loaded = (await t.call('GET', `/api/roles/${id}`, { token: admin })).json().data;
    const res = await t.call('POST', `/api/roles/update/${id}`, {
      token: admin,
      body: { name: 'قارئ الأدوار', name_en: 'Roles reader', permissions: ['user-role-index', 'ticket-index'], account_types: ['kdana'], updated_at: loaded.updated_at },
    });
    expect(res.statusCode).toBe(200);
    expectContract('updateRole', 200, res.json());
    expect(res.json().data).toMatchObject({ name_en: 'Roles reader', users_count: 1, permissions: ['user-role-index', 'ticket-index'] });
    expect((await t.call('POST', '/api/roles', { token: kdana })).statusCode).toBe(200);
    const me = await t.call('GET', '/api/auth/permission-me', { token: kdana });
    expect(me.json().data.permissions).toContain('user-role-index');

    await t.call('POST', `/api/roles/update/${id}`, { token: admin, body: { name: 'قارئ الأدوار', permissions: ['ticket-index'], account_types: ['kdana'] } });
    expect((await t.call('POST', '/api/roles', { token: kdana })).statusCode).toBe(403);

    const rows = await auditOf(id);
    expect(rows.map((r) => r.event)).toEqual(['CREATE', 'UPDATE', 'UPDATE']);
    expect(rows[1]).toMatchObject({
      old_value: { name_en: null, permissions: ['ticket-index'] },
      new_value: { name_en: 'Roles reader', permissions: ['user-role-index', 'ticket-index'], added: ['user-role-index'], removed: [] },
    });
    expect(rows[2]).toMatchObject({ new_value: { added: [], removed: ['user-role-index'] } });
    await t.database.execute('delete from user_roles where user_id = $1 and role_id = $2', [kdanaId, id]);
  });

  it('refuses a role changed meanwhile by someone else (409) and changes nothing', async () => {
    const id = await roleId('شريك');
    const before = await grantsOf(id);
    const res = await t.call('POST', `/api/roles/update/${id}`, {
      token: admin,
      body: { name: 'شريك', permissions: ['order-index'], account_types: ['sharer'], updated_at: '2020-01-01T00:00:00.000Z' },
    });
    expect(res.statusCode).toBe(409);
    expect(await grantsOf(id)).toEqual(before);
  });

  it('never changes the administrator role: it keeps every permission', async () => {
    const id = (await one('select id from roles where is_system')).id as number;
    const res = await t.call('POST', `/api/roles/update/${id}`, { token: admin, body: { name: 'مدير النظام', permissions: ['ticket-index'], account_types: ['admin'] } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/administrator role is built in/);
    expect((await grantsOf(id)).length).toBe(allPermissions.length);
    expect(await auditOf(id)).toEqual([]);
  });

  it('refuses another role’s name and bad fields (422); 404 for a missing role', async () => {
    const id = await roleId('شريك');
    const res = await t.call('POST', `/api/roles/update/${id}`, { token: admin, body: { name: 'مقاول', permissions: ['order-index'], account_types: ['sharer'] } });
    expect(res.json().errors).toEqual({ name: ['The name has already been taken'] });
    // keeping its own name is not a clash
    const same = await t.call('POST', `/api/roles/update/${id}`, { token: admin, body: { name: 'شريك', name_en: 'Sharer', permissions: await grantsOf(id), account_types: ['sharer'] } });
    expect(same.statusCode).toBe(200);
    const bad = await t.call('POST', `/api/roles/update/${id}`, { token: admin, body: { name: 'شريك', permissions: [], account_types: ['sharer'] } });
    expect(bad.json().errors).toEqual({ permissions: ['Choose at least one permission'] });
    expect((await t.call('POST', '/api/roles/update/99999', { token: admin, body: { name: 'x', permissions: ['order-index'], account_types: ['sharer'] } })).statusCode).toBe(404);
  });
});

describe('deleting a role', () => {
  it('refuses the administrator role and a role accounts hold (409, nothing changes)', async () => {
    const system = (await one('select id from roles where is_system')).id as number;
    const r1 = await t.call('POST', `/api/roles/delete/${system}`, { token: admin });
    expect(r1.statusCode).toBe(409);
    const held = await roleId('مقاول');
    const holders = (await one('select count(*)::int as n from user_roles ur join users u on u.id = ur.user_id where ur.role_id = $1 and u.deleted_at is null', [held])).n as number;
    expect(holders).toBeGreaterThan(0);
    const r2 = await t.call('POST', `/api/roles/delete/${held}`, { token: admin, lang: 'en' });
    expect(r2.statusCode).toBe(409);
    expect(r2.json().message).toBe(`This role cannot be deleted: ${holders} account(s) hold it. Take it off those accounts first`);
    const r3 = await t.call('POST', `/api/roles/delete/${held}`, { token: admin, lang: 'ar' });
    expect(r3.json().message).toContain(`${holders} من الحسابات`);
    expect((await one('select count(*)::int as n from roles where id = $1', [held])).n).toBe(1);
  });

  it('deletes an unused role with an audit row holding what it was; 404 after', async () => {
    const created = await t.call('POST', '/api/roles/store', { token: admin, body: { name: 'دور مؤقت', permissions: ['ticket-index', 'ticket-create'], account_types: ['contractor'] } });
    const id = created.json().data.id as number;
    const res = await t.call('POST', `/api/roles/delete/${id}`, { token: admin });
    expect(res.statusCode).toBe(200);
    expectContract('deleteRole', 200, res.json());
    expect(res.json().message).toBe('The role was deleted');
    expect((await one('select count(*)::int as n from roles where id = $1', [id])).n).toBe(0);
    expect((await one('select count(*)::int as n from role_permissions where role_id = $1', [id])).n).toBe(0);
    const rows = await auditOf(id);
    expect(rows.at(-1)).toMatchObject({ event: 'DELETE', new_value: null, old_value: { name: 'دور مؤقت', permissions: ['ticket-index', 'ticket-create'] } });
    expect((await t.call('POST', `/api/roles/delete/${id}`, { token: admin })).statusCode).toBe(404);
  });
});

describe('who may call the roles API', () => {
  it('refuses an account without the permissions (403) and a caller with no session (401)', async () => {
    const id = await roleId('مقاول');
    const calls: Array<[method: 'GET' | 'POST', url: string, body?: unknown]> = [
      ['POST', '/api/roles'],
      ['GET', '/api/roles/permissions'],
      ['GET', `/api/roles/${id}`],
      ['GET', '/api/roles/options'],
      ['POST', '/api/roles/store', { name: 'x', permissions: ['order-index'] }],
      ['POST', `/api/roles/update/${id}`, { name: 'x', permissions: ['order-index'] }],
      ['POST', `/api/roles/delete/${id}`],
    ];
    for (const [method, url, body] of calls) {
      const refused = await t.call(method, url, { token: employee, body });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().message).toBe('You do not have permission to do this');
      expect((await t.call(method, url, { body })).statusCode, `${method} ${url} without a session`).toBe(401);
    }
    expect((await one('select name from roles where id = $1', [id])).name).toBe('مقاول');
  });

  it('lets a holder of user-role-index read roles but not create, change or delete them', async () => {
    const created = await t.call('POST', '/api/roles/store', { token: admin, body: { name: 'مطلع على الأدوار', permissions: ['user-role-index'], account_types: ['kdana'] } });
    const id = created.json().data.id as number;
    const kdanaId = await idOf('kdana@mashaer.test');
    await t.database.execute('insert into user_roles (user_id, role_id) values ($1, $2)', [kdanaId, id]);
    const kdana = await t.login('kdana@mashaer.test');
    expect((await t.call('POST', '/api/roles', { token: kdana })).statusCode).toBe(200);
    expect((await t.call('GET', `/api/roles/${id}`, { token: kdana })).statusCode).toBe(200);
    expect((await t.call('POST', '/api/roles/store', { token: kdana, body: { name: 'x', permissions: ['order-index'] } })).statusCode).toBe(403);
    expect((await t.call('POST', `/api/roles/update/${id}`, { token: kdana, body: { name: 'x', permissions: ['order-index'] } })).statusCode).toBe(403);
    expect((await t.call('POST', `/api/roles/delete/${id}`, { token: kdana })).statusCode).toBe(403);
  });
});
