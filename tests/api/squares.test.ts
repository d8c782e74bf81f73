/**
 * Squares (spec 000 §2): the API as the screens use it, on PGlite and on PostgreSQL — Muzdalifah's
 * demo squares, adding and changing from form data as the spec's client sends it, the field rules,
 * and who may do what (deleting is ours, the administrator's alone).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectContract, formData, type TestApp } from './harness';
import { muzdalifahSquares, squareIdsByCode } from '../../server/features/squares/seed';

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
const send = (url: string, token: string, fields: Record<string, string | number>, lang: 'ar' | 'en' = 'en') => {
  const f = formData(fields);
  return t.call('POST', url, { token, payload: f.payload, headers: f.headers, lang });
};
const create = (token: string, fields: Record<string, string | number>, lang?: 'ar' | 'en') => send('/api/general/squares/store', token, fields, lang);
const list = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/general/squares?page=1', { token, body });

describe('squares', () => {
  it('holds Muzdalifah’s demo squares in the order of their codes, each found by code', async () => {
    const all = await list(admin, { paginate: 25 });
    expect(all.statusCode).toBe(200);
    expectContract('listSquares', 200, all.json());
    const rows = all.json().data.data as Array<{ code: string; name: string; name_en: string; area_m2: number | null }>;
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows.slice(0, 3).map((r) => r.code)).toEqual(['MZ-01', 'MZ-02', 'MZ-03']);
    expect(rows[0]).toMatchObject({ name: 'مربع 1', name_en: 'Square 1' });
    expect(rows.every((r) => r.area_m2 !== null && r.area_m2 > 0)).toBe(true);

    const ids = await squareIdsByCode(t.database.db);
    expect(ids.size).toBe(muzdalifahSquares.length);
    const shown = await t.call('GET', `/api/general/squares/edit/${ids.get('MZ-07')}`, { token: admin });
    expect(shown.json().data).toMatchObject({ code: 'MZ-07', name: 'مربع 7' });

    const byArea = await list(admin, { paginate: 1, sort: 'area_m2', direction: 'desc' });
    expect(byArea.json().data.data[0].area_m2).toBe(Math.max(...muzdalifahSquares.map((s) => s.areaM2)));
    const found = await list(admin, { search: 'قطار المشاعر' });
    expect(found.json().data.total).toBe(muzdalifahSquares.filter((s) => s.notes?.includes('قطار المشاعر')).length);
  });

  it('adds one from form data, shows it, changes it, and the administrator deletes it, each with an audit row', async () => {
    const created = await create(admin, { name: 'مربع 17', name_en: 'Square 17', code: 'mz-17', area_m2: 245000, notes: 'قرب مخرج الطوارئ' });
    expect(created.statusCode, created.body).toBe(201);
    expectContract('createSquare', 201, created.json());
    const record = created.json().data;
    expect(record).toMatchObject({ name: 'مربع 17', code: 'MZ-17', area_m2: 245000, notes: 'قرب مخرج الطوارئ' });

    const csv = await t.call('POST', '/api/general/squares/export?format=csv', { token: admin, body: { search: 'MZ-17' }, lang: 'ar' });
    expect(csv.statusCode).toBe(200);
    expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.body).toContain('مربع 17');
    expect(csv.body).toContain('المساحة (م²)');

    const shown = await t.call('GET', `/api/general/squares/edit/${record.id}`, { token: admin });
    expect(shown.statusCode).toBe(200);
    expectContract('getSquare', 200, shown.json());

    // the area and notes left out are none
    const updated = await send(`/api/general/squares/update/${record.id}`, admin, { name: 'مربع 17 أ', name_en: 'Square 17A', code: 'MZ-17A', version: record.version });
    expect(updated.statusCode, updated.body).toBe(200);
    expectContract('updateSquare', 200, updated.json());
    expect(updated.json().data).toMatchObject({ code: 'MZ-17A', area_m2: null, notes: null, version: record.version + 1 });

    const stale = await send(`/api/general/squares/update/${record.id}`, admin, { name: 'مربع 18', name_en: 'Square 18', code: 'MZ-18', version: record.version });
    expect(stale.statusCode).toBe(409);

    const deleted = await t.call('POST', `/api/general/squares/delete/${record.id}`, { token: admin });
    expect(deleted.statusCode).toBe(200);
    expect((await t.call('GET', `/api/general/squares/edit/${record.id}`, { token: admin })).statusCode).toBe(404);
    const audit = await t.database.execute("select event from audit_log where entity = 'squares' and entity_id = $1 order by id", [record.id]);
    expect(audit.rows.map((r) => r.event)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses each bad field with a 422 on it and stores nothing', async () => {
    const count = async () => (await t.database.execute('select count(*)::int as n from squares')).rows[0]!.n;
    const before = await count();
    const ok = { name: 'مربع 30', name_en: 'Square 30', code: 'MZ-30' };

    const blank = await create(admin, { ...ok, name: '  ' });
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.json().errors)).toEqual(['name']);

    const noCode = await create(admin, { name: 'مربع 30', name_en: 'Square 30' });
    expect(noCode.statusCode).toBe(422);
    expect(noCode.json().errors).toHaveProperty('code');

    const badCode = await create(admin, { ...ok, code: 'MZ 30' });
    expect(badCode.statusCode).toBe(422);
    expect(badCode.json().errors.code).toEqual(['The code is Latin letters, digits and dashes, e.g. MZ-01']);

    for (const area of [0, 2_000_001, 'كبير']) {
      const res = await create(admin, { ...ok, area_m2: area });
      expect(res.statusCode, String(area)).toBe(422);
      expect(res.json().errors, String(area)).toHaveProperty('area_m2');
    }

    const tooLong = await create(admin, { ...ok, notes: 'م'.repeat(1001) });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors).toHaveProperty('notes');

    // another square's name (any case) and code (any case), in the reader's language
    const taken = await create(admin, { name: 'مربع 3', name_en: 'SQUARE 3', code: 'mz-03' }, 'ar');
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ name: ['يوجد مربع بهذا الاسم'], name_en: ['يوجد مربع بهذا الاسم'], code: ['يوجد مربع بهذا الرمز'] });

    expect(await count()).toBe(before);
  });

  it('lets a square keep its own name and code on update', async () => {
    const ids = await squareIdsByCode(t.database.db, ['MZ-05']);
    const current = (await t.call('GET', `/api/general/squares/edit/${ids.get('MZ-05')}`, { token: admin })).json().data;
    const same = await send(`/api/general/squares/update/${current.id}`, admin, { name: current.name, name_en: current.name_en, code: 'mz-05', area_m2: 300000, version: current.version });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().data).toMatchObject({ code: 'MZ-05', area_m2: 300000 });
  });

  it('lets Kidana staff add and change squares but not delete them; a service provider may do none of it', async () => {
    const added = await create(kdana, { name: 'مربع 40', name_en: 'Square 40', code: 'MZ-40' });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().data.id;
    expect((await send(`/api/general/squares/update/${id}`, kdana, { name: 'مربع 40', name_en: 'Square 40', code: 'MZ-40', area_m2: 120000 })).statusCode).toBe(200);
    expect((await t.call('POST', `/api/general/squares/delete/${id}`, { token: kdana })).statusCode).toBe(403);

    expect((await list(provider, {})).statusCode).toBe(403);
    expect((await create(provider, { name: 'مربع 41', name_en: 'Square 41', code: 'MZ-41' })).statusCode).toBe(403);
    expect((await send(`/api/general/squares/update/${id}`, provider, { name: 'مربع 41', name_en: 'Square 41', code: 'MZ-41' })).statusCode).toBe(403);
    expect((await t.call('GET', `/api/general/squares/edit/${id}`, { token: provider })).statusCode).toBe(403);
    expect((await t.call('GET', `/api/general/squares/edit/${id}`, { token: admin })).json().data).toMatchObject({ code: 'MZ-40', area_m2: 120000 });
  });

  it('answers 404 for a square that does not exist', async () => {
    expect((await t.call('GET', '/api/general/squares/edit/999999', { token: admin })).statusCode).toBe(404);
    expect((await send('/api/general/squares/update/999999', admin, { name: 'لا شيء', name_en: 'Nothing', code: 'X-1' })).statusCode).toBe(404);
    expect((await t.call('POST', '/api/general/squares/delete/999999', { token: admin })).statusCode).toBe(404);
  });
});
