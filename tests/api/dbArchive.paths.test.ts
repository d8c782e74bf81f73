/**
 * Every transition of the dbArchive machine through the real API, on PGlite and PostgreSQL: for each (status, event)
 * the machine describes, a fresh season is brought to the status by the calls the screens make (stored, then
 * activated), the event is sent the only way it travels — ACTIVATE by POST db_archive/activate/{id}; DEACTIVATE as
 * the consequence of activating another season (the spec has no deactivate call) — and the stored status, version
 * and last history row are checked. Then every event a status does not take is refused and changes nothing:
 * ACTIVATE on the active season through its call (409, code 104), DEACTIVATE on a created one through the runtime
 * itself (no call sends it there).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeLifecycle } from '../../machines/core/describe';
import { acceptedEvents } from '../../machines/core/runtime';
import { dbArchiveMachine } from '../../machines';
import { createTestApp, type TestApp } from './harness';
import { dbArchivesLifecycle } from '../../server/features/dbArchives/lifecycle';
import type { Caller } from '../../server/lifecycle/caller';

let t: TestApp;
let admin: string;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@mashaer.test');
});
afterAll(async () => {
  await t?.close();
});

type Res = { statusCode: number; body: string };
const post = (url: string, body: Record<string, unknown> = {}): Promise<Res> => t.call('POST', url, { token: admin, body });

/** A fresh season of its own Hijri year and dates. */
async function fresh(): Promise<number> {
  n += 1;
  const res = await post('/api/db_archive/store', { name: `موسم المسار ${n}`, name_en: `Path season ${n}`, hijri_year: 1550 + n, starts_on: `${2400 + n}-01-01`, ends_on: `${2400 + n}-11-30` });
  expect(res.statusCode, res.body).toBe(201);
  return (JSON.parse(res.body) as { data: { id: number } }).data.id;
}
const activate = (id: number) => post(`/api/db_archive/activate/${id}`);
async function at(status: string): Promise<number> {
  const id = await fresh();
  if (status === 'active') expect((await activate(id)).statusCode).toBe(200);
  return id;
}
const stored = async (id: number) => (await t.database.execute('select status, version from db_archives where id = $1', [id])).rows[0] as { status: string; version: number };
const lastHistory = async (id: number) =>
  (await t.database.execute("select event, to_status as to from workflow_history where workflow = 'dbArchive' and record_id = $1 order by id desc limit 1", [id])).rows[0];

/** Each event, sent the way it travels. */
const calls: Record<string, (id: number) => Promise<Res>> = {
  ACTIVATE: (id) => activate(id),
  // DEACTIVATE reaches a season when another one is activated
  DEACTIVATE: async () => activate(await fresh()),
};

const lifecycle = describeLifecycle(dbArchiveMachine);
const transitions = lifecycle.states.flatMap((s) => s.transitions.map((tr) => ({ from: s.key, event: tr.event, to: tr.to })));

describe('dbArchive machine through the API', () => {
  it('has a way to send every event, and every status is reached', () => {
    for (const tr of transitions) expect(calls[tr.event], tr.event).toBeDefined();
    expect(new Set(transitions.map((tr) => tr.to))).toEqual(new Set(['created', 'active']));
  });

  for (const tr of transitions) {
    it(`${tr.from} --${tr.event}--> ${tr.to}`, async () => {
      const id = await at(tr.from);
      const before = await stored(id);
      const res = await calls[tr.event]!(id);
      expect(res.statusCode, res.body).toBe(200);
      const after = await stored(id);
      expect(after.status).toBe(tr.to);
      expect(Number(after.version)).toBeGreaterThan(Number(before.version));
      expect(await lastHistory(id)).toEqual({ event: tr.event, to: tr.to });
      expect(Number((await t.database.execute("select count(*)::int as n from db_archives where status = 'active'")).rows[0]!.n)).toBe(1);
    });
  }

  it('active: ACTIVATE again is refused (409, code 104) and changes nothing', async () => {
    expect(acceptedEvents(dbArchiveMachine, 'active')).not.toContain('ACTIVATE');
    const id = await at('active');
    const before = await stored(id);
    const res = await activate(id);
    expect(res.statusCode).toBe(409);
    expect(JSON.parse(res.body).code).toBe('104');
    expect(await stored(id)).toEqual(before);
  });

  it('created: DEACTIVATE is refused by the runtime (no call sends it) and changes nothing', async () => {
    expect(acceptedEvents(dbArchiveMachine, 'created')).not.toContain('DEACTIVATE');
    const id = await at('created');
    const before = await stored(id);
    const adminId = Number((await t.database.execute("select id from users where email = 'admin@mashaer.test'")).rows[0]!.id);
    const caller: Caller = { userId: adminId, permissions: ['archive-index'], accountType: 'admin', lang: 'en', ip: '127.0.0.1' };
    await expect(dbArchivesLifecycle.on(t.database.db).apply(caller, id, { type: 'DEACTIVATE' })).rejects.toMatchObject({ status: 409, message: 'dbArchive.notActive' });
    expect(await stored(id)).toEqual(before);
  });
});
