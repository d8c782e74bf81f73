/**
 * Tickets through the real API on PGlite and on PostgreSQL (docs/tickets.md): a user sees only the subjects open to
 * their type or to them; the subject's admin group receives the ticket and sees it, no other group does; another
 * company's ticket is a 404; each step of the ticket machine (COMMENT, ANSWER, FORWARD, CLOSE) is taken by its own
 * side only, rings the bell of the opener and the group, and a refused one — a comment after closing above all —
 * changes nothing. The subjects' and groups' own rules (allowedUsers, type_id, staff admins) are here too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectContract, formData, type TestApp } from './harness';

let t: TestApp;
let provider: string;
let sharer: string;
let gov: string;
let kdana: string;
let admin: string;
const ids: Record<string, number> = {};
const subjects: Record<string, number> = {};
const groups: Record<string, number> = {};
const P = '/api/general/tickets';

beforeAll(async () => {
  t = await createTestApp();
  [provider, sharer, gov, kdana, admin] = await Promise.all(['provider', 'sharer', 'gov', 'kdana', 'admin'].map((p) => t.login(`${p}@mashaer.test`)));
  for (const r of (await t.database.execute("select id, email from users where email like '%@mashaer.test'")).rows) ids[String(r.email).split('@')[0]!] = Number(r.id);
  for (const r of (await t.database.execute('select id, subject from ticket_subjects')).rows) subjects[String(r.subject)] = Number(r.id);
  for (const r of (await t.database.execute('select id, name_en from ticket_admin_groups')).rows) groups[String(r.name_en)] = Number(r.id);
});
afterAll(async () => {
  await t?.close();
});

const TECH = 'مشكلة تقنية في المنصة';
const send = (url: string, token: string, body: Record<string, string | number>, lang: 'ar' | 'en' = 'en', files: Parameters<typeof formData>[1] = {}) => {
  const f = formData(body, files);
  return t.call('POST', url, { token, payload: f.payload, headers: f.headers, lang });
};
const open = (token: string, over: Record<string, string | number> = {}) =>
  send(`${P}/store`, token, { subject_id: subjects[TECH]!, content: 'لا تظهر صفحة الطلبات بعد تسجيل الدخول', importance_level: 'height', ...over });
const step = (id: number, token: string, body: Record<string, string | number>, lang: 'ar' | 'en' = 'en') => send(`${P}/transition/${id}`, token, body, lang);
const get = (id: number, token: string) => t.call('GET', `${P}/edit/${id}`, { token });
const listIds = async (token: string) => {
  const res = await t.call('POST', `${P}?page=1`, { token, body: { paginate: 100 } });
  expectContract('listTickets', 200, res.json());
  return (res.json().data.data as Array<{ id: number }>).map((r) => r.id);
};
const bell = async (userId: number, ticketId: number) =>
  (await t.database.execute('select message_en from notifications where user_id = $1 and link = $2 order by id', [userId, `/tickets/details/${ticketId}`])).rows.map((r) => String(r.message_en));
const counts = async (id: number) =>
  (
    await t.database.execute(
      'select (select count(*)::int from ticket_comments where ticket_id = $1) as lines, (select count(*)::int from workflow_history where workflow = $2 and record_id = $1) as steps',
      [id, 'ticket'],
    )
  ).rows[0]!;

describe('ticket subjects: who may choose them', () => {
  it('a user sees the subjects open to everyone, to their account type and to them by name — no other', async () => {
    const choices = async (token: string) => {
      const res = await t.call('GET', `${P}/subjects`, { token });
      expectContract('ticketSubjectChoices', 200, res.json());
      return (res.json().data as Array<{ subject: string }>).map((s) => s.subject);
    };
    const p = await choices(provider);
    expect(p).toEqual(expect.arrayContaining([TECH, 'Login and account access', 'استفسار عن موعد تسليم المخيم', 'Camp handover documents']));
    expect(p).not.toContain('ملاحظات الجهات الحكومية');
    const g = await choices(gov);
    expect(g).toContain('ملاحظات الجهات الحكومية');
    expect(g).not.toContain('Camp handover documents');
    expect(g).not.toContain('استفسار عن موعد تسليم المخيم');
    // named: the sharer is, though its type is not the service providers'
    expect(await choices(sharer)).toContain('Camp handover documents');
  });

  it('a subject keeps its type and its allowedUsers, shown with its restriction; a bad type or user is a 422 and nothing is stored', async () => {
    const before = (await t.database.execute('select count(*)::int as n from ticket_subjects')).rows[0]!.n;
    const bad = await t.call('POST', '/api/general/ticket-subjects/store', { token: admin, body: { subject: 'x', admin_group_id: groups['Portal technical support']!, type_id: 99 }, lang: 'en' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['type_id']);
    const ghost = await t.call('POST', '/api/general/ticket-subjects/store', { token: admin, body: { subject: 'x', admin_group_id: groups['Portal technical support']!, allowedUsers: [999999] } });
    expect(ghost.statusCode).toBe(422);
    expect(Object.keys(ghost.json().errors)).toEqual(['allowedUsers']);
    expect((await t.database.execute('select count(*)::int as n from ticket_subjects')).rows[0]!.n).toBe(before);
    const made = await t.call('POST', '/api/general/ticket-subjects/store', {
      token: admin,
      body: { subject: 'تصاريح المركبات', admin_group_id: groups['Portal technical support']!, type_id: 3, allowedUsers: [ids.sharer!, ids.sharer!] },
      lang: 'en',
    });
    expect(made.statusCode, made.body).toBe(201);
    expectContract('createTicketSubject', 201, made.json());
    expect(made.json().data).toMatchObject({ type_id: 3, get_type: { code: 'gov' }, get_restriction: { everyone: 0, type: 'Government entity', users: 1 }, allowedUsers: [{ id: ids.sharer }] });
    const everyone = (await t.call('POST', '/api/general/ticket-subjects?page=1', { token: admin, body: { search: 'Login and account' } })).json().data.data[0];
    expect(everyone.get_restriction).toEqual({ everyone: 1, type: null, users: 0 });
  });

  it('a group names staff admins only, at least one: a company account or none is a 422', async () => {
    const G = '/api/general/ticket-admin-groups/store';
    const none = await t.call('POST', G, { token: admin, body: { name: 'مجموعة', admins: [] }, lang: 'ar' });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.admins).toEqual(['الرجاء اختيار مشرف واحد على الأقل']);
    const company = await t.call('POST', G, { token: admin, body: { name: 'مجموعة', admins: [ids.provider!] }, lang: 'en' });
    expect(company.statusCode).toBe(422);
    expect(company.json().errors.admins[0]).toMatch(/staff accounts/);
    const staff = await t.call('GET', '/api/general/ticket-admin-groups/staff?search=mashaer', { token: admin });
    expectContract('searchTicketGroupStaff', 200, staff.json());
    expect((staff.json().data as Array<{ id: number }>).map((u) => u.id)).not.toContain(ids.provider);
  });
});

describe('tickets', () => {
  it('refuses a bad ticket with a 422 on the field, in the caller’s language, and stores nothing', async () => {
    const before = (await t.database.execute('select count(*)::int as n from tickets')).rows[0]!.n;
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ content: '   ' }, 'content'],
      [{ importance_level: 'high' }, 'importance_level'],
      [{ subject_id: subjects['ملاحظات الجهات الحكومية']! }, 'subject_id'],
      [{ subject_id: 999999 }, 'subject_id'],
    ];
    for (const [bad, field] of cases) {
      const res = await open(provider, bad);
      expect(res.statusCode, field).toBe(422);
      expect(Object.keys(res.json().errors), field).toContain(field);
    }
    const ar = await send(`${P}/store`, provider, { subject_id: subjects['ملاحظات الجهات الحكومية']!, content: 'x', importance_level: 'low' }, 'ar');
    expect(ar.json().errors.subject_id).toEqual(['الموضوع المحدد غير متاح لك']);
    expect((await t.database.execute('select count(*)::int as n from tickets')).rows[0]!.n).toBe(before);
  });

  it('goes to its subject’s group: that group sees it and is told, another group and another company get a 404', async () => {
    const created = await send(`${P}/store`, provider, { subject_id: subjects[TECH]!, content: 'Upload fails', importance_level: 'low' }, 'en', {
      attachment: { name: 'shot.pdf', content: Buffer.from('%PDF-1.4\n%demo\n'), type: 'application/pdf' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expectContract('createTicket', 201, created.json());
    const r = created.json().data;
    expect(r).toMatchObject({ status: 'open', group_id: groups['Portal technical support'], parties: ['owner', 'participant'], comments: [] });
    expect(r.attachment?.url).toBeTruthy();
    expect(await listIds(provider)).toContain(r.id);
    expect(await listIds(admin)).toContain(r.id);
    expect(await bell(ids.admin!, r.id)).toEqual([expect.stringMatching(/^New ticket #.*about/)]);
    // Kidana's groups do not receive this subject; another company is not its owner
    expect(await listIds(kdana)).not.toContain(r.id);
    expect((await get(r.id, kdana)).statusCode).toBe(404);
    expect(await listIds(sharer)).not.toContain(r.id);
    expect((await get(r.id, sharer)).statusCode).toBe(404);
    expect((await step(r.id, sharer, { event: 'CLOSE' })).statusCode).toBe(404);
    // the file follows the ticket: its group reads it, another company does not
    expect((await t.call('GET', r.attachment.url, { token: admin })).statusCode).toBe(200);
    expect((await t.call('GET', r.attachment.url, { token: sharer })).statusCode).toBe(404);
  });

  it('answered, commented, forwarded to another group and closed: each side its own steps, the bell on each reply; nothing after closing', async () => {
    const r = (await open(provider)).json().data;
    // the owner does not answer their own ticket; the group does not comment as the owner
    expect((await step(r.id, provider, { event: 'ANSWER', content: 'x' })).statusCode).toBe(403);
    expect((await step(r.id, admin, { event: 'COMMENT', content: 'x' })).statusCode).toBe(403);
    const blank = await step(r.id, admin, { event: 'ANSWER', content: '  ' }, 'ar');
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.content).toEqual(['نص التعليق مطلوب']);

    const answered = await step(r.id, admin, { event: 'ANSWER', content: 'تم إصلاح العطل، نرجو المحاولة مجدداً', version: r.version });
    expect(answered.statusCode, answered.body).toBe(200);
    expectContract('transitionTicket', 200, answered.json());
    expect(answered.json().data).toMatchObject({ status: 'answered', comments: [{ kind: 'answer', content: 'تم إصلاح العطل، نرجو المحاولة مجدداً', author: { id: ids.admin } }] });
    expect(await bell(ids.provider!, r.id)).toEqual([expect.stringMatching(/^A new reply on ticket/)]);

    const commented = await step(r.id, provider, { event: 'COMMENT', content: 'ما زالت المشكلة قائمة' });
    expect(commented.json().data.status).toBe('open');
    expect(await bell(ids.admin!, r.id)).toHaveLength(2);

    // another group: not the one holding it
    const same = await step(r.id, admin, { event: 'FORWARD', group_id: groups['Portal technical support']! });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors.group_id[0]).toMatch(/another group/);
    const forwarded = await step(r.id, admin, { event: 'FORWARD', group_id: groups['Kidana camp handover team']! });
    expect(forwarded.statusCode, forwarded.body).toBe(200);
    // the forwarder keeps seeing it (its subject's group) but no longer handles it
    expect(forwarded.json().data).toMatchObject({ status: 'forwarded', group_id: groups['Kidana camp handover team'], parties: [] });
    expect(await listIds(kdana)).toContain(r.id);
    expect((await get(r.id, kdana)).json().data.parties).toEqual(['handler', 'participant']);
    expect(await bell(ids.kdana!, r.id)).toEqual([expect.stringMatching(/forwarded to your group/)]);
    expect((await step(r.id, admin, { event: 'ANSWER', content: 'x' })).statusCode).toBe(403);
    const kAnswer = await step(r.id, kdana, { event: 'ANSWER', content: 'Your camp handover documents are ready.' });
    expect(kAnswer.json().data.status).toBe('answered');

    const closed = await step(r.id, provider, { event: 'CLOSE' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data.status).toBe('closed');
    const history = await t.database.execute("select event from workflow_history where workflow = 'ticket' and record_id = $1 order by id", [r.id]);
    expect(history.rows.map((x) => x.event)).toEqual(['CREATE', 'ANSWER', 'COMMENT', 'FORWARD', 'ANSWER', 'CLOSE']);

    // after closing, no further comments (spec 001 §4): 409 in the spec's words, nothing written
    const before = await counts(r.id);
    const version = (await get(r.id, provider)).json().data.version;
    const late = await step(r.id, provider, { event: 'COMMENT', content: 'سؤال أخير' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('The ticket is closed; no further comments are allowed');
    const lateAr = await step(r.id, kdana, { event: 'ANSWER', content: 'x' }, 'ar');
    expect(lateAr.statusCode).toBe(409);
    expect(lateAr.json().message).toBe('تم إغلاق التذكرة، لا يمكن إضافة تعليقات أخرى');
    expect((await step(r.id, provider, { event: 'CLOSE' })).json()).toMatchObject({ message: 'The ticket is already closed', code: '104' });
    expect(await counts(r.id)).toEqual(before);
    expect((await get(r.id, provider)).json().data.version).toBe(version);
  });

  it('a reply’s attachment is kept with it; an old version is a conflict and keeps nothing', async () => {
    const r = (await open(provider)).json().data;
    const withFile = await send(`${P}/transition/${r.id}`, provider, { event: 'COMMENT', content: 'صورة الخطأ مرفقة', version: r.version }, 'en', {
      attachment: { name: 'error.png', content: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), type: 'image/png' },
    });
    expect(withFile.statusCode, withFile.body).toBe(200);
    expect(withFile.json().data.comments[0].attachment?.name).toBe('error.png');
    const before = await counts(r.id);
    const stale = await step(r.id, admin, { event: 'ANSWER', content: 'x', version: r.version });
    expect(stale.statusCode).toBe(409);
    expect(await counts(r.id)).toEqual(before);
  });

  it('the demo holds tickets in every status of the machine, in Arabic and English', async () => {
    const rows = (await t.database.execute('select distinct status from tickets')).rows.map((x) => x.status);
    expect(rows.sort()).toEqual(['answered', 'closed', 'forwarded', 'open']);
    const provided = (await t.database.execute('select distinct status from tickets where owner_id = $1', [ids.provider])).rows.map((x) => x.status);
    expect(provided.sort()).toEqual(['answered', 'closed', 'forwarded', 'open']);
  });
});
