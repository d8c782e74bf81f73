/** What the registration, password and file tests share: real-looking documents and a complete application. */
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { formData, type TestApp } from './harness';

/** A PNG of `size` bytes: the PNG signature, then filler (the server reads the first bytes only). */
export function png(size = 2048): Buffer {
  const head = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([head, randomBytes(Math.max(0, size - head.length))]);
}

export function pdf(size = 4096): Buffer {
  const head = Buffer.from('%PDF-1.7\n');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
}

/** A date `days` from today, YYYY-MM-DD. */
export function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

let seq = 0;
export type Fields = Record<string, string | number>;
export type Files = Record<string, { name: string; content: Buffer; type?: string }>;

/** A complete service-provider application by its owner, unique per call. */
export function application(over: Fields = {}, files: Files = {}, drop: string[] = []): { fields: Fields; files: Files } {
  seq += 1;
  const tag = `${process.pid % 100000}${seq}${randomBytes(2).toString('hex')}`;
  const fields: Fields = {
    name: 'شركة الوفاء',
    username: `wafa${tag}`,
    email: `wafa${tag}@example.sa`,
    phone: '966512345678',
    password: 'Wafa#2026',
    password_confirmation: 'Wafa#2026',
    type_id: 2,
    role: 'owner',
    company_name: 'شركة الوفاء لخدمات الحجاج',
    cr_number: '1010123456',
    cr_expiry: inDays(365),
    unified_number: '7001234567',
    vat_number: '300123456700003',
    owner_id: '1012345678',
    hajj_license_expire: inDays(200),
    ...over,
  };
  const all: Files = {
    cr_image: { name: 'السجل التجاري.png', content: png(), type: 'image/png' },
    vat_file: { name: 'vat.pdf', content: pdf(), type: 'application/pdf' },
    owner_id_photo: { name: 'owner-id.png', content: png(), type: 'image/png' },
    hajj_license: { name: 'hajj-licence.pdf', content: pdf(), type: 'application/pdf' },
    ...files,
  };
  for (const k of drop) {
    delete fields[k];
    delete all[k];
  }
  return { fields, files: all };
}

export async function register(t: TestApp, app: { fields: Fields; files: Files }, lang: 'ar' | 'en' = 'en') {
  const f = formData(app.fields, app.files);
  return t.call('POST', '/api/auth/register', { payload: f.payload, headers: f.headers, lang });
}

/** Post the forms as multipart to one of the applicant's calls. */
export async function postForms(t: TestApp, url: string, token: string, fields: Fields, files: Files = {}) {
  const f = formData(fields, files);
  return t.call('POST', url, { token, payload: f.payload, headers: f.headers });
}

/** Files on disk under the store and the temporary folder (nothing should linger after a refusal). */
export async function storedFiles(dataDir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (dir: string) => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) await walk(p);
      else out.push(path.relative(dataDir, p));
    }
  };
  await walk(path.join(dataDir, 'files'));
  await walk(path.join(dataDir, 'tmp'));
  return out.sort();
}

export async function count(t: TestApp, table: string, where = 'true', params: unknown[] = []): Promise<number> {
  return Number((await t.database.execute(`select count(*)::int as n from ${table} where ${where}`, params)).rows[0].n);
}
