/**
 * Temporary licence orders (spec 001 §3, §7 temp_license_order list, store, update, destroy; kroky
 * documents store): the API as the screens use it, on PGlite and on PostgreSQL. A company files its
 * answers to form 7 for one of its assigned camps, stores its kroky; Kidana approves or rejects with a
 * reason. Bad input is a 422 on the field, a refused step a 409 with its message; nothing changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { createTestApp, expectContract, formData, type TestApp } from './harness';
import { users } from '../../server/db/schema';
import { assignCamps } from '../../server/features/assign/table';
import { loadForm } from '../../server/features/forms/domain';

let t: TestApp;
let admin: string;
let kdana: string;
let provider: string;
let otherCompany: string;
let providerCamp: number;
let otherCamp: number;
let questions: Array<{ question_id: number; type: string; required: boolean }>;

const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const BASE = '/api/general/temp_license_order';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@mashaer.test');
  kdana = await t.login('kdana@mashaer.test');
  provider = await t.login('provider@mashaer.test');
  const db = t.database.db;
  const [p] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'provider@mashaer.test'));
  const live = await db.select({ id: assignCamps.id, company: assignCamps.receiver_company_id }).from(assignCamps).where(ne(assignCamps.status, 'returned'));
  providerCamp = live.find((a) => a.company === p!.id)!.id;
  const other = live.find((a) => a.company !== p!.id)!;
  otherCamp = other.id;
  // another company with the provider's role (a company of the population, its own camp)
  await t.database.execute(`insert into user_roles (user_id, role_id) select $1, r.id from roles r where r.name = 'مقدم خدمة' on conflict do nothing`, [other.company]);
  const [o] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, other.company)));
  otherCompany = await t.login(o!.email!);
  questions = (await loadForm(db, 7))!.questions.map((q) => ({ question_id: q.question_id, type: q.type, required: q.required }));
});
afterAll(async () => {
  await t?.close();
});

const goodAnswer = (type: string): string => (type === 'yes_no' ? 'yes' : type === 'number' ? '120' : type === 'date' ? '2027-05-18' : 'خيمة إضافية');
/** The fields of a good order, as the form sends them: the answers as indexed fields. */
function fields(camp: number, extra: Record<string, string | number> = {}, answer: (type: string) => string = goodAnswer): Record<string, string | number> {
  const out: Record<string, string | number> = { structure: 'خيمة مطبخ إضافية', assign_camp_id: camp, ...extra };
  questions.forEach((q, i) => {
    out[`answers[${i}][question_id]`] = q.question_id;
    out[`answers[${i}][answer]`] = answer(q.type);
  });
  return out;
}
const send = (url: string, token: string, body: Record<string, string | number>, files: Parameters<typeof formData>[1] = {}, lang?: 'ar' | 'en') => {
  const f = formData(body, files);
  return t.call('POST', url, { token, payload: f.payload, headers: f.headers, ...(lang ? { lang } : {}) });
};
const kroky = { kroky_document: { name: 'kroky.pdf', content: pdf, type: 'application/pdf' } };
const count = async () => Number((await t.database.execute('select count(*)::int as n from temp_licence_orders')).rows[0]!.n);

describe('temporary licence orders', () => {
  it('gives the form (id 7) and the caller’s own camps', async () => {
    const res = await t.call('GET', `${BASE}/form`, { token: provider });
    expect(res.statusCode, res.body).toBe(200);
    expectContract('tempLicenceOrderForm', 200, res.json());
    expect(res.json().data.form_id).toBe(7);
    expect(res.json().data.questions.length).toBe(questions.length);
    const mine = res.json().data.camps.map((c: { assign_camp_id: number }) => c.assign_camp_id);
    expect(mine).toContain(providerCamp);
    expect(mine).not.toContain(otherCamp);
  });

  it('files one with its answers and kroky, lists it first, shows it, changes it and deletes it, each audited', async () => {
    const created = await send(`${BASE}/store`, provider, fields(providerCamp), kroky);
    expect(created.statusCode, created.body).toBe(201);
    expectContract('createTempLicenceOrder', 201, created.json());
    const order = created.json().data;
    expect(order).toMatchObject({ status: 'pending', form_id: 7, assign_camp_id: providerCamp });
    expect(order.kroky_document.mime).toBe('application/pdf');
    expect(order.questions.every((q: { answer: string | null }) => q.answer)).toBe(true);
    const allowed = (events: Array<{ event: string; allowed: number }>) => events.filter((e) => e.allowed).map((e) => e.event);
    expect(allowed(order.events)).toEqual(['UPDATE', 'UPLOAD_KROKY']);

    const list = await t.call('POST', `${BASE}/list?page=1`, { token: provider, body: { paginate: 5 } });
    expect(list.statusCode).toBe(200);
    expectContract('listTempLicenceOrders', 200, list.json());
    expect(list.json().data.data[0].id).toBe(order.id);
    const filtered = await t.call('POST', `${BASE}/list?page=1`, { token: provider, body: { status: 'approved', paginate: 50 } });
    expect(filtered.json().data.data.every((r: { status: string }) => r.status === 'approved')).toBe(true);

    const shown = await t.call('GET', `${BASE}/details/${order.id}`, { token: kdana });
    expect(shown.statusCode).toBe(200);
    expectContract('tempLicenceOrderDetails', 200, shown.json());
    expect(allowed(shown.json().data.events)).toEqual(['APPROVE', 'REJECT']);

    const updated = await send(`${BASE}/update/${order.id}`, provider, fields(providerCamp, { structure: 'مظلة انتظار', version: order.version }));
    expect(updated.statusCode, updated.body).toBe(200);
    expectContract('updateTempLicenceOrder', 200, updated.json());
    expect(updated.json().data).toMatchObject({ structure: 'مظلة انتظار', version: order.version + 1 });
    // an edit of the old version is a conflict and changes nothing
    const stale = await send(`${BASE}/update/${order.id}`, provider, fields(providerCamp, { structure: 'قديم', version: order.version }));
    expect(stale.statusCode).toBe(409);

    const deleted = await t.call('DELETE', `${BASE}/destroy/${order.id}`, { token: provider });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await t.call('GET', `${BASE}/details/${order.id}`, { token: provider })).statusCode).toBe(404);
    const audit = await t.database.execute("select event from audit_log where entity = 'temp_licence_orders' and entity_id = $1 order by id", [order.id]);
    expect(audit.rows.map((r) => r.event)).toEqual(['CREATE', 'UPDATE', 'delete']);
  });

  it('refuses bad input with a 422 on the field, in the caller’s language, and stores nothing', async () => {
    const before = await count();
    const blank = await send(`${BASE}/store`, provider, fields(providerCamp, { structure: '   ' }));
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toHaveProperty('structure');
    const notMine = await send(`${BASE}/store`, provider, fields(otherCamp), {}, 'en');
    expect(notMine.statusCode).toBe(422);
    expect(notMine.json().errors.assign_camp_id).toEqual(['The chosen camp is not one assigned to your company']);
    const otherForm = await send(`${BASE}/store`, provider, fields(providerCamp, { form_id: 3 }), {}, 'en');
    expect(otherForm.statusCode).toBe(422);
    expect(otherForm.json().errors.form_id).toEqual(['The temporary-licence form is form 7']);
    const unanswered = await send(
      `${BASE}/store`,
      provider,
      fields(providerCamp, {}, () => ''),
    );
    expect(unanswered.statusCode).toBe(422);
    const required = questions.filter((q) => q.required).map((q) => `answers.${q.question_id}`);
    expect(Object.keys(unanswered.json().errors).sort()).toEqual(required.sort());
    const notPdf = await send(`${BASE}/store`, provider, fields(providerCamp), { kroky_document: { name: 'x.pdf', content: Buffer.from('MZ not a pdf'), type: 'application/pdf' } });
    expect(notPdf.statusCode).toBe(422);
    expect(notPdf.json().errors).toHaveProperty('kroky_document');
    const garbage = await send(`${BASE}/store`, provider, { structure: 'x', assign_camp_id: 'abc' });
    expect(garbage.statusCode).toBe(422);
    expect(await count()).toBe(before);
  });

  it('approves only with the kroky stored, then refuses every change; rejects only with a reason', async () => {
    const order = (await send(`${BASE}/store`, provider, fields(providerCamp))).json().data;
    expect(order.kroky_document).toBeNull();
    const early = await t.call('POST', `${BASE}/approve/${order.id}`, { token: kdana, body: {}, lang: 'en' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Upload the kroky document first');
    // the company cannot decide its own order
    expect((await t.call('POST', `${BASE}/approve/${order.id}`, { token: provider, body: {} })).statusCode).toBe(403);

    const stored = await send(`${BASE}/kroky_documents/store`, provider, { temp_license_order_id: order.id }, kroky);
    expect(stored.statusCode, stored.body).toBe(200);
    expectContract('storeTempLicenceOrderKroky', 200, stored.json());
    expect(stored.json().data.kroky_document).not.toBeNull();

    const approved = await t.call('POST', `${BASE}/approve/${order.id}`, { token: kdana, body: {} });
    expect(approved.statusCode, approved.body).toBe(200);
    expectContract('approveTempLicenceOrder', 200, approved.json());
    expect(approved.json().data.status).toBe('approved');
    expect(approved.json().data.history.map((h: { event: string }) => h.event)).toEqual(['CREATE', 'UPLOAD_KROKY', 'APPROVE']);

    const version = approved.json().data.version;
    for (const refused of [
      () => send(`${BASE}/update/${order.id}`, provider, fields(providerCamp), {}, 'en'),
      () => send(`${BASE}/kroky_documents/store`, provider, { temp_license_order_id: order.id }, kroky, 'en'),
      () => t.call('POST', `${BASE}/reject/${order.id}`, { token: kdana, body: { rejection_reason: 'x' }, lang: 'en' }),
      () => t.call('POST', `${BASE}/approve/${order.id}`, { token: kdana, body: {}, lang: 'en' }),
    ]) {
      const res = await refused();
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe('Unallowed action!');
    }
    const decided = await t.call('DELETE', `${BASE}/destroy/${order.id}`, { token: provider, lang: 'en' });
    expect(decided.statusCode).toBe(409);
    const after = (await t.call('GET', `${BASE}/details/${order.id}`, { token: provider })).json().data;
    expect(after).toMatchObject({ status: 'approved', version });

    const other = (await send(`${BASE}/store`, provider, fields(providerCamp))).json().data;
    const noReason = await t.call('POST', `${BASE}/reject/${other.id}`, { token: kdana, body: { rejection_reason: ' ' } });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toHaveProperty('rejection_reason');
    const rejected = await t.call('POST', `${BASE}/reject/${other.id}`, { token: kdana, body: { rejection_reason: 'الموقع غير مناسب' } });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: 'rejected', rejection_reason: 'الموقع غير مناسب' });
    expect(rejected.json().data.history.at(-1).reason).toBe('الموقع غير مناسب');
  });

  it("keeps each company to its own orders: another company's is a 404 and never listed", async () => {
    const own = (await send(`${BASE}/store`, provider, fields(providerCamp))).json().data;
    for (const call of [
      () => t.call('GET', `${BASE}/details/${own.id}`, { token: otherCompany }),
      () => send(`${BASE}/update/${own.id}`, otherCompany, fields(otherCamp)),
      () => send(`${BASE}/kroky_documents/store`, otherCompany, { temp_license_order_id: own.id }, kroky),
      () => t.call('DELETE', `${BASE}/destroy/${own.id}`, { token: otherCompany }),
    ]) {
      expect((await call()).statusCode).toBe(404);
    }
    const theirs = await t.call('POST', `${BASE}/list?page=1`, { token: otherCompany, body: { paginate: 100, company_id: own.company_id } });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data.data.map((r: { id: number }) => r.id)).not.toContain(own.id);
    // staff see every company's orders, the demo's in every status
    const all = await t.call('POST', `${BASE}/list?page=1`, { token: admin, body: { paginate: 100 } });
    expect(all.json().data.data.map((r: { id: number }) => r.id)).toContain(own.id);
    expect(new Set(all.json().data.data.map((r: { status: string }) => r.status))).toEqual(new Set(['pending', 'approved', 'rejected']));
    // staff may file for a company: the order is the camp's receiver's
    const forCompany = await send(`${BASE}/store`, admin, fields(otherCamp));
    expect(forCompany.statusCode, forCompany.body).toBe(201);
    expect((await t.call('GET', `${BASE}/details/${forCompany.json().data.id}`, { token: otherCompany })).statusCode).toBe(200);
  });

  it('answers 404 for an order that does not exist, never a 500', async () => {
    expect((await t.call('GET', `${BASE}/details/999999`, { token: admin })).statusCode).toBe(404);
    expect((await send(`${BASE}/update/999999`, admin, fields(providerCamp))).statusCode).toBe(404);
    expect((await t.call('DELETE', `${BASE}/destroy/999999`, { token: admin })).statusCode).toBe(404);
    expect((await t.call('POST', `${BASE}/approve/999999`, { token: kdana, body: {} })).statusCode).toBe(404);
    expect((await send(`${BASE}/kroky_documents/store`, provider, { temp_license_order_id: 999999 }, kroky)).statusCode).toBe(404);
  });
});
