/**
 * The lifecycles as the analysts see them (issue 16), on PGlite and PostgreSQL: the live counts per status equal
 * `select status, count(*)` on each table; one workflow's heat map (median and 90th percentile of the time in each
 * status, transitions taken) equals the same figures worked out here from the raw history rows; the filters narrow
 * it; bad filters are 422, the analysts' calls 403 to anyone without workflow-index; a record's history is its
 * workflow_history rows, for whoever may see the record (404 for anyone else, as the events call answers).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectContract, type TestApp } from './harness';
import { lifecycles } from '../../server/lifecycle/registry';
import { dimensions } from '../../server/analytics/dimensions';
import { describeLifecycle, workflows } from '../../machines';

let t: TestApp;
let admin: string;
let provider: string;
let sharer: string;
/** a season of ours covering every demo record, and one covering none */
let everything: number;
let nothing: number;

const rows = async <T>(q: string, params: unknown[] = []) => (await t.database.execute(q, params as never)).rows as T[];

/** Each workflow's table and the rows that are its own, written out here apart from the server's declarations. */
const tables: Record<string, { table: string; where?: string; status?: string }> = {
  userAccount: { table: 'users', where: 'deleted_at is null' },
  camp: { table: 'camps' },
  assignment: { table: 'assign_camps' },
  appointment: { table: 'appointments' },
  handoverSignature: { table: 'handover_signatures' },
  clearance: { table: 'clearance_votes' },
  vehicleEntryPermit: { table: 'vehicle_entry_permit_orders' },
  carLicenceOrder: { table: 'car_licence_orders' },
  violation: { table: 'regulatory_violation_orders' },
  ticket: { table: 'tickets' },
  complaint: { table: 'complaints' },
  questionnaire: { table: 'questionnaires' },
  questionnaireResponse: { table: 'questionnaire_responses' },
  dbArchive: { table: 'db_archives' },
  notification: { table: 'notifications', status: "case is_seen when 1 then 'seen' else 'unseen' end" },
  order: { table: 'orders', where: "family = 'order'" },
  locationOrder: { table: 'orders', where: "family = 'locationOrder'" },
  sharerSignature: { table: 'order_signatures' },
  attachment: { table: 'order_pledges' },
  cancelRequest: { table: 'order_cancel_requests' },
  achievementReport: { table: 'order_reports' },
  readinessLicence: { table: 'readiness_licenses' },
  tempLicenceOrder: { table: 'temp_licence_orders' },
  reassignOrder: { table: 'reassign_orders', where: "type = 'reassign'" },
  lockOrder: { table: 'reassign_orders', where: "type = 'lock'" },
  sadadOrder: { table: 'sadad_orders' },
  invoice: { table: 'invoices' },
};

/** percentile_cont: linear interpolation between the closest ranks. */
function percentile(values: number[], p: number): number | null {
  if (!values.length) return null;
  const s = [...values].sort((a, b) => a - b);
  const at = p * (s.length - 1);
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return s[lo]! + (s[hi]! - s[lo]!) * (at - lo);
}

/** The heat map's times worked out in JavaScript from the raw rows of the records `ids`. */
async function expectedTimes(workflow: string, ids: number[], now: number) {
  const history = await rows<{ record_id: number; to_status: string; at: Date | string; id: number }>(
    `select id, record_id, to_status, at from workflow_history where workflow = $1 order by record_id, id`,
    [workflow],
  );
  const keep = new Set(ids);
  const finals = new Set(
    describeLifecycle(workflows[workflow as keyof typeof workflows])
      .states.filter((s) => s.final)
      .map((s) => s.key),
  );
  const by = new Map<string, { closed: number[]; open: number[] }>();
  const mine = history.filter((h) => keep.has(Number(h.record_id)));
  mine.forEach((h, i) => {
    const next = mine[i + 1] && Number(mine[i + 1]!.record_id) === Number(h.record_id) ? mine[i + 1] : undefined;
    const start = new Date(h.at).getTime();
    const end = next ? new Date(next.at).getTime() : now;
    const entry = by.get(h.to_status) ?? { closed: [], open: [] };
    (next ? entry.closed : entry.open).push(Math.max(0, (end - start) / 1000));
    by.set(h.to_status, entry);
  });
  return new Map(
    [...by].map(([status, v]) => {
      const counted = finals.has(status) ? v.closed : [...v.closed, ...v.open];
      return [status, { visits: v.closed.length + v.open.length, open: v.open.length, median: percentile(counted, 0.5), p90: percentile(counted, 0.9) }];
    }),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@mashaer.test');
  provider = await t.login('provider@mashaer.test');
  sharer = await t.login('sharer@mashaer.test');
  // seasons made here (the archive's own seed may or may not have made one): neither is the active one
  const made = await rows<{ id: number }>(
    `insert into db_archives (name, name_en, hijri_year, starts_on, ends_on, status) values
     ('موسم يشمل كل شيء', 'Everything season', 1400, '2000-01-01', '2099-12-31', 'created'),
     ('موسم قديم', 'An old season', 1390, '1990-01-01', '1990-12-31', 'created') returning id`,
  );
  everything = Number(made[0]!.id);
  nothing = Number(made[1]!.id);
});
afterAll(async () => {
  await t?.close();
});

describe('the workflows the analysts see', () => {
  it('declares the square and company of every workflow the server runs, and this test knows each table', () => {
    for (const workflow of lifecycles.keys()) {
      expect(dimensions[workflow], workflow).toBeDefined();
      expect(tables[workflow], workflow).toBeDefined();
    }
  });

  it('counts the records in each status of every workflow as select status, count(*) does', async () => {
    const res = await t.call('GET', '/api/workflows', { token: admin });
    expect(res.statusCode, res.body).toBe(200);
    expectContract('listWorkflows', 200, res.json());
    const data = res.json().data as Array<{ workflow: string; total: number; states: Array<{ status: string; count: number; initial: boolean }> }>;
    expect(data.map((w) => w.workflow).sort()).toEqual([...lifecycles.keys()].sort());
    for (const w of data) {
      const { table, where, status } = tables[w.workflow]!;
      const expected = await rows<{ status: string; n: number }>(`select ${status ?? 'status'} as status, count(*)::int as n from ${table} ${where ? `where ${where}` : ''} group by 1`);
      const got = Object.fromEntries(w.states.filter((s) => s.count > 0).map((s) => [s.status, s.count]));
      expect(got, w.workflow).toEqual(Object.fromEntries(expected.map((e) => [e.status, Number(e.n)])));
      expect(w.total).toBe(expected.reduce((n, e) => n + Number(e.n), 0));
      // every status of the machine is listed, the initial one marked
      const info = describeLifecycle(workflows[w.workflow as keyof typeof workflows]);
      expect(w.states.map((s) => s.status)).toEqual(info.states.map((s) => s.key));
      expect(w.states.find((s) => s.initial)?.status).toBe(info.initial);
    }
  });

  it("works out a workflow's heat map as the raw history says: counts, median and 90th percentile, transitions", async () => {
    for (const workflow of ['violation', 'order', 'userAccount']) {
      const before = Date.now();
      const res = await t.call('GET', `/api/workflows/${workflow}/heatmap?season_id=${everything}`, { token: admin });
      expect(res.statusCode, res.body).toBe(200);
      expectContract('workflowHeatmap', 200, res.json());
      const map = res.json().data;
      expect(map.season).toMatchObject({ id: everything, active: false });
      const { table, where } = tables[workflow]!;
      const ids = (await rows<{ id: number }>(`select id from ${table} ${where ? `where ${where}` : ''}`)).map((r) => Number(r.id));
      expect(map.total).toBe(ids.length);
      const times = await expectedTimes(workflow, ids, before);
      for (const s of map.states as Array<{ status: string; visits: number; open: number; median_seconds: number | null; p90_seconds: number | null }>) {
        const e = times.get(s.status);
        expect(s.visits, `${workflow} ${s.status}`).toBe(e?.visits ?? 0);
        expect(s.open, `${workflow} ${s.status}`).toBe(e?.open ?? 0);
        // open visits run to the server's now, a moment after ours: a few seconds of slack
        for (const [got, want] of [
          [s.median_seconds, e?.median ?? null],
          [s.p90_seconds, e?.p90 ?? null],
        ] as const) {
          if (want === null) expect(got, `${workflow} ${s.status}`).toBeNull();
          else expect(Math.abs(got! - want), `${workflow} ${s.status}: ${got} vs ${want}`).toBeLessThan(5);
        }
      }
      const transitions = await rows<{ from_status: string | null; event: string; to_status: string; n: number }>(
        `select from_status, event, to_status, count(*)::int as n from workflow_history where workflow = $1 and record_id = any($2::int[]) group by 1, 2, 3`,
        [workflow, ids],
      );
      const key = (x: { from_status: string | null; event: string; to_status: string }) => `${x.from_status}|${x.event}|${x.to_status}`;
      expect(Object.fromEntries((map.transitions as Array<{ from_status: string | null; event: string; to_status: string; count: number }>).map((x) => [key(x), x.count]))).toEqual(
        Object.fromEntries(transitions.map((x) => [key(x), Number(x.n)])),
      );
    }
  });

  it('narrows to a season, a square and a company', async () => {
    const none = (await t.call('GET', `/api/workflows/violation/heatmap?season_id=${nothing}`, { token: admin })).json().data;
    expect(none.total).toBe(0);
    expect(none.transitions).toEqual([]);
    expect(none.states.every((s: { count: number; median_seconds: number | null }) => s.count === 0 && s.median_seconds === null)).toBe(true);

    const [pick] = await rows<{ company_id: number; square_id: number }>(
      `select v.company_id, c.square_id from regulatory_violation_orders v join camps c on c.id = v.camp_id group by 1, 2 order by count(*) desc limit 1`,
    );
    const company = Number(pick!.company_id);
    const square = Number(pick!.square_id);
    const byCompany = (await t.call('GET', `/api/workflows/violation/heatmap?season_id=${everything}&company_id=${company}`, { token: admin })).json().data;
    const [c] = await rows<{ n: number }>(`select count(*)::int as n from regulatory_violation_orders where company_id = $1`, [company]);
    expect(byCompany.total).toBe(Number(c!.n));
    expect(byCompany.company_id).toBe(company);
    const bySquare = (await t.call('GET', `/api/workflows/violation/heatmap?season_id=${everything}&square_id=${square}`, { token: admin })).json().data;
    const [s] = await rows<{ n: number }>(`select count(*)::int as n from regulatory_violation_orders v join camps c on c.id = v.camp_id where c.square_id = $1`, [square]);
    expect(bySquare.total).toBe(Number(s!.n));
    const both = (await t.call('GET', `/api/workflows/violation/heatmap?season_id=${everything}&square_id=${square}&company_id=${company}`, { token: admin })).json().data;
    const [b] = await rows<{ n: number }>(`select count(*)::int as n from regulatory_violation_orders v join camps c on c.id = v.camp_id where c.square_id = $1 and v.company_id = $2`, [
      square,
      company,
    ]);
    expect(both.total).toBe(Number(b!.n));
    expect(both.total).toBeGreaterThan(0);
    // a re-delivery order is in every square one of its camps is in
    const [camped] = await rows<{ square_id: number }>(
      `select a.square_id from reassign_order_camps oc join assign_camps a on a.id = oc.assign_camp_id join reassign_orders o on o.id = oc.order_id where o.type = 'reassign' limit 1`,
    );
    if (camped) {
      const inSquare = (await t.call('GET', `/api/workflows/reassignOrder/heatmap?season_id=${everything}&square_id=${camped.square_id}`, { token: admin })).json().data;
      const [r] = await rows<{ n: number }>(
        `select count(distinct o.id)::int as n from reassign_orders o join reassign_order_camps oc on oc.order_id = o.id join assign_camps a on a.id = oc.assign_camp_id where o.type = 'reassign' and a.square_id = $1`,
        [camped.square_id],
      );
      expect(inSquare.total).toBe(Number(r!.n));
      expect(inSquare.total).toBeGreaterThan(0);
    }
    // the transitions narrow with the records
    const all = (await t.call('GET', `/api/workflows/violation/heatmap?season_id=${everything}`, { token: admin })).json().data;
    const taken = (m: { transitions: Array<{ count: number }> }) => m.transitions.reduce((n, x) => n + x.count, 0);
    expect(taken(byCompany)).toBeLessThanOrEqual(taken(all));

    // a season half-way through the records' creation keeps those created in it (Riyadh days)
    const [mid] = await rows<{ day: string }>(`select to_char(min(created_at) at time zone 'Asia/Riyadh', 'YYYY-MM-DD') as day from regulatory_violation_orders`);
    const made = await rows<{ id: number }>(`insert into db_archives (name, name_en, hijri_year, starts_on, ends_on, status) values ('موسم يوم', 'One day', 1401, $1, $1, 'created') returning id`, [
      mid!.day,
    ]);
    const day = (await t.call('GET', `/api/workflows/violation/heatmap?season_id=${made[0]!.id}`, { token: admin })).json().data;
    const [d] = await rows<{ n: number }>(
      `select count(*)::int as n from regulatory_violation_orders where created_at >= ($1::date)::timestamp at time zone 'Asia/Riyadh' and created_at < ($1::date + 1)::timestamp at time zone 'Asia/Riyadh'`,
      [mid!.day],
    );
    expect(day.total).toBe(Number(d!.n));
    expect(day.total).toBeGreaterThan(0);
  });

  it('uses the active season when none is named', async () => {
    const res = await t.call('GET', '/api/workflows/violation/heatmap', { token: admin });
    expect(res.statusCode, res.body).toBe(200);
    const [active] = await rows<{ id: number; starts_on: string; ends_on: string }>(`select id, starts_on::text, ends_on::text from db_archives where status = 'active' limit 1`);
    const [n] = active
      ? await rows<{ n: number }>(
          `select count(*)::int as n from regulatory_violation_orders where created_at >= ($1::date)::timestamp at time zone 'Asia/Riyadh' and created_at < ($2::date + 1)::timestamp at time zone 'Asia/Riyadh'`,
          [active.starts_on, active.ends_on],
        )
      : await rows<{ n: number }>(`select count(*)::int as n from regulatory_violation_orders`);
    expect(res.json().data.total).toBe(Number(n!.n));
    expect(res.json().data.season?.id ?? null).toBe(active ? Number(active.id) : null);
  });

  it('refuses bad filters with 422 and an unknown workflow with 404', async () => {
    const [adminRow] = await rows<{ id: number }>(`select id from users where email = 'admin@mashaer.test'`);
    const cases: Array<[string, string]> = [
      [`/api/workflows/violation/heatmap?season_id=999999`, 'season_id'],
      [`/api/workflows/violation/heatmap?square_id=999999`, 'square_id'],
      [`/api/workflows/violation/heatmap?company_id=999999`, 'company_id'],
      // a staff account is no company
      [`/api/workflows/violation/heatmap?company_id=${adminRow!.id}`, 'company_id'],
      // tickets have no square, questionnaires no company
      [`/api/workflows/ticket/heatmap?square_id=1`, 'square_id'],
      [`/api/workflows/questionnaire/heatmap?company_id=${adminRow!.id}`, 'company_id'],
      [`/api/workflows/violation/heatmap?season_id=abc`, 'season_id'],
    ];
    for (const [url, field] of cases) {
      const res = await t.call('GET', url, { token: admin, lang: 'en' });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(422);
      expect(res.json().errors, url).toHaveProperty(field);
    }
    const noSquare = await t.call('GET', '/api/workflows/ticket/heatmap?square_id=1', { token: admin, lang: 'en' });
    expect(noSquare.json().errors.square_id).toEqual(['This workflow has no square']);
    expect((await t.call('GET', '/api/workflows/nosuch/heatmap', { token: admin })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/workflows/nosuch/records/1/history', { token: admin })).statusCode).toBe(404);
  });

  it('answers 403 to an account without workflow-index', async () => {
    for (const url of ['/api/workflows', '/api/workflows/violation/heatmap', '/api/workflows/filters']) {
      const res = await t.call('GET', url, { token: provider });
      expect(res.statusCode, url).toBe(403);
    }
    // the Kidana desk holds it
    const kdana = await t.login('kdana@mashaer.test');
    expect((await t.call('GET', '/api/workflows', { token: kdana })).statusCode).toBe(200);
  });

  it('offers the seasons, the squares and the companies matching a search', async () => {
    const res = await t.call('GET', '/api/workflows/filters?search=', { token: admin });
    expect(res.statusCode, res.body).toBe(200);
    expectContract('workflowFilters', 200, res.json());
    const data = res.json().data;
    expect(data.seasons.map((s: { id: number }) => s.id)).toEqual(expect.arrayContaining([everything, nothing]));
    const [squares] = await rows<{ n: number }>(`select count(*)::int as n from squares`);
    expect(data.squares).toHaveLength(Number(squares!.n));
    const [me] = await rows<{ id: number; name: string }>(`select id, coalesce(nullif(company_name, ''), name) as name from users where email = 'provider@mashaer.test'`);
    const found = (await t.call('GET', `/api/workflows/filters?search=${encodeURIComponent('provider@mashaer')}`, { token: admin })).json().data.companies;
    expect(found).toEqual([{ id: Number(me!.id), name: me!.name, name_en: null }]);
    // a search with LIKE's wildcards matches them as text
    expect((await t.call('GET', `/api/workflows/filters?search=${encodeURIComponent('%_')}`, { token: admin })).json().data.companies).toEqual([]);
  });
});

describe("a record's history", () => {
  it('is its workflow_history rows, step by step, with labels and actors', async () => {
    const [v] = await rows<{ id: number; company_id: number }>(`select id, company_id from regulatory_violation_orders where status = 'ready' order by id limit 1`);
    const res = await t.call('GET', `/api/workflows/violation/records/${v!.id}/history`, { token: admin, lang: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    expectContract('listRecordHistory', 200, res.json());
    const data = res.json().data;
    expect(data).toMatchObject({ workflow: 'violation', id: Number(v!.id), status: 'ready' });
    const stored = await rows<{ event: string; from_status: string | null; to_status: string; at: string | Date; actor_id: number | null; name: string | null }>(
      `select h.event, h.from_status, h.to_status, h.at, h.actor_id, u.name from workflow_history h left join users u on u.id = h.actor_id where workflow = 'violation' and record_id = $1 order by h.id`,
      [v!.id],
    );
    expect(data.steps).toHaveLength(stored.length);
    expect(stored.length).toBeGreaterThanOrEqual(3);
    data.steps.forEach((s: { event: string; from_status: string | null; to_status: string; at: string; actor: { id: number | null; name: string } }, i: number) => {
      const r = stored[i]!;
      expect(s).toMatchObject({ event: r.event, from_status: r.from_status, to_status: r.to_status, at: new Date(r.at).toISOString() });
      expect(s.actor).toEqual(r.actor_id === null ? { id: null, name: 'The system' } : { id: Number(r.actor_id), name: r.name });
    });
    // labels from the machine, in the caller's language
    expect(data.steps[0]).toMatchObject({ from_status: null, from_label: null, to_status: 'draft' });
    const issued = data.steps.find((s: { event: string }) => s.event === 'ISSUE');
    expect(issued).toMatchObject({ from_label: 'Draft', to_status: 'issued' });
    const ar = (await t.call('GET', `/api/workflows/violation/records/${v!.id}/history`, { token: admin, lang: 'ar' })).json().data;
    expect(ar.steps[1].event_label).not.toBe(issued.event_label);

    // the company the violation belongs to reads its history too; another company gets the 404 of a missing record
    const [owner] = await rows<{ email: string }>(`select email from users where id = $1`, [v!.company_id]);
    if (owner!.email === 'provider@mashaer.test') expect((await t.call('GET', `/api/workflows/violation/records/${v!.id}/history`, { token: provider })).statusCode).toBe(200);
    const [foreign] = await rows<{ id: number }>(`select v.id from regulatory_violation_orders v join users u on u.id = v.company_id where u.email <> 'sharer@mashaer.test' order by v.id limit 1`);
    expect((await t.call('GET', `/api/workflows/violation/records/${foreign!.id}/history`, { token: sharer })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/workflows/violation/records/99999999/history`, { token: admin })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/workflows/violation/records/${v!.id}/history`)).statusCode).toBe(401);
  });
});
