/**
 * The camp dossier (issue 16), on PGlite and PostgreSQL: for the demo camp with the longest story, each group's
 * records and steps equal what SQL written out here finds (the records reached by camp, by assignment and by the
 * companies that held the camp), the timeline is exactly their workflow_history rows in time order, paged and
 * narrowed by group, labelled by the machines in both languages; a missing camp is 404, a bad group 422, and
 * anyone without workflow-index 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectContract, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let provider: string;
let campId: number;

const rows = async <T>(q: string, params: unknown[] = []) => (await t.database.execute(q, params as never)).rows as T[];

/** Each group's records for camp $1, written out here apart from the server's declarations. */
const assignments = 'select id from assign_camps where camp_id = $1';
const holders = 'select receiver_company_id from assign_camps where camp_id = $1';
const groups: Record<string, Array<[workflow: string, query: string]>> = {
  assignment: [
    ['camp', 'select id from camps where id = $1'],
    ['assignment', assignments],
  ],
  handover: [
    ['appointment', `select id from appointments where assign_camp_id in (${assignments})`],
    ['handoverSignature', `select id from handover_signatures where assign_camp_id in (${assignments})`],
  ],
  orders: [
    ['order', "select id from orders where camp_id = $1 and family = 'order'"],
    ['locationOrder', "select id from orders where camp_id = $1 and family = 'locationOrder'"],
    ['vehicleEntryPermit', 'select id from vehicle_entry_permit_orders where camp_id = $1'],
  ],
  licences: [
    ['readinessLicence', `select id from readiness_licenses where assign_camp_id in (${assignments})`],
    ['tempLicenceOrder', `select id from temp_licence_orders where assign_camp_id in (${assignments})`],
  ],
  violations: [['violation', 'select id from regulatory_violation_orders where camp_id = $1']],
  penalties: [
    ['reassignOrder', `select distinct o.id from reassign_orders o join reassign_order_camps oc on oc.order_id = o.id where o.type = 'reassign' and oc.assign_camp_id in (${assignments})`],
    ['lockOrder', `select distinct o.id from reassign_orders o join reassign_order_camps oc on oc.order_id = o.id where o.type = 'lock' and oc.assign_camp_id in (${assignments})`],
  ],
  payments: [
    ['sadadOrder', `select id from sadad_orders where company_id in (${holders})`],
    ['invoice', `select id from invoices where company_id in (${holders})`],
  ],
  clearance: [['clearance', `select id from clearance_votes where company_id in (${holders})`]],
};

/** The history rows of a group's records, oldest first (ordered by PostgreSQL: `at` is kept to the microsecond). */
async function stepsOf(group: string, camp: number) {
  const ids: number[] = [];
  for (const [workflow, query] of groups[group]!) {
    const records = (await rows<{ id: number }>(query, [camp])).map((r) => Number(r.id));
    if (!records.length) continue;
    const found = await rows<{ id: number }>(`select id from workflow_history where workflow = $1 and record_id = any($2::int[])`, [workflow, records]);
    ids.push(...found.map((h) => Number(h.id)));
  }
  return sortedSteps(ids);
}
async function sortedSteps(ids: number[]) {
  if (!ids.length) return [];
  return (await rows<{ id: number }>('select id from workflow_history where id = any($1::bigint[]) order by at, id', [ids])).map((r) => ({ id: Number(r.id) }));
}
async function recordsIn(group: string, camp: number) {
  let n = 0;
  for (const [, query] of groups[group]!) n += (await rows(query, [camp])).length;
  return n;
}

const dossier = (id: number, body: Record<string, unknown> = {}, opts: { page?: number; token?: string; lang?: string } = {}) =>
  t.call('POST', `/api/general/camps/dossier/${id}?page=${opts.page ?? 1}`, { token: opts.token ?? admin, body, headers: opts.lang ? { 'accept-language': opts.lang } : {} });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@mashaer.test');
  provider = await t.login('provider@mashaer.test');
  // the demo camp whose records reach the most groups: the dossier has something to say in each
  const [best] = await rows<{ id: number }>(
    `select c.id from camps c order by
       (select count(*) from orders o where o.camp_id = c.id) + (select count(*) from regulatory_violation_orders v where v.camp_id = c.id)
       + (select count(*) from readiness_licenses l join assign_camps a on a.id = l.assign_camp_id where a.camp_id = c.id) desc, c.id limit 1`,
  );
  campId = Number(best!.id);
});
afterAll(async () => {
  await t?.close();
});

describe('the camp dossier', () => {
  it("counts each group's records and steps as SQL over the camp, its assignments and its holders does", async () => {
    const res = await dossier(campId);
    expect(res.statusCode, res.body).toBe(200);
    expectContract('campDossier', 200, res.json());
    const data = res.json().data as { camp: { id: number }; groups: Array<{ group: string; records: number; steps: number }>; timeline: { total: number } };
    expect(data.camp.id).toBe(campId);
    expect(data.groups.map((g) => g.group)).toEqual(Object.keys(groups));
    let all = 0;
    for (const g of data.groups) {
      const steps = await stepsOf(g.group, campId);
      expect({ group: g.group, records: g.records, steps: g.steps }).toEqual({ group: g.group, records: await recordsIn(g.group, campId), steps: steps.length });
      all += steps.length;
    }
    expect(data.timeline.total).toBe(all);
    // the demo camp chosen has a story in several groups
    expect(data.groups.filter((g) => g.steps > 0).length).toBeGreaterThanOrEqual(4);
  });

  it('lists every step on one timeline, newest first, paged; oldest first when asked', async () => {
    const expected = await sortedSteps((await Promise.all(Object.keys(groups).map((g) => stepsOf(g, campId)))).flat().map((s) => s.id));
    const seen: number[] = [];
    for (let page = 1; ; page++) {
      const res = await dossier(campId, { paginate: 10 }, { page });
      expect(res.statusCode).toBe(200);
      const tl = res.json().data.timeline as { data: Array<{ id: number }>; last_page: number; per_page: number };
      expect(tl.per_page).toBe(10);
      seen.push(...tl.data.map((e) => e.id));
      if (page >= tl.last_page) break;
    }
    expect(seen).toEqual([...expected].reverse().map((e) => e.id));
    const asc = await dossier(campId, { paginate: 5, direction: 'asc' });
    expect((asc.json().data.timeline.data as Array<{ id: number }>).map((e) => e.id)).toEqual(expected.slice(0, 5).map((e) => e.id));
  });

  it("narrows the timeline to one group and names each step's record, event, statuses and actor in the caller's language", async () => {
    for (const group of ['violations', 'orders', 'payments']) {
      const expected = await stepsOf(group, campId);
      const res = await dossier(campId, { group, paginate: 100, direction: 'asc' }, { lang: 'en' });
      expect(res.statusCode, res.body).toBe(200);
      const tl = res.json().data.timeline as {
        total: number;
        data: Array<{
          id: number;
          group: string;
          workflow: string;
          record_id: number;
          of_company: boolean;
          link: string | null;
          event_label: string;
          to_label: string;
          kind: string;
          actor: { name: string };
        }>;
      };
      expect(tl.total).toBe(expected.length);
      expect(tl.data.map((e) => e.id)).toEqual(expected.slice(0, 100).map((e) => e.id));
      for (const e of tl.data) {
        expect(e.group).toBe(group);
        expect(e.of_company).toBe(group === 'payments');
        expect(e.link).toMatch(/^\//);
        expect(e.kind).toMatch(/[A-Za-z]/);
        expect(e.actor.name.length).toBeGreaterThan(0);
      }
    }
    const ar = await dossier(campId, { group: 'violations', paginate: 1 }, { lang: 'ar' });
    const en = await dossier(campId, { group: 'violations', paginate: 1 }, { lang: 'en' });
    const [a] = ar.json().data.timeline.data as Array<{ kind: string; to_label: string }>;
    const [e] = en.json().data.timeline.data as Array<{ kind: string; to_label: string }>;
    if (a && e) {
      expect(a.kind).toMatch(/[\u0600-\u06FF]/);
      expect(e.kind).not.toBe(a.kind);
    }
  });

  it('names the camp, its square and the company holding it now', async () => {
    const res = await dossier(campId, {}, { lang: 'en' });
    const data = res.json().data as { camp: { name: string; square_name: string | null; status: string }; holder: { company_id: number; assignment_id: number; status: string } | null };
    const [camp] = await rows<{ name: string; status: string; square: string }>('select c.name, c.status, s.name as square from camps c join squares s on s.id = c.square_id where c.id = $1', [
      campId,
    ]);
    expect(data.camp).toMatchObject({ name: camp!.name, status: camp!.status, square_name: camp!.square });
    const [live] = await rows<{ id: number; receiver_company_id: number; status: string }>("select id, receiver_company_id, status from assign_camps where camp_id = $1 and status <> 'returned'", [
      campId,
    ]);
    if (live) expect(data.holder).toMatchObject({ company_id: Number(live.receiver_company_id), assignment_id: Number(live.id), status: live.status });
    else expect(data.holder).toBeNull();
  });

  it('answers 404 for a camp that does not exist, 422 for a group or direction it does not know, 403 without workflow-index', async () => {
    const missing = await dossier(2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expectContract('campDossier', 404, missing.json());
    for (const body of [{ group: 'gossip' }, { direction: 'sideways' }, { paginate: 0 }]) {
      const res = await dossier(campId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expectContract('campDossier', 422, res.json());
    }
    expect((await t.call('POST', `/api/general/camps/dossier/abc`, { token: admin, body: {} })).statusCode).toBe(422);
    expect((await dossier(campId, {}, { token: provider })).statusCode).toBe(403);
    expect((await t.call('POST', `/api/general/camps/dossier/${campId}`, { body: {} })).statusCode).toBe(401);
  });
});
