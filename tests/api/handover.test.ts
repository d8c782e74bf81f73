/**
 * The camp handover (general/appointments/forms/{id}, general/forms/answer, update-answers,
 * sign-form, answers/{assign}/{form}, general/contracts/sign-contract/{id}, bulk-sign and its
 * preview): the API as the screens use it. The receiving company answers the handover form at its
 * current approved appointment (422 on `answers.<question_id>`), which creates one unsigned
 * signature per signer; answers change only while nobody signed (409); each signer signs with its
 * profile signature (422 without one, 403 for an account type that does not sign); the last
 * signature delivers the assignment (`deliverd`, contract `signed`); bulk signing reports per
 * assignment; another company's handover is a 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { createTestApp, expectContract, formData, type TestApp } from './harness';
import { users, workflowHistory } from '../../server/db/schema';
import { assignCamps } from '../../server/features/assign/table';
import { handoverAnswers, handoverSignatures } from '../../server/features/handover/table';

let t: TestApp;
let admin: string;
let kidana: string;
let provider: string;
let other: string;
const ids: Record<string, number> = {};
let seq = 0;
let slot = 0;

const PROVIDER = 'provider@mashaer.test';
const OTHER = 'almarwa.serviceprovider@example.sa';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

const send = (url: string, token: string, body: Record<string, unknown> = {}, lang?: 'ar' | 'en') => t.call('POST', url, { token, body, ...(lang ? { lang } : {}) });
const get = (url: string, token: string, lang?: 'ar' | 'en') => t.call('GET', url, { token, ...(lang ? { lang } : {}) });
const future = () => {
  slot++;
  return `2027-05-${String(10 + (slot % 18)).padStart(2, '0')}T${String(6 + Math.floor(slot / 18)).padStart(2, '0')}:${String((slot * 7) % 60).padStart(2, '0')}:00+03:00`;
};
const assignment = async (id: number) => (await t.database.db.select().from(assignCamps).where(eq(assignCamps.id, id)))[0]!;

/** An assignment of `company`, booked by Kidana and approved by the company: answerable. Returns the assignment and the appointment. */
async function approvedHandover(company = PROVIDER, companyToken = () => provider): Promise<{ assign: number; appointment: number }> {
  seq++;
  const sq = await send('/api/general/squares/store', admin, { name: `مربع تسليم ${seq}`, name_en: `Handover square ${seq}`, code: `HO-${seq}` });
  expect(sq.statusCode, sq.body).toBe(201);
  const country = await send('/api/general/countries/store', admin, { name: `دولة تسليم ${seq}`, name_en: `Handover country ${seq}` });
  const camp = await send('/api/general/camps/store', admin, { name: `مخيم تسليم ${seq}`, name_en: `Handover camp ${seq}`, square_id: sq.json().data.id, capacity: 300 });
  expect(camp.statusCode, camp.body).toBe(201);
  const f = formData({ camp_id: camp.json().data.id, square_id: sq.json().data.id, country_id: country.json().data.id, receiver_company_id: ids[company]!, receiver_cr: '4030012345' });
  const assigned = await t.call('POST', '/api/general/assign/store', { token: admin, payload: f.payload, headers: f.headers });
  expect(assigned.statusCode, assigned.body).toBe(201);
  const assign = assigned.json().data.id as number;
  const booked = await send('/api/general/appointments/store', kidana, { assign_camp_id: assign, appointment: future() });
  expect(booked.statusCode, booked.body).toBe(201);
  const appointment = booked.json().data.id as number;
  const approved = await send(`/api/general/appointments/approve/${appointment}`, companyToken());
  expect(approved.statusCode, approved.body).toBe(200);
  return { assign, appointment };
}

interface ViewQuestion {
  question_id: number;
  type: string;
  required: boolean;
  options: Array<{ id: number }>;
}
/** A valid answer to each question, by its type. */
const validAnswers = (questions: ViewQuestion[]) =>
  questions.map((q) => ({
    question_id: q.question_id,
    answer: q.type === 'yes_no' ? 'yes' : q.type === 'number' ? '12' : q.type === 'date' ? '2027-05-20' : q.type === 'choice' ? String(q.options[0]!.id) : 'سليم',
  }));

let formId: number;
let questions: ViewQuestion[];

async function answer(h: { assign: number; appointment: number }, token = provider) {
  const res = await send('/api/general/forms/answer', token, { appointment_id: h.appointment, form_id: formId, answers: validAnswers(questions) });
  expect(res.statusCode, res.body).toBe(201);
  return res;
}

const giveSignature = async (token: string) => {
  const f = formData({}, { signature: { name: 'signature.png', content: PNG, type: 'image/png' } });
  const res = await t.call('POST', '/api/profile/images', { token, payload: f.payload, headers: f.headers });
  expect(res.statusCode, res.body).toBe(200);
};

beforeAll(async () => {
  t = await createTestApp();
  [admin, kidana, provider, other] = await Promise.all(['admin@mashaer.test', 'kdana@mashaer.test', PROVIDER, OTHER].map((e) => t.login(e)));
  const rows = await t.database.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [PROVIDER, OTHER, 'kdana@mashaer.test']));
  for (const r of rows) ids[r.email] = r.id;
  // the demo signers may carry a seeded signature: these tests start without one
  await t.database.db
    .update(users)
    .set({ signatureFileId: null })
    .where(inArray(users.email, [PROVIDER, 'kdana@mashaer.test']));
});
afterAll(async () => {
  await t?.close();
});

describe('handover', () => {
  it('demo data: assignments answered (with answers, signatures unsigned) and received (every signer signed)', async () => {
    const { db } = t.database;
    const statuses = (await db.select({ id: assignCamps.id, status: assignCamps.status, contract: assignCamps.contractStatus }).from(assignCamps)).filter((a) =>
      ['answered', 'deliverd'].includes(a.status),
    );
    const answeredIds = statuses.filter((a) => a.status === 'answered').map((a) => a.id);
    const deliveredIds = statuses.filter((a) => a.status === 'deliverd').map((a) => a.id);
    expect(answeredIds.length).toBeGreaterThan(0);
    expect(deliveredIds.length).toBeGreaterThan(0);
    expect(statuses.filter((a) => a.status === 'deliverd').every((a) => a.contract === 'signed')).toBe(true);
    const sigs = await db
      .select()
      .from(handoverSignatures)
      .where(inArray(handoverSignatures.assignCampId, [...answeredIds, ...deliveredIds]));
    expect(sigs.filter((s) => deliveredIds.includes(s.assignCampId)).every((s) => s.status === 'signed' && s.signedBy && s.signedAt)).toBe(true);
    expect(sigs.filter((s) => answeredIds.includes(s.assignCampId)).every((s) => s.status === 'unsigned')).toBe(true);
    expect(await db.select().from(handoverAnswers).where(inArray(handoverAnswers.assignCampId, answeredIds))).not.toHaveLength(0);
  });

  let h: { assign: number; appointment: number };

  it('lists the appointment’s assign forms with their signers; another company gets 404', async () => {
    h = await approvedHandover();
    const res = await get(`/api/general/appointments/forms/${h.appointment}`, provider, 'en');
    expect(res.statusCode, res.body).toBe(200);
    expectContract('appointmentForms', 200, res.json());
    const data = res.json().data;
    expect(data.current_appointment).toBe(1);
    expect(data.assignment_status).toBe('appointment');
    expect(data.forms.length).toBeGreaterThan(0);
    const form = data.forms[0];
    expect(form.answered).toBe(0);
    expect(form.signers.map((s: { code: string }) => s.code).sort()).toEqual(['kdana', 'service_provider']);
    formId = form.id;
    const view = await get(`/api/general/forms/answers/${h.assign}/${formId}`, provider);
    expect(view.statusCode, view.body).toBe(200);
    questions = view.json().data.questions;
    expect(questions.some((q) => q.required)).toBe(true);
    expect((await get(`/api/general/appointments/forms/${h.appointment}`, other)).statusCode).toBe(404);
    expect((await get(`/api/general/forms/answers/${h.assign}/${formId}`, other)).statusCode).toBe(404);
  });

  it('refuses answers that break the questions’ rules, 422 on answers.<question_id>, and changes nothing', async () => {
    const required = questions.find((q) => q.required)!;
    const res = await send('/api/general/forms/answer', provider, { appointment_id: h.appointment, form_id: formId, answers: [] }, 'en');
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[`answers.${required.question_id}`]).toEqual(['This question is required']);
    const yesNo = questions.find((q) => q.type === 'yes_no');
    if (yesNo) {
      const bad = validAnswers(questions).map((a) => (a.question_id === yesNo.question_id ? { ...a, answer: 'maybe' } : a));
      const r = await send('/api/general/forms/answer', provider, { appointment_id: h.appointment, form_id: formId, answers: bad });
      expect(r.statusCode).toBe(422);
      expect(Object.keys(r.json().errors)).toEqual([`answers.${yesNo.question_id}`]);
    }
    expect((await send('/api/general/forms/answer', provider, { appointment_id: h.appointment, form_id: 999999, answers: [] })).statusCode).toBe(422);
    expect((await assignment(h.assign)).status).toBe('appointment');
    expect(await t.database.db.select().from(handoverAnswers).where(eq(handoverAnswers.assignCampId, h.assign))).toHaveLength(0);
  });

  it('refuses a caller without appointment-form-answer (403) and another company (404)', async () => {
    expect((await send('/api/general/forms/answer', kidana, { appointment_id: h.appointment, form_id: formId, answers: validAnswers(questions) })).statusCode).toBe(403);
    expect((await send('/api/general/forms/answer', other, { appointment_id: h.appointment, form_id: formId, answers: validAnswers(questions) })).statusCode).toBe(404);
  });

  it('answers as indexed form fields: the assignment is answered, one unsigned signature per signer', async () => {
    const fields: Record<string, string | number> = { appointment_id: h.appointment, form_id: formId };
    validAnswers(questions).forEach((a, i) => {
      fields[`answers[${i}][question_id]`] = a.question_id;
      fields[`answers[${i}][answer]`] = a.answer;
    });
    const f = formData(fields);
    const res = await t.call('POST', '/api/general/forms/answer', { token: provider, payload: f.payload, headers: f.headers });
    expect(res.statusCode, res.body).toBe(201);
    expectContract('answerHandoverForm', 201, res.json());
    expect(res.json().data.answered).toBe(1);
    expect(res.json().data.questions.every((q: { answer: string | null }) => q.answer !== null)).toBe(true);
    expect((await assignment(h.assign)).status).toBe('answered');
    const sigs = await t.database.db.select().from(handoverSignatures).where(eq(handoverSignatures.assignCampId, h.assign));
    expect(sigs.map((s) => [s.status, s.signerNum])).toEqual([
      ['unsigned', 1],
      ['unsigned', 1],
    ]);
    const history = await t.database.db
      .select()
      .from(workflowHistory)
      .where(and(eq(workflowHistory.workflow, 'assignment'), eq(workflowHistory.recordId, h.assign), eq(workflowHistory.event, 'ANSWER_FORM')));
    expect(history).toHaveLength(1);
    // answered once: a second answer is the machine's refusal
    const again = await send('/api/general/forms/answer', provider, { appointment_id: h.appointment, form_id: formId, answers: validAnswers(questions) });
    expect(again.statusCode).toBe(409);
  });

  it('edits the answers while nobody signed (EDIT_FORM), with the permission only', async () => {
    const edited = validAnswers(questions).map((a) => (questions.find((q) => q.question_id === a.question_id)!.type === 'text' ? { ...a, answer: 'تم التعديل' } : a));
    expect((await send('/api/general/forms/update-answers', provider, { appointment_id: h.appointment, form_id: formId, answers: edited })).statusCode).toBe(403);
    const res = await send('/api/general/forms/update-answers', admin, { appointment_id: h.appointment, form_id: formId, answers: edited });
    expect(res.statusCode, res.body).toBe(200);
    expectContract('updateHandoverAnswers', 200, res.json());
  });

  it('needs a profile signature (422) and a signer’s account type (403)', async () => {
    const res = await send('/api/general/forms/sign-form', provider, { assign_camp_id: h.assign, form_id: formId }, 'en');
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.signature).toEqual(['Add your signature to your profile first']);
    const ar = await send('/api/general/forms/sign-form', provider, { assign_camp_id: h.assign, form_id: formId }, 'ar');
    expect(ar.json().errors.signature).toEqual(['أضف توقيعك إلى ملفك الشخصي أولاً']);
    await giveSignature(admin);
    expect((await send('/api/general/forms/sign-form', admin, { assign_camp_id: h.assign, form_id: formId })).statusCode).toBe(403);
    expect((await send('/api/general/forms/sign-form', other, { assign_camp_id: h.assign, form_id: formId })).statusCode).toBe(404);
  });

  it('signs one by one; the answers are then fixed (409); the last signature delivers the assignment', async () => {
    await giveSignature(provider);
    await giveSignature(kidana);
    const first = await send('/api/general/forms/sign-form', provider, { appointment_id: h.appointment, form_id: formId });
    expect(first.statusCode, first.body).toBe(200);
    expectContract('signHandoverForm', 200, first.json());
    expect(first.json().data).toMatchObject({ status: 'signed', assignment_status: 'answered', contract_status: 'unsigned' });
    const again = await send('/api/general/forms/sign-form', provider, { assign_camp_id: h.assign, form_id: formId }, 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Already signed');
    const edit = await send('/api/general/forms/update-answers', admin, { appointment_id: h.appointment, form_id: formId, answers: validAnswers(questions) }, 'en');
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('The answers cannot change once a signer has signed');

    const last = await get(`/api/general/contracts/sign-contract/${h.assign}`, kidana);
    expect(last.statusCode, last.body).toBe(200);
    expectContract('signContract', 200, last.json());
    expect(last.json().data).toMatchObject({ status: 'signed', assignment_status: 'deliverd', contract_status: 'signed' });
    const row = await assignment(h.assign);
    expect([row.status, row.contractStatus]).toEqual(['deliverd', 'signed']);

    const view = await get(`/api/general/forms/answers/${h.assign}/${formId}`, provider);
    expectContract('handoverAnswers', 200, view.json());
    const sigs = view.json().data.signatures as Array<{ status: string; signed_by_name: string | null; signed_at: string | null; signature: { url: string } | null }>;
    expect(sigs.every((s) => s.status === 'signed' && s.signed_by_name && s.signed_at && s.signature)).toBe(true);
    // the signature image is readable by the company whose handover it is
    const image = await get(sigs[0]!.signature!.url, provider);
    expect(image.statusCode).toBe(200);
    expect((await get(`/api/general/contracts/sign-contract/${h.assign}`, kidana)).statusCode).toBe(409);
  });

  it('answers only at the current approved appointment (409, in words)', async () => {
    seq++;
    const sq = await send('/api/general/squares/store', admin, { name: `مربع انتظار ${seq}`, name_en: `Waiting square ${seq}`, code: `HW-${seq}` });
    const country = await send('/api/general/countries/store', admin, { name: `دولة انتظار ${seq}`, name_en: `Waiting country ${seq}` });
    const camp = await send('/api/general/camps/store', admin, { name: `مخيم انتظار ${seq}`, name_en: `Waiting camp ${seq}`, square_id: sq.json().data.id, capacity: 300 });
    const f = formData({ camp_id: camp.json().data.id, square_id: sq.json().data.id, country_id: country.json().data.id, receiver_company_id: ids[PROVIDER]!, receiver_cr: '4030012345' });
    const assign = (await t.call('POST', '/api/general/assign/store', { token: admin, payload: f.payload, headers: f.headers })).json().data.id as number;
    const booked = await send('/api/general/appointments/store', kidana, { assign_camp_id: assign, appointment: future() });
    expect(booked.statusCode, booked.body).toBe(201);
    // booked, not yet approved by the company
    const res = await send('/api/general/forms/answer', provider, { appointment_id: booked.json().data.id, form_id: formId, answers: validAnswers(questions) }, 'en');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The form is answered only at the assignment’s current approved appointment');
    const forms = await get(`/api/general/appointments/forms/${booked.json().data.id}`, provider);
    expect(forms.json().data.current_appointment).toBe(0);
    expect((await assignment(assign)).status).toBe('appointment');
  });

  it('bulk signs with a preview and a report per assignment', async () => {
    const a = await approvedHandover();
    const b = await approvedHandover();
    await answer(a);
    await answer(b);
    const c = await approvedHandover(); // not answered: nothing to sign
    const awaiting = await get('/api/general/contracts/awaiting', kidana);
    expect(awaiting.statusCode, awaiting.body).toBe(200);
    expectContract('awaitingSignatures', 200, awaiting.json());
    expect(awaiting.json().data.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([a.assign, b.assign]));

    const preview = await send('/api/general/contracts/bulk-sign/preview', kidana, { ids: [a.assign, b.assign, c.assign, 999999] }, 'en');
    expect(preview.statusCode, preview.body).toBe(200);
    expectContract('bulkSignPreview', 200, preview.json());
    expect(preview.json().data.map((r: { signable: number; status: number }) => [r.signable, r.status])).toEqual([
      [1, 200],
      [1, 200],
      [0, 409],
      [0, 404],
    ]);
    expect((await send('/api/general/contracts/bulk-sign', provider, { ids: [a.assign] })).statusCode).toBe(403);

    const res = await send('/api/general/contracts/bulk-sign', kidana, { ids: [a.assign, b.assign, c.assign] });
    expect(res.statusCode, res.body).toBe(200);
    expectContract('bulkSignContracts', 200, res.json());
    expect(res.json().data.map((r: { result: string; status: number }) => [r.result, r.status])).toEqual([
      ['applied', 200],
      ['applied', 200],
      ['refused', 409],
    ]);
    // the provider has not signed yet: still answered
    expect((await assignment(a.assign)).status).toBe('answered');
    const sigs = await t.database.db
      .select()
      .from(workflowHistory)
      .where(and(eq(workflowHistory.workflow, 'handoverSignature'), eq(workflowHistory.event, 'BULK_SIGN')));
    expect(sigs.length).toBeGreaterThanOrEqual(2);
    const done = await send('/api/general/forms/sign-form', provider, { assign_camp_id: a.assign, form_id: formId });
    expect(done.json().data.assignment_status).toBe('deliverd');
  });
});
