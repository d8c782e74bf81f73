/**
 * Every API route declares who may call it, and the server enforces it: an active
 * account holding no permission at all is refused (403) by every operation that
 * names a permission, whatever its area, before its body is even read. New
 * operations are covered as soon as they are in the contract.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';
import { loadContract, operationsOf } from '../../server/http/contract';
import { allPermissions } from '../../shared/permissions';

let t: TestApp;
let nobody: string;

const contract = loadContract();
const operations = operationsOf(contract);
const guarded = operations.filter(({ op }) => op['x-permission'] !== undefined);

beforeAll(async () => {
  t = await createTestApp();
  // An active main account with a role that grants nothing.
  await t.database.execute("insert into roles (name, name_en) values ('بلا صلاحيات', 'No permissions')");
  await t.database.execute(
    `insert into users (name, email, password_hash, type_id, status, is_acknowledged)
     select 'حساب بلا صلاحيات', 'nobody@mashaer.test', password_hash, 2, 'active', 1 from users where email = 'admin@mashaer.test'`,
  );
  await t.database.execute("insert into user_roles (user_id, role_id) select u.id, r.id from users u, roles r where u.email = 'nobody@mashaer.test' and r.name = 'بلا صلاحيات'");
  nobody = await t.login('nobody@mashaer.test');
});
afterAll(async () => {
  await t?.close();
});

describe('access to every operation', () => {
  it('declares exactly one of x-permission and x-access, naming known permissions', () => {
    expect(operations.length).toBeGreaterThan(10);
    for (const { method, path, op } of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      expect((op['x-permission'] === undefined) !== (op['x-access'] === undefined), where).toBe(true);
      const named: string[] = op['x-permission'] === undefined ? [] : [op['x-permission']].flat();
      for (const p of named) expect(allPermissions, where).toContain(p);
    }
  });

  it('the account holds no permission', async () => {
    const me = await t.call('GET', '/api/auth/permission-me', { token: nobody });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.permissions).toEqual([]);
  });

  it.each(guarded.map(({ method, path, op }) => [`${method.toUpperCase()} ${path}`, method, path, op.operationId as string]))('%s refuses it (403)', async (_name, method, path) => {
    const url = `/api${path.replace(/\{[^}]+\}/g, '1')}`;
    const res = await t.call(method.toUpperCase() as 'GET' | 'POST', url, { token: nobody });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You do not have permission to do this');
  });
});
