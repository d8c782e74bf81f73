/**
 * Who may call what, checked for every operation of the contract (openapi/openapi.json), so
 * each new area is covered with no new test code: without a token every operation but the
 * public ones answers 401; with a signed-in account holding none of the operation's
 * `x-permission` strings it answers 403 (`x-access: session` operations, open to any account,
 * and public ones are skipped for 403). The access rule is checked before any body is read,
 * so the calls carry none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';
import { loadContract } from '../../server/http/contract';

interface Operation {
  operationId: string;
  'x-permission'?: string | string[];
  'x-access'?: 'public' | 'session' | 'registration';
}

const contract = loadContract() as { paths: Record<string, Record<string, Operation>> };
const operations = Object.entries(contract.paths).flatMap(([p, item]) =>
  Object.entries(item)
    .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
    .map(([method, op]) => ({ method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: p, op })),
);
/** A concrete URL: every path parameter filled with something of its shape. */
const urlOf = (p: string) =>
  `/api${p
    .replace(/\{workflow\}/g, 'userAccount')
    .replace(/\{format\}/g, 'csv')
    .replace(/\{[^}]+\}/g, '1')}`;
const permissionsOf = (op: Operation) => (op['x-permission'] === undefined ? [] : Array.isArray(op['x-permission']) ? op['x-permission'] : [op['x-permission']]);

let t: TestApp;
let nobody: string;

beforeAll(async () => {
  t = await createTestApp();
  // an active account with no roles at all: it holds no permission
  await t.database.execute(
    "insert into users (name, email, password_hash, type_id, status, is_acknowledged) select 'بلا صلاحيات', 'nobody@access.test', password_hash, type_id, 'active', 1 from users where email = 'employee@mashaer.test'",
  );
  nobody = await t.login('nobody@access.test');
});
afterAll(async () => {
  await t?.close();
});

describe('every operation of the contract', () => {
  it('is walked', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it.each(operations.filter((o) => o.op['x-access'] !== 'public').map((o) => [`${o.method} ${o.path} (${o.op.operationId})`, o] as const))('%s answers 401 without a token', async (_name, o) => {
    const res = await t.call(o.method, urlOf(o.path));
    expect(res.statusCode, res.body).toBe(401);
  });

  it.each(operations.filter((o) => permissionsOf(o.op).length > 0).map((o) => [`${o.method} ${o.path} (${o.op.operationId})`, o] as const))(
    '%s answers 403 to an account without its permission',
    async (_name, o) => {
      const res = await t.call(o.method, urlOf(o.path), { token: nobody });
      expect(res.statusCode, res.body).toBe(403);
    },
  );
});
