/**
 * Brute force against sign-in and the reset-link request: sequential guesses, 30 at once, and
 * guesses that rotate X-Forwarded-For are all held to the limits of server/auth/throttle.ts;
 * X-Forwarded-For counts only from a proxy named in TRUST_PROXY.
 *
 * Each attack comes from its own address (the injected socket address), so the per-address
 * counts of one test do not reach into another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../server/env';
import { RESET_REQUEST_LIMITS, SIGN_IN_LIMITS, addressKey } from '../../server/auth/throttle';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './harness';

const GUESSES = 30;

/** No proxy trusted (the default). */
let direct: TestApp;
/** Behind a proxy at 127.0.0.1 (TRUST_PROXY=127.0.0.1). */
let proxied: TestApp;

beforeAll(async () => {
  [direct, proxied] = await Promise.all([createTestApp(), createTestApp({ TRUST_PROXY: '127.0.0.1' })]);
});
afterAll(async () => {
  await Promise.all([direct?.close(), proxied?.close()]);
});

interface From {
  /** the socket's address */
  from?: string;
  /** an X-Forwarded-For header */
  forwarded?: string;
}

const post = (t: TestApp, url: string, body: object, { from = '127.0.0.1', forwarded }: From = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: body,
    remoteAddress: from,
    headers: { 'accept-language': 'en', ...(forwarded ? { 'x-forwarded-for': forwarded } : {}) },
  });

const signIn = (t: TestApp, email: string, password: string, from?: From) => post(t, '/api/auth/login', { email, password }, from);
const askReset = (t: TestApp, email: string, from?: From) => post(t, '/api/auth/password/forgot', { email }, from);

/** How many answers had each status. */
const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

const rows = async (t: TestApp, text: string, params: unknown[] = []) => (await t.database.execute(text, params)).rows;

describe('sign-in brute force', () => {
  it('sequential guesses: the limit per account and address get through, then 429 even for the right password', async () => {
    const from = { from: '198.51.100.1' };
    const statuses: number[] = [];
    for (let i = 0; i < GUESSES; i++) statuses.push((await signIn(direct, 'gov@mashaer.test', `Wrong#${i}`, from)).statusCode);
    expect(tally(statuses)).toEqual({ 422: SIGN_IN_LIMITS.accountAndAddress, 429: GUESSES - SIGN_IN_LIMITS.accountAndAddress });
    expect(statuses.slice(0, SIGN_IN_LIMITS.accountAndAddress).every((s) => s === 422)).toBe(true);
    const right = await signIn(direct, 'gov@mashaer.test', DEMO_PASSWORD, from);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe('Too many sign-in attempts; try again in a minute');
    // only the evaluated guesses are on record
    expect(await rows(direct, "select count(*)::int as n from login_attempts where email = 'gov@mashaer.test'")).toEqual([{ n: SIGN_IN_LIMITS.accountAndAddress }]);
  });

  // Racing attempts all see each other, so a burst over the limit may be refused whole (on PostgreSQL
  // it usually is); what matters is that no more than the limit reach the password check.
  it(`${GUESSES} guesses at once: no more than the limit are evaluated`, async () => {
    const statuses = (await Promise.all(Array.from({ length: GUESSES }, (_, i) => signIn(direct, 'design@mashaer.test', `Wrong#${i}`, { from: '198.51.100.2' })))).map((r) => r.statusCode);
    const through = statuses.filter((s) => s === 422).length;
    expect(through).toBeLessThanOrEqual(SIGN_IN_LIMITS.accountAndAddress);
    expect(await rows(direct, "select count(*)::int as n from login_attempts where email = 'design@mashaer.test'")).toEqual([{ n: through }]);
    expect(statuses.filter((s) => s === 429)).toHaveLength(GUESSES - through);
  });

  it('rotating X-Forwarded-For from a client that is not a trusted proxy changes nothing', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < GUESSES; i++) statuses.push((await signIn(direct, 'raft@mashaer.test', `Wrong#${i}`, { from: '198.51.100.3', forwarded: `203.0.113.${i + 1}` })).statusCode);
    expect(tally(statuses)).toEqual({ 422: SIGN_IN_LIMITS.accountAndAddress, 429: GUESSES - SIGN_IN_LIMITS.accountAndAddress });
    expect(await rows(direct, "select distinct ip from login_attempts where email = 'raft@mashaer.test'")).toEqual([{ ip: '198.51.100.3' }]);
  });

  it('rotating addresses behind a trusted proxy: held by the limit per account over all addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < GUESSES; i++) statuses.push((await signIn(proxied, 'sharer@mashaer.test', `Wrong#${i}`, { forwarded: `203.0.113.${i + 1}` })).statusCode);
    expect(tally(statuses)).toEqual({ 422: SIGN_IN_LIMITS.account, 429: GUESSES - SIGN_IN_LIMITS.account });
    // …also when the guesses run at once, and for the right password from yet another address
    const burst = await Promise.all(Array.from({ length: GUESSES }, (_, i) => signIn(proxied, 'sharer@mashaer.test', `Wrong#${i}`, { forwarded: `192.0.2.${i + 1}` })));
    expect(tally(burst.map((r) => r.statusCode))).toEqual({ 429: GUESSES });
    expect((await signIn(proxied, 'sharer@mashaer.test', DEMO_PASSWORD, { forwarded: '192.0.2.200' })).statusCode).toBe(429);
  });

  it('a guesser at one address does not lock the owner out from another', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.accountAndAddress + 3; i++) await signIn(proxied, 'employee@mashaer.test', `Wrong#${i}`, { forwarded: '203.0.113.77' });
    expect((await signIn(proxied, 'employee@mashaer.test', `Wrong#x`, { forwarded: '203.0.113.77' })).statusCode).toBe(429);
    expect((await signIn(proxied, 'employee@mashaer.test', DEMO_PASSWORD, { forwarded: '198.51.100.200' })).statusCode).toBe(200);
  });

  it('rotating IPv6 addresses inside one /64 counts as one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < GUESSES; i++) statuses.push((await signIn(proxied, 'provider@mashaer.test', `Wrong#${i}`, { forwarded: `2001:db8:5:6::${(i + 1).toString(16)}` })).statusCode);
    expect(tally(statuses)).toEqual({ 422: SIGN_IN_LIMITS.accountAndAddress, 429: GUESSES - SIGN_IN_LIMITS.accountAndAddress });
  });

  it('password spraying: one address over many accounts is held by the limit per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < GUESSES; i++) statuses.push((await signIn(direct, `spray${i}@mashaer.test`, 'Summer#2026', { from: '198.51.100.5' })).statusCode);
    expect(tally(statuses)).toEqual({ 422: SIGN_IN_LIMITS.address, 429: GUESSES - SIGN_IN_LIMITS.address });
    // a right password from another address is not held back
    expect((await signIn(direct, 'kdana@mashaer.test', DEMO_PASSWORD, { from: '198.51.100.6' })).statusCode).toBe(200);
  });

  it('answers an unknown e-mail as it answers a known one: wrong password, then throttled', async () => {
    const answers = async (email: string, from: string) => {
      const list = [];
      for (let i = 0; i <= SIGN_IN_LIMITS.accountAndAddress; i++) {
        const res = await signIn(direct, email, `Wrong#${i}`, { from });
        list.push({ status: res.statusCode, body: res.json() });
      }
      return list;
    };
    const known = await answers('pending@mashaer.test', '198.51.100.7');
    const unknown = await answers('ghost@mashaer.test', '198.51.100.8');
    expect(unknown).toEqual(known);
    expect(known.map((a) => a.status)).toEqual([...Array<number>(SIGN_IN_LIMITS.accountAndAddress).fill(422), 429]);
  });

  it('a successful sign-in does not count as a failure', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.accountAndAddress + 2; i++) expect((await signIn(direct, 'admin@mashaer.test', DEMO_PASSWORD, { from: '198.51.100.9' })).statusCode).toBe(200);
  });
});

describe('reset-link request brute force', () => {
  const mails = async (t: TestApp, to: string) => (await rows(t, 'select count(*)::int as n from outbox where to_email = $1', [to]))[0]!.n as number;

  it('sequential requests: the limit per e-mail and address get through, then 429', async () => {
    const before = await mails(direct, 'kdana@mashaer.test');
    const statuses: number[] = [];
    for (let i = 0; i < GUESSES; i++) statuses.push((await askReset(direct, 'kdana@mashaer.test', { from: '198.51.100.11' })).statusCode);
    expect(tally(statuses)).toEqual({ 200: RESET_REQUEST_LIMITS.accountAndAddress, 429: GUESSES - RESET_REQUEST_LIMITS.accountAndAddress });
    expect(await mails(direct, 'kdana@mashaer.test')).toBe(before + RESET_REQUEST_LIMITS.accountAndAddress);
  });

  it(`${GUESSES} requests at once: no more than the limit get through`, async () => {
    const before = await mails(direct, 'provider@mashaer.test');
    const statuses = (await Promise.all(Array.from({ length: GUESSES }, () => askReset(direct, 'provider@mashaer.test', { from: '198.51.100.12' })))).map((r) => r.statusCode);
    const through = statuses.filter((s) => s === 200).length;
    expect(through).toBeLessThanOrEqual(RESET_REQUEST_LIMITS.accountAndAddress);
    expect(statuses.filter((s) => s === 429)).toHaveLength(GUESSES - through);
    expect(await mails(direct, 'provider@mashaer.test')).toBe(before + through);
  });

  it('rotating X-Forwarded-For from a client that is not a trusted proxy changes nothing', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < GUESSES; i++) statuses.push((await askReset(direct, 'raft@mashaer.test', { from: '198.51.100.13', forwarded: `203.0.113.${i + 1}` })).statusCode);
    expect(tally(statuses)).toEqual({ 200: RESET_REQUEST_LIMITS.accountAndAddress, 429: GUESSES - RESET_REQUEST_LIMITS.accountAndAddress });
  });

  it('rotating addresses behind a trusted proxy: held by the limit per e-mail over all addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < GUESSES; i++) statuses.push((await askReset(proxied, 'gov@mashaer.test', { forwarded: `203.0.113.${i + 1}` })).statusCode);
    expect(tally(statuses)).toEqual({ 200: RESET_REQUEST_LIMITS.account, 429: GUESSES - RESET_REQUEST_LIMITS.account });
    expect(await mails(proxied, 'gov@mashaer.test')).toBe(RESET_REQUEST_LIMITS.account);
  });

  it('one address asking for many e-mails is held by the limit per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < GUESSES; i++) statuses.push((await askReset(direct, `who${i}@mashaer.test`, { from: '198.51.100.15' })).statusCode);
    expect(tally(statuses)).toEqual({ 200: RESET_REQUEST_LIMITS.address, 429: GUESSES - RESET_REQUEST_LIMITS.address });
  });

  it('answers an unknown e-mail as it answers a known one, also when throttled', async () => {
    const answers = async (email: string, from: string) => {
      const list = [];
      for (let i = 0; i <= RESET_REQUEST_LIMITS.accountAndAddress; i++) {
        const res = await askReset(direct, email, { from });
        list.push({ status: res.statusCode, body: res.json() });
      }
      return list;
    };
    const known = await answers('design@mashaer.test', '198.51.100.17');
    const unknown = await answers('ghost@mashaer.test', '198.51.100.18');
    expect(unknown).toEqual(known);
    expect(known.map((a) => a.status)).toEqual([...Array<number>(RESET_REQUEST_LIMITS.accountAndAddress).fill(200), 429]);
    expect(known.at(-1)!.body.message).toBe('Too many reset requests; try again in a minute');
  });
});

describe('TRUST_PROXY', () => {
  const lastSessionIp = async (t: TestApp) => (await rows(t, 'select ip from sessions order by id desc limit 1'))[0]!.ip;

  it('set to 127.0.0.1: the address a request from 127.0.0.1 forwards is the client’s; others’ headers are ignored', async () => {
    expect((await signIn(proxied, 'admin@mashaer.test', DEMO_PASSWORD, { forwarded: '203.0.113.50' })).statusCode).toBe(200);
    expect(await lastSessionIp(proxied)).toBe('203.0.113.50');
    expect((await signIn(proxied, 'admin@mashaer.test', DEMO_PASSWORD, { from: '198.51.100.99', forwarded: '203.0.113.51' })).statusCode).toBe(200);
    expect(await lastSessionIp(proxied)).toBe('198.51.100.99');
  });

  it('unset: the forwarded address is not used', async () => {
    expect((await signIn(direct, 'admin@mashaer.test', DEMO_PASSWORD, { forwarded: '203.0.113.50' })).statusCode).toBe(200);
    expect(await lastSessionIp(direct)).toBe('127.0.0.1');
  });

  it('accepts off, a list of addresses and CIDR blocks, or a hop count; refuses anything else naming the variable', () => {
    const env = (value?: string) => readEnv({ TRUST_PROXY: value }).TRUST_PROXY;
    expect(env()).toBe(false);
    expect(env('off')).toBe(false);
    expect(env('false')).toBe(false);
    expect(env('10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8', 'loopback']);
    const hops = env('1');
    expect(typeof hops).toBe('function');
    expect((hops as (a: string, i: number) => boolean)('10.0.0.1', 0)).toBe(true);
    expect((hops as (a: string, i: number) => boolean)('10.0.0.1', 1)).toBe(false);
    for (const bad of ['true', 'yes', '*', '10.0.0.0/33', '10.0.0.300', '127.0.0.1,', 'proxy.example']) expect(() => env(bad), bad).toThrow(/TRUST_PROXY: must be off/);
  });

  it('counts an IPv6 address as its /64 and an IPv4-mapped one as IPv4', () => {
    expect(addressKey('2001:db8:5:6::1f')).toBe('2001:db8:5:6::/64');
    expect(addressKey('2001:0db8:0005:0006:1:2:3:4')).toBe('2001:db8:5:6::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1');
  });
});
