/**
 * Served like a product (server/http/assets.ts): the client's hashed files go out
 * precompressed (brotli, else gzip, by Accept-Encoding) and cached for a year as
 * immutable; index.html, the single-page app's fallback and other unhashed files are
 * revalidated; API answers above the threshold are compressed, downloads that are
 * already compressed are not, and the CSV export still streams correctly through it.
 * The client folder is a small stand-in precompressed by the build's own plugin.
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from './harness';
import { COMPRESS_THRESHOLD, IMMUTABLE, REVALIDATE, cacheControlFor } from '../../server/http/assets';
import { precompressDir } from '../../scripts/vite/precompress';

const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "صف ${i}" }`).join(', ')}];\n`;
const INDEX = `<!doctype html><html lang="ar" dir="rtl"><head><script type="module" src="/assets/index-AbC_12-x.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(40)}</body></html>`;
const FONT = Buffer.from('wOF2 already compressed bytes');

let clientDir: string;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'mashaer-client-'));
  await mkdir(path.join(clientDir, 'assets'));
  await mkdir(path.join(clientDir, '.vite'));
  await writeFile(path.join(clientDir, 'index.html'), INDEX);
  await writeFile(path.join(clientDir, 'assets', 'index-AbC_12-x.js'), SCRIPT);
  await writeFile(path.join(clientDir, 'assets', 'font-Zz9yXw8v.woff2'), FONT);
  await writeFile(path.join(clientDir, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(20)}</svg>`);
  await writeFile(path.join(clientDir, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/index-AbC_12-x.js"}}');
  await precompressDir(clientDir);
  t = await createTestApp({ SERVE_CLIENT: 'true', CLIENT_DIR: clientDir });
  admin = await t.login('admin@mashaer.test');
});
afterAll(async () => {
  await t?.close();
  await rm(clientDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) => t.call('GET', url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

/** The body as the browser reads it, after undoing Content-Encoding. */
function decoded(res: LightMyRequestResponse): string {
  const enc = res.headers['content-encoding'];
  const raw = res.rawPayload;
  return (enc === 'br' ? brotliDecompressSync(raw) : enc === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
}

describe('the build’s precompression', () => {
  it('writes .br and .gz beside text files only, each smaller than the file', async () => {
    const assets = (await readdir(path.join(clientDir, 'assets'))).sort();
    expect(assets).toEqual(['font-Zz9yXw8v.woff2', 'index-AbC_12-x.js', 'index-AbC_12-x.js.br', 'index-AbC_12-x.js.gz']);
    expect(await readdir(clientDir)).toEqual(expect.arrayContaining(['index.html.br', 'index.html.gz', 'favicon.svg.br']));
  });
});

describe('hashed client files', () => {
  it('go out as brotli when accepted, cached a year as immutable, varying on Accept-Encoding', async () => {
    const res = await get('/assets/index-AbC_12-x.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 4);
    expect(decoded(res)).toBe(SCRIPT);
  });

  it('go out as gzip when only gzip is accepted, and as they are when nothing is', async () => {
    const gz = await get('/assets/index-AbC_12-x.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe(IMMUTABLE);
    expect(decoded(gz)).toBe(SCRIPT);

    const plain = await get('/assets/index-AbC_12-x.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.body).toBe(SCRIPT);
  });

  it('an already-compressed font is sent as it is, immutable', async () => {
    const res = await get('/assets/font-Zz9yXw8v.woff2', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.rawPayload).toEqual(FONT);
  });

  it('a missing asset is a 404, not the app’s HTML (an old tab asking for a chunk a new release removed)', async () => {
    const res = await get('/assets/Gone-12345678.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it('the build manifest (a dot folder) is not served: the path is a client route', async () => {
    const res = await get('/.vite/manifest.json');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(INDEX);
  });
});

describe('unhashed files and the single-page app', () => {
  it('index.html and client routes are revalidated (no-cache), compressed when accepted', async () => {
    for (const url of ['/', '/login', '/users?page=2']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe(REVALIDATE);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(decoded(res), url).toBe(INDEX);
    }
    const plain = await get('/users');
    expect(plain.headers['cache-control']).toBe(REVALIDATE);
    expect(plain.body).toBe(INDEX);
  });

  it('other unhashed files (the favicon) are revalidated too', async () => {
    const res = await get('/favicon.svg', 'gzip');
    expect(res.headers['cache-control']).toBe(REVALIDATE);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(decoded(res)).toMatch(/^<svg/);
  });

  it('tells hashed names from unhashed ones', () => {
    expect(cacheControlFor('assets/LoginPage-D3d8A0yd.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('assets/index-CUFlmtCV.css.br')).toBe(IMMUTABLE);
    expect(cacheControlFor(path.join('assets', 'InterVariable-CWi-zmRD.woff2'))).toBe(IMMUTABLE);
    expect(cacheControlFor('index.html')).toBe(REVALIDATE);
    expect(cacheControlFor('index.html.br')).toBe(REVALIDATE);
    expect(cacheControlFor('logo.svg')).toBe(REVALIDATE);
    expect(cacheControlFor('assets/unhashed.js')).toBe(REVALIDATE);
  });
});

describe('API answers', () => {
  const list = (acceptEncoding?: string) => t.call('POST', '/api/users?page=1', { token: admin, body: { paginate: 25 }, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('a JSON answer above the threshold is compressed (brotli, else gzip) and reads the same', async () => {
    const plain = await list();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);

    const br = await list('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(decoded(br))).toEqual(plain.json());

    const gz = await list('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(gz))).toEqual(plain.json());
  });

  it('a small answer goes out as it is', async () => {
    const res = await t.call('GET', '/api/no-such-route', { headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(404);
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('a compressed request body is not inflated (nothing sends one; it would sit before the body caps)', async () => {
    const payload = gzipSync(JSON.stringify({ paginate: 5 }));
    const res = await t.call('POST', '/api/users?page=1', { token: admin, payload, headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' } });
    // the gzip bytes reach the JSON parser as they are: a client error, not a read of the inflated body
    expect([400, 422]).toContain(res.statusCode);
  });
});

describe('exports through compression', () => {
  const body = { status: 'active', sort: 'name', direction: 'asc' };

  it('the CSV export streams compressed and decodes to the same file, with its headers', async () => {
    const plain = await t.call('POST', '/api/users/export?format=csv', { token: admin, body });
    const gz = await t.call('POST', '/api/users/export?format=csv', { token: admin, body, headers: { 'accept-encoding': 'gzip' } });
    const br = await t.call('POST', '/api/users/export?format=csv', { token: admin, body, headers: { 'accept-encoding': 'br' } });
    expect(plain.statusCode).toBe(200);
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    for (const res of [gz, br]) {
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(plain.headers['content-disposition']);
      expect(res.headers['x-row-count']).toBe(plain.headers['x-row-count']);
      const bytes = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
      expect(bytes).toEqual(plain.rawPayload);
    }
    expect(plain.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('the XLSX export (a zip) is sent as it is and still opens', async () => {
    const res = await t.call('POST', '/api/users/export?format=xlsx', { token: admin, body, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(Object.keys(unzipSync(new Uint8Array(res.rawPayload)))).toContain('xl/worksheets/sheet1.xml');
  });
});

describe('COMPRESSION=false', () => {
  it('sends the client’s files and the API’s answers as they are (a proxy in front compresses)', async () => {
    const off = await createTestApp({ SERVE_CLIENT: 'true', CLIENT_DIR: clientDir, COMPRESSION: 'false' });
    try {
      const asset = await off.call('GET', '/assets/index-AbC_12-x.js', { headers: { 'accept-encoding': 'br, gzip' } });
      expect(asset.headers['content-encoding']).toBeUndefined();
      expect(asset.headers['cache-control']).toBe(IMMUTABLE);
      expect(asset.body).toBe(SCRIPT);
      const token = await off.login('admin@mashaer.test');
      const res = await off.call('POST', '/api/users?page=1', { token, body: { paginate: 25 }, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json().data.data.length).toBeGreaterThan(0);
    } finally {
      await off.close();
    }
  });
});
