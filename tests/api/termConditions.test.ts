/**
 * Term conditions, on PGlite and on PostgreSQL: one text per non-administrator account type from
 * the reference seed, listed and filtered, one read with its type's stored name, edited with the
 * version check and the form's 422s, kept through a restart's reference seed, nothing added or
 * deleted, and who may do what.
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
const list = (token: string, body: Record<string, unknown>, lang: 'ar' | 'en' = 'ar') => t.call('POST', '/api/general/term-conditions?page=1', { token, body, lang });
type Row = { id: number; type_id: number; type: { code: string; name: string }; title: string; title_en: string; body: string; body_en: string; version: number };
const forType = async (code: string): Promise<Row> => ((await list(admin, { paginate: 50 })).json().data.data as Row[]).find((r) => r.type.code === code)!;

describe('term conditions', () => {
  it('holds one text per non-administrator account type, in both languages, in type order', async () => {
    const res = await list(admin, { paginate: 50 });
    expect(res.statusCode).toBe(200);
    expectContract('listTermConditions', 200, res.json());
    const rows = res.json().data.data as Row[];
    expect(rows.map((r) => r.type.code)).toEqual(accountTypes.filter((x) => x.code !== 'admin').map((x) => x.code));
    for (const r of rows) {
      expect(r.body).toMatch(/[\u0600-\u06ff]/);
      expect(r.body_en).toMatch(/^1\. /);
    }
    const english = (await list(admin, { type_id: 9 }, 'en')).json().data.data as Row[];
    expect(english).toHaveLength(1);
    expect(english[0]).toMatchObject({ type: { code: 'contractor', name: 'Contractor' }, title_en: 'Terms for contractors' });
    expect(((await list(admin, { search: 'Saudi Council of Engineers' })).json().data.data as Row[]).map((r) => r.type.code)).toEqual(['design_office']);

    const shown = await t.call('GET', `/api/general/term-conditions/edit/${english[0]!.id}`, { token: admin });
    expectContract('getTermCondition', 200, shown.json());
    const csv = await t.call('POST', '/api/general/term-conditions/export?format=csv', { token: admin, body: { type_id: 9 }, lang: 'ar' });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('شروط وأحكام المقاولين');
  });

  it('names the account type as an administrator renamed it', async () => {
    const raft = await t.call('GET', '/api/general/types/edit/5', { token: admin });
    const renamed = await send('/api/general/types/update/5', admin, { name: 'شركات رافة المعتمدة', name_en: 'Accredited Raft companies', version: raft.json().data.version });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await forType('raft_company')).type.name).toBe('شركات رافة المعتمدة');
  });

  it('edits a text with the version check and an audit row; the edit survives a restart', async () => {
    const before = await forType('sharer');
    const body = `${before.body}\n\nسابعاً: يلتزم الشريك بسداد حصته من تكاليف الخدمات في موعدها.`;
    const res = await send(`/api/general/term-conditions/update/${before.id}`, admin, {
      title: before.title,
      title_en: before.title_en,
      body,
      body_en: `${before.body_en}\n\n7. The sharer pays its share of the service costs on time.`,
      version: before.version,
      type_id: 2,
    });
    expect(res.statusCode, res.body).toBe(200);
    expectContract('updateTermCondition', 200, res.json());
    expect(res.json().data).toMatchObject({ type_id: before.type_id, body, version: before.version + 1 });

    const stale = await send(`/api/general/term-conditions/update/${before.id}`, admin, { title: 'قديم', title_en: 'Old', body: 'قديم', body_en: 'Old', version: before.version });
    expect(stale.statusCode).toBe(409);
    const audit = await t.database.execute("select event from audit_log where entity = 'term_conditions' and entity_id = $1", [before.id]);
    expect(audit.rows.map((r) => r.event)).toEqual(['update']);

    // line breaks as a form sends them (CRLF) are stored as LF
    const crlf = await send(`/api/general/term-conditions/update/${before.id}`, admin, {
      title: before.title,
      title_en: before.title_en,
      body: body.replace(/\n/g, '\r\n'),
      body_en: before.body_en,
      version: before.version + 1,
    });
    expect(crlf.json().data.body).toBe(body);

    await seedReference(t.database.db);
    expect((await forType('sharer')).body).toBe(body);
    expect((await list(admin, { paginate: 50 })).json().data.total).toBe(accountTypes.length - 1);
  });

  it('refuses blank and too long texts with a 422 on each field, and changes nothing', async () => {
    const before = await forType('gov');
    const url = `/api/general/term-conditions/update/${before.id}`;
    const blank = await send(url, admin, { title: ' ', title_en: before.title_en, body: '  \n ', body_en: before.body_en, version: before.version });
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.json().errors).sort()).toEqual(['body', 'title']);
    const missing = await send(url, admin, { title: before.title, body: before.body });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['body_en', 'title_en']);
    const long = await send(url, admin, { title: before.title, title_en: before.title_en, body: 'ب'.repeat(20_001), body_en: before.body_en });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toHaveProperty('body');
    expect(await forType('gov')).toEqual(before);
  });

  it('lets a service provider neither read nor edit (403); nothing is added or deleted for anyone', async () => {
    const before = await forType('kdana');
    const res = await send(`/api/general/term-conditions/update/${before.id}`, provider, { title: 'x', title_en: 'x', body: 'x', body_en: 'x', version: before.version });
    expect(res.statusCode).toBe(403);
    expect((await list(provider, {})).statusCode).toBe(403);
    expect(await forType('kdana')).toEqual(before);
    expect((await send('/api/general/term-conditions/store', admin, { title: 'x', title_en: 'x', body: 'x', body_en: 'x' })).statusCode).toBe(404);
    expect((await t.call('POST', `/api/general/term-conditions/delete/${before.id}`, { token: admin })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/general/term-conditions/edit/999999', { token: admin })).statusCode).toBe(404);
    expect((await send('/api/general/term-conditions/update/999999', admin, { title: 'x', title_en: 'x', body: 'x', body_en: 'x' })).statusCode).toBe(404);
  });
});
