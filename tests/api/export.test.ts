/**
 * List exports: the rows the list shows (its filters, sort and the caller's scope) as
 * CSV (UTF-8 with a BOM, headings in the caller's language) or XLSX (a valid package
 * with the sheet), streamed in keyset batches; the list's permission is required.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { createTestApp, type TestApp } from './harness';
import { listBatches } from '../../server/http/list';
import { usersList } from '../../server/features/users/list';

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

/** A minimal CSV reader for the tests (quoted fields, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

const ids = async (url: string, token: string, body: Record<string, unknown>) => {
  const out: number[] = [];
  for (let p = 1; ; p++) {
    const r = (await t.call('POST', `${url}?page=${p}`, { token, body: { ...body, paginate: 100 } })).json();
    out.push(...r.data.data.map((x: { id: number }) => x.id));
    if (p >= r.data.last_page) return out;
  }
};

describe('CSV', () => {
  it('has a BOM, a header row in the caller’s language and exactly the filtered rows, in the list’s order', async () => {
    const body = { status: 'active', sort: 'name', direction: 'asc' };
    const res = await t.call('POST', '/api/users/export?format=csv', { token: admin, body, lang: 'ar' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".*\.csv"; filename\*=UTF-8''/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parseCsv(res.rawPayload.subarray(3).toString('utf8'));
    expect(rows[0]!.slice(0, 3)).toEqual(['الرقم', 'الاسم', 'البريد الإلكتروني']);
    const expected = await ids('/api/users', admin, body);
    expect(rows.slice(1).map((r) => Number(r[0]))).toEqual(expected);
    expect(Number(res.headers['x-row-count'])).toBe(expected.length);
    expect(res.headers['x-row-count-estimate']).toBe('0');

    const en = await t.call('POST', '/api/users/export?format=csv', { token: admin, body, lang: 'en' });
    expect(parseCsv(en.rawPayload.subarray(3).toString('utf8'))[0]!.slice(0, 3)).toEqual(['ID', 'Name', 'E-mail']);
  });

  it('never lets a cell run as a formula', async () => {
    await t.database.execute(`update users set company_name = '=HYPERLINK("http://x")' where email = 'sharer@mashaer.test'`);
    const res = await t.call('POST', '/api/users/export?format=csv', { token: admin, body: { search: 'sharer@mashaer.test' } });
    const rows = parseCsv(res.rawPayload.subarray(3).toString('utf8'));
    expect(rows[1]).toContain(`'=HYPERLINK("http://x")`);
  });
});

describe('XLSX', () => {
  it('is a valid package with the sheet: headings, the filtered rows, right-to-left in Arabic', async () => {
    const body = { type_id: 2 };
    const res = await t.call('POST', '/api/users/export?format=xlsx', { token: admin, body, lang: 'ar' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['[Content_Types].xml', '_rels/.rels', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']);
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain('rightToLeft="1"');
    expect(sheet).toContain('<t xml:space="preserve">الاسم</t>');
    const expected = await ids('/api/users', admin, body);
    const rowIds = [...sheet.matchAll(/<row r="(\d+)"><c r="A\d+"><v>(\d+)<\/v>/g)].map((m) => Number(m[2]));
    expect(rowIds).toEqual(expected);
    expect(sheet.match(/<\/row>/g)).toHaveLength(expected.length + 1);
    expect(strFromU8(files['xl/workbook.xml']!)).toContain('name="المستخدمون"');
  });
});

describe('scope and permission', () => {
  it('exports only the alliances the caller sees: another company’s never', async () => {
    const all = await t.call('POST', '/api/general/alliance/export?format=csv', { token: admin });
    const own = await t.call('POST', '/api/general/alliance/export?format=csv', { token: provider });
    const allIds = parseCsv(all.rawPayload.subarray(3).toString('utf8'))
      .slice(1)
      .map((r) => Number(r[0]));
    const ownIds = parseCsv(own.rawPayload.subarray(3).toString('utf8'))
      .slice(1)
      .map((r) => Number(r[0]));
    expect(ownIds).toEqual(await ids('/api/general/alliance', provider, {}));
    expect(allIds.length).toBeGreaterThan(ownIds.length);
  });

  it('needs the list’s permission (403) and a session (401)', async () => {
    expect((await t.call('POST', '/api/users/export?format=csv', { token: provider })).statusCode).toBe(403);
    expect((await t.call('POST', '/api/roles/export?format=xlsx', { token: provider })).statusCode).toBe(403);
    expect((await t.call('POST', '/api/users/export?format=csv')).statusCode).toBe(401);
    expect((await t.call('POST', '/api/users/export?format=pdf', { token: admin })).statusCode).toBe(422);
  });

  it('exports roles and sent notifications too', async () => {
    for (const url of ['/api/roles/export', '/api/general/notification/export']) {
      const res = await t.call('POST', `${url}?format=xlsx`, { token: admin, lang: 'en' });
      expect(res.statusCode, url).toBe(200);
      expect(Object.keys(unzipSync(new Uint8Array(res.rawPayload)))).toContain('xl/worksheets/sheet1.xml');
    }
  });
});

describe('batches', () => {
  it('reads in keyset batches that neither skip nor repeat rows, whatever the sort', async () => {
    for (const [sort, direction] of [
      ['created_at', 'desc'],
      ['name', 'asc'],
      ['type', 'desc'],
      ['company_name', 'asc'],
    ] as const) {
      const body = { sort, direction };
      const batched: number[] = [];
      for await (const batch of listBatches(t.database.db, usersList, body, 'en', [], 7)) {
        expect(batch.length).toBeLessThanOrEqual(7);
        batched.push(...batch.map((u) => u.id));
      }
      expect(batched, `${sort} ${direction}`).toEqual(await ids('/api/users', admin, body));
    }
  });
});
