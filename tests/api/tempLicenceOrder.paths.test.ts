/**
 * Every transition of the tempLicenceOrder machine, through the real API (issue 13: "generated path
 * tests cover every transition … on the machines and through the API"): for each (status, event) the
 * machine describes, a fresh order is set at the status by the runtime's own seeding (the machine's
 * path, history included), the event is sent through its call by the party whose step it is, and the
 * stored status, version and history row are checked. Then every event the status does not take is
 * sent through its call and must change nothing.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { and, desc, eq, ne } from 'drizzle-orm';
import { tempLicenceOrderMachine } from '../../machines';
import { createTestApp, formData, walkPaths, type TestApp } from './harness';
import { users, workflowHistory } from '../../server/db/schema';
import { assignCamps } from '../../server/features/assign/table';
import { loadForm } from '../../server/features/forms/domain';
import { tempLicenceOrders } from '../../server/features/tempLicenceOrders/table';
import { tempLicenceOrdersLifecycle } from '../../server/features/tempLicenceOrders/lifecycle';

let t: TestApp;
const tokens: Record<string, string> = {};
let provider: number;
let camp: number;
let answers: Record<string, string | number> = {};
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const BASE = '/api/general/temp_license_order';

type Res = { statusCode: number; body: string };
const multipart = (url: string, who: string, fields: Record<string, string | number>, files: Parameters<typeof formData>[1] = {}): Promise<Res> => {
  const f = formData(fields, files);
  return t.call('POST', url, { token: tokens[who]!, payload: f.payload, headers: f.headers });
};

/** Each event's call, as the screens send it, by the party whose step it is. */
const calls: Record<string, (id: number) => Promise<Res>> = {
  UPDATE: (id) => multipart(`${BASE}/update/${id}`, 'provider', { structure: 'مظلة انتظار مؤقتة', assign_camp_id: camp, ...answers }),
  UPLOAD_KROKY: (id) => multipart(`${BASE}/kroky_documents/store`, 'provider', { temp_license_order_id: id }, { kroky_document: { name: 'kroky.pdf', content: pdf, type: 'application/pdf' } }),
  APPROVE: (id) => t.call('POST', `${BASE}/approve/${id}`, { token: tokens.kdana!, body: {} }),
  REJECT: (id) => t.call('POST', `${BASE}/reject/${id}`, { token: tokens.kdana!, body: { rejection_reason: 'الكروكي غير مطابق' } }),
};

/** A fresh order of the provider at `status`, with its kroky stored (APPROVE's guard reads it). */
async function orderAt(status: string): Promise<number> {
  const [file] = (await t.database.execute('select id from files order by id limit 1')).rows as Array<{ id: number }>;
  const [row] = await t.database.db.transaction(async (tx) =>
    tempLicenceOrdersLifecycle
      .on(t.database.db)
      .seedAt(tx, status, [
        { structure: `منشأة ${status}`, assignCampId: camp, formId: 7, companyId: provider, createdBy: provider, krokyDocumentFileId: file?.id ?? null } as typeof tempLicenceOrders.$inferInsert,
      ]),
  );
  return row!.id;
}
const stored = async (id: number) =>
  (await t.database.db.select({ status: tempLicenceOrders.status, version: tempLicenceOrders.version }).from(tempLicenceOrders).where(eq(tempLicenceOrders.id, id)))[0]!;
const lastHistory = async (id: number) =>
  (
    await t.database.db
      .select({ event: workflowHistory.event, to: workflowHistory.toStatus })
      .from(workflowHistory)
      .where(and(eq(workflowHistory.workflow, 'tempLicenceOrder'), eq(workflowHistory.recordId, id)))
      .orderBy(desc(workflowHistory.id))
      .limit(1)
  )[0];

beforeAll(async () => {
  t = await createTestApp();
  for (const p of ['kdana', 'provider']) tokens[p] = await t.login(`${p}@mashaer.test`);
  provider = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'provider@mashaer.test')))[0]!.id;
  camp = (
    await t.database.db
      .select({ id: assignCamps.id })
      .from(assignCamps)
      .where(and(eq(assignCamps.receiver_company_id, provider), ne(assignCamps.status, 'returned')))
  )[0]!.id;
  const form = (await loadForm(t.database.db, 7))!;
  answers = {};
  form.questions.forEach((q, i) => {
    answers[`answers[${i}][question_id]`] = q.question_id;
    answers[`answers[${i}][answer]`] = q.type === 'yes_no' ? 'yes' : q.type === 'number' ? '60' : q.type === 'date' ? '2027-05-18' : 'مظلة';
  });
});
afterAll(async () => {
  await t?.close();
});

walkPaths('tempLicenceOrder', tempLicenceOrderMachine, {
  calls,
  at: orderAt,
  stored,
  lastHistory,
  coverageTitle: 'has a call for every event, and the licence vocabulary for statuses',
  coverage: (lifecycle) => expect(lifecycle.states.map((s) => s.key).sort()).toEqual(['approved', 'pending', 'rejected']),
});
