/**
 * Categories: the API as the screens use it, on PGlite and on PostgreSQL — list (with the demo
 * specialties), search, the active filter, add, show, change, the version check, the 422s the
 * form shows on its fields, and who may do what.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectContract, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let provider: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@mashaer.test');
  provider = await t.login('provider@mashaer.test');
});
afterAll(async () => {
  await t?.close();
});

/** A write as the screen sends it. */
const send = (url: string, token: string, body: Record<string, unknown>) => t.call('POST', url, { token, body });
const list = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/general/categories?page=1', { token, body });
type Row = { id: number; name: string; name_en: string; is_active: 0 | 1 };

describe('categories', () => {
  it('lists the demo specialties in both languages, and filters by search and by active', async () => {
    const all = await list(admin, { paginate: 50 });
    expect(all.statusCode).toBe(200);
    expectContract('listCategories', 200, all.json());
    const rows = all.json().data.data as Row[];
    expect(rows.map((r) => r.name_en)).toEqual(expect.arrayContaining(['Electrical', 'Plumbing', 'Safety']));
    expect(rows.find((r) => r.name_en === 'Electrical')?.name).toBe('كهرباء');

    const switchedOff = (await list(admin, { is_active: 0, paginate: 50 })).json().data.data as Row[];
    expect(switchedOff.length).toBeGreaterThan(0);
    expect(switchedOff.every((r) => r.is_active === 0)).toBe(true);
    const offered = (await list(admin, { is_active: 1, paginate: 50 })).json().data.data as Row[];
    expect(offered.every((r) => r.is_active === 1)).toBe(true);
    expect(offered.length + switchedOff.length).toBe(all.json().data.total);

    // either language finds it, case-insensitively
    expect(((await list(admin, { search: 'plumb' })).json().data.data as Row[]).map((r) => r.name)).toEqual(['سباكة']);
    expect(((await list(admin, { search: 'سباك' })).json().data.data as Row[]).map((r) => r.name_en)).toEqual(['Plumbing']);

    const byName = (await list(admin, { sort: 'name_en', direction: 'asc', paginate: 50 })).json().data.data as Row[];
    expect(byName.map((r) => r.name_en)).toEqual([...byName.map((r) => r.name_en)].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('adds one (active unless said otherwise), lists it first, shows it and changes it, each with an audit row', async () => {
    const created = await send('/api/general/categories/store', admin, { name: 'مصاعد', name_en: 'Lifts' });
    expect(created.statusCode, created.body).toBe(201);
    expectContract('createCategory', 201, created.json());
    const record = created.json().data;
    expect(record).toMatchObject({ name: 'مصاعد', name_en: 'Lifts', is_active: 1, version: 1 });

    const first = await list(admin, { paginate: 5 });
    expect(first.json().data.data[0].id).toBe(record.id);

    // the list exports what it shows: CSV in UTF-8 with a BOM (Excel reads the Arabic), headings in the caller's language
    const csv = await t.call('POST', '/api/general/categories/export?format=csv', { token: admin, body: { search: 'مصاعد' }, lang: 'ar' });
    expect(csv.statusCode).toBe(200);
    expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.body).toContain('مصاعد');
    expect(csv.body).toContain('مفعّل');

    const shown = await t.call('GET', `/api/general/categories/edit/${record.id}`, { token: admin });
    expect(shown.statusCode).toBe(200);
    expectContract('getCategory', 200, shown.json());

    const updated = await send(`/api/general/categories/update/${record.id}`, admin, { name: 'مصاعد وسلالم متحركة', name_en: 'Lifts and escalators', is_active: 0, version: record.version });
    expect(updated.statusCode, updated.body).toBe(200);
    expectContract('updateCategory', 200, updated.json());
    expect(updated.json().data).toMatchObject({ name: 'مصاعد وسلالم متحركة', is_active: 0, version: record.version + 1 });

    // a change that leaves the switch out keeps it as it was
    const renamed = await send(`/api/general/categories/update/${record.id}`, admin, { name: 'مصاعد', name_en: 'Lifts', version: record.version + 1 });
    expect(renamed.json().data).toMatchObject({ name: 'مصاعد', is_active: 0 });

    // an edit of an old version is a conflict and changes nothing
    const stale = await send(`/api/general/categories/update/${record.id}`, admin, { name: 'قديم', name_en: 'Old', is_active: 1, version: record.version });
    expect(stale.statusCode).toBe(409);
    expect((await t.call('GET', `/api/general/categories/edit/${record.id}`, { token: admin })).json().data.name).toBe('مصاعد');

    const audit = await t.database.execute("select event from audit_log where entity = 'categories' and entity_id = $1 order by id", [record.id]);
    expect(audit.rows.map((r) => r.event)).toEqual(['create', 'update', 'update']);
  });

  it('refuses blank and too long names with a 422 on each field and stores nothing', async () => {
    const before = await t.database.execute('select count(*)::int as n from categories');
    // spaces only: the shared rules trim them away (the same message as the form)
    const blank = await send('/api/general/categories/store', admin, { name: '   ', name_en: 'Blank' });
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.json().errors)).toEqual(['name']);
    const noEnglish = await send('/api/general/categories/store', admin, { name: 'بلا اسم إنجليزي' });
    expect(noEnglish.statusCode).toBe(422);
    expect(Object.keys(noEnglish.json().errors)).toEqual(['name_en']);
    const long = await send('/api/general/categories/store', admin, { name: 'ك'.repeat(201), name_en: 'Long' });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toHaveProperty('name');
    const after = await t.database.execute('select count(*)::int as n from categories');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('refuses a name another category has, in either language and any case, on that field (its own name is fine)', async () => {
    const taken = await send('/api/general/categories/store', admin, { name: 'كهرباء', name_en: 'ELECTRICAL' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ name: [expect.any(String)], name_en: [expect.any(String)] });
    const onlyEnglish = await send('/api/general/categories/store', admin, { name: 'كهرباء عالية الجهد', name_en: 'plumbing' });
    expect(Object.keys(onlyEnglish.json().errors)).toEqual(['name_en']);

    const electrical = ((await list(admin, { search: 'Electrical' })).json().data.data as Array<Row & { version: number }>)[0]!;
    const same = await send(`/api/general/categories/update/${electrical.id}`, admin, { name: 'كهرباء', name_en: 'Electrical', is_active: 1, version: electrical.version });
    expect(same.statusCode, same.body).toBe(200);
    const clash = await send(`/api/general/categories/update/${electrical.id}`, admin, { name: 'سباكة', name_en: 'Electrical', version: electrical.version + 1 });
    expect(clash.statusCode).toBe(422);
    expect(Object.keys(clash.json().errors)).toEqual(['name']);
  });

  it('lets a service provider neither add nor change one (403), and changes nothing', async () => {
    const [row] = (await list(admin, { search: 'Safety' })).json().data.data as Array<Row & { version: number }>;
    const update = await send(`/api/general/categories/update/${row!.id}`, provider, { name: 'سلامة', name_en: 'Hacked', version: row!.version });
    expect(update.statusCode).toBe(403);
    expect((await send('/api/general/categories/store', provider, { name: 'جديد', name_en: 'New' })).statusCode).toBe(403);
    expect((await list(provider, {})).statusCode).toBe(403);
    expect((await t.call('GET', `/api/general/categories/edit/${row!.id}`, { token: admin })).json().data.name_en).toBe('Safety');
  });

  it('answers 404 for a record that does not exist, and has no delete', async () => {
    expect((await t.call('GET', '/api/general/categories/edit/999999', { token: admin })).statusCode).toBe(404);
    expect((await send('/api/general/categories/update/999999', admin, { name: 'لا يوجد', name_en: 'None' })).statusCode).toBe(404);
    expect((await t.call('POST', '/api/general/categories/delete/1', { token: admin })).statusCode).toBe(404);
  });
});
