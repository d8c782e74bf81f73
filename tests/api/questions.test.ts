/**
 * Questions (/questions): the API as the screen uses it, on PGlite and on PostgreSQL — form data with
 * options[i][name], the choice rule, the category, who may write.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectContract, formData, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let safetyId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@mashaer.test');
  safetyId = (await t.database.execute("select id from question_categories where name_en = 'Safety'")).rows[0]!.id as number;
});
afterAll(async () => {
  await t?.close();
});

const send = (url: string, token: string, fields: Parameters<typeof formData>[0], lang: 'ar' | 'en' = 'en') => {
  const { payload, headers } = formData(fields);
  return t.call('POST', url, { token, payload, headers, lang });
};
const STORE = '/api/general/questions/store';

describe('questions', () => {
  it('adds a choice question with its options, lists and filters it, renames an option keeping its id', async () => {
    const created = await send(STORE, admin, {
      title: 'نوع الأرضيات',
      title_en: 'Type of flooring',
      type: 'choice',
      required: 1,
      category_id: safetyId,
      'options[0][name]': 'سجاد',
      'options[0][name_en]': 'Carpet',
      'options[1][name]': 'بلاط',
      'options[1][name_en]': 'Tiles',
    });
    expect(created.statusCode, created.body).toBe(201);
    expectContract('createQuestion', 201, created.json());
    const q = created.json().data;
    expect(q.options).toEqual([
      { id: 1, name: 'سجاد', name_en: 'Carpet' },
      { id: 2, name: 'بلاط', name_en: 'Tiles' },
    ]);
    expect(q.category).toMatchObject({ id: safetyId, name: 'السلامة' });

    const list = await t.call('POST', '/api/general/questions?page=1', { token: admin, body: { type: 'choice', category_id: safetyId, search: 'الأرضيات' } });
    expectContract('listQuestions', 200, list.json());
    expect(list.json().data.data.map((r: { id: number }) => r.id)).toEqual([q.id]);

    // the second option renamed, the first removed, a new one added: the kept one keeps id 2, the new one is 3
    const updated = await send(`/api/general/questions/update/${q.id}`, admin, {
      title: 'نوع الأرضيات',
      title_en: 'Type of flooring',
      type: 'choice',
      required: 0,
      version: q.version,
      'options[0][id]': 2,
      'options[0][name]': 'بلاط سيراميك',
      'options[0][name_en]': 'Ceramic tiles',
      'options[1][name]': 'عشب صناعي',
      'options[1][name_en]': 'Artificial grass',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expectContract('updateQuestion', 200, updated.json());
    expect(updated.json().data.options).toEqual([
      { id: 2, name: 'بلاط سيراميك', name_en: 'Ceramic tiles' },
      { id: 3, name: 'عشب صناعي', name_en: 'Artificial grass' },
    ]);
    // without a category_id the question has none
    expect(updated.json().data.category).toBeNull();

    const csv = await t.call('POST', '/api/general/questions/export?format=csv', { token: admin, body: { search: 'الأرضيات' }, lang: 'en' });
    expect(csv.body).toContain('Ceramic tiles');
  });

  it('refuses a choice question without two complete options, and drops options from other types', async () => {
    const one = await send(STORE, admin, { title: 'س', title_en: 'Q', type: 'choice', 'options[0][name]': 'أ', 'options[0][name_en]': 'A' }, 'ar');
    expect(one.statusCode).toBe(422);
    expect(one.json().errors).toEqual({ options: ['أدخل خيارين على الأقل، كل خيار بالعربية والإنجليزية'] });
    const halfNamed = await send(STORE, admin, { title: 'س', title_en: 'Q', type: 'choice', 'options[0][name]': 'أ', 'options[0][name_en]': 'A', 'options[1][name]': 'ب' });
    expect(halfNamed.statusCode).toBe(422);
    expect(halfNamed.json().errors).toHaveProperty('options');
    const yesNo = await send(STORE, admin, { title: 'س', title_en: 'Q', type: 'yes_no', 'options[0][name]': 'أ', 'options[0][name_en]': 'A' });
    expect(yesNo.statusCode).toBe(201);
    expect(yesNo.json().data.options).toEqual([]);
  });

  it('refuses an unknown type, a blank title and a missing category on their fields', async () => {
    const bad = await send(STORE, admin, { title: ' ', title_en: 'Q', type: 'colour' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['type']));
    const blank = await send(STORE, admin, { title: ' ', title_en: 'Q', type: 'text' });
    expect(blank.json().errors).toHaveProperty('title');
    const ghost = await send(STORE, admin, { title: 'س', title_en: 'Q', type: 'text', category_id: 999999 });
    expect(ghost.statusCode).toBe(422);
    expect(ghost.json().errors).toHaveProperty('category_id');
  });

  it('offers the categories to choose from, and is not for a service provider (403)', async () => {
    const cats = await t.call('GET', '/api/general/questions/categories', { token: admin, lang: 'ar' });
    expectContract('listQuestionCategoryChoices', 200, cats.json());
    expect(cats.json().data.map((c: { name: string }) => c.name)).toContain('السلامة');
    const provider = await t.login('provider@mashaer.test');
    expect((await send(STORE, provider, { title: 'س', title_en: 'Q', type: 'text' })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/general/questions/edit/999999', { token: admin })).statusCode).toBe(404);
  });

  it('seeds the handover questions in both languages', async () => {
    const res = await t.call('POST', '/api/general/questions?page=1', { token: admin, body: { search: 'طفايات الحريق موجودة' } });
    expect(res.json().data.data[0]).toMatchObject({ title_en: 'Are the fire extinguishers present and valid?', type: 'yes_no', required: 1 });
    const total = await t.database.execute('select count(*)::int as n from questions');
    expect(total.rows[0]!.n).toBeGreaterThanOrEqual(30);
  });
});
