/**
 * Season archive (issue 16, docs/seasonArchive.md): the API as the screens and the dashboards use it, on PGlite and on
 * PostgreSQL. Seasons are stored `created`; activating one deactivates the active one in the same transaction (and
 * the partial unique index holds "one active" whatever writes); bad dates, overlaps and a taken Hijri year are a 422
 * that changes nothing; a season's orders and licences are read under its dates, and their counts are exactly what
 * SQL counts in the demo data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectContract, type TestApp } from './harness';
import { dbArchiveMachine } from '../../machines';

let t: TestApp;
let admin: string;
let kdana: string;
let provider: string;
let gov: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, kdana, provider, gov] = await Promise.all(['admin', 'kdana', 'provider', 'gov'].map((p) => t.login(`${p}@mashaer.test`)));
});
afterAll(async () => {
  await t?.close();
});

type Res = Awaited<ReturnType<TestApp['call']>>;
const post = (url: string, token: string, body: Record<string, unknown> = {}, lang?: 'ar' | 'en'): Promise<Res> => t.call('POST', url, { token, body, ...(lang ? { lang } : {}) });
const get = (url: string, token: string): Promise<Res> => t.call('GET', url, { token });

/** A season far from the demo's (its own Hijri year and its own year of dates): n keeps each test's apart. */
const season = (n: number, over: Record<string, unknown> = {}) => ({
  name: `موسم تجريبي ${n}`,
  name_en: `Sample season ${n}`,
  hijri_year: 1500 + n,
  starts_on: `${2300 + n}-01-10`,
  ends_on: `${2300 + n}-12-20`,
  notes: `ملاحظة ${n}`,
  ...over,
});
const store = async (n: number, over: Record<string, unknown> = {}) => {
  const res = await post('/api/db_archive/store', admin, season(n, over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; version: number; status: string };
};

/** Every season as stored (what a refusal must leave as it was). */
const snapshot = async () => (await t.database.execute('select id, name, hijri_year, starts_on::text, ends_on::text, status, version from db_archives order by id')).rows;
const activeIds = async () => (await t.database.execute("select id from db_archives where status = 'active' order by id")).rows.map((r) => Number(r.id));

describe('season archive', () => {
  it('seeds three seasons: the current one active around now, the two before it back to back, each named for the Hajj it holds', async () => {
    const rows = (await t.database.execute('select id, name, name_en, hijri_year, starts_on::text as s, ends_on::text as e, status from db_archives order by starts_on')).rows as Array<{
      id: number;
      name: string;
      name_en: string;
      hijri_year: number;
      s: string;
      e: string;
      status: string;
    }>;
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r.status)).toEqual(['created', 'created', 'active']);
    const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
    const current = rows[2]!;
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    expect(current.s < today && today < current.e).toBe(true);
    for (const [older, newer] of [
      [rows[0]!, rows[1]!],
      [rows[1]!, rows[2]!],
    ]) {
      expect(day(newer.s) - day(older.e)).toBe(1);
      expect(day(older.e) - day(older.s) + 1).toBe(354);
      expect(older.hijri_year).toBeLessThan(newer.hijri_year);
    }
    // the Hijri year of the Hajj the season holds (a day of it in Dhu al-Hijjah of that Umm al-Qura year)
    const hijri = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', { year: 'numeric', month: 'numeric', timeZone: 'UTC' });
    const inSeason = Array.from({ length: day(current.e) - day(current.s) + 1 }, (_, i) => hijri.formatToParts(new Date((day(current.s) + i) * 86_400_000 + 43_200_000)));
    const hajj = inSeason.filter((parts) => parts.find((p) => p.type === 'month')!.value === '12').map((parts) => Number(parts.find((p) => p.type === 'year')!.value));
    expect(hajj.length).toBeGreaterThan(0);
    expect(current.hijri_year).toBe(hajj.at(-1));
    expect(current.name).toBe(`موسم حج ${current.hijri_year}هـ`);
    expect(current.name_en).toBe(`Hajj season ${current.hijri_year} AH`);
    // each older one was active in its time: its history says so
    const history = await t.database.execute("select event from workflow_history where workflow = 'dbArchive' and record_id = $1 order by id", [rows[0]!.id]);
    expect(history.rows.map((r) => r.event)).toEqual(['CREATE', 'ACTIVATE', 'DEACTIVATE']);
  });

  it('adds a season (created, not active), lists it, shows it and changes it, each with an audit row', async () => {
    const record = await store(1);
    expect(record.status).toBe(dbArchiveMachine.config.initial);
    expect(record.status).toBe('created');

    const list = await post('/api/db_archive?page=1', admin, { paginate: 5 });
    expect(list.statusCode).toBe(200);
    expectContract('listDbArchives', 200, list.json());
    // the newest season (by its start) first
    expect(list.json().data.data[0].id).toBe(record.id);
    const found = await post('/api/db_archive?page=1', admin, { search: 'موسم تجريبي 1' });
    expect(found.json().data.data.map((r: { id: number }) => r.id)).toContain(record.id);
    const csv = await t.call('POST', '/api/db_archive/export?format=csv', { token: admin, body: { search: 'موسم تجريبي 1' }, lang: 'ar' });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('موسم تجريبي 1');

    const shown = await get(`/api/db_archive/edit/${record.id}`, admin);
    expect(shown.statusCode).toBe(200);
    expectContract('getDbArchive', 200, shown.json());

    const updated = await post(`/api/db_archive/update/${record.id}`, admin, { ...season(1, { name: 'موسم معدل' }), version: record.version });
    expect(updated.statusCode, updated.body).toBe(200);
    expectContract('updateDbArchive', 200, updated.json());
    expect(updated.json().data).toMatchObject({ name: 'موسم معدل', version: record.version + 1, status: 'created' });
    // an edit of the old version is a conflict and changes nothing
    const stale = await post(`/api/db_archive/update/${record.id}`, admin, { ...season(1, { name: 'لا' }), version: record.version });
    expect(stale.statusCode).toBe(409);
    const audit = await t.database.execute("select event from audit_log where entity = 'db_archives' and entity_id = $1 order by id", [record.id]);
    expect(audit.rows.map((r) => r.event)).toEqual(['CREATE', 'update']);
    // the spec has no delete: there is no such call
    expect((await post(`/api/db_archive/delete/${record.id}`, admin)).statusCode).toBe(404);
  });

  it('activates one and deactivates the active one in the same step; the one-active index holds', async () => {
    const [previous] = await activeIds();
    const record = await store(2);
    const res = await post(`/api/db_archive/activate/${record.id}`, admin, { version: record.version }, 'en');
    expect(res.statusCode, res.body).toBe(200);
    expectContract('activateDbArchive', 200, res.json());
    expect(res.json().data).toMatchObject({ id: record.id, status: 'active', status_text: 'Active', version: record.version + 1 });
    expect(await activeIds()).toEqual([record.id]);
    const before = (await t.database.execute('select status, version from db_archives where id = $1', [previous])).rows[0]!;
    expect(before.status).toBe('created');
    // both steps went through the one runtime, in one transaction (the same transaction time on both history rows)
    const history = await t.database.execute(
      "select record_id, event, from_status, to_status, at from workflow_history where workflow = 'dbArchive' and ((record_id = $1 and event = 'ACTIVATE') or (record_id = $2 and event = 'DEACTIVATE')) order by id desc limit 2",
      [record.id, previous],
    );
    const [activated, deactivated] = [history.rows.find((r) => Number(r.record_id) === record.id)!, history.rows.find((r) => Number(r.record_id) === previous)!];
    expect(activated).toMatchObject({ event: 'ACTIVATE', from_status: 'created', to_status: 'active' });
    expect(deactivated).toMatchObject({ event: 'DEACTIVATE', from_status: 'active', to_status: 'created' });
    expect(new Date(activated.at as string).getTime()).toBe(new Date(deactivated.at as string).getTime());
    // a second active season is refused by the database itself, whatever writes it
    await expect(t.database.execute("update db_archives set status = 'active' where id = $1", [previous])).rejects.toThrow();
    expect(await activeIds()).toEqual([record.id]);

    // the previous one back: the rest of the file reads the demo's active season
    const back = await post(`/api/db_archive/activate/${previous}`, admin);
    expect(back.statusCode, back.body).toBe(200);
    expect(await activeIds()).toEqual([previous]);
  });

  it('refuses activating the active season (409, "already active", code 104) and a stale version, changing nothing', async () => {
    const [active] = await activeIds();
    const before = await snapshot();
    const again = await post(`/api/db_archive/activate/${active}`, admin, {}, 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'already active', code: '104' });
    expect((await post(`/api/db_archive/activate/${active}`, admin, {}, 'ar')).json().message).toBe('الأرشيف مفعل مسبقاً');
    const record = await store(3);
    const staleBefore = await snapshot();
    const stale = await post(`/api/db_archive/activate/${record.id}`, admin, { version: record.version + 5 });
    expect(stale.statusCode).toBe(409);
    expect(await snapshot()).toEqual(staleBefore);
    expect(before).toEqual(staleBefore.filter((r) => Number(r.id) !== record.id));
  });

  it('refuses bad dates, a taken Hijri year and an overlap with a 422 on the field, storing and changing nothing', async () => {
    const before = await snapshot();
    const demo = (await t.database.execute("select name_en, hijri_year, starts_on::text as s, ends_on::text as e from db_archives where status = 'active'")).rows[0] as {
      name_en: string;
      hijri_year: number;
      s: string;
      e: string;
    };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ starts_on: '2310-05-10', ends_on: '2310-05-01' }, 'ends_on'],
      [{ starts_on: '2310-05-10', ends_on: '2310-05-10' }, 'ends_on'],
      [{ starts_on: '2310-01-01', ends_on: '2311-02-05' }, 'ends_on'],
      [{ hijri_year: 1399 }, 'hijri_year'],
      [{ hijri_year: 1601 }, 'hijri_year'],
      [{ hijri_year: demo.hijri_year }, 'hijri_year'],
      [{ starts_on: '2310-02-30' }, 'starts_on'],
      // its first day is the active season's last
      [{ starts_on: demo.e, ends_on: `${Number(demo.e.slice(0, 4)) + 1}-01-01` }, 'starts_on'],
    ];
    for (const [over, field] of cases) {
      const res = await post('/api/db_archive/store', admin, season(10, over), 'en');
      expect(res.statusCode, `${JSON.stringify(over)}: ${res.body}`).toBe(422);
      expect(res.json().errors, JSON.stringify(over)).toHaveProperty(field);
    }
    // the overlap names the other season, in the caller's language
    const overlap = await post('/api/db_archive/store', admin, season(10, { starts_on: demo.s, ends_on: demo.e }), 'en');
    expect(overlap.json().errors.starts_on[0]).toBe(`Overlaps the season “${demo.name_en}” (${demo.s} – ${demo.e})`);
    expect(await snapshot()).toEqual(before);

    // a change that would overlap another season is refused too, and the season stays as it was
    const record = await store(11);
    const stored = await snapshot();
    const moved = await post(`/api/db_archive/update/${record.id}`, admin, { ...season(11, { starts_on: demo.s, ends_on: demo.e }), version: record.version });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toHaveProperty('starts_on');
    // its own dates are no overlap with itself
    const same = await post(`/api/db_archive/update/${record.id}`, admin, { ...season(11, { notes: 'كما هو' }), version: record.version });
    expect(same.statusCode, same.body).toBe(200);
    expect((await snapshot()).filter((r) => Number(r.id) !== record.id)).toEqual(stored.filter((r) => Number(r.id) !== record.id));
  });

  it('keeps one active season and no overlap when two act at once (the calendar lock serialises them)', async () => {
    const [previous] = await activeIds();
    const [a, b] = [await store(40), await store(41)];
    const both = await Promise.all([post(`/api/db_archive/activate/${a.id}`, admin), post(`/api/db_archive/activate/${b.id}`, admin)]);
    for (const r of both) expect([200, 409], r.body).toContain(r.statusCode);
    expect(await activeIds()).toHaveLength(1);
    // two seasons on the same days at once: one is stored, the other told it overlaps
    const twins = await Promise.all([42, 43].map((n) => post('/api/db_archive/store', admin, season(n, { starts_on: '2390-01-01', ends_on: '2390-06-30' }))));
    expect(twins.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect((await post(`/api/db_archive/activate/${previous}`, admin)).statusCode).toBe(200);
    expect(await activeIds()).toEqual([previous]);
  });

  it('answers 404 for a season that does not exist', async () => {
    expect((await get('/api/db_archive/edit/999999', admin)).statusCode).toBe(404);
    expect((await post('/api/db_archive/update/999999', admin, season(20))).statusCode).toBe(404);
    expect((await post('/api/db_archive/activate/999999', admin)).statusCode).toBe(404);
    expect((await post('/api/db_archive/records/999999?page=1', admin)).statusCode).toBe(404);
  });

  it('is closed without archive-index (403), and activating is an administrator’s (Kidana reads only)', async () => {
    const before = await snapshot();
    const [active] = await activeIds();
    const other = Number(before.find((r) => Number(r.id) !== active)!.id);
    for (const [method, url] of [
      ['POST', '/api/db_archive?page=1'],
      ['GET', `/api/db_archive/edit/${other}`],
      ['POST', '/api/db_archive/store'],
      ['POST', `/api/db_archive/update/${other}`],
      ['POST', `/api/db_archive/activate/${other}`],
      ['POST', `/api/db_archive/records/${other}?page=1`],
      ['GET', '/api/db_archive/seasons'],
    ] as const) {
      const res = await t.call(method, url, { token: provider, ...(method === 'POST' ? { body: season(30) } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    // Kidana holds archive-index: reads every season and its records, but the machine's ACTIVATE is an administrator's
    expect((await post('/api/db_archive?page=1', kdana)).statusCode).toBe(200);
    expect((await post(`/api/db_archive/records/${other}?page=1`, kdana)).statusCode).toBe(200);
    expect((await post(`/api/db_archive/activate/${other}`, kdana)).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('lists every season for the dashboards’ filters, newest first, the active one marked (any dashboard permission will do)', async () => {
    const res = await get('/api/db_archive/seasons', admin);
    expect(res.statusCode).toBe(200);
    expectContract('listSeasons', 200, res.json());
    const seasons = res.json().data as Array<{ id: number; starts_on: string; active: boolean; status: string }>;
    expect(seasons.map((s) => s.starts_on)).toEqual([...seasons.map((s) => s.starts_on)].sort().reverse());
    expect(seasons.filter((s) => s.active).map((s) => s.id)).toEqual(await activeIds());
    for (const s of seasons) expect(s.active).toBe(s.status === 'active');
    // the civil-defence account holds a dashboard permission, not archive-index
    expect((await get('/api/db_archive/seasons', gov)).statusCode).toBe(200);
    expect((await post('/api/db_archive?page=1', gov)).statusCode).toBe(403);
  });

  it('reads a season’s orders and licences under its dates: the counts are what SQL counts in the demo data', async () => {
    const window = (s: { s: string; e: string }) => [`${s.s}T00:00:00+03:00`, new Date(Date.parse(`${s.e}T00:00:00+03:00`) + 86_400_000).toISOString()];
    const seasons = (await t.database.execute('select id, starts_on::text as s, ends_on::text as e from db_archives where hijri_year < 1500 order by starts_on')).rows as Array<{
      id: number;
      s: string;
      e: string;
    }>;
    let seen = 0;
    for (const s of seasons) {
      const [from, to] = window(s);
      const count = async (table: string, where = 'true') =>
        Number((await t.database.execute(`select count(*)::int as n from ${table} where created_at >= $1 and created_at < $2 and ${where}`, [from, to])).rows[0]!.n);
      const expected: Record<string, number> = {
        order: await count('orders', "family = 'order'"),
        location_order: await count('orders', "family = 'locationOrder'"),
        temp_licence: await count('temp_licence_orders'),
        readiness_licence: await count('readiness_licenses'),
        car_licence: await count('car_licence_orders'),
        vehicle_entry_permit: await count('vehicle_entry_permit_orders'),
        violation: await count('regulatory_violation_orders'),
        reassign: await count('reassign_orders', "type = 'reassign'"),
        lock: await count('reassign_orders', "type = 'lock'"),
        sadad: await count('sadad_orders'),
        invoice: await count('invoices'),
        clearance: await count('clearances'),
      };
      const res = await post(`/api/db_archive/records/${s.id}?page=1`, admin, { paginate: 100 }, 'en');
      expect(res.statusCode, res.body).toBe(200);
      expectContract('listSeasonRecords', 200, res.json());
      const body = res.json();
      expect(Object.fromEntries(body.counts.map((c: { kind: string; count: number }) => [c.kind, c.count]))).toEqual(expected);
      const total = Object.values(expected).reduce((a, b) => a + b, 0);
      expect(body.data.total).toBe(total);
      seen += total;
      const rows = body.data.data as Array<{ kind: string; created_at: string; status_text: string; company_name: string | null }>;
      expect(rows.length).toBe(Math.min(100, total));
      for (const r of rows) {
        expect(r.created_at >= new Date(from!).toISOString() && r.created_at < to!).toBe(true);
        expect(r.status_text).not.toBe('');
      }
      expect(rows.map((r) => r.created_at)).toEqual([...rows.map((r) => r.created_at)].sort().reverse());
      // one kind narrows the page; the counts stay the season's
      const kind = Object.entries(expected).find(([, n]) => n > 0)?.[0];
      if (kind) {
        const one = (await post(`/api/db_archive/records/${s.id}?page=1`, admin, { kind, paginate: 5 })).json();
        expect(one.data.total).toBe(expected[kind]);
        expect(new Set(one.data.data.map((r: { kind: string }) => r.kind))).toEqual(new Set([kind]));
        expect(one.counts).toEqual(body.counts.map((c: { kind: string; count: number }) => ({ ...c, kind_text: expect.any(String) })));
      }
    }
    // the demo's records are dated from the seed's now: the current season holds them
    expect(seen).toBeGreaterThan(0);
    // an unknown kind is bad input
    expect((await post(`/api/db_archive/records/${seasons[0]!.id}?page=1`, admin, { kind: 'nothing' })).statusCode).toBe(422);
  });
});
