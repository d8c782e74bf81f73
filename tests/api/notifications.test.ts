import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { createTestApp, DEMO_PASSWORD, expectContract, formData, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let passwordHash: string;
let seq = 0;

const q = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) => (await t.database.execute(text, params)).rows as T[];
const one = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) => (await q<T>(text, params))[0]!;
const typeId = async (code: string) => (await one<{ id: number }>('select id from account_types where code = $1', [code])).id;
const sendsCount = async () => (await one<{ n: number }>('select count(*)::int as n from notification_sends')).n;
const rowsCount = async () => (await one<{ n: number }>('select count(*)::int as n from notifications')).n;

/** A fresh account of a type, holding a role with exactly these permissions, signed in. */
async function makeUser(typeCode: string, permissions: string[] = [], status = 'active') {
  seq += 1;
  const email = `notif${seq}@t.test`;
  const { id } = await one<{ id: number }>('insert into users (name, email, password_hash, type_id, status, company_name) values ($1, $2, $3, $4, $5, $6) returning id', [
    `مستخدم ${seq}`,
    email,
    passwordHash,
    await typeId(typeCode),
    status,
    `شركة ${seq}`,
  ]);
  const { id: roleId } = await one<{ id: number }>('insert into roles (name) values ($1) returning id', [`role-${email}`]);
  if (permissions.length) await q('insert into role_permissions (role_id, permission_id) select $1, id from permissions where name = any($2::text[])', [roleId, permissions]);
  await q('insert into user_roles (user_id, role_id) values ($1, $2)', [id, roleId]);
  const token = status === 'active' ? await t.login(email) : '';
  return { id, email, token };
}

const send = (token: string, body: unknown) => t.call('POST', '/api/general/notification/store', { token, body });
const bell = (token: string, body: unknown = {}, page?: number) => t.call('POST', `/api/general/notification/user_notification${page ? `?page=${page}` : ''}`, { token, body });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@mashaer.test');
  passwordHash = await hashPassword(DEMO_PASSWORD);
});
afterAll(async () => {
  await t?.close();
});

describe('sending (POST general/notification/store)', () => {
  it('sends to every active user of a type in one INSERT … SELECT, records who sent it to whom, and audits it', async () => {
    const sharer = await typeId('sharer');
    const pending = await makeUser('sharer', [], 'pending');
    const disabled = await makeUser('sharer', [], 'disabled');
    const active = await makeUser('sharer', ['notification-index']);
    const expected = (await one<{ n: number }>("select count(*)::int as n from users where type_id = $1 and status = 'active' and deleted_at is null", [sharer])).n;
    expect(expected).toBeGreaterThan(0);

    const res = await send(admin, { message: 'اجتماع الشركاء يوم الأحد', link: '/dashboard', type_id: sharer, custome_user: 0 });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expectContract('createNotification', 201, body);
    expect(body.message).toBe(`The notification was sent; recipients: ${expected}`);
    expect(body.data).toMatchObject({ audience: 'type', type_id: sharer, recipients: expected, seen: 0, link: '/dashboard', created_by: { name: 'مدير المنصة' } });
    expect(body.data.type.code).toBe('sharer');

    const rows = await q<{ user_id: number; created_by: number }>('select user_id, created_by from notifications where send_id = $1', [body.data.id]);
    expect(rows).toHaveLength(expected);
    const ids = rows.map((r) => r.user_id);
    expect(ids).toContain(active.id);
    expect(ids).not.toContain(pending.id);
    expect(ids).not.toContain(disabled.id);
    const adminId = (await one<{ id: number }>("select id from users where email = 'admin@mashaer.test'")).id;
    expect(new Set(rows.map((r) => r.created_by))).toEqual(new Set([adminId]));

    const audit = await q<{ actor_id: number; new_value: { recipients: number; audience: string } }>(
      "select actor_id, new_value from audit_log where entity = 'notification_sends' and entity_id = $1 and event = 'SEND'",
      [body.data.id],
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_id).toBe(adminId);
    expect(audit[0]!.new_value).toMatchObject({ recipients: expected, audience: 'type' });

    // the recipient's bell shows it, unread
    const mine = await bell(active.token);
    expect(mine.json().data.notifications.data[0]).toMatchObject({ message: 'اجتماع الشركاء يوم الأحد', link: '/dashboard', is_seen: 0 });
    expect(mine.json().data.unread_notify).toBe(1);
  });

  it('sends to chosen users of a type only (custome_user = 1, user_id[] as form fields)', async () => {
    const a = await makeUser('design_office', ['notification-index']);
    const b = await makeUser('design_office', ['notification-index']);
    const c = await makeUser('design_office', ['notification-index']);
    const f = formData({ message: 'يرجى مراجعة المخطط', type_id: await typeId('design_office'), custome_user: 1, user_id: [a.id, b.id, a.id] });
    const res = await t.call('POST', '/api/general/notification/store', { token: admin, payload: f.payload, headers: f.headers });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ audience: 'users', recipients: 2, link: null });
    expect((await bell(a.token)).json().data.unread_notify).toBe(1);
    expect((await bell(b.token)).json().data.unread_notify).toBe(1);
    expect((await bell(c.token)).json().data.unread_notify).toBe(0);
  });

  it('refuses bad input with 422 on the field and writes nothing', async () => {
    const provider = await typeId('service_provider');
    const other = await makeUser('gov', ['notification-index']);
    const before = [await sendsCount(), await rowsCount()];
    const cases: Array<[unknown, string, string]> = [
      [{ type_id: provider }, 'message', 'This field is required'],
      [{ message: '   ', type_id: provider }, 'message', 'This field is required'],
      [{ message: 'x', type_id: provider, link: 'javascript:alert(1)' }, 'link', 'The link must be a portal path starting with / or an address starting with http:// or https://'],
      [{ message: 'x', type_id: provider, link: '//evil.example/x' }, 'link', 'The link must be a portal path starting with / or an address starting with http:// or https://'],
      [{ message: 'x' }, 'type_id', 'This field is required'],
      [{ message: 'x', type_id: 999 }, 'type_id', 'There is no such account type'],
      [{ message: 'x', type_id: provider, custome_user: 1 }, 'user_id', 'Please choose users'],
      [{ message: 'x', type_id: provider, custome_user: 1, user_id: [other.id] }, 'user_id', 'Some of the chosen users are not active users of this type'],
      [{ message: 'x'.repeat(1001), type_id: provider }, 'message', 'The text is too long'],
    ];
    for (const [body, field, message] of cases) {
      const res = await send(admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expectContract('createNotification', 422, res.json());
      expect(res.json().errors[field], JSON.stringify(body)).toEqual([message]);
    }
    expect([await sendsCount(), await rowsCount()]).toEqual(before);
  });

  it('refuses an audience with nobody in it and writes nothing', async () => {
    const contractor = await typeId('contractor');
    await q("update users set status = 'disabled' where type_id = $1", [contractor]);
    const before = [await sendsCount(), await rowsCount()];
    const res = await send(admin, { message: 'لا أحد', type_id: contractor });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.type_id).toEqual(['No active user belongs to this audience']);
    expect([await sendsCount(), await rowsCount()]).toEqual(before);
  });

  it('answers in Arabic', async () => {
    const res = await t.call('POST', '/api/general/notification/store', { token: admin, body: { message: '', type_id: 2, custome_user: 1 }, lang: 'ar' });
    expect(res.json().errors).toEqual({ message: ['هذا الحقل مطلوب'], user_id: ['الرجاء تحديد مستخدمين'] });
  });

  it('needs notification-create (403) and a session (401)', async () => {
    const kdana = await t.login('kdana@mashaer.test'); // holds notification-index only
    const before = await sendsCount();
    expect((await send(kdana, { message: 'x', type_id: 2 })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/general/notification/users-of-type/2', { token: kdana })).statusCode).toBe(403);
    expect((await send('', { message: 'x', type_id: 2 })).statusCode).toBe(401);
    expect(await sendsCount()).toBe(before);
  });
});

describe('the register of sends (POST general/notification, recipients)', () => {
  it('shows what was sent, to whom, by whom, when, and how many have seen it', async () => {
    const x = await makeUser('raft_office', ['notification-index']);
    const y = await makeUser('raft_office', ['notification-index']);
    const created = (await send(admin, { message: 'تحديث جدول المواعيد', type_id: await typeId('raft_office'), custome_user: 1, user_id: [x.id, y.id] })).json().data;
    const first = (await bell(x.token)).json().data.notifications.data[0];
    expect((await t.call('GET', `/api/general/notification/make_notification_seen/${first.id}`, { token: x.token })).statusCode).toBe(200);

    const list = await t.call('POST', '/api/general/notification', { token: admin, body: { search: 'جدول المواعيد' } });
    expect(list.statusCode).toBe(200);
    expectContract('listNotificationSends', 200, list.json());
    expect(list.json().data.total).toBe(1);
    expect(list.json().data.data[0]).toMatchObject({ id: created.id, recipients: 2, seen: 1, audience: 'users', created_by: { name: 'مدير المنصة' } });

    const byAudience = await t.call('POST', '/api/general/notification', { token: admin, body: { audience: 'users', type_id: await typeId('raft_office') } });
    expect(byAudience.json().data.data.map((s: { id: number }) => s.id)).toContain(created.id);
    expect(byAudience.json().data.data.every((s: { audience: string }) => s.audience === 'users')).toBe(true);

    const recipients = await t.call('POST', `/api/general/notification/recipients/${created.id}`, { token: admin, body: {} });
    expect(recipients.statusCode).toBe(200);
    expectContract('listNotificationRecipients', 200, recipients.json());
    const seenBy = recipients.json().data.data.map((r: { user_id: number; is_seen: number; seen_at: string | null }) => [r.user_id, r.is_seen, r.seen_at !== null]);
    expect(seenBy).toEqual(
      expect.arrayContaining([
        [x.id, 1, true],
        [y.id, 0, false],
      ]),
    );
    const unseenOnly = await t.call('POST', `/api/general/notification/recipients/${created.id}`, { token: admin, body: { is_seen: 0 } });
    expect(unseenOnly.json().data.data.map((r: { user_id: number }) => r.user_id)).toEqual([y.id]);
    expect((await t.call('POST', '/api/general/notification/recipients/999999', { token: admin, body: {} })).statusCode).toBe(404);
  });

  it("shows a caller without notification-create only the sends they made, and not others' recipients", async () => {
    const viewer = await makeUser('kdana', ['notification-index']);
    const created = (await send(admin, { message: 'للموظفين فقط', type_id: await typeId('kdana') })).json().data;
    const list = await t.call('POST', '/api/general/notification', { token: viewer.token, body: {} });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.total).toBe(0);
    expect((await t.call('POST', `/api/general/notification/recipients/${created.id}`, { token: viewer.token, body: {} })).statusCode).toBe(404);
  });

  it('needs notification-index (403)', async () => {
    const nobody = await makeUser('service_provider', ['ticket-index']);
    expect((await t.call('POST', '/api/general/notification', { token: nobody.token, body: {} })).statusCode).toBe(403);
    expect((await t.call('POST', '/api/general/notification/recipients/1', { token: nobody.token, body: {} })).statusCode).toBe(403);
  });

  it('lists the active users of a type to choose recipients from', async () => {
    const chosen = await makeUser('consultant', []);
    await makeUser('consultant', [], 'pending');
    const res = await t.call('GET', `/api/general/notification/users-of-type/${await typeId('consultant')}`, { token: admin });
    expect(res.statusCode).toBe(200);
    expectContract('notificationAudienceUsers', 200, res.json());
    const ids = res.json().data.map((u: { id: number }) => u.id);
    expect(ids).toContain(chosen.id);
    const statuses = await q<{ status: string }>('select distinct status from users where id = any($1::int[])', [ids]);
    expect(statuses).toEqual([{ status: 'active' }]);
    expect((await t.call('GET', '/api/general/notification/users-of-type/999', { token: admin })).statusCode).toBe(404);
  });
});

describe("each reader's language", () => {
  it('stores a send in both languages and shows each reader theirs; one written in one language is shown as written', async () => {
    const reader = await makeUser('consultant', ['notification-index']);
    const both = await send(admin, { message: 'اجتماع الاستشاريين يوم الاثنين', message_en: 'Consultants meet on Monday', type_id: await typeId('consultant'), custome_user: 1, user_id: [reader.id] });
    expect(both.statusCode).toBe(201);
    expectContract('createNotification', 201, both.json());
    expect(both.json().data).toMatchObject({ message: 'Consultants meet on Monday', message_ar: 'اجتماع الاستشاريين يوم الاثنين', message_en: 'Consultants meet on Monday' });
    const arabicOnly = await send(admin, { message: 'تذكير بموعد التسليم', message_en: '  ', type_id: await typeId('consultant'), custome_user: 1, user_id: [reader.id] });
    expect(arabicOnly.json().data).toMatchObject({ message: 'تذكير بموعد التسليم', message_en: null });

    const inArabic = (await t.call('POST', '/api/general/notification/user_notification', { token: reader.token, body: {}, lang: 'ar' })).json().data.notifications.data;
    const inEnglish = (await t.call('POST', '/api/general/notification/user_notification', { token: reader.token, body: {}, lang: 'en' })).json().data.notifications.data;
    expect(inArabic.map((n: { message: string }) => n.message)).toEqual(['تذكير بموعد التسليم', 'اجتماع الاستشاريين يوم الاثنين']);
    expect(inEnglish.map((n: { message: string }) => n.message)).toEqual(['تذكير بموعد التسليم', 'Consultants meet on Monday']);

    // the reader searches what they see
    const search = async (lang: 'ar' | 'en', text: string) =>
      (await t.call('POST', '/api/general/notification/user_notification', { token: reader.token, body: { search: text }, lang })).json().data.notifications.total;
    expect(await search('en', 'Monday')).toBe(1);
    expect(await search('ar', 'Monday')).toBe(0);
    expect(await search('ar', 'الاثنين')).toBe(1);
    // marking one seen answers it in the reader's language too
    const id = inEnglish[1].id;
    const seen = await t.call('GET', `/api/general/notification/make_notification_seen/${id}`, { token: reader.token, lang: 'ar' });
    expect(seen.json().data.notification.message).toBe('اجتماع الاستشاريين يوم الاثنين');
    // the register is searched in either language
    const register = await t.call('POST', '/api/general/notification', { token: admin, body: { search: 'Consultants meet' } });
    expect(register.json().data.data.map((x: { id: number }) => x.id)).toContain(both.json().data.id);
  });

  it("writes the portal's own notices in both languages, their parameters isolated from the sentence's direction", async () => {
    const { notify, noticeText } = await import('../../server/features/notifications/texts');
    const reader = await makeUser('service_provider', ['notification-index']);
    expect(await notify(t.database.db, [reader.id], 'registration.pending', { name: 'Al-Wafa Co.' }, '/users/request')).toBe(1);
    const ar = (await t.call('POST', '/api/general/notification/user_notification', { token: reader.token, body: {}, lang: 'ar' })).json().data.notifications.data[0];
    const en = (await t.call('POST', '/api/general/notification/user_notification', { token: reader.token, body: {}, lang: 'en' })).json().data.notifications.data[0];
    expect(ar).toMatchObject({ message: 'طلب تسجيل جديد من \u2068Al-Wafa Co.\u2069 بانتظار المراجعة', link: '/users/request', is_seen: 0 });
    expect(en.message).toBe('A new registration from \u2068Al-Wafa Co.\u2069 awaits review');
    expect(() => noticeText('registration.pending')).toThrow(/needs the parameter name/);
  });
});

describe("a user's own notifications (the bell)", () => {
  async function userWith(count: number) {
    const u = await makeUser('service_provider', ['notification-index']);
    for (let i = 1; i <= count; i++) await q('insert into notifications (user_id, message, link) values ($1, $2, $3)', [u.id, `إشعار رقم ${i}`, i % 2 ? `/dashboard?n=${i}` : null]);
    return u;
  }

  it('pages newest first (?page), or answers all ({all: true}), with the unread count and the questionnaire flag', async () => {
    const u = await userWith(13);
    const p1 = await bell(u.token);
    expect(p1.statusCode).toBe(200);
    expectContract('userNotifications', 200, p1.json());
    const d1 = p1.json().data;
    expect(d1.notifications).toMatchObject({ total: 13, per_page: 10, current_page: 1, last_page: 2 });
    expect(d1.notifications.data).toHaveLength(10);
    expect(d1.notifications.data[0].message).toBe('إشعار رقم 13');
    expect(d1).toMatchObject({ unread_notify: 13, questionnaire_required: 0, questionnaire_id: null });

    const p2 = (await bell(u.token, {}, 2)).json().data.notifications;
    expect(p2.data.map((n: { message: string }) => n.message)).toEqual(['إشعار رقم 3', 'إشعار رقم 2', 'إشعار رقم 1']);

    const all = (await bell(u.token, { all: true })).json().data.notifications;
    expect(all).toMatchObject({ total: 13, current_page: 1, last_page: 1 });
    expect(all.data).toHaveLength(13);
    // the spec's portal sends form data: all=1
    const f = formData({ all: 1 });
    const viaForm = await t.call('POST', '/api/general/notification/user_notification', { token: u.token, payload: f.payload, headers: f.headers });
    expect(viaForm.json().data.notifications.data).toHaveLength(13);

    const searched = (await bell(u.token, { search: 'رقم 1', all: true })).json().data.notifications.data.map((n: { message: string }) => n.message);
    expect(searched).toEqual(['إشعار رقم 13', 'إشعار رقم 12', 'إشعار رقم 11', 'إشعار رقم 10', 'إشعار رقم 1']);
  });

  it("marks one seen (the count drops by one), idempotently, and only one's own", async () => {
    const u = await userWith(3);
    const other = await userWith(1);
    const [top] = (await bell(u.token)).json().data.notifications.data;
    const res = await t.call('GET', `/api/general/notification/make_notification_seen/${top.id}`, { token: u.token });
    expect(res.statusCode).toBe(200);
    expectContract('makeNotificationSeen', 200, res.json());
    expect(res.json().data).toMatchObject({ notification: { id: top.id, is_seen: 1, link: top.link }, unread_notify: 2 });
    const again = await t.call('GET', `/api/general/notification/make_notification_seen/${top.id}`, { token: u.token });
    expect(again.json().data.unread_notify).toBe(2);
    // through the notification machine: one SEE, unseen → seen, with its history and audit rows
    const audits = await q("select id from audit_log where entity = 'notifications' and entity_id = $1 and event = 'SEE'", [top.id]);
    expect(audits).toHaveLength(1);
    const history = await q("select event, from_status, to_status, actor_id from workflow_history where workflow = 'notification' and record_id = $1", [top.id]);
    expect(history).toEqual([{ event: 'SEE', from_status: 'unseen', to_status: 'seen', actor_id: u.id }]);

    // someone else's notification: 404, and it stays unseen
    const [theirs] = (await bell(other.token)).json().data.notifications.data;
    const refused = await t.call('GET', `/api/general/notification/make_notification_seen/${theirs.id}`, { token: u.token });
    expect(refused.statusCode).toBe(404);
    expect((await one<{ is_seen: number }>('select is_seen from notifications where id = $1', [theirs.id])).is_seen).toBe(0);
    expect((await t.call('GET', '/api/general/notification/make_notification_seen/99999999', { token: u.token })).statusCode).toBe(404);
  });

  it('clears all (count to 0) only while something is unread', async () => {
    const u = await userWith(4);
    const res = await t.call('POST', '/api/general/notification/clear_notification', { token: u.token });
    expect(res.statusCode).toBe(200);
    expectContract('clearNotifications', 200, res.json());
    expect(res.json().data).toEqual({ cleared: 4, unread_notify: 0 });
    expect((await bell(u.token)).json().data.unread_notify).toBe(0);
    // the machine's CLEAR for each one, unseen → seen
    const history = await q<{ n: number }>(
      "select count(*)::int as n from workflow_history h join notifications n on n.id = h.record_id where h.workflow = 'notification' and h.event = 'CLEAR' and h.from_status = 'unseen' and h.to_status = 'seen' and n.user_id = $1",
      [u.id],
    );
    expect(history[0]!.n).toBe(4);
    const auditsBefore = (await q("select id from audit_log where entity = 'users' and entity_id = $1 and event = 'NOTIFICATIONS_CLEARED'", [u.id])).length;
    expect(auditsBefore).toBe(1);

    const again = await t.call('POST', '/api/general/notification/clear_notification', { token: u.token });
    expect(again.statusCode).toBe(409);
    expectContract('clearNotifications', 409, again.json());
    expect(again.json().message).toBe('There are no unread notifications');
    expect((await q("select id from audit_log where entity = 'users' and entity_id = $1 and event = 'NOTIFICATIONS_CLEARED'", [u.id])).length).toBe(1);

    // clearing touches only the caller's notifications
    const other = await userWith(2);
    await t.call('POST', '/api/general/notification/clear_notification', { token: (await userWith(1)).token });
    expect((await bell(other.token)).json().data.unread_notify).toBe(2);
  });

  it('needs a signed-in active account', async () => {
    expect((await bell('')).statusCode).toBe(401);
    const res = await t.call('POST', '/api/auth/login', { body: { email: 'rejected@mashaer.test', password: DEMO_PASSWORD } });
    const registrationOnly = res.json().data.token as string;
    expect((await bell(registrationOnly)).statusCode).toBe(403);
    expect((await t.call('POST', '/api/general/notification/clear_notification', { token: registrationOnly })).statusCode).toBe(403);
  });
});
