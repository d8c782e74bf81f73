import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { createTestApp, DEMO_PASSWORD, expectContract, formData, type TestApp } from './harness';

let t: TestApp;
let passwordHash: string;
let seq = 0;

const q = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) => (await t.database.execute(text, params)).rows as T[];
const one = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) => (await q<T>(text, params))[0]!;

/** A fresh active service-provider account (no permissions needed for /profile), signed in. */
async function makeUser() {
  seq += 1;
  const email = `profile${seq}@t.test`;
  const { id } = await one<{ id: number }>(
    "insert into users (name, email, phone, password_hash, type_id, status, company_name) values ($1, $2, '966500000100', $3, 2, 'active', 'شركة الاختبار') returning id",
    [`مستخدم ${seq}`, email, passwordHash],
  );
  return { id, email, token: await t.login(email) };
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
const filesOnDisk = async () => {
  const dir = path.join(t.dataDir, 'files');
  if (!existsSync(dir)) return 0;
  let n = 0;
  for (const month of await readdir(dir)) n += (await readdir(path.join(dir, month))).length;
  return n;
};

beforeAll(async () => {
  t = await createTestApp();
  passwordHash = await hashPassword(DEMO_PASSWORD);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /profile', () => {
  it('answers the signed-in user with the default theme choices', async () => {
    const token = await t.login('provider@mashaer.test');
    const res = await t.call('GET', '/api/profile', { token });
    expect(res.statusCode).toBe(200);
    expectContract('getProfile', 200, res.json());
    const { user, preferences } = res.json().data;
    expect(user).toMatchObject({ email: 'provider@mashaer.test', company_name: 'شركة الضيافة لخدمات الحجاج', status: 'active' });
    expect(user.type.code).toBe('service_provider');
    expect(user.roles.length).toBeGreaterThan(0);
    expect(preferences).toEqual({ sidebar_colour: 'success', sidenav_type: 'transparent', navbar_fixed: 1 });
  });

  it('needs an active portal session', async () => {
    expect((await t.call('GET', '/api/profile')).statusCode).toBe(401);
    const res = await t.call('POST', '/api/auth/login', { body: { email: 'pending@mashaer.test', password: DEMO_PASSWORD } });
    expect((await t.call('GET', '/api/profile', { token: res.json().data.token })).statusCode).toBe(403);
  });
});

describe('POST /profile/update', () => {
  it('changes name and phone, bumps the version and audits old and new values', async () => {
    const u = await makeUser();
    const before = (await t.call('GET', '/api/profile', { token: u.token })).json().data.user;
    const res = await t.call('POST', '/api/profile/update', { token: u.token, body: { name: 'سعد الحربي', phone: '966512345678', version: before.version } });
    expect(res.statusCode).toBe(200);
    expectContract('updateProfile', 200, res.json());
    expect(res.json().data).toMatchObject({ name: 'سعد الحربي', phone: '966512345678', version: before.version + 1 });
    const audit = await q<{ old_value: unknown; new_value: unknown; actor_id: number }>(
      "select old_value, new_value, actor_id from audit_log where entity = 'users' and entity_id = $1 and event = 'PROFILE_UPDATE'",
      [u.id],
    );
    expect(audit).toEqual([{ actor_id: u.id, old_value: { name: before.name, phone: '966500000100' }, new_value: { name: 'سعد الحربي', phone: '966512345678' } }]);
    const me = await t.call('GET', '/api/auth/permission-me', { token: u.token });
    expect(me.json().data.user.name).toBe('سعد الحربي');
  });

  it("applies the user-form rules (422 on the field, the spec's words) and changes nothing", async () => {
    const u = await makeUser();
    const row = () => one('select name, phone, version from users where id = $1', [u.id]);
    const before = await row();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: 'ا'.repeat(101), phone: '966512345678' }, 'name', 'The text is too long'],
      [{ name: '  ', phone: '966512345678' }, 'name', 'This field is required'],
      [{ name: 'سعد', phone: '0412345678' }, 'phone', 'The mobile number is 9 digits starting with 5 after +966, e.g. 5XXXXXXXX'],
      [{ name: 'سعد', phone: '966412345678' }, 'phone', 'The mobile number is 9 digits starting with 5 after +966, e.g. 5XXXXXXXX'],
    ];
    for (const [body, field, message] of cases) {
      const res = await t.call('POST', '/api/profile/update', { token: u.token, body });
      expect(res.statusCode).toBe(422);
      expectContract('updateProfile', 422, res.json());
      expect(res.json().errors[field]).toEqual([message]);
    }
    const ar = await t.call('POST', '/api/profile/update', { token: u.token, body: { name: 'سعد', phone: '123' }, lang: 'ar' });
    expect(ar.json().errors.phone).toEqual(['رقم الجوال 9 أرقام تبدأ بـ 5 بعد \u2066+966\u2069، مثل \u20665XXXXXXXX\u2069']);
    expect(await row()).toEqual(before);
  });

  it('takes an ordinary Arabic full name and a pasted full phone, and stores the phone in its one form', async () => {
    const u = await makeUser();
    const before = await one<{ version: number }>('select version from users where id = $1', [u.id]);
    const name = 'عبدالرحمن بن عبدالعزيز بن محمد آل عبداللطيف الحربي';
    expect(name.length).toBeGreaterThan(40);
    const res = await t.call('POST', '/api/profile/update', { token: u.token, body: { name, phone: '+966 55 123 4567', version: before.version } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name, phone: '966551234567' });
    expect(await one('select phone from users where id = $1', [u.id])).toEqual({ phone: '966551234567' });
  });

  it('refuses an edit of an older version (409) and changes nothing', async () => {
    const u = await makeUser();
    const res = await t.call('POST', '/api/profile/update', { token: u.token, body: { name: 'سعد', phone: '966512345678', version: 99 } });
    expect(res.statusCode).toBe(409);
    expect((await one<{ name: string }>('select name from users where id = $1', [u.id])).name).not.toBe('سعد');
  });
});

describe('POST /profile/change-password', () => {
  const change = (token: string, body: Record<string, string>) => t.call('POST', '/api/profile/change-password', { token, body });

  it("needs the current password and the spec's password rules", async () => {
    const u = await makeUser();
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ current_password: '', password: 'Aa1!aaaa', password_confirmation: 'Aa1!aaaa' }, 'current_password', 'The current password is required'],
      [{ current_password: DEMO_PASSWORD, password: 'short', password_confirmation: 'short' }, 'password', 'Password must be 8 to 12 characters'],
      [
        { current_password: DEMO_PASSWORD, password: 'alllower1!', password_confirmation: 'alllower1!' },
        'password',
        'Password must contain a lowercase letter, an uppercase letter, a digit and a special character (! @ # $)',
      ],
      [{ current_password: DEMO_PASSWORD, password: 'Aa1!aaaa', password_confirmation: 'Aa1!aaab' }, 'password_confirmation', 'Password and confirmation do not match'],
      [{ current_password: DEMO_PASSWORD, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD }, 'password', 'The new password must differ from the current one'],
      [{ current_password: 'Wrong#2026', password: 'Aa1!aaaa', password_confirmation: 'Aa1!aaaa' }, 'current_password', 'The current password is not correct'],
    ];
    for (const [body, field, message] of cases) {
      const res = await change(u.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(body)).toEqual([message]);
    }
    await t.login(u.email); // the old password still works
  });

  it('changes it, signs out every other session and keeps this one', async () => {
    const u = await makeUser();
    const other = await t.login(u.email);
    const res = await change(u.token, { current_password: DEMO_PASSWORD, password: 'New#Pass26', password_confirmation: 'New#Pass26' });
    expect(res.statusCode).toBe(200);
    expectContract('changePassword', 200, res.json());
    expect(res.json().data.revoked_sessions).toBe(1);
    expect((await t.call('GET', '/api/profile', { token: other })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/profile', { token: u.token })).statusCode).toBe(200);
    expect((await t.call('POST', '/api/auth/login', { body: { email: u.email, password: DEMO_PASSWORD } })).statusCode).toBe(422);
    await t.login(u.email, 'New#Pass26');
    const audit = await q<{ old_value: unknown; new_value: Record<string, unknown> }>(
      "select old_value, new_value from audit_log where entity = 'users' and entity_id = $1 and event = 'PASSWORD_CHANGE'",
      [u.id],
    );
    expect(audit).toEqual([{ old_value: null, new_value: { revoked_sessions: 1 } }]);
  });

  it('throttles wrong current passwords like sign-ins (429 after 5 a minute)', async () => {
    const u = await makeUser();
    for (let i = 0; i < 5; i++) expect((await change(u.token, { current_password: `Wrong#${i}aa`, password: 'Aa1!aaaa', password_confirmation: 'Aa1!aaaa' })).statusCode).toBe(422);
    const res = await change(u.token, { current_password: DEMO_PASSWORD, password: 'Aa1!aaaa', password_confirmation: 'Aa1!aaaa' });
    expect(res.statusCode).toBe(429);
  });
});

describe('POST /profile/images', () => {
  const upload = (token: string, files: Record<string, { name: string; content: Buffer; type?: string }>, fields: Record<string, string> = {}) => {
    const f = formData(fields, files);
    return t.call('POST', '/api/profile/images', { token, payload: f.payload, headers: f.headers });
  };

  it('keeps a signature and a stamp image, served to their owner by /api/files/{id}', async () => {
    const u = await makeUser();
    const res = await upload(u.token, { signature: { name: 'توقيع.png', content: PNG, type: 'image/png' }, stamp: { name: 'stamp.png', content: PNG, type: 'application/octet-stream' } });
    expect(res.statusCode).toBe(200);
    expectContract('uploadProfileImages', 200, res.json());
    const { signature, stamp } = res.json().data;
    expect(signature).toMatch(/^\/api\/files\/\d+$/);
    expect(stamp).toMatch(/^\/api\/files\/\d+$/);
    const file = await t.call('GET', stamp, { token: u.token });
    expect(file.statusCode).toBe(200);
    // served as the type its bytes show, not the type the browser claimed
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    const audit = await q("select id from audit_log where entity = 'users' and entity_id = $1 and event = 'PROFILE_IMAGES'", [u.id]);
    expect(audit).toHaveLength(1);
  });

  it('refuses an image over 2 MB while it streams, a non-image, or nothing, and stores nothing', async () => {
    const u = await makeUser();
    const before = [(await one<{ n: number }>('select count(*)::int as n from files')).n, await filesOnDisk()];
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await upload(u.token, { signature: { name: 'big.png', content: big, type: 'image/png' } });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().errors.signature).toEqual(['File size must not exceed 2 MB']);
    const notImage = await upload(u.token, { stamp: { name: 'x.png', content: Buffer.from('<script>alert(1)</script>'), type: 'image/png' } });
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json().errors.stamp).toEqual(['The image must be a PNG, JPEG or WebP file']);
    const nothing = await upload(u.token, {}, { note: 'x' });
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().errors.signature).toEqual(['Choose a signature or a stamp image']);
    const json = await t.call('POST', '/api/profile/images', { token: u.token, body: { signature: 'x' } });
    expect(json.statusCode).toBe(415);
    expect([(await one<{ n: number }>('select count(*)::int as n from files')).n, await filesOnDisk()]).toEqual(before);
    const tmp = path.join(t.dataDir, 'tmp');
    expect(existsSync(tmp) ? await readdir(tmp) : []).toEqual([]);
    expect((await one<{ signature_file_id: number | null }>('select signature_file_id from users where id = $1', [u.id])).signature_file_id).toBeNull();
  });
});

describe('POST /profile/preferences', () => {
  it('keeps the theme choices per user and returns them with the session', async () => {
    const u = await makeUser();
    const res = await t.call('POST', '/api/profile/preferences', { token: u.token, body: { sidebar_colour: 'danger', navbar_fixed: 0 } });
    expect(res.statusCode).toBe(200);
    expectContract('updatePreferences', 200, res.json());
    expect(res.json().data).toEqual({ sidebar_colour: 'danger', sidenav_type: 'transparent', navbar_fixed: 0 });
    const f = formData({ sidenav_type: 'white' });
    const viaForm = await t.call('POST', '/api/profile/preferences', { token: u.token, payload: f.payload, headers: f.headers });
    expect(viaForm.json().data).toEqual({ sidebar_colour: 'danger', sidenav_type: 'white', navbar_fixed: 0 });

    const login = await t.call('POST', '/api/auth/login', { body: { email: u.email, password: DEMO_PASSWORD } });
    expectContract('login', 200, login.json());
    expect(login.json().data.preferences).toEqual({ sidebar_colour: 'danger', sidenav_type: 'white', navbar_fixed: 0 });
    const me = await t.call('GET', '/api/auth/permission-me', { token: u.token });
    expect(me.json().data.preferences.sidebar_colour).toBe('danger');
    // another user's choices are their own
    const other = await makeUser();
    expect((await t.call('GET', '/api/profile', { token: other.token })).json().data.preferences.sidebar_colour).toBe('success');
    const audit = await q("select id from audit_log where entity = 'users' and entity_id = $1 and event = 'PREFERENCES'", [u.id]);
    expect(audit).toHaveLength(2);
  });

  it('refuses an unknown choice or an empty request (422) and keeps what was there', async () => {
    const u = await makeUser();
    const bad = await t.call('POST', '/api/profile/preferences', { token: u.token, body: { sidebar_colour: 'purple' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['sidebar_colour']);
    expect((await t.call('POST', '/api/profile/preferences', { token: u.token, body: {} })).statusCode).toBe(422);
    expect((await t.call('GET', '/api/profile', { token: u.token })).json().data.preferences.sidebar_colour).toBe('success');
  });
});
