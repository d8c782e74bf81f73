/**
 * Every transition of the violation machine through the real API (issue 15: "generated path tests cover every
 * transition of the … violation … machines"): for each (status, event) the machine describes, a fresh violation is
 * set at the status by the runtime's own seeding (the machine's shortest path, history included), the event is sent
 * through its call by the desk (civil defence), and the stored status, the version and the history row are checked.
 * Then every event the status does not take is sent through its call and must change nothing.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { violationMachine } from '../../machines';
import { createTestApp, formData, walkPaths, type TestApp } from './harness';
import { workflowHistory } from '../../server/db/schema';
import { regulatoryViolationOrders } from '../../server/features/regulatoryViolationOrders/table';
import { regulatoryViolationOrdersLifecycle } from '../../server/features/regulatoryViolationOrders/lifecycle';

let t: TestApp;
let gov: string;
let camp: number;
let company: number;
/** a stored photograph the seeded violations carry (the machine's ISSUE needs one) */
let photo: number;

const png = (n: number) => ({ name: `logo-${n}.png`, content: Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(16, n)]), type: 'image/png' });

beforeAll(async () => {
  t = await createTestApp();
  gov = await t.login('gov@mashaer.test');
  const handed = await t.database.execute("select camp_id, receiver_company_id from assign_camps where status = 'deliverd' order by id limit 1");
  camp = Number(handed.rows[0]!.camp_id);
  company = Number(handed.rows[0]!.receiver_company_id);
  const f = formData({ title: 'صورة للمسار', camp_id: camp }, { 'images[0]': png(1) });
  const made = await t.call('POST', '/api/regulatory-violation-order/store', { token: gov, payload: f.payload, headers: f.headers });
  expect(made.statusCode, made.body).toBe(201);
  photo = made.json().data.images[0].id;
});
afterAll(async () => {
  await t?.close();
});

type Res = { statusCode: number; body: string };
const multipart = (url: string, fields: Record<string, string | number> = {}, files: Parameters<typeof formData>[1] = {}) => {
  const f = formData(fields, files);
  return t.call('POST', url, { token: gov, payload: f.payload, headers: f.headers });
};
const base = '/api/regulatory-violation-order';

/** Each event's call, as the screens send it. */
const calls: Record<string, (id: number) => Promise<Res>> = {
  UPDATE: (id) => multipart(`${base}/update/${id}`, { title: 'مخالفة المسار بعد التعديل', camp_id: camp, body: 'نص بعد التعديل' }),
  ISSUE: (id) => t.call('POST', `${base}/transition/${id}`, { token: gov, body: { event: 'ISSUE' } }),
  MAKE_READY: (id) => multipart(`${base}/ready/${id}`, {}, { header_logo_1: png(2), header_logo_2: png(3), footer_logo: png(4) }),
};

/** A fresh violation at `status` (a body and a photograph: what ISSUE needs), reached by the machine's shortest path. */
async function violationAt(status: string): Promise<number> {
  const [row] = await t.database.db.transaction(async (tx) =>
    regulatoryViolationOrdersLifecycle
      .on(t.database.db)
      .seedAt(tx, status, [{ title: `مخالفة ${status}`, campId: camp, body: 'تمديدات مكشوفة', imagesFileIds: [photo], companyId: company } as typeof regulatoryViolationOrders.$inferInsert]),
  );
  return row!.id;
}

const stored = async (id: number) => {
  const [row] = await t.database.db.select().from(regulatoryViolationOrders).where(eq(regulatoryViolationOrders.id, id));
  return row!;
};
const lastHistory = async (id: number) => {
  const [row] = await t.database.db
    .select({ event: workflowHistory.event, to: workflowHistory.toStatus })
    .from(workflowHistory)
    .where(and(eq(workflowHistory.workflow, 'violation'), eq(workflowHistory.recordId, id)))
    .orderBy(desc(workflowHistory.id))
    .limit(1);
  return row;
};

walkPaths('violation', violationMachine, {
  calls,
  at: violationAt,
  stored,
  lastHistory,
  refusedWith: 409,
  coverageTitle: 'has a call for every event, and every status is reached',
  coverage: (_, transitions) => expect(new Set(transitions.map((tr) => tr.to))).toEqual(new Set(['draft', 'issued', 'ready'])),
});
