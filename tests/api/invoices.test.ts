/**
 * Invoices (issue 14): Saudi simplified tax invoices, every call as the screens use it, on PGlite and on
 * PostgreSQL — list and export (a company sees only its own; staff every company's), create, store and
 * update (exact amounts: VAT 15 % on each line, rounded half up to the halala; totals the lines' sums;
 * editable only while pending), details (lines, totals and the e-invoice QR code, which decodes to the
 * seller, VAT number, time stamp, total and VAT), pdf, upload_docs, change_state, cancel and logs.
 * Refused steps change nothing; a stale version is a 409; no answer is a 500 or carries a stack or SQL;
 * the demo seed has invoices in every status.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectContract, formData, type TestApp } from './harness';
import { decodeEInvoiceQr, invoiceNumber } from '../../shared/einvoice';
import { formatSar, invoiceTotals, lineAmounts, parseSar } from '../../shared/money';
import { readEnv } from '../../server/env';

let t: TestApp;
let admin: string;
let kdana: string;
let provider: string;
let otherCompany: string;
let providerId: number;
let otherId: number;

const BASE = '/api/general/invoices';
const OTHER = 'albaraka.serviceprovider@example.sa';
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const seller = readEnv({ NODE_ENV: 'test' });

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
type Line = { description: string; quantity: number | string; unit_price: number | string };

/** Every answer: never a 500, never a stack trace or SQL. */
function clean(res: Res): Res {
  expect(res.statusCode, res.body).toBeLessThan(500);
  if (!String(res.headers['content-type'] ?? '').startsWith('application/pdf'))
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
  const f = formData({ invoice_id: id, ...extra }, file ? { attachment: file } : {});
  return clean(await t.call('POST', `${BASE}/upload_docs`, { token, payload: f.payload, headers: f.headers, ...(lang ? { lang } : {}) }));
}
const decide = (id: number, status: string, extra: Record<string, unknown> = {}, token = kdana, lang?: Lang) => post(`${BASE}/change_state`, token, { invoice_id: id, status, ...extra }, lang);
const cancel = (id: number, token = kdana, body: Record<string, unknown> = {}) => post(`${BASE}/cancel/${id}`, token, body);
const update = (id: number, body: Record<string, unknown>, token = kdana, lang?: Lang) => post(`${BASE}/update/${id}`, token, body, lang);

const LINES: Line[] = [{ description: 'رسوم استهلاك الكهرباء', quantity: 3, unit_price: '33.33' }];
const invoice = (extra: Record<string, unknown> = {}) => ({ company_id: providerId, description: 'خدمات مخيمات منى', due_date: '2027-06-30', lines: LINES, ...extra });
interface Inv {
  id: number;
  version: number;
  status: string;
  number: string;
  net_total: string;
  vat_total: string;
  total: string;
  qr: string;
  created_at: string;
  seller_name: string;
  seller_vat_number: string;
  lines: Array<{ description: string; quantity: number; unit_price: string; net: string; vat: string; total: string }>;
}
async function issue(extra: Record<string, unknown> = {}, token = kdana): Promise<Inv> {
  const res = await post(`${BASE}/store`, token, invoice(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
const row = async (id: number) =>
  (
    await t.database.execute(
      'select status, version, description, due_date::text as due_date, company_id, net_total::text as net, vat_total::text as vat, total::text as total, attachment_file_id, rejection_reason from invoices where id = $1',
      [id],
    )
  ).rows[0];
const lines = async (id: number) =>
  (
    await t.database.execute(
      'select description, quantity, unit_price::text as unit_price, net::text as net, vat::text as vat, total::text as total from invoice_lines where invoice_id = $1 order by sort',
      [id],
    )
  ).rows;
const history = async (id: number) => (await t.database.execute("select event from workflow_history where workflow = 'invoice' and record_id = $1 order by id", [id])).rows.map((r) => r.event);
const count = async (table: string) => Number((await t.database.execute(`select count(*)::int as n from ${table}`)).rows[0]!.n);
/** What shared/money says the lines come to, as the wire writes them. */
function expected(ls: Line[]) {
  const checked = ls.map((l) => ({ quantity: Number(l.quantity), unitPrice: parseSar(l.unit_price)! }));
  const tot = invoiceTotals(checked);
  return {
    net_total: formatSar(tot.net),
    vat_total: formatSar(tot.vat),
    total: formatSar(tot.total),
    lines: checked.map((l) => {
      const a = lineAmounts(l);
      return { quantity: l.quantity, unit_price: formatSar(l.unitPrice), net: formatSar(a.net), vat: formatSar(a.vat), total: formatSar(a.total) };
    }),
  };
}

describe('invoices', () => {
  it('are issued by staff with exact amounts: VAT 15 % on each line, rounded half up, totals the lines’ sums', async () => {
    const form = await get(`${BASE}/create`, kdana);
    expect(form.statusCode).toBe(200);
    expectContract('invoiceForm', 200, form.json());
    expect(form.json().data.companies.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([providerId, otherId]));

    const created = await post(`${BASE}/store`, kdana, invoice(), 'en');
    expect(created.statusCode, created.body).toBe(201);
    expectContract('createInvoice', 201, created.json());
    expect(created.json().message).toBe('Invoice issued');
    const inv = created.json().data as Inv;
    // 3 × 33.33 = 99.99; VAT 14.9985 → 15.00; 114.99
    expect(inv).toMatchObject({ invoice_id: inv.id, status: 'pending', net_total: '99.99', vat_total: '15.00', total: '114.99', vat_rate: 15, company_id: providerId, version: 1 });
    expect(inv.lines).toEqual([expect.objectContaining({ description: 'رسوم استهلاك الكهرباء', quantity: 3, unit_price: '33.33', net: '99.99', vat: '15.00', total: '114.99' })]);
    expect(inv.number).toBe(invoiceNumber(inv.created_at, inv.id));
    expect(inv.seller_name).toBe(seller.INVOICE_SELLER_NAME);
    expect(inv.seller_vat_number).toBe(seller.INVOICE_SELLER_VAT);
    expect(await row(inv.id)).toMatchObject({ net: '9999', vat: '1500', total: '11499', status: 'pending' });
    expect(await history(inv.id)).toEqual(['CREATE']);

    // VAT is rounded on each line: two lines of 0.10 carry 0.02 each (0.015 half up), 0.04 in all
    const tiny = await issue({
      lines: [
        { description: 'Water', quantity: 1, unit_price: '0.10' },
        { description: 'Cleaning', quantity: '1', unit_price: 0.1 },
      ],
    });
    expect(tiny.lines.map((l) => [l.net, l.vat, l.total])).toEqual([
      ['0.10', '0.02', '0.12'],
      ['0.10', '0.02', '0.12'],
    ]);
    expect(tiny).toMatchObject({ net_total: '0.20', vat_total: '0.04', total: '0.24' });

    // and as shared/money computes them, for several lines at once
    const many: Line[] = [
      { description: 'رسوم استهلاك الكهرباء', quantity: 1, unit_price: '18432.75' },
      { description: 'Water supply (m³)', quantity: 120, unit_price: '14.50' },
      { description: 'خدمات النظافة', quantity: 12, unit_price: '850' },
      { description: 'Lighting', quantity: 7, unit_price: '١٨٣٫٣٣' },
    ];
    const big = await issue({ lines: many });
    expect(big).toMatchObject({ net_total: expected(many).net_total, vat_total: expected(many).vat_total, total: expected(many).total });
    expect(big.lines.map(({ quantity, unit_price, net, vat, total }) => ({ quantity, unit_price, net, vat, total }))).toEqual(expected(many).lines);
    expect((await lines(big.id)).length).toBe(4);

    // the largest invoice: one billion riyals in all, to the halala
    const largest = await issue({ lines: [{ description: 'Concession fee', quantity: 1, unit_price: '869565217.39' }] });
    expect(largest).toMatchObject({ net_total: '869565217.39', vat_total: '130434782.61', total: '1000000000.00' });
  });

  it('carries the e-invoice QR code (seller, VAT number, time stamp, total, VAT) and prints as a PDF', async () => {
    const inv = await issue({ lines: [{ description: 'Electricity', quantity: 2, unit_price: '1043.39' }] });
    const shown = await details(inv.id, provider);
    expect(shown.statusCode).toBe(200);
    expectContract('getInvoice', 200, shown.json());
    const d = shown.json().data as Inv;
    const qr = decodeEInvoiceQr(d.qr);
    expect(qr).toEqual({ sellerName: d.seller_name, vatNumber: d.seller_vat_number, timestamp: expect.any(String), total: d.total, vatTotal: d.vat_total });
    expect(qr!.sellerName).toBe(seller.INVOICE_SELLER_NAME);
    expect(qr!.vatNumber).toBe(seller.INVOICE_SELLER_VAT);
    expect(qr!.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(qr!.timestamp).toBe(d.created_at.replace(/\.\d{3}Z$/, 'Z'));
    expect(qr).toMatchObject({ total: '2399.80', vatTotal: '313.02' });

    const printed = await get(`${BASE}/pdf/${inv.id}`, provider);
    expect(printed.statusCode).toBe(200);
    expect(printed.headers['content-type']).toMatch(/^application\/pdf/);
    expect(printed.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(String(printed.headers['content-disposition'])).toContain(`${inv.number}.pdf`);
    // another company's is a 404; a cancelled invoice is not printed
    expect((await get(`${BASE}/pdf/${inv.id}`, otherCompany)).statusCode).toBe(404);
    expect((await get(`${BASE}/pdf/999999`, kdana)).statusCode).toBe(404);
    await cancel(inv.id);
    expect((await get(`${BASE}/pdf/${inv.id}`, kdana)).statusCode).toBe(409);
  });

  it('refuses bad input with a 422 on the field, in both languages, and stores nothing', async () => {
    const before = [await count('invoices'), await count('invoice_lines')];
    const inactive = await t.database.execute(
      "select u.id from users u join account_types a on a.id = u.type_id where a.code = 'service_provider' and u.status <> 'active' and u.parent_id is null order by u.id limit 1",
    );
    for (const [extra, field] of [
      [{ company_id: 999999 }, 'company_id'],
      [{ company_id: Number(inactive.rows[0]!.id) }, 'company_id'],
      [{ due_date: 'bad' }, 'due_date'],
      [{ due_date: '2027-02-31x' }, 'due_date'],
      [{ description: '' }, 'description'],
      [{ lines: [] }, 'lines'],
      [{ lines: [{ description: 'x', quantity: 0, unit_price: '10' }] }, 'lines'],
      [{ lines: [{ description: 'x', quantity: '1.5', unit_price: '10' }] }, 'lines'],
      [{ lines: [{ description: 'x', quantity: 100001, unit_price: '10' }] }, 'lines'],
      [{ lines: [{ description: 'x', quantity: 1, unit_price: '1.234' }] }, 'lines'],
      [{ lines: [{ description: 'x', quantity: 1, unit_price: '0' }] }, 'lines'],
      [{ lines: [{ description: 'x', quantity: 1, unit_price: 'abc' }] }, 'lines'],
      [{ lines: [{ description: ' ', quantity: 1, unit_price: '1' }] }, 'lines'],
      [{ lines: Array.from({ length: 51 }, () => ({ description: 'x', quantity: 1, unit_price: '1' })) }, 'lines'],
      // beyond one billion riyals in all, quantity × price would leave the exact integers: refused
      [{ lines: [{ description: 'x', quantity: 99999, unit_price: '999999999.99' }] }, 'lines'],
      [{ lines: [{ description: 'x', quantity: 1, unit_price: '869565217.40' }] }, 'lines'],
    ] as const) {
      const res = await post(`${BASE}/store`, kdana, invoice(extra), 'en');
      expect(res.statusCode, JSON.stringify(extra).slice(0, 120)).toBe(422);
      expect(res.json().errors ?? {}, JSON.stringify(extra).slice(0, 120)).toHaveProperty(field);
    }
    expect((await post(`${BASE}/store`, kdana, invoice({ lines: [] }), 'en')).json().errors.lines).toEqual(['Add at least one line (50 at most)']);
    expect((await post(`${BASE}/store`, kdana, invoice({ lines: [] }), 'ar')).json().errors.lines).toEqual(['أضف بنداً واحداً على الأقل (50 بنداً على الأكثر)']);
    expect((await post(`${BASE}/store`, kdana, {})).statusCode).toBe(422);
    expect((await post(`${BASE}/store`, provider, invoice())).statusCode).toBe(403);
    expect([await count('invoices'), await count('invoice_lines')]).toEqual(before);
  });

  it('is edited only while pending: lines replaced, totals recomputed, a stale version refused', async () => {
    const inv = await issue();
    const newLines: Line[] = [
      { description: 'Water supply fees', quantity: 4, unit_price: '250.25' },
      { description: 'Cleaning services', quantity: 1, unit_price: '99.99' },
    ];
    const edited = await update(inv.id, { ...invoice({ description: 'Mina camp 22 services', company_id: otherId, lines: newLines }), version: inv.version }, kdana, 'en');
    expect(edited.statusCode, edited.body).toBe(200);
    expectContract('updateInvoice', 200, edited.json());
    expect(edited.json().message).toBe('Invoice updated');
    const e = expected(newLines);
    expect(edited.json().data).toMatchObject({
      description: 'Mina camp 22 services',
      company_id: otherId,
      status: 'pending',
      version: inv.version + 1,
      net_total: e.net_total,
      vat_total: e.vat_total,
      total: e.total,
    });
    expect((await lines(inv.id)).map((l) => l.description)).toEqual(['Water supply fees', 'Cleaning services']);
    expect(await row(inv.id)).toMatchObject({ net: String(parseSar(e.net_total)), vat: String(parseSar(e.vat_total)), total: String(parseSar(e.total)) });
    // the QR code follows the new totals
    expect(decodeEInvoiceQr(edited.json().data.qr)).toMatchObject({ total: e.total, vatTotal: e.vat_total });
    // it now belongs to the other company: the provider no longer sees it
    expect((await details(inv.id, provider)).statusCode).toBe(404);
    expect((await details(inv.id, otherCompany)).statusCode).toBe(200);

    const snapshot = [await row(inv.id), await lines(inv.id)];
    // a stale version, bad input, a company: refused, nothing changes
    expect((await update(inv.id, { ...invoice({ company_id: otherId }), version: inv.version })).statusCode).toBe(409);
    expect((await update(inv.id, { ...invoice({ company_id: otherId, lines: [] }) })).statusCode).toBe(422);
    expect((await update(inv.id, invoice({ company_id: 999999 }))).statusCode).toBe(422);
    expect((await update(inv.id, invoice({ company_id: otherId }), otherCompany)).statusCode).toBe(403);
    expect([await row(inv.id), await lines(inv.id)]).toEqual(snapshot);

    // once the receipt is uploaded it is no longer edited
    expect((await upload(inv.id, otherCompany)).statusCode).toBe(200);
    const uploaded = [await row(inv.id), await lines(inv.id)];
    const late = await update(inv.id, invoice({ company_id: otherId }), kdana, 'en');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Unallowed action!');
    expect([await row(inv.id), await lines(inv.id)]).toEqual(uploaded);
    expect(await history(inv.id)).toEqual(['CREATE', 'UPDATE', 'UPLOAD_ATTACHMENT']);
    expect((await update(999999, invoice())).statusCode).toBe(404);
  });

  it('keeps each company to its own invoices; staff see every company’s', async () => {
    const mine = await post(`${BASE}?page=1`, provider, { paginate: 100 });
    expect(mine.statusCode).toBe(200);
    expectContract('listInvoices', 200, mine.json());
    const own = mine.json().data.data as Array<{ id: number; company_id: number; number: string; lines: unknown[] }>;
    expect(own.length).toBeGreaterThan(0);
    expect(new Set(own.map((r) => r.company_id))).toEqual(new Set([providerId]));
    expect(own.every((r) => r.lines.length === 0)).toBe(true);
    const theirs = (await post(`${BASE}?page=1`, otherCompany, { paginate: 100 })).json().data.data as Array<{ id: number; company_id: number; number: string }>;
    expect(theirs.length).toBeGreaterThan(0);
    expect(new Set(theirs.map((r) => r.company_id))).toEqual(new Set([otherId]));
    const all = (await post(`${BASE}?page=1`, kdana, { paginate: 100 })).json().data.data.map((r: { id: number }) => r.id);
    for (const r of [...own, ...theirs]) expect(all).toContain(r.id);
    expect((await post(`${BASE}?page=1`, provider, { company_id: otherId })).json().data.total).toBe(0);

    const foreign = theirs.find((r) => r.number) ?? theirs[0]!;
    const before = await row(foreign.id);
    expect((await details(foreign.id, provider)).statusCode).toBe(404);
    expect((await logs(foreign.id, provider)).statusCode).toBe(404);
    expect((await upload(foreign.id, provider)).statusCode).toBe(404);
    expect(await row(foreign.id)).toEqual(before);

    const csv = await t.call('POST', `${BASE}/export?format=csv`, { token: provider, body: {}, lang: 'en' });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(own[0]!.number);
    expect(csv.body).not.toContain(foreign.number);
  });

  it('runs upload → reject (a reason is required) → upload again → approve, with every change in the log', async () => {
    const inv = await issue();
    const up = await upload(inv.id, provider, undefined, { version: inv.version }, 'en');
    expect(up.statusCode, up.body).toBe(200);
    expectContract('uploadInvoiceDocs', 200, up.json());
    expect(up.json().data).toMatchObject({ status: 'attachment_uploaded', version: inv.version + 1 });
    expect(up.json().data.attachment).toMatchObject({ mime: 'application/pdf' });
    const before = await row(inv.id);

    const noReason = await decide(inv.id, 'rejected', { rejection_reason: ' ' }, kdana, 'en');
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.rejection_reason).toEqual(['A reject cause is required']);
    expect(await row(inv.id)).toEqual(before);

    const rejected = await decide(inv.id, 'rejected', { rejection_reason: 'الإيصال لا يشمل ضريبة القيمة المضافة' }, kdana, 'ar');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expectContract('changeInvoiceState', 200, rejected.json());
    expect(rejected.json().message).toBe('تم رفض السداد');
    expect(rejected.json().data).toMatchObject({ status: 'rejected', rejection_reason: 'الإيصال لا يشمل ضريبة القيمة المضافة' });

    expect((await upload(inv.id, provider)).json().data).toMatchObject({ status: 'attachment_uploaded', rejection_reason: null });
    const approved = await decide(inv.id, 'approved', {}, kdana, 'en');
    expect(approved.json()).toMatchObject({ message: 'Payment approved', data: { status: 'approved' } });

    const log = await logs(inv.id, provider, 'en');
    expectContract('invoiceLogs', 200, log.json());
    const names = await t.database.execute('select email, name from users where email = any($1)', [['kdana@mashaer.test', 'provider@mashaer.test']]);
    const staff = names.rows.find((r) => r.email === 'kdana@mashaer.test')!.name;
    const company = names.rows.find((r) => r.email === 'provider@mashaer.test')!.name;
    expect(log.json().data.map((l: Record<string, unknown>) => [l.event, l.from_status, l.to_status, l.by, l.note])).toEqual([
      ['CREATE', null, 'pending', staff, null],
      ['UPLOAD_ATTACHMENT', 'pending', 'attachment_uploaded', company, null],
      ['REJECT', 'attachment_uploaded', 'rejected', staff, 'الإيصال لا يشمل ضريبة القيمة المضافة'],
      ['UPLOAD_ATTACHMENT', 'rejected', 'attachment_uploaded', company, null],
      ['APPROVE', 'attachment_uploaded', 'approved', staff, null],
    ]);
    const times = log.json().data.map((l: { at: string }) => Date.parse(l.at));
    expect(times.every((x: number, i: number) => !Number.isNaN(x) && (i === 0 || x >= times[i - 1]))).toBe(true);
  });

  it('refuses steps the status or the caller does not take, changing nothing; a stale version is a 409', async () => {
    const inv = await issue();
    const files = await count('files');
    const pending = await row(inv.id);
    expect((await decide(inv.id, 'approved')).statusCode).toBe(409);
    const notPdf = await upload(inv.id, provider, { name: 'receipt.pdf', content: Buffer.from('<html>not a receipt</html>'), type: 'application/pdf' }, {}, 'en');
    expect(notPdf.statusCode).toBe(422);
    expect(notPdf.json().errors.attachment).toEqual(['This file type is not allowed']);
    expect((await upload(inv.id, provider, null)).statusCode).toBe(422);
    expect((await decide(inv.id, 'approved', {}, provider)).statusCode).toBe(403);
    expect((await cancel(inv.id, provider)).statusCode).toBe(403);
    expect((await upload(inv.id, kdana)).statusCode).toBe(403);
    expect((await decide(inv.id, 'pending')).statusCode).toBe(422);
    expect(await row(inv.id)).toEqual(pending);
    expect(await count('files')).toBe(files);

    await upload(inv.id, provider);
    const uploaded = await row(inv.id);
    expect((await decide(inv.id, 'approved', { version: inv.version })).statusCode).toBe(409);
    expect((await cancel(inv.id, kdana, { version: inv.version })).statusCode).toBe(409);
    expect((await upload(inv.id, provider, undefined, { version: inv.version })).statusCode).toBe(409);
    expect(await row(inv.id)).toEqual(uploaded);

    await decide(inv.id, 'approved', { version: inv.version + 1 });
    const approved = await row(inv.id);
    expect(approved!.status).toBe('approved');
    const twice = await decide(inv.id, 'rejected', { rejection_reason: 'x' }, kdana, 'en');
    expect(twice.json()).toMatchObject({ message: 'This order has already been decided', code: '104' });
    expect((await cancel(inv.id)).statusCode).toBe(409);
    expect((await upload(inv.id, provider)).statusCode).toBe(409);
    expect((await update(inv.id, invoice())).statusCode).toBe(409);
    expect(await row(inv.id)).toEqual(approved);

    // cancelled: final
    const c = await issue();
    const cancelled = await cancel(c.id, kdana, { version: c.version });
    expectContract('cancelInvoice', 200, cancelled.json());
    expect(cancelled.json().data.status).toBe('cancelled');
    expect((await cancel(c.id)).statusCode).toBe(409);
    expect((await upload(c.id, provider)).statusCode).toBe(409);
    expect((await update(c.id, invoice())).statusCode).toBe(409);
    expect(await history(c.id)).toEqual(['CREATE', 'CANCEL']);
  });

  it('answers 404 for an invoice that does not exist and 422 for nonsense, never a 500', async () => {
    expect((await details(999999, admin)).statusCode).toBe(404);
    expect((await logs(999999, admin)).statusCode).toBe(404);
    expect((await decide(999999, 'approved')).statusCode).toBe(404);
    expect((await cancel(999999)).statusCode).toBe(404);
    expect((await upload(999999, provider)).statusCode).toBe(404);
    expect((await get(`${BASE}/details/abc`, admin)).statusCode).toBe(422);
    expect((await post(`${BASE}/store`, kdana, { company_id: 'x', lines: 'none', due_date: 5 })).statusCode).toBe(422);
    expect((await post(`${BASE}/store`, kdana, invoice({ lines: [null] }))).statusCode).toBe(422);
    expect((await post(`${BASE}/store`, kdana, invoice({ lines: [{ description: 'x', quantity: 1e30, unit_price: '1' }] }))).statusCode).toBe(422);
    expect((await post(`${BASE}?page=1`, kdana, { search: "%' or 1=1 --" })).statusCode).toBe(200);
  });

  it('seeds invoices in every status with 1–4 exact lines, the provider’s own in each, the seller’s QR code', async () => {
    const statuses = await t.database.execute('select distinct status from invoices');
    expect(statuses.rows.map((r) => r.status).sort()).toEqual(['approved', 'attachment_uploaded', 'cancelled', 'pending', 'rejected']);
    expect((await t.database.execute('select distinct status from invoices where company_id = $1', [providerId])).rows.length).toBe(5);
    expect(Number((await t.database.execute('select count(distinct company_id)::int as n from invoices')).rows[0]!.n)).toBeGreaterThanOrEqual(3);
    const seeded = await t.database.execute(
      `select i.id, i.status, i.net_total::text as net, i.vat_total::text as vat, i.total::text as total, i.attachment_file_id, i.rejection_reason, count(l.id)::int as n,
              sum(l.net)::text as lnet, sum(l.vat)::text as lvat, sum(l.total)::text as ltotal
       from invoices i join invoice_lines l on l.invoice_id = i.id where i.created_at < now() - interval '1 day' group by i.id order by i.id`,
    );
    expect(seeded.rows.length).toBeGreaterThan(10);
    for (const r of seeded.rows) {
      expect(r.n).toBeGreaterThanOrEqual(1);
      expect(r.n).toBeLessThanOrEqual(4);
      expect([r.lnet, r.lvat, r.ltotal]).toEqual([r.net, r.vat, r.total]);
      expect(r.attachment_file_id === null).toBe(r.status === 'pending' || r.status === 'cancelled');
      expect(r.rejection_reason === null).toBe(r.status !== 'rejected');
    }
    const rejected = seeded.rows.find((r) => r.status === 'rejected')!;
    const shown = (await details(Number(rejected.id), kdana)).json().data as Inv;
    expect(shown.lines.every((l) => l.vat === formatSar(lineAmounts({ quantity: l.quantity, unitPrice: parseSar(l.unit_price)! }).vat))).toBe(true);
    expect(decodeEInvoiceQr(shown.qr)).toMatchObject({ sellerName: seller.INVOICE_SELLER_NAME, vatNumber: seller.INVOICE_SELLER_VAT, total: shown.total, vatTotal: shown.vat_total });
    const log = (await logs(Number(rejected.id), kdana)).json().data;
    expect(log.map((l: { event: string }) => l.event)).toEqual(['CREATE', 'UPLOAD_ATTACHMENT', 'REJECT']);
    expect(log[2].note).toBe(rejected.rejection_reason);
    const own = (await post(`${BASE}?page=1`, provider, { status: 'approved' })).json().data.data[0];
    expect((await get(`${BASE}/pdf/${own.id}`, provider)).statusCode).toBe(200);
  });
});
