/**
 * Service inputs: the API as the screens use it, on PGlite and on PostgreSQL: the generated
 * round trip, references and 404s, and the input type (one of text, number, date, file; its word in
 * the caller's language; a list filter).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectContract, type TestApp } from './harness';

let t: TestApp;
let admin: string;
/** the records the references point at (made through their areas' own calls) */
let made: Record<string, number>;
/** keeps the made records' texts apart */
let seq = 0;

/** A record of each area the references point at, a fresh set each call (a target's own targets first). */
async function makeTargets(): Promise<Record<string, number>> {
  seq++;
  const made: Record<string, number> = {};
  const categories = await t.call('POST', '/api/general/categories/store', { token: admin, body: { name: `CATE-N-${seq}`, name_en: `CATE-NE-${seq}` } });
  expect(categories.statusCode, categories.body).toBe(201);
  made.categories = categories.json().data.id as number;
  const specialists = await t.call('POST', '/api/general/specialist/store', { token: admin, body: { name: `SPEC-N-${seq}`, cat_id: made.categories } });
  expect(specialists.statusCode, specialists.body).toBe(201);
  made.specialists = specialists.json().data.id as number;
  const services = await t.call('POST', '/api/general/services/store', { token: admin, body: { name: `SERV-N-${seq}`, specialist_id: made.specialists, count_day: 1, name_en: `SERV-NE-${seq}` } });
  expect(services.statusCode, services.body).toBe(201);
  made.services = services.json().data.id as number;
  return made;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@mashaer.test');
  made = await makeTargets();
});
afterAll(async () => {
  await t?.close();
});

/** A write as the screen sends it. */
const send = (url: string, token: string, body: Record<string, unknown>, lang?: 'ar' | 'en') => t.call('POST', url, { token, body, ...(lang ? { lang } : {}) });
const create = async (token: string, body: Record<string, unknown>) => send('/api/general/services/inputs/store', token, body);

describe('service inputs', () => {
  it('adds one, lists it first, finds it by search, shows it, changes it and deletes it, each with an audit row', async () => {
    const created = await create(admin, { service_id: made.services, name: 'الاسم تجريبي 1', name_en: 'Sample name_en 1', type: 'number', required: 1 });
    expect(created.statusCode, created.body).toBe(201);
    expectContract('createInputService', 201, created.json());
    const record = created.json().data;
    expect(record.name).toBe('الاسم تجريبي 1');
    expect(record.get_service).toMatchObject({ id: made.services, name: expect.any(String) });

    const list = await t.call('POST', '/api/general/services/inputs?page=1', { token: admin, body: { paginate: 5 } });
    expect(list.statusCode).toBe(200);
    expectContract('listServiceInputs', 200, list.json());
    expect(list.json().data.data[0].id).toBe(record.id);

    const found = await t.call('POST', '/api/general/services/inputs?page=1', { token: admin, body: { search: 'الاسم تجريبي 1' } });
    expect(found.json().data.data.map((r: { id: number }) => r.id)).toContain(record.id);
    const none = await t.call('POST', '/api/general/services/inputs?page=1', { token: admin, body: { search: 'لا يوجد شيء بهذا الاسم' } });
    expect(none.json().data.total).toBe(0);

    // filtered by the services record it points at, each row naming that record (one query: the list joins it)
    const byserviceId = await t.call('POST', '/api/general/services/inputs?page=1', { token: admin, body: { service_id: made.services } });
    expect(byserviceId.statusCode, byserviceId.body).toBe(200);
    expect(byserviceId.json().data.data.map((r: { id: number }) => r.id)).toContain(record.id);
    expect(byserviceId.json().data.data.find((r: { id: number }) => r.id === record.id).get_service.id).toBe(made.services);
    expect((await t.call('POST', '/api/general/services/inputs?page=1', { token: admin, body: { service_id: 999999 } })).json().data.total).toBe(0);

    // the list exports what it shows: CSV in UTF-8 with a BOM (Excel reads the Arabic), headings in the caller's language
    const csv = await t.call('POST', '/api/general/services/inputs/export?format=csv', { token: admin, body: { search: 'الاسم تجريبي 1' }, lang: 'ar' });
    expect(csv.statusCode).toBe(200);
    expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.body).toContain('الاسم تجريبي 1');

    const shown = await t.call('GET', `/api/general/services/inputs/edit/${record.id}`, { token: admin });
    expect(shown.statusCode).toBe(200);
    expectContract('getInputService', 200, shown.json());
    expect(shown.json().data.get_service.id).toBe(made.services);

    const updated = await send(`/api/general/services/inputs/update/${record.id}`, admin, {
      ...{ service_id: made.services, name: 'الاسم تجريبي 2', name_en: 'Sample name_en 2', type: 'date', required: 0 },
      version: record.version,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expectContract('updateInputService', 200, updated.json());
    expect(updated.json().data.name).toBe('الاسم تجريبي 2');
    expect(updated.json().data.version).toBe(record.version + 1);

    // an edit of the old version is a conflict and changes nothing
    const stale = await send(`/api/general/services/inputs/update/${record.id}`, admin, {
      ...{ service_id: made.services, name: 'الاسم تجريبي 3', name_en: 'Sample name_en 3', type: 'file', required: 1 },
      version: record.version,
    });
    expect(stale.statusCode).toBe(409);

    const deleted = await t.call('POST', `/api/general/services/inputs/delete/${record.id}`, { token: admin });
    expect(deleted.statusCode).toBe(200);
    expect((await t.call('GET', `/api/general/services/inputs/edit/${record.id}`, { token: admin })).statusCode).toBe(404);
    const audit = await t.database.execute("select event from audit_log where entity = 'service_inputs' and entity_id = $1 order by id", [record.id]);
    expect(audit.rows.map((r) => r.event)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses a blank name with a 422 on that field and stores nothing', async () => {
    const before = await t.database.execute('select count(*)::int as n from service_inputs');
    // every other field valid, so the refusal is this one's
    const res = await send('/api/general/services/inputs/store', admin, {
      ...{ service_id: made.services, name: 'الاسم تجريبي 1', name_en: 'Sample name_en 1', type: 'number', required: 1 },
      name: '   ',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('name');
    const after = await t.database.execute('select count(*)::int as n from service_inputs');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it("refuses a service_id that points at no services record with a 422 on that field, in the caller's language, and stores nothing", async () => {
    const before = await t.database.execute('select count(*)::int as n from service_inputs');
    const res = await send(
      '/api/general/services/inputs/store',
      admin,
      { ...{ service_id: made.services, name: 'الاسم تجريبي 1', name_en: 'Sample name_en 1', type: 'number', required: 1 }, service_id: 999999 },
      'en',
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.service_id).toEqual(['The selected service does not exist']);
    const ar = await send(
      '/api/general/services/inputs/store',
      admin,
      { ...{ service_id: made.services, name: 'الاسم تجريبي 1', name_en: 'Sample name_en 1', type: 'number', required: 1 }, service_id: 999999 },
      'ar',
    );
    expect(ar.json().errors.service_id).toEqual(['الخدمة المحددة غير موجودة']);
    const record = (await create(admin, { service_id: made.services, name: 'الاسم تجريبي 2', name_en: 'Sample name_en 2', type: 'date', required: 0 })).json().data;
    const changed = await send(`/api/general/services/inputs/update/${record.id}`, admin, {
      ...{ service_id: made.services, name: 'الاسم تجريبي 3', name_en: 'Sample name_en 3', type: 'file', required: 1 },
      service_id: 999999,
      version: record.version,
    });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().errors).toHaveProperty('service_id');
    const after = await t.database.execute('select count(*)::int as n from service_inputs');
    expect(after.rows[0]!.n).toBe(Number(before.rows[0]!.n) + 1);
  });

  it('keeps a services record that a record still points at: its delete answers 409 and deletes nothing', async () => {
    const fresh = await makeTargets();
    const record = (await create(admin, { ...{ service_id: made.services, name: 'الاسم تجريبي 4', name_en: 'Sample name_en 4', type: 'text', required: 0 }, service_id: fresh.services })).json().data;
    const refused = await t.call('POST', `/api/general/services/delete/${fresh.services}`, { token: admin, lang: 'en' });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toMatch(/other records use it/);
    expect((await t.call('GET', `/api/general/services/edit/${fresh.services}`, { token: admin })).statusCode).toBe(200);
    // once nothing points at it, it goes (and what was made with it, the last made first)
    expect((await t.call('POST', `/api/general/services/inputs/delete/${record.id}`, { token: admin })).statusCode).toBe(200);
    expect((await t.call('POST', `/api/general/services/delete/${fresh.services}`, { token: admin })).statusCode).toBe(200);
    expect((await t.call('POST', `/api/general/specialist/delete/${fresh.specialists}`, { token: admin })).statusCode).toBe(200);
  });

  it("takes only the four input types, answers each in the caller's language and filters by it", async () => {
    const body = { service_id: made.services, name: 'عدد الخيام', name_en: 'Number of tents', type: 'number', required: 1 };
    for (const bad of ['', 'select', 'نص', 5]) {
      const res = await create(admin, { ...body, type: bad });
      expect(res.statusCode, `${String(bad)}: ${res.body}`).toBe(422);
      expect(res.json().errors).toHaveProperty('type');
    }
    const missing = await send('/api/general/services/inputs/store', admin, { service_id: made.services, name: 'عدد الخيام' }, 'en');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty('type');

    const record = (await create(admin, body)).json().data;
    expect(record.type).toBe('number');
    const en = await t.call('GET', `/api/general/services/inputs/edit/${record.id}`, { token: admin, lang: 'en' });
    expect(en.json().data.type_text).toBe('Number');
    const ar = await t.call('GET', `/api/general/services/inputs/edit/${record.id}`, { token: admin, lang: 'ar' });
    expect(ar.json().data.type_text).toBe('رقم');

    const numbers = await t.call('POST', '/api/general/services/inputs?page=1', { token: admin, body: { service_id: made.services, type: 'number' } });
    expect(numbers.json().data.data.map((r: { id: number }) => r.id)).toContain(record.id);
    expect(numbers.json().data.data.every((r: { type: string }) => r.type === 'number')).toBe(true);
    const files = await t.call('POST', '/api/general/services/inputs?page=1', { token: admin, body: { service_id: made.services, type: 'file' } });
    expect(files.json().data.data.map((r: { id: number }) => r.id)).not.toContain(record.id);
    expect((await t.call('POST', `/api/general/services/inputs/delete/${record.id}`, { token: admin })).statusCode).toBe(200);
  });

  it('answers 404 for a record that does not exist', async () => {
    expect((await t.call('GET', '/api/general/services/inputs/edit/999999', { token: admin })).statusCode).toBe(404);
    expect(
      (await send('/api/general/services/inputs/update/999999', admin, { service_id: made.services, name: 'الاسم تجريبي 1', name_en: 'Sample name_en 1', type: 'number', required: 1 })).statusCode,
    ).toBe(404);
    expect((await t.call('POST', '/api/general/services/inputs/delete/999999', { token: admin })).statusCode).toBe(404);
  });
});
