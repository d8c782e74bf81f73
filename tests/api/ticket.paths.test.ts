/**
 * Every transition of the ticket machine through the real API (issue 15: "generated path tests cover every
 * transition of the ticket … machines"): for each (status, event) a fresh ticket of the provider, held by an admin
 * group the administrator belongs to, is set at the status by the runtime's own seeding; the event is sent through
 * the transition call by its own side (COMMENT and CLOSE by the owner, ANSWER and FORWARD by the handler), and the
 * stored status, the version and the history row are checked. Every event a status does not take is refused and
 * changes nothing.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { ticketMachine } from '../../machines';
import { createTestApp, formData, walkPaths, type TestApp } from './harness';
import { workflowHistory } from '../../server/db/schema';
import { tickets } from '../../server/features/tickets/table';
import { ticketsLifecycle } from '../../server/features/tickets/lifecycle';

let t: TestApp;
let provider: string;
let admin: string;
let providerId: number;
/** "Finance and SADAD": the administrator is one of its admins; "Kidana camp handover team": where FORWARD sends it */
let holding: number;
let other: number;
let subject: number;

beforeAll(async () => {
  t = await createTestApp();
  [provider, admin] = await Promise.all([t.login('provider@mashaer.test'), t.login('admin@mashaer.test')]);
  providerId = Number((await t.database.execute("select id from users where email = 'provider@mashaer.test'")).rows[0]!.id);
  const groups = new Map((await t.database.execute('select id, name_en from ticket_admin_groups')).rows.map((r) => [String(r.name_en), Number(r.id)]));
  holding = groups.get('Finance and SADAD')!;
  other = groups.get('Kidana camp handover team')!;
  subject = Number((await t.database.execute('select id from ticket_subjects where admin_group_id = $1 order by id limit 1', [holding])).rows[0]!.id);
});
afterAll(async () => {
  await t?.close();
});

const step = (id: number, token: string, body: Record<string, string | number>) => {
  const f = formData(body);
  return t.call('POST', `/api/general/tickets/transition/${id}`, { token, payload: f.payload, headers: f.headers });
};

/** A fresh ticket of the provider at `status`, held by the administrator's group, reached by the machine's shortest path. */
async function ticketAt(status: string): Promise<number> {
  const [row] = await t.database.db.transaction((tx) =>
    ticketsLifecycle
      .on(t.database.db)
      .seedAt(tx, status, [{ subjectId: subject, content: `تذكرة ${status}`, importanceLevel: 'low', ownerId: providerId, companyId: providerId, groupId: holding } as typeof tickets.$inferInsert]),
  );
  return row!.id;
}

walkPaths('ticket', ticketMachine, {
  calls: {
    COMMENT: (id) => step(id, provider, { event: 'COMMENT', content: 'ما زالت المشكلة قائمة' }),
    ANSWER: (id) => step(id, admin, { event: 'ANSWER', content: 'تمت معالجة الطلب، يرجى التحقق' }),
    FORWARD: (id) => step(id, admin, { event: 'FORWARD', group_id: other }),
    CLOSE: (id) => step(id, provider, { event: 'CLOSE' }),
  },
  at: ticketAt,
  stored: async (id) => (await t.database.db.select().from(tickets).where(eq(tickets.id, id)))[0]!,
  lastHistory: async (id) => {
    const [row] = await t.database.db
      .select({ event: workflowHistory.event, to: workflowHistory.toStatus })
      .from(workflowHistory)
      .where(and(eq(workflowHistory.workflow, 'ticket'), eq(workflowHistory.recordId, id)))
      .orderBy(desc(workflowHistory.id))
      .limit(1);
    return row;
  },
  refusedWith: 409,
  coverageTitle: 'has a call for every event, and every status is reached',
  coverage: (_, transitions) => expect(new Set(transitions.map((tr) => tr.to))).toEqual(new Set(['open', 'forwarded', 'answered', 'closed'])),
});
