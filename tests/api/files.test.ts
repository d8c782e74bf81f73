import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';
import { application, pdf, png, register } from './registration.support';

let t: TestApp;
let applicant: string;
let docs: Record<string, { file: { id: number; url: string; name: string } }>;
let stampUrl: string;
const crImage = png(3000);

beforeAll(async () => {
  t = await createTestApp();
  const res = await register(t, application({}, { cr_image: { name: 'سجل تجاري.png', content: crImage }, stamp: { name: 'stamp.png', content: png() } }));
  applicant = res.json().data.token;
  stampUrl = res.json().data.user.stamp;
  const forms = (await t.call('GET', '/api/auth/registration-forms', { token: applicant })).json().data;
  docs = Object.fromEntries(forms.documents.map((d: { field: string }) => [d.field, d]));
});
afterAll(async () => {
  await t?.close();
});

describe('GET /files/{id}', () => {
  it('serves the owner their own file, inline, with its type and UTF-8 name', async () => {
    const res = await t.call('GET', docs.cr_image!.file.url, { token: applicant });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(crImage)).toBe(true);
    expect(res.headers).toMatchObject({ 'content-type': 'image/png', 'content-length': String(crImage.length), 'x-content-type-options': 'nosniff' });
    expect(res.headers['content-disposition']).toBe(`inline; filename="___ _____.png"; filename*=UTF-8''${encodeURIComponent('سجل تجاري.png')}`);
    expect(res.headers['cache-control']).toContain('private');
  });

  it('downloads instead of opening when asked', async () => {
    const res = await t.call('GET', `${docs.vat_file!.file.url}?download=1`, { token: applicant });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('makes the /api/files URLs of the User schema (stamp) work', async () => {
    expect(stampUrl).toMatch(/^\/api\/files\/\d+$/);
    const res = await t.call('GET', stampUrl, { token: applicant });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  });

  it('lets holders of user-view read accounts\' documents (admin, Kidana staff)', async () => {
    for (const email of ['admin@mashaer.test', 'kdana@mashaer.test']) {
      const token = await t.login(email);
      expect((await t.call('GET', docs.owner_id_photo!.file.url, { token })).statusCode).toBe(200);
      expect((await t.call('GET', stampUrl, { token })).statusCode).toBe(200);
    }
  });

  it('answers 404 to anyone else, as for a missing file, and 401 without a session', async () => {
    const provider = await t.login('provider@mashaer.test'); // active, without user-view
    expect((await t.call('GET', docs.cr_image!.file.url, { token: provider })).statusCode).toBe(404);
    const other = (await register(t, application({}, { hajj_license: { name: 'h.pdf', content: pdf() } }))).json().data.token;
    const res = await t.call('GET', docs.cr_image!.file.url, { token: other, lang: 'ar' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('الملف غير موجود');
    expect((await t.call('GET', '/api/files/999999', { token: applicant })).statusCode).toBe(404);
    expect((await t.call('GET', docs.cr_image!.file.url)).statusCode).toBe(401);
  });

  it('does not serve a file a user-view holder reaches only through someone\'s unrelated upload', async () => {
    // a file owned by an account but not one of its registration documents
    const owner = (await t.database.execute("select id from users where email = 'provider@mashaer.test'")).rows[0].id;
    const file = (await t.database.execute("insert into files (storage_key, name, mime, size, owner_id) values ('x/none.pdf', 'none.pdf', 'application/pdf', 1, $1) returning id", [owner])).rows[0].id as number;
    const admin = await t.login('admin@mashaer.test');
    expect((await t.call('GET', `/api/files/${file}`, { token: admin })).statusCode).toBe(404);
  });
});
