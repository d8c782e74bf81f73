/**
 * Readiness licences (api/simple-readiness-license/…, spec 001 §3, §5, §7): the API as the screens
 * use it, on PGlite and on PostgreSQL. A company requests a licence for a camp delivered to it
 * (created pending, answers not sent), sends the answers, the authority approves it for a validity
 * period the settings offer, disapproves it (the company corrects and resends) or rejects it; the
 * company may cancel. The spec's messages in both languages; a missing order is "Unallowed action!";
 * another company's licence is a 404; a refused step (422, 409) changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { createTestApp, expectContract, formData, type TestApp } from './harness';
import { users, workflowHistory } from '../../server/db/schema';
import { assignCamps } from '../../server/features/assign/table';
import { readinessAnswers, readinessLicenses } from '../../server/features/readinessLicence/table';

let t: TestApp;
let admin: string;
let kidana: string;
let provider: string;
let other: string;
const ids: Record<string, number> = {};
let seq = 0;

const PROVIDER = 'provider@mashaer.test';
const OTHER = 'almarwa.serviceprovider@example.sa';
const P = '/api/simple-readiness-license';
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/** A fresh camp delivered to `company` (the handover is another area's: the test sets the status). */
async function deliveredCamp(company = PROVIDER): Promise<number> {
  seq++;
  const sq = await t.call('POST', '/api/general/squares/store', { token: admin, body: { name: `مربع جاهزية ${seq}`, name_en: `Readiness square ${seq}`, code: `RL-${seq}` } });
  expect(sq.statusCode, sq.body).toBe(201);
  const country = await t.call('POST', '/api/general/countries/store', { token: admin, body: { name: `دولة جاهزية ${seq}`, name_en: `Readiness country ${seq}` } });
  const camp = await t.call('POST', '/api/general/camps/store', { token: admin, body: { name: `مخيم جاهزية ${seq}`, name_en: `Readiness camp ${seq}`, square_id: sq.json().data.id, capacity: 300 } });
  expect(camp.statusCode, camp.body).toBe(201);
  const f = formData({ camp_id: camp.json().data.id, square_id: sq.json().data.id, country_id: country.json().data.id, receiver_company_id: ids[company]!, receiver_cr: '4030012345' });
  const assigned = await t.call('POST', '/api/general/assign/store', { token: admin, payload: f.payload, headers: f.headers });
  expect(assigned.statusCode, assigned.body).toBe(201);
  const id = assigned.json().data.id as number;
  await t.database.db.update(assignCamps).set({ status: 'deliverd' }).where(eq(assignCamps.id, id));
  return id;
}

const send = (path: string, token: string, body: Record<string, unknown> = {}, lang?: 'ar' | 'en') => t.call('POST', `${P}/${path}`, { token, body, ...(lang ? { lang } : {}) });
const details = (id: number, token: string, lang?: 'ar' | 'en') => t.call('GET', `${P}/details/${id}`, { token, ...(lang ? { lang } : {}) });
const row = async (id: number) => (await t.database.db.select().from(readinessLicenses).where(eq(readinessLicenses.id, id)))[0]!;
const historyCount = async (id: number) =>
  (
    await t.database.db
      .select()
      .from(workflowHistory)
      .where(and(eq(workflowHistory.workflow, 'readinessLicence'), eq(workflowHistory.recordId, id)))
  ).length;

/** The questions of the licence's form, each answered. */
async function answersFor(id: number, token = provider) {
  const d = await details(id, token);
  expect(d.statusCode, d.body).toBe(200);
  const data = d.json().data;
  return {
    form_id: data.form_id as number,
    answers: (data.questions as Array<{ question_id: number; type: string; options: Array<{ id: number }> }>).map((q) => ({
      question_id: q.question_id,
      answer: q.type === 'yes_no' ? 'yes' : q.type === 'number' ? '3' : q.type === 'date' ? '2026-05-01' : q.type === 'choice' ? String(q.options[0]!.id) : 'ok',
    })),
  };
}

/** A new licence of the provider's on a fresh delivered camp, answers not sent yet. */
async function newLicence(company = PROVIDER, token = provider): Promise<number> {
  const camp = await deliveredCamp(company);
  const res = await send('store', token, { assign_camp_id: camp, is_committed: 1 });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

async function answered(company = PROVIDER, token = provider): Promise<number> {
  const id = await newLicence(company, token);
  const a = await answersFor(id, token);
  const res = await send('answer-questions', token, { order_id: id, ...a });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, kidana, provider, other] = await Promise.all(['admin@mashaer.test', 'kdana@mashaer.test', PROVIDER, OTHER].map((e) => t.login(e)));
  const rows = await t.database.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [PROVIDER, OTHER]));
  for (const r of rows) ids[r.email] = r.id;
});
afterAll(async () => {
  await t?.close();
});

describe('readiness licences: demo data and the list', () => {
  it('seeds licences in all five statuses, some with answers not sent; the provider has its own in several', async () => {
    const all = await t.database.db.select().from(readinessLicenses);
    expect(new Set(all.map((r) => r.status))).toEqual(new Set(['pending', 'approved', 'disapproved', 'rejected', 'cancelled']));
    expect(all.some((r) => r.status === 'pending' && !r.hasAnswersInVersion)).toBe(true);
    expect(all.some((r) => r.status === 'pending' && r.hasAnswersInVersion)).toBe(true);
    const own = all.filter((r) => r.companyId === ids[PROVIDER]);
    expect(new Set(own.map((r) => r.status)).size).toBeGreaterThanOrEqual(3);
  });

  it('shows a company only its own; staff see all and filter', async () => {
    const mine = await send('index?page=1', provider, { paginate: 100 });
    expect(mine.statusCode, mine.body).toBe(200);
    expectContract('listReadinessLicenses', 200, mine.json());
    expect(mine.json().data.data.length).toBeGreaterThan(0);
    expect(mine.json().data.data.every((r: { company_id: number }) => r.company_id === ids[PROVIDER])).toBe(true);
    const staff = await send('index?page=1', kidana, { paginate: 100 }, 'en');
    expect(staff.statusCode).toBe(200);
    expect(staff.json().message).toBe('Readiness licences retrieved');
    expect(new Set(staff.json().data.data.map((r: { company_id: number }) => r.company_id)).size).toBeGreaterThan(1);
    const unanswered = await send('index?page=1', kidana, { status: 'pending', has_answers_in_version: 0, paginate: 100 });
    expect(unanswered.json().data.data.length).toBeGreaterThan(0);
    expect(unanswered.json().data.data.every((r: { status: string; has_answers_in_version: number }) => r.status === 'pending' && r.has_answers_in_version === 0)).toBe(true);
    const f = formData({ status: 'approved', paginate: 5 });
    const asForm = await t.call('POST', `${P}/index?page=1`, { token: kidana, payload: f.payload, headers: f.headers });
    expect(asForm.statusCode, asForm.body).toBe(200);
    expect(asForm.json().data.data.every((r: { status: string }) => r.status === 'approved')).toBe(true);
  });

  it('answers 404 for another company’s licence, as for a missing one', async () => {
    const theirs = await newLicence(OTHER, other);
    const res = await details(theirs, provider);
    expect(res.statusCode).toBe(404);
    expect((await details(9_999_999, provider)).json()).toEqual(res.json());
    // a step on it is "Unallowed action!", as on a missing order; nothing changes
    const before = await row(theirs);
    const cancel = await send('cancel', provider, { id: theirs }, 'en');
    expect(cancel.statusCode).toBe(404);
    expect(cancel.json().message).toBe('Unallowed action!');
    expect(await row(theirs)).toEqual(before);
  });
});

describe('readiness licences: store (001 §5)', () => {
  it('refuses "please select the camp" then "please agree to the pledge", in both languages', async () => {
    const camp = await deliveredCamp();
    const noCamp = await send('store', provider, { is_committed: 1 }, 'en');
    expect(noCamp.statusCode).toBe(422);
    expect(noCamp.json().errors).toEqual({ assign_camp_id: ['please select the camp'] });
    const noCampAr = await send('store', provider, { is_committed: 1 }, 'ar');
    expect(noCampAr.json().errors).toEqual({ assign_camp_id: ['الرجاء اختيار المخيم'] });
    const noPledge = await send('store', provider, { assign_camp_id: camp, is_committed: 0 }, 'en');
    expect(noPledge.statusCode).toBe(422);
    expect(noPledge.json().errors).toEqual({ is_committed: ['please agree to the pledge'] });
    expect((await send('store', provider, { assign_camp_id: camp }, 'ar')).json().errors).toEqual({ is_committed: ['الرجاء الموافقة على التعهد'] });
    expect(await t.database.db.select().from(readinessLicenses).where(eq(readinessLicenses.assignCampId, camp))).toEqual([]);
  });

  it('refuses a camp not delivered to the caller’s company', async () => {
    const theirs = await deliveredCamp(OTHER);
    const res = await send('store', provider, { assign_camp_id: theirs, is_committed: 1 }, 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ assign_camp_id: ['please select the camp'] });
    const notDelivered = await deliveredCamp();
    await t.database.db.update(assignCamps).set({ status: 'pending' }).where(eq(assignCamps.id, notDelivered));
    expect((await send('store', provider, { assign_camp_id: notDelivered, is_committed: 1 })).statusCode).toBe(422);
  });

  it('creates it pending with its answers not sent, as form data; one open request per camp', async () => {
    const camp = await deliveredCamp();
    const offered = await t.call('GET', `${P}/camps`, { token: provider });
    expect(offered.statusCode).toBe(200);
    expectContract('readinessLicenseCamps', 200, offered.json());
    expect(offered.json().data.map((c: { id: number }) => c.id)).toContain(camp);
    const f = formData({ assign_camp_id: camp, is_committed: 1 });
    const res = await t.call('POST', `${P}/store`, { token: provider, payload: f.payload, headers: f.headers, lang: 'en' });
    expect(res.statusCode, res.body).toBe(201);
    expectContract('storeReadinessLicense', 201, res.json());
    expect(res.json().message).toBe('Readiness licence requested');
    expect(res.json().data).toMatchObject({ status: 'pending', has_answers_in_version: 0, is_committed: 1, assign_camp_id: camp });
    expect(res.json().data.form_id).toEqual(expect.any(Number));
    const again = await send('store', provider, { assign_camp_id: camp, is_committed: 1 });
    expect(again.statusCode).toBe(409);
    expect((await t.call('GET', `${P}/camps`, { token: provider })).json().data.map((c: { id: number }) => c.id)).not.toContain(camp);
  });
});

describe('readiness licences: answers (001 §5)', () => {
  it('refuses "no order id submitted" and "no form id registered"; a missing order is "Unallowed action!"', async () => {
    const id = await newLicence();
    const a = await answersFor(id);
    const noOrder = await send('answer-questions', provider, { form_id: a.form_id, answers: a.answers }, 'en');
    expect(noOrder.statusCode).toBe(422);
    expect(noOrder.json().errors).toEqual({ order_id: ['no order id submitted'] });
    expect((await send('answer-questions', provider, { form_id: a.form_id }, 'ar')).json().errors).toEqual({ order_id: ['لم يتم إرسال رقم الطلب'] });
    const noForm = await send('answer-questions', provider, { order_id: id, answers: a.answers }, 'en');
    expect(noForm.statusCode).toBe(422);
    expect(noForm.json().errors).toEqual({ form_id: ['no form id registered'] });
    expect((await send('update-all-answers', provider, { order_id: id }, 'ar')).json().errors).toEqual({ form_id: ['لا يوجد رقم نموذج مسجل'] });
    const wrongForm = await send('answer-questions', provider, { order_id: id, form_id: a.form_id + 1000, answers: a.answers }, 'en');
    expect(wrongForm.json().errors).toEqual({ form_id: ['no form id registered'] });
    const missing = await send('update-all-answers', provider, { order_id: 9_999_999, ...a }, 'en');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Unallowed action!');
    expect((await send('update-all-answers', provider, { order_id: 9_999_999, ...a }, 'ar')).json().message).toBe('إجراء غير مسموح!');
    const bad = await send('answer-questions', provider, { order_id: id, form_id: a.form_id, answers: a.answers.map((x) => ({ ...x, answer: 'maybe' })) });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)[0]).toMatch(/^answers\.\d+$/);
    expect(await row(id)).toMatchObject({ hasAnswersInVersion: false, version: 1 });
    expect(await t.database.db.select().from(readinessAnswers).where(eq(readinessAnswers.licenseId, id))).toEqual([]);
  });

  it('sends the answers (form data, indexed) and revises them while pending', async () => {
    const id = await newLicence();
    const a = await answersFor(id);
    const fields: Record<string, string | number> = { order_id: id, form_id: a.form_id };
    a.answers.forEach((x, i) => {
      fields[`answers[${i}][question_id]`] = x.question_id;
      fields[`answers[${i}][answer]`] = x.answer;
    });
    const f = formData(fields);
    const res = await t.call('POST', `${P}/answer-questions`, { token: provider, payload: f.payload, headers: f.headers, lang: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    expectContract('answerReadinessQuestions', 200, res.json());
    expect(res.json()).toMatchObject({ message: 'Answers sent', data: { status: 'pending', has_answers_in_version: 1 } });
    const upd = await send('update-all-answers', provider, { order_id: id, ...a, answers: a.answers.map((x) => ({ ...x, answer: x.answer === 'yes' ? 'no' : x.answer })) }, 'ar');
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json().message).toBe('تم تحديث الإجابات');
    const d = await details(id, provider);
    expectContract('getReadinessLicense', 200, d.json());
    expect(d.json().data.questions.every((q: { answer: string | null }) => q.answer !== null)).toBe(true);
    expect(d.json().data.history.map((h: { event: string }) => h.event)).toEqual(['CREATE', 'ANSWER', 'UPDATE_ANSWERS']);
  });
});

describe('readiness licences: decisions (001 §5)', () => {
  it('refuses a decision before the answers are sent (409), and from the company (403)', async () => {
    const id = await newLicence();
    const res = await send('approve', kidana, { id, validity_period: 30 }, 'en');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('the answers have not been sent yet');
    expect((await send('approve', provider, { id, validity_period: 30 })).statusCode).toBe(403);
    expect(await row(id)).toMatchObject({ status: 'pending', version: 1 });
  });

  it('approves only for a validity period ("no validity period selected"), one the settings offer', async () => {
    const id = await answered();
    const before = await row(id);
    for (const validity_period of [undefined, 0]) {
      const res = await send('approve', kidana, { id, validity_period }, 'en');
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ validity_period: ['no validity period selected'] });
    }
    expect((await send('approve', kidana, { id, validity_period: 0 }, 'ar')).json().errors).toEqual({ validity_period: ['لم يتم اختيار مدة الصلاحية'] });
    expect((await send('approve', kidana, { id, validity_period: 17 })).statusCode).toBe(422);
    expect(await row(id)).toEqual(before);
    const missing = await send('approve', kidana, { id: 9_999_999, validity_period: 30 }, 'en');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Unallowed action!');
    expect((await send('approve', kidana, { validity_period: 30 }, 'en')).json().message).toBe('Unallowed action!');
    const ok = await send('approve', kidana, { id, validity_period: 30, version: before.version }, 'en');
    expect(ok.statusCode, ok.body).toBe(200);
    expectContract('approveReadinessLicense', 200, ok.json());
    expect(ok.json()).toMatchObject({ message: 'Readiness licence approved', data: { status: 'approved', validity_period: 30 } });
    const d = ok.json().data;
    expect(new Date(d.expires_at).getTime() - new Date(d.approved_at).getTime()).toBe(30 * 86_400_000);
    // final: nothing more
    const again = await send('cancel', provider, { id }, 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Unallowed action!');
  });

  it('disapproves with a reason; the company corrects and resends; stale versions are refused', async () => {
    const id = await answered();
    for (const lang of ['en', 'ar'] as const) {
      const res = await send('disapprove', kidana, { id, rejection_reason: '  ' }, lang);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ rejection_reason: [lang === 'en' ? 'no rejection reason given' : 'لم يتم إدخال سبب الرفض'] });
    }
    const missing = await send('disapprove', kidana, { id: 9_999_999, rejection_reason: 'x' }, 'ar');
    expect(missing.json().message).toBe('إجراء غير مسموح!');
    const stale = await send('disapprove', kidana, { id, rejection_reason: 'Exits blocked', version: 1 });
    expect(stale.statusCode).toBe(409);
    const res = await send('disapprove', kidana, { id, rejection_reason: 'Exits blocked' }, 'en');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Readiness licence disapproved', data: { status: 'disapproved', rejection_reason: 'Exits blocked', has_answers_in_version: 0 } });
    const a = await answersFor(id);
    const resend = await send('update-all-answers', provider, { order_id: id, ...a });
    expect(resend.statusCode, resend.body).toBe(200);
    expect(resend.json().data).toMatchObject({ status: 'pending', has_answers_in_version: 1 });
    expect((await send('approve', kidana, { id, validity_period: 60 })).json().data.status).toBe('approved');
  });

  it('rejects for good with a reason', async () => {
    const id = await answered();
    expect((await send('reject', kidana, { id }, 'en')).json().errors).toEqual({ rejection_reason: ['no rejection reason given'] });
    expect((await send('reject', kidana, { id: 9_999_999, rejection_reason: 'x' }, 'en')).json().message).toBe('Unallowed action!');
    const res = await send('reject', kidana, { id, rejection_reason: 'Not a licensed camp' }, 'ar');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'تم رفض رخصة الجاهزية نهائياً', data: { status: 'rejected' } });
    const h = await historyCount(id);
    expect((await send('update-all-answers', provider, { order_id: id, ...(await answersFor(id)) })).statusCode).toBe(409);
    expect(await historyCount(id)).toBe(h);
  });
});

describe('readiness licences: kroky and cancel', () => {
  it('uploads the kroky (a PDF), refuses anything else', async () => {
    const id = await newLicence();
    const bad = formData({ id }, { kroky_document: { name: 'x.pdf', content: Buffer.from('MZ not a pdf'), type: 'application/pdf' } });
    const refused = await t.call('POST', `${P}/update-kroky`, { token: provider, payload: bad.payload, headers: bad.headers });
    expect(refused.statusCode).toBe(422);
    expect(await row(id)).toMatchObject({ krokyFileId: null, version: 1 });
    const f = formData({ id }, { kroky_document: { name: 'kroky.pdf', content: pdf, type: 'application/pdf' } });
    const res = await t.call('POST', `${P}/update-kroky`, { token: provider, payload: f.payload, headers: f.headers, lang: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    expectContract('updateReadinessKroky', 200, res.json());
    expect(res.json().message).toBe('Kroky updated');
    expect(res.json().data.full_path).toEqual(expect.any(String));
    const file = await t.call('GET', res.json().data.full_path, { token: provider });
    expect(file.statusCode).toBe(200);
    expect((await t.call('GET', res.json().data.full_path, { token: other })).statusCode).not.toBe(200);
  });

  it('is cancelled by its company; staff do not cancel it', async () => {
    const id = await newLicence();
    expect((await send('cancel', kidana, { id })).statusCode).toBe(403);
    const res = await send('cancel', provider, { id }, 'en');
    expect(res.statusCode, res.body).toBe(200);
    expectContract('cancelReadinessLicense', 200, res.json());
    expect(res.json()).toMatchObject({ message: 'Readiness licence request cancelled', data: { status: 'cancelled' } });
    // a cancelled licence frees the camp for a new one
    const again = await send('store', provider, { assign_camp_id: (await row(id)).assignCampId, is_committed: 1 });
    expect(again.statusCode, again.body).toBe(201);
  });
});

describe('readiness settings (cms/web-settings)', () => {
  it('reads the pledge and the periods; the administrator edits them; others may not', async () => {
    const read = await t.call('GET', `${P}/cms/web-settings/1`, { token: provider });
    expect(read.statusCode).toBe(200);
    expectContract('getReadinessSettings', 200, read.json());
    expect(read.json().data.validity_periods).toEqual([15, 30, 60, 90]);
    expect((await t.call('GET', `${P}/cms/web-settings/2`, { token: provider })).statusCode).toBe(404);
    const body = { pledge: 'تعهد جديد', pledge_en: 'A new pledge', validity_periods: [90, 30] };
    expect((await send('cms/web-settings/update/1', kidana, body)).statusCode).toBe(403);
    const bad = await send('cms/web-settings/update/1', admin, { ...body, validity_periods: [30, 30] }, 'en');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['validity_periods']);
    expect((await t.call('GET', `${P}/cms/web-settings/1`, { token: admin })).json().data.pledge).toBe(read.json().data.pledge);
    const ok = await send('cms/web-settings/update/1', admin, body, 'en');
    expect(ok.statusCode, ok.body).toBe(200);
    expectContract('updateReadinessSettings', 200, ok.json());
    expect(ok.json()).toMatchObject({ message: 'Readiness settings updated', data: { pledge: 'تعهد جديد', pledge_en: 'A new pledge', validity_periods: [30, 90] } });
    // back as it was, for the other tests' periods
    await send('cms/web-settings/update/1', admin, { pledge: read.json().data.pledge, pledge_en: read.json().data.pledge_en, validity_periods: [15, 30, 60, 90] });
  });
});
