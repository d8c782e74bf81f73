/**
 * The assignment machine's transitions whose events this area's calls carry (RETURN:
 * POST general/assign/return/{id}; RE_CUSTOMIZE: POST general/assign/re-customization/{id}),
 * through the real API, from every status that takes them — read from the machine, so a new
 * transition of these events is covered without a test edit. Each record is put in its source
 * status by the runtime itself (seedAt: the machine's own path, with its history rows), then the
 * event is sent over HTTP and the stored status, version and history row are checked. Every
 * status that does not take one of these events refuses it and changes nothing.
 * (SCHEDULE_APPOINTMENT, RECORD_ABSENCE, CANCEL_APPOINTMENT, ANSWER_FORM, EDIT_FORM and DELIVER
 * are carried by the appointments, absence-history and handover calls and tested there.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { assignmentMachine } from '../../machines';
import { acceptedEvents, describeLifecycle, transitionsFrom } from '../../machines/core';
import { createTestApp, type TestApp } from './harness';
import { users, workflowHistory } from '../../server/db/schema';
import { assignLifecycle } from '../../server/features/assign/lifecycle';
import { assignCamps } from '../../server/features/assign/table';
import { unassignedCamps } from '../../server/features/assign/seed';

const machine = assignmentMachine;
const lifecycle = describeLifecycle(machine);
const PROVIDER = 'provider@mashaer.test';
const OTHER = 'almarwa.serviceprovider@example.sa';

/** The events this area's calls send, and how. */
const calls: Record<string, (id: number, version: number) => { url: string; body: Record<string, unknown> }> = {
  RETURN: (id, version) => ({ url: `/api/general/assign/return/${id}`, body: { version } }),
  RE_CUSTOMIZE: (id, version) => ({ url: `/api/general/assign/re-customization/${id}`, body: { receiver_company_id: ids[OTHER], receiver_cr: '4030099999', version } }),
};

/** Every transition of these events, from the machine's definition. */
const transitions = lifecycle.states.flatMap((s) => transitionsFrom(machine, s.key).filter((tr) => tr.event in calls));

let t: TestApp;
let kidana: string;
const ids: Record<string, number> = {};
let free: Array<{ id: number; squareId: number }> = [];

beforeAll(async () => {
  t = await createTestApp();
  kidana = await t.login('kdana@mashaer.test');
  for (const r of await t.database.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [PROVIDER, OTHER]))) {
    ids[r.email] = r.id;
  }
  free = await unassignedCamps(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

/** A new assignment of a free camp to the provider, in `status`, reached by the machine's own shortest path. */
async function assignmentAt(status: string) {
  const camp = free.shift();
  if (!camp) throw new Error('no free demo camp left');
  const db = t.database.db;
  const [row] = await db.transaction((tx) =>
    assignLifecycle.on(db).seedAt(tx, status, [{ campId: camp.id, squareId: camp.squareId, countryId: 1, receiver_company_id: ids[PROVIDER]!, receiverCr: '4030012345' } as never]),
  );
  return row!;
}

const stored = async (id: number) => (await t.database.db.select({ status: assignCamps.status, version: assignCamps.version }).from(assignCamps).where(eq(assignCamps.id, id)))[0]!;
const lastHistory = async (id: number) =>
  (
    await t.database.db
      .select()
      .from(workflowHistory)
      .where(and(eq(workflowHistory.workflow, 'assignment'), eq(workflowHistory.recordId, id)))
      .orderBy(desc(workflowHistory.id))
      .limit(1)
  )[0]!;

describe('assignment paths through the API', () => {
  it('covers RETURN and RE_CUSTOMIZE from every status that takes them', () => {
    expect(transitions.map((tr) => `${tr.from}:${tr.event}`).sort()).toEqual(expect.arrayContaining(['pending:RETURN', 'returned:RE_CUSTOMIZE']));
  });

  for (const tr of transitions) {
    it(`${tr.from} —${tr.event}→ ${tr.to}`, async () => {
      const record = await assignmentAt(tr.from);
      const call = calls[tr.event]!(record.id, record.version);
      const res = await t.call('POST', call.url, { token: kidana, body: call.body });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.status).toBe(tr.to);
      expect(await stored(record.id)).toEqual({ status: tr.to, version: record.version + 1 });
      expect(await lastHistory(record.id)).toMatchObject({ event: tr.event, fromStatus: tr.from, toStatus: tr.to });
    });
  }

  for (const state of lifecycle.states) {
    const refused = Object.keys(calls).filter((event) => !acceptedEvents(machine, state.key).includes(event));
    if (!refused.length) continue;
    it(`${state.key} refuses ${refused.join(', ')} and changes nothing`, async () => {
      const record = await assignmentAt(state.key);
      const before = await lastHistory(record.id);
      for (const event of refused) {
        const call = calls[event]!(record.id, record.version);
        const res = await t.call('POST', call.url, { token: kidana, body: call.body });
        expect([409, 422], `${state.key} ${event}: ${res.body}`).toContain(res.statusCode);
        expect(res.json().message).not.toBe('Unallowed action!');
      }
      expect(await stored(record.id)).toEqual({ status: state.key, version: record.version });
      expect((await lastHistory(record.id)).id).toBe(before.id);
    });
  }
});
