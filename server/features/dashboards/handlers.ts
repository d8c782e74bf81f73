/**
 * The dashboards (openapi/areas/dashboards.yaml): each board's figures, charts and tables for a scope, the same
 * as CSV/XLSX, the filters' choices, and the signed-in user's own queue (/dashboard). Thin: the aggregates are in
 * ./boards.ts, the queue in ./home.ts, the record kinds in ./sources.ts.
 */
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { defineHandlers } from '../../http/types';
import { ApiError } from '../../http/errors';
import { sendRows, type Cell, type ExportFormat } from '../../http/export';
import { callerOf } from '../../http/request';
import { registerMessages } from '../../i18n';
import { type DbOrTx, rowsOf } from '../../db/client';
import { seasonOf, seasons, type SeasonWindow } from '../../analytics/season';
import type { components } from '../../../openapi/schema';
import type { Lang } from '../../../shared/label';
import { isStaffType, selfRegisteringTypes } from '../../../shared/accountTypes';
import type { AppContext } from '../context';
import { boards, headline, type Board, type BoardKey } from './boards';
import { queueOf } from './home';
import { dashboardsMessages, boardTitles } from './messages';
import type { Scope } from '../../analytics/sources';

registerMessages(dashboardsMessages);

type Filters = components['schemas']['DashboardFilters'];
type Dashboard = components['schemas']['Dashboard'];

/** Company accounts the filter offers: the main accounts of the types that receive and serve camps. */
const COMPANY_TYPES = [...selfRegisteringTypes, 'raft_office'];

const seasonDto = (s: SeasonWindow | undefined, lang: Lang) => (s ? { id: s.id, name: lang === 'ar' ? s.name : s.nameEn, starts_on: s.startsOn, ends_on: s.endsOn } : null);

/** The request's filters as a scope; a square or company that does not exist is bad input (422), never an empty board. */
async function scopeOf(db: DbOrTx, body: Filters | undefined): Promise<{ scope: Scope; compare: SeasonWindow | undefined }> {
  const f = body ?? {};
  const season = await seasonOf(db, f.season_id);
  const compare = f.compare_season_id === undefined ? undefined : await seasonOf(db, f.compare_season_id, 'compare_season_id');
  if (f.square_id !== undefined) {
    const [row] = rowsOf<{ id: number }>(await db.execute(sql`select id from squares where id = ${f.square_id}`));
    if (!row) throw ApiError.field('square_id', 'dashboards.square');
  }
  if (f.company_id !== undefined) {
    const [row] = rowsOf<{ id: number }>(
      await db.execute(
        sql`select u.id from users u join account_types t on t.id = u.type_id where u.id = ${f.company_id} and u.parent_id is null and t.code in (${sql.join(
          COMPANY_TYPES.map((c) => sql`${c}`),
          sql`, `,
        )})`,
      ),
    );
    if (!row) throw ApiError.field('company_id', 'dashboards.company');
  }
  return { scope: { season, squareId: f.square_id, companyId: f.company_id }, compare };
}

/**
 * A board for the scope, and beside each number the same number in the compared season: figures by key, chart
 * values by category and series key (a category the first season lacks is not shown; its count is in the export
 * of the compared season on its own).
 */
async function boardOf(db: DbOrTx, key: BoardKey, body: Filters | undefined, lang: Lang): Promise<Dashboard> {
  const { scope, compare } = await scopeOf(db, body);
  const board = await boards[key](db, scope, lang);
  if (compare) {
    const other: Board = await boards[key](db, { ...scope, season: compare }, lang);
    for (const f of board.figures) f.compare = other.figures.find((o) => o.key === f.key)?.value ?? 0;
    for (const chart of board.charts) {
      const theirs = other.charts.find((c) => c.key === chart.key);
      for (const s of chart.series) {
        const os = theirs?.series.find((x) => x.key === s.key);
        s.compare = chart.categories.map((c) => {
          const i = theirs?.categories.findIndex((x) => x.key === c.key) ?? -1;
          return i >= 0 && os ? (os.values[i] ?? 0) : 0;
        });
      }
    }
  }
  return { season: seasonDto(scope.season, lang), compare_season: seasonDto(compare, lang), figures: board.figures, charts: board.charts, tables: board.tables };
}

/** The board as rows: its figures, then each chart's numbers (category × series), then its tables. */
async function* exportRows(d: Dashboard, lang: Lang): AsyncIterable<Cell[][]> {
  const out: Cell[][] = [];
  for (const f of d.figures) out.push([lang === 'ar' ? 'المؤشرات' : 'Figures', f.label, '', f.value, f.compare]);
  for (const c of d.charts) for (const s of c.series) c.categories.forEach((cat, i) => out.push([c.title, cat.label, s.label, s.values[i] ?? 0, s.compare ? (s.compare[i] ?? 0) : null]));
  for (const t of d.tables) for (const r of t.rows) out.push([t.title, r.cells.map((x) => (x === null ? '' : String(x))).join(' · '), '', null, null]);
  yield out;
}

async function exportBoard(db: DbOrTx, key: BoardKey, req: FastifyRequest, reply: FastifyReply) {
  const lang = req.lang;
  const d = await boardOf(db, key, req.body as Filters | undefined, lang);
  const seasonName = (s: Dashboard['season']) => s?.name ?? (lang === 'ar' ? 'كل المواسم' : 'All seasons');
  const headings =
    lang === 'ar'
      ? ['القسم', 'البند', 'السلسلة', seasonName(d.season), d.compare_season ? seasonName(d.compare_season) : 'للمقارنة']
      : ['Section', 'Item', 'Series', seasonName(d.season), d.compare_season ? seasonName(d.compare_season) : 'Compared'];
  const count = d.figures.length + d.charts.reduce((a, c) => a + c.categories.length * c.series.length, 0) + d.tables.reduce((a, t) => a + t.rows.length, 0);
  const format = (req.query as { format: ExportFormat }).format;
  return sendRows(reply, { headings, rows: exportRows(d, lang), count, lang, format, title: boardTitles[key] });
}

export function dashboardsHandlers(ctx: AppContext) {
  const { db } = ctx;
  const board = (key: BoardKey) => async (req: FastifyRequest) => ({ message: req.t('common.ok'), data: await boardOf(db, key, req.body as Filters | undefined, req.lang) });
  const file = (key: BoardKey) => (req: FastifyRequest, reply: FastifyReply) => exportBoard(db, key, req, reply);

  return defineHandlers({
    dashboardFilters: async (req) => {
      const lang = req.lang;
      const all = await seasons(db);
      const active = all.length ? (await seasonOf(db, undefined))?.id : undefined;
      const squares = rowsOf<{ id: number; name: string }>(await db.execute(sql`select id, ${sql.raw(lang === 'ar' ? 'name' : 'name_en')} as name from squares order by id`));
      const companies = rowsOf<{ id: number; name: string }>(
        await db.execute(sql`select u.id, coalesce(nullif(u.company_name, ''), u.name) as name from users u join account_types t on t.id = u.type_id
          where u.parent_id is null and u.deleted_at is null and u.status = 'active' and t.code in (${sql.join(
            COMPANY_TYPES.map((c) => sql`${c}`),
            sql`, `,
          )}) order by name, u.id`),
      );
      return {
        message: req.t('common.ok'),
        data: {
          seasons: all.map((s) => ({ ...seasonDto(s, lang)!, active: s.id === active })),
          squares: squares.map((s) => ({ id: Number(s.id), name: s.name })),
          companies: companies.map((c) => ({ id: Number(c.id), name: c.name })),
        },
      };
    },

    homeDashboard: async (req) => {
      const caller = callerOf(req);
      const lang = req.lang;
      const season = await seasonOf(db, undefined);
      // a company sees its own season; staff the whole portal's
      const companyId = isStaffType(caller.accountType) || caller.accountType === 'gov' ? undefined : (caller.companyId ?? undefined);
      return { message: req.t('common.ok'), data: { queue: await queueOf(db, caller, lang), season: seasonDto(season, lang), figures: await headline(db, { season, companyId }, lang) } };
    },

    dashboardDeliveryBusiness: board('delivery-business'),
    exportDashboardDeliveryBusiness: file('delivery-business'),
    dashboardCivilDefense: board('civil-defense'),
    exportDashboardCivilDefense: file('civil-defense'),
    dashboardCampDeliveryPerformance: board('camp-delivery-performance'),
    exportDashboardCampDeliveryPerformance: file('camp-delivery-performance'),
    dashboardAddition: board('addition'),
    exportDashboardAddition: file('addition'),
    dashboardOrdersStatus: board('orders-status'),
    exportDashboardOrdersStatus: file('orders-status'),
    dashboardReportViolations: board('report-violations'),
    exportDashboardReportViolations: file('report-violations'),
    dashboardReassign: board('reassign'),
    exportDashboardReassign: file('reassign'),
  });
}
