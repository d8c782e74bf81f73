/**
 * Every transition of the complaint machine through the real API ("generated path tests cover every transition of the
 * … complaint machines"): for each (status, event) the machine describes, a fresh complaint of the demo provider is set
 * at the status by the runtime's own seeding (the machine's shortest path, history included), the event is sent through
 * its call by the party whose step it is (the provider corrects, Kidana's desk reviews, resolves and rejects), and the
 * stored status, the version and the history row are checked. Then every event the status does not take is sent
 * through its call and must change nothing.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { complaintMachine } from '../../machines';
import { createTestApp, formData, walkPaths, type TestApp } from './harness';
import { workflowHistory } from '../../server/db/schema';
import { complaints } from '../../server/features/complaints/table';
import { complaintsLifecycle } from '../../server/features/complaints/lifecycle';

let t: TestApp;
let desk: string;
let provider: string;
let providerId: number;

beforeAll(async () => {
  t = await createTestApp();
  desk = await t.login('kdana@mashaer.test');
  provider = await t.login('provider@mashaer.test');
  const found = await t.database.execute("select id from users where email = 'provider@mashaer.test'");
  providerId = Number(found.rows[0]!.id);
});
afterAll(async () => {
  await t?.close();
});

type Res = { statusCode: number; body: string };
const base = '/api/general/complaints';
const valid = { title: 'شكوى المسار بعد التعديل', type: 'safety', priority: 'high', longitude: 39.9, latitude: 21.4, source: 'external' };
const transition = (id: number, body: Record<string, unknown>) => t.call('POST', `${base}/transition/${id}`, { token: desk, body });

/** Each event's call, as the screens send it, by the party whose step it is. */
const calls: Record<string, (id: number) => Promise<Res>> = {
  UPDATE: (id) => {
    const f = formData(valid);
    return t.call('POST', `${base}/update/${id}`, { token: provider, payload: f.payload, headers: f.headers });
  },
  START_REVIEW: (id) => transition(id, { event: 'START_REVIEW' }),
  RESOLVE: (id) => transition(id, { event: 'RESOLVE', resolution: 'نُظّف الموقع وأُزيلت المخلفات' }),
  REJECT: (id) => transition(id, { event: 'REJECT', reject_reason: 'الشكوى مكررة' }),
};

/** A fresh complaint of the provider at `status`, reached by the machine's shortest path. */
async function complaintAt(status: string): Promise<number> {
  const [row] = await t.database.db.transaction(async (tx) =>
    complaintsLifecycle.on(t.database.db).seedAt(tx, status, [
      {
        title: `شكوى ${status}`,
        type: 'cleanliness',
        priority: 'medium',
        longitude: 39.89,
        latitude: 21.41,
        source: 'internal',
        companyId: providerId,
        filedBy: providerId,
      } as typeof complaints.$inferInsert,
    ]),
  );
  return row!.id;
}

const stored = async (id: number) => {
  const [row] = await t.database.db.select().from(complaints).where(eq(complaints.id, id));
  return row!;
};
const lastHistory = async (id: number) => {
  const [row] = await t.database.db
    .select({ event: workflowHistory.event, to: workflowHistory.toStatus })
    .from(workflowHistory)
    .where(and(eq(workflowHistory.workflow, 'complaint'), eq(workflowHistory.recordId, id)))
    .orderBy(desc(workflowHistory.id))
    .limit(1);
  return row;
};

walkPaths('complaint', complaintMachine, {
  calls,
  at: complaintAt,
  stored,
  lastHistory,
  refusedWith: 409,
  coverageTitle: 'has a call for every event, and every status is reached',
  coverage: (_, transitions) => expect(new Set(transitions.map((tr) => tr.to))).toEqual(new Set(['filed', 'in_review', 'resolved', 'rejected'])),
});
