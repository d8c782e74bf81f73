/**
 * Every transition of the appointment machine, through the real API: for each (status, event) the
 * machine describes, a fresh appointment is booked (the initial status, pending), brought to the
 * transition's status by the calls that carry its events, and sent the event through its own call;
 * the stored status, the history row and the answer are checked. Then every event the status does
 * not take is sent too, and must change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { appointmentMachine } from '../../machines';
import { acceptedEvents, describeLifecycle } from '../../machines/core';
import { createTestApp, formData, type TestApp } from './harness';
import { users, workflowHistory } from '../../server/db/schema';
import { appointments } from '../../server/features/appointments/table';

const lifecycle = describeLifecycle(appointmentMachine);
let t: TestApp;
let admin: string;
let kidana: string;
let provider: string;
let providerId: number;
let square: number;
let country: number;
let seq = 0;

/** Each event's call, as the screens send it (the receiving company answers; Kidana re-schedules). */
const calls: Record<string, (id: number) => Promise<{ statusCode: number; body: string }>> = {
  APPROVE: (id) => t.call('POST', `/api/general/appointments/approve/${id}`, { token: provider, body: {} }),
  REJECT: (id) => t.call('POST', `/api/general/appointments/reject/${id}`, { token: provider, body: { reject_reason: 'الموعد يتعارض مع موعد آخر' } }),
  RESCHEDULE: (id) => t.call('POST', `/api/general/appointments/update/${id}`, { token: kidana, body: { appointment: instant() } }),
};
/** How to reach each status from a new appointment. */
const reach: Record<string, string[]> = { pending: [], approved: ['APPROVE'], rejected: ['REJECT'] };

const instant = () => {
  seq++;
  return `2027-05-${String(10 + (seq % 18)).padStart(2, '0')}T${String(6 + Math.floor(seq / 18)).padStart(2, '0')}:${String((seq * 7) % 60).padStart(2, '0')}:00+03:00`;
};

/** A new camp of the test square assigned to the provider, and its appointment (pending). */
async function booked(): Promise<number> {
  seq++;
  const camp = await t.call('POST', '/api/general/camps/store', { token: admin, body: { name: `مخيم مسار ${seq}`, name_en: `Path camp ${seq}`, square_id: square, capacity: 100 } });
  expect(camp.statusCode, camp.body).toBe(201);
  const f = formData({ camp_id: camp.json().data.id, square_id: square, country_id: country, receiver_company_id: providerId, receiver_cr: '4030012345' });
  const assigned = await t.call('POST', '/api/general/assign/store', { token: admin, payload: f.payload, headers: f.headers });
  expect(assigned.statusCode, assigned.body).toBe(201);
  const res = await t.call('POST', '/api/general/appointments/store', { token: kidana, body: { assign_camp_id: assigned.json().data.id, appointment: instant() } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}
const statusOf = async (id: number) => (await t.database.db.select({ s: appointments.status }).from(appointments).where(eq(appointments.id, id)))[0]!.s;

beforeAll(async () => {
  t = await createTestApp();
  [admin, kidana, provider] = await Promise.all(['admin@mashaer.test', 'kdana@mashaer.test', 'provider@mashaer.test'].map((e) => t.login(e)));
  providerId = (
    await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.email, ['provider@mashaer.test']))
  )[0]!.id;
  square = (await t.call('POST', '/api/general/squares/store', { token: admin, body: { name: 'مربع المسارات', name_en: 'Paths square', code: 'PATH-1' } })).json().data.id;
  country = (await t.call('POST', '/api/general/countries/store', { token: admin, body: { name: 'دولة المسارات', name_en: 'Paths country' } })).json().data.id;
});
afterAll(async () => {
  await t?.close();
});

const transitions = lifecycle.states.flatMap((s) => s.transitions.map((tr) => ({ from: s.key, event: tr.event, to: tr.to })));

describe('appointment machine through the API', () => {
  it('has a call for every event and a way to every status', () => {
    for (const tr of transitions) expect(calls[tr.event], tr.event).toBeDefined();
    for (const s of lifecycle.states) expect(reach[s.key], s.key).toBeDefined();
  });

  for (const tr of transitions) {
    it(`${tr.from} --${tr.event}--> ${tr.to}`, async () => {
      const id = await booked();
      for (const step of reach[tr.from]!) expect((await calls[step]!(id)).statusCode).toBe(200);
      expect(await statusOf(id)).toBe(tr.from);
      const res = await calls[tr.event]!(id);
      expect(res.statusCode, res.body).toBe(200);
      expect(await statusOf(id)).toBe(tr.to);
      const [last] = await t.database.db
        .select()
        .from(workflowHistory)
        .where(and(eq(workflowHistory.workflow, 'appointment'), eq(workflowHistory.recordId, id)))
        .orderBy(desc(workflowHistory.id))
        .limit(1);
      expect(last).toMatchObject({ event: tr.event, fromStatus: tr.from, toStatus: tr.to });
      // the events the new status does not take change nothing
      for (const other of Object.keys(calls).filter((e) => !acceptedEvents(appointmentMachine, tr.to).includes(e))) {
        const refused = await calls[other]!(id);
        expect([403, 409, 422], `${other} from ${tr.to}`).toContain(refused.statusCode);
        expect(await statusOf(id)).toBe(tr.to);
      }
    });
  }
});
