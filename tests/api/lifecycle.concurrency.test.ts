/**
 * A transition is applied once however many people act at the same moment: 100 conflicting
 * events on one account, sent together (on PostgreSQL they run on the pool's connections at
 * once; on PGlite they interleave in its one queue), leave exactly one applied — one status
 * change, one history row, one audit row — and every other answer a refusal of the contract
 * (409: the status no longer takes the event, or the version acted on is stale), never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@mashaer.test');
});
afterAll(async () => {
  await t?.close();
});

const count = async (text: string, params: unknown[]) => Number((await t.database.execute(text, params)).rows[0]!.n);

describe('100 concurrent conflicting events on one record', () => {
  it('apply exactly once; the others are refused with 409 and change nothing', async () => {
    const [row] = (await t.database.execute("select id, version from users where email = 'pending@mashaer.test'")).rows;
    const id = Number(row!.id);
    const version = Number(row!.version);
    const historyBefore = await count("select count(*)::int as n from workflow_history where workflow = 'userAccount' and record_id = $1", [id]);
    const auditBefore = await count("select count(*)::int as n from audit_log where entity = 'users' and entity_id = $1", [id]);

    // half activate (with the applicant type's role), half reject, all acting on the version read above
    const bodies = Array.from({ length: 100 }, (_, i) => (i % 2 ? { status: 'active', roles: [3], version } : { status: 'rejected', reject_reason: `refused by call ${i}`, version }));
    const answers = await Promise.all(bodies.map((body) => t.call('POST', `/api/users/switch-user-status/${id}`, { token: admin, body })));
    const statuses = answers.map((a) => a.statusCode);

    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(typeof a.json().message).toBe('string');

    const applied = answers.find((a) => a.statusCode === 200)!.json().data as { status: string; version: number };
    const [after] = (await t.database.execute('select status, version from users where id = $1', [id])).rows;
    expect(after).toEqual({ status: applied.status, version: version + 1 });
    expect(['active', 'rejected']).toContain(applied.status);
    expect(await count("select count(*)::int as n from workflow_history where workflow = 'userAccount' and record_id = $1", [id])).toBe(historyBefore + 1);
    expect(await count("select count(*)::int as n from audit_log where entity = 'users' and entity_id = $1", [id])).toBe(auditBefore + 1);
  });

  it('without a version, the status alone lets one through: 100 activations, one applied, 99 "already active"', async () => {
    const [row] = (await t.database.execute("select id from users where status = 'pending' and email <> 'pending@mashaer.test' and type_id = 2 order by id limit 1")).rows;
    const id = Number(row!.id);
    const historyBefore = await count("select count(*)::int as n from workflow_history where workflow = 'userAccount' and record_id = $1", [id]);
    const answers = await Promise.all(Array.from({ length: 100 }, () => t.call('POST', `/api/users/switch-user-status/${id}`, { token: admin, body: { status: 'active', roles: [3] } })));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused.every((a) => a.statusCode === 409 && a.json().code === '104')).toBe(true);
    expect(await count("select count(*)::int as n from workflow_history where workflow = 'userAccount' and record_id = $1", [id])).toBe(historyBefore + 1);
    expect(await count('select count(*)::int as n from user_roles where user_id = $1', [id])).toBe(1);
  });
});
