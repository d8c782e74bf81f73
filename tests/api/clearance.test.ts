/**
 * Clearance (issue 14): every call as the screens use it, on PGlite and on PostgreSQL — the list (POST
 * general/clearance?page) with its filters and who sees what, the caller's vote (POST general/clearance/store:
 * accept, reject with its reason, a changed vote, the same vote again), starting a clearance (initiate) and one
 * voter's decision with its history; the company's derived clearance_status; refusals change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectContract, formData, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let kdana: string;
let provider: string;
let sharer: string;
const id: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  // the sharer company reads its own clearance here (the demo gives clearance-sadad-index to service providers)
  await t.database.execute(
    `insert into role_permissions (role_id, permission_id)
     select ur.role_id, p.id from user_roles ur join users u on u.id = ur.user_id, permissions p
     where u.email = 'sharer@mashaer.test' and p.name = any($1)
     on conflict do nothing`,
    [['clearance-sadad-index']],
  );
  admin = await t.login('admin@mashaer.test');
  kdana = await t.login('kdana@mashaer.test');
  provider = await t.login('provider@mashaer.test');
  sharer = await t.login('sharer@mashaer.test');
  const rows = (await t.database.execute('select id, email from users where email is not null')).rows as Array<{ id: number; email: string }>;
  for (const r of rows) id[r.email] = Number(r.id);
});
afterAll(async () => {
  await t?.close();
});

type Lang = 'ar' | 'en';
type Row = {
  id: number;
  company_id: number;
  clearance_status: string;
  votes_total: number;
  votes_accepted: number;
  votes: Array<{ voter_id: number; status: string; reason: string | null; version: number }>;
  my_vote: { status: string; version: number } | null;
};
const send = (url: string, token: string, body: Record<string, unknown> = {}, lang?: Lang) => t.call('POST', url, { token, body, ...(lang ? { lang } : {}) });
const list = async (token: string, body: Record<string, unknown> = {}): Promise<Row[]> => {
  const res = await send('/api/general/clearance?page=1', token, { paginate: 100, ...body });
  expect(res.statusCode, res.body).toBe(200);
  expectContract('listClearances', 200, res.json());
  return res.json().data.data;
};
const vote = (token: string, body: Record<string, unknown>, lang?: Lang) => send('/api/general/clearance/store', token, body, lang);
const decision = (company: number, voter: number, token: string, lang?: Lang) => t.call('GET', `/api/general/clearance/${company}/${voter}`, { token, ...(lang ? { lang } : {}) });
const voteRow = async (company: number, voter: number) =>
  (await t.database.execute('select id, status, reason, version from clearance_votes where company_id = $1 and voter_id = $2', [company, voter])).rows[0] as
    { id: number; status: string; reason: string | null; version: number } | undefined;
const companyOf = (rows: Row[], email: string) => rows.find((r) => r.company_id === id[email]);

describe('clearance', () => {
  it('lists the demo clearances: the desk sees all, a voter its own, a company its own; filtered by derived status', async () => {
    const all = await list(kdana);
    expect(all.length).toBeGreaterThanOrEqual(5);
    expect(companyOf(all, 'albaraka.serviceprovider@example.sa')?.clearance_status).toBe('accept');
    expect(companyOf(all, 'almarwa.serviceprovider@example.sa')?.clearance_status).toBe('reject');
    expect(companyOf(all, 'provider@mashaer.test')).toMatchObject({ clearance_status: 'pending', votes_total: 2, votes_accepted: 1, my_vote: { status: 'pending' } });
    const rejected = await list(kdana, { status: 'reject' });
    expect(rejected.length).toBeGreaterThan(0);
    expect(rejected.every((r) => r.votes.some((v) => v.status === 'reject'))).toBe(true);
    const cleared = await list(kdana, { status: 'accept' });
    expect(cleared.every((r) => r.votes.every((v) => v.status === 'accept'))).toBe(true);
    const pending = await list(kdana, { status: 'pending' });
    expect(pending.every((r) => r.clearance_status === 'pending')).toBe(true);
    const mine = await list(kdana, { mine: 1 });
    expect(mine.every((r) => r.my_vote !== null)).toBe(true);
    const searched = await list(kdana, { search: 'الضيافة' });
    expect(searched.map((r) => r.company_id)).toContain(id['provider@mashaer.test']);
    // multipart works as the screens send it
    const multipart = formData({ status: 'accept', paginate: 5 });
    const form = await t.call('POST', '/api/general/clearance?page=1', { token: kdana, payload: multipart.payload, headers: multipart.headers });
    expect(form.statusCode, form.body).toBe(200);

    const own = await list(provider);
    expect(own.map((r) => r.company_id)).toEqual([id['provider@mashaer.test']]);
    expect(own[0]!.my_vote).toBeNull();
    expect(await list(sharer)).toEqual([]);
    // a bad filter is a 422 on the field
    const bad = await send('/api/general/clearance?page=1', kdana, { status: 'maybe' });
    expect(bad.statusCode).toBe(422);
  });

  it('a voter rejects with a reason, then accepts; the company is cleared when every vote is accept', async () => {
    const company = id['provider@mashaer.test']!;
    const me = id['kdana@mashaer.test']!;
    const before = (await voteRow(company, me))!;
    expect(before.status).toBe('pending');

    // a reject says why: 422 on reason, nothing changes
    const noReason = await vote(kdana, { company_id: company, vote: 'reject' }, 'en');
    expect(noReason.statusCode, noReason.body).toBe(422);
    expect(noReason.json().errors.reason).toEqual(['Please give the reason for the rejection']);
    const blank = await vote(kdana, { company_id: company, vote: 'reject', reason: '   ' });
    expect(blank.statusCode).toBe(422);
    const maybe = await vote(kdana, { company_id: company, vote: 'maybe' }, 'ar');
    expect(maybe.statusCode).toBe(422);
    expect(maybe.json().errors.vote).toEqual(['يرجى اختيار موافقة أو رفض']);
    expect(await voteRow(company, me)).toEqual(before);

    const rejected = await vote(kdana, { company_id: company, vote: 'reject', reason: 'فاتورة كهرباء غير مدفوعة', version: before.version }, 'en');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expectContract('voteClearance', 200, rejected.json());
    expect(rejected.json().message).toBe('Your clearance vote is recorded');
    expect(rejected.json().data).toMatchObject({ clearance_status: 'reject', clearance_status_text: 'Rejected', my_vote: { status: 'reject', reason: 'فاتورة كهرباء غير مدفوعة' } });

    // the same vote again: code 104, nothing changes
    const again = await vote(kdana, { company_id: company, vote: 'reject', reason: 'again' }, 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'Already rejected', code: '104' });
    // a stale version: 409
    const stale = await vote(kdana, { company_id: company, vote: 'accept', version: before.version });
    expect(stale.statusCode).toBe(409);
    const mid = (await voteRow(company, me))!;
    expect(mid).toMatchObject({ status: 'reject', reason: 'فاتورة كهرباء غير مدفوعة', version: before.version + 1 });

    const accepted = await vote(kdana, { company_id: company, vote: 'accept', version: mid.version }, 'ar');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ clearance_status: 'accept', clearance_status_text: 'تمت المخالصة', votes_accepted: 2, my_vote: { status: 'accept', reason: null } });

    // the decision with its history, seen by the voter, the company and the desk; another company: 404
    const shown = await decision(company, me, kdana, 'en');
    expect(shown.statusCode, shown.body).toBe(200);
    expectContract('getClearanceVote', 200, shown.json());
    const history = shown.json().data.history as Array<{ event: string; to: string; vote: string | null; reason: string | null }>;
    expect(history.map((h) => h.to)).toEqual(['pending', 'reject', 'accept']);
    expect(history[1]).toMatchObject({ event: 'VOTE', vote: 'reject', reason: 'فاتورة كهرباء غير مدفوعة' });
    expect((await decision(company, me, provider)).statusCode).toBe(200);
    expect((await decision(company, me, admin)).statusCode).toBe(200);
    expect((await decision(company, me, sharer)).statusCode).toBe(404);
    expect((await decision(company, id['sharer@mashaer.test']!, kdana)).statusCode).toBe(404);
  });

  it('refuses votes that are not the caller’s to cast', async () => {
    // a company does not vote (no permission): 403
    expect((await vote(provider, { company_id: id['provider@mashaer.test'], vote: 'accept' })).statusCode).toBe(403);
    // no clearance of this company, or not a voter on it: 404
    expect((await vote(kdana, { company_id: id['sharer@mashaer.test'], vote: 'accept' })).statusCode).toBe(404);
    // a company that does not exist: 422 on the field
    const unknown = await vote(kdana, { company_id: 999_999, vote: 'accept' });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['company_id']);
    // missing fields: 422
    expect((await vote(kdana, {})).statusCode).toBe(422);
  });

  it('is started by the desk with voters picked by account type; voters are added, never twice', async () => {
    const company = id['sharer@mashaer.test']!;
    // the picker the screen uses is open to the desk
    const picker = await t.call('GET', '/api/general/reassign_form/get-user-of-type/7', { token: kdana });
    expect(picker.statusCode, picker.body).toBe(200);

    const bad = async (body: Record<string, unknown>, field: string) => {
      const res = await send('/api/general/clearance/initiate', kdana, body);
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    };
    await bad({ company_id: id['admin@mashaer.test'], voter_ids: [id['kdana@mashaer.test']] }, 'company_id');
    await bad({ company_id: 999_999, voter_ids: [id['kdana@mashaer.test']] }, 'company_id');
    await bad({ company_id: company, voter_ids: [] }, 'voter_ids');
    await bad({ company_id: company, voter_ids: [company] }, 'voter_ids');
    await bad({ company_id: company, voter_ids: [999_999] }, 'voter_ids');
    await bad({ company_id: company, voter_ids: [id['pending@mashaer.test']] }, 'voter_ids');
    expect((await t.database.execute('select count(*)::int as n from clearances where company_id = $1', [company])).rows[0]).toEqual({ n: 0 });
    // a company cannot start one
    expect((await send('/api/general/clearance/initiate', provider, { company_id: company, voter_ids: [id['kdana@mashaer.test']] })).statusCode).toBe(403);

    const started = await send('/api/general/clearance/initiate', kdana, { company_id: company, voter_ids: [id['admin@mashaer.test'], id['gov@mashaer.test']] }, 'en');
    expect(started.statusCode, started.body).toBe(201);
    expectContract('initiateClearance', 201, started.json());
    expect(started.json().data).toMatchObject({ company_id: company, initiator_id: id['kdana@mashaer.test'], clearance_status: 'pending', votes_total: 2 });
    const more = await send('/api/general/clearance/initiate', kdana, { company_id: company, voter_ids: [id['admin@mashaer.test'], id['kdana@mashaer.test']] });
    expect(more.statusCode, more.body).toBe(201);
    expect(more.json().data).toMatchObject({ votes_total: 3, initiator_id: id['kdana@mashaer.test'] });
    const history = await t.database.execute("select h.event, h.to_status from workflow_history h join clearance_votes v on v.id = h.record_id where h.workflow = 'clearance' and v.company_id = $1", [
      company,
    ]);
    expect(history.rows).toHaveLength(3);

    // the sharer sees its own clearance now (read only)
    expect((await list(sharer)).map((r) => r.company_id)).toEqual([company]);
    // every voter accepts: cleared
    for (const [token, email] of [
      [admin, 'admin@mashaer.test'],
      [kdana, 'kdana@mashaer.test'],
    ] as const) {
      const res = await vote(token, { company_id: company, vote: 'accept' });
      expect(res.statusCode, `${email}: ${res.body}`).toBe(200);
    }
    const gov = await t.login('gov@mashaer.test');
    const govVote = await vote(gov, { company_id: company, vote: 'accept' });
    // the government entity holds no clearance permission in the demo: the desk's admin would grant it
    expect([200, 403]).toContain(govVote.statusCode);
    const after = companyOf(await list(kdana), 'sharer@mashaer.test')!;
    expect(after.clearance_status).toBe(govVote.statusCode === 200 ? 'accept' : 'pending');
  });
});
