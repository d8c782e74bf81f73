/**
 * No privilege escalation through roles: every role × every account type, through
 * the API. A role names the account types it is for; an account is given only such
 * roles — by activation (switch-user-status), by editing (users/update) and by the
 * roles dialog (update-user-role) — whatever the client sends. Every other pair is
 * refused with 422 on `roles` and changes nothing. And a role open to any non-staff
 * type cannot hold an administration permission (422 on `permissions`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectContract, type TestApp } from './harness';
import { accountTypes, isStaffType, staffTypes } from '../../shared/accountTypes';
import { adminPermissions, allPermissions, isAdminPermission } from '../../shared/permissions';

let t: TestApp;
let admin: string;

interface RoleRow {
  id: number;
  name_en: string;
  account_types: string[];
  is_system: boolean;
}
let allRoles: RoleRow[] = [];

const rows = async <T>(text: string, params: unknown[] = []) => (await t.database.execute(text, params)).rows as T[];
const rolesOf = async (userId: number) => (await rows<{ role_id: number }>('select role_id from user_roles where user_id = $1 order by role_id', [userId])).map((r) => r.role_id);
const stateOf = async (userId: number) => (await rows<{ status: string; version: number }>('select status, version from users where id = $1', [userId]))[0]!;

let made = 0;
/** An account of the type written straight to the database, pending or active (with the given roles). */
async function account(typeId: number, status: 'pending' | 'active', roleIds: number[] = []): Promise<number> {
  made += 1;
  const [row] = await rows<{ id: number }>("insert into users (name, email, password_hash, type_id, status, company_name) values ($1, $2, 'x', $3, $4, $1) returning id", [
    `حساب ${made}`,
    `pair${made}@types.test`,
    typeId,
    status,
  ]);
  for (const roleId of roleIds) await t.database.execute('insert into user_roles (user_id, role_id) values ($1, $2)', [row!.id, roleId]);
  return row!.id;
}

const allowed = (role: RoleRow, code: string) => role.account_types.includes(code);
const label = (role: RoleRow, code: string) => `${role.name_en} → ${code}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@mashaer.test');
  allRoles = await rows<RoleRow>('select id, name_en, account_types, is_system from roles order by id');
});
afterAll(async () => {
  await t?.close();
});

describe('the rule the seeded roles follow', () => {
  it('gives every role at least one account type; the administrator role is for administrator accounts only', () => {
    expect(allRoles.length).toBeGreaterThanOrEqual(10);
    for (const role of allRoles) expect(role.account_types.length, role.name_en).toBeGreaterThan(0);
    const system = allRoles.find((r) => r.is_system)!;
    expect(system.account_types).toEqual(['admin']);
    // every account type has at least one role it can be activated with
    for (const type of accountTypes)
      expect(
        allRoles.some((r) => allowed(r, type.code)),
        type.code,
      ).toBe(true);
  });

  it('keeps administration permissions out of every role open to a non-staff type', async () => {
    const grants = await rows<{ role_id: number; name: string }>('select rp.role_id, p.name from role_permissions rp join permissions p on p.id = rp.permission_id');
    for (const role of allRoles.filter((r) => !r.account_types.every(isStaffType))) {
      const misplaced = grants.filter((g) => g.role_id === role.id && isAdminPermission(g.name)).map((g) => g.name);
      expect(misplaced, role.name_en).toEqual([]);
    }
    expect(staffTypes).toEqual(['admin', 'kdana']);
    expect([...adminPermissions].every((p) => allPermissions.includes(p))).toBe(true);
  });
});

describe('every role × every account type', () => {
  const tally = { pairs: 0, accepted: 0, refused: 0 };

  it('activation (switch-user-status) accepts only a role for the account’s type; the others get 422 on roles and change nothing', async () => {
    for (const role of allRoles) {
      for (const type of accountTypes) {
        const id = await account(type.id, 'pending');
        const before = await stateOf(id);
        const res = await t.call('POST', `/api/users/switch-user-status/${id}`, { token: admin, lang: 'en', body: { status: 'active', roles: [role.id] } });
        tally.pairs += 1;
        if (allowed(role, type.code)) {
          tally.accepted += 1;
          expect(res.statusCode, label(role, type.code)).toBe(200);
          expect((await stateOf(id)).status).toBe('active');
          expect(await rolesOf(id)).toEqual([role.id]);
        } else {
          tally.refused += 1;
          expect(res.statusCode, label(role, type.code)).toBe(422);
          expectContract('switchUserStatus', 422, res.json());
          expect(Object.keys(res.json().errors), label(role, type.code)).toEqual(['roles']);
          expect(await stateOf(id)).toEqual(before);
          expect(await rolesOf(id)).toEqual([]);
        }
      }
    }
  });

  it('editing an account (users/update) and its roles dialog (update-user-role) accept only a role for its type; the others get 422 on roles and change nothing', async () => {
    // one active account per type, holding a role allowed for it
    const holders = new Map<string, { id: number; start: number }>();
    for (const type of accountTypes) {
      const start = allRoles.find((r) => allowed(r, type.code))!.id;
      holders.set(type.code, { id: await account(type.id, 'active', [start]), start });
    }
    for (const role of allRoles) {
      for (const type of accountTypes) {
        const holder = holders.get(type.code)!;
        for (const [url, operation] of [
          [`/api/users/update/${holder.id}`, 'updateUser'],
          [`/api/users/update-user-role/${holder.id}`, 'updateUserRoles'],
        ] as const) {
          const before = await stateOf(holder.id);
          const rolesBefore = await rolesOf(holder.id);
          const res = await t.call('POST', url, { token: admin, lang: 'en', body: { roles: [role.id] } });
          tally.pairs += 1;
          if (allowed(role, type.code)) {
            tally.accepted += 1;
            expect(res.statusCode, `${operation}: ${label(role, type.code)}`).toBe(200);
            expect(await rolesOf(holder.id)).toEqual([role.id]);
          } else {
            tally.refused += 1;
            expect(res.statusCode, `${operation}: ${label(role, type.code)}`).toBe(422);
            expectContract(operation, 422, res.json());
            expect(res.json().errors).toEqual({ roles: ['One of the chosen roles is not for this type of account: choose among the roles for the account’s type'] });
            expect(await stateOf(holder.id)).toEqual(before);
            expect(await rolesOf(holder.id)).toEqual(rolesBefore);
          }
        }
      }
    }
  });

  it('adds up: every pair tried, each either accepted or refused', () => {
    const types = accountTypes.length;
    const pairsPerPath = allRoles.length * types;
    const allowedPairs = allRoles.reduce((n, r) => n + accountTypes.filter((x) => allowed(r, x.code)).length, 0);
    expect(tally.pairs).toBe(pairsPerPath * 3);
    expect(tally.accepted).toBe(allowedPairs * 3);
    expect(tally.refused).toBe((pairsPerPath - allowedPairs) * 3);
    console.info(
      `roles × account types: ${allRoles.length} roles × ${types} types = ${pairsPerPath} pairs per path, ${allowedPairs} allowed; over activation, update and update-user-role: ${tally.pairs} tried, ${tally.accepted} accepted, ${tally.refused} refused`,
    );
  });
});

describe('the reported case and its neighbours', () => {
  it('refuses to activate a contractor with the administrator role (Arabic and English) and the contractor cannot sign in', async () => {
    const contractor = accountTypes.find((x) => x.code === 'contractor')!;
    const system = allRoles.find((r) => r.is_system)!;
    const id = await account(contractor.id, 'pending');
    const en = await t.call('POST', `/api/users/switch-user-status/${id}`, { token: admin, lang: 'en', body: { status: 'active', roles: [system.id] } });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.roles[0]).toMatch(/not for this type of account/);
    const ar = await t.call('POST', `/api/users/switch-user-status/${id}`, { token: admin, lang: 'ar', body: { status: 'active', roles: [system.id] } });
    expect(ar.json().errors.roles[0]).toMatch(/ليس لهذا النوع من الحسابات/);
    // one allowed role beside the administrator's is still refused
    const mixed = await t.call('POST', `/api/users/switch-user-status/${id}`, { token: admin, body: { status: 'active', roles: [allRoles.find((r) => allowed(r, 'contractor'))!.id, system.id] } });
    expect(mixed.statusCode).toBe(422);
    expect((await stateOf(id)).status).toBe('pending');
    expect(await rolesOf(id)).toEqual([]);
  });

  it('refuses creating an account with a role not for its type, or for its main user’s type', async () => {
    const system = allRoles.find((r) => r.is_system)!;
    const body = { name: 'مقاول جديد', email: 'new.contractor@types.test', phone: '966512345670', password: 'Secret#12', password_confirmation: 'Secret#12', type_id: 9, roles: [system.id] };
    const res = await t.call('POST', '/api/users/store', { token: admin, body });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['roles']);
    expect(await rows('select id from users where email = $1', ['new.contractor@types.test'])).toEqual([]);
    const provider = (await rows<{ id: number }>("select id from users where email = 'provider@mashaer.test'"))[0]!.id;
    const employee = await t.call('POST', '/api/users/store', { token: admin, body: { ...body, email: 'new.employee@types.test', type_id: undefined, parent_id: provider } });
    expect(employee.statusCode).toBe(422);
    expect(Object.keys(employee.json().errors)).toEqual(['roles']);
    const ok = await t.call('POST', '/api/users/store', { token: admin, body: { ...body, roles: [allRoles.find((r) => allowed(r, 'contractor'))!.id] } });
    expect(ok.statusCode).toBe(201);
  });

  it('refuses a new account type that the roles the account keeps are not for (422 on roles)', async () => {
    const providerRole = allRoles.find((r) => r.account_types.includes('service_provider') && r.account_types.length === 1)!;
    const id = await account(2, 'active', [providerRole.id]);
    const before = await stateOf(id);
    const res = await t.call('POST', `/api/users/update/${id}`, { token: admin, body: { type_id: 1 } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['roles']);
    expect(await stateOf(id)).toEqual(before);
    expect((await rows<{ type_id: number }>('select type_id from users where id = $1', [id]))[0]!.type_id).toBe(2);
  });
});

describe('roles and administration permissions', () => {
  it('accepts an administration permission only in a role for staff types: every admin permission × every account type', async () => {
    let n = 0;
    let accepted = 0;
    for (const permission of adminPermissions) {
      for (const type of accountTypes) {
        n += 1;
        const res = await t.call('POST', '/api/roles/store', { token: admin, lang: 'en', body: { name: `دور ${n}`, permissions: [permission, 'ticket-index'], account_types: [type.code] } });
        if (isStaffType(type.code)) {
          accepted += 1;
          expect(res.statusCode, `${permission} for ${type.code}`).toBe(201);
        } else {
          expect(res.statusCode, `${permission} for ${type.code}`).toBe(422);
          expect(res.json().errors, `${permission} for ${type.code}`).toEqual({
            permissions: [expect.stringMatching(/^Administration permissions .* may only be in roles for administrator and Kidana accounts/)],
          });
        }
      }
    }
    expect(accepted).toBe(adminPermissions.size * staffTypes.length);
    // a staff type with a company type is a role open to a company: refused too
    const mixed = await t.call('POST', '/api/roles/store', { token: admin, lang: 'ar', body: { name: 'دور مختلط', permissions: ['user-update'], account_types: ['kdana', 'sharer'] } });
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().errors.permissions[0]).toMatch(/صلاحيات الإدارة/);
  });

  it('refuses to open an existing staff role with admin permissions to a company type, and to drop a type its holders have', async () => {
    const created = await t.call('POST', '/api/roles/store', { token: admin, body: { name: 'مدقق المستخدمين', permissions: ['user-index'], account_types: ['kdana'] } });
    const id = created.json().data.id as number;
    const opened = await t.call('POST', `/api/roles/update/${id}`, { token: admin, body: { name: 'مدقق المستخدمين', permissions: ['user-index'], account_types: ['kdana', 'contractor'] } });
    expect(opened.statusCode).toBe(422);
    expect(Object.keys(opened.json().errors)).toEqual(['permissions']);
    const holder = await account(7, 'active', [id]);
    const narrowed = await t.call('POST', `/api/roles/update/${id}`, { token: admin, body: { name: 'مدقق المستخدمين', permissions: ['ticket-index'], account_types: ['gov'] } });
    expect(narrowed.statusCode).toBe(422);
    expect(Object.keys(narrowed.json().errors)).toEqual(['account_types']);
    expect((await rows<{ account_types: string[] }>('select account_types from roles where id = $1', [id]))[0]!.account_types).toEqual(['kdana']);
    expect(await rolesOf(holder)).toEqual([id]);
  });

  it('lists only the roles for an account type when asked (options and the paged list)', async () => {
    for (const type of accountTypes) {
      const res = await t.call('GET', `/api/roles/options?account_type=${type.code}`, { token: admin });
      expect(res.statusCode).toBe(200);
      expectContract('listRoleOptions', 200, res.json());
      const expected = (await rows<{ id: number }>('select id from roles where $1 = any(account_types) order by id', [type.code])).map((r) => r.id);
      expect(
        res.json().data.map((r: { id: number }) => r.id),
        type.code,
      ).toEqual(expected);
    }
    const contractorOptions = (await t.call('GET', '/api/roles/options?account_type=contractor', { token: admin })).json().data as Array<{ id: number }>;
    expect(contractorOptions.some((r) => r.id === allRoles.find((x) => x.is_system)!.id)).toBe(false);
    const list = await t.call('POST', '/api/roles', { token: admin, body: { account_type: 'admin', paginate: 100 } });
    expectContract('listRoles', 200, list.json());
    expect(list.json().data.data.every((r: { account_types: string[] }) => r.account_types.includes('admin'))).toBe(true);
    expect((await t.call('GET', '/api/roles/options?account_type=nobody', { token: admin })).statusCode).toBe(422);
  });
});
