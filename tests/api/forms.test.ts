/**
 * Forms (/forms, /forms/questions-price/{id}) and the temporary-licence forms (/temp-licenses-forms): the
 * API as the screens use it, on PGlite and on PostgreSQL — form data with signers[i][type_id] and
 * questions[i][question_id], questions[i][price]; the rules; the fixed form 7; who may write; and the
 * domain module the handover reads forms through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectContract, formData, type TestApp } from './harness';
import { formIdsOfType, formTotal, loadForm, questionGroups } from '../../server/features/forms/domain';
import { TEMP_LICENSE_FORM_ID } from '../../shared/rules/forms';

let t: TestApp;
let admin: string;
let qIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@mashaer.test');
  qIds = (
    await t.database.execute("select id from questions where title_en in ('Are the fire extinguishers present and valid?', 'Number of tents received', 'General notes on the camp') order by title_en")
  ).rows.map((r) => r.id as number);
});
afterAll(async () => {
  await t?.close();
});

const send = (url: string, token: string, fields: Parameters<typeof formData>[0], lang: 'ar' | 'en' = 'en') => {
  const { payload, headers } = formData(fields);
  return t.call('POST', url, { token, payload, headers, lang });
};
const base = (over: Parameters<typeof formData>[0] = {}) => ({
  name: 'محضر تسليم تجريبي',
  name_en: 'Sample handover form',
  type: 'assign',
  withCategory: 1,
  body: 'نص المحضر',
  body_en: 'The form text',
  'signers[0][type_id]': 7,
  'signers[0][signer_num]': 1,
  'signers[1][type_id]': 2,
  'questions[0][question_id]': qIds[1]!,
  'questions[0][price]': '150',
  'questions[1][question_id]': qIds[0]!,
  'questions[1][price]': '99.50',
  ...over,
});

describe('forms', () => {
  it('adds an assign form with its signers (signer_num 1) and ordered, priced questions; changes it; prices it', async () => {
    const created = await send('/api/general/forms/store', admin, base());
    expect(created.statusCode, created.body).toBe(201);
    expectContract('createForm', 201, created.json());
    const f = created.json().data;
    expect(f.signers.map((s: { code: string; signer_num: number }) => [s.code, s.signer_num])).toEqual([
      ['service_provider', 1],
      ['kdana', 1],
    ]);
    expect(f.questions.map((q: { question_id: number; sort: number; price: string }) => [q.question_id, q.sort, q.price])).toEqual([
      [qIds[1], 1, '150.00'],
      [qIds[0], 2, '99.50'],
    ]);
    expect(f.total_price).toBe('249.50');

    const list = await t.call('POST', '/api/general/forms?page=1', { token: admin, body: { type: 'assign', search: 'تجريبي' } });
    expectContract('listForms', 200, list.json());
    expect(list.json().data.data.map((r: { id: number }) => r.id)).toEqual([f.id]);

    // the questions reordered, one added, the service provider no longer signs
    const updated = await send(`/api/general/forms/update/${f.id}`, admin, {
      ...base(),
      'signers[1][type_id]': '',
      'questions[0][question_id]': qIds[0]!,
      'questions[1][question_id]': qIds[1]!,
      'questions[2][question_id]': qIds[2]!,
      'questions[2][price]': '0',
      version: f.version,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expectContract('updateForm', 200, updated.json());
    expect(updated.json().data.signers.map((s: { code: string }) => s.code)).toEqual(['kdana']);
    expect(updated.json().data.questions.map((q: { question_id: number }) => q.question_id)).toEqual([qIds[0], qIds[1], qIds[2]]);

    const priced = await send(`/api/general/forms/questions-price/${f.id}`, admin, {
      'prices[0][question_id]': qIds[2]!,
      'prices[0][price]': '12.5',
      version: updated.json().data.version,
    });
    expect(priced.statusCode, priced.body).toBe(200);
    expectContract('updateFormQuestionPrices', 200, priced.json());
    expect(priced.json().data.questions.find((q: { question_id: number }) => q.question_id === qIds[2]).price).toBe('12.50');
    // a question the form does not ask is refused on the field
    const foreign = await send(`/api/general/forms/questions-price/${f.id}`, admin, { 'prices[0][question_id]': 999999, 'prices[0][price]': '1' });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toHaveProperty('prices');
    const badPrice = await send(`/api/general/forms/questions-price/${f.id}`, admin, { 'prices[0][question_id]': qIds[2]!, 'prices[0][price]': '-3' }, 'ar');
    expect(badPrice.statusCode).toBe(422);
    expect(badPrice.json().errors.prices).toEqual(['السعر رقم موجب بخانتين عشريتين على الأكثر']);

    const audit = await t.database.execute("select event from audit_log where entity = 'forms' and entity_id = $1 order by id", [f.id]);
    expect(audit.rows.map((r) => r.event)).toEqual(['create', 'update', 'prices']);
  });

  it('refuses with a 422 on each rule: signers of an assign form, questions, type, repeated question, unknown question', async () => {
    const noSigners = await send('/api/general/forms/store', admin, base({ 'signers[0][type_id]': '', 'signers[0][signer_num]': '', 'signers[1][type_id]': '' }), 'ar');
    expect(noSigners.statusCode).toBe(422);
    expect(noSigners.json().errors).toEqual({ signers: ['الرجاء تحديد الموقعين على النموذج'] });
    const noQuestions = await send('/api/general/forms/store', admin, { name: 'أ', name_en: 'A', type: 'general' }, 'ar');
    expect(noQuestions.json().errors).toEqual({ questions: ['الرجاء تحديد أسئلة النموذج'] });
    const twice = await send('/api/general/forms/store', admin, base({ 'questions[1][question_id]': qIds[1]! }));
    expect(twice.json().errors).toHaveProperty('questions');
    const ghost = await send('/api/general/forms/store', admin, base({ 'questions[1][question_id]': 999999 }));
    expect(ghost.statusCode).toBe(422);
    expect(ghost.json().errors).toHaveProperty('questions');
    const badType = await send('/api/general/forms/store', admin, base({ type: 'poster' }));
    expect(badType.json().errors).toHaveProperty('type');
    const tempHere = await send('/api/general/forms/store', admin, base({ type: 'temp_license' }));
    expect(tempHere.statusCode).toBe(422);
    expect(tempHere.json().errors).toHaveProperty('type');
  });

  it('keeps the temporary-licence form at id 7 on its own screen, with new forms numbered above it', async () => {
    const seven = await t.call('GET', `/api/general/temp-licenses-forms/edit/${TEMP_LICENSE_FORM_ID}`, { token: admin });
    expect(seven.statusCode).toBe(200);
    expectContract('getTempLicenseForm', 200, seven.json());
    expect(seven.json().data).toMatchObject({ id: 7, type: 'temp_license', name_en: 'Temporary licence form' });
    // not one of /forms' records, and /forms lists none of its kind
    expect((await t.call('GET', '/api/general/forms/edit/7', { token: admin })).statusCode).toBe(404);
    const listed = await t.call('POST', '/api/general/forms?page=1', { token: admin, body: { paginate: 100 } });
    expect(listed.json().data.data.some((r: { type: string }) => r.type === 'temp_license')).toBe(false);

    // the type is fixed on this screen, whatever is sent
    const created = await send('/api/general/temp-licenses-forms/store', admin, base({ type: 'assign', name: 'رخصة مؤقتة تجريبية' }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.type).toBe('temp_license');
    expect(created.json().data.id).toBeGreaterThan(7);
    const temps = await t.call('POST', '/api/general/temp-licenses-forms?page=1', { token: admin, body: {} });
    expectContract('listTempLicenseForms', 200, temps.json());
    expect(temps.json().data.data.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([7, created.json().data.id]));
    const upd = await send(`/api/general/temp-licenses-forms/update/7`, admin, { ...base({ name: 'نموذج الرخصة المؤقتة', name_en: 'Temporary licence form' }), version: seven.json().data.version });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json().data).toMatchObject({ id: 7, type: 'temp_license' });
  });

  it('is not for a service provider (403), nor are the temporary-licence forms or prices', async () => {
    const provider = await t.login('provider@mashaer.test');
    expect((await send('/api/general/forms/store', provider, base())).statusCode).toBe(403);
    expect((await send('/api/general/temp-licenses-forms/store', provider, base())).statusCode).toBe(403);
    expect((await send('/api/general/forms/questions-price/1', provider, { 'prices[0][question_id]': 1, 'prices[0][price]': '1' })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/general/forms/question-choices', { token: provider })).statusCode).toBe(403);
  });

  it('offers the question bank to the editor', async () => {
    const res = await t.call('GET', '/api/general/forms/question-choices', { token: admin });
    expectContract('listFormQuestionChoices', 200, res.json());
    expect(res.json().data.length).toBeGreaterThanOrEqual(30);
  });

  it('gives the handover the seeded camp handover form through the domain module, grouped by category', async () => {
    const [handoverId] = await formIdsOfType(t.database.db, 'assign');
    const form = (await loadForm(t.database.db, handoverId!))!;
    expect(form).toMatchObject({ name: 'محضر تسليم مخيم', name_en: 'Camp handover form', type: 'assign', withCategory: true });
    expect(form.signers.map((s) => [s.type_code, s.signer_num])).toEqual([
      ['service_provider', 1],
      ['kdana', 1],
    ]);
    expect(form.questions.map((q) => q.sort)).toEqual(form.questions.map((_, i) => i + 1));
    expect(Number(formTotal(form))).toBeGreaterThan(0);
    const groups = questionGroups(form);
    expect(groups.map((g) => g.category?.name_en)).toEqual(['Safety', 'Electrical', 'Facilities', 'Tents', 'Hygiene and catering']);
    expect(await loadForm(t.database.db, 999999)).toBeNull();
  });
});
