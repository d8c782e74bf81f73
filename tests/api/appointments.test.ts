/**
 * Handover appointments and absence history (general/appointments, general/absence_history): the API
 * as the screens use it, on PGlite and on PostgreSQL. Booking moves two lifecycles in one transaction
 * (the appointment created `pending`, its assignment SCHEDULE_APPOINTMENT); no double booking (one
 * open appointment per assignment: 409; one per square and instant: 422); nothing in the past (422);
 * the receiving company approves or rejects (a reason required), sees only its own (another's is a
 * 404) and books nothing (403); a pending appointment is deleted and its assignment awaits another,
 * an approved one is not (409); a missed appointment recorded as absence sends the assignment back to
 * pending, takes no more events, and the assignment is booked again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { createTestApp, expectContract, formData, type TestApp } from './harness';
import { auditLog, users, workflowHistory } from '../../server/db/schema';
import { appointments } from '../../server/features/appointments/table';
import { absenceHistory } from '../../server/features/absenceHistory/table';
import { assignCamps } from '../../server/features/assign/table';

let t: TestApp;
let admin: string;
let kidana: string;
let provider: string;
let other: string;
const ids: Record<string, number> = {};
let seq = 0;

const PROVIDER = 'provider@mashaer.test';
const OTHER = 'almarwa.serviceprovider@example.sa';

/** A fresh square with `camps` camps, each assigned to `company` (awaiting an appointment). */
async function assignments(company = PROVIDER, camps = 1): Promise<{ square: number; ids: number[] }> {
  seq++;
  const sq = await t.call('POST', '/api/general/squares/store', { token: admin, body: { name: `مربع مواعيد ${seq}`, name_en: `Appointments square ${seq}`, code: `AP-${seq}` } });
  expect(sq.statusCode, sq.body).toBe(201);
  const square = sq.json().data.id as number;
  const country = await t.call('POST', '/api/general/countries/store', { token: admin, body: { name: `دولة مواعيد ${seq}`, name_en: `Appointments country ${seq}` } });
  expect(country.statusCode, country.body).toBe(201);
  const out: number[] = [];
  for (let i = 0; i < camps; i++) {
    const camp = await t.call('POST', '/api/general/camps/store', {
      token: admin,
      body: { name: `مخيم مواعيد ${seq}-${i}`, name_en: `Appointments camp ${seq}-${i}`, square_id: square, capacity: 300 },
    });
    expect(camp.statusCode, camp.body).toBe(201);
    const f = formData({ camp_id: camp.json().data.id, square_id: square, country_id: country.json().data.id, receiver_company_id: ids[company]!, receiver_cr: '4030012345' });
    const assigned = await t.call('POST', '/api/general/assign/store', { token: admin, payload: f.payload, headers: f.headers });
    expect(assigned.statusCode, assigned.body).toBe(201);
    out.push(assigned.json().data.id as number);
  }
  return { square, ids: out };
}

/** A future instant in Makkah time, distinct per call (the season: Dhu al-Hijjah 1448, late May 2027). */
let slot = 0;
const future = () => {
  slot++;
  return `2027-05-${String(10 + (slot % 18)).padStart(2, '0')}T${String(6 + Math.floor(slot / 18)).padStart(2, '0')}:${String((slot * 5) % 60).padStart(2, '0')}:00+03:00`;
};

const send = (url: string, token: string, body: Record<string, unknown> = {}, lang?: 'ar' | 'en') => t.call('POST', url, { token, body, ...(lang ? { lang } : {}) });
const book = (token: string, assign_camp_id: number, appointment: string, lang?: 'ar' | 'en') => send('/api/general/appointments/store', token, { assign_camp_id, appointment }, lang);
const assignmentStatus = async (id: number) => (await t.database.db.select({ s: assignCamps.status }).from(assignCamps).where(eq(assignCamps.id, id)))[0]!.s;
/** The appointment's time passes (the test cannot wait for the season). */
const passes = (id: number) =>
  t.database.db
    .update(appointments)
    .set({ appointment: new Date(Date.now() - 3 * 3_600_000) })
    .where(eq(appointments.id, id));

beforeAll(async () => {
  t = await createTestApp();
  [admin, kidana, provider, other] = await Promise.all(['admin@mashaer.test', 'kdana@mashaer.test', PROVIDER, OTHER].map((e) => t.login(e)));
  const rows = await t.database.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [PROVIDER, OTHER, 'kdana@mashaer.test']));
  for (const r of rows) ids[r.email] = r.id;
});
afterAll(async () => {
  await t?.close();
});

describe('appointments', () => {
  it('books one for an assignment awaiting it, moving the assignment in the same transaction, with history and audit rows', async () => {
    const {
      ids: [a],
      square,
    } = await assignments();
    const at = future();
    const res = await book(kidana, a!, at, 'en');
    expect(res.statusCode, res.body).toBe(201);
    expectContract('createAppointment', 201, res.json());
    const r = res.json().data;
    expect(r).toMatchObject({ assign_camp_id: a, status: 'pending', square_id: square, company_id: ids[PROVIDER], missed: false, assignment_status: 'appointment', status_text: 'Pending' });
    expect(new Date(r.appointment).getTime()).toBe(new Date(at).getTime());
    expect(r.camp_name).toMatch(/^Appointments camp/);
    expect(r.square_name).toMatch(/^Appointments square/);
    expect(await assignmentStatus(a!)).toBe('appointment');
    const history = await t.database.db
      .select()
      .from(workflowHistory)
      .where(and(eq(workflowHistory.workflow, 'assignment'), eq(workflowHistory.recordId, a!)));
    expect(history.map((h) => h.event)).toContain('SCHEDULE_APPOINTMENT');
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'appointments'), eq(auditLog.entityId, r.id)));
    expect(audits.length).toBeGreaterThan(0);

    const shown = await t.call('GET', `/api/general/appointments/edit/${r.id}`, { token: kidana });
    expect(shown.statusCode).toBe(200);
    expectContract('getAppointment', 200, shown.json());
    const list = await send('/api/general/appointments?page=1', kidana, { square_id: square, paginate: 10 });
    expect(list.statusCode, list.body).toBe(200);
    expectContract('listAppointments', 200, list.json());
    expect(list.json().data.data.map((x: { id: number }) => x.id)).toEqual([r.id]);
    const found = await send('/api/general/appointments?page=1', kidana, { search: `Appointments camp ${seq}-0`, paginate: 10 }, 'en');
    expect(found.json().data.data.map((x: { id: number }) => x.id)).toContain(r.id);
    const exported = await t.call('POST', '/api/general/appointments/export?format=csv', { token: kidana, body: { square_id: square } });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('Appointments camp');
  });

  it('refuses a second appointment for the same assignment (409) and changes nothing', async () => {
    const {
      ids: [a],
    } = await assignments();
    expect((await book(kidana, a!, future())).statusCode).toBe(201);
    const again = await book(kidana, a!, future(), 'en');
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().message).toMatch(/already has a handover appointment/);
    expect(await t.database.db.select().from(appointments).where(eq(appointments.assignCampId, a!))).toHaveLength(1);
  });

  it('refuses a taken slot in the square and a past instant (422 on appointment); a refused store changes nothing', async () => {
    const {
      ids: [a, b],
    } = await assignments(PROVIDER, 2);
    const at = future();
    expect((await book(kidana, a!, at)).statusCode).toBe(201);
    // the same instant written in UTC is the same slot
    const clash = await book(kidana, b!, new Date(at).toISOString(), 'en');
    expect(clash.statusCode, clash.body).toBe(422);
    expect(clash.json().errors.appointment).toEqual(['This time is already booked in this square']);
    const past = await book(kidana, b!, '2020-05-20T09:00:00+03:00', 'en');
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.appointment).toEqual(['An appointment cannot be booked in the past']);
    expect(await assignmentStatus(b!)).toBe('pending');
    expect(await t.database.db.select().from(appointments).where(eq(appointments.assignCampId, b!))).toHaveLength(0);
    const history = await t.database.db
      .select()
      .from(workflowHistory)
      .where(and(eq(workflowHistory.workflow, 'assignment'), eq(workflowHistory.recordId, b!)));
    expect(history.map((h) => h.event)).not.toContain('SCHEDULE_APPOINTMENT');
  });

  it('answers 422 per field for a missing or unknown assignment and a bad date', async () => {
    const empty = await send('/api/general/appointments/store', kidana, {});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['appointment', 'assign_camp_id']);
    const unknown = await book(kidana, 999999, future());
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.assign_camp_id).toBeDefined();
    const {
      ids: [a],
    } = await assignments();
    const bad = await book(kidana, a!, 'next Tuesday');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.appointment).toBeDefined();
  });

  it('gives a service provider 403 on booking, its own appointments only, and 404 on another company’s', async () => {
    const mine = await assignments(PROVIDER);
    const theirs = await assignments(OTHER);
    expect((await book(provider, mine.ids[0]!, future())).statusCode).toBe(403);
    const own = (await book(kidana, mine.ids[0]!, future())).json().data.id as number;
    const foreign = (await book(kidana, theirs.ids[0]!, future())).json().data.id as number;
    expect((await t.call('GET', `/api/general/appointments/edit/${own}`, { token: provider })).statusCode).toBe(200);
    expect((await t.call('GET', `/api/general/appointments/edit/${foreign}`, { token: provider })).statusCode).toBe(404);
    expect((await send(`/api/general/appointments/approve/${foreign}`, provider)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/general/appointments/delete/${foreign}`, { token: provider })).statusCode).toBe(403);
    const list = await send('/api/general/appointments?page=1', provider, { paginate: 100 });
    const companies = new Set(list.json().data.data.map((x: { company_id: number }) => x.company_id));
    expect([...companies]).toEqual([ids[PROVIDER]]);
    expect((await send(`/api/general/appointments/update/${own}`, provider, { appointment: future() })).statusCode).toBe(403);
  });

  it('lets the receiving company approve, or reject with a reason; staff cannot answer for it', async () => {
    const {
      ids: [a, b],
    } = await assignments(PROVIDER, 2);
    const first = (await book(kidana, a!, future())).json().data;
    const second = (await book(kidana, b!, future())).json().data;
    expect((await send(`/api/general/appointments/approve/${first.id}`, kidana)).statusCode).toBe(403);
    const approved = await send(`/api/general/appointments/approve/${first.id}`, provider, {}, 'en');
    expect(approved.statusCode, approved.body).toBe(200);
    expectContract('approveAppointment', 200, approved.json());
    expect(approved.json().data.status).toBe('approved');
    const twice = await send(`/api/general/appointments/approve/${first.id}`, provider, {}, 'en');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('104');
    const noReason = await send(`/api/general/appointments/reject/${second.id}`, provider, { reject_reason: '  ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reject_reason).toBeDefined();
    const rejected = await send(`/api/general/appointments/reject/${second.id}`, provider, { reject_reason: 'فريق الاستلام غير متاح في هذا الوقت' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: 'rejected', reject_reason: 'فريق الاستلام غير متاح في هذا الوقت' });
    // the other company cannot answer for it either: not its record
    expect((await send(`/api/general/appointments/approve/${second.id}`, other)).statusCode).toBe(404);
  });

  it('re-schedules to a new free future instant (→ pending, the reason cleared); 422 for the same, a taken or a past one; 409 on a stale version', async () => {
    const {
      ids: [a, b],
    } = await assignments(PROVIDER, 2);
    const taken = future();
    await book(kidana, b!, taken);
    const r = (await book(kidana, a!, future())).json().data;
    await send(`/api/general/appointments/reject/${r.id}`, provider, { reject_reason: 'تعارض' });
    const same = await send(`/api/general/appointments/update/${r.id}`, kidana, { appointment: r.appointment });
    expect(same.statusCode).toBe(422);
    const clash = await send(`/api/general/appointments/update/${r.id}`, kidana, { appointment: taken }, 'en');
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors.appointment).toEqual(['This time is already booked in this square']);
    expect((await send(`/api/general/appointments/update/${r.id}`, kidana, { appointment: '2021-01-01T10:00:00+03:00' })).statusCode).toBe(422);
    const stale = await send(`/api/general/appointments/update/${r.id}`, kidana, { appointment: future(), version: 1 });
    expect(stale.statusCode).toBe(409);
    const moved = await send(`/api/general/appointments/update/${r.id}`, kidana, { appointment: future() });
    expect(moved.statusCode, moved.body).toBe(200);
    expectContract('updateAppointment', 200, moved.json());
    expect(moved.json().data).toMatchObject({ status: 'pending', reject_reason: null });
  });

  it('deletes a pending appointment and the assignment awaits another; an approved one is a 409 with the reason', async () => {
    const {
      ids: [a, b],
    } = await assignments(PROVIDER, 2);
    const pending = (await book(kidana, a!, future())).json().data;
    const del = await t.call('DELETE', `/api/general/appointments/delete/${pending.id}`, { token: kidana });
    expect(del.statusCode, del.body).toBe(200);
    expect(await assignmentStatus(a!)).toBe('pending');
    expect(await t.database.db.select().from(appointments).where(eq(appointments.id, pending.id))).toHaveLength(0);
    expect((await book(kidana, a!, future())).statusCode).toBe(201);

    const approved = (await book(kidana, b!, future())).json().data;
    await send(`/api/general/appointments/approve/${approved.id}`, provider);
    const refused = await t.call('DELETE', `/api/general/appointments/delete/${approved.id}`, { token: kidana, lang: 'en' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/approved this appointment/);
    expect(await assignmentStatus(b!)).toBe('appointment');
    expect((await t.call('DELETE', '/api/general/appointments/delete/999999', { token: kidana })).statusCode).toBe(404);
  });

  it('lists the assignments awaiting an appointment in a square and the slots booked that day', async () => {
    const {
      square,
      ids: [a, b],
    } = await assignments(PROVIDER, 2);
    const at = '2027-05-24T08:00:00+03:00';
    await book(kidana, a!, at);
    const res = await t.call('GET', `/api/general/appointments/assignable?square_id=${square}&day=2027-05-24`, { token: kidana });
    expect(res.statusCode, res.body).toBe(200);
    expectContract('assignableAppointments', 200, res.json());
    const data = res.json().data;
    expect(data.assignments.map((x: { id: number }) => x.id)).toEqual([b]);
    expect(data.booked).toHaveLength(1);
    expect(new Date(data.booked[0].appointment).getTime()).toBe(new Date(at).getTime());
    expect(data.squares.find((s: { id: number }) => s.id === square).waiting).toBe(1);
    expect((await t.call('GET', `/api/general/appointments/assignable?square_id=${square}`, { token: provider })).statusCode).toBe(403);
  });
});

describe('absence history', () => {
  it('records a missed approved appointment: the assignment back to pending, the appointment missed and closed, then rebooked', async () => {
    const {
      ids: [a],
    } = await assignments();
    const r = (await book(kidana, a!, future())).json().data;
    await send(`/api/general/appointments/approve/${r.id}`, provider);
    // not yet: the appointment has not come
    const early = await send('/api/general/absence_history/store', kidana, { appointment_id: r.id, company_id: ids[PROVIDER]! }, 'en');
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.appointment_id).toEqual(['The appointment has not come yet']);
    await passes(r.id);
    const wrongCompany = await send('/api/general/absence_history/store', kidana, { appointment_id: r.id, company_id: ids[OTHER]! }, 'en');
    expect(wrongCompany.statusCode).toBe(422);
    expect(wrongCompany.json().errors.company_id).toBeDefined();
    expect((await send('/api/general/absence_history/store', provider, { appointment_id: r.id, company_id: ids[PROVIDER]! })).statusCode).toBe(403);

    const rec = await send('/api/general/absence_history/store', kidana, { appointment_id: r.id, company_id: ids[PROVIDER]! }, 'en');
    expect(rec.statusCode, rec.body).toBe(201);
    expectContract('storeAbsence', 201, rec.json());
    expect(rec.json().data).toMatchObject({ appointment_id: r.id, company_id: ids[PROVIDER], created_by: ids['kdana@mashaer.test'] });
    expect(await assignmentStatus(a!)).toBe('pending');
    const shown = (await t.call('GET', `/api/general/appointments/edit/${r.id}`, { token: kidana })).json().data;
    expect(shown).toMatchObject({ status: 'approved', missed: true });

    const twice = await send('/api/general/absence_history/store', kidana, { appointment_id: r.id, company_id: ids[PROVIDER]! }, 'en');
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.appointment_id).toEqual(['An absence was already recorded for this appointment']);
    // a missed appointment is history: no re-schedule, no delete
    const moved = await send(`/api/general/appointments/update/${r.id}`, kidana, { appointment: future() }, 'en');
    expect(moved.statusCode).toBe(409);
    expect((await t.call('DELETE', `/api/general/appointments/delete/${r.id}`, { token: kidana })).statusCode).toBe(409);

    const again = await book(kidana, a!, future());
    expect(again.statusCode, again.body).toBe(201);
    expect(await assignmentStatus(a!)).toBe('appointment');

    const list = await send('/api/general/absence_history?page=1', kidana, { company_id: ids[PROVIDER]!, paginate: 50 });
    expect(list.statusCode).toBe(200);
    expectContract('listAbsenceHistory', 200, list.json());
    expect(list.json().data.data.map((x: { appointment_id: number }) => x.appointment_id)).toContain(r.id);
    const missedOnly = await send('/api/general/appointments?page=1', kidana, { assign_camp_id: a!, missed: 1, paginate: 10 });
    expect(missedOnly.json().data.data.map((x: { id: number }) => x.id)).toEqual([r.id]);
    const exported = await t.call('POST', '/api/general/absence_history/export?format=csv', { token: kidana, body: {} });
    expect(exported.statusCode).toBe(200);
  });

  it('seeds approved appointments that passed with nothing recorded yet: the assignment still at its appointment, unanswered, and the absence can be recorded', async () => {
    const db = t.database.db;
    const passed = (await db.select().from(appointments).where(eq(appointments.status, 'approved'))).filter((r) => r.appointment.getTime() < Date.now());
    const recorded = new Set((await db.select({ id: absenceHistory.appointmentId }).from(absenceHistory)).map((r) => r.id));
    const open = passed.filter((r) => !recorded.has(r.id));
    expect(open.length).toBeGreaterThanOrEqual(1);
    for (const r of open) expect(await assignmentStatus(r.assignCampId)).toBe('appointment');
    const one = open[0]!;
    const rec = await send('/api/general/absence_history/store', kidana, { appointment_id: one.id, company_id: one.receiverCompanyId }, 'en');
    expect(rec.statusCode, rec.body).toBe(201);
    expect(await assignmentStatus(one.assignCampId)).toBe('pending');
  });

  it('refuses a pending or rejected appointment and an unknown one (422 on appointment_id); a refusal changes nothing', async () => {
    const {
      ids: [a, b],
    } = await assignments(PROVIDER, 2);
    const pending = (await book(kidana, a!, future())).json().data;
    await passes(pending.id);
    const res = await send('/api/general/absence_history/store', kidana, { appointment_id: pending.id, company_id: ids[PROVIDER]! }, 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.appointment_id).toEqual(['An absence is recorded only for an appointment the company approved']);
    const rejected = (await book(kidana, b!, future())).json().data;
    await send(`/api/general/appointments/reject/${rejected.id}`, provider, { reject_reason: 'تعارض' });
    expect((await send('/api/general/absence_history/store', kidana, { appointment_id: rejected.id, company_id: ids[PROVIDER]! })).statusCode).toBe(422);
    expect((await send('/api/general/absence_history/store', kidana, { appointment_id: 999999, company_id: ids[PROVIDER]! })).statusCode).toBe(422);
    const empty = await send('/api/general/absence_history/store', kidana, {});
    expect(Object.keys(empty.json().errors).sort()).toEqual(['appointment_id', 'company_id']);
    expect(
      await t.database.db
        .select()
        .from(absenceHistory)
        .where(inArray(absenceHistory.appointmentId, [pending.id, rejected.id])),
    ).toHaveLength(0);
    expect(await assignmentStatus(a!)).toBe('appointment');
  });

  it('shows a company only the absences recorded against it', async () => {
    const list = await send('/api/general/absence_history?page=1', other, { paginate: 100 });
    // providers hold no absence-history permission in the demo roles: the list is the authority's
    expect([200, 403]).toContain(list.statusCode);
    if (list.statusCode === 200) for (const row of list.json().data.data) expect(row.company_id).toBe(ids[OTHER]);
  });
});
