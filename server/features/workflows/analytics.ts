/**
 * The lifecycles as the analysts see them (issue 16): every workflow's live counts per status, one workflow's heat
 * map (records in each status now, time spent in each status, transitions taken) for a season, square and company,
 * and one record's path through its machine — all from the tables and the stored history (workflow_history: one
 * row per step, the creation included), in SQL that runs the same on PGlite and PostgreSQL.
 *
 * Time in a status: a visit runs from the history row that entered the status to the record's next history row
 * (rows in the order they were written, by id). A visit still open counts up to now. The percentiles include open
 * visits — a record still waiting in review for ten days is exactly what the analyst must see, and leaving it out
 * would make the states where records get stuck look quick — except in a final status, which a record never
 * leaves: its time there is the record's age, not a wait, so a final status has no percentiles. A step dated
 * before the one it follows (a clock set back, data moved in by hand) counts as no time, never as negative time.
 */
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AnyStateMachine } from 'xstate';
import { type Db, type DbOrTx, rowsOf } from '../../db/client';
import { ApiError } from '../../http/errors';
import type { Caller } from '../../lifecycle/caller';
import type { LifecycleDefinition, LifecycleTable } from '../../lifecycle/define';
import { lifecycles } from '../../lifecycle/registry';
import { activeSeason, inSeason, seasonOf, seasons, type SeasonWindow } from '../../analytics/season';
import { dimensionsOf, inSquare, ofCompany } from '../../analytics/dimensions';
import { historyStep } from '../../analytics/historyLabels';
import { describeLifecycle } from '../../../machines/core/describe';
import { workflows } from '../../../machines';
import type { Label, Lang } from '../../../shared/label';
import { selfRegisteringTypes } from '../../../shared/accountTypes';

type Definition = LifecycleDefinition<LifecycleTable>;
const num = (v: unknown) => Number(v ?? 0);
/** seconds, to the millisecond (the percentiles come back as floating point) */
const seconds = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 1000) / 1000);

/** The accounts a company filter may name: main accounts of the company types (what the dashboards name too). */
export const COMPANY_TYPES: readonly string[] = [...selfRegisteringTypes, 'raft_office'];

/** The workflows the server runs, in the machines' order (machines/index.ts), then any other. */
export function servedWorkflows(): Definition[] {
  const order = Object.keys(workflows);
  return [...lifecycles.values()].sort((a, b) => rank(order, a.workflow) - rank(order, b.workflow) || a.workflow.localeCompare(b.workflow));
}
const rank = (order: string[], id: string) => (order.includes(id) ? order.indexOf(id) : order.length);

export function definitionOf(workflow: string): Definition {
  const definition = lifecycles.get(workflow);
  // a workflow the server does not run is as missing as a record
  if (!definition) throw ApiError.notFound('lifecycle.notFound');
  return definition;
}

interface Source {
  definition: Definition;
  /** `<table> r` */
  from: SQL;
  /** the raw status column of `r` */
  status: SQL;
  /** the workflow's own rows that are not soft-deleted */
  where: SQL;
  /** the stored status value → the machine's state (notifications keep a flag, not the state's key) */
  read: (value: unknown) => string;
}

function sourceOf(definition: Definition, db: Db): Source {
  const columns = getTableColumns(definition.table) as Record<string, PgColumn>;
  const statusColumn = columns[definition.statusKey]!.name;
  const dims = dimensionsOf(definition.workflow);
  const parts = [dims.rows ? `(${dims.rows})` : 'true', columns.deletedAt ? `r.${columns.deletedAt.name} is null` : 'true'];
  const bound = definition.on(db);
  return {
    definition,
    from: sql.raw(`"${getTableName(definition.table)}" r`),
    status: sql.raw(`r."${statusColumn}"`),
    where: sql.raw(parts.join(' and ')),
    read: (value) => bound.statusOf({ [definition.statusKey]: value } as never),
  };
}

interface StateOut {
  status: string;
  label: Label;
  initial: boolean;
  final: boolean;
  count: number;
}

function statesOf(machine: AnyStateMachine, counts: Map<string, number>): StateOut[] {
  const info = describeLifecycle(machine);
  return info.states.map((s) => ({ status: s.key, label: s.meta?.label ?? { ar: s.key, en: s.key }, initial: s.key === info.initial, final: s.final, count: counts.get(s.key) ?? 0 }));
}

/** Every workflow with how many records sit in each status now: one statement for all of them. */
export async function workflowCounts(db: Db) {
  const sources = servedWorkflows().map((d) => sourceOf(d, db));
  const parts = sources.map((s) => sql`select ${s.definition.workflow}::text as workflow, ${s.status}::text as status, count(*)::int as n from ${s.from} where ${s.where} group by 2`);
  const rows = parts.length ? rowsOf<{ workflow: string; status: string; n: number }>(await db.execute(sql.join(parts, sql` union all `))) : [];
  return sources.map((s) => {
    const counts = new Map<string, number>();
    // the value comes back as text (a table keeping a number, like notifications' is_seen, reads it back)
    for (const r of rows.filter((x) => x.workflow === s.definition.workflow)) {
      const key = s.read(r.status);
      counts.set(key, (counts.get(key) ?? 0) + num(r.n));
    }
    const states = statesOf(s.definition.machine, counts);
    return { workflow: s.definition.workflow, label: describeLifecycle(s.definition.machine).meta.label, total: states.reduce((n, x) => n + x.count, 0), states };
  });
}

export interface HeatmapFilters {
  season_id?: number | undefined;
  square_id?: number | undefined;
  company_id?: number | undefined;
}

const seasonDto = (s: SeasonWindow, activeId: number | undefined) => ({ id: s.id, name: s.name, name_en: s.nameEn, starts_on: s.startsOn, ends_on: s.endsOn, active: s.id === activeId });

/** A square or company that does not exist, or a dimension the workflow's records lack, is bad input (422). */
async function checkFilters(db: DbOrTx, workflow: string, f: HeatmapFilters) {
  const dims = dimensionsOf(workflow);
  const errors: Record<string, string[]> = {};
  if (f.square_id !== undefined) {
    if (!dims.square) errors.square_id = ['workflows.noSquare'];
    else if (!rowsOf(await db.execute(sql`select 1 from squares where id = ${f.square_id}`)).length) errors.square_id = ['validation.exists'];
  }
  if (f.company_id !== undefined) {
    if (!dims.company) errors.company_id = ['workflows.noCompany'];
    else if (!(await isCompany(db, f.company_id))) errors.company_id = ['workflows.company'];
  }
  if (Object.keys(errors).length) throw ApiError.invalid(errors);
}

async function isCompany(db: DbOrTx, id: number) {
  const codes = sql.join(
    COMPANY_TYPES.map((c) => sql`${c}`),
    sql`, `,
  );
  return (
    rowsOf(await db.execute(sql`select 1 from users u join account_types t on t.id = u.type_id where u.id = ${id} and u.parent_id is null and u.deleted_at is null and t.code in (${codes})`)).length >
    0
  );
}

/**
 * One workflow's heat map for the records created in a season (the active one unless named; every record when
 * none is active), in a square and of a company when asked.
 */
export async function heatmap(db: Db, workflow: string, f: HeatmapFilters) {
  const definition = definitionOf(workflow);
  const season = await seasonOf(db, f.season_id);
  await checkFilters(db, workflow, f);
  const src = sourceOf(definition, db);
  const dims = dimensionsOf(workflow);
  const conditions: SQL[] = [src.where];
  const seasonCond = inSeason(sql.raw('r.created_at'), season);
  if (seasonCond) conditions.push(seasonCond);
  if (f.square_id !== undefined) conditions.push(inSquare(dims, f.square_id));
  if (f.company_id !== undefined) conditions.push(ofCompany(dims, f.company_id));
  const where = sql.join(conditions, sql` and `);
  const info = describeLifecycle(definition.machine);
  const finals = info.states.filter((s) => s.final).map((s) => s.key);
  const finalList = finals.length
    ? sql.join(
        finals.map((s) => sql`${s}`),
        sql`, `,
      )
    : sql`''`;

  const countRows = rowsOf<{ status: unknown; n: number }>(await db.execute(sql`select ${src.status} as status, count(*)::int as n from ${src.from} where ${where} group by 1`));
  const counts = new Map<string, number>();
  for (const r of countRows) {
    const key = src.read(r.status);
    counts.set(key, (counts.get(key) ?? 0) + num(r.n));
  }

  // the visits: each history row of the scope's records, with the time of the record's next row
  const visits = sql`with scope as (select r.id from ${src.from} where ${where}),
    v as (
      select h.from_status, h.event, h.to_status, h.at,
             lead(h.at) over (partition by h.record_id order by h.id) as next_at
      from workflow_history h
      where h.workflow = ${workflow} and h.record_id in (select id from scope)
    )`;
  // both figures in one pass over the visits: per status (times) and per transition (counts)
  const figureRows = rowsOf<{ by_status: number; from_status: string | null; event: string | null; to_status: string; n: number; open: number; median: unknown; p90: unknown }>(
    await db.execute(sql`${visits}
      select grouping(from_status, event) as by_status, from_status, event, to_status, count(*)::int as n,
        count(*) filter (where next_at is null)::int as open,
        percentile_cont(0.5) within group (order by greatest(extract(epoch from (coalesce(next_at, now()) - at)), 0)::float8)
          filter (where next_at is not null or to_status not in (${finalList})) as median,
        percentile_cont(0.9) within group (order by greatest(extract(epoch from (coalesce(next_at, now()) - at)), 0)::float8)
          filter (where next_at is not null or to_status not in (${finalList})) as p90
      from v group by grouping sets ((to_status), (from_status, event, to_status))`),
  );
  const timeRows = figureRows.filter((r) => num(r.by_status) !== 0).map((r) => ({ status: r.to_status, visits: r.n, open: r.open, median: r.median, p90: r.p90 }));
  const transitionRows = figureRows
    .filter((r) => num(r.by_status) === 0)
    .sort((a, b) => num(b.n) - num(a.n) || `${a.from_status ?? ''}|${a.event}|${a.to_status}`.localeCompare(`${b.from_status ?? ''}|${b.event}|${b.to_status}`));
  const times = new Map(timeRows.map((r) => [r.status, r]));
  const active = f.season_id === undefined ? season : await activeSeason(db);
  const states = statesOf(definition.machine, counts).map((s) => {
    const t = times.get(s.status);
    return { ...s, visits: num(t?.visits), open: num(t?.open), median_seconds: seconds(t?.median), p90_seconds: seconds(t?.p90) };
  });
  return {
    workflow,
    label: info.meta.label,
    season: season ? seasonDto(season, active?.id) : null,
    square_id: f.square_id ?? null,
    company_id: f.company_id ?? null,
    dimensions: { square: !!dims.square, company: !!dims.company },
    total: states.reduce((n, s) => n + s.count, 0),
    states,
    transitions: transitionRows.map((r) => ({ from_status: r.from_status, event: r.event ?? '', to_status: r.to_status, count: num(r.n) })),
  };
}

/** The filters' choices: every season, every square, and the companies matching a search (at most 50). */
export async function filterChoices(db: Db, lang: Lang, search: string) {
  const [all, active] = [await seasons(db), await activeSeason(db)];
  const squares = rowsOf<{ id: number; name: string; name_en: string | null }>(await db.execute(sql`select id, name, name_en from squares order by id`));
  const codes = sql.join(
    COMPANY_TYPES.map((c) => sql`${c}`),
    sql`, `,
  );
  const term = search.trim();
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const companies = rowsOf<{ id: number; name: string }>(
    await db.execute(sql`select u.id, coalesce(nullif(u.company_name, ''), u.name) as name from users u join account_types t on t.id = u.type_id
      where u.parent_id is null and u.deleted_at is null and t.code in (${codes})
      ${term ? sql`and (u.name ilike ${like} or u.company_name ilike ${like} or u.email ilike ${like})` : sql``}
      order by u.id limit 50`),
  );
  void lang;
  return {
    seasons: all.map((s) => seasonDto(s, active?.id)),
    squares: squares.map((s) => ({ id: num(s.id), name: s.name, name_en: s.name_en ?? null })),
    companies: companies.map((c) => ({ id: num(c.id), name: c.name, name_en: null })),
  };
}

/** One record's steps, oldest first, for whoever may see the record (else 404, as the events call answers). */
export async function recordHistory(db: Db, caller: Caller, workflow: string, id: number) {
  const definition = definitionOf(workflow);
  const lifecycle = definition.on(db);
  const row = await lifecycle.find(caller, id);
  const machine = definition.machine;
  const steps = rowsOf<{ event: string; from_status: string | null; to_status: string; at: unknown; actor_id: number | null; actor_name: string | null }>(
    await db.execute(sql`select h.event, h.from_status, h.to_status, h.at, h.actor_id, u.name as actor_name
      from workflow_history h left join users u on u.id = h.actor_id
      where h.workflow = ${workflow} and h.record_id = ${id} order by h.id`),
  );
  const lang = caller.lang;
  return {
    workflow,
    id,
    status: lifecycle.statusOf(row),
    steps: steps.map((s) => historyStep(machine, s, lang)),
  };
}
