/**
 * Security headers (server/http/security.ts) on everything the portal serves: the app
 * shell, the API, the API documentation. The client is served from a tiny stand-in
 * folder, as buildApp serves whatever index.html CLIENT_DIR holds.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { readEnv } from '../../server/env';
import { createTestApp, type TestApp } from './harness';

const SISTERS = 'mina|منى|Mina|https://mina.example.sa/,arafat|عرفات|Arafat|https://arafat.example.sa:8443/portal';
const SISTER_ORIGINS = ['https://mina.example.sa', 'https://arafat.example.sa:8443'];

let clientDir: string;
let t: TestApp;
let token: string;

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'mashaer-client-'));
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>');
  t = await createTestApp({ SERVE_CLIENT: 'true', CLIENT_DIR: clientDir, SISTER_SITES: SISTERS, MENA_API_BASE: 'https://api.mina.example.sa/v1/' });
  token = await t.login('admin@mashaer.test');
});
afterAll(async () => {
  await t?.close();
  await rm(clientDir, { recursive: true, force: true });
});

/** The policy as directive → sources. */
function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(header, `no CSP on ${res.raw.req.url}`).toBeTypeOf('string');
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectCommonHeaders(res: LightMyRequestResponse) {
  const policy = csp(res);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('script-src-attr')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  // framed only by ourselves and the sister sites (their sign-out frames our /logout-frame)
  expect(policy.get('frame-ancestors')).toEqual(["'self'", ...SISTER_ORIGINS]);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  // frame-ancestors decides; a SAMEORIGIN X-Frame-Options would contradict it
  expect(res.headers['x-frame-options']).toBeUndefined();
  return policy;
}

describe('security headers', () => {
  it('on the app shell (any client route, e.g. /login and /logout-frame)', async () => {
    for (const url of ['/', '/login', '/logout-frame']) {
      const res = await t.call('GET', url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const policy = expectCommonHeaders(res);
      expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.mina.example.sa']);
      expect(policy.get('frame-src')).toEqual(["'self'", ...SISTER_ORIGINS]);
      expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
      // inline styles: PrimeReact injects <style> elements at run time (see security.ts)
      expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    }
  });

  it('on the API: /api/health, a JSON answer with a session, an error', async () => {
    const health = await t.call('GET', '/api/health');
    expect(health.statusCode).toBe(200);
    expectCommonHeaders(health);
    const me = await t.call('GET', '/api/profile', { token });
    expect(me.statusCode).toBe(200);
    expect(me.headers['content-type']).toMatch(/^application\/json/);
    expectCommonHeaders(me);
    const missing = await t.call('GET', '/api/no-such-thing');
    expect(missing.statusCode).toBe(404);
    expectCommonHeaders(missing);
  });

  it('on the API documentation, with its own policy and still no inline script', async () => {
    for (const url of ['/api/docs', '/api/docs/static/swagger-initializer.js', '/api/docs/json']) {
      const res = await t.call('GET', url);
      expect(res.statusCode, url).toBe(200);
      const policy = expectCommonHeaders(res);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
      expect(policy.get('frame-src')).toEqual(["'none'"]);
    }
    const page = await t.call('GET', '/api/docs');
    // the page's scripts are all files (the policy would refuse an inline one)
    expect(page.body).toContain('swagger-initializer.js');
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('no HSTS over plain HTTP, not even when a client claims HTTPS without a trusted proxy', async () => {
    expect((await t.call('GET', '/api/health')).headers['strict-transport-security']).toBeUndefined();
    expect((await t.call('GET', '/login')).headers['strict-transport-security']).toBeUndefined();
    if ('TRUST_PROXY' in readEnv({})) {
      const spoofed = await t.call('GET', '/api/health', { headers: { 'x-forwarded-proto': 'https' } });
      expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    }
  });
});

describe('HSTS over HTTPS', () => {
  it('is sent when the portal is published at an https PUBLIC_URL, and the CSP upgrades insecure requests', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://portal.example.sa' });
    try {
      for (const url of ['/api/health', '/api/docs']) {
        const res = await https.call('GET', url);
        expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
        expect(csp(res).has('upgrade-insecure-requests')).toBe(true);
      }
    } finally {
      await https.close();
    }
  });

  it.skipIf(!('TRUST_PROXY' in readEnv({})))('is sent when a trusted proxy says the request came over HTTPS', async () => {
    // inject() connects from 127.0.0.1: trust that one hop
    const proxied = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      const res = await proxied.call('GET', '/api/health', { headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
      const plain = await proxied.call('GET', '/api/health', { headers: { 'x-forwarded-proto': 'http' } });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      // over plain HTTP the policy must not upgrade our own requests
      expect(csp(plain).has('upgrade-insecure-requests')).toBe(false);
    } finally {
      await proxied.close();
    }
  });
});
