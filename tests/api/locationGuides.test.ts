/**
 * Location engineering guides: the API as the screens use it, on PGlite and on PostgreSQL. Started by
 * `npm run new:area`; grown with the spec's rule "An engineering guide needs a title, description
 * and file" (001 §5), said field by field in both languages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectContract, formData, type TestApp } from './harness';
import { DEMO_LOCATION_GUIDES } from '../../server/features/locationGuides/seed';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@mashaer.test');
});
afterAll(async () => {
  await t?.close();
});

const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const guideFile = (name = 'guide.pdf') => ({ file: { name, content: pdf, type: 'application/pdf' } });

/** A write as the screen sends it: form data, with the guide's document when given. */
const send = (url: string, token: string, body: Record<string, string | number>, files: Parameters<typeof formData>[1] = {}, lang?: 'ar' | 'en') => {
  const f = formData(body, files);
  return t.call('POST', url, { token, payload: f.payload, headers: f.headers, ...(lang ? { lang } : {}) });
};
const create = async (token: string, body: Record<string, string | number>) => send('/api/general/location-guide_offices/store', token, body, guideFile());
const count = async () => (await t.database.execute('select count(*)::int as n from location_guides')).rows[0]!.n as number;

describe('location engineering guides', () => {
  it('adds one, lists it first, finds it by search, shows it, changes it and deletes it, each with an audit row', async () => {
    const created = await create(admin, { title: 'العنوان تجريبي 1', title_en: 'Sample title_en 1', description: 'نص تجريبي رقم 1' });
    expect(created.statusCode, created.body).toBe(201);
    expectContract('createLocationGuide', 201, created.json());
    const record = created.json().data;
    expect(record.title).toBe('العنوان تجريبي 1');
    expect(record.file).toMatchObject({ name: 'guide.pdf', mime: 'application/pdf' });

    const list = await t.call('POST', '/api/general/location-guide_offices?page=1', { token: admin, body: { paginate: 5 } });
    expect(list.statusCode).toBe(200);
    expectContract('listLocationGuides', 200, list.json());
    expect(list.json().data.data[0].id).toBe(record.id);

    const found = await t.call('POST', '/api/general/location-guide_offices?page=1', { token: admin, body: { search: 'العنوان تجريبي 1' } });
    expect(found.json().data.data.map((r: { id: number }) => r.id)).toContain(record.id);
    const none = await t.call('POST', '/api/general/location-guide_offices?page=1', { token: admin, body: { search: 'لا يوجد شيء بهذا الاسم' } });
    expect(none.json().data.total).toBe(0);

    // the list exports what it shows: CSV in UTF-8 with a BOM (Excel reads the Arabic), headings in the caller's language
    const csv = await t.call('POST', '/api/general/location-guide_offices/export?format=csv', { token: admin, body: { search: 'العنوان تجريبي 1' }, lang: 'ar' });
    expect(csv.statusCode).toBe(200);
    expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.body).toContain('العنوان تجريبي 1');
    expect(csv.body).toContain('guide.pdf');

    const shown = await t.call('GET', `/api/general/location-guide_offices/edit/${record.id}`, { token: admin });
    expect(shown.statusCode).toBe(200);
    expectContract('getLocationGuide', 200, shown.json());

    // a change that sends no file keeps the one on record
    const updated = await send(`/api/general/location-guide_offices/update/${record.id}`, admin, {
      title: 'العنوان تجريبي 2',
      title_en: 'Sample title_en 2',
      description: 'نص تجريبي رقم 2',
      version: record.version,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expectContract('updateLocationGuide', 200, updated.json());
    expect(updated.json().data.title).toBe('العنوان تجريبي 2');
    expect(updated.json().data.version).toBe(record.version + 1);
    expect(updated.json().data.file.id).toBe(record.file.id);

    // an edit of the old version is a conflict and changes nothing
    const stale = await send(`/api/general/location-guide_offices/update/${record.id}`, admin, { title: 'العنوان تجريبي 3', description: 'نص تجريبي رقم 3', version: record.version });
    expect(stale.statusCode).toBe(409);

    const deleted = await t.call('POST', `/api/general/location-guide_offices/delete/${record.id}`, { token: admin });
    expect(deleted.statusCode).toBe(200);
    expect((await t.call('GET', `/api/general/location-guide_offices/edit/${record.id}`, { token: admin })).statusCode).toBe(404);
    const audit = await t.database.execute("select event from audit_log where entity = 'location_guides' and entity_id = $1 order by id", [record.id]);
    expect(audit.rows.map((r) => r.event)).toEqual(['create', 'update', 'delete']);
  });

  it('needs a title, a description and a file (spec 001 §5), each said on its field in both languages, and stores nothing', async () => {
    const before = await count();
    const ar = await send('/api/general/location-guide_offices/store', admin, { title_en: 'No title' }, {}, 'ar');
    expect(ar.statusCode).toBe(422);
    expect(ar.json().errors).toEqual({
      title: ['عنوان الدليل الهندسي مطلوب'],
      description: ['وصف الدليل الهندسي مطلوب'],
      file: ['ملف الدليل الهندسي مطلوب'],
    });
    const en = await send('/api/general/location-guide_offices/store', admin, { title: '   ', description: '' }, {}, 'en');
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({
      title: ['The engineering guide needs a title'],
      description: ['The engineering guide needs a description'],
      file: ['The engineering guide needs a file'],
    });
    // the file alone missing
    const noFile = await send('/api/general/location-guide_offices/store', admin, { title: 'دليل', description: 'وصف' }, {}, 'en');
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors).toEqual({ file: ['The engineering guide needs a file'] });
    // an empty file part is no file
    const empty = await send(
      '/api/general/location-guide_offices/store',
      admin,
      { title: 'دليل', description: 'وصف' },
      { file: { name: 'empty.pdf', content: Buffer.alloc(0), type: 'application/pdf' } },
      'en',
    );
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ file: ['The engineering guide needs a file'] });
    expect(await count()).toBe(before);
  });

  it('asks a file of a demo guide that has none on record when it is changed, and keeps it after', async () => {
    const list = await t.call('POST', '/api/general/location-guide_offices?page=1', { token: admin, body: { search: 'دليل المطابخ المركزية' } });
    const [kitchens] = list.json().data.data;
    expect(kitchens).toMatchObject({ title_en: 'Central kitchens guide', file: null });
    const body = { title: kitchens.title, title_en: kitchens.title_en, description: kitchens.description, version: kitchens.version };
    const refused = await send(`/api/general/location-guide_offices/update/${kitchens.id}`, admin, body, {}, 'ar');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ file: ['ملف الدليل الهندسي مطلوب'] });
    const given = await send(`/api/general/location-guide_offices/update/${kitchens.id}`, admin, body, guideFile('central-kitchens.pdf'), 'ar');
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().message).toBe('تم تعديل دليل الموقع الهندسي بنجاح');
    expect(given.json().data.file.name).toBe('central-kitchens.pdf');
    // the file downloads for whoever may see the guide
    const download = await t.call('GET', given.json().data.file.url, { token: admin });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("refuses a file over 2 MB with the spec's message and stores nothing", async () => {
    const before = await count();
    const big = Buffer.concat([pdf, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await send('/api/general/location-guide_offices/store', admin, { title: 'دليل كبير', description: 'وصف' }, { file: { name: 'big.pdf', content: big, type: 'application/pdf' } }, 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual(['File size must not exceed 2 MB']);
    expect(await count()).toBe(before);
  });

  it('answers 404 for a record that does not exist', async () => {
    expect((await t.call('GET', '/api/general/location-guide_offices/edit/999999', { token: admin })).statusCode).toBe(404);
    expect((await send('/api/general/location-guide_offices/update/999999', admin, { title: 'العنوان تجريبي 1', description: 'نص تجريبي رقم 1' }, guideFile())).statusCode).toBe(404);
    expect((await t.call('POST', '/api/general/location-guide_offices/delete/999999', { token: admin })).statusCode).toBe(404);
  });

  it('keeps an uploaded file under its sniffed type and refuses one that is not a PDF or an image', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const res = await send(
      '/api/general/location-guide_offices/store',
      admin,
      { title: 'العنوان تجريبي 6', description: 'نص تجريبي رقم 6' },
      { file: { name: 'plan.pdf', content: png, type: 'application/pdf' } },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.file).toMatchObject({ mime: 'image/png', name: 'plan.png' });
    const refused = await send(
      '/api/general/location-guide_offices/store',
      admin,
      { title: 'العنوان تجريبي 7', description: 'نص تجريبي رقم 7' },
      { file: { name: 'x.pdf', content: Buffer.from('MZ not a pdf'), type: 'application/pdf' } },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty('file');
  });

  it('seeds the demo guides in both languages', async () => {
    const res = await t.call('POST', '/api/general/location-guide_offices?page=1', { token: admin, body: { paginate: 100 } });
    const titles = res.json().data.data.map((g: { title_en: string }) => g.title_en);
    for (const g of DEMO_LOCATION_GUIDES) expect(titles).toContain(g.titleEn);
  });
});
