/**
 * Re-assign (re-delivery) and lock orders (issue 14), on PGlite and on PostgreSQL: a re-delivery end to end as
 * the screens send it — opened for a company's camps, the form answered (its answers priced as penalties),
 * the camps approved, the penalty paid by attachment (rejected once, then accepted), signed by both signers,
 * the file uploaded → the camps returned and the company's clearance started. Then the refusals (each
 * changes nothing), a company seeing only its own orders, the rejected order refused on opening, bulk lock
 * and bulk sign with their previews; and, through `walkPaths`, every transition of both machines through
 * the API with every event a status does not take refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { lockOrderMachine, reassignOrderMachine } from '../../machines';
import { createTestApp, expectContract, formData, walkPaths, type TestApp } from './harness';
import { accountTypes, users, workflowHistory } from '../../server/db/schema';
import { assignCamps } from '../../server/features/assign/table';
import { assignLifecycle } from '../../server/features/assign/lifecycle';
import { forms } from '../../server/features/forms/table';
import { loadForm, type LoadedForm } from '../../server/features/forms/domain';
import { reassignOrderCamps, reassignOrders, reassignOrderSignatures } from '../../server/features/reassignOrders/table';
import { lifecycleOfType } from '../../server/features/reassignOrders/lifecycle';
import { penaltyLines, penaltyTotal } from '../../shared/rules/reassignOrders';
import { formatSar } from '../../shared/money';

let t: TestApp;
const tokens: Record<string, string> = {};
let providerId: number;
let otherId: number;
const BASE = '/api/general/reassign_orders';
const OTHER = 'albaraka.serviceprovider@example.sa';
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
const forms_: Record<'reassign' | 'lock', LoadedForm> = {} as never;
const typeIds: Record<string, number> = {};

type Res = Awaited<ReturnType<TestApp['call']>>;
function clean(res: Res): Res {
  expect(res.statusCode, res.body).toBeLessThan(500);
  expect(res.body).not.toMatch(/\bstack\b|\n\s+at |\.ts:\d+|\bselect\b.+\bfrom\b|\binsert into\b|violates|syntax error|drizzle|postgres/i);
  return res;
}
const post = async (url: string, who: string, body: Record<string, unknown> = {}, lang: 'ar' | 'en' = 'en') => clean(await t.call('POST', url, { token: tokens[who]!, body, lang }));
const get = async (url: string, who: string, lang: 'ar' | 'en' = 'en') => clean(await t.call('GET', url, { token: tokens[who]!, lang }));
async function upload(url: string, who: string, field: string, file: { name: string; content: Buffer; type?: string } | null, extra: Record<string, string | number> = {}) {
  const f = formData(extra, file ? { [field]: file } : {});
  return clean(await t.call('POST', url, { token: tokens[who]!, payload: f.payload, headers: f.headers, lang: 'en' }));
}
const answersBody = (form: LoadedForm, pick: (q: LoadedForm['questions'][number], i: number) => string) => form.questions.map((q, i) => ({ question_id: q.question_id, answer: pick(q, i) }));
/** A priced answer for the first yes/no question ("no"), "yes" elsewhere; numbers 0 but the first (2 units). */
const pricedAnswer = (q: LoadedForm['questions'][number], i: number) => {
  if (q.type === 'yes_no') return i === 0 ? 'no' : 'yes';
  if (q.type === 'number') return i < 3 ? '2' : '0';
  if (q.type === 'date') return '2027-06-20';
  if (q.type === 'choice') return String(q.options[0]?.id ?? '');
  return 'ملاحظة';
};
const stored = async (id: number) => (await t.database.db.select().from(reassignOrders).where(eq(reassignOrders.id, id)))[0]!;
const lastHistory = (workflow: string) => async (id: number) =>
  (
    await t.database.db
      .select({ event: workflowHistory.event, to: workflowHistory.toStatus })
      .from(workflowHistory)
      .where(and(eq(workflowHistory.workflow, workflow), eq(workflowHistory.recordId, id)))
      .orderBy(desc(workflowHistory.id))
      .limit(1)
  )[0];

/** The provider's held camps with no open order (what the new-order form offers). */
async function freeCamps(companyId = providerId): Promise<Array<{ assign_camp_id: number }>> {
  const res = await get(`${BASE}/company-camps/${companyId}`, 'kdana');
  expect(res.statusCode, res.body).toBe(200);
  expectContract('reassignOrderCompanyCamps', 200, res.json());
  return res.json().data;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const p of ['kdana', 'provider', 'admin']) tokens[p] = await t.login(`${p}@mashaer.test`);
  tokens.other = await t.login(OTHER);
  const ids = await t.database.execute('select id, email from users where email = any($1)', [['provider@mashaer.test', OTHER]]);
  providerId = Number(ids.rows.find((r) => r.email === 'provider@mashaer.test')!.id);
  otherId = Number(ids.rows.find((r) => r.email === OTHER)!.id);
  for (const who of ['kdana', 'provider']) {
    const f = formData({}, { signature: { name: 'signature.png', content: PNG, type: 'image/png' } });
    expect((await t.call('POST', '/api/profile/images', { token: tokens[who]!, payload: f.payload, headers: f.headers })).statusCode).toBe(200);
  }
  for (const type of ['reassign', 'lock'] as const) {
    const [f] = await t.database.db.select({ id: forms.id }).from(forms).where(eq(forms.type, type)).limit(1);
    forms_[type] = (await loadForm(t.database.db, f!.id))!;
  }
  for (const r of await t.database.db.select().from(accountTypes)) typeIds[r.code] = r.id;
  // six more received camps for the provider, on free camps, by the assignment machine's own seeding
  const [like] = await t.database.db.select().from(assignCamps).where(eq(assignCamps.receiver_company_id, providerId)).limit(1);
  const free = await t.database.execute("select c.id from camps c where not exists (select 1 from assign_camps a where a.camp_id = c.id and a.status <> 'returned') order by c.id limit 6");
  expect(free.rows.length).toBe(6);
  await t.database.db.transaction((tx) =>
    assignLifecycle.on(t.database.db).seedAt(
      tx,
      'deliverd',
      free.rows.map(
        (c) => ({ campId: Number(c.id), squareId: like!.squareId, countryId: like!.countryId, receiver_company_id: providerId, receiverCr: like!.receiverCr }) as typeof assignCamps.$inferInsert,
      ),
    ),
  );
});
afterAll(async () => {
  await t?.close();
});

describe('re-assign orders: a re-delivery end to end', () => {
  it('is opened, filled, approved, paid, signed and filed; the camps are returned and the clearance starts', async () => {
    const camps = await freeCamps();
    expect(camps.length, 'the demo provider holds received camps').toBeGreaterThan(1);
    const chosen = camps.slice(0, 2).map((c) => c.assign_camp_id);

    // opening: the camps must be the company's and free
    const bad = await post(`${BASE}/store`, 'kdana', { type: 'reassign', company_id: providerId, assign_camp_ids: [] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.assign_camp_ids).toBeDefined();
    const notHers = await post(`${BASE}/store`, 'kdana', { type: 'reassign', company_id: otherId, assign_camp_ids: chosen });
    expect(notHers.statusCode).toBe(422);
    expect(notHers.json().errors.assign_camp_ids[0]).toBe('The camp is not one the company holds');
    expect((await post(`${BASE}/store`, 'provider', { type: 'reassign', company_id: providerId, assign_camp_ids: chosen })).statusCode).toBe(403);
    const opened = await post(`${BASE}/store`, 'kdana', { type: 'reassign', company_id: providerId, assign_camp_ids: chosen, appointment: '2027-06-20 09:00' });
    expect(opened.statusCode, opened.body).toBe(201);
    expectContract('createReassignOrder', 201, opened.json());
    const order = opened.json().data;
    expect(order).toMatchObject({ type: 'reassign', status: 'form', company_id: providerId, appointment: '2027-06-20 09:00', MissedSignCount: 0 });
    const busy = await post(`${BASE}/store`, 'kdana', { type: 'lock', company_id: providerId, assign_camp_ids: [chosen[0]] });
    expect(busy.json().errors.assign_camp_ids[0]).toBe('The camp already has an open re-assign or lock order');
    expect((await freeCamps()).map((c) => c.assign_camp_id)).not.toContain(chosen[0]);

    // the form: the type's forms are offered; its questions with prices come with ?form_id
    const form = forms_.reassign;
    const atForm = await get(`${BASE}/details/${order.id}?form_id=${form.id}`, 'kdana');
    expectContract('getReassignOrder', 200, atForm.json());
    expect(atForm.json().data.forms.map((f: { id: number }) => f.id)).toContain(form.id);
    expect(atForm.json().data.form.questions).toHaveLength(form.questions.length);
    const wrongForm = await post(`${BASE}/form/${order.id}`, 'kdana', { form_id: forms_.lock.id, answers: [] });
    expect(wrongForm.json().errors.form_id).toBeDefined();
    const missing = await post(`${BASE}/form/${order.id}`, 'kdana', { form_id: form.id, answers: [] });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).some((k) => k.startsWith('answers.'))).toBe(true);
    expect((await stored(order.id)).status).toBe('form');
    const answers = answersBody(form, pricedAnswer);
    const filled = await post(`${BASE}/form/${order.id}`, 'kdana', { form_id: form.id, answers, version: 1 });
    expect(filled.statusCode, filled.body).toBe(200);
    const expected = penaltyTotal(penaltyLines(form.questions, new Map(answers.map((a) => [a.question_id, a.answer]))));
    expect(expected).toBeGreaterThan(0);
    expect(filled.json().data).toMatchObject({ status: 'camps_approval', penalty_amount: formatSar(expected), MissedSignCount: 2, signed: 0 });
    expect(filled.json().data.penalties.length).toBeGreaterThan(0);

    // camps: only the order's camps; the penalty is the form's, not a number sent
    const foreign = await post(`${BASE}/approve-camps/${order.id}`, 'kdana', { assign_camp_ids: [999999] });
    expect(foreign.json().errors.assign_camp_ids[0]).toBe('The camp is not one of this order');
    const approved = await post(`${BASE}/approve-camps/${order.id}`, 'kdana', { assign_camp_ids: [chosen[0]], penalty_amount: 0 });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe('payment');
    expect(approved.json().data.camps.find((c: { assign_camp_id: number }) => c.assign_camp_id === chosen[0]).approved).toBe(1);

    // payment: the company uploads without any permission; another company cannot see the order
    expect((await get(`${BASE}/details/${order.id}`, 'other')).statusCode).toBe(404);
    const noFile = await upload(`${BASE}/payment-attachment/${order.id}`, 'provider', 'payment_attachment', null);
    expect(noFile.statusCode).toBe(422);
    const notPdf = await upload(`${BASE}/payment-attachment/${order.id}`, 'provider', 'payment_attachment', { name: 'x.pdf', content: Buffer.from('hello'), type: 'application/pdf' });
    expect(notPdf.json().errors.payment_attachment).toBeDefined();
    expect((await upload(`${BASE}/payment-attachment/${order.id}`, 'kdana', 'payment_attachment', { name: 'r.pdf', content: pdf })).statusCode).toBe(403);
    const paid = await upload(`${BASE}/payment-attachment/${order.id}`, 'provider', 'payment_attachment', { name: 'receipt.pdf', content: pdf, type: 'application/pdf' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.status).toBe('payment_review');
    const file = await t.call('GET', paid.json().data.payment_attachment.url, { token: tokens.kdana! });
    expect(file.statusCode).toBe(200);
    expect((await t.call('GET', paid.json().data.payment_attachment.url, { token: tokens.other! })).statusCode).toBe(404);

    // review: rejected with a reason (back to the company), then accepted
    expect((await post(`${BASE}/payment-review/${order.id}`, 'provider', { decision: 'accept' })).statusCode).toBe(403);
    const noReason = await post(`${BASE}/payment-review/${order.id}`, 'kdana', { decision: 'reject' });
    expect(noReason.json().errors.rejection_reason).toBeDefined();
    const rejectedPay = await post(`${BASE}/payment-review/${order.id}`, 'kdana', { decision: 'reject', rejection_reason: 'المبلغ غير مطابق' });
    expect(rejectedPay.json().data).toMatchObject({ status: 'payment', payment_rejection_reason: 'المبلغ غير مطابق' });
    await upload(`${BASE}/payment-attachment/${order.id}`, 'provider', 'payment_attachment', { name: 'receipt2.pdf', content: pdf, type: 'application/pdf' });
    const accepted = await post(`${BASE}/payment-review/${order.id}`, 'kdana', { decision: 'accept' });
    expect(accepted.json().data).toMatchObject({ status: 'signature', payment_rejection_reason: null });

    // signatures: not complete while one is missing; each signer once; a re-appointment
    const early = await post(`${BASE}/complete-signatures/${order.id}`, 'kdana');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('There are signatures still missing');
    const reappointBad = await post(`${BASE}/reappoint/${order.id}`, 'kdana', { appointment: 'soon' });
    expect(reappointBad.json().errors.appointment).toBeDefined();
    expect((await post(`${BASE}/reappoint/${order.id}`, 'kdana', { appointment: '2027-06-22 10:30' })).json().data.appointment).toBe('2027-06-22 10:30');
    const awaiting = await post(`${BASE}?page=1`, 'provider', { type: 'reassign', awaiting_my_signature: 1 });
    expect(awaiting.json().data.data.map((o: { id: number }) => o.id)).toContain(order.id);
    const signed = await post(`${BASE}/sign/${order.id}`, 'provider');
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().data.MissedSignCount).toBe(1);
    expect((await post(`${BASE}/sign/${order.id}`, 'provider')).statusCode).toBe(403);
    const preview = await post(`${BASE}/bulk-sign/preview`, 'kdana', { ids: [order.id, 999999] });
    expect(preview.json().data).toEqual([expect.objectContaining({ id: order.id, passes: 1, status: 200 }), expect.objectContaining({ id: 999999, passes: 0, status: 404 })]);
    const bulk = await post(`${BASE}/bulk-sign`, 'kdana', { ids: [order.id] });
    expect(bulk.json().data[0]).toMatchObject({ id: order.id, result: 'applied' });
    const done = await post(`${BASE}/complete-signatures/${order.id}`, 'kdana');
    expect(done.json().data).toMatchObject({ status: 're_delivery_file', signed: 1, MissedSignCount: 0 });

    // the file completes it: the approved camp is returned, the other stays; the clearance starts
    const filedWrong = await upload(`${BASE}/file/${order.id}`, 'kdana', 'kroky_document', null, { version: done.json().data.version });
    expect(filedWrong.json().errors?.kroky_document, filedWrong.body).toBeDefined();
    const filed = await upload(`${BASE}/file/${order.id}`, 'kdana', 'kroky_document', { name: 'kroky.pdf', content: pdf, type: 'application/pdf' });
    expect(filed.statusCode, filed.body).toBe(200);
    expect(filed.json().data.status).toBe('completed');
    const states = await t.database.db.select({ id: assignCamps.id, status: assignCamps.status }).from(assignCamps);
    expect(states.find((s) => s.id === chosen[0])!.status).toBe('returned');
    expect(states.find((s) => s.id === chosen[1])!.status).toBe('deliverd');
    const clearance = await t.database.execute('select v.voter_id, v.status from clearances c join clearance_votes v on v.clearance_id = c.id where c.company_id = $1', [providerId]);
    expect(clearance.rows.length).toBeGreaterThan(0);

    // the log: every step with who and when
    const log = await get(`${BASE}/logs/${order.id}`, 'kdana');
    expect(log.json().data.map((r: { event: string }) => r.event)).toEqual(
      expect.arrayContaining(['CREATE', 'SUBMIT_FORM', 'APPROVE_CAMPS', 'PAY_PENALTIES', 'REJECT_PAYMENT', 'ACCEPT_PAYMENT', 'SIGN', 'REAPPOINT', 'COMPLETE_SIGNATURES', 'UPLOAD_FILE']),
    );
  });
});

describe('re-assign and lock orders: refusals, scope, bulk', () => {
  it('refuses opening a rejected order (its screen goes back to the list), and keeps the types apart', async () => {
    const [camp] = await freeCamps();
    const o = (await post(`${BASE}/store`, 'kdana', { type: 'lock', company_id: providerId, assign_camp_ids: [camp!.assign_camp_id] })).json().data;
    const before = await stored(o.id);
    const noReason = await post(`${BASE}/reject/${o.id}`, 'kdana', { rejection_reason: ' ' });
    expect(noReason.statusCode).toBe(422);
    expect(await stored(o.id)).toEqual(before);
    expect((await post(`${BASE}/reject/${o.id}`, 'kdana', { rejection_reason: 'المخيم غير مطابق' })).json().data.status).toBe('rejected');
    const opened = await get(`${BASE}/details/${o.id}`, 'kdana');
    expect(opened.statusCode).toBe(409);
    expect(opened.json().message).toBe('This order has been rejected');
    expect((await get(`${BASE}/details/${o.id}`, 'kdana', 'ar')).json().message).toBe('تم رفض هذا الطلب');
    const lockList = await post(`${BASE}?page=1`, 'kdana', { type: 'lock', status: 'rejected' });
    expect(lockList.json().data.data.map((r: { id: number }) => r.id)).toContain(o.id);
    expectContract('listReassignOrders', 200, lockList.json());
    const reassignList = await post(`${BASE}?page=1`, 'kdana', { type: 'reassign' });
    expect(reassignList.json().data.data.every((r: { type: string }) => r.type === 'reassign')).toBe(true);
  });

  it('searches by the company’s name and by the order’s number', async () => {
    const byName = await post(`${BASE}?page=1`, 'kdana', { search: 'الضيافة', paginate: 100 });
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json().data.data.length).toBeGreaterThan(0);
    expect(byName.json().data.data.every((r: { company_id: number }) => r.company_id === providerId)).toBe(true);
    const first = byName.json().data.data[0].id as number;
    const byId = await post(`${BASE}?page=1`, 'kdana', { search: String(first) });
    expect(byId.json().data.data.map((r: { id: number }) => r.id)).toContain(first);
    expect((await post(`${BASE}?page=1`, 'kdana', { search: '%_\\' })).statusCode).toBe(200);
  });

  it('shows a company only its own orders', async () => {
    const mine = await post(`${BASE}?page=1`, 'provider', { paginate: 100 });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.data.every((r: { company_id: number }) => r.company_id === providerId)).toBe(true);
    const theirs = await post(`${BASE}?page=1`, 'other', { paginate: 100 });
    expect(theirs.json().data.data.every((r: { company_id: number }) => r.company_id === otherId)).toBe(true);
  });

  it('bulk lock previews which camps pass, then opens a lock order per camp with a report', async () => {
    const camps = await freeCamps();
    const ids = camps.slice(0, 2).map((c) => c.assign_camp_id);
    const preview = await post(`${BASE}/bulk-lock/preview`, 'kdana', { assign_camp_ids: [...ids, 999999] });
    expect(preview.statusCode, preview.body).toBe(200);
    expectContract('bulkLockPreview', 200, preview.json());
    expect(preview.json().data.map((r: { passes: number }) => r.passes)).toEqual([1, 1, 0]);
    const ordersBefore = (await t.database.db.select().from(reassignOrders)).length;
    const done = await post(`${BASE}/bulk-lock`, 'kdana', { assign_camp_ids: [...ids, 999999] });
    expect(done.json().data.map((r: { result: string }) => r.result)).toEqual(['applied', 'applied', 'refused']);
    expect((await t.database.db.select().from(reassignOrders)).length).toBe(ordersBefore + 2);
    const again = await post(`${BASE}/bulk-lock`, 'kdana', { assign_camp_ids: ids });
    expect(again.json().data.every((r: { result: string }) => r.result === 'refused')).toBe(true);
    expect((await post(`${BASE}/bulk-lock`, 'provider', { assign_camp_ids: ids })).statusCode).toBe(403);
    expect((await post(`${BASE}/bulk-lock`, 'kdana', { assign_camp_ids: 'all' })).statusCode).toBe(422);
  });

  it('answers a missing order 404 and a hostile body 422, never a 500', async () => {
    expect((await get(`${BASE}/details/999999`, 'kdana')).statusCode).toBe(404);
    expect((await post(`${BASE}/reject/999999`, 'kdana', { rejection_reason: 'x' })).statusCode).toBe(404);
    expect((await post(`${BASE}/form/1`, 'kdana', { form_id: 'x', answers: 'y' })).statusCode).toBe(422);
    expect((await post(`${BASE}/approve-camps/1`, 'kdana', { assign_camp_ids: [-1] })).statusCode).toBe(422);
    expect((await post(`${BASE}/payment-review/1`, 'kdana', { decision: 'maybe' })).statusCode).toBe(422);
    expect((await t.call('POST', `${BASE}?page=1`, { body: {} })).statusCode).toBe(401);
  });
});

/** A fresh order at `status` by the runtime's own seeding, with its camp (not approved: filing returns none), form and signers. */
function orderAt(type: 'reassign' | 'lock') {
  return async (status: string): Promise<number> => {
    const [camp] = await t.database.db.select({ id: assignCamps.id }).from(assignCamps).where(eq(assignCamps.receiver_company_id, providerId)).limit(1);
    const form = forms_[type];
    const [row] = await t.database.db.transaction(async (tx) => {
      const rows = await lifecycleOfType(type)
        .on(t.database.db)
        .seedAt(tx, status, [{ type, companyId: providerId, formId: ['form'].includes(status) ? null : form.id, penaltyAmount: 150_000 } as typeof reassignOrders.$inferInsert]);
      await tx.insert(reassignOrderCamps).values({ orderId: rows[0]!.id, assignCampId: camp!.id });
      if (!['form', 'camps_approval'].includes(status)) await tx.insert(reassignOrderSignatures).values(form.signers.map((s) => ({ orderId: rows[0]!.id, typeId: s.type_id })));
      return rows;
    });
    return row!.id;
  };
}

function callsOf(): Record<string, (id: number, status: string, to?: string) => Promise<Res>> {
  return {
    SUBMIT_FORM: async (id) => {
      const type = (await stored(id)).type;
      return post(`${BASE}/form/${id}`, 'kdana', { form_id: forms_[type].id, answers: answersBody(forms_[type], pricedAnswer) });
    },
    // the branch is the form's: penalties priced → payment; none → straight to the signatures
    APPROVE_CAMPS: async (id, _status, to) => {
      if (to === 'signature') await t.database.db.update(reassignOrders).set({ penaltyAmount: 0 }).where(eq(reassignOrders.id, id));
      const [c] = await t.database.db.select().from(reassignOrderCamps).where(eq(reassignOrderCamps.orderId, id));
      return post(`${BASE}/approve-camps/${id}`, 'kdana', { assign_camp_ids: [c?.assignCampId ?? 1] });
    },
    PAY_PENALTIES: (id) => upload(`${BASE}/payment-attachment/${id}`, 'provider', 'payment_attachment', { name: 'receipt.pdf', content: pdf, type: 'application/pdf' }),
    ACCEPT_PAYMENT: (id) => post(`${BASE}/payment-review/${id}`, 'kdana', { decision: 'accept' }),
    REJECT_PAYMENT: (id) => post(`${BASE}/payment-review/${id}`, 'kdana', { decision: 'reject', rejection_reason: 'المبلغ غير مطابق' }),
    SIGN: (id) => post(`${BASE}/sign/${id}`, 'provider'),
    REAPPOINT: (id) => post(`${BASE}/reappoint/${id}`, 'kdana', { appointment: '2027-06-25 08:00' }),
    // as the screen does it: the signers sign, then staff close the signatures
    COMPLETE_SIGNATURES: async (id, status) => {
      if (status === 'signature') {
        await t.database.db.update(reassignOrderSignatures).set({ signedAt: new Date(), signedBy: providerId }).where(eq(reassignOrderSignatures.orderId, id));
      }
      return post(`${BASE}/complete-signatures/${id}`, 'kdana');
    },
    UPLOAD_FILE: (id) => upload(`${BASE}/file/${id}`, 'kdana', 'kroky_document', { name: 'kroky.pdf', content: pdf, type: 'application/pdf' }),
    REJECT: (id) => post(`${BASE}/reject/${id}`, 'kdana', { rejection_reason: 'المخيم غير مطابق' }),
    CANCEL: (id) => post(`${BASE}/cancel/${id}`, 'kdana'),
  };
}

const storedState = async (id: number) => {
  const r = await stored(id);
  return {
    status: r.status,
    version: r.version,
    penaltyAmount: r.penaltyAmount,
    paymentFileId: r.paymentFileId,
    krokyFileId: r.krokyFileId,
    appointment: r.appointment,
    rejectionReason: r.rejectionReason,
  };
};

walkPaths('reassignOrder', reassignOrderMachine, { calls: callsOf(), at: orderAt('reassign'), stored: storedState, lastHistory: lastHistory('reassignOrder') });
walkPaths('lockOrder', lockOrderMachine, { calls: callsOf(), at: orderAt('lock'), stored: storedState, lastHistory: lastHistory('lockOrder') });

// keep the users import honest: the signers are account types of the demo
describe('demo signers', () => {
  it('sign the re-delivery and lock forms as Kidana and the service provider', async () => {
    expect(forms_.reassign.signers.map((s) => s.type_id).sort()).toEqual([typeIds.kdana, typeIds.service_provider].sort());
    const [u] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.id, providerId));
    expect(u).toBeDefined();
  });
});

describe('the demo', () => {
  it('has re-assign and lock orders in their statuses, with penalties and a missing signature', async () => {
    const rows = await t.database.execute("select type, status, penalty_amount::int as penalty from reassign_orders where created_by = (select id from users where email = 'kdana@mashaer.test')");
    const seen = new Set(rows.rows.map((r) => `${String(r.type)}:${String(r.status)}`));
    for (const s of ['reassign:payment', 'reassign:signature', 'reassign:rejected', 'lock:rejected', 'reassign:cancelled', 'lock:cancelled']) expect(seen, s).toContain(s);
    expect(rows.rows.some((r) => Number(r.penalty) > 0)).toBe(true);
    const missing = await t.database.execute(
      "select count(*)::int as n from reassign_order_signatures s join reassign_orders o on o.id = s.order_id where o.status = 'signature' and s.signed_at is null",
    );
    expect(Number(missing.rows[0]!.n)).toBeGreaterThan(0);
    const mine = await post(`${BASE}?page=1`, 'provider', { type: 'reassign' });
    expect(mine.json().data.data.some((o: { status: string }) => o.status === 'payment')).toBe(true);
  });
});
