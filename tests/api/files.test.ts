import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';
import { nameForType } from '../../server/storage';
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

  it('downloads an image instead of opening it when asked', async () => {
    const res = await t.call('GET', `${docs.cr_image!.file.url}?download=1`, { token: applicant });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('serves a PDF as an attachment, never inline (the screens preview it from a blob), with nosniff', async () => {
    for (const url of [docs.vat_file!.file.url, `${docs.vat_file!.file.url}?download=1`]) {
      const res = await t.call('GET', url, { token: applicant });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="vat.pdf"; filename*=UTF-8''vat.pdf`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('makes the /api/files URLs of the User schema (stamp) work', async () => {
    expect(stampUrl).toMatch(/^\/api\/files\/\d+$/);
    const res = await t.call('GET', stampUrl, { token: applicant });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  });

  it("lets holders of user-view read accounts' documents (admin, Kidana staff)", async () => {
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

  it("does not serve a file a user-view holder reaches only through someone's unrelated upload", async () => {
    // a file owned by an account but not one of its registration documents
    const owner = (await t.database.execute("select id from users where email = 'provider@mashaer.test'")).rows[0].id;
    const file = (await t.database.execute("insert into files (storage_key, name, mime, size, owner_id) values ('x/none.pdf', 'none.pdf', 'application/pdf', 1, $1) returning id", [owner])).rows[0]
      .id as number;
    const admin = await t.login('admin@mashaer.test');
    expect((await t.call('GET', `/api/files/${file}`, { token: admin })).statusCode).toBe(404);
  });
});

describe('stored files are named after what they are', () => {
  it('gives a PNG uploaded as x.pdf the name x.png, records and serves it as an image', async () => {
    const res = await register(
      t,
      application({}, { vat_file: { name: 'x.pdf', content: png(), type: 'application/pdf' }, hajj_license: { name: 'رخصة الحج.PDF', content: pdf(), type: 'application/pdf' } }),
    );
    expect(res.statusCode).toBe(201);
    const token = res.json().data.token;
    const forms = (await t.call('GET', '/api/auth/registration-forms', { token })).json().data;
    const byField = Object.fromEntries(forms.documents.map((d: { field: string; file: { url: string; name: string; mime: string } }) => [d.field, d.file]));
    expect(byField.vat_file).toMatchObject({ name: 'x.png', mime: 'image/png' });
    // an extension already right for the type stays as written
    expect(byField.hajj_license).toMatchObject({ name: 'رخصة الحج.PDF', mime: 'application/pdf' });

    const image = await t.call('GET', byField.vat_file.url, { token });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toBe(`inline; filename="x.png"; filename*=UTF-8''x.png`);
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    // the stored key carries the type's extension too
    const id = Number(byField.vat_file.url.split('/').pop());
    const key = (await t.database.execute('select storage_key from files where id = $1', [id])).rows[0]!.storage_key as string;
    expect(key).toMatch(/\.png$/);
  });

  it('renames at download a file recorded before names followed the type', async () => {
    const owner = (await t.database.execute("select id from users where email = 'provider@mashaer.test'")).rows[0]!.id;
    const key = `legacy/${Date.now()}.pdf`;
    await mkdir(path.join(t.dataDir, 'files', 'legacy'), { recursive: true });
    await writeFile(path.join(t.dataDir, 'files', key), png());
    const id = (await t.database.execute("insert into files (storage_key, name, mime, size, owner_id) values ($1, 'invoice.pdf', 'image/png', 2048, $2) returning id", [key, owner])).rows[0]!
      .id as number;
    const provider = await t.login('provider@mashaer.test');
    const res = await t.call('GET', `/api/files/${id}?download=1`, { token: provider });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice.png"; filename*=UTF-8''invoice.png`);
  });

  it('serves a type it does not know as bytes, named .bin, as an attachment', async () => {
    const owner = (await t.database.execute("select id from users where email = 'provider@mashaer.test'")).rows[0]!.id;
    const key = `legacy/${Date.now()}.html`;
    await mkdir(path.join(t.dataDir, 'files', 'legacy'), { recursive: true });
    await writeFile(path.join(t.dataDir, 'files', key), '<script>alert(1)</script>');
    const id = (await t.database.execute("insert into files (storage_key, name, mime, size, owner_id) values ($1, 'page.html', 'text/html', 25, $2) returning id", [key, owner])).rows[0]!.id as number;
    const provider = await t.login('provider@mashaer.test');
    const res = await t.call('GET', `/api/files/${id}`, { token: provider });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="page.bin"; filename*=UTF-8''page.bin`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('nameForType', () => {
  it.each([
    ['x.pdf', 'image/png', 'x.png'],
    ['scan.JPEG', 'image/jpeg', 'scan.JPEG'],
    ['scan.png', 'image/jpeg', 'scan.jpg'],
    ['report.final.pdf', 'application/pdf', 'report.final.pdf'],
    ['report.final', 'application/pdf', 'report.pdf'],
    ['no-extension', 'image/webp', 'no-extension.webp'],
    ['../../etc/passwd', 'application/pdf', 'passwd.pdf'],
    ['C:\\Users\\me\\photo.gif', 'image/gif', 'photo.gif'],
    ['.png', 'image/png', 'png.png'],
    ['', 'application/pdf', 'file.pdf'],
    ['bad\u0000name\n.pdf', 'application/pdf', 'badname.pdf'],
    ['page.html', 'text/html', 'page.bin'],
  ])('%j as %s → %j', (name, mime, expected) => {
    expect(nameForType(name, mime)).toBe(expected);
  });

  it('keeps the name within the column, extension included', () => {
    const name = nameForType(`${'ا'.repeat(300)}.pdf`, 'image/png');
    expect(name).toHaveLength(200);
    expect(name.endsWith('.png')).toBe(true);
  });
});
