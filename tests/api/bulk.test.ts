/**
 * Bulk decisions on the requests list: the preview says exactly which accounts the
 * userAccount machine accepts and why it refuses the others, changing nothing; the run
 * applies each accepted one in its own transaction and reports per account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectContract, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let provider: string;

const userBy = async (email: string) =>
  (await t.database.execute('select id, status, version from users where lower(email) = lower($1)', [email])).rows[0] as { id: number; status: string; version: number };
const roleFor = async (code: string) => Number((await t.database.execute(`select id from roles where $1 = any(account_types) and not is_system order by id limit 1`, [code])).rows[0]!.id);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@mashaer.test');
  provider = await t.login('provider@mashaer.test');
});
afterAll(async () => {
  await t?.close();
});

type Result = { data: { total: number; accepted: number; refused: number; items: Array<{ id: number; result: string; message?: string; errors?: Record<string, string[]> }> } };

describe('bulk decisions', () => {
  it('previews accurately and changes nothing; the run applies the accepted and leaves the refused unchanged', async () => {
    const pending = await userBy('pending@mashaer.test');
    const active = await userBy('provider@mashaer.test');
    const role = await roleFor('service_provider');
    const body = { event: 'ACTIVATE', ids: [pending.id, active.id], payload: { roles: [role] } };

    const preview = await t.call('POST', '/api/users/bulk/preview', { token: admin, body });
    expect(preview.statusCode, preview.body).toBe(200);
    expectContract('previewUserBulk', 200, preview.json());
    const p = (preview.json() as Result).data;
    expect(p).toMatchObject({ total: 2, accepted: 1, refused: 1 });
    expect(p.items.find((i) => i.id === pending.id)?.result).toBe('accepted');
    const refused = p.items.find((i) => i.id === active.id)!;
    expect(refused.result).toBe('refused');
    expect(refused.message).toBeTruthy();
    expect(await userBy('pending@mashaer.test')).toEqual(pending);

    const run = await t.call('POST', '/api/users/bulk/apply', { token: admin, body });
    expect(run.statusCode).toBe(200);
    expectContract('applyUserBulk', 200, run.json());
    const r = (run.json() as Result).data;
    expect(r.items.map((i) => [i.id, i.result])).toEqual([
      [pending.id, 'applied'],
      [active.id, 'refused'],
    ]);
    expect(r.items[1]!.message).toBe(refused.message);
    expect((await userBy('pending@mashaer.test')).status).toBe('active');
    expect(await userBy('provider@mashaer.test')).toEqual(active);
  });

  it('reports a field refusal per record (REJECT without a reason) and refuses roles not for the type', async () => {
    const rejected = await userBy('rejected@mashaer.test');
    const noReason = await t.call('POST', '/api/users/bulk/preview', { token: admin, body: { event: 'REJECT', ids: [rejected.id], payload: {} } });
    const item = (noReason.json() as Result).data.items[0]!;
    expect(item.result).toBe('refused');
    const adminRole = Number((await t.database.execute('select id from roles where is_system limit 1')).rows[0]!.id);
    const wrongRole = await t.call('POST', '/api/users/bulk/preview', { token: admin, body: { event: 'ACTIVATE', ids: [rejected.id], payload: { roles: [adminRole] } } });
    const w = (wrongRole.json() as Result).data.items[0]!;
    expect(w.result).toBe('refused');
  });

  it('takes the accounts matching the filters, capped', async () => {
    const res = await t.call('POST', '/api/users/bulk/preview', {
      token: admin,
      body: { event: 'REJECT', filters: { status: ['pending', 'review'] }, payload: { reject_reason: 'Incomplete documents' } },
    });
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.max).toBe(200);
    const listed = (await t.call('POST', '/api/users', { token: admin, body: { status: ['pending', 'review'], paginate: 100 } })).json().data.total;
    expect(d.total).toBe(Math.min(listed, 200));
  });

  it('needs user-request (403)', async () => {
    expect((await t.call('POST', '/api/users/bulk/preview', { token: provider, body: { event: 'REJECT', ids: [1] } })).statusCode).toBe(403);
  });
});
