/**
 * Every transition of the SADAD order, invoice and clearance machines through the real API (issue 14: "generated
 * path tests cover every transition of the … clearance, SADAD and invoice machines"), on PGlite and PostgreSQL:
 * for each (status, event) the machine describes, a fresh record is brought to the status by the calls the screens
 * make (issued by Kidana, the receipt uploaded by the company, decided by Kidana; a clearance started for a
 * company with Kidana as its voter), the event is sent through its call by the party whose step it is, and the
 * stored status, version and history row are checked. Then every event a status does not take is sent and must
 * change nothing. (The re-assign and lock orders' walk is in reassignOrders.test.ts.)
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { clearanceMachine, invoiceMachine, sadadOrderMachine } from '../../machines';
import { createTestApp, formData, walkPaths, type TestApp } from './harness';
import { users, workflowHistory } from '../../server/db/schema';
import { sadadOrders } from '../../server/features/sadadOrders/table';
import { invoices } from '../../server/features/invoices/table';
import { clearanceVotes } from '../../server/features/clearance/table';

let t: TestApp;
const tokens: Record<string, string> = {};
let providerId: number;
let kdanaId: number;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
type Res = { statusCode: number; body: string };

const post = (url: string, who: string, body: Record<string, unknown> = {}): Promise<Res> => t.call('POST', url, { token: tokens[who]!, body, lang: 'en' });
function upload(url: string, who: string, fields: Record<string, string | number>): Promise<Res> {
  const f = formData(fields, { attachment: { name: 'receipt.pdf', content: pdf, type: 'application/pdf' } });
  return t.call('POST', url, { token: tokens[who]!, payload: f.payload, headers: f.headers, lang: 'en' });
}
const ok = async (res: Promise<Res>) => {
  const r = await res;
  expect(r.statusCode, r.body).toBeLessThan(300);
  return JSON.parse(r.body) as { data: { id: number } };
};
const lastHistory = (workflow: string) => async (id: number) =>
  (
    await t.database.db
      .select({ event: workflowHistory.event, to: workflowHistory.toStatus })
      .from(workflowHistory)
      .where(and(eq(workflowHistory.workflow, workflow), eq(workflowHistory.recordId, id)))
      .orderBy(desc(workflowHistory.id))
      .limit(1)
  )[0];

beforeAll(async () => {
  t = await createTestApp();
  for (const p of ['kdana', 'provider']) tokens[p] = await t.login(`${p}@mashaer.test`);
  const rows = await t.database.db.select({ id: users.id, email: users.email }).from(users);
  providerId = rows.find((r) => r.email === 'provider@mashaer.test')!.id;
  kdanaId = rows.find((r) => r.email === 'kdana@mashaer.test')!.id;
});
afterAll(async () => {
  await t?.close();
});

/** The payment orders' calls (SADAD orders and invoices share them, each under its own paths and field names). */
function paymentCalls(base: string, idField: string, decisionField: string, update?: (id: number) => Promise<Res>) {
  const calls: Record<string, (id: number) => Promise<Res>> = {
    UPLOAD_ATTACHMENT: (id) => upload(`${base}/upload_docs`, 'provider', { [idField]: id }),
    APPROVE: (id) => post(`${base}/change_state`, 'kdana', { [idField]: id, [decisionField]: 'approved' }),
    REJECT: (id) => post(`${base}/change_state`, 'kdana', { [idField]: id, [decisionField]: 'rejected', rejection_reason: 'الإيصال غير مقروء' }),
    CANCEL: (id) => post(`${base}/cancel/${id}`, 'kdana'),
  };
  if (update) calls.UPDATE = update;
  return calls;
}

/** A fresh order at `status` by the screens' own calls: issued, then uploaded, decided or cancelled. */
function paymentAt(issue: () => Promise<number>, calls: Record<string, (id: number) => Promise<Res>>) {
  const path: Record<string, string[]> = {
    pending: [],
    attachment_uploaded: ['UPLOAD_ATTACHMENT'],
    approved: ['UPLOAD_ATTACHMENT', 'APPROVE'],
    rejected: ['UPLOAD_ATTACHMENT', 'REJECT'],
    cancelled: ['CANCEL'],
  };
  return async (status: string) => {
    const id = await issue();
    for (const event of path[status]!) await ok(calls[event]!(id));
    return id;
  };
}

const invoiceBody = (extra: Record<string, unknown> = {}) => ({
  company_id: providerId,
  description: 'غرامات إعادة تسليم المخيم',
  due_date: '2027-07-15',
  lines: [{ description: 'غرامة تأخير', quantity: 2, unit_price: '250.00' }],
  ...extra,
});

const sadadCalls = paymentCalls('/api/general/sadad', 'sadad_order_id', 'status_id');
walkPaths('sadadOrder', sadadOrderMachine, {
  calls: sadadCalls,
  at: paymentAt(
    async () => (await ok(post('/api/general/sadad/store', 'kdana', { company_id: providerId, description: 'غرامة تأخير', amount: '1250.00', due_date: '2027-06-01' }))).data.id,
    sadadCalls,
  ),
  stored: async (id) =>
    (
      await t.database.db
        .select({ status: sadadOrders.status, version: sadadOrders.version, attachment: sadadOrders.attachmentFileId, reason: sadadOrders.rejectionReason })
        .from(sadadOrders)
        .where(eq(sadadOrders.id, id))
    )[0]!,
  lastHistory: lastHistory('sadadOrder'),
});

const invoiceCalls = paymentCalls('/api/general/invoices', 'invoice_id', 'status', (id) => post(`/api/general/invoices/update/${id}`, 'kdana', invoiceBody({ description: 'غرامات معدلة' })));
walkPaths('invoice', invoiceMachine, {
  calls: invoiceCalls,
  at: paymentAt(async () => (await ok(post('/api/general/invoices/store', 'kdana', invoiceBody()))).data.id, invoiceCalls),
  stored: async (id) =>
    (
      await t.database.db
        .select({ status: invoices.status, version: invoices.version, total: invoices.total, description: invoices.description, attachment: invoices.attachmentFileId })
        .from(invoices)
        .where(eq(invoices.id, id))
    )[0]!,
  lastHistory: lastHistory('invoice'),
});

/** Companies Kidana does not vote on yet: each clearance walk takes a fresh one. */
async function freshCompany(): Promise<number> {
  const rows = await t.database.execute(
    `select u.id from users u join account_types a on a.id = u.type_id
      where a.code = 'service_provider' and u.status = 'active' and u.parent_id is null and u.deleted_at is null
        and not exists (select 1 from clearance_votes v where v.company_id = u.id and v.voter_id = $1)
      order by u.id limit 1`,
    [kdanaId],
  );
  expect(rows.rows.length, 'a company Kidana does not vote on yet').toBe(1);
  return Number(rows.rows[0]!.id);
}

const voteOf = async (id: number) => (await t.database.db.select().from(clearanceVotes).where(eq(clearanceVotes.id, id)))[0]!;
walkPaths('clearance', clearanceMachine, {
  calls: {
    // VOTE has two branches: the vote sent names the status it reaches
    VOTE: async (id, status, to) => {
      const vote = await voteOf(id);
      const choice = to ?? (status === 'accept' ? 'accept' : 'reject');
      return post('/api/general/clearance/store', 'kdana', { company_id: vote.companyId, vote: choice, ...(choice === 'reject' ? { reason: 'مستحقات غير مسددة' } : {}) });
    },
  },
  at: async (status) => {
    const company = await freshCompany();
    await ok(post('/api/general/clearance/initiate', 'kdana', { company_id: company, voter_ids: [kdanaId] }));
    const [vote] = await t.database.db
      .select({ id: clearanceVotes.id })
      .from(clearanceVotes)
      .where(and(eq(clearanceVotes.companyId, company), eq(clearanceVotes.voterId, kdanaId)));
    if (status !== 'pending') await ok(post('/api/general/clearance/store', 'kdana', { company_id: company, vote: status, ...(status === 'reject' ? { reason: 'مستحقات غير مسددة' } : {}) }));
    return vote!.id;
  },
  stored: async (id) => {
    const v = await voteOf(id);
    return { status: v.status, version: v.version, reason: v.reason };
  },
  lastHistory: lastHistory('clearance'),
});
