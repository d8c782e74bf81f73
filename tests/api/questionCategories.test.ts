/**
 * Question categories (/question-category): the API as the screen uses it, on PGlite and on PostgreSQL —
 * form data with indexed users[i] and types[i], the spec's rule with its Arabic messages, who may write.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectContract, formData, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let kdanaId: number;
let providerId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@mashaer.test');
  const ids = await t.database.execute("select id, email from users where email in ('kdana@mashaer.test', 'provider@mashaer.test')");
  const byEmail = new Map(ids.rows.map((r) => [r.email as string, r.id as number]));
  kdanaId = byEmail.get('kdana@mashaer.test')!;
  providerId = byEmail.get('provider@mashaer.test')!;
});
afterAll(async () => {
  await t?.close();
});

/** A write as the screen sends it: multipart form data, lists as indexed fields, flags as 0/1. */
const send = (url: string, token: string, fields: Parameters<typeof formData>[0], lang: 'ar' | 'en' = 'en') => {
  const { payload, headers } = formData(fields);
  return t.call('POST', url, { token, payload, headers, lang });
};
const STORE = '/api/general/question-categories/store';

describe('question categories', () => {
  it('adds one for account types, lists it, filters it, changes it to named users, each with an audit row', async () => {
    const created = await send(STORE, admin, { name: 'الحماية المدنية', name_en: 'Civil protection', all_users: 0, types: [7, 2] });
    expect(created.statusCode, created.body).toBe(201);
    expectContract('createQuestionCategory', 201, created.json());
    const record = created.json().data;
    expect(record.types.map((x: { code: string }) => x.code)).toEqual(['service_provider', 'kdana']);
    expect(record.users).toEqual([]);

    const list = await t.call('POST', '/api/general/question-categories?page=1', { token: admin, body: { paginate: 5 } });
    expectContract('listQuestionCategories', 200, list.json());
    expect(list.json().data.data[0].id).toBe(record.id);
    const byType = await t.call('POST', '/api/general/question-categories?page=1', { token: admin, body: { type_id: 7, search: 'الحماية' } });
    expect(byType.json().data.data.map((r: { id: number }) => r.id)).toEqual([record.id]);
    const otherType = await t.call('POST', '/api/general/question-categories?page=1', { token: admin, body: { type_id: 6, search: 'الحماية' } });
    expect(otherType.json().data.total).toBe(0);

    const csv = await t.call('POST', '/api/general/question-categories/export?format=csv', { token: admin, body: { search: 'الحماية المدنية' }, lang: 'en' });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Civil protection');
    expect(csv.body).toContain('Kidana');

    // switching to named users drops the types: a category names one list or the other
    const updated = await send(`/api/general/question-categories/update/${record.id}`, admin, {
      name: 'الحماية المدنية',
      name_en: 'Civil protection',
      all_users: 1,
      users: [kdanaId, providerId],
      version: record.version,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expectContract('updateQuestionCategory', 200, updated.json());
    expect(
      updated
        .json()
        .data.users.map((u: { id: number }) => u.id)
        .sort(),
    ).toEqual([kdanaId, providerId].sort());
    expect(updated.json().data.types).toEqual([]);
    const shown = await t.call('GET', `/api/general/question-categories/edit/${record.id}`, { token: admin });
    expectContract('getQuestionCategory', 200, shown.json());
    expect(shown.json().data.all_users).toBe(1);

    const stale = await send(`/api/general/question-categories/update/${record.id}`, admin, { name: 'x', name_en: 'x', all_users: 0, types: [2], version: record.version });
    expect(stale.statusCode).toBe(409);

    const audit = await t.database.execute("select event, new_value from audit_log where entity = 'question_categories' and entity_id = $1 order by id", [record.id]);
    expect(audit.rows.map((r) => r.event)).toEqual(['create', 'update']);
  });

  it("refuses, with the spec's Arabic messages on the field: all users on and no user; all users off and no user type", async () => {
    const before = await t.database.execute('select count(*)::int as n from question_categories');
    const noUsers = await send(STORE, admin, { name: 'أ', name_en: 'A', all_users: 1, types: [2] }, 'ar');
    expect(noUsers.statusCode).toBe(422);
    expect(noUsers.json().errors).toEqual({ users: ['الرجاء تحديد مستخدمين'] });
    const noTypes = await send(STORE, admin, { name: 'أ', name_en: 'A', all_users: 0, users: [kdanaId] }, 'ar');
    expect(noTypes.statusCode).toBe(422);
    expect(noTypes.json().errors).toEqual({ types: ['الرجاء تحديد أنواع مستخدمين'] });
    // in English too, and with the name's own error beside it
    const both = await send(STORE, admin, { name: ' ', name_en: 'A', all_users: 0 }, 'en');
    expect(both.json().errors).toMatchObject({ types: ['Please choose user types'], name: [expect.any(String)] });
    const after = await t.database.execute('select count(*)::int as n from question_categories');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('refuses an unknown user or account type with a 422 on its field', async () => {
    const ghost = await send(STORE, admin, { name: 'أ', name_en: 'A', all_users: 1, users: [999999] });
    expect(ghost.statusCode).toBe(422);
    expect(ghost.json().errors).toHaveProperty('users');
    const badType = await send(STORE, admin, { name: 'أ', name_en: 'A', all_users: 0, types: [99] });
    expect(badType.statusCode).toBe(422);
    expect(badType.json().errors).toHaveProperty('types');
  });

  it('finds users for the picker by name, company or e-mail', async () => {
    const res = await t.call('GET', '/api/general/question-categories/users?search=provider%40mashaer', { token: admin });
    expect(res.statusCode).toBe(200);
    expectContract('searchQuestionCategoryUsers', 200, res.json());
    expect(res.json().data.map((u: { id: number }) => u.id)).toContain(providerId);
  });

  it('is not for a service provider (403), and a missing record is a 404', async () => {
    const provider = await t.login('provider@mashaer.test');
    const res = await send(STORE, provider, { name: 'أ', name_en: 'A', all_users: 0, types: [2] });
    expect(res.statusCode).toBe(403);
    expect((await t.call('GET', '/api/general/question-categories/users', { token: provider })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/general/question-categories/edit/999999', { token: admin })).statusCode).toBe(404);
    expect((await send('/api/general/question-categories/update/999999', admin, { name: 'أ', name_en: 'A', all_users: 0, types: [2] })).statusCode).toBe(404);
  });

  it('seeds the demo categories with their account types and one naming its users', async () => {
    const res = await t.call('POST', '/api/general/question-categories?page=1', { token: admin, body: { search: 'Safety' } });
    const safety = res.json().data.data[0];
    expect(safety.name).toBe('السلامة');
    expect(safety.types.map((x: { code: string }) => x.code)).toEqual(['service_provider', 'kdana']);
    const named = await t.call('POST', '/api/general/question-categories?page=1', { token: admin, body: { all_users: 1, search: 'Kidana field' } });
    expect(named.json().data.data[0].users.map((u: { id: number }) => u.id)).toContain(kdanaId);
  });
});
