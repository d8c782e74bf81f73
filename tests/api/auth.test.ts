import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectContract, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('auth', () => {
  it('signs an active account in with a token, its user and permissions', async () => {
    const res = await t.call('POST', '/api/auth/login', { body: { email: 'admin@mashaer.test', password: 'Demo#2026' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expectContract('login', 200, body);
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(body.data.user.email).toBe('admin@mashaer.test');
    expect(body.data.permissions).toContain('user-request');
  });

  it('answers a wrong password and an unknown e-mail alike, on the email field', async () => {
    const a = await t.call('POST', '/api/auth/login', { body: { email: 'admin@mashaer.test', password: 'nope' } });
    const b = await t.call('POST', '/api/auth/login', { body: { email: 'nobody@mashaer.test', password: 'nope' } });
    expect(a.statusCode).toBe(422);
    expect(b.statusCode).toBe(422);
    expect(a.json().errors.email).toEqual(b.json().errors.email);
  });

  it('refuses a pending account as "account not active" with a registration-only session', async () => {
    const res = await t.call('POST', '/api/auth/login', { body: { email: 'pending@mashaer.test', password: 'Demo#2026' } });
    expect(res.statusCode).toBe(403);
    const body = res.json();
    expect(body.message).toBe('account not active');
    expect(body.data.scope).toBe('registration');
    const users = await t.call('POST', '/api/users', { token: body.data.token, body: {} });
    expect(users.statusCode).toBe(403);
    const me = await t.call('GET', '/api/auth/permission-me', { token: body.data.token });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.permissions).toEqual([]);
  });

  it('answers in Arabic by default', async () => {
    const res = await t.call('POST', '/api/auth/login', { body: { email: 'pending@mashaer.test', password: 'Demo#2026' }, lang: 'ar' });
    expect(res.json().message).toBe('الحساب غير مفعل');
  });

  it('throttles after 5 failures a minute for one e-mail and address', async () => {
    for (let i = 0; i < 5; i++) expect((await t.call('POST', '/api/auth/login', { body: { email: 'sharer@mashaer.test', password: 'x' } })).statusCode).toBe(422);
    const res = await t.call('POST', '/api/auth/login', { body: { email: 'sharer@mashaer.test', password: 'Demo#2026' } });
    expect(res.statusCode).toBe(429);
  });

  it('revokes the token on logout', async () => {
    const token = await t.login('kdana@mashaer.test');
    expect((await t.call('GET', '/api/auth/permission-me', { token })).statusCode).toBe(200);
    expect((await t.call('POST', '/api/auth/logout', { token })).statusCode).toBe(200);
    expect((await t.call('GET', '/api/auth/permission-me', { token })).statusCode).toBe(401);
  });

  it("checks every route's permission: the narrow employee cannot list users", async () => {
    const token = await t.login('employee@mashaer.test');
    expect((await t.call('POST', '/api/users', { token, body: {} })).statusCode).toBe(403);
  });
});
