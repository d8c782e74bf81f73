/**
 * The dashboards of spec 000 §2, each from real aggregates of the areas' tables (issue 16). A board is a
 * function of the scope (season, square, company): figures, charts (categories × series, the numbers behind
 * each chart) and tables. Comparing two seasons runs the same board on the second season and sets `compare`
 * beside each number (./handlers.ts). Labels come from the machines (statuses) and the tables (names).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { components } from '../../../openapi/schema';
import type { Label, Lang } from '../../../shared/label';
import { type DbOrTx, rowsOf } from '../../db/client';
import { closedStates, fromOf, sources, statesOf, whereOf, type Scope, type Source } from '../../analytics/sources';

type Figure = components['schemas']['DashboardFigure'];
type Chart = components['schemas']['DashboardChart'];
type Table = components['schemas']['DashboardTable'];
export interface Board {
  figures: Figure[];
  charts: Chart[];
  tables: Table[];
}
export type BoardFn = (db: DbOrTx, scope: Scope, lang: Lang) => Promise<Board>;

const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
const round1 = (v: number) => Math.round(v * 10) / 10;
const pct = (part: number, whole: number) => (whole ? round1((100 * part) / whole) : 0);

function figure(key: string, label: Label, value: number, lang: Lang, unit: Figure['unit'] = 'count'): Figure {
  return { key, label: label[lang], value, compare: null, unit };
}

/** Records of a source per status, every status of its machine listed (zeros too). */
async function byStatus(db: DbOrTx, src: Source, scope: Scope, lang: Lang): Promise<{ categories: Chart['categories']; values: number[]; total: number; of: (s: string) => number }> {
  const res = rowsOf<{ status: string; n: number }>(await db.execute(sql`select r.status, count(*)::int as n from ${fromOf(src)} where ${whereOf(src, scope)} group by r.status`));
  const counts = new Map(res.map((r) => [r.status, num(r.n)]));
  const categories = statesOf(src.workflow, lang);
  const values = categories.map((c) => counts.get(c.key) ?? 0);
  return { categories, values, total: values.reduce((a, b) => a + b, 0), of: (s) => counts.get(s) ?? 0 };
}

function statusChart(
  key: string,
  title: Label,
  kind: Chart['kind'],
  data: { categories: Chart['categories']; values: number[] },
  lang: Lang,
  seriesLabel: Label = { ar: 'العدد', en: 'Count' },
): Chart {
  return { key, title: title[lang], kind, unit: 'count', categories: data.categories, series: [{ key: 'count', label: seriesLabel[lang], values: data.values, compare: null }] };
}

/** Records per square, one series per status: where each kind of record lies. */
async function bySquareAndStatus(db: DbOrTx, src: Source, scope: Scope, lang: Lang): Promise<Pick<Chart, 'categories' | 'series'>> {
  const res = rowsOf<{ square_id: number | null; status: string; n: number }>(
    await db.execute(sql`select ${sql.raw(src.square)} as square_id, r.status, count(*)::int as n from ${fromOf(src)} where ${whereOf(src, scope)} group by 1, 2`),
  );
  const squares = await squareNames(db, lang);
  const ids = [...new Set(res.map((r) => r.square_id).filter((v): v is number => v !== null))].sort((a, b) => a - b);
  const states = statesOf(src.workflow, lang).filter((s) => res.some((r) => r.status === s.key));
  const count = (sq: number, st: string) => num(res.find((r) => r.square_id === sq && r.status === st)?.n);
  return {
    categories: ids.map((id) => ({ key: String(id), label: squares.get(id) ?? String(id) })),
    series: states.map((s) => ({ key: s.key, label: s.label, values: ids.map((id) => count(id, s.key)), compare: null })),
  };
}

async function squareNames(db: DbOrTx, lang: Lang): Promise<Map<number, string>> {
  const res = rowsOf<{ id: number; name: string }>(await db.execute(sql`select id, ${sql.raw(lang === 'ar' ? 'name' : 'name_en')} as name from squares`));
  return new Map(res.map((r) => [num(r.id), r.name]));
}

const companyName = sql.raw(`coalesce(nullif(u.company_name, ''), u.name)`);

/** Camps in the scope's square, and (for a company) the ones it holds now. Camps are not seasonal. */
function campsWhere(scope: Scope): SQL {
  const parts: SQL[] = [sql`true`];
  if (scope.squareId !== undefined) parts.push(sql`c.square_id = ${scope.squareId}`);
  if (scope.companyId !== undefined) parts.push(sql`exists (select 1 from assign_camps a where a.camp_id = c.id and a.receiver_company_id = ${scope.companyId} and a.status <> 'returned')`);
  return sql.join(parts, sql` and `);
}

/** Weeks (Monday first) of the season a history event fell in, for trend lines. */
async function weeklyEvents(db: DbOrTx, src: Source, scope: Scope, workflow: string, toStatus: string): Promise<Array<{ week: string; n: number }>> {
  const season = scope.season ? sql`and h.at >= ${scope.season.from.toISOString()}::timestamptz and h.at < ${scope.season.to.toISOString()}::timestamptz` : sql``;
  const res = rowsOf<{ week: string; n: number }>(
    await db.execute(sql`select to_char(date_trunc('week', h.at at time zone 'Asia/Riyadh'), 'YYYY-MM-DD') as week, count(*)::int as n
      from workflow_history h join ${fromOf(src)} on r.id = h.record_id
      where h.workflow = ${workflow} and h.to_status = ${toStatus} ${season} and ${whereOf(src, scope, { season: false })}
      group by 1 order by 1`),
  );
  return res.map((r) => ({ week: r.week, n: num(r.n) }));
}

const T = {
  count: { ar: 'العدد', en: 'Count' },
} satisfies Record<string, Label>;

// ——— /delivery-business (dashboard-power-bi-1)
export const deliveryBusiness: BoardFn = async (db, scope, lang) => {
  const assign = await byStatus(db, sources.assignment, scope, lang);
  const appts = await byStatus(db, sources.appointment, scope, lang);
  const sigs = await byStatus(db, sources.handoverSignature, scope, lang);
  const [camps] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from camps c where ${campsWhere(scope)}`));
  const live = assign.total - assign.of('returned');
  const bySquare = await bySquareAndStatus(db, sources.assignment, scope, lang);
  return {
    figures: [
      figure('camps', { ar: 'المخيمات', en: 'Camps' }, num(camps?.n), lang),
      figure('assignments', { ar: 'التخصيصات', en: 'Assignments' }, assign.total, lang),
      figure('delivered', { ar: 'المخيمات المسلّمة', en: 'Camps delivered' }, assign.of('deliverd'), lang),
      figure('deliveredShare', { ar: 'نسبة التسليم', en: 'Delivered share' }, pct(assign.of('deliverd'), live), lang, 'percent'),
      figure('appointmentsApproved', { ar: 'المواعيد المعتمدة', en: 'Appointments approved' }, appts.of('approved'), lang),
      figure('formsSigned', { ar: 'توقيعات المحاضر', en: 'Form signatures' }, sigs.of('signed'), lang),
    ],
    charts: [
      statusChart('assignmentStatus', { ar: 'التخصيصات حسب الحالة', en: 'Assignments by status' }, 'doughnut', assign, lang),
      { key: 'assignmentsBySquare', title: lang === 'ar' ? 'التخصيصات في كل مربع' : 'Assignments per square', kind: 'stacked', unit: 'count', ...bySquare },
      statusChart('appointmentStatus', { ar: 'مواعيد التسليم حسب الحالة', en: 'Handover appointments by status' }, 'bar', appts, lang),
    ],
    tables: [],
  };
};

// ——— /civil-defense (dashboard-civil-defense)
export const civilDefense: BoardFn = async (db, scope, lang) => {
  const readiness = await byStatus(db, sources.readinessLicence, scope, lang);
  const temp = await byStatus(db, sources.tempLicenceOrder, scope, lang);
  const res = rowsOf<{ square_id: number; status: string; n: number }>(await db.execute(sql`select c.square_id, c.status, count(*)::int as n from camps c where ${campsWhere(scope)} group by 1, 2`));
  const squares = await squareNames(db, lang);
  const ids = [...new Set(res.map((r) => num(r.square_id)))].sort((a, b) => a - b);
  const camps = statesOf('camp', lang);
  const ready = res.filter((r) => r.status === 'ready').reduce((a, r) => a + num(r.n), 0);
  const all = res.reduce((a, r) => a + num(r.n), 0);
  return {
    figures: [
      figure('readinessApproved', { ar: 'رخص الجاهزية المعتمدة', en: 'Readiness licences approved' }, readiness.of('approved'), lang),
      figure('readinessPending', { ar: 'رخص الجاهزية قيد المراجعة', en: 'Readiness licences pending' }, readiness.of('pending'), lang),
      figure('tempApproved', { ar: 'الرخص المؤقتة المعتمدة', en: 'Temporary licences approved' }, temp.of('approved'), lang),
      figure('campsReady', { ar: 'نسبة المخيمات الجاهزة', en: 'Camps ready' }, pct(ready, all), lang, 'percent'),
    ],
    charts: [
      statusChart('readinessStatus', { ar: 'رخص الجاهزية حسب الحالة', en: 'Readiness licences by status' }, 'doughnut', readiness, lang),
      statusChart('tempStatus', { ar: 'الرخص المؤقتة حسب الحالة', en: 'Temporary licences by status' }, 'bar', temp, lang),
      {
        key: 'campsReadyBySquare',
        title: lang === 'ar' ? 'جاهزية المخيمات في كل مربع' : 'Camp readiness per square',
        kind: 'stacked',
        unit: 'count',
        categories: ids.map((id) => ({ key: String(id), label: squares.get(id) ?? String(id) })),
        series: camps.map((s) => ({ key: s.key, label: s.label, values: ids.map((id) => num(res.find((r) => num(r.square_id) === id && r.status === s.key)?.n)), compare: null })),
      },
    ],
    tables: [],
  };
};

// ——— /camp-delivery-performance (dashboard-delivred-camp)
export const campDeliveryPerformance: BoardFn = async (db, scope, lang) => {
  const src = sources.assignment;
  const perCompany = rowsOf<{ id: number; name: string; assigned: number; delivered: number; returned: number }>(
    await db.execute(sql`select u.id, ${companyName} as name, count(*)::int as assigned,
        count(*) filter (where r.status = 'deliverd')::int as delivered, count(*) filter (where r.status = 'returned')::int as returned
      from ${fromOf(src)} join users u on u.id = r.receiver_company_id
      where ${whereOf(src, scope)} group by u.id, name order by assigned desc, u.id`),
  );
  const [median] = rowsOf<{ days: number | null }>(
    await db.execute(sql`select percentile_cont(0.5) within group (order by extract(epoch from (h.at - r.created_at)) / 86400)::float8 as days
      from workflow_history h join ${fromOf(src)} on r.id = h.record_id
      where h.workflow = 'assignment' and h.to_status = 'deliverd' and ${whereOf(src, scope)}`),
  );
  const weeks = await weeklyEvents(db, src, scope, 'assignment', 'deliverd');
  const assigned = perCompany.reduce((a, r) => a + num(r.assigned), 0);
  const delivered = perCompany.reduce((a, r) => a + num(r.delivered), 0);
  const returned = perCompany.reduce((a, r) => a + num(r.returned), 0);
  const top = perCompany.slice(0, 15);
  const behind = [...perCompany].sort(
    (a, b) => pct(num(a.delivered), num(a.assigned) - num(a.returned)) - pct(num(b.delivered), num(b.assigned) - num(b.returned)) || num(b.assigned) - num(a.assigned),
  );
  return {
    figures: [
      figure('assigned', { ar: 'المخيمات المخصصة', en: 'Camps assigned' }, assigned, lang),
      figure('delivered', { ar: 'المخيمات المسلّمة', en: 'Camps delivered' }, delivered, lang),
      figure('deliveredShare', { ar: 'نسبة التسليم', en: 'Delivered share' }, pct(delivered, assigned - returned), lang, 'percent'),
      figure('medianDays', { ar: 'وسيط أيام التسليم', en: 'Median days to deliver' }, round1(num(median?.days)), lang, 'days'),
      figure('returned', { ar: 'المخيمات المرتجعة', en: 'Camps returned' }, returned, lang),
      figure('companiesNone', { ar: 'شركات لم تستلم أي مخيم', en: 'Companies with none delivered' }, perCompany.filter((r) => num(r.delivered) === 0).length, lang),
    ],
    charts: [
      {
        key: 'perCompany',
        title: lang === 'ar' ? 'المخصص والمسلّم لكل شركة' : 'Assigned and delivered per company',
        kind: 'bar',
        unit: 'count',
        categories: top.map((r) => ({ key: String(r.id), label: r.name })),
        series: [
          { key: 'assigned', label: lang === 'ar' ? 'مخصص' : 'Assigned', values: top.map((r) => num(r.assigned)), compare: null },
          { key: 'delivered', label: lang === 'ar' ? 'مسلّم' : 'Delivered', values: top.map((r) => num(r.delivered)), compare: null },
        ],
      },
      {
        key: 'deliveredPerWeek',
        title: lang === 'ar' ? 'المخيمات المسلّمة في كل أسبوع' : 'Camps delivered per week',
        kind: 'bar',
        unit: 'count',
        categories: weeks.map((w) => ({ key: w.week, label: w.week })),
        series: [{ key: 'delivered', label: T.count[lang], values: weeks.map((w) => w.n), compare: null }],
      },
    ],
    tables: [
      {
        key: 'behind',
        title: lang === 'ar' ? 'الشركات الأبطأ تسليماً' : 'Companies furthest behind',
        columns: lang === 'ar' ? ['الشركة', 'مخصص', 'مسلّم', 'مرتجع', 'نسبة التسليم %'] : ['Company', 'Assigned', 'Delivered', 'Returned', 'Delivered %'],
        rows: behind
          .slice(0, 20)
          .map((r) => ({ link: `/users/view/${r.id}`, cells: [r.name, num(r.assigned), num(r.delivered), num(r.returned), pct(num(r.delivered), num(r.assigned) - num(r.returned))] })),
      },
    ],
  };
};

// ——— /addition (dashboard-additions-stage)
export const addition: BoardFn = async (db, scope, lang) => {
  const orders = await byStatus(db, sources.order, scope, lang);
  const locations = await byStatus(db, sources.locationOrder, scope, lang);
  const src = sources.order;
  const perSquare = rowsOf<{ square_id: number | null; family: string; n: number }>(
    await db.execute(sql`select ${sql.raw(src.square)} as square_id, r.family, count(*)::int as n from orders r where ${whereOf({ ...src, where: 'true' }, scope)} group by 1, 2`),
  );
  const squares = await squareNames(db, lang);
  const ids = [...new Set(perSquare.map((r) => r.square_id).filter((v): v is number => v !== null))].sort((a, b) => a - b);
  // an order's progress is its latest approved achievement report (achievementReport machine)
  const [progress] = rowsOf<{ avg: number | null; n: number }>(
    await db.execute(sql`select avg(p.progress)::float8 as avg, count(*)::int as n from (
        select distinct on (rep.order_id) rep.progress from order_reports rep join orders r on r.id = rep.order_id
        where rep.status = 'approve' and ${whereOf({ ...src, where: 'true' }, scope)} order by rep.order_id, rep.created_at desc, rep.id desc) p`),
  );
  const open = (d: typeof orders, w: 'order' | 'locationOrder') => d.total - closedStates(w).reduce((a, s) => a + d.of(s), 0);
  return {
    figures: [
      figure('orders', { ar: 'الطلبات', en: 'Orders' }, orders.total, lang),
      figure('ordersOpen', { ar: 'طلبات قيد العمل', en: 'Orders in progress' }, open(orders, 'order'), lang),
      figure('locationOrders', { ar: 'طلبات المواقع', en: 'Location orders' }, locations.total, lang),
      figure('locationOrdersOpen', { ar: 'طلبات مواقع قيد العمل', en: 'Location orders in progress' }, open(locations, 'locationOrder'), lang),
      figure('progress', { ar: 'متوسط نسبة الإنجاز', en: 'Average progress' }, round1(num(progress?.avg)), lang, 'percent'),
    ],
    charts: [
      statusChart('orderStatus', { ar: 'الطلبات حسب المرحلة', en: 'Orders by stage' }, 'bar', orders, lang),
      statusChart('locationOrderStatus', { ar: 'طلبات المواقع حسب المرحلة', en: 'Location orders by stage' }, 'bar', locations, lang),
      {
        key: 'perSquare',
        title: lang === 'ar' ? 'الطلبات في كل مربع' : 'Orders per square',
        kind: 'stacked',
        unit: 'count',
        categories: ids.map((id) => ({ key: String(id), label: squares.get(id) ?? String(id) })),
        series: (['order', 'locationOrder'] as const).map((f) => ({
          key: f,
          label: sources[f].kind[lang],
          values: ids.map((id) => num(perSquare.find((r) => r.square_id === id && r.family === f)?.n)),
          compare: null,
        })),
      },
    ],
    tables: [],
  };
};

/** The kinds /orders-status follows: every order the companies send. */
const ORDER_KINDS = ['order', 'locationOrder', 'tempLicenceOrder', 'readinessLicence', 'carLicenceOrder', 'vehicleEntryPermit', 'reassignOrder', 'lockOrder'] as const;

/** When an open record of a source entered its current status: its latest history row. */
const enteredAt = (workflow: string) => sql`(select max(h.at) from workflow_history h where h.workflow = ${workflow} and h.record_id = r.id)`;

// ——— /orders-status (dashboard-order-status)
export const ordersStatus: BoardFn = async (db, scope, lang) => {
  const perKind: Array<{ key: string; label: string; open: number; closed: number; median: number; over7: number }> = [];
  const waiting: Array<{ kind: string; id: number; status: string; company: string | null; days: number; link: string }> = [];
  for (const key of ORDER_KINDS) {
    const src: Source = sources[key];
    const closed = closedStates(src.workflow);
    const notClosed = closed.length
      ? sql`r.status not in (${sql.join(
          closed.map((s) => sql`${s}`),
          sql`, `,
        )})`
      : sql`true`;
    const [agg] = rowsOf<{ total: number; open: number; median: number | null; over7: number }>(
      await db.execute(sql`select count(*)::int as total, count(*) filter (where ${notClosed})::int as open,
          (percentile_cont(0.5) within group (order by extract(epoch from (now() - ${enteredAt(src.workflow)})) / 86400) filter (where ${notClosed}))::float8 as median,
          count(*) filter (where ${notClosed} and ${enteredAt(src.workflow)} < now() - interval '7 days')::int as over7
        from ${fromOf(src)} where ${whereOf(src, scope)}`),
    );
    perKind.push({ key, label: src.kind[lang], open: num(agg?.open), closed: num(agg?.total) - num(agg?.open), median: round1(num(agg?.median)), over7: num(agg?.over7) });
    const oldest = rowsOf<{ id: number; status: string; company: string | null; days: number }>(
      await db.execute(sql`select r.id, r.status, (select ${companyName} from users u where u.id = ${sql.raw(src.company)}) as company,
          (extract(epoch from (now() - ${enteredAt(src.workflow)})) / 86400)::float8 as days
        from ${fromOf(src)} where ${whereOf(src, scope)} and ${notClosed} order by days desc nulls last, r.id limit 15`),
    );
    const labels = new Map(statesOf(src.workflow, lang).map((s) => [s.key, s.label]));
    for (const o of oldest) waiting.push({ kind: src.kind[lang], id: num(o.id), status: labels.get(o.status) ?? o.status, company: o.company, days: round1(num(o.days)), link: src.link(num(o.id)) });
  }
  waiting.sort((a, b) => b.days - a.days);
  const open = perKind.reduce((a, k) => a + k.open, 0);
  return {
    figures: [
      figure('open', { ar: 'طلبات مفتوحة', en: 'Open orders' }, open, lang),
      figure(
        'closed',
        { ar: 'طلبات منتهية', en: 'Closed orders' },
        perKind.reduce((a, k) => a + k.closed, 0),
        lang,
      ),
      figure(
        'over7',
        { ar: 'تنتظر أكثر من 7 أيام', en: 'Waiting over 7 days' },
        perKind.reduce((a, k) => a + k.over7, 0),
        lang,
      ),
    ],
    charts: [
      {
        key: 'openClosed',
        title: lang === 'ar' ? 'الطلبات المفتوحة والمنتهية حسب النوع' : 'Open and closed orders by kind',
        kind: 'stacked',
        unit: 'count',
        categories: perKind.map((k) => ({ key: k.key, label: k.label })),
        series: [
          { key: 'open', label: lang === 'ar' ? 'مفتوحة' : 'Open', values: perKind.map((k) => k.open), compare: null },
          { key: 'closed', label: lang === 'ar' ? 'منتهية' : 'Closed', values: perKind.map((k) => k.closed), compare: null },
        ],
      },
      {
        key: 'medianWait',
        title: lang === 'ar' ? 'وسيط أيام الانتظار في الحالة الحالية' : 'Median days waiting in the current status',
        kind: 'bar',
        unit: 'days',
        categories: perKind.map((k) => ({ key: k.key, label: k.label })),
        series: [{ key: 'days', label: lang === 'ar' ? 'أيام' : 'Days', values: perKind.map((k) => k.median), compare: null }],
      },
    ],
    tables: [
      {
        key: 'longestWaiting',
        title: lang === 'ar' ? 'الطلبات الأطول انتظاراً' : 'Orders waiting longest',
        columns: lang === 'ar' ? ['النوع', 'الرقم', 'الحالة', 'الشركة', 'أيام في الحالة'] : ['Kind', 'No.', 'Status', 'Company', 'Days in status'],
        rows: waiting.slice(0, 20).map((w) => ({ link: w.link, cells: [w.kind, w.id, w.status, w.company, w.days] })),
      },
    ],
  };
};

// ——— /dashboard-report-violations (dashboard-report-violations)
export const reportViolations: BoardFn = async (db, scope, lang) => {
  const src = sources.violation;
  const status = await byStatus(db, src, scope, lang);
  const bySquare = await bySquareAndStatus(db, src, scope, lang);
  const companies = rowsOf<{ id: number; name: string; n: number }>(
    await db.execute(
      sql`select u.id, ${companyName} as name, count(*)::int as n from ${fromOf(src)} join users u on u.id = r.company_id where ${whereOf(src, scope)} group by u.id, name order by n desc, u.id limit 10`,
    ),
  );
  const camps = rowsOf<{ id: number; name: string; square: string; n: number }>(
    await db.execute(sql`select c.id, ${sql.raw(lang === 'ar' ? 'c.name' : 'c.name_en')} as name, ${sql.raw(lang === 'ar' ? 's.name' : 's.name_en')} as square, count(*)::int as n
      from ${fromOf(src)} join camps c on c.id = r.camp_id join squares s on s.id = c.square_id where ${whereOf(src, scope)} group by c.id, 2, 3 order by n desc, c.id limit 15`),
  );
  const [campCount] = rowsOf<{ n: number }>(await db.execute(sql`select count(distinct r.camp_id)::int as n from ${fromOf(src)} where ${whereOf(src, scope)}`));
  const weeks = rowsOf<{ week: string; n: number }>(
    await db.execute(
      sql`select to_char(date_trunc('week', r.created_at at time zone 'Asia/Riyadh'), 'YYYY-MM-DD') as week, count(*)::int as n from ${fromOf(src)} where ${whereOf(src, scope)} group by 1 order by 1`,
    ),
  );
  return {
    figures: [
      figure('total', { ar: 'المخالفات', en: 'Violations' }, status.total, lang),
      figure('issued', { ar: 'مخالفات صادرة', en: 'Issued' }, status.of('issued'), lang),
      figure('ready', { ar: 'مخالفات جاهزة', en: 'Ready' }, status.of('ready'), lang),
      figure('camps', { ar: 'مخيمات عليها مخالفات', en: 'Camps with violations' }, num(campCount?.n), lang),
    ],
    charts: [
      statusChart('status', { ar: 'المخالفات حسب الحالة', en: 'Violations by status' }, 'doughnut', status, lang),
      { key: 'bySquare', title: lang === 'ar' ? 'المخالفات في كل مربع' : 'Violations per square', kind: 'stacked', unit: 'count', ...bySquare },
      {
        key: 'byCompany',
        title: lang === 'ar' ? 'الشركات الأكثر مخالفات' : 'Companies with the most violations',
        kind: 'bar',
        unit: 'count',
        categories: companies.map((c) => ({ key: String(c.id), label: c.name })),
        series: [{ key: 'count', label: T.count[lang], values: companies.map((c) => num(c.n)), compare: null }],
      },
      {
        key: 'perWeek',
        title: lang === 'ar' ? 'المخالفات في كل أسبوع' : 'Violations per week',
        kind: 'bar',
        unit: 'count',
        categories: weeks.map((w) => ({ key: w.week, label: w.week })),
        series: [{ key: 'count', label: T.count[lang], values: weeks.map((w) => num(w.n)), compare: null }],
      },
    ],
    tables: [
      {
        key: 'camps',
        title: lang === 'ar' ? 'المخيمات الأكثر مخالفات' : 'Camps with the most violations',
        columns: lang === 'ar' ? ['المخيم', 'المربع', 'المخالفات'] : ['Camp', 'Square', 'Violations'],
        rows: camps.map((c) => ({ link: `/camps/${c.id}`, cells: [c.name, c.square, num(c.n)] })),
      },
    ],
  };
};

// ——— /dashboard-reassign (dashboard-reassign)
export const reassign: BoardFn = async (db, scope, lang) => {
  const re = await byStatus(db, sources.reassignOrder, scope, lang);
  const lock = await byStatus(db, sources.lockOrder, scope, lang);
  const src = sources.reassignOrder;
  const companies = rowsOf<{ id: number; name: string; type: string; n: number }>(
    await db.execute(sql`select u.id, ${companyName} as name, r.type, count(*)::int as n from reassign_orders r join users u on u.id = r.company_id
      where ${whereOf({ ...src, where: 'true' }, scope)} group by u.id, name, r.type order by u.id`),
  );
  const ids = [...new Set(companies.map((c) => num(c.id)))];
  const totals = ids
    .map((id) => ({ id, name: companies.find((c) => num(c.id) === id)!.name, n: companies.filter((c) => num(c.id) === id).reduce((a, c) => a + num(c.n), 0) }))
    .sort((a, b) => b.n - a.n || a.id - b.id)
    .slice(0, 10);
  return {
    figures: [
      figure('reassign', { ar: 'طلبات إعادة التسليم', en: 'Re-delivery orders' }, re.total, lang),
      figure('lock', { ar: 'طلبات القفل', en: 'Lock orders' }, lock.total, lang),
      figure('completed', { ar: 'طلبات مكتملة', en: 'Completed' }, re.of('completed') + lock.of('completed'), lang),
      figure('refused', { ar: 'طلبات مرفوضة أو ملغاة', en: 'Rejected or cancelled' }, re.of('rejected') + re.of('cancelled') + lock.of('rejected') + lock.of('cancelled'), lang),
    ],
    charts: [
      statusChart('reassignStatus', { ar: 'طلبات إعادة التسليم حسب الحالة', en: 'Re-delivery orders by status' }, 'bar', re, lang),
      statusChart('lockStatus', { ar: 'طلبات القفل حسب الحالة', en: 'Lock orders by status' }, 'bar', lock, lang),
      {
        key: 'byCompany',
        title: lang === 'ar' ? 'الطلبات لكل شركة' : 'Orders per company',
        kind: 'stacked',
        unit: 'count',
        categories: totals.map((t) => ({ key: String(t.id), label: t.name })),
        series: (['reassign', 'lock'] as const).map((type) => ({
          key: type,
          label: sources[type === 'reassign' ? 'reassignOrder' : 'lockOrder'].kind[lang],
          values: totals.map((t) => num(companies.find((c) => num(c.id) === t.id && c.type === type)?.n)),
          compare: null,
        })),
      },
    ],
    tables: [],
  };
};

/** /dashboard's headline figures for the season (a company: its own). */
export async function headline(db: DbOrTx, scope: Scope, lang: Lang): Promise<Figure[]> {
  const assign = await byStatus(db, sources.assignment, scope, lang);
  const violations = await byStatus(db, sources.violation, scope, lang);
  let open = 0;
  for (const key of ORDER_KINDS) {
    const src: Source = sources[key];
    const d = await byStatus(db, src, scope, lang);
    open += d.total - closedStates(src.workflow).reduce((a, s) => a + d.of(s), 0);
  }
  return [
    figure('delivered', { ar: 'المخيمات المسلّمة', en: 'Camps delivered' }, assign.of('deliverd'), lang),
    figure('deliveredShare', { ar: 'نسبة التسليم', en: 'Delivered share' }, pct(assign.of('deliverd'), assign.total - assign.of('returned')), lang, 'percent'),
    figure('openOrders', { ar: 'طلبات مفتوحة', en: 'Open orders' }, open, lang),
    figure('violations', { ar: 'المخالفات', en: 'Violations' }, violations.total, lang),
  ];
}

export const boards = {
  'delivery-business': deliveryBusiness,
  'civil-defense': civilDefense,
  'camp-delivery-performance': campDeliveryPerformance,
  addition,
  'orders-status': ordersStatus,
  'report-violations': reportViolations,
  reassign,
} as const satisfies Record<string, BoardFn>;

export type BoardKey = keyof typeof boards;
