import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectContract, formData, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let provider: string;

const one = async (text: string, params: unknown[] = []) => (await t.database.execute(text, params)).rows[0]!;
const idOf = async (email: string) => (await one('select id from users where email = $1', [email])).id as number;
const allianceId = async (name: string) => (await one('select id from alliances where name = $1', [name])).id as number;
const membersOf = async (id: number) => (await t.database.execute('select member_id from alliance_members where alliance_id = $1 order by member_id', [id])).rows.map((r) => r.member_id as number);
const auditOf = async (id: number) => (await t.database.execute("select event, old_value, new_value from audit_log where entity = 'alliances' and entity_id = $1 order by id", [id])).rows;
const counts = async () => (await one('select (select count(*)::int from alliances) as alliances, (select count(*)::int from alliance_members) as members')) as { alliances: number; members: number };

/** Active companies in no alliance, as the demo seeds them. */
async function freeCompanies(n: number): Promise<Array<{ id: number; name: string; company_name: string }>> {
  const res = await t.database.execute(
    `select u.id, u.name, u.company_name from users u join account_types t on t.id = u.type_id
     where t.code in ('service_provider', 'contractor', 'sharer', 'raft_company') and u.status = 'active' and u.parent_id is null and u.deleted_at is null
       and not exists (select 1 from alliance_members m where m.member_id = u.id)
     order by u.id limit $1`,
    [n],
  );
  return res.rows as Array<{ id: number; name: string; company_name: string }>;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@mashaer.test');
  provider = await t.login('provider@mashaer.test');
});
afterAll(async () => {
  await t?.close();
});

describe('seeing alliances', () => {
  it('lists every alliance with leader and members for a manager, paged and searchable', async () => {
    const res = await t.call('POST', '/api/general/alliance?page=1', { token: admin, body: { paginate: 2 } });
    expect(res.statusCode).toBe(200);
    expectContract('listAlliances', 200, res.json());
    const body = res.json();
    expect(body.data).toMatchObject({ total: 3, per_page: 2, last_page: 2 });
    const all = (await t.call('POST', '/api/general/alliance', { token: admin, body: { paginate: 10 } })).json().data.data as Array<{
      name: string;
      leader_id: number;
      get_leader: { id: number };
      get_members: Array<{ id: number }>;
      members_count: number;
    }>;
    const hospitality = all.find((a) => a.name === 'تحالف الضيافة')!;
    const providerId = await idOf('provider@mashaer.test');
    expect(hospitality.leader_id).toBe(providerId);
    expect(hospitality.get_leader.id).toBe(providerId);
    expect(hospitality.get_members[0]!.id).toBe(providerId); // leader first
    expect(hospitality.members_count).toBe(4);
    // search by a member's company name
    const sharer = await t.call('POST', '/api/general/alliance', { token: admin, body: { search: 'الرفادة' } });
    expect(sharer.json().data.data.map((a: { name: string }) => a.name)).toEqual(['تحالف الضيافة']);
    const byName = await t.call('POST', '/api/general/alliance', { token: admin, body: { search: 'furqan' } });
    expect(byName.json().data.data.map((a: { name: string }) => a.name)).toEqual(['Al-Furqan Alliance']);
  });

  it('shows an account only the alliances its company belongs to or leads; others are 404', async () => {
    const own = await t.call('POST', '/api/general/alliance', { token: provider });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.data.map((a: { name: string }) => a.name)).toEqual(['تحالف الضيافة']);
    // a member (not the leader) sees it too, and so does the leader's sub-employee
    const sharer = await t.login('sharer@mashaer.test');
    expect((await t.call('POST', '/api/general/alliance', { token: sharer })).json().data.total).toBe(1);
    const employee = await t.login('employee@mashaer.test');
    expect((await t.call('POST', '/api/general/alliance', { token: employee })).json().data.data[0].name).toBe('تحالف الضيافة');
    // an account in no alliance sees none
    const kdana = await t.login('kdana@mashaer.test');
    expect((await t.call('POST', '/api/general/alliance', { token: kdana })).json().data).toMatchObject({ total: 0, data: [] });

    const mine = await allianceId('تحالف الضيافة');
    const other = await allianceId('تحالف مكة للخدمات');
    const get = await t.call('GET', `/api/general/alliance/${mine}`, { token: provider });
    expect(get.statusCode).toBe(200);
    expectContract('getAlliance', 200, get.json());
    expect((await t.call('GET', `/api/general/alliance/${other}`, { token: provider })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/general/alliance/${other}`, { token: admin })).statusCode).toBe(200);
    expect((await t.call('POST', '/api/general/alliance', {})).statusCode).toBe(401);
  });

  it('offers active company accounts as candidates, with the alliance each already belongs to', async () => {
    const res = await t.call('GET', '/api/general/alliance/companies?search=%D8%A7%D9%84%D8%B6%D9%8A%D8%A7%D9%81%D8%A9', { token: admin }); // الضيافة
    expect(res.statusCode).toBe(200);
    expectContract('listAllianceCompanies', 200, res.json());
    const found = res.json().data as Array<{ id: number; alliance: { name: string } | null; type: { code: string } }>;
    const providerId = await idOf('provider@mashaer.test');
    expect(found.map((c) => c.id)).toEqual([providerId]); // its sub-employees are not companies
    expect(found[0]!.alliance!.name).toBe('تحالف الضيافة');

    const available = (await t.call('GET', '/api/general/alliance/companies?available=1&limit=50', { token: admin })).json().data as typeof found;
    expect(available.length).toBeGreaterThan(5);
    expect(available.every((c) => c.alliance === null)).toBe(true);
    expect(new Set(available.map((c) => c.type.code))).not.toContain('design_office');
    const pending = await idOf('pending@mashaer.test');
    expect(available.map((c) => c.id)).not.toContain(pending);
    expect((await t.call('GET', '/api/general/alliance/companies?limit=500', { token: admin })).statusCode).toBe(422);
  });
});

describe('creating an alliance', () => {
  it('creates it with its leader as a member, audited; the leader’s session is flagged', async () => {
    const [a, b, c] = await freeCompanies(3);
    const before = await counts();
    const res = await t.call('POST', '/api/general/alliance/store_with_members', { token: admin, body: { name: 'تحالف النخبة', leader_id: a!.id, members: [b!.id, c!.id] } });
    expect(res.statusCode).toBe(201);
    expectContract('createAlliance', 201, res.json());
    const data = res.json().data;
    expect(res.json().message).toBe('The alliance was created');
    expect(data).toMatchObject({ name: 'تحالف النخبة', leader_id: a!.id, members_count: 3 });
    expect(data.get_members.map((m: { id: number }) => m.id)[0]).toBe(a!.id);
    expect(await membersOf(data.id)).toEqual([a!.id, b!.id, c!.id].sort((x, y) => x - y));
    expect(await counts()).toEqual({ alliances: before.alliances + 1, members: before.members + 3 });
    const [row] = await auditOf(data.id);
    expect(row).toMatchObject({ event: 'CREATE', old_value: null, new_value: { name: 'تحالف النخبة', leader_id: a!.id } });
    expect((row!.new_value as { members: unknown[] }).members).toHaveLength(3);

    await t.database.execute("update users set password_hash = (select password_hash from users where email = 'admin@mashaer.test') where id = $1", [a!.id]);
    const email = (await one('select email from users where id = $1', [a!.id])).email as string;
    const leaderToken = await t.login(email);
    const me = (await t.call('GET', '/api/auth/permission-me', { token: leaderToken })).json().data;
    expect(me).toMatchObject({ is_belong_to_alliacne: 1, is_alliance_leader: 1 });
  });

  it('takes the spec’s form data with indexed members', async () => {
    const [a, b] = await freeCompanies(2);
    const f = formData({ name: 'تحالف من نموذج', leader_id: a!.id, members: [a!.id, b!.id] });
    const res = await t.call('POST', '/api/general/alliance/store_with_members', { token: admin, payload: f.payload, headers: f.headers });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.members_count).toBe(2);
  });

  it('reports each invalid field (422) and writes nothing', async () => {
    const [a, b] = await freeCompanies(2);
    const before = await counts();
    const empty = await t.call('POST', '/api/general/alliance/store_with_members', { token: admin, body: { name: ' ', members: [] } });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['leader_id', 'members', 'name']);
    const alone = await t.call('POST', '/api/general/alliance/store_with_members', { token: admin, body: { name: 'تحالف فردي', leader_id: a!.id, members: [] } });
    expect(alone.json().errors).toEqual({ members: ['Choose at least one member besides the leader'] });
    const aloneAr = await t.call('POST', '/api/general/alliance/store_with_members', { token: admin, lang: 'ar', body: { name: 'تحالف فردي', leader_id: a!.id } });
    expect(aloneAr.json().errors).toEqual({ members: ['اختر عضواً واحداً على الأقل غير قائد التحالف'] });

    const design = (await one("select u.id from users u join account_types t on t.id = u.type_id where t.code = 'design_office' and u.status = 'active' limit 1")).id as number;
    const notCompany = await t.call('POST', '/api/general/alliance/store_with_members', { token: admin, body: { name: 'تحالف مختلط', leader_id: a!.id, members: [design] } });
    expect(notCompany.statusCode).toBe(422);
    expect(notCompany.json().errors.members[0]).toMatch(/active company account/);
    const pending = await idOf('pending@mashaer.test');
    const pendingLeader = await t.call('POST', '/api/general/alliance/store_with_members', { token: admin, body: { name: 'تحالف معلق', leader_id: pending, members: [a!.id] } });
    expect(Object.keys(pendingLeader.json().errors)).toEqual(['leader_id']);
    const employee = await idOf('employee@mashaer.test');
    const sub = await t.call('POST', '/api/general/alliance/store_with_members', { token: admin, body: { name: 'تحالف الموظفين', leader_id: a!.id, members: [employee] } });
    expect(sub.statusCode).toBe(422);

    const taken = await t.call('POST', '/api/general/alliance/store_with_members', { token: admin, body: { name: 'AL-FURQAN alliance', leader_id: a!.id, members: [a!.id, b!.id] } });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.name).toEqual(['The name has already been taken']);
    expect(await counts()).toEqual(before);
  });

  it('refuses a company already in another alliance (409 naming it) and writes nothing', async () => {
    const [a] = await freeCompanies(1);
    const sharer = await idOf('sharer@mashaer.test');
    const before = await counts();
    const res = await t.call('POST', '/api/general/alliance/store_with_members', { token: admin, body: { name: 'تحالف جديد', leader_id: a!.id, members: [sharer] } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('“شركة الرفادة المشاركة” already belongs to the alliance “تحالف الضيافة”');
    expect(res.json().errors.members).toEqual([res.json().message]);
    expect(await counts()).toEqual(before);
  });
});

describe('changing an alliance', () => {
  let id: number;
  let leader: number;
  let m1: number;
  let m2: number;
  beforeAll(async () => {
    const [a, b, c] = await freeCompanies(3);
    [leader, m1, m2] = [a!.id, b!.id, c!.id];
    const res = await t.call('POST', '/api/general/alliance/store_with_members', { token: admin, body: { name: 'تحالف التجربة', leader_id: leader, members: [m1, m2] } });
    id = res.json().data.id as number;
  });

  it('renames it (audited old and new); a taken or empty name is 422; a missing alliance 404', async () => {
    const res = await t.call('POST', '/api/general/alliance/update', { token: admin, body: { id, name: 'تحالف التجربة الأولى' } });
    expect(res.statusCode).toBe(200);
    expectContract('renameAlliance', 200, res.json());
    expect(res.json().data.name).toBe('تحالف التجربة الأولى');
    expect((await auditOf(id)).at(-1)).toMatchObject({ event: 'RENAME', old_value: { name: 'تحالف التجربة' }, new_value: { name: 'تحالف التجربة الأولى' } });
    const taken = await t.call('POST', '/api/general/alliance/update', { token: admin, body: { id, name: 'تحالف الضيافة' } });
    expect(taken.json().errors).toEqual({ name: ['The name has already been taken'] });
    const blank = await t.call('POST', '/api/general/alliance/update', { token: admin, body: { id, name: '  ' } });
    expect(blank.json().errors).toEqual({ name: ['This field is required'] });
    const missing = await t.call('POST', '/api/general/alliance/update', { token: admin, body: { id: 99999, name: 'س' } });
    expect(missing.statusCode).toBe(404);
    expect((await one('select name from alliances where id = $1', [id])).name).toBe('تحالف التجربة الأولى');
  });

  it('changes the leader among the members; the former leader stays a member', async () => {
    const outsider = (await freeCompanies(1))[0]!.id;
    const notMember = await t.call('POST', '/api/general/alliance/change_Leader', { token: admin, body: { id, leader_id: outsider } });
    expect(notMember.statusCode).toBe(422);
    expect(notMember.json().errors).toEqual({ leader_id: ['The leader must be one of the members'] });
    const same = await t.call('POST', '/api/general/alliance/change_Leader', { token: admin, body: { id, leader_id: leader } });
    expect(same.statusCode).toBe(409);
    expect(same.json().code).toBe('104');

    const res = await t.call('POST', '/api/general/alliance/change_Leader', { token: admin, body: { id, leader_id: m1 } });
    expect(res.statusCode).toBe(200);
    expectContract('changeAllianceLeader', 200, res.json());
    expect(res.json().data.leader_id).toBe(m1);
    expect(res.json().data.get_members[0].id).toBe(m1);
    expect(await membersOf(id)).toContain(leader);
    expect((await auditOf(id)).at(-1)).toMatchObject({ event: 'CHANGE_LEADER', old_value: { leader_id: leader }, new_value: { leader_id: m1 } });
    [leader, m1] = [m1, leader];
  });

  it('adds a company; refuses one in another alliance (409), one already in it (409, 104) and a non-company (422)', async () => {
    const sharer = await idOf('sharer@mashaer.test');
    const inOther = await t.call('POST', '/api/general/alliance_members/store', { token: admin, lang: 'ar', body: { alliance_id: id, member_id: sharer } });
    expect(inOther.statusCode).toBe(409);
    expect(inOther.json().message).toBe('الشركة «شركة الرفادة المشاركة» تنتمي إلى التحالف «تحالف الضيافة»');
    const again = await t.call('POST', '/api/general/alliance_members/store', { token: admin, body: { alliance_id: id, member_id: m2 } });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('104');
    const adminId = await idOf('admin@mashaer.test');
    const notCompany = await t.call('POST', '/api/general/alliance_members/store', { token: admin, body: { alliance_id: id, member_id: adminId } });
    expect(notCompany.statusCode).toBe(422);
    expect(Object.keys(notCompany.json().errors)).toEqual(['member_id']);
    expect((await t.call('POST', '/api/general/alliance_members/store', { token: admin, body: { alliance_id: 99999, member_id: m2 } })).statusCode).toBe(404);
    expect(await membersOf(id)).toHaveLength(3);

    const newcomer = (await freeCompanies(1))[0]!;
    const res = await t.call('POST', '/api/general/alliance_members/store', { token: admin, body: { alliance_id: id, member_id: newcomer.id } });
    expect(res.statusCode).toBe(200);
    expectContract('addAllianceMember', 200, res.json());
    expect(res.json().data.members_count).toBe(4);
    expect((await auditOf(id)).at(-1)).toMatchObject({ event: 'ADD_MEMBER', new_value: { added: { id: newcomer.id } } });
  });

  it('one company joining two alliances at once: exactly one wins, the other gets 409', async () => {
    const other = await allianceId('Al-Furqan Alliance');
    const racer = (await freeCompanies(1))[0]!.id;
    const [r1, r2] = await Promise.all([
      t.call('POST', '/api/general/alliance_members/store', { token: admin, body: { alliance_id: id, member_id: racer } }),
      t.call('POST', '/api/general/alliance_members/store', { token: admin, body: { alliance_id: other, member_id: racer } }),
    ]);
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([200, 409]);
    expect((await one('select count(*)::int as n from alliance_members where member_id = $1', [racer])).n).toBe(1);
    // put things back for the next test
    const winner = r1.statusCode === 200 ? id : other;
    await t.call('POST', '/api/general/alliance_members/remove_member', { token: admin, body: { alliance_id: winner, member_id: racer } });
  });

  it('removes a member; refuses the leader, a non-member and the last member besides the leader (nothing changes)', async () => {
    const leaderOut = await t.call('POST', '/api/general/alliance_members/remove_member', { token: admin, body: { alliance_id: id, member_id: leader } });
    expect(leaderOut.statusCode).toBe(409);
    expect(leaderOut.json().message).toBe('The leader cannot be removed; choose another leader first');
    const outsider = (await freeCompanies(1))[0]!.id;
    const notMember = await t.call('POST', '/api/general/alliance_members/remove_member', { token: admin, body: { alliance_id: id, member_id: outsider } });
    expect(notMember.json().errors).toEqual({ member_id: ['This company is not a member of this alliance'] });

    const members = await membersOf(id);
    expect(members).toHaveLength(4);
    const others = members.filter((m) => m !== leader);
    const res = await t.call('POST', '/api/general/alliance_members/remove_member', { token: admin, body: { alliance_id: id, member_id: others[0] } });
    expect(res.statusCode).toBe(200);
    expectContract('removeAllianceMember', 200, res.json());
    expect(res.json().message).toBe('The member was removed from the alliance');
    expect((await auditOf(id)).at(-1)).toMatchObject({ event: 'REMOVE_MEMBER', new_value: { removed: { id: others[0] } } });
    await t.call('POST', '/api/general/alliance_members/remove_member', { token: admin, body: { alliance_id: id, member_id: others[1] } });
    const last = await t.call('POST', '/api/general/alliance_members/remove_member', { token: admin, body: { alliance_id: id, member_id: others[2] } });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toMatch(/at least one other member/);
    expect(await membersOf(id)).toEqual([leader, others[2]!].sort((x, y) => x - y));
  });

  it('dissolves it: the alliance and its memberships go, audited; its companies may join another', async () => {
    const members = await membersOf(id);
    const res = await t.call('POST', `/api/general/alliance/delete/${id}`, { token: admin });
    expect(res.statusCode).toBe(200);
    expectContract('deleteAlliance', 200, res.json());
    expect((await one('select count(*)::int as n from alliance_members where alliance_id = $1', [id])).n).toBe(0);
    expect((await auditOf(id)).at(-1)).toMatchObject({ event: 'DELETE', new_value: null, old_value: { name: 'تحالف التجربة الأولى' } });
    const other = await allianceId('Al-Furqan Alliance');
    const join = await t.call('POST', '/api/general/alliance_members/store', { token: admin, body: { alliance_id: other, member_id: members[0] } });
    expect(join.statusCode).toBe(200);
    expect((await t.call('POST', `/api/general/alliance/delete/${id}`, { token: admin })).statusCode).toBe(404);
  });
});

describe('who may manage alliances', () => {
  it('refuses every managing call to an account without alliance-manage (403), even the leader, and changes nothing', async () => {
    const mine = await allianceId('تحالف الضيافة');
    const sharer = await idOf('sharer@mashaer.test');
    const providerId = await idOf('provider@mashaer.test');
    const before = await counts();
    const calls: Array<[method: 'GET' | 'POST', url: string, body?: unknown]> = [
      ['GET', '/api/general/alliance/companies'],
      ['POST', '/api/general/alliance/store_with_members', { name: 'x', leader_id: providerId, members: [sharer] }],
      ['POST', '/api/general/alliance/update', { id: mine, name: 'تحالف مختطف' }],
      ['POST', '/api/general/alliance/change_Leader', { id: mine, leader_id: sharer }],
      ['POST', '/api/general/alliance_members/store', { alliance_id: mine, member_id: sharer }],
      ['POST', '/api/general/alliance_members/remove_member', { alliance_id: mine, member_id: sharer }],
      ['POST', `/api/general/alliance/delete/${mine}`],
    ];
    for (const [method, url, body] of calls) {
      const res = await t.call(method, url, { token: provider, body });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect((await t.call(method, url, { body })).statusCode, `${method} ${url} without a session`).toBe(401);
    }
    expect(await counts()).toEqual(before);
    expect(await one('select name, leader_id from alliances where id = $1', [mine])).toEqual({ name: 'تحالف الضيافة', leader_id: providerId });
  });
});
