/**
 * Dashboards (issue 16): every board's figures equal the same counts taken by SQL on the demo data, written here
 * independently of server/features/dashboards (literal statuses and joins, the season window from db_archives);
 * filters narrow and bad ones are a 422; each board is its permission's; exports carry the same numbers; the
 * /dashboard queue counts what waits for the user. On PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectContract, type TestApp } from './harness';
import { QUEUE } from '../../server/features/dashboards/home';
import { sources } from '../../server/analytics/sources';
import { workflows } from '../../machines';
import type { AnyStateMachine } from 'xstate';

let t: TestApp;
let admin: string;
let provider: string;
let gov: string;
let providerId: number;

type Figure = { key: string; value: number; compare: number | null };
type Chart = { key: string; categories: Array<{ key: string; label: string }>; series: Array<{ key: string; values: number[]; compare: number[] | null }> };
type Board = {
  season: { id: number } | null;
  compare_season: { id: number } | null;
  figures: Figure[];
  charts: Chart[];
  tables: Array<{ key: string; rows: Array<{ cells: unknown[]; link?: string }> }>;
};

const one = async (q: string, params: unknown[] = []) => Number(Object.values((await t.database.execute(q, params)).rows[0]!)[0] ?? 0);

/** The active season's window as SQL, in Riyadh time (or every date when no season is active). */
let seasonWhere = 'true';
const inSeason = (col = 'r.created_at') => seasonWhere.replaceAll('$col', col);

async function board(path: string, body: Record<string, unknown> = {}, token = admin): Promise<Board> {
  const res = await t.call('POST', `/api/dashboards/${path}`, { token, body });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: Board }).data;
}
const fig = (b: Board, key: string) => b.figures.find((f) => f.key === key)!.value;
const chart = (b: Board, key: string) => b.charts.find((c) => c.key === key)!;
const value = (c: Chart, category: string, series = c.series[0]!.key) => c.series.find((s) => s.key === series)!.values[c.categories.findIndex((x) => x.key === category)] ?? 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@mashaer.test');
  provider = await t.login('provider@mashaer.test');
  gov = await t.login('gov@mashaer.test');
  providerId = await one(`select id from users where email = 'provider@mashaer.test'`);
  const active = (await t.database.execute(`select id from db_archives where status = 'active'`)).rows[0];
  if (active)
    seasonWhere = `$col >= (select starts_on::timestamp at time zone 'Asia/Riyadh' from db_archives where status = 'active') and $col < (select (ends_on + 1)::timestamp at time zone 'Asia/Riyadh' from db_archives where status = 'active')`;
});
afterAll(async () => {
  await t?.close();
});

describe('dashboards', () => {
  it('delivery business: camps, assignments, deliveries, appointments and signatures as SQL counts them', async () => {
    const b = await board('delivery-business');
    expectContract('dashboardDeliveryBusiness', 200, { message: 'ok', data: b });
    expect(fig(b, 'camps')).toBe(await one('select count(*) from camps'));
    expect(fig(b, 'assignments')).toBe(await one(`select count(*) from assign_camps r where ${inSeason()}`));
    expect(fig(b, 'delivered')).toBe(await one(`select count(*) from assign_camps r where r.status = 'deliverd' and ${inSeason()}`));
    expect(fig(b, 'appointmentsApproved')).toBe(await one(`select count(*) from appointments r where r.status = 'approved' and ${inSeason()}`));
    expect(fig(b, 'formsSigned')).toBe(await one(`select count(*) from handover_signatures r where r.status = 'signed' and ${inSeason()}`));
    expect(fig(b, 'delivered')).toBeGreaterThan(0);
    const bySquare = chart(b, 'assignmentsBySquare');
    const sq = bySquare.categories[0]!.key;
    expect(bySquare.series.reduce((a, s) => a + value(bySquare, sq, s.key), 0)).toBe(await one(`select count(*) from assign_camps r where r.square_id = $1 and ${inSeason()}`, [Number(sq)]));
  });

  it('civil defence: licences by status and camps ready per square', async () => {
    const b = await board('civil-defense');
    expect(fig(b, 'readinessApproved')).toBe(await one(`select count(*) from readiness_licenses r where r.status = 'approved' and ${inSeason()}`));
    expect(fig(b, 'tempApproved')).toBe(await one(`select count(*) from temp_licence_orders r where r.status = 'approved' and ${inSeason()}`));
    const ready = await one(`select count(*) from camps where status = 'ready'`);
    const all = await one('select count(*) from camps');
    expect(fig(b, 'campsReady')).toBe(Math.round((1000 * ready) / all) / 10);
    const c = chart(b, 'campsReadyBySquare');
    const sq = c.categories[0]!.key;
    expect(value(c, sq, 'ready')).toBe(await one(`select count(*) from camps where status = 'ready' and square_id = $1`, [Number(sq)]));
  });

  it('camp delivery performance: per company, and the median days from assignment to delivery', async () => {
    const b = await board('camp-delivery-performance');
    expect(fig(b, 'assigned')).toBe(await one(`select count(*) from assign_camps r where ${inSeason()}`));
    const median = await one(
      `select percentile_cont(0.5) within group (order by extract(epoch from (h.at - r.created_at)) / 86400)::float8 from workflow_history h join assign_camps r on r.id = h.record_id where h.workflow = 'assignment' and h.to_status = 'deliverd' and ${inSeason()}`,
    );
    expect(fig(b, 'medianDays')).toBe(Math.round(median * 10) / 10);
    const per = chart(b, 'perCompany');
    const company = per.categories[0]!.key;
    expect(value(per, company, 'delivered')).toBe(await one(`select count(*) from assign_camps r where r.receiver_company_id = $1 and r.status = 'deliverd' and ${inSeason()}`, [Number(company)]));
    expect(b.tables[0]!.rows.length).toBeGreaterThan(0);
  });

  it('additions: orders and location orders by stage', async () => {
    const b = await board('addition');
    expect(fig(b, 'orders')).toBe(await one(`select count(*) from orders r where r.family = 'order' and ${inSeason()}`));
    expect(fig(b, 'locationOrders')).toBe(await one(`select count(*) from orders r where r.family = 'locationOrder' and ${inSeason()}`));
    expect(fig(b, 'ordersOpen')).toBe(await one(`select count(*) from orders r where r.family = 'order' and r.status not in ('cancelled', 'rejected') and ${inSeason()}`));
    const c = chart(b, 'orderStatus');
    expect(value(c, 'licensed')).toBe(await one(`select count(*) from orders r where r.family = 'order' and r.status = 'licensed' and ${inSeason()}`));
  });

  it('orders status: open and closed per kind, and the ones waiting longest', async () => {
    const b = await board('orders-status');
    const c = chart(b, 'openClosed');
    expect(value(c, 'tempLicenceOrder', 'open')).toBe(await one(`select count(*) from temp_licence_orders r where r.status = 'pending' and ${inSeason()}`));
    expect(value(c, 'carLicenceOrder', 'closed')).toBe(await one(`select count(*) from car_licence_orders r where r.status in ('approved', 'rejected', 'cancelled') and ${inSeason()}`));
    expect(value(c, 'lockOrder', 'open')).toBe(await one(`select count(*) from reassign_orders r where r.type = 'lock' and r.status not in ('completed', 'rejected', 'cancelled') and ${inSeason()}`));
    const rows = b.tables[0]!.rows;
    expect(rows.length).toBeGreaterThan(0);
    const days = rows.map((r) => r.cells[4] as number);
    expect([...days].sort((x, y) => y - x)).toEqual(days);
  });

  it('violations: by status, by square and by company', async () => {
    const b = await board('report-violations');
    expect(fig(b, 'total')).toBe(await one(`select count(*) from regulatory_violation_orders r where ${inSeason()}`));
    expect(fig(b, 'camps')).toBe(await one(`select count(distinct r.camp_id) from regulatory_violation_orders r where ${inSeason()}`));
    const sq = chart(b, 'bySquare');
    const square = sq.categories[0]!.key;
    expect(sq.series.reduce((a, s) => a + value(sq, square, s.key), 0)).toBe(
      await one(`select count(*) from regulatory_violation_orders r join camps c on c.id = r.camp_id where c.square_id = $1 and ${inSeason()}`, [Number(square)]),
    );
    // narrowed to that square, every figure is that square's
    const narrowed = await board('report-violations', { square_id: Number(square) });
    expect(fig(narrowed, 'total')).toBe(sq.series.reduce((a, s) => a + value(sq, square, s.key), 0));
    const company = chart(b, 'byCompany').categories[0]!.key;
    expect(fig(await board('report-violations', { company_id: Number(company) }), 'total')).toBe(
      await one(`select count(*) from regulatory_violation_orders r where r.company_id = $1 and ${inSeason()}`, [Number(company)]),
    );
  });

  it('re-delivery and lock orders by status', async () => {
    const b = await board('reassign');
    expect(fig(b, 'reassign')).toBe(await one(`select count(*) from reassign_orders r where r.type = 'reassign' and ${inSeason()}`));
    expect(fig(b, 'lock')).toBe(await one(`select count(*) from reassign_orders r where r.type = 'lock' and ${inSeason()}`));
    expect(fig(b, 'completed')).toBe(await one(`select count(*) from reassign_orders r where r.status = 'completed' and ${inSeason()}`));
  });

  it('compares two seasons side by side: the same season twice gives the same numbers', async () => {
    const seasons = (await t.database.execute('select id from db_archives order by starts_on desc')).rows.map((r) => Number(r.id));
    if (!seasons.length) return;
    const b = await board('report-violations', { season_id: seasons[0], compare_season_id: seasons[0] });
    for (const f of b.figures) expect(f.compare).toBe(f.value);
    for (const c of b.charts) for (const s of c.series) expect(s.compare).toEqual(s.values);
    if (seasons[1]) {
      const older = await board('delivery-business', { season_id: seasons[0], compare_season_id: seasons[1] });
      expect(older.compare_season!.id).toBe(seasons[1]);
      const window = `r.created_at >= (select starts_on::timestamp at time zone 'Asia/Riyadh' from db_archives where id = $1) and r.created_at < (select (ends_on + 1)::timestamp at time zone 'Asia/Riyadh' from db_archives where id = $1)`;
      expect(older.figures.find((f) => f.key === 'assignments')!.compare).toBe(await one(`select count(*) from assign_camps r where ${window}`, [seasons[1]]));
    }
  });

  it('refuses filters that name nothing (422) and boards without their permission (403)', async () => {
    for (const body of [{ season_id: 999999 }, { compare_season_id: 999999 }, { square_id: 999999 }, { company_id: 999999 }, { season_id: 'x' }]) {
      const res = await t.call('POST', '/api/dashboards/delivery-business', { token: admin, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.body).not.toMatch(/select|relation|syntax/i);
    }
    // a staff account is not a company
    const staffId = await one(`select id from users where email = 'kdana@mashaer.test'`);
    expect((await t.call('POST', '/api/dashboards/reassign', { token: admin, body: { company_id: staffId } })).statusCode).toBe(422);
    expect((await t.call('POST', '/api/dashboards/delivery-business', { token: provider })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/dashboards/filters', { token: provider })).statusCode).toBe(403);
    // the government entity's role holds civil defence and violations, not the others
    expect((await t.call('POST', '/api/dashboards/civil-defense', { token: gov })).statusCode).toBe(200);
    expect((await t.call('POST', '/api/dashboards/delivery-business', { token: gov })).statusCode).toBe(403);
    expect((await t.call('POST', '/api/dashboards/civil-defense')).statusCode).toBe(401);
  });

  it('exports the board’s numbers as CSV, in the caller’s language', async () => {
    const b = await board('report-violations');
    const res = await t.call('POST', '/api/dashboards/report-violations/export?format=csv', { token: admin, body: {}, lang: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/csv/);
    expect(res.body).toContain('Violations per square');
    expect(res.body).toContain(`Violations,,${fig(b, 'total')}`);
    expect((await t.call('POST', '/api/dashboards/report-violations/export?format=pdf', { token: admin, body: {} })).statusCode).toBe(422);
  });

  it('offers the filters’ choices', async () => {
    const res = await t.call('GET', '/api/dashboards/filters', { token: admin });
    expect(res.statusCode).toBe(200);
    const data = (res.json() as { data: { squares: unknown[]; companies: Array<{ id: number }>; seasons: Array<{ active: boolean }> } }).data;
    expect(data.squares.length).toBe(await one('select count(*) from squares'));
    expect(data.companies.map((c) => c.id)).toContain(providerId);
    expect(data.seasons.filter((s) => s.active).length).toBe(await one(`select count(*) from db_archives where status = 'active'`));
  });
});

describe('the /dashboard queue', () => {
  it('names only events its machines have', () => {
    for (const step of QUEUE) {
      const machine = workflows[sources[step.source].workflow] as AnyStateMachine;
      const events = new Set(Object.values(machine.root.states).flatMap((s) => [...Object.keys(s.on ?? {}), ...Object.values(s.states ?? {}).flatMap((c) => Object.keys(c.on ?? {}))]));
      expect(events, `${step.source} ${step.event}`).toContain(step.event);
    }
  });

  it('shows the administrator the registration requests waiting, and a company its own turns', async () => {
    const res = await t.call('POST', '/api/dashboards/home', { token: admin, lang: 'en' });
    expect(res.statusCode).toBe(200);
    expectContract('homeDashboard', 200, res.json());
    const queue = (res.json() as { data: { queue: Array<{ key: string; count: number; label: string }> } }).data.queue;
    const requests = queue.find((q) => q.key === 'userAccount.ACTIVATE');
    expect(requests?.count ?? 0).toBe(await one(`select count(*) from users where status in ('pending', 'review') and parent_id is null and deleted_at is null`));
    const tsleem = queue.find((q) => q.key === 'order.APPROVE');
    expect(tsleem?.count ?? 0).toBe(await one(`select count(*) from orders where family = 'order' and status = 'tsleem_processing'`));

    const mine = ((await t.call('POST', '/api/dashboards/home', { token: provider })).json() as { data: { queue: Array<{ key: string; count: number }> } }).data.queue;
    expect(mine.find((q) => q.key === 'userAccount.ACTIVATE')).toBeUndefined();
    const drafts = await one(`select count(*) from orders where family = 'order' and status in ('draft', 'returned') and company_id = $1`, [providerId]);
    expect(mine.find((q) => q.key === 'order.SUBMIT')?.count ?? 0).toBe(drafts);
  });
});
