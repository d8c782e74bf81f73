/**
 * The audit log (issue 15 "Logs", spec 001 §3): the API as the screen uses it, on PGlite and on PostgreSQL — a
 * change made through the API found by its record, each filter, paging, newest first, the secrets never answered,
 * and who may read it (administration: a company user is refused).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectContract, formData, type TestApp } from './harness';
import { auditLog, users } from '../../server/db/schema';
import { REDACTED } from '../../shared/auditLog';

let t: TestApp;
let admin: string;
let kdana: string;
let provider: string;
let adminId: number;
let providerId: number;

/** A table no feature writes to, so these rows are the only ones under it. */
const ENTITY = 'audit_probe';

beforeAll(async () => {
  t = await createTestApp();
  [admin, kdana, provider] = await Promise.all([t.login('admin@mashaer.test'), t.login('kdana@mashaer.test'), t.login('provider@mashaer.test')]);
  const ids = await t.database.db.select({ id: users.id, email: users.email }).from(users);
  adminId = ids.find((u) => u.email === 'admin@mashaer.test')!.id;
  providerId = ids.find((u) => u.email === 'provider@mashaer.test')!.id;
  // five rows on known days (Saudi time, UTC+3), by two people, with secrets among the values
  await t.database.db.insert(auditLog).values([
    { actorId: adminId, entity: ENTITY, entityId: 1, event: 'create', oldValue: null, newValue: { name: 'أ', code: 'A-1' }, module: ENTITY, method: 'create', at: new Date('2026-03-01T06:00:00Z') },
    {
      actorId: adminId,
      entity: ENTITY,
      entityId: 1,
      event: 'update',
      oldValue: { name: 'أ', passwordHash: '$argon2id$v=19$secret-hash', password_changed: false, nested: { api_token: 'tok-123', iso_code: 'NG' } },
      newValue: { name: 'ب', passwordHash: '$argon2id$v=19$other-hash', password_changed: true, verification_code: '4321', licence_token: 'qr-999', nested: { api_token: 'tok-456', iso_code: 'NG' } },
      module: ENTITY,
      method: 'change',
      message: 'إعادة تسمية',
      ip: '10.0.0.7',
      at: new Date('2026-03-02T22:30:00Z'), // 3 March, 01:30 in Riyadh
    },
    { actorId: providerId, entity: ENTITY, entityId: 2, event: 'create', oldValue: null, newValue: { name: 'ج' }, module: ENTITY, method: 'create', at: new Date('2026-03-03T10:00:00Z') },
    { actorId: null, entity: ENTITY, entityId: 2, event: 'delete', oldValue: { name: 'ج' }, newValue: null, module: ENTITY, method: 'change', at: new Date('2026-03-04T10:00:00Z') },
    {
      actorId: adminId,
      entity: ENTITY,
      entityId: 3,
      event: 'APPROVE',
      oldValue: { status: 'pending' },
      newValue: { status: 'approved' },
      module: 'sadadOrder',
      method: 'transition',
      at: new Date('2026-03-05T10:00:00Z'),
    },
  ]);
});
afterAll(async () => {
  await t?.close();
});

type Entry = { id: number; at: string; entity: string; entity_id: number; event: string; event_text: string; actor: { id: number; name: string } | null; changed: string[]; message: string | null };
const list = (token: string, body: Record<string, unknown>, page = 1, lang: 'ar' | 'en' = 'en') => t.call('POST', `/api/general/audit-logs?page=${page}`, { token, body, lang });
const rows = async (body: Record<string, unknown>) => {
  const res = await list(admin, { entity: ENTITY, paginate: 100, ...body });
  expect(res.statusCode, res.body).toBe(200);
  expectContract('listAuditLogs', 200, res.json());
  return res.json().data.data as Entry[];
};

describe('audit log', () => {
  it('finds a change made through the API by its record: who, when, what changed, old and new values side by side', async () => {
    const [nigeria] = (await t.call('POST', '/api/general/countries?page=1', { token: admin, body: { search: 'Nigeria' } })).json().data.data;
    const f = formData({ name: 'جمهورية نيجيريا', name_en: 'Nigeria', iso_code: 'NG', version: nigeria.version });
    const changed = await t.call('POST', `/api/general/countries/update/${nigeria.id}`, { token: admin, payload: f.payload, headers: f.headers });
    expect(changed.statusCode, changed.body).toBe(200);

    const res = await list(admin, { entity: 'countries', entity_id: nigeria.id }, 1, 'ar');
    expect(res.statusCode, res.body).toBe(200);
    expectContract('listAuditLogs', 200, res.json());
    const [entry] = res.json().data.data;
    expect(entry).toMatchObject({
      entity: 'countries',
      entity_text: 'الدول',
      entity_id: nigeria.id,
      event: 'update',
      event_text: 'تعديل',
      actor: { id: adminId, name: 'مدير المنصة', email: 'admin@mashaer.test' },
    });
    expect(entry.changed).toContain('name');
    expect(entry.changed).not.toContain('nameEn'); // unchanged fields are not listed

    const one = await t.call('GET', `/api/general/audit-logs/${entry.id}`, { token: admin });
    expect(one.statusCode, one.body).toBe(200);
    expectContract('getAuditLog', 200, one.json());
    expect(one.json().data).toMatchObject({ entity_text: 'Countries', event_text: 'Updated' });
    expect(one.json().data.old_value).toMatchObject({ name: nigeria.name });
    expect(one.json().data.new_value).toMatchObject({ name: 'جمهورية نيجيريا' });
  });

  it('lists newest first, labels lifecycle events by their machine, and pages without overlap', async () => {
    const all = await rows({});
    expect(all.map((r) => r.at)).toEqual(['2026-03-05T10:00:00.000Z', '2026-03-04T10:00:00.000Z', '2026-03-03T10:00:00.000Z', '2026-03-02T22:30:00.000Z', '2026-03-01T06:00:00.000Z']);
    expect(all[0]!.event_text).not.toBe('APPROVE'); // the sadadOrder machine's own label
    expect(all[1]).toMatchObject({ event: 'delete', actor: null, changed: ['name'] });
    expect(all[3]).toMatchObject({ message: 'إعادة تسمية' });

    const first = await list(admin, { entity: ENTITY, paginate: 2 }, 1);
    const second = await list(admin, { entity: ENTITY, paginate: 2 }, 2);
    const third = await list(admin, { entity: ENTITY, paginate: 2 }, 3);
    expect(first.json().data).toMatchObject({ total: 5, per_page: 2, current_page: 1, last_page: 3 });
    const ids = [first, second, third].flatMap((r) => r.json().data.data.map((e: Entry) => e.id));
    expect(ids).toEqual(all.map((r) => r.id));
    // the oldest first when asked
    expect((await rows({ sort: 'at', direction: 'asc' })).map((r) => r.id)).toEqual([...all.map((r) => r.id)].reverse());
  });

  it('filters by record, event, who (id or name/e-mail) and Saudi day range', async () => {
    expect((await rows({ entity_id: 1 })).map((r) => r.event)).toEqual(['update', 'create']);
    expect((await rows({ event: 'create' })).map((r) => r.entity_id)).toEqual([2, 1]);
    expect((await rows({ actor_id: providerId })).map((r) => r.entity_id)).toEqual([2]);
    expect((await rows({ actor: 'admin@mashaer' })).map((r) => r.entity_id)).toEqual([3, 1, 1]);
    expect((await rows({ actor: 'مدير المنصة' })).length).toBe(3);
    expect((await rows({ actor: 'nobody-like-this' })).length).toBe(0);
    // 22:30 UTC on 2 March is 3 March in Riyadh
    expect((await rows({ from: '2026-03-03', to: '2026-03-03' })).map((r) => r.at)).toEqual(['2026-03-03T10:00:00.000Z', '2026-03-02T22:30:00.000Z']);
    expect((await rows({ from: '2026-03-04' })).length).toBe(2);
    expect((await rows({ to: '2026-03-01' })).length).toBe(1);
    // form data, as the screen sends it
    const f = formData({ entity: ENTITY, entity_id: 2, event: 'delete', paginate: 10 });
    const res = await t.call('POST', '/api/general/audit-logs?page=1', { token: admin, payload: f.payload, headers: f.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.data.map((r: Entry) => r.event)).toEqual(['delete']);
  });

  it('never answers a secret: passwords, hashes, tokens and verification codes read [redacted], at any depth', async () => {
    const [entry] = await rows({ entity_id: 1, event: 'update' });
    const listed = (await list(admin, { entity: ENTITY, paginate: 100 })).body;
    const one = await t.call('GET', `/api/general/audit-logs/${entry!.id}`, { token: admin });
    expect(one.statusCode).toBe(200);
    const d = one.json().data;
    expect(d.old_value).toEqual({ name: 'أ', passwordHash: REDACTED, password_changed: false, nested: { api_token: REDACTED, iso_code: 'NG' } });
    expect(d.new_value).toEqual({ name: 'ب', passwordHash: REDACTED, password_changed: true, verification_code: REDACTED, licence_token: REDACTED, nested: { api_token: REDACTED, iso_code: 'NG' } });
    expect(d).toMatchObject({ ip: '10.0.0.7', message: 'إعادة تسمية' });
    for (const secret of ['secret-hash', 'other-hash', 'tok-123', 'tok-456', '4321', 'qr-999']) {
      expect(one.body).not.toContain(secret);
      expect(listed).not.toContain(secret);
    }
    // a plain code (a square's) is data, not a secret
    const [created] = await rows({ entity_id: 1, event: 'create' });
    expect((await t.call('GET', `/api/general/audit-logs/${created!.id}`, { token: admin })).json().data.new_value).toEqual({ name: 'أ', code: 'A-1' });
  });

  it('never answers the seeded accounts’ password hashes', async () => {
    const res = await list(admin, { entity: 'users', paginate: 100 });
    expect(res.statusCode).toBe(200);
    for (const e of res.json().data.data as Entry[]) {
      const one = await t.call('GET', `/api/general/audit-logs/${e.id}`, { token: admin });
      expect(one.body).not.toMatch(/\$argon2/);
    }
  });

  it('is administration: a company user and staff without the permission are refused (403); an unknown entry is 404', async () => {
    expect((await list(provider, {})).statusCode).toBe(403);
    expect((await t.call('GET', `/api/general/audit-logs/1`, { token: provider })).statusCode).toBe(403);
    expect((await list(kdana, {})).statusCode).toBe(403);
    expect((await list('', {})).statusCode).toBe(401);
    const missing = await t.call('GET', '/api/general/audit-logs/999999999', { token: admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No such audit entry');
    // an id past any integer is the contract's 422, not a database error
    expect((await t.call('GET', '/api/general/audit-logs/99999999999999999999', { token: admin })).statusCode).toBe(422);
  });

  it('refuses bad filters with a 422 on the field, in both languages', async () => {
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ entity: 'users; drop table users' }, 'entity'],
      [{ entity: 'Users' }, 'entity'],
      [{ entity: 'countries', entity_id: 0 }, 'entity_id'],
      [{ entity: 'countries', entity_id: 'abc' }, 'entity_id'],
      [{ actor_id: -1 }, 'actor_id'],
      [{ event: 'x y' }, 'event'],
      [{ from: 'yesterday' }, 'from'],
      [{ to: '2026-02-30' }, 'to'],
      [{ from: '2026-03-05', to: '2026-03-01' }, 'to'],
      [{ entity_id: 4 }, 'entity'],
      [{ sort: 'ip' }, 'sort'],
      [{ actor: 'x'.repeat(101) }, 'actor'],
    ];
    for (const [body, field] of bad) {
      const res = await list(admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(body)).toContain(field);
    }
    const ar = await list(admin, { from: '2026-03-05', to: '2026-03-01' }, 1, 'ar');
    expect(ar.json().errors.to).toEqual(['يجب ألا يسبق تاريخ النهاية تاريخ البداية']);
  });
});
