/**
 * User types (/type, update only), on PGlite and on PostgreSQL: the account types listed in
 * type_id order, one read, renamed with the version check and the form's 422s, nothing added or
 * deleted, who may do what — and a renamed type keeps its names when the reference data is
 * brought in step again on start, while an untouched one still follows the code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectContract, type TestApp } from './harness';
import { seedReference } from '../../server/seed/reference';
import { accountTypes } from '../../shared/accountTypes';

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

const send = (url: string, token: string, body: Record<string, unknown>) => t.call('POST', url, { token, body });
const list = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/general/types?page=1', { token, body });
type Row = { id: number; code: string; name: string; name_en: string; version: number };
const get = async (id: number): Promise<Row> => (await t.call('GET', `/api/general/types/edit/${id}`, { token: admin })).json().data;

describe('user types', () => {
  it('lists every account type of the code, in type_id order, with the code and both names', async () => {
    const res = await list(admin, { paginate: 50 });
    expect(res.statusCode).toBe(200);
    expectContract('listTypes', 200, res.json());
    const rows = res.json().data.data as Row[];
    expect(rows.map((r) => r.code)).toEqual(accountTypes.map((x) => x.code));
    expect(rows[0]).toMatchObject({ id: 1, code: 'admin', name: 'مدير النظام', name_en: 'Administrator' });
    expect(((await list(admin, { search: 'kdana' })).json().data.data as Row[]).map((r) => r.id)).toEqual([7]);
    expect(((await list(admin, { search: 'مقاول' })).json().data.data as Row[]).map((r) => r.code)).toEqual(['contractor']);

    const shown = await t.call('GET', '/api/general/types/edit/2', { token: admin });
    expectContract('getType', 200, shown.json());
    const csv = await t.call('POST', '/api/general/types/export?format=csv', { token: admin, body: {}, lang: 'en' });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('service_provider');
    expect(csv.body).toContain('English name');
  });

  it('renames one (the code stays), with the version check and an audit row; the names survive a restart', async () => {
    const before = await get(9);
    const res = await send('/api/general/types/update/9', admin, { name: 'مقاول تنفيذ', name_en: 'Building contractor', version: before.version, code: 'hacked' });
    expect(res.statusCode, res.body).toBe(200);
    expectContract('updateType', 200, res.json());
    expect(res.json().data).toMatchObject({ id: 9, code: 'contractor', name: 'مقاول تنفيذ', name_en: 'Building contractor', version: before.version + 1 });

    const stale = await send('/api/general/types/update/9', admin, { name: 'قديم', name_en: 'Old', version: before.version });
    expect(stale.statusCode).toBe(409);
    const audit = await t.database.execute("select old_value->>'nameEn' as was, new_value->>'nameEn' as now from audit_log where entity = 'account_types' and entity_id = 9");
    expect(audit.rows).toEqual([{ was: 'Contractor', now: 'Building contractor' }]);

    // the start-up step that keeps account types in step with the code: the renamed type keeps
    // its names, one nobody renamed takes the code's names again
    await t.database.execute("update account_types set name_en = 'Drifted' where id = 10 and version = 1");
    await seedReference(t.database.db);
    expect(await get(9)).toMatchObject({ name: 'مقاول تنفيذ', name_en: 'Building contractor', code: 'contractor' });
    expect((await get(10)).name_en).toBe('Consultant');
  });

  it('refuses blank, too long and taken names with a 422 on each field, and changes nothing', async () => {
    const sp = await get(2);
    const blank = await send('/api/general/types/update/2', admin, { name: '  ', name_en: 'Provider', version: sp.version });
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.json().errors)).toEqual(['name']);
    const missing = await send('/api/general/types/update/2', admin, { name: 'مقدم خدمة' });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['name_en']);
    const long = await send('/api/general/types/update/2', admin, { name: 'م'.repeat(101), name_en: 'Provider' });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toHaveProperty('name');
    // another type's name, in either language and any case
    const taken = await send('/api/general/types/update/2', admin, { name: 'كدانة', name_en: 'ADMINISTRATOR', version: sp.version });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ name: [expect.any(String)], name_en: [expect.any(String)] });
    expect(await get(2)).toEqual(sp);
  });

  it('lets a service provider neither list nor rename (403), and adds or deletes nothing for anyone', async () => {
    const sp = await get(2);
    expect((await send('/api/general/types/update/2', provider, { name: 'مزود', name_en: 'Vendor', version: sp.version })).statusCode).toBe(403);
    expect((await list(provider, {})).statusCode).toBe(403);
    expect(await get(2)).toEqual(sp);
    expect((await send('/api/general/types/store', admin, { name: 'نوع جديد', name_en: 'New type' })).statusCode).toBe(404);
    expect((await t.call('POST', '/api/general/types/delete/2', { token: admin })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/general/types/edit/99', { token: admin })).statusCode).toBe(404);
    expect((await send('/api/general/types/update/99', admin, { name: 'لا يوجد', name_en: 'None' })).statusCode).toBe(404);
  });
});
