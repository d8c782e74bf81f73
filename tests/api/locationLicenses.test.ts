/**
 * Location licences (general/location-temp_licenses): the API as the screens use it, on PGlite and on PostgreSQL — the
 * demo catalogue, the temporary/season filter and words, the validity rule (1–365 days, the same
 * code as the form), unique names, and who may do what: locationorder-license lists and reads,
 * locationorder-tmp-license changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectContract, formData, type TestApp } from './harness';
import { DEMO_LOCATION_LICENSES } from '../../server/features/locationLicenses/seed';

let t: TestApp;
let admin: string;
/** An account whose role holds locationorder-license only. */
let viewer: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@mashaer.test');
  const role = await t.database.execute("insert into roles (name, name_en, account_types) values ('مطلع على رخص المواقع', 'Location licence viewer', '{admin}') returning id");
  const roleId = role.rows[0]!.id as number;
  await t.database.execute("insert into role_permissions (role_id, permission_id) select $1, id from permissions where name = 'locationorder-license'", [roleId]);
  const user = await t.database.execute(
    "insert into users (name, email, password_hash, type_id, status, is_acknowledged) select 'مطلع', 'viewer@location-licenses.test', password_hash, type_id, 'active', 1 from users where email = 'admin@mashaer.test' returning id",
  );
  await t.database.execute('insert into user_roles (user_id, role_id) values ($1, $2)', [user.rows[0]!.id, roleId]);
  viewer = await t.login('viewer@location-licenses.test');
});
afterAll(async () => {
  await t?.close();
});

/** A write as the screen sends it. */
const send = (url: string, token: string, body: Record<string, unknown>, lang?: 'ar' | 'en') => t.call('POST', url, { token, body, ...(lang ? { lang } : {}) });
const create = async (token: string, body: Record<string, unknown>, lang?: 'ar' | 'en') => send('/api/general/location-temp_licenses/store', token, body, lang);
const list = (token: string, body: Record<string, unknown>, lang?: 'ar' | 'en') => t.call('POST', '/api/general/location-temp_licenses?page=1', { token, body, ...(lang ? { lang } : {}) });
const count = async () => (await t.database.execute('select count(*)::int as n from location_licenses')).rows[0]!.n as number;
const valid = { name: 'رخصة خزان مياه مؤقت للموقع', name_en: 'Water tanks licence', validity_days: 60, is_temporary: 0, description: 'خزانات علوية وأرضية' };

describe('location licences', () => {
  it('seeds the demo catalogue, listed by name, with each kind in the caller’s words', async () => {
    const all = await list(admin, { paginate: 50 }, 'ar');
    expect(all.statusCode).toBe(200);
    expectContract('listLocationLicenses', 200, all.json());
    const rows = all.json().data.data as Array<{ name: string; name_en: string; validity_days: number; is_temporary: 0 | 1; is_temporary_text: string }>;
    expect(rows).toHaveLength(DEMO_LOCATION_LICENSES.length);
    // a catalogue: by name unless asked otherwise
    const byName = (await list(admin, { paginate: 50, sort: 'name', direction: 'asc' })).json().data.data as typeof rows;
    expect(rows.map((r) => r.name)).toEqual(byName.map((r) => r.name));
    const office = rows.find((r) => r.name_en === 'Temporary site office licence')!;
    expect(office).toMatchObject({ validity_days: 60, is_temporary: 1, is_temporary_text: 'مؤقتة' });
    const tents = (await list(admin, { search: 'levelling' }, 'en')).json().data.data[0];
    expect(tents).toMatchObject({ name_en: 'Site preparation and levelling licence', is_temporary: 0, is_temporary_text: 'Season' });
    for (const r of rows) expect(r.validity_days).toBeGreaterThanOrEqual(1);
  });

  it('filters temporary or season licences (JSON or form data, as the spec sends lists) and sorts by validity', async () => {
    const temporary = DEMO_LOCATION_LICENSES.filter((l) => l[3]).length;
    const json = await list(admin, { is_temporary: 1, paginate: 50 });
    expect(json.json().data.total).toBe(temporary);
    expect(json.json().data.data.every((r: { is_temporary: number }) => r.is_temporary === 1)).toBe(true);
    const form = formData({ is_temporary: 0, paginate: 50 });
    const season = await t.call('POST', '/api/general/location-temp_licenses?page=1', { token: admin, payload: form.payload, headers: form.headers });
    expect(season.statusCode, season.body).toBe(200);
    expect(season.json().data.total).toBe(DEMO_LOCATION_LICENSES.length - temporary);
    const shortest = await list(admin, { sort: 'validity_days', direction: 'asc', paginate: 1 });
    expect(shortest.json().data.data[0].validity_days).toBe(Math.min(...DEMO_LOCATION_LICENSES.map((l) => l[2])));
    expect((await list(admin, { is_temporary: 2 })).statusCode).toBe(422);
  });

  it('adds one, shows it, changes it and deletes it, each with an audit row and the server’s message naming it', async () => {
    const created = await create(admin, { ...valid, is_temporary: 1 }, 'ar');
    expect(created.statusCode, created.body).toBe(201);
    expectContract('createLocationLicense', 201, created.json());
    expect(created.json().message).toBe('تمت إضافة رخصة الموقع «رخصة خزان مياه مؤقت للموقع» بنجاح');
    const record = created.json().data;
    expect(record).toMatchObject({ validity_days: 60, is_temporary: 1, is_temporary_text: 'مؤقتة' });

    const shown = await t.call('GET', `/api/general/location-temp_licenses/edit/${record.id}`, { token: admin, lang: 'en' });
    expect(shown.statusCode).toBe(200);
    expectContract('getLocationLicense', 200, shown.json());
    expect(shown.json().data.is_temporary_text).toBe('Temporary');

    // left out, is_temporary is a season licence
    const { is_temporary: _kind, ...season } = valid;
    const updated = await send(`/api/general/location-temp_licenses/update/${record.id}`, admin, { ...season, validity_days: 365, version: record.version }, 'en');
    expect(updated.statusCode, updated.body).toBe(200);
    expectContract('updateLocationLicense', 200, updated.json());
    expect(updated.json().message).toBe('Location licence “رخصة خزان مياه مؤقت للموقع” saved');
    expect(updated.json().data).toMatchObject({ validity_days: 365, is_temporary: 0, version: record.version + 1 });

    // an edit of the old version is a conflict and changes nothing
    const stale = await send(`/api/general/location-temp_licenses/update/${record.id}`, admin, { ...valid, validity_days: 10, version: record.version });
    expect(stale.statusCode).toBe(409);
    expect((await t.call('GET', `/api/general/location-temp_licenses/edit/${record.id}`, { token: admin })).json().data.validity_days).toBe(365);

    const deleted = await t.call('POST', `/api/general/location-temp_licenses/delete/${record.id}`, { token: admin });
    expect(deleted.statusCode).toBe(200);
    expect((await t.call('GET', `/api/general/location-temp_licenses/edit/${record.id}`, { token: admin })).statusCode).toBe(404);
    const audit = await t.database.execute("select event from audit_log where entity = 'location_licenses' and entity_id = $1 order by id", [record.id]);
    expect(audit.rows.map((r) => r.event)).toEqual(['create', 'update', 'delete']);
  });

  // The contract states the range (minimum 1, maximum 365), so the request's validation answers before
  // the shared rule does (its words, "1 to 365 days", are the form's: stories/locationLicenses).
  it('refuses a validity outside 1–365 days, a missing one, a blank name, with a 422 on the field in the caller’s language, and stores nothing', async () => {
    const before = await count();
    for (const validity_days of [0, -5, 366, 1000]) {
      const res = await create(admin, { ...valid, validity_days }, 'en');
      expect(res.statusCode, String(validity_days)).toBe(422);
      expect(res.json().errors.validity_days).toEqual(['The value is out of the allowed range']);
    }
    const fraction = await create(admin, { ...valid, validity_days: 1.5 });
    expect(fraction.statusCode).toBe(422);
    expect(fraction.json().errors).toHaveProperty('validity_days');
    const arabic = await create(admin, { ...valid, validity_days: 400 }, 'ar');
    expect(arabic.json().errors.validity_days).toEqual(['القيمة خارج النطاق المسموح']);
    const { validity_days: _v, ...missing } = valid;
    const none = await create(admin, missing);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toHaveProperty('validity_days');
    const blank = await create(admin, { ...valid, name: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toHaveProperty('name');
    expect(await count()).toBe(before);
    // the edges are valid
    for (const validity_days of [1, 365]) {
      const ok = await create(admin, { ...valid, name: `${valid.name} ${validity_days}`, name_en: `Water tanks ${validity_days}`, validity_days });
      expect(ok.statusCode, ok.body).toBe(201);
    }
  });

  it('refuses a name another licence has (case-insensitively in English), keeps a record’s own name on update', async () => {
    const taken = await create(admin, { ...valid, name: 'رخصة مكتب موقع مؤقت', name_en: 'TEMPORARY SITE OFFICE LICENCE' }, 'en');
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ name: ['A licence with this name exists already'], name_en: ['A licence with this name exists already'] });
    const office = (await list(admin, { search: 'Temporary site office' })).json().data.data[0];
    const same = await send(`/api/general/location-temp_licenses/update/${office.id}`, admin, {
      name: office.name,
      name_en: office.name_en,
      validity_days: 40,
      is_temporary: 1,
      version: office.version,
    });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('lets locationorder-license list and read, and only locationorder-tmp-license add, change or delete', async () => {
    const listed = await list(viewer, {});
    expect(listed.statusCode).toBe(200);
    const one = listed.json().data.data[0];
    expect((await t.call('GET', `/api/general/location-temp_licenses/edit/${one.id}`, { token: viewer })).statusCode).toBe(200);
    const before = await count();
    expect((await create(viewer, { ...valid, name: 'رخصة ممنوعة' })).statusCode).toBe(403);
    expect((await send(`/api/general/location-temp_licenses/update/${one.id}`, viewer, { ...valid, version: one.version })).statusCode).toBe(403);
    expect((await t.call('POST', `/api/general/location-temp_licenses/delete/${one.id}`, { token: viewer })).statusCode).toBe(403);
    expect(await count()).toBe(before);
  });

  it('answers 404 for a record that does not exist', async () => {
    expect((await t.call('GET', '/api/general/location-temp_licenses/edit/999999', { token: admin })).statusCode).toBe(404);
    expect((await send('/api/general/location-temp_licenses/update/999999', admin, valid)).statusCode).toBe(404);
    expect((await t.call('POST', '/api/general/location-temp_licenses/delete/999999', { token: admin })).statusCode).toBe(404);
  });
});
