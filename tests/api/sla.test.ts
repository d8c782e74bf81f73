/**
 * SLA clocks and the job queue (issue 16): targets per status set by administrators (422 for what takes none, 403
 * for others, an audit row); the records past their target counted in working days from their latest history row;
 * the sweep run by the PostgreSQL-backed queue stores each breach once and rings the record's company's bell; the
 * queue's claims, retries and recurring schedule. On PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectContract, type TestApp } from './harness';
import { createWorker } from '../../server/jobs/worker';
import { claim, enqueue } from '../../server/jobs/queue';
import { jobs, recurring, SLA_SWEEP } from '../../server/features/sla/jobs';
import { workingDaysSince } from '../../shared/workingDays';

let t: TestApp;
let admin: string;
let provider: string;
let kdana: string;

const rows = async <T>(q: string, params: unknown[] = []) => (await t.database.execute(q, params)).rows as T[];
const one = async (q: string, params: unknown[] = []) => Number(Object.values((await t.database.execute(q, params)).rows[0] ?? { n: 0 })[0] ?? 0);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@mashaer.test');
  provider = await t.login('provider@mashaer.test');
  kdana = await t.login('kdana@mashaer.test');
});
afterAll(async () => {
  await t?.close();
});

type Overdue = { workflow: string; record_id: number; status: string; elapsed_days: number; target_days: number; notified_at: string | null; company_id: number | null; link: string };
const overdue = async (body: Record<string, unknown> = {}) => {
  const res = await t.call('POST', '/api/sla/overdue?page=1', { token: admin, body: { paginate: 100, ...body } });
  expect(res.statusCode, res.body).toBe(200);
  expectContract('listSlaOverdue', 200, res.json());
  return (res.json() as { data: { data: Overdue[]; total: number } }).data;
};
const store = (body: Record<string, unknown>, token = admin) => t.call('POST', '/api/sla/targets/store', { token, body });

/** A pending temporary licence entered its status at `at` (its latest history row). */
async function enteredAt(id: number, at: string) {
  await t.database.execute(`update workflow_history set at = $2 where id = (select max(id) from workflow_history where workflow = 'tempLicenceOrder' and record_id = $1)`, [id, at]);
}

describe('SLA targets', () => {
  it('lists every followed lifecycle’s open statuses with the demo’s targets; a closed status is not offered', async () => {
    const res = await t.call('GET', '/api/sla/targets', { token: admin, lang: 'en' });
    expect(res.statusCode).toBe(200);
    expectContract('listSlaTargets', 200, res.json());
    const data = (res.json() as { data: Array<{ workflow: string; states: Array<{ status: string; target_days: number | null }> }> }).data;
    const temp = data.find((w) => w.workflow === 'tempLicenceOrder')!;
    expect(temp.states).toEqual([{ status: 'pending', label: 'Pending', target_days: 3 }].map(({ status, target_days }) => expect.objectContaining({ status, target_days })));
    const stored = await rows<{ workflow: string; status: string; target_days: number }>('select workflow, status, target_days from sla_targets');
    for (const s of stored) expect(data.find((w) => w.workflow === s.workflow)?.states.find((x) => x.status === s.status)?.target_days).toBe(s.target_days);
  });

  it('refuses what takes no target (422) and anyone without sla-manage (403), changing nothing', async () => {
    const before = await rows('select * from sla_targets order by workflow, status');
    for (const body of [
      { workflow: 'nope', status: 'pending', target_days: 2 },
      { workflow: 'tempLicenceOrder', status: 'nope', target_days: 2 },
      { workflow: 'tempLicenceOrder', status: 'approved', target_days: 2 },
      { workflow: 'tempLicenceOrder', status: 'pending', target_days: 0 },
      { workflow: 'tempLicenceOrder', status: 'pending', target_days: 121 },
      { workflow: 'tempLicenceOrder', status: 'pending', target_days: 'x' },
      { status: 'pending', target_days: 2 },
    ]) {
      const res = await store(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await store({ workflow: 'tempLicenceOrder', status: 'pending', target_days: 4 }, provider)).statusCode).toBe(403);
    expect((await store({ workflow: 'tempLicenceOrder', status: 'pending', target_days: 4 }, kdana)).statusCode).toBe(403);
    expect((await t.call('POST', '/api/sla/overdue', { token: provider, body: {} })).statusCode).toBe(403);
    expect(await rows('select * from sla_targets order by workflow, status')).toEqual(before);
  });

  it('sets, changes and removes a target, each with an audit row', async () => {
    const audits = await one(`select count(*) from audit_log where entity = 'sla_targets'`);
    expect((await store({ workflow: 'carLicenceOrder', status: 'pending', target_days: 9 })).statusCode).toBe(200);
    expect(await one(`select target_days from sla_targets where workflow = 'carLicenceOrder' and status = 'pending'`)).toBe(9);
    expect((await store({ workflow: 'carLicenceOrder', status: 'pending' })).statusCode).toBe(200);
    expect(await one(`select count(*) from sla_targets where workflow = 'carLicenceOrder' and status = 'pending'`)).toBe(0);
    expect(await one(`select count(*) from audit_log where entity = 'sla_targets'`)).toBe(audits + 2);
    expect((await store({ workflow: 'carLicenceOrder', status: 'pending', target_days: 2 })).statusCode).toBe(200);
  });
});

describe('overdue records and the sweep', () => {
  it('lists a record past its target in working days since it entered its status, not one within it', async () => {
    const pending = await rows<{ id: number }>(`select id from temp_licence_orders where status = 'pending' order by id limit 2`);
    expect(pending.length).toBe(2);
    const [late, fresh] = pending.map((r) => Number(r.id));
    await enteredAt(late!, '2026-10-01T09:00:00+03:00');
    await enteredAt(fresh!, new Date().toISOString());
    const list = (await overdue({ workflow: 'tempLicenceOrder' })).data;
    const found = list.find((o) => o.record_id === late);
    expect(found).toBeDefined();
    expect(found!.elapsed_days).toBe(workingDaysSince(new Date('2026-10-01T09:00:00+03:00'), new Date()));
    expect(found!.target_days).toBe(3);
    expect(found!.link).toBe(`/temp-licenses-order/view/${late}`);
    expect(list.some((o) => o.record_id === fresh)).toBe(false);
    // every listed one is past its target, the longest overdue first
    for (const o of list) expect(o.elapsed_days).toBeGreaterThan(o.target_days);
    expect((await t.call('POST', '/api/sla/overdue', { token: admin, body: { workflow: 'nope' } })).statusCode).toBe(422);
  });

  it('the queue’s sweep stores each breach once and rings the company’s bell with a link to the record', async () => {
    const [row] = await rows<{ id: number; company_id: number }>(`select id, company_id from temp_licence_orders where status = 'pending' order by id limit 1`);
    const id = Number(row!.id);
    await enteredAt(id, '2026-10-01T09:00:00+03:00');
    const bells = await one('select count(*) from notifications where user_id = $1', [row!.company_id]);
    const worker = createWorker(t.database.db, jobs, { recurring });
    expect(await enqueue(t.database.db, SLA_SWEEP, {}, { key: SLA_SWEEP })).not.toBeNull();
    // one waiting run per key
    expect(await enqueue(t.database.db, SLA_SWEEP, {}, { key: SLA_SWEEP })).toBeNull();
    expect(await worker.drain()).toBe(1);
    const breach = await rows<{ notified_at: string | null }>(`select notified_at from sla_breaches where workflow = 'tempLicenceOrder' and record_id = $1`, [id]);
    expect(breach).toHaveLength(1);
    expect(breach[0]!.notified_at).not.toBeNull();
    const notices = await rows<{ message_en: string; link: string }>('select message_en, link from notifications where user_id = $1 order by id desc', [row!.company_id]);
    expect(notices.length).toBeGreaterThan(bells);
    expect(notices.some((n) => n.link === `/temp-licenses-order/view/${id}` && /past its target/.test(n.message_en))).toBe(true);
    // the next hourly run is scheduled, not due yet: draining again runs nothing and tells nobody twice
    expect(await one(`select count(*) from jobs where key = $1 and done_at is null and run_at > now() + interval '50 minutes'`, [SLA_SWEEP])).toBe(1);
    expect(await worker.drain()).toBe(0);
    const later = createWorker(t.database.db, jobs);
    await enqueue(t.database.db, SLA_SWEEP);
    await later.drain();
    expect(await one(`select count(*) from sla_breaches where workflow = 'tempLicenceOrder' and record_id = $1`, [id])).toBe(1);
    const listed = (await overdue({ workflow: 'tempLicenceOrder' })).data.find((o) => o.record_id === id);
    expect(listed?.notified_at).not.toBeNull();
  });

  it('“check now” moves the waiting run to now (202)', async () => {
    expect((await t.call('POST', '/api/sla/sweep', { token: provider })).statusCode).toBe(403);
    const res = await t.call('POST', '/api/sla/sweep', { token: admin });
    expect(res.statusCode).toBe(202);
    expect(await one(`select count(*) from jobs where key = $1 and done_at is null and run_at <= now()`, [SLA_SWEEP])).toBe(1);
  });
});

describe('the job queue', () => {
  it('retries a failing job later with its error kept, and hands a claimed job to no second worker', async () => {
    const db = t.database.db;
    const id = await enqueue(db, 'test.flaky', { n: 1 });
    let calls = 0;
    const worker = createWorker(db, {
      'test.flaky': async () => {
        calls++;
        throw new Error('the mail server is away');
      },
    });
    expect(await worker.drain()).toBe(1);
    expect(calls).toBe(1);
    const [job] = await rows<{ attempts: number; last_error: string; done_at: string | null; run_at: string }>('select attempts, last_error, done_at, run_at from jobs where id = $1', [id]);
    expect(Number(job!.attempts)).toBe(1);
    expect(job!.last_error).toBe('the mail server is away');
    expect(job!.done_at).toBeNull();
    expect(new Date(job!.run_at).getTime()).toBeGreaterThan(Date.now() + 20_000);
    // not due yet: nothing runs
    expect(await worker.drain()).toBe(0);
    // due again, claimed once: a second claim at the same moment gets nothing
    const soon = new Date(Date.now() + 60_000);
    const first = await claim(db, ['test.flaky'], 5, soon);
    const second = await claim(db, ['test.flaky'], 5, soon);
    expect(first.map((j) => j.id)).toEqual([id]);
    expect(second).toEqual([]);
  });
});
