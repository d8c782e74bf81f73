/**
 * SADAD payment orders (issue 14): every call as the screens use it, on PGlite and on PostgreSQL —
 * list and export (a company sees only its own; staff every company's), create (the form's
 * companies), store (exact amounts in halalas, the biller's bill number), details, upload_docs (the
 * company's receipt, sniffed), change_state (approve, or reject with a reason), cancel and logs (every
 * change with who, when, from and to). Refused steps change nothing; a stale version is a 409; no
 * answer is a 500 or carries a stack or SQL; the demo seed has orders in every status.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectContract, formData, type TestApp } from './harness';
import { localBiller } from '../../server/payments/biller';

let t: TestApp;
let admin: string;
let kdana: string;
let provider: string;
let otherCompany: string;
let providerId: number;
let otherId: number;

const BASE = '/api/general/sadad';
const OTHER = 'albaraka.serviceprovider@example.sa';
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@mashaer.test');
  kdana = await t.login('kdana@mashaer.test');
  provider = await t.login('provider@mashaer.test');
  otherCompany = await t.login(OTHER);
  const ids = await t.database.execute('select id, email from users where email = any($1)', [['provider@mashaer.test', OTHER]]);
  providerId = Number(ids.rows.find((r) => r.email === 'provider@mashaer.test')!.id);
  otherId = Number(ids.rows.find((r) => r.email === OTHER)!.id);
});
afterAll(async () => {
  await t?.close();
});

type Lang = 'ar' | 'en';
type Res = Awaited<ReturnType<TestApp['call']>>;

/** Every answer: never a 500, never a stack trace or SQL. */
function clean(res: Res): Res {
  expect(res.statusCode, res.body).toBeLessThan(500);
  expect(res.body).not.toMatch(/\bstack\b|\n\s+at |\.ts:\d+|\bselect\b.+\bfrom\b|\binsert into\b|\bupdate\b.+\bset\b|violates|syntax error|drizzle|postgres/i);
  return res;
}
const post = async (url: string, token: string, body: Record<string, unknown> = {}, lang?: Lang) => clean(await t.call('POST', url, { token, body, ...(lang ? { lang } : {}) }));
const get = async (url: string, token: string, lang?: Lang) => clean(await t.call('GET', url, { token, ...(lang ? { lang } : {}) }));
const details = (id: number, token: string, lang?: Lang) => get(`${BASE}/details/${id}`, token, lang);
const logs = (id: number, token: string, lang?: Lang) => get(`${BASE}/logs/${id}`, token, lang);
async function upload(
  id: number,
  token: string,
  file: { name: string; content: Buffer; type?: string } | null = { name: 'receipt.pdf', content: pdf, type: 'application/pdf' },
  extra: Record<string, string | number> = {},
  lang?: Lang,
) {
  const f = formData({ sadad_order_id: id, ...extra }, file ? { attachment: file } : {});
  return clean(await t.call('POST', `${BASE}/upload_docs`, { token, payload: f.payload, headers: f.headers, ...(lang ? { lang } : {}) }));
}
const decide = (id: number, status_id: string, extra: Record<string, unknown> = {}, token = kdana, lang?: Lang) =>
  post(`${BASE}/change_state`, token, { sadad_order_id: id, status_id, ...extra }, lang);
const cancel = (id: number, token = kdana, body: Record<string, unknown> = {}) => post(`${BASE}/cancel/${id}`, token, body);

const order = (extra: Record<string, unknown> = {}) => ({ company_id: providerId, description: 'غرامة تأخير إعادة تسليم المخيم', amount: '1250.00', due_date: '2027-06-01', ...extra });
async function issue(extra: Record<string, unknown> = {}, token = kdana): Promise<{ id: number; version: number; status: string; amount: string; bill_number: string; due_date: string }> {
  const res = await post(`${BASE}/store`, token, order(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
const row = async (id: number) =>
  (await t.database.execute('select status, version, amount::text as amount, bill_number, attachment_file_id, rejection_reason, description from sadad_orders where id = $1', [id])).rows[0];
const history = async (id: number) => (await t.database.execute("select event from workflow_history where workflow = 'sadadOrder' and record_id = $1 order by id", [id])).rows.map((r) => r.event);
const count = async (table: string) => Number((await t.database.execute(`select count(*)::int as n from ${table}`)).rows[0]!.n);

describe('SADAD orders', () => {
  it('are issued by staff to a company, pending, with the biller’s bill number and exact amounts', async () => {
    const form = await get(`${BASE}/create`, kdana);
    expect(form.statusCode).toBe(200);
    expectContract('sadadOrderForm', 200, form.json());
    expect(form.json().data.vat_rate).toBe(15);
    const companies = form.json().data.companies.map((c: { id: number }) => c.id);
    expect(companies).toContain(providerId);
    expect(companies).toContain(otherId);

    const created = await post(`${BASE}/store`, kdana, order({ amount: '0.10' }), 'en');
    expect(created.statusCode, created.body).toBe(201);
    expectContract('createSadadOrder', 201, created.json());
    expect(created.json().message).toBe('SADAD order issued');
    const o = created.json().data;
    expect(o).toMatchObject({ sadad_order_id: o.id, amount: '0.10', status: 'pending', company_id: providerId, attachment: null, rejection_reason: null, version: 1 });
    expect(o.get_status).toEqual({ id: 'pending', status: 'Pending' });
    expect(o.company_name).toBeTruthy();
    expect(o.bill_number).toBe(await localBiller.issue({ orderId: o.id, companyId: providerId, amount: 10, dueDate: '2027-06-01' }));
    expect(o.bill_number).toMatch(/^09027\d{8}$/);
    expect(o.events.map((e: { event: string }) => e.event).sort()).toEqual(['CANCEL', 'UPLOAD_ATTACHMENT']);
    expect(await row(o.id)).toMatchObject({ amount: '10', status: 'pending', bill_number: o.bill_number });
    expect(await history(o.id)).toEqual(['CREATE']);
    const audit = await t.database.execute("select count(*)::int as n from audit_log where entity = 'sadad_orders' and entity_id = $1", [o.id]);
    expect(audit.rows[0]!.n).toBeGreaterThanOrEqual(1);

    // amounts are read exactly: decimals, Arabic-Indic digits and the Arabic decimal separator, the largest one
    for (const [typed, shown, halalas] of [
      ['1250.5', '1250.50', '125050'],
      [99.99, '99.99', '9999'],
      ['١٢٥٠٫٧٥', '1250.75', '125075'],
      ['1000000000.00', '1000000000.00', '100000000000'],
    ] as const) {
      const r = await issue({ amount: typed });
      expect(r.amount, String(typed)).toBe(shown);
      expect((await row(r.id))!.amount).toBe(halalas);
    }
    // each order its own bill number
    const bills = await t.database.execute('select count(*)::int as n, count(distinct bill_number)::int as d from sadad_orders');
    expect(bills.rows[0]!.n).toBe(bills.rows[0]!.d);
  });

  it('refuses bad input with a 422 on the field, in both languages, and stores nothing', async () => {
    const before = await count('sadad_orders');
    const inactive = await t.database.execute(
      "select u.id from users u join account_types a on a.id = u.type_id where a.code = 'service_provider' and u.status <> 'active' and u.parent_id is null order by u.id limit 1",
    );
    const sharer = await t.database.execute("select id from users where email = 'sharer@mashaer.test'");
    for (const [extra, field] of [
      [{ company_id: 999999 }, 'company_id'],
      [{ company_id: Number(inactive.rows[0]!.id) }, 'company_id'],
      [{ company_id: Number(sharer.rows[0]!.id) }, 'company_id'],
      [{ amount: '1.234' }, 'amount'],
      [{ amount: '0' }, 'amount'],
      [{ amount: '0.00' }, 'amount'],
      [{ amount: 'abc' }, 'amount'],
      [{ amount: '-5' }, 'amount'],
      [{ amount: '1000000000.01' }, 'amount'],
      [{ amount: '' }, 'amount'],
      [{ due_date: 'tomorrow' }, 'due_date'],
      [{ due_date: '2027-13-01' }, 'due_date'],
      [{ description: '   ' }, 'description'],
      [{ description: 'x'.repeat(201) }, 'description'],
    ] as const) {
      const res = await post(`${BASE}/store`, kdana, order(extra), 'en');
      expect(res.statusCode, JSON.stringify(extra)).toBe(422);
      expect(res.json().errors, JSON.stringify(extra)).toHaveProperty(field);
    }
    const en = await post(`${BASE}/store`, kdana, order({ amount: '1.234' }), 'en');
    expect(en.json().errors.amount).toEqual(['Enter an amount in riyals above zero with at most two decimals']);
    const ar = await post(`${BASE}/store`, kdana, order({ amount: '1.234' }), 'ar');
    expect(ar.json().errors.amount).toEqual(['أدخل مبلغاً بالريال أكبر من صفر وبخانتين عشريتين على الأكثر']);
    expect((await post(`${BASE}/store`, kdana, order({ company_id: 999999 }), 'en')).json().errors.company_id).toEqual(['The selected company does not exist or is not active']);
    expect((await post(`${BASE}/store`, kdana, {})).statusCode).toBe(422);
    // a company does not issue orders
    expect((await post(`${BASE}/store`, provider, order())).statusCode).toBe(403);
    expect((await get(`${BASE}/create`, provider)).statusCode).toBe(403);
    expect(await count('sadad_orders')).toBe(before);
  });

  it('keeps each company to its own orders; staff see every company’s', async () => {
    const mine = await post(`${BASE}?page=1`, provider, { paginate: 100 });
    expect(mine.statusCode).toBe(200);
    expectContract('listSadadOrders', 200, mine.json());
    const own = mine.json().data.data as Array<{ id: number; company_id: number; status: string; bill_number: string }>;
    expect(own.length).toBeGreaterThan(0);
    expect(new Set(own.map((r) => r.company_id))).toEqual(new Set([providerId]));
    const theirs = (await post(`${BASE}?page=1`, otherCompany, { paginate: 100 })).json().data.data as Array<{ id: number; company_id: number; bill_number: string }>;
    expect(theirs.length).toBeGreaterThan(0);
    expect(new Set(theirs.map((r) => r.company_id))).toEqual(new Set([otherId]));
    const all = (await post(`${BASE}?page=1`, kdana, { paginate: 100 })).json().data;
    expect(all.total).toBeGreaterThan(own.length + theirs.length - 1);
    const allIds = all.data.map((r: { id: number }) => r.id);
    for (const r of [...own, ...theirs].slice(0, 20)) expect(allIds).toContain(r.id);
    // filters: by status and company (staff), by search in the bill number
    const approved = (await post(`${BASE}?page=1`, kdana, { status: 'approved', company_id: otherId, paginate: 100 })).json().data.data;
    expect(approved.every((r: { status: string; company_id: number }) => r.status === 'approved' && r.company_id === otherId)).toBe(true);
    const byBill = (await post(`${BASE}?page=1`, kdana, { search: own[0]!.bill_number })).json().data.data;
    expect(byBill.map((r: { id: number }) => r.id)).toEqual([own[0]!.id]);
    // a company filtering by another company's id still sees only its own (none)
    expect((await post(`${BASE}?page=1`, provider, { company_id: otherId })).json().data.total).toBe(0);

    // another company's order: a 404 on every call, and nothing changes
    const foreign = theirs[0]!;
    const before = await row(foreign.id);
    expect((await details(foreign.id, provider)).statusCode).toBe(404);
    expect((await logs(foreign.id, provider)).statusCode).toBe(404);
    expect((await upload(foreign.id, provider)).statusCode).toBe(404);
    expect(await row(foreign.id)).toEqual(before);
    expect((await details(foreign.id, kdana)).statusCode).toBe(200);
    expect((await details(own[0]!.id, provider)).statusCode).toBe(200);

    // the export shows the same scope
    const csv = await t.call('POST', `${BASE}/export?format=csv`, { token: provider, body: {}, lang: 'en' });
    expect(csv.statusCode).toBe(200);
    expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.body).toContain(own[0]!.bill_number);
    expect(csv.body).not.toContain(foreign.bill_number);
  });

  it('runs upload → approve: the company’s PDF receipt, then the staff decision; the log has every change', async () => {
    const o = await issue();
    const shown = await details(o.id, provider);
    expectContract('getSadadOrder', 200, shown.json());
    // the company may upload; the status also takes a cancel, which is staff's (offered, not allowed)
    expect(shown.json().data.events.filter((e: { allowed: number }) => e.allowed)).toEqual([expect.objectContaining({ event: 'UPLOAD_ATTACHMENT', allowed: 1 })]);
    expect(shown.json().data.events.find((e: { event: string }) => e.event === 'CANCEL')).toMatchObject({ allowed: 0 });

    const up = await upload(o.id, provider, undefined, { version: o.version }, 'en');
    expect(up.statusCode, up.body).toBe(200);
    expectContract('uploadSadadOrderDocs', 200, up.json());
    expect(up.json().message).toBe('Payment attachment uploaded');
    expect(up.json().data).toMatchObject({ status: 'attachment_uploaded', version: o.version + 1 });
    expect(up.json().data.attachment).not.toBeNull();
    const stored = await row(o.id);
    expect(stored!.attachment_file_id).not.toBeNull();
    const file = await t.database.execute('select mime from files where id = $1', [stored!.attachment_file_id]);
    expect(file.rows[0]!.mime).toBe('application/pdf');

    // staff see the decision; the company does not decide
    const staffView = (await details(o.id, kdana))
      .json()
      .data.events.filter((e: { allowed: number }) => e.allowed)
      .map((e: { event: string }) => e.event);
    expect(staffView).toEqual(expect.arrayContaining(['APPROVE', 'REJECT', 'CANCEL']));
    expect((await decide(o.id, 'approved', {}, provider)).statusCode).toBe(403);

    const ok = await decide(o.id, 'approved', { version: o.version + 1 }, kdana, 'ar');
    expect(ok.statusCode, ok.body).toBe(200);
    expectContract('changeSadadOrderState', 200, ok.json());
    expect(ok.json().message).toBe('تم اعتماد السداد');
    expect(ok.json().data).toMatchObject({ status: 'approved', get_status: { id: 'approved', status: 'معتمد' }, version: o.version + 2 });
    expect(await history(o.id)).toEqual(['CREATE', 'UPLOAD_ATTACHMENT', 'APPROVE']);

    const log = await logs(o.id, provider, 'en');
    expect(log.statusCode).toBe(200);
    expectContract('sadadOrderLogs', 200, log.json());
    const names = await t.database.execute('select email, name from users where email = any($1)', [['kdana@mashaer.test', 'provider@mashaer.test']]);
    const nameOf = (email: string) => names.rows.find((r) => r.email === email)!.name;
    expect(log.json().data.map((l: Record<string, unknown>) => [l.event, l.from_status, l.to_status, l.by])).toEqual([
      ['CREATE', null, 'pending', nameOf('kdana@mashaer.test')],
      ['UPLOAD_ATTACHMENT', 'pending', 'attachment_uploaded', nameOf('provider@mashaer.test')],
      ['APPROVE', 'attachment_uploaded', 'approved', nameOf('kdana@mashaer.test')],
    ]);
    for (const l of log.json().data) {
      expect(Number.isNaN(Date.parse(l.at))).toBe(false);
      expect(l.to_text).toBeTruthy();
    }
    expect(log.json().data[2]).toMatchObject({ event_text: 'Approve payment', from_text: 'Attachment uploaded', to_text: 'Approved' });
  });

  it('runs upload → reject (a reason is required; nothing changes without one) → upload again → approve', async () => {
    const o = await issue({ amount: '487.55' });
    expect((await upload(o.id, provider, { name: 'receipt.png', content: png, type: 'image/png' })).statusCode).toBe(200);
    const before = await row(o.id);

    for (const extra of [{}, { rejection_reason: '' }, { rejection_reason: '   ' }]) {
      const noReason = await decide(o.id, 'rejected', extra, kdana, 'en');
      expect(noReason.statusCode).toBe(422);
      expect(noReason.json().errors.rejection_reason).toEqual(['A reject cause is required']);
    }
    expect(await row(o.id)).toEqual(before);

    const rejected = await decide(o.id, 'rejected', { rejection_reason: 'The amount paid does not match the bill' }, kdana, 'en');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().message).toBe('Payment rejected');
    expect(rejected.json().data).toMatchObject({ status: 'rejected', rejection_reason: 'The amount paid does not match the bill' });
    // a rejected receipt is not approved; the company uploads another
    expect((await decide(o.id, 'approved')).statusCode).toBe(409);
    const offered = (await details(o.id, provider)).json().data.events as Array<{ event: string; allowed: number }>;
    expect(offered.filter((e) => e.allowed).map((e) => e.event)).toEqual(['UPLOAD_ATTACHMENT']);

    const again = await upload(o.id, provider);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ status: 'attachment_uploaded', rejection_reason: null });
    expect((await row(o.id))!.attachment_file_id).not.toBe(before!.attachment_file_id);

    expect((await decide(o.id, 'approved')).json().data.status).toBe('approved');
    expect(await history(o.id)).toEqual(['CREATE', 'UPLOAD_ATTACHMENT', 'REJECT', 'UPLOAD_ATTACHMENT', 'APPROVE']);
    const log = (await logs(o.id, kdana)).json().data;
    expect(log.find((l: { event: string }) => l.event === 'REJECT').note).toBe('The amount paid does not match the bill');
  });

  it('refuses steps the status or the caller does not take, changing nothing', async () => {
    const o = await issue();
    const files = await count('files');
    const pending = await row(o.id);

    const early = await decide(o.id, 'approved', {}, kdana, 'en');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Unallowed action!');
    expect((await decide(o.id, 'rejected', { rejection_reason: 'x' })).statusCode).toBe(409);
    // not a PDF or an image (whatever it claims), no file at all, a decision that is none of the two
    const notPdf = await upload(o.id, provider, { name: 'receipt.pdf', content: Buffer.from('MZ this is not a pdf'), type: 'application/pdf' }, {}, 'en');
    expect(notPdf.statusCode).toBe(422);
    expect(notPdf.json().errors.attachment).toEqual(['This file type is not allowed']);
    const none = await upload(o.id, provider, null);
    expect(none.statusCode).toBe(422);
    expect((await decide(o.id, 'cancelled')).statusCode).toBe(422);
    // staff do not upload the company's receipt; the company neither decides nor cancels
    expect((await upload(o.id, kdana)).statusCode).toBe(403);
    expect((await decide(o.id, 'approved', {}, provider)).statusCode).toBe(403);
    expect((await cancel(o.id, provider)).statusCode).toBe(403);
    expect(await row(o.id)).toEqual(pending);
    expect(await count('files')).toBe(files);
    expect(await history(o.id)).toEqual(['CREATE']);

    // approved is final: no second decision, no cancel, no upload
    await upload(o.id, provider);
    await decide(o.id, 'approved');
    const approved = await row(o.id);
    const twice = await decide(o.id, 'rejected', { rejection_reason: 'late' }, kdana, 'en');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: 'This order has already been decided', code: '104' });
    expect((await cancel(o.id)).statusCode).toBe(409);
    expect((await upload(o.id, provider)).statusCode).toBe(409);
    expect(await row(o.id)).toEqual(approved);

    // a pending order is cancelled by staff; a cancelled one takes nothing more
    const c = await issue();
    const cancelled = await cancel(c.id, kdana, { version: c.version });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expectContract('cancelSadadOrder', 200, cancelled.json());
    expect(cancelled.json().data.status).toBe('cancelled');
    const after = await row(c.id);
    expect((await cancel(c.id)).statusCode).toBe(409);
    expect((await upload(c.id, provider)).statusCode).toBe(409);
    expect((await decide(c.id, 'approved')).statusCode).toBe(409);
    expect(await row(c.id)).toEqual(after);
  });

  it('answers 409 to a stale version and changes nothing', async () => {
    const o = await issue();
    await upload(o.id, provider, undefined, { version: o.version });
    const uploaded = await row(o.id);
    expect(uploaded!.version).toBe(o.version + 1);
    expect((await decide(o.id, 'approved', { version: o.version })).statusCode).toBe(409);
    expect((await decide(o.id, 'rejected', { version: o.version, rejection_reason: 'x' })).statusCode).toBe(409);
    expect((await cancel(o.id, kdana, { version: o.version })).statusCode).toBe(409);
    expect((await upload(o.id, provider, undefined, { version: o.version })).statusCode).toBe(409);
    expect(await row(o.id)).toEqual(uploaded);
    expect(await history(o.id)).toEqual(['CREATE', 'UPLOAD_ATTACHMENT']);
  });

  it('answers 404 for an order that does not exist and 422 for nonsense, never a 500', async () => {
    expect((await details(999999, admin)).statusCode).toBe(404);
    expect((await logs(999999, admin)).statusCode).toBe(404);
    expect((await decide(999999, 'approved')).statusCode).toBe(404);
    expect((await cancel(999999)).statusCode).toBe(404);
    expect((await upload(999999, provider)).statusCode).toBe(404);
    expect((await get(`${BASE}/details/abc`, admin)).statusCode).toBe(422);
    expect((await post(`${BASE}/change_state`, kdana, { sadad_order_id: 'abc', status_id: 'approved' })).statusCode).toBe(422);
    expect((await post(`${BASE}/store`, kdana, { company_id: 'x', amount: ['1'], due_date: 5, description: {} })).statusCode).toBe(422);
    expect((await post(`${BASE}?page=1`, kdana, { sort: 'nope' })).statusCode).toBe(422);
    expect((await post(`${BASE}?page=1`, kdana, { search: "'; drop table sadad_orders; --" })).statusCode).toBe(200);
  });

  it('seeds orders in every status, the provider’s own in each, with bill numbers, receipts and reasons', async () => {
    const statuses = await t.database.execute('select distinct status from sadad_orders');
    expect(statuses.rows.map((r) => r.status).sort()).toEqual(['approved', 'attachment_uploaded', 'cancelled', 'pending', 'rejected']);
    const mine = await t.database.execute('select distinct status from sadad_orders where company_id = $1', [providerId]);
    expect(mine.rows.length).toBe(5);
    const companies = await t.database.execute('select count(distinct company_id)::int as n from sadad_orders');
    expect(companies.rows[0]!.n).toBeGreaterThanOrEqual(3);
    const seeded = await t.database.execute("select id, status, bill_number, attachment_file_id, rejection_reason, amount from sadad_orders where created_at < now() - interval '1 day' order by id");
    for (const r of seeded.rows) {
      expect(r.bill_number).toMatch(/^090\d{10}$/);
      expect(r.attachment_file_id === null).toBe(r.status === 'pending' || r.status === 'cancelled');
      expect(r.rejection_reason === null).toBe(r.status !== 'rejected');
      expect(Number(r.amount)).toBeGreaterThan(0);
    }
    // each reached by the machine's own events, with history rows; the rejection's reason in its step
    const rejected = seeded.rows.find((r) => r.status === 'rejected')!;
    const log = (await logs(Number(rejected.id), kdana)).json().data;
    expect(log.map((l: { event: string }) => l.event)).toEqual(['CREATE', 'UPLOAD_ATTACHMENT', 'REJECT']);
    expect(log[2].note).toBe(rejected.rejection_reason);
    // the seeded receipt downloads as a PDF for the company it belongs to
    const own = (await post(`${BASE}?page=1`, provider, { status: 'approved' })).json().data.data[0];
    const url = own.attachment.url as string;
    const receipt = await t.call('GET', url.replace(/^https?:\/\/[^/]+/, ''), { token: provider });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
