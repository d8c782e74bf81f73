/**
 * Location services: the API as the screens use it, on PGlite and on PostgreSQL. With the
 * area's rules (spec 001 §5): "Service already exists" (per specialty, case- and space-insensitive,
 * the unique index behind it) and "A service count_day is required".
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
  const locationSpecialists = await t.call('POST', '/api/general/location-specialist/store', { token: admin, body: { name: `LOCA-N-${seq}`, cat_id: made.categories, name_en: `LOCA-NE-${seq}` } });
  expect(locationSpecialists.statusCode, locationSpecialists.body).toBe(201);
  made.locationSpecialists = locationSpecialists.json().data.id as number;
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
const create = async (token: string, body: Record<string, unknown>) => send('/api/general/location-services/store', token, body);

describe('location services', () => {
  it('adds one, lists it first, finds it by search, shows it, changes it and deletes it, each with an audit row', async () => {
    const created = await create(admin, { name: 'الاسم تجريبي 1', name_en: 'Sample name_en 1', specialist_id: made.locationSpecialists, count_day: 10, description: 'نص تجريبي رقم 1' });
    expect(created.statusCode, created.body).toBe(201);
    expectContract('createLocationService', 201, created.json());
    const record = created.json().data;
    expect(record.name).toBe('الاسم تجريبي 1');
    expect(record.get_specialist).toMatchObject({ id: made.locationSpecialists, name: expect.any(String) });

    const list = await t.call('POST', '/api/general/location-services?page=1', { token: admin, body: { paginate: 5 } });
    expect(list.statusCode).toBe(200);
    expectContract('listLocationServices', 200, list.json());
    expect(list.json().data.data[0].id).toBe(record.id);

    const found = await t.call('POST', '/api/general/location-services?page=1', { token: admin, body: { search: 'الاسم تجريبي 1' } });
    expect(found.json().data.data.map((r: { id: number }) => r.id)).toContain(record.id);
    const none = await t.call('POST', '/api/general/location-services?page=1', { token: admin, body: { search: 'لا يوجد شيء بهذا الاسم' } });
    expect(none.json().data.total).toBe(0);

    // filtered by the locationSpecialists record it points at, each row naming that record (one query: the list joins it)
    const byspecialistId = await t.call('POST', '/api/general/location-services?page=1', { token: admin, body: { specialist_id: made.locationSpecialists } });
    expect(byspecialistId.statusCode, byspecialistId.body).toBe(200);
    expect(byspecialistId.json().data.data.map((r: { id: number }) => r.id)).toContain(record.id);
    expect(byspecialistId.json().data.data.find((r: { id: number }) => r.id === record.id).get_specialist.id).toBe(made.locationSpecialists);
    expect((await t.call('POST', '/api/general/location-services?page=1', { token: admin, body: { specialist_id: 999999 } })).json().data.total).toBe(0);

    // the list exports what it shows: CSV in UTF-8 with a BOM (Excel reads the Arabic), headings in the caller's language
    const csv = await t.call('POST', '/api/general/location-services/export?format=csv', { token: admin, body: { search: 'الاسم تجريبي 1' }, lang: 'ar' });
    expect(csv.statusCode).toBe(200);
    expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.body).toContain('الاسم تجريبي 1');

    const shown = await t.call('GET', `/api/general/location-services/edit/${record.id}`, { token: admin });
    expect(shown.statusCode).toBe(200);
    expectContract('getLocationService', 200, shown.json());
    expect(shown.json().data.get_specialist.id).toBe(made.locationSpecialists);

    const updated = await send(`/api/general/location-services/update/${record.id}`, admin, {
      ...{ name: 'الاسم تجريبي 2', name_en: 'Sample name_en 2', specialist_id: made.locationSpecialists, count_day: 20, description: 'نص تجريبي رقم 2' },
      version: record.version,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expectContract('updateLocationService', 200, updated.json());
    expect(updated.json().data.name).toBe('الاسم تجريبي 2');
    expect(updated.json().data.version).toBe(record.version + 1);

    // an edit of the old version is a conflict and changes nothing
    const stale = await send(`/api/general/location-services/update/${record.id}`, admin, {
      ...{ name: 'الاسم تجريبي 3', name_en: 'Sample name_en 3', specialist_id: made.locationSpecialists, count_day: 30, description: 'نص تجريبي رقم 3' },
      version: record.version,
    });
    expect(stale.statusCode).toBe(409);

    const deleted = await t.call('POST', `/api/general/location-services/delete/${record.id}`, { token: admin });
    expect(deleted.statusCode).toBe(200);
    expect((await t.call('GET', `/api/general/location-services/edit/${record.id}`, { token: admin })).statusCode).toBe(404);
    const audit = await t.database.execute("select event from audit_log where entity = 'location_services' and entity_id = $1 order by id", [record.id]);
    expect(audit.rows.map((r) => r.event)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses a blank name with a 422 on that field and stores nothing', async () => {
    const before = await t.database.execute('select count(*)::int as n from location_services');
    // every other field valid, so the refusal is this one's
    const res = await send('/api/general/location-services/store', admin, {
      ...{ name: 'الاسم تجريبي 1', name_en: 'Sample name_en 1', specialist_id: made.locationSpecialists, count_day: 10, description: 'نص تجريبي رقم 1' },
      name: '   ',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('name');
    const after = await t.database.execute('select count(*)::int as n from location_services');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it("refuses a specialist_id that points at no locationSpecialists record with a 422 on that field, in the caller's language, and stores nothing", async () => {
    const before = await t.database.execute('select count(*)::int as n from location_services');
    const res = await send(
      '/api/general/location-services/store',
      admin,
      { ...{ name: 'الاسم تجريبي 1', name_en: 'Sample name_en 1', specialist_id: made.locationSpecialists, count_day: 10, description: 'نص تجريبي رقم 1' }, specialist_id: 999999 },
      'en',
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.specialist_id).toEqual(['The selected specialty does not exist']);
    const ar = await send(
      '/api/general/location-services/store',
      admin,
      { ...{ name: 'الاسم تجريبي 1', name_en: 'Sample name_en 1', specialist_id: made.locationSpecialists, count_day: 10, description: 'نص تجريبي رقم 1' }, specialist_id: 999999 },
      'ar',
    );
    expect(ar.json().errors.specialist_id).toEqual(['التخصص المحدد غير موجود']);
    const record = (await create(admin, { name: 'الاسم تجريبي 2', name_en: 'Sample name_en 2', specialist_id: made.locationSpecialists, count_day: 20, description: 'نص تجريبي رقم 2' })).json().data;
    const changed = await send(`/api/general/location-services/update/${record.id}`, admin, {
      ...{ name: 'الاسم تجريبي 3', name_en: 'Sample name_en 3', specialist_id: made.locationSpecialists, count_day: 30, description: 'نص تجريبي رقم 3' },
      specialist_id: 999999,
      version: record.version,
    });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().errors).toHaveProperty('specialist_id');
    const after = await t.database.execute('select count(*)::int as n from location_services');
    expect(after.rows[0]!.n).toBe(Number(before.rows[0]!.n) + 1);
  });

  it('keeps a locationSpecialists record that a record still points at: its delete answers 409 and deletes nothing', async () => {
    const fresh = await makeTargets();
    const record = (
      await create(admin, {
        ...{ name: 'الاسم تجريبي 4', name_en: 'Sample name_en 4', specialist_id: made.locationSpecialists, count_day: 40, description: 'نص تجريبي رقم 4' },
        specialist_id: fresh.locationSpecialists,
      })
    ).json().data;
    const refused = await t.call('POST', `/api/general/location-specialist/delete/${fresh.locationSpecialists}`, { token: admin, lang: 'en' });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toMatch(/other records use it/);
    expect((await t.call('GET', `/api/general/location-specialist/edit/${fresh.locationSpecialists}`, { token: admin })).statusCode).toBe(200);
    // once nothing points at it, it goes (and what was made with it, the last made first)
    expect((await t.call('POST', `/api/general/location-services/delete/${record.id}`, { token: admin })).statusCode).toBe(200);
    expect((await t.call('POST', `/api/general/location-specialist/delete/${fresh.locationSpecialists}`, { token: admin })).statusCode).toBe(200);
  });

  it('refuses a second service of the same name under the same specialty: 422 on name, "Service already exists" (spec 001 §5), in both languages', async () => {
    const fresh = await makeTargets();
    const body = { name: 'تركيب الخيام', name_en: 'Tent installation', specialist_id: made.locationSpecialists, count_day: 12 };
    const first = await create(admin, body);
    expect(first.statusCode, first.body).toBe(201);
    const before = await t.database.execute('select count(*)::int as n from location_services');
    // the same name, in another case and with other spaces, is the same service
    for (const name of ['تركيب الخيام', '  تركيب   الخيام ']) {
      const en = await send('/api/general/location-services/store', admin, { ...body, name }, 'en');
      expect(en.statusCode, en.body).toBe(422);
      expect(en.json().errors.name).toEqual(['Service already exists']);
    }
    const ar = await send('/api/general/location-services/store', admin, { ...body, name_en: 'TENT INSTALLATION' }, 'ar');
    expect(ar.json().errors.name).toEqual(['الخدمة موجودة مسبقاً']);
    const after = await t.database.execute('select count(*)::int as n from location_services');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);

    // another specialty may have a service of that name; the names are stored with one space
    const other = await create(admin, { ...body, name: ' تركيب  الخيام ', specialist_id: fresh.locationSpecialists });
    expect(other.statusCode, other.body).toBe(201);
    expect(other.json().data.name).toBe('تركيب الخيام');
    // renaming a service to a name its specialty has is refused too; keeping its own name is not
    const second = (await create(admin, { ...body, name: 'تمديدات كهربائية' })).json().data;
    const rename = await send(`/api/general/location-services/update/${second.id}`, admin, { ...body, name: 'تركيب الخيام', version: second.version }, 'en');
    expect(rename.statusCode).toBe(422);
    expect(rename.json().errors.name).toEqual(['Service already exists']);
    const keep = await send(`/api/general/location-services/update/${first.json().data.id}`, admin, { ...body, count_day: 14, version: first.json().data.version });
    expect(keep.statusCode, keep.body).toBe(200);
    expect(keep.json().data.count_day).toBe(14);

    // the unique index stands behind the rule: a row written past it is refused by the database
    await expect(t.database.execute('insert into location_services (name, specialist_id, count_day) values ($1, $2, 3)', ['تركيب الخيام', made.locationSpecialists])).rejects.toThrow();
  });

  it('needs count_day: "A service count_day is required" (spec 001 §5), a whole number of days from 1', async () => {
    const body = { name: 'خزانات المياه', name_en: 'Water tanks', specialist_id: made.locationSpecialists };
    const missing = await send('/api/general/location-services/store', admin, body, 'en');
    expect(missing.statusCode, missing.body).toBe(422);
    expect(missing.json().errors.count_day).toEqual(['A service count_day is required']);
    const missingAr = await send('/api/general/location-services/store', admin, body, 'ar');
    expect(missingAr.json().errors.count_day).toEqual(['عدد أيام الخدمة مطلوب']);
    for (const count_day of [0, -3, 366]) {
      const res = await send('/api/general/location-services/store', admin, { ...body, count_day }, 'en');
      expect(res.statusCode, `${count_day}: ${res.body}`).toBe(422);
      expect(res.json().errors.count_day).toEqual(['A service count_day is a whole number from 1 to 365']);
    }
    const half = await send('/api/general/location-services/store', admin, { ...body, count_day: 2.5 }, 'en');
    expect(half.statusCode).toBe(422);
    expect(half.json().errors).toHaveProperty('count_day');
    const ok = await create(admin, { ...body, count_day: 1 });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.count_day).toBe(1);
  });

  it('answers 404 for a record that does not exist', async () => {
    expect((await t.call('GET', '/api/general/location-services/edit/999999', { token: admin })).statusCode).toBe(404);
    expect(
      (
        await send('/api/general/location-services/update/999999', admin, {
          name: 'الاسم تجريبي 1',
          name_en: 'Sample name_en 1',
          specialist_id: made.locationSpecialists,
          count_day: 10,
          description: 'نص تجريبي رقم 1',
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.call('POST', '/api/general/location-services/delete/999999', { token: admin })).statusCode).toBe(404);
  });
});
