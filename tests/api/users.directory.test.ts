/**
 * The users area's lists: the users list's filters, an account's history, the
 * contact directory, and a main user's sub-employees (list and create) with the
 * spec's visibility rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectContract, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let kdana: string;
let provider: string;
let employee: string;

const idOf = async (email: string) => (await t.database.execute('select id from users where lower(email) = lower($1) and deleted_at is null', [email])).rows[0]?.id as number;

const employeeForm = (over: Record<string, unknown> = {}) => ({
  name: 'خالد المشرف',
  email: 'khaled@dhiyafa.test',
  phone: '966533334444',
  password: 'Field#2026',
  password_confirmation: 'Field#2026',
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@mashaer.test');
  kdana = await t.login('kdana@mashaer.test');
  provider = await t.login('provider@mashaer.test');
  employee = await t.login('employee@mashaer.test');
});
afterAll(async () => {
  await t?.close();
});

describe('POST /users (listUsers) filters', () => {
  it('filters by main users or employees, the switches and a role', async () => {
    const employees = await t.call('POST', '/api/users', { token: admin, body: { has_parent: 1, paginate: 100 } });
    expect(employees.statusCode).toBe(200);
    expectContract('listUsers', 200, employees.json());
    const rows = employees.json().data.data as Array<{ parent_id: number | null; parent: { name: string } | null; email: string }>;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((u) => u.parent_id !== null && u.parent !== null)).toBe(true);
    expect(rows.find((u) => u.email === 'employee@mashaer.test')?.parent?.name).toBe('شركة الضيافة');

    const main = await t.call('POST', '/api/users', { token: admin, body: { has_parent: 0, search: 'employee@mashaer.test' } });
    expect(main.json().data.total).toBe(0);

    const gov = await idOf('gov@mashaer.test');
    await t.call('POST', `/api/users/switch-gov/${gov}`, { token: admin, body: { is_government: 1 } });
    const flagged = await t.call('POST', '/api/users', { token: admin, body: { is_government: 1, paginate: 100 } });
    expect(flagged.json().data.data.map((u: { id: number }) => u.id)).toContain(gov);
    expect(flagged.json().data.data.every((u: { is_government: number }) => u.is_government === 1)).toBe(true);

    const role = (await t.database.execute("select id from roles where name_en = 'Kidana staff'")).rows[0]!.id as number;
    const byRole = await t.call('POST', '/api/users', { token: admin, body: { role_id: role, paginate: 100 } });
    expect(byRole.json().data.data.every((u: { roles: Array<{ id: number }> }) => u.roles.some((r) => r.id === role))).toBe(true);
  });

  it('is refused without user-index (403)', async () => {
    expect((await t.call('POST', '/api/users', { token: provider })).statusCode).toBe(403);
  });
});

describe('POST /users/history/{id} (listUserHistory)', () => {
  it('shows lifecycle steps and edits, newest first, readable in each language, with who made them', async () => {
    const id = await idOf('pending@mashaer.test');
    const role = (await t.database.execute("select id from roles where name_en = 'Service provider'")).rows[0]!.id as number;
    expect((await t.call('POST', `/api/users/switch-user-status/${id}`, { token: admin, body: { status: 'active', roles: [role] } })).statusCode).toBe(200);
    expect((await t.call('POST', `/api/users/switch-user-status/${id}`, { token: admin, body: { platform: 'disabled' } })).statusCode).toBe(200);
    expect((await t.call('POST', `/api/users/update/${id}`, { token: admin, body: { name: 'شركة النور الجديدة' } })).statusCode).toBe(200);

    const ar = await t.call('POST', `/api/users/history/${id}?page=1`, { token: admin, lang: 'ar' });
    expect(ar.statusCode).toBe(200);
    expectContract('listUserHistory', 200, ar.json());
    const entries = ar.json().data.data;
    expect(ar.json().user).toEqual({ id, name: 'شركة النور الجديدة' });
    expect(entries.map((e: { event: string }) => e.event)).toEqual(['UPDATE', 'DISABLE', 'ACTIVATE', 'REGISTER']);
    expect(entries[3]).toMatchObject({ kind: 'change', event_text: 'تسجيل حساب جديد', actor: { id } });
    expect(entries[0]).toMatchObject({
      kind: 'change',
      event_text: 'تعديل البيانات',
      actor: { name: 'مدير المنصة' },
      changes: [{ field: 'name', label: 'الاسم', old: 'شركة النور', new: 'شركة النور الجديدة' }],
    });
    expect(entries[1]).toMatchObject({ kind: 'transition', event_text: 'تعطيل الحساب', changes: [{ field: 'status', label: 'الحالة', old: 'نشط', new: 'معطل' }] });
    expect(entries[2].changes).toEqual([
      { field: 'status', label: 'الحالة', old: 'قيد الانتظار', new: 'نشط' },
      { field: 'roles', label: 'الأدوار', old: null, new: 'مقدم خدمة' },
    ]);

    const en = await t.call('POST', `/api/users/history/${id}`, { token: admin, lang: 'en', body: { event: 'ACTIVATE' } });
    expect(en.json().data.total).toBe(1);
    expect(en.json().data.data[0]).toMatchObject({
      event_text: 'Activate',
      changes: [
        { label: 'Status', old: 'Pending', new: 'Active' },
        { label: 'Roles', new: 'Service provider' },
      ],
    });
  });

  it('shows a rejection with its reason, and pages', async () => {
    const id = (await t.database.execute("insert into users (name, email, password_hash, type_id, status) values ('مؤسسة الفجر', 'fajr@apply.test', 'x', 2, 'pending') returning id")).rows[0]!
      .id as number;
    const rej = await t.call('POST', `/api/users/switch-user-status/${id}`, { token: admin, body: { status: 'rejected', reject_reason: 'السجل التجاري منتهٍ' } });
    expect(rej.statusCode).toBe(200);
    for (const flag of [1, 0, 1]) await t.call('POST', `/api/users/set_as_entity/${id}`, { token: admin, body: { is_entity: flag } });
    const page1 = await t.call('POST', `/api/users/history/${id}?page=1`, { token: admin, lang: 'ar', body: { paginate: 2 } });
    expect(page1.json().data).toMatchObject({ total: 4, per_page: 2, current_page: 1, last_page: 2 });
    expect(page1.json().data.data[0].changes).toEqual([{ field: 'is_entity', label: 'جهة', old: 'لا', new: 'نعم' }]);
    const page2 = await t.call('POST', `/api/users/history/${id}?page=2`, { token: admin, lang: 'ar', body: { paginate: 2 } });
    const reject = page2.json().data.data[1];
    expect(reject).toMatchObject({ event: 'REJECT', event_text: 'رفض' });
    expect(reject.changes).toContainEqual({ field: 'reject_reason', label: 'سبب الرفض', old: null, new: 'السجل التجاري منتهٍ' });
  });

  it('answers 404 for an unknown account, 403 without user-history, and 422 for a bad page size', async () => {
    const missing = await t.call('POST', '/api/users/history/999999', { token: admin });
    expect(missing.statusCode).toBe(404);
    expectContract('listUserHistory', 404, missing.json());
    const refused = await t.call('POST', `/api/users/history/${await idOf('provider@mashaer.test')}`, { token: kdana });
    expect(refused.statusCode).toBe(403);
    expectContract('listUserHistory', 403, refused.json());
    const bad = await t.call('POST', `/api/users/history/${await idOf('provider@mashaer.test')}`, { token: admin, body: { paginate: 1000 } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['paginate']);
  });
});

describe('POST /users/contacts (listUserContacts)', () => {
  it("lists active accounts' contact details, searchable by name, company, e-mail or phone, paged", async () => {
    const res = await t.call('POST', '/api/users/contacts?page=1', { token: kdana, lang: 'en', body: { search: 'الضيافة', paginate: 5 } });
    expect(res.statusCode).toBe(200);
    expectContract('listUserContacts', 200, res.json());
    const names = res.json().data.data.map((c: { email: string }) => c.email);
    expect(names).toEqual(expect.arrayContaining(['provider@mashaer.test', 'employee@mashaer.test']));
    expect(res.json().data.data[0]).toEqual(expect.objectContaining({ type: { id: 2, code: 'service_provider', name: 'Service provider' } }));
    expect(Object.keys(res.json().data.data[0]).sort()).toEqual(['company_name', 'email', 'id', 'name', 'phone', 'type']);

    const byPhone = await t.call('POST', '/api/users/contacts', { token: kdana, body: { search: '966500000005' } });
    expect(byPhone.json().data.data.map((c: { email: string }) => c.email)).toEqual(['gov@mashaer.test']);
    const pending = await t.call('POST', '/api/users/contacts', { token: kdana, body: { search: 'pending@mashaer.test' } });
    expect(pending.json().data.total).toBe(0);
    const typed = await t.call('POST', '/api/users/contacts', { token: kdana, body: { type_id: 6, paginate: 100 } });
    expect(typed.json().data.data.every((c: { type: { code: string } }) => c.type.code === 'design_office')).toBe(true);
    // a search term's % and _ are taken literally
    expect((await t.call('POST', '/api/users/contacts', { token: kdana, body: { search: '%' } })).json().data.total).toBe(0);
  });

  it('is refused without user-contact-index (403)', async () => {
    const res = await t.call('POST', '/api/users/contacts', { token: provider });
    expect(res.statusCode).toBe(403);
    expectContract('listUserContacts', 403, res.json());
  });
});

describe('employees', () => {
  it('a main user adds a sub-employee: pending, of its type and company, until an admin activates it', async () => {
    const res = await t.call('POST', '/api/users/create-employee', { token: provider, lang: 'ar', body: employeeForm() });
    expect(res.statusCode).toBe(201);
    expectContract('createEmployee', 201, res.json());
    const parent = await idOf('provider@mashaer.test');
    expect(res.json().message).toBe('تمت إضافة الموظف، وسيُفعَّل حسابه بعد اعتماد الإدارة');
    expect(res.json().data).toMatchObject({ status: 'pending', parent_id: parent, type: { code: 'service_provider' }, company_name: 'شركة الضيافة لخدمات الحجاج', roles: [] });
    const id = res.json().data.id as number;
    const audit = (await t.database.execute("select event, actor_id, new_value from audit_log where entity = 'users' and entity_id = $1", [id])).rows;
    expect(audit).toEqual([expect.objectContaining({ event: 'CREATE_EMPLOYEE', actor_id: parent })]);
    expect(JSON.stringify(audit)).not.toMatch(/Field#2026|argon/);

    // it cannot use the portal until activated, and appears in the admin's requests
    expect((await t.call('POST', '/api/auth/login', { body: { email: 'khaled@dhiyafa.test', password: 'Field#2026' } })).statusCode).toBe(403);
    const requests = await t.call('POST', '/api/users', { token: admin, body: { status: ['pending', 'review'], search: 'khaled@dhiyafa.test' } });
    expect(requests.json().data.data[0]).toMatchObject({ id, parent: { id: parent, name: 'شركة الضيافة' } });
  });

  it('applies the form rules on the fields and refuses a taken e-mail', async () => {
    const bad = await t.call('POST', '/api/users/create-employee', { token: provider, body: employeeForm({ name: '', phone: '', password: 'abc', password_confirmation: 'abc' }) });
    expect(bad.statusCode).toBe(422);
    expectContract('createEmployee', 422, bad.json());
    expect(Object.keys(bad.json().errors).sort()).toEqual(['name', 'password', 'phone']);
    expect(bad.json().errors.phone).toEqual(['Phone is required']);
    const taken = await t.call('POST', '/api/users/create-employee', { token: provider, body: employeeForm({ email: 'ADMIN@mashaer.test' }) });
    expect(taken.json().errors).toEqual({ email: ['The e-mail has already been taken'] });
  });

  it('is refused to an administrator (who uses /create-user), to a sub-employee and without add-employee (403)', async () => {
    const asAdmin = await t.call('POST', '/api/users/create-employee', { token: admin, body: employeeForm({ email: 'a@x.test' }) });
    expect(asAdmin.statusCode).toBe(403);
    expectContract('createEmployee', 403, asAdmin.json());
    expect(asAdmin.json().message).toBe('Administrators add employees from the create-user screen');
    // give the sub-employee the permission: being a sub-employee still refuses it
    const role = (await t.database.execute("select id from roles where name_en = 'Service provider'")).rows[0]!.id as number;
    const sub = await idOf('employee@mashaer.test');
    await t.database.execute('insert into user_roles (user_id, role_id) values ($1, $2) on conflict do nothing', [sub, role]);
    const asSub = await t.call('POST', '/api/users/create-employee', { token: employee, body: employeeForm({ email: 'b@x.test' }) });
    expect(asSub.statusCode).toBe(403);
    expect(asSub.json().message).toBe('A sub-employee cannot have employees');
    const list = await t.call('POST', '/api/users/employees', { token: employee });
    expect(list.statusCode).toBe(403);
    await t.database.execute('delete from user_roles where user_id = $1 and role_id = $2', [sub, role]);
    expect((await t.call('POST', '/api/users/create-employee', { token: kdana, body: employeeForm({ email: 'c@x.test' }) })).statusCode).toBe(403);
    expect(await idOf('a@x.test')).toBeUndefined();
    expect(await idOf('b@x.test')).toBeUndefined();
  });

  it('a main user sees only their own employees; an admin sees all and filters by main user', async () => {
    const parent = await idOf('provider@mashaer.test');
    const mine = await t.call('POST', '/api/users/employees?page=1', { token: provider, body: { parent_id: 1 } });
    expect(mine.statusCode).toBe(200);
    expectContract('listEmployees', 200, mine.json());
    const rows = mine.json().data.data as Array<{ parent_id: number; email: string }>;
    expect(rows.every((u) => u.parent_id === parent)).toBe(true);
    expect(rows.map((u) => u.email)).toEqual(expect.arrayContaining(['employee@mashaer.test', 'khaled@dhiyafa.test']));

    // another main user's employee is invisible to this one
    await t.database.execute("insert into users (name, email, password_hash, type_id, status, parent_id) values ('موظف آخر', 'other@gov.test', 'x', 3, 'active', $1)", [
      await idOf('gov@mashaer.test'),
    ]);
    expect((await t.call('POST', '/api/users/employees', { token: provider, body: { search: 'other@gov.test' } })).json().data.total).toBe(0);

    const all = await t.call('POST', '/api/users/employees', { token: admin, body: { paginate: 100 } });
    expect(all.json().data.data.map((u: { email: string }) => u.email)).toEqual(expect.arrayContaining(['other@gov.test', 'employee@mashaer.test']));
    const filtered = await t.call('POST', '/api/users/employees', { token: admin, body: { parent_id: parent, status: 'pending' } });
    expect(filtered.json().data.data.map((u: { email: string }) => u.email)).toEqual(['khaled@dhiyafa.test']);
  });

  it('is refused without user-employee-index (403)', async () => {
    expect((await t.call('POST', '/api/users/employees', { token: kdana })).statusCode).toBe(403);
  });
});
