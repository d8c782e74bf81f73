/**
 * Every transition of the readinessLicence machine through the real API (issue 13: "generated path
 * tests cover every transition … on the machines and through the API"):
 * - for each (status, event) the machine describes, a fresh licence is set at the status by the
 *   runtime's own seeding (seedAt: the machine's shortest path, history included), the event is sent
 *   through the spec's call by the party whose step it is, and the stored status, version and history
 *   row are checked; every event the status does not take is sent too and must change nothing;
 * - every path the graph generator finds (tests/paths/graph.ts) is replayed through the API from a
 *   licence made by POST store.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { readinessLicenceMachine } from '../../machines';
import { explore } from '../paths/graph';
import { createTestApp, formData, walkPaths, type TestApp } from './harness';
import { users, workflowHistory } from '../../server/db/schema';
import { assignCamps } from '../../server/features/assign/table';
import { camps } from '../../server/features/camps/table';
import { readinessLicenses } from '../../server/features/readinessLicence/table';
import { readinessLicenceLifecycle } from '../../server/features/readinessLicence/lifecycle';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let square: number;
let country: number;
let formId: number;
let questions: Array<{ question_id: number; type: string; options: Array<{ id: number }> }> = [];
let seq = 0;

const P = '/api/simple-readiness-license';
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
type Res = { statusCode: number; body: string };
const post = (path: string, who: string, body: Record<string, unknown> = {}) => t.call('POST', `${P}/${path}`, { token: tokens[who]!, body });
const answers = () =>
  questions.map((q) => ({
    question_id: q.question_id,
    answer: q.type === 'yes_no' ? 'yes' : q.type === 'number' ? '2' : q.type === 'date' ? '2026-05-01' : q.type === 'choice' ? String(q.options[0]!.id) : 'ok',
  }));

/** Each event's call, as the screens send it, by the party whose step it is. */
const calls: Record<string, (id: number) => Promise<Res>> = {
  ANSWER: (id) => post('answer-questions', 'provider', { order_id: id, form_id: formId, answers: answers() }),
  UPDATE_ANSWERS: (id) => post('update-all-answers', 'provider', { order_id: id, form_id: formId, answers: answers() }),
  UPDATE_KROKY: (id) => {
    const f = formData({ id }, { kroky_document: { name: 'kroky.pdf', content: pdf, type: 'application/pdf' } });
    return t.call('POST', `${P}/update-kroky`, { token: tokens.provider!, payload: f.payload, headers: f.headers });
  },
  APPROVE: (id) => post('approve', 'kdana', { id, validity_period: 30 }),
  DISAPPROVE: (id) => post('disapprove', 'kdana', { id, rejection_reason: 'يرجى تصحيح الإجابات' }),
  REJECT: (id) => post('reject', 'kdana', { id, rejection_reason: 'المخيم غير مطابق' }),
  CANCEL: (id) => post('cancel', 'provider', { id }),
};

/** A fresh camp delivered to the provider (set up directly: the handover is another area's). */
async function deliveredCamp(): Promise<number> {
  seq++;
  const db = t.database.db;
  const [camp] = await db
    .insert(camps)
    .values({ name: `مخيم مسار ${seq}`, nameEn: `Path camp ${seq}`, squareId: square, capacity: 100, status: 'ready' } as typeof camps.$inferInsert)
    .returning();
  const [a] = await db
    .insert(assignCamps)
    .values({ campId: camp!.id, squareId: square, countryId: country, receiver_company_id: ids.provider!, receiverCr: '4030012345', status: 'deliverd' })
    .returning();
  return a!.id;
}

/** A fresh licence at `status`, reached by the machine's shortest path, its answers sent. */
async function licenceAt(status: string): Promise<number> {
  const assign = await deliveredCamp();
  const [row] = await t.database.db.transaction(async (tx) =>
    readinessLicenceLifecycle
      .on(t.database.db)
      .seedAt(tx, status, [{ assignCampId: assign, companyId: ids.provider!, formId, isCommitted: true, hasAnswersInVersion: true, createdBy: ids.provider! } as never]),
  );
  return row!.id;
}
const stored = async (id: number) =>
  (await t.database.db.select({ status: readinessLicenses.status, version: readinessLicenses.version }).from(readinessLicenses).where(eq(readinessLicenses.id, id)))[0]!;
const lastHistory = async (id: number) =>
  (
    await t.database.db
      .select({ event: workflowHistory.event, to: workflowHistory.toStatus })
      .from(workflowHistory)
      .where(and(eq(workflowHistory.workflow, 'readinessLicence'), eq(workflowHistory.recordId, id)))
      .orderBy(desc(workflowHistory.id))
      .limit(1)
  )[0];

beforeAll(async () => {
  t = await createTestApp();
  for (const p of ['admin', 'kdana', 'provider']) {
    tokens[p] = await t.login(`${p}@mashaer.test`);
    ids[p] = (
      await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, `${p}@mashaer.test`))
    )[0]!.id;
  }
  const sq = await t.call('POST', '/api/general/squares/store', { token: tokens.admin!, body: { name: 'مربع المسارات', name_en: 'Paths square', code: 'RLP-1' } });
  expect(sq.statusCode, sq.body).toBe(201);
  square = sq.json().data.id;
  const c = await t.call('POST', '/api/general/countries/store', { token: tokens.admin!, body: { name: 'دولة المسارات', name_en: 'Paths country' } });
  country = c.json().data.id;
  // the form a new licence takes, and its questions
  const made = await post('store', 'provider', { assign_camp_id: await deliveredCamp(), is_committed: 1 });
  expect(made.statusCode, made.body).toBe(201);
  formId = made.json().data.form_id;
  questions = (await t.call('GET', `${P}/details/${made.json().data.id}`, { token: tokens.provider! })).json().data.questions;
  expect(questions.length).toBeGreaterThan(0);
});
afterAll(async () => {
  await t?.close();
});

const { transitions } = walkPaths('readinessLicence', readinessLicenceMachine, { calls, at: licenceAt, stored, lastHistory });

describe('readinessLicence: generated paths replayed through the API', () => {
  const { paths } = explore(readinessLicenceMachine);
  it('finds a path for every transition', () => {
    expect(paths.length).toBeGreaterThanOrEqual(transitions.length);
  });
  const statusOf = (value: unknown) => (typeof value === 'string' ? value : Object.keys(value as object)[0]!);
  // each path as the API sees it: the user's events, each settled by its actor's done step (an error step is the machine's, not a call)
  const replays = new Map<string, Array<{ event: string; to: string }>>();
  for (const path of paths) {
    const calls_: Array<{ event: string; to: string }> = [];
    path.steps.forEach((step, i) => {
      const next = path.steps[i + 1];
      if (calls[step.event.type] && next?.event.type.startsWith('xstate.done.actor.')) calls_.push({ event: step.event.type, to: statusOf(next.value) });
    });
    if (calls_.length) replays.set(calls_.map((c) => `${c.event}→${c.to}`).join(' · '), calls_);
  }
  for (const [name, steps] of replays) {
    it(name, async () => {
      const made = await post('store', 'provider', { assign_camp_id: await deliveredCamp(), is_committed: 1 });
      expect(made.statusCode, made.body).toBe(201);
      const id = made.json().data.id as number;
      // the machine's examples take the answers as sent (no facts): the API needs them sent first
      if (steps[0]!.event !== 'ANSWER') expect((await calls.ANSWER!(id)).statusCode).toBe(200);
      for (const step of steps) {
        const res = await calls[step.event]!(id);
        expect(res.statusCode, `${step.event}: ${res.body}`).toBe(200);
        expect((await stored(id)).status).toBe(step.to);
      }
    });
  }
});
