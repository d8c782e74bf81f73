import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectContract, type TestApp } from './harness';
import { count } from './registration.support';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  // The throttle test below stands behind a proxy at 127.0.0.1 that names the client's address.
  t = await createTestApp({ PUBLIC_URL: 'https://mashaer.example.sa', TRUST_PROXY: '127.0.0.1' });
  admin = await t.login('admin@mashaer.test');
});
afterAll(async () => {
  await t?.close();
});

const forgot = (email: string, lang: 'ar' | 'en' = 'en', headers: Record<string, string> = {}) => t.call('POST', '/api/auth/password/forgot', { body: { email }, lang, headers });
const latestMail = async (to: string) => (await t.database.execute('select * from outbox where to_email = $1 order by id desc limit 1', [to])).rows[0];
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const reset = (token: string, password: string, confirmation = password) => t.call('POST', '/api/auth/password/reset', { body: { token, password, password_confirmation: confirmation } });

describe('forgot password', () => {
  it('answers the same whether or not the e-mail has an account, and mails a link only to an account', async () => {
    const mails = await count(t, 'outbox');
    const unknown = await forgot('nobody@mashaer.test');
    const known = await forgot('Kdana@Mashaer.test');
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expectContract('forgotPassword', 200, known.json());
    expect(unknown.json()).toEqual(known.json());
    expect(known.json().message).toBe('If this e-mail belongs to an account, a link to reset the password has been sent to it');
    expect(await count(t, 'outbox')).toBe(mails + 1);

    const mail = await latestMail('kdana@mashaer.test');
    expect(mail.subject).toBe('Reset your password - Mashaer portal');
    expect(mail.link).toMatch(/^https:\/\/mashaer\.example\.sa\/reset\?token=[A-Za-z0-9_-]{43}$/);
    expect(mail.body).toContain(mail.link);
    expect(mail.body).toContain('60 minutes');
    // the token is kept only as its hash
    const token = tokenOf(mail.link as string);
    const row = (await t.database.execute('select r.* from password_resets r join users u on u.id = r.user_id where u.email = $1 order by r.id desc limit 1', [mail.to_email])).rows[0];
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(await t.database.execute('select * from password_resets'))).not.toContain(token);
    const audit = (await t.database.execute("select new_value from audit_log where event = 'PASSWORD_RESET_REQUESTED' order by id desc limit 1")).rows[0];
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('writes the message in the language asked in', async () => {
    await forgot('design@mashaer.test', 'ar');
    const mail = await latestMail('design@mashaer.test');
    expect(mail.subject).toBe('إعادة تعيين كلمة المرور - بوابة المشاعر');
    expect(mail.body).toContain('مرحباً مكتب الإتقان');
  });

  it('refuses a malformed e-mail on its field', async () => {
    const res = await forgot('not-an-email', 'ar');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['البريد الإلكتروني غير صحيح'] });
  });

  it('throttles after 5 requests a minute for one e-mail and address, known or not', async () => {
    for (const email of ['gov@mashaer.test', 'ghost@mashaer.test']) {
      const headers = { 'x-forwarded-for': email.startsWith('gov') ? '10.0.0.7' : '10.0.0.8' };
      for (let i = 0; i < 5; i++) expect((await forgot(email, 'en', headers)).statusCode).toBe(200);
      const sixth = await forgot(email, 'en', headers);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().message).toBe('Too many reset requests; try again in a minute');
      // another address is not held back (by this limit: tests/api/throttle.test.ts has the others)
      expect((await forgot(email, 'en', { 'x-forwarded-for': '10.0.0.9' })).statusCode).toBe(200);
    }
  });

  it('sends no link to a disabled account, with the same answer', async () => {
    const id = (await t.database.execute("insert into users (name, email, password_hash, type_id, status) values ('معطل', 'off@mashaer.test', 'x', 2, 'disabled') returning id")).rows[0].id;
    const res = await forgot('off@mashaer.test');
    expect(res.statusCode).toBe(200);
    expect(await count(t, 'password_resets', 'user_id = $1', [id])).toBe(0);
  });
});

describe('reset password', () => {
  it('checks the link, sets the new password once, revokes every session and audits without secrets', async () => {
    const session = await t.login('raft@mashaer.test');
    await forgot('raft@mashaer.test');
    const token = tokenOf((await latestMail('raft@mashaer.test')).link as string);

    const check = await t.call('POST', '/api/auth/password/check', { body: { token } });
    expect(check.statusCode).toBe(200);
    expectContract('checkResetToken', 200, check.json());
    expect(check.json().data.email).toBe('raft@mashaer.test');

    const weak = await reset(token, 'password1');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors).toEqual({ password: ['Password must contain a lowercase letter, an uppercase letter, a digit and a special character (! @ # $)'] });
    const mismatch = await reset(token, 'Raft#2027', 'Raft#2028');
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['Password and confirmation do not match'] });

    const ok = await reset(token, 'Raft#2027');
    expect(ok.statusCode).toBe(200);
    expectContract('resetPassword', 200, ok.json());
    expect(ok.json().message).toBe('Your password was changed; sign in with the new password');
    expect((await t.call('GET', '/api/auth/permission-me', { token: session })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/auth/login', { body: { email: 'raft@mashaer.test', password: 'Demo#2026' } })).statusCode).toBe(422);
    await t.login('raft@mashaer.test', 'Raft#2027');

    // spent: neither checked nor used again
    expect((await t.call('POST', '/api/auth/password/check', { body: { token } })).statusCode).toBe(422);
    const again = await reset(token, 'Raft#2029');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ token: ['This reset link is invalid or has expired'] });
    await t.login('raft@mashaer.test', 'Raft#2027');

    const audit = (await t.database.execute("select * from audit_log where event = 'PASSWORD_RESET' order by id desc limit 1")).rows[0];
    expect(audit.new_value).toEqual({ password: 'changed', sessions: 'revoked' });
    expect(JSON.stringify(audit)).not.toMatch(/argon2|Raft#2027/);
  });

  it('accepts only the latest link, and no expired one', async () => {
    await forgot('sharer@mashaer.test');
    const first = tokenOf((await latestMail('sharer@mashaer.test')).link as string);
    await forgot('sharer@mashaer.test');
    const second = tokenOf((await latestMail('sharer@mashaer.test')).link as string);
    expect((await reset(first, 'Share#2027')).statusCode).toBe(422);
    await t.database.execute("update password_resets set expires_at = now() - interval '1 second' where token_hash = $1", [createHash('sha256').update(second).digest('hex')]);
    const expired = await reset(second, 'Share#2027');
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors.token).toEqual(['This reset link is invalid or has expired']);
    await t.login('sharer@mashaer.test');
  });

  it('refuses an unknown token, in Arabic by default', async () => {
    const res = await t.call('POST', '/api/auth/password/reset', { body: { token: 'nope', password: 'Good#2027', password_confirmation: 'Good#2027' }, lang: 'ar' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ token: ['رابط إعادة التعيين غير صالح أو منتهي الصلاحية'] });
  });
});

describe('the outbox', () => {
  it('lists outgoing mail to holders of outbox-index, newest first, with paging and search', async () => {
    await forgot('provider@mashaer.test');
    const res = await t.call('POST', '/api/outbox?page=1', { token: admin, body: { paginate: 2, search: 'provider@' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expectContract('listOutbox', 200, body);
    expect(body.data.per_page).toBe(2);
    expect(body.data.data[0]).toMatchObject({ to_email: 'provider@mashaer.test', subject: 'Reset your password - Mashaer portal', sent_at: null });
    expect(body.data.data[0].link).toMatch(/\/reset\?token=/);
    const all = (await t.call('POST', '/api/outbox', { token: admin, body: {} })).json().data;
    expect(all.total).toBe(await count(t, 'outbox'));
    const ids = all.data.map((m: { id: number }) => m.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
  });

  it('refuses callers without outbox-index, and applicants', async () => {
    const kdana = await t.login('kdana@mashaer.test');
    expect((await t.call('POST', '/api/outbox', { token: kdana, body: {} })).statusCode).toBe(403);
    const applicant = (await t.call('POST', '/api/auth/login', { body: { email: 'pending@mashaer.test', password: 'Demo#2026' } })).json().data.token;
    expect((await t.call('POST', '/api/outbox', { token: applicant, body: {} })).statusCode).toBe(403);
    expect((await t.call('POST', '/api/outbox', { body: {} })).statusCode).toBe(401);
  });
});
