/** GET /workflows/{workflow}/records/{id}/events: what a record may do now, and why not. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectContract, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let provider: string;
const idOf = async (email: string) => (await t.database.execute('select id from users where email = $1', [email])).rows[0].id as number;
const events = (workflow: string, id: number, token?: string, lang: 'ar' | 'en' = 'en') => t.call('GET', `/api/workflows/${workflow}/records/${id}/events`, { token, lang });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@mashaer.test');
  provider = await t.login('provider@mashaer.test');
});
afterAll(async () => {
  await t?.close();
});

describe('GET /workflows/{workflow}/records/{id}/events', () => {
  it("lists a pending account's events for an administrator: the fields each needs, and why the applicant's own are refused", async () => {
    const id = await idOf('pending@mashaer.test');
    const res = await events('userAccount', id, admin);
    expect(res.statusCode).toBe(200);
    expectContract('listRecordEvents', 200, res.json());
    const data = res.json().data;
    expect(data).toMatchObject({ workflow: 'userAccount', id, status: 'pending', version: expect.any(Number) });
    expect(data.events).toEqual([
      { event: 'ACTIVATE', label: { ar: 'تفعيل', en: 'Activate' }, allowed: 1, fields: ['roles'] },
      { event: 'REJECT', label: { ar: 'رفض', en: 'Reject' }, allowed: 1, fields: ['reject_reason'] },
      { event: 'UPDATE_FORMS', label: expect.any(Object), allowed: 0, reason: 'You do not have permission to do this' },
    ]);
    // the reason in the caller's language
    const ar = (await events('userAccount', id, admin, 'ar')).json().data.events[2];
    expect(ar.reason).toBe('ليس لديك صلاحية لتنفيذ هذا الإجراء');
  });

  it('an active account offers only DISABLE', async () => {
    const res = await events('userAccount', await idOf('gov@mashaer.test'), admin);
    expect(res.json().data.events.map((e: { event: string; allowed: number }) => [e.event, e.allowed])).toEqual([['DISABLE', 1]]);
  });

  it('answers 404 for a record the caller may not see, exactly as for a missing one', async () => {
    const other = await events('userAccount', await idOf('gov@mashaer.test'), provider);
    const missing = await events('userAccount', 999_999, admin);
    expect(other.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(other.json()).toEqual(missing.json());
    // one's own account is one's own to see
    const own = await events('userAccount', await idOf('provider@mashaer.test'), provider);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.events).toEqual([{ event: 'DISABLE', label: expect.any(Object), allowed: 0, reason: 'You do not have permission to do this' }]);
  });

  it('answers 404 for a workflow the server does not run yet, and for an unknown one', async () => {
    expect((await events('ticket', 1, admin)).statusCode).toBe(404);
    expect((await events('nothing', 1, admin)).statusCode).toBe(404);
    expect((await events('constructor', 1, admin)).statusCode).toBe(404);
  });

  it("shows a notification's events to its recipient only", async () => {
    const providerId = await idOf('provider@mashaer.test');
    const [mine] = (await t.database.execute('select id from notifications where user_id = $1 and is_seen = 0 order by id limit 1', [providerId])).rows as Array<{ id: number }>;
    const res = await events('notification', mine!.id, provider);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ workflow: 'notification', status: 'unseen', version: null });
    expect(res.json().data.events.map((e: { event: string; allowed: number }) => [e.event, e.allowed])).toEqual([
      ['SEE', 1],
      ['CLEAR', 1],
    ]);
    expect((await events('notification', mine!.id, admin)).statusCode).toBe(404);
  });

  it('needs a session (401)', async () => {
    expect((await events('userAccount', 1)).statusCode).toBe(401);
  });
});
