/**
 * The site map (issue 16 "The site map", GET /dashboard/gis) on PGlite and PostgreSQL: every figure it answers is
 * the same figure taken by SQL on the demo data; the outlines lie on the site; the filters narrow and a bad one is a
 * 422; the permission is checked on the call (the spec's portal skipped it); a company holding the permission sees
 * only its own camps.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectContract, type TestApp } from './harness';
import { SITE_BOX } from '../../shared/site';
import { bboxOf, classOf, isPolygon, type Polygon } from '../../shared/siteMap';
import { assignmentMachine } from '../../machines';

let t: TestApp;
let admin: string;

interface Camp {
  id: number;
  square_id: number;
  geometry: Polygon | null;
  status: string;
  assignment_status: string | null;
  company_id: number | null;
  licence_status: string | null;
  violations: number;
}
interface Answer {
  squares: Array<{ id: number; geometry: Polygon | null; camps: number }>;
  camps: Camp[];
  measures: Array<{ key: string; label: string; classes: Array<{ key: string; label: string; count: number }> }>;
  companies: Array<{ id: number; name: string }>;
}

const rows = async <T>(text: string) => (await t.database.execute(text)).rows as T[];
const map = async (query = '', token = admin, lang: 'ar' | 'en' = 'en') => t.call('GET', `/api/dashboard/gis${query}`, { token, lang });
const dataOf = async (query = '', token = admin) => {
  const res = await map(query, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Answer;
};

/** Each camp's current assignment by SQL: the live one, else the latest returned. */
const CURRENT = `select distinct on (camp_id) id, camp_id, status, receiver_company_id from assign_camps order by camp_id, (status = 'returned'), id desc`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@mashaer.test');
});
afterAll(async () => {
  await t?.close();
});

describe('the site map', () => {
  it('answers every square and camp, drawn inside the site, as the contract says', async () => {
    const res = await map();
    expect(res.statusCode, res.body).toBe(200);
    expectContract('siteMap', 200, res.json());
    const data = res.json().data as Answer;
    const [counts] = await rows<{ squares: number; camps: number; drawn: number; surveyed: number }>(
      `select (select count(*)::int from squares) as squares, (select count(*)::int from camps) as camps,
              (select count(*)::int from camp_geometries) as drawn,
              (select count(*)::int from camps c join squares s on s.id = c.square_id where s.code like 'MZ-%' and c.area_m2 is not null) as surveyed`,
    );
    expect(data.squares).toHaveLength(counts!.squares);
    expect(data.camps).toHaveLength(counts!.camps);
    // the demo plan draws every surveyed demo camp; the rest are listed, not drawn
    expect(data.camps.filter((c) => c.geometry)).toHaveLength(counts!.drawn);
    expect(counts!.drawn).toBe(counts!.surveyed);
    expect(data.camps.some((c) => !c.geometry)).toBe(true);
    for (const shape of [...data.squares, ...data.camps].flatMap((x) => (x.geometry ? [x.geometry] : []))) {
      expect(isPolygon(shape)).toBe(true);
      const [w, s, e, n] = bboxOf(shape);
      expect(w >= SITE_BOX.west && e <= SITE_BOX.east && s >= SITE_BOX.south && n <= SITE_BOX.north).toBe(true);
    }
    // a camp lies inside its square's block
    const square = new Map(data.squares.map((s) => [s.id, s]));
    for (const c of data.camps.filter((x) => x.geometry)) {
      const [w, s, e, n] = bboxOf(c.geometry!);
      const [sw, ss, se, sn] = bboxOf(square.get(c.square_id)!.geometry!);
      expect(w >= sw && e <= se && s >= ss && n <= sn, `camp ${c.id}`).toBe(true);
    }
    expect(data.squares.reduce((n, s) => n + s.camps, 0)).toBe(data.camps.length);
  });

  it('gives each camp the figures SQL finds: readiness, current assignment, licence, issued violations', async () => {
    const data = await dataOf();
    const byId = new Map(data.camps.map((c) => [c.id, c]));
    const camps = await rows<{ id: number; status: string }>('select id, status from camps');
    for (const c of camps) expect(byId.get(c.id)?.status).toBe(c.status);
    const current = await rows<{ id: number; camp_id: number; status: string; receiver_company_id: number }>(CURRENT);
    expect(current.length).toBeGreaterThan(0);
    for (const a of current) expect(byId.get(a.camp_id)).toMatchObject({ assignment_status: a.status, company_id: a.receiver_company_id });
    const assigned = new Set(current.map((a) => a.camp_id));
    for (const c of data.camps.filter((x) => !assigned.has(x.id))) {
      expect(c).toMatchObject({ assignment_status: null, company_id: null, licence_status: null });
      expect(classOf(c, 'assignment')).toBe('none');
    }
    // every company of a camp is named
    const named = new Set(data.companies.map((c) => c.id));
    for (const c of data.camps) if (c.company_id !== null) expect(named.has(c.company_id)).toBe(true);
    const violations = await rows<{ camp_id: number; n: number }>(`select camp_id, count(*)::int as n from regulatory_violation_orders where status <> 'draft' group by camp_id`);
    expect(violations.length).toBeGreaterThan(0);
    const issued = new Map(violations.map((v) => [v.camp_id, v.n]));
    for (const c of data.camps) expect(c.violations, `camp ${c.id}`).toBe(issued.get(c.id) ?? 0);
    const licences = await rows<{ camp_id: number; status: string }>(
      `select cur.camp_id, l.status from (${CURRENT}) cur join lateral (
         select status from readiness_licenses r where r.assign_camp_id = cur.id
         order by case when r.status = 'approved' and (r.expires_at is null or r.expires_at > now()) then 0 when r.status in ('pending', 'disapproved') then 1 else 2 end, r.id desc
         limit 1) l on true`,
    );
    expect(licences.length).toBeGreaterThan(0);
    // a camp keeps its licence in force while a renewal is open or closed (the demo has both beside each approved one)
    expect(licences.some((l) => l.status === 'approved')).toBe(true);
    const licenceOf = new Map(licences.map((l) => [l.camp_id, l.status]));
    for (const c of data.camps) expect(c.licence_status, `camp ${c.id}`).toBe(licenceOf.get(c.id) ?? null);
  });

  it("counts the legend's classes as SQL does, each measure's classes in the machine's order with its labels", async () => {
    const data = await dataOf();
    const measure = (key: string) => data.measures.find((m) => m.key === key)!;
    expect(data.measures.map((m) => m.key)).toEqual(['assignment', 'readiness', 'licence', 'violations']);
    for (const m of data.measures) expect(m.classes.reduce((n, c) => n + c.count, 0)).toBe(data.camps.length);
    const byStatus = await rows<{ status: string; n: number }>(`select status, count(*)::int as n from (${CURRENT}) cur group by status`);
    const assignment = measure('assignment');
    expect(assignment.classes.map((c) => c.key)).toEqual(['none', ...Object.keys(assignmentMachine.root.states)]);
    for (const s of byStatus) expect(assignment.classes.find((c) => c.key === s.status)?.count).toBe(s.n);
    expect(assignment.classes.find((c) => c.key === 'deliverd')?.label).toBe('Received');
    expect(assignment.classes.find((c) => c.key === 'none')?.label).toBe('Not assigned');
    const ready = await rows<{ status: string; n: number }>('select status, count(*)::int as n from camps group by status');
    for (const s of ready) expect(measure('readiness').classes.find((c) => c.key === s.status)?.count).toBe(s.n);
    const buckets = await rows<{ bucket: string; n: number }>(
      `select case when coalesce(v.n, 0) >= 3 then '3+' else coalesce(v.n, 0)::text end as bucket, count(*)::int as n
       from camps c left join (select camp_id, count(*) as n from regulatory_violation_orders where status <> 'draft' group by camp_id) v on v.camp_id = c.id group by 1`,
    );
    for (const b of buckets) expect(measure('violations').classes.find((c) => c.key === b.bucket)?.count).toBe(b.n);
    // Arabic labels come from the same machines
    const ar = (await map('', admin, 'ar')).json().data as Answer;
    expect(ar.measures.find((m) => m.key === 'assignment')!.classes.find((c) => c.key === 'deliverd')?.label).toBe('تم الاستلام');
    expect(ar.measures.find((m) => m.key === 'readiness')!.label).toBe('جاهزية المخيم');
  });

  it('narrows to a square, or to a company (its camps now, every square still drawn)', async () => {
    const [square] = await rows<{ id: number; n: number }>(`select square_id as id, count(*)::int as n from camps group by square_id order by square_id limit 1`);
    const one = await dataOf(`?square_id=${square!.id}`);
    // every square is still answered (the choices, the plan around it); only its own counts camps
    expect(one.squares.length).toBe((await dataOf()).squares.length);
    expect(one.squares.filter((s) => s.camps > 0).map((s) => s.id)).toEqual([square!.id]);
    expect(one.camps).toHaveLength(square!.n);
    expect(one.camps.every((c) => c.square_id === square!.id)).toBe(true);

    const [company] = await rows<{ id: number; n: number }>(`select receiver_company_id as id, count(*)::int as n from (${CURRENT}) cur group by 1 order by 2 desc, 1 limit 1`);
    const theirs = await dataOf(`?company_id=${company!.id}`);
    expect(theirs.camps).toHaveLength(company!.n);
    expect(theirs.camps.every((c) => c.company_id === company!.id)).toBe(true);
    expect(theirs.squares).toHaveLength((await dataOf()).squares.length);
    expect(theirs.companies.map((c) => c.id)).toContain(company!.id);
    const holders = await rows<{ n: number }>(`select count(distinct receiver_company_id)::int as n from assign_camps`);
    expect(theirs.companies).toHaveLength(holders[0]!.n);
  });

  it('lists a camp or square without an outline (not drawn)', async () => {
    const square = await t.call('POST', '/api/general/squares/store', { token: admin, body: { name: 'مربع بلا مخطط', name_en: 'Unplanned square', code: 'UP-1' } });
    expect(square.statusCode, square.body).toBe(201);
    const camp = await t.call('POST', '/api/general/camps/store', { token: admin, body: { name: 'مخيم بلا مخطط', name_en: 'Unplanned camp', square_id: square.json().data.id, capacity: 100 } });
    expect(camp.statusCode, camp.body).toBe(201);
    const data = await dataOf(`?square_id=${square.json().data.id}`);
    expect(data.squares.find((s) => s.id === square.json().data.id)).toEqual(expect.objectContaining({ geometry: null, camps: 1 }));
    expect(data.camps).toEqual([expect.objectContaining({ id: camp.json().data.id, geometry: null, status: 'notready', assignment_status: null, violations: 0 })]);
  });

  it('refuses bad filters with 422 and names the field', async () => {
    for (const q of ['?square_id=0', '?square_id=abc', '?square_id=99999999999', '?company_id=-1', '?company_id=1.5']) {
      const res = await map(q);
      expect(res.statusCode, q).toBe(422);
    }
    const noSquare = await map('?square_id=2147483647');
    expect(noSquare.statusCode).toBe(422);
    expect(noSquare.json().errors.square_id).toEqual(['The selected square does not exist']);
    const noCompany = await map('?company_id=2147483647', admin, 'ar');
    expect(noCompany.statusCode).toBe(422);
    expect(noCompany.json().errors.company_id).toEqual(['الشركة: الخيار المحدد غير موجود']);
  });

  it('checks dashboard-gis on the call: refused without it, answered to Kidana staff who hold it', async () => {
    expect((await t.call('GET', '/api/dashboard/gis')).statusCode).toBe(401);
    const provider = await t.login('provider@mashaer.test');
    const refused = await map('', provider);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().data).toBeUndefined();
    const kdana = await t.login('kdana@mashaer.test');
    expect((await map('', kdana)).statusCode).toBe(200);
  });

  it('shows a company holding the permission only the camps it holds', async () => {
    await t.database.execute(`insert into roles (name, name_en, account_types) values ('خريطة الشركة', 'Company map', '{service_provider}')`);
    await t.database.execute(`insert into role_permissions (role_id, permission_id) select r.id, p.id from roles r, permissions p where r.name = 'خريطة الشركة' and p.name = 'dashboard-gis'`);
    await t.database.execute(`insert into user_roles (user_id, role_id) select u.id, r.id from users u, roles r where u.email = 'provider@mashaer.test' and r.name = 'خريطة الشركة'`);
    const provider = await t.login('provider@mashaer.test');
    const [me] = await rows<{ id: number }>(`select id from users where email = 'provider@mashaer.test'`);
    const [other] = await rows<{ id: number }>(`select receiver_company_id as id from assign_camps where receiver_company_id <> ${me!.id} and status <> 'returned' limit 1`);
    const mine = await rows<{ n: number }>(`select count(*)::int as n from (${CURRENT}) cur where receiver_company_id = ${me!.id}`);
    expect(mine[0]!.n).toBeGreaterThan(0);
    for (const q of ['', `?company_id=${other!.id}`]) {
      const res = await map(q, provider);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data as Answer;
      expect(data.camps).toHaveLength(mine[0]!.n);
      expect(data.camps.every((c) => c.company_id === me!.id)).toBe(true);
      expect(data.companies.map((c) => c.id)).toEqual([me!.id]);
      expect(res.json().filters).toEqual({ company_id: me!.id });
    }
  });
});
