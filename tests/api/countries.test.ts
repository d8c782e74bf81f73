/**
 * Countries (spec 000 §7): the API as the screens use it, on PGlite and on PostgreSQL — the
 * seeded pilgrims' countries, the CRUD calls at the spec's paths (form data as its client sends
 * them, DELETE for delete), the field rules, and who may do what.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectContract, formData, type TestApp } from './harness';
import { pilgrimCountries, reference } from '../../server/features/countries/seed';

let t: TestApp;
let admin: string;
let kdana: string;
let provider: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, kdana, provider] = await Promise.all([t.login('admin@mashaer.test'), t.login('kdana@mashaer.test'), t.login('provider@mashaer.test')]);
});
afterAll(async () => {
  await t?.close();
});

/** A write as the spec's client sends it: form data. */
const send = (url: string, token: string, fields: Record<string, string | number>) => {
  const f = formData(fields);
  return t.call('POST', url, { token, payload: f.payload, headers: f.headers });
};
const create = (token: string, fields: Record<string, string | number>) => send('/api/general/countries/store', token, fields);
const list = (token: string, body: Record<string, unknown>, lang: 'ar' | 'en' = 'en') => t.call('POST', '/api/general/countries?page=1', { token, body, lang });

describe('countries', () => {
  it('holds the pilgrims’ countries from the reference seed, in Arabic and English, by Arabic name first', async () => {
    expect(pilgrimCountries.length).toBeGreaterThanOrEqual(60);
    const all = await list(admin, { paginate: 100 });
    expect(all.statusCode).toBe(200);
    expectContract('listCountries', 200, all.json());
    expect(all.json().data.total).toBeGreaterThanOrEqual(60);
    const rows = all.json().data.data as Array<{ name: string; name_en: string; iso_code: string | null }>;
    expect(rows.find((r) => r.iso_code === 'ID')).toMatchObject({ name: 'إندونيسيا', name_en: 'Indonesia' });
    expect(rows.find((r) => r.iso_code === 'PK')).toMatchObject({ name: 'باكستان', name_en: 'Pakistan' });
    // the default order is the Arabic name's (letters apart enough for any collation)
    const at = (name: string) => rows.findIndex((r) => r.name === name);
    expect(at('باكستان')).toBeLessThan(at('تركيا'));
    expect(at('تركيا')).toBeLessThan(at('مصر'));
    expect(at('مصر')).toBeLessThan(at('نيجيريا'));

    const byEnglish = await list(admin, { paginate: 5, sort: 'name_en', direction: 'asc' });
    expect(byEnglish.json().data.data[0].name_en).toBe('Afghanistan');
    const found = await list(admin, { search: 'Nigeria' });
    expect(found.json().data.data.map((r: { name: string }) => r.name)).toEqual(['نيجيريا']);
  });

  it('runs the reference seed again without adding or changing a country (an administrator’s edits survive a restart)', async () => {
    const [nigeria] = (await list(admin, { search: 'Nigeria' })).json().data.data;
    const renamed = await send(`/api/general/countries/update/${nigeria.id}`, admin, { name: 'جمهورية نيجيريا الاتحادية', name_en: 'Nigeria', iso_code: 'NG', version: nigeria.version });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const before = await t.database.execute('select count(*)::int as n from countries');
    await t.database.db.transaction((tx) => reference(tx));
    const after = await t.database.execute('select count(*)::int as n from countries');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
    const again = await t.call('GET', `/api/general/countries/edit/${nigeria.id}`, { token: admin });
    expect(again.json().data.name).toBe('جمهورية نيجيريا الاتحادية');
  });

  it('adds one from form data, shows it, changes it and deletes it (the spec’s DELETE), each with an audit row', async () => {
    const created = await create(admin, { name: 'جمهورية الرأس الأخضر', name_en: 'Cabo Verde', iso_code: 'cv' });
    expect(created.statusCode, created.body).toBe(201);
    expectContract('createCountry', 201, created.json());
    const record = created.json().data;
    expect(record).toMatchObject({ name: 'جمهورية الرأس الأخضر', name_en: 'Cabo Verde', iso_code: 'CV' });

    const found = await list(admin, { search: 'الرأس الأخضر' });
    expect(found.json().data.data.map((r: { id: number }) => r.id)).toEqual([record.id]);

    // the list exports what it shows: CSV in UTF-8 with a BOM (Excel reads the Arabic), headings in the caller's language
    const csv = await t.call('POST', '/api/general/countries/export?format=csv', { token: admin, body: { search: 'الرأس الأخضر' }, lang: 'ar' });
    expect(csv.statusCode).toBe(200);
    expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.body).toContain('جمهورية الرأس الأخضر');
    expect(csv.body).toContain('رمز الدولة (ISO)');

    const shown = await t.call('GET', `/api/general/countries/edit/${record.id}`, { token: admin });
    expect(shown.statusCode).toBe(200);
    expectContract('getCountry', 200, shown.json());

    const updated = await send(`/api/general/countries/update/${record.id}`, admin, { name: 'الرأس الأخضر', name_en: 'Cape Verde', version: record.version });
    expect(updated.statusCode, updated.body).toBe(200);
    expectContract('updateCountry', 200, updated.json());
    // a code left out is no code (the spec's client sends only the two names)
    expect(updated.json().data).toMatchObject({ name: 'الرأس الأخضر', name_en: 'Cape Verde', iso_code: null, version: record.version + 1 });

    // an edit of the old version is a conflict and changes nothing
    const stale = await send(`/api/general/countries/update/${record.id}`, admin, { name: 'الرأس', name_en: 'Cape', version: record.version });
    expect(stale.statusCode).toBe(409);

    // delete is the spec's DELETE; POST is not the delete call
    expect((await t.call('POST', `/api/general/countries/delete/${record.id}`, { token: admin })).statusCode).not.toBe(200);
    const deleted = await t.call('DELETE', `/api/general/countries/delete/${record.id}`, { token: admin });
    expect(deleted.statusCode).toBe(200);
    expectContract('deleteCountry', 200, deleted.json());
    expect((await t.call('GET', `/api/general/countries/edit/${record.id}`, { token: admin })).statusCode).toBe(404);
    const audit = await t.database.execute("select event from audit_log where entity = 'countries' and entity_id = $1 order by id", [record.id]);
    expect(audit.rows.map((r) => r.event)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses blank names, a bad code and a name or code another country has, each with a 422 on its field, and stores nothing', async () => {
    const count = async () => (await t.database.execute('select count(*)::int as n from countries')).rows[0]!.n;
    const before = await count();

    const blank = await create(admin, { name: '   ', name_en: 'Somewhere' });
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.json().errors)).toEqual(['name']);
    const noEnglish = await create(admin, { name: 'دولة ما', name_en: '' });
    expect(noEnglish.statusCode).toBe(422);
    expect(Object.keys(noEnglish.json().errors)).toEqual(['name_en']);

    const badCode = await create(admin, { name: 'دولة ما', name_en: 'Somewhere', iso_code: 'S1' });
    expect(badCode.statusCode).toBe(422);
    expect(badCode.json().errors.iso_code).toEqual(['The country code is two Latin letters (ISO 3166), e.g. SA']);

    const tooLong = await create(admin, { name: 'د'.repeat(101), name_en: 'Somewhere' });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors).toHaveProperty('name');

    // names compare case-insensitively; in Arabic the message is Arabic
    const f = formData({ name: 'مصر', name_en: 'EGYPT', iso_code: 'id' });
    const taken = await t.call('POST', '/api/general/countries/store', { token: admin, payload: f.payload, headers: f.headers, lang: 'ar' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ name: ['توجد دولة بهذا الاسم'], name_en: ['توجد دولة بهذا الاسم'], iso_code: ['توجد دولة بهذا الرمز'] });

    expect(await count()).toBe(before);
  });

  it('keeps a country its own names on update (its own name is not a clash)', async () => {
    const [oman] = (await list(admin, { search: 'Oman' })).json().data.data;
    const same = await send(`/api/general/countries/update/${oman.id}`, admin, { name: oman.name, name_en: 'OMAN', iso_code: 'om', version: oman.version });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().data).toMatchObject({ name_en: 'OMAN', iso_code: 'OM' });
  });

  it('lets Kidana staff list, add and change countries but not delete them; a service provider may do none of it', async () => {
    expect((await list(kdana, {})).statusCode).toBe(200);
    const added = await create(kdana, { name: 'سورينام', name_en: 'Suriname', iso_code: 'SR' });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().data.id;
    const changed = await send(`/api/general/countries/update/${id}`, kdana, { name: 'جمهورية سورينام', name_en: 'Suriname', iso_code: 'SR' });
    expect(changed.statusCode).toBe(200);
    expect((await t.call('DELETE', `/api/general/countries/delete/${id}`, { token: kdana })).statusCode).toBe(403);

    expect((await list(provider, {})).statusCode).toBe(403);
    expect((await create(provider, { name: 'غيانا', name_en: 'Guyana' })).statusCode).toBe(403);
    expect((await send(`/api/general/countries/update/${id}`, provider, { name: 'غيانا', name_en: 'Guyana' })).statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/general/countries/delete/${id}`, { token: provider })).statusCode).toBe(403);
    expect((await t.call('GET', `/api/general/countries/edit/${id}`, { token: admin })).json().data.name).toBe('جمهورية سورينام');
  });

  it('answers 404 for a country that does not exist', async () => {
    expect((await t.call('GET', '/api/general/countries/edit/999999', { token: admin })).statusCode).toBe(404);
    expect((await send('/api/general/countries/update/999999', admin, { name: 'لا شيء', name_en: 'Nothing' })).statusCode).toBe(404);
    expect((await t.call('DELETE', '/api/general/countries/delete/999999', { token: admin })).statusCode).toBe(404);
  });
});
