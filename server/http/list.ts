/**
 * What every list call shares (spec 000 §2, §9; issue "One path" §2): a list declares
 * once which body fields filter it and how, which fields it may be sorted by, how
 * to load and show a page of its records, and its export columns; this module does
 * the rest the same way for every list:
 *
 * - filters: only the declared fields filter; an empty value is no filter;
 * - sort: `sort` (one of the list's keys) and `direction` (asc|desc), always
 *   followed by the id in the same direction, so equal values never swap between pages;
 * - paging: `?page=N` from 1, `paginate` per page (capped); a page's ids come from the
 *   sort key's index alone and only those rows are then read (a deferred join); a deep
 *   page starts from a remembered row near it instead of skipping every row before it
 *   (page anchors, below);
 * - the total: exact while counting is cheap — a count that stops at
 *   EXACT_COUNT_CAP + 1 rows — and above that PostgreSQL's own estimate (EXPLAIN's
 *   row estimate for the same filtered query), flagged `total_is_estimate: 1`; the
 *   estimate is asked first, and when it is far above the cap the count is not run
 *   (the cap is measured in docs/performance.md, "Lists");
 * - export: the same filters, sort and scope, read in keyset batches (never every
 *   row at once) and written as CSV or XLSX while they are read (server/http/export.ts).
 *
 * A list's records live in one base table: filters and sort keys are expressions over
 * that table (joined facts through sub-queries), so one query finds a page of ids and
 * the list loads and serializes just those.
 */
import { and, eq, ilike, inArray, isNotNull, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import { type DbOrTx, rowsOf } from '../db/client';
import { likeOf, pageOf, pageRequest } from './paging';

/** Above this many matching rows a list's total is PostgreSQL's estimate (measured: docs/performance.md, "Lists"). */
export const EXACT_COUNT_CAP = 20_000;
/**
 * When the planner expects this many matching rows the capped count is skipped: a count
 * that would stop at the cap anyway costs 5–8 ms at a million rows, the estimate 0.2 ms.
 * Five times the cap leaves room for the planner's usual error on one or two conditions.
 */
export const TRUST_ESTIMATE_ABOVE = 5 * EXACT_COUNT_CAP;
/** Pages starting this deep use page anchors (below); shallower ones skip their rows, which costs under a millisecond. */
export const ANCHOR_MIN_OFFSET = 10_000;
/** How long a remembered row's position is trusted (rows added or removed before it meanwhile shift the pages after it by as many). */
export const ANCHOR_TTL_MS = 10_000;
/** An export stops after this many rows (one XLSX sheet holds 1,048,576). */
export const EXPORT_MAX_ROWS = 1_000_000;
/** Rows read, serialized and written per batch while exporting. */
export const EXPORT_BATCH = 500;

export type Lang = 'ar' | 'en';
export type Direction = 'asc' | 'desc';

/** A filter: the body field's value → a condition on the base table (undefined: no condition). */
export type FilterOp<V> = (value: V) => SQL | undefined;

/** The ways a list filters, declared once per list. */
export const op = {
  /** the column equals the value */
  eq:
    <V>(column: AnyColumn): FilterOp<V> =>
    (v) =>
      eq(column, v),
  /** the column is the value, or one of the values */
  oneOf:
    <V>(column: AnyColumn): FilterOp<V | V[]> =>
    (v) => {
      const list = Array.isArray(v) ? v : [v];
      return list.length ? inArray(column, list) : undefined;
    },
  /** any of the columns contains the text (case-insensitive; %, _ and \ taken literally) */
  contains:
    (...columns: AnyColumn[]): FilterOp<string> =>
    (v) => {
      const term = v.trim();
      if (!term) return undefined;
      const like = likeOf(term);
      return or(...columns.map((c) => ilike(c, like)));
    },
  /** 1: the column is set; 0: it is empty */
  isSet:
    (column: AnyColumn): FilterOp<0 | 1> =>
    (v) =>
      v ? isNotNull(column) : isNull(column),
  /** anything else: the list's own condition */
  where: <V>(fn: FilterOp<V>): FilterOp<V> => fn,
};

export interface ExportColumn<Item> {
  /** the column's heading in each language */
  label: { ar: string; en: string };
  value: (item: Item, lang: Lang) => string | number | null | undefined;
}

export interface ListSpec<F extends object, Item> {
  /** the list's name (saved filters and export file names) */
  name: string;
  table: PgTable;
  id: AnyColumn;
  /** rows that are never part of the list (e.g. deleted ones) are left out by this condition */
  base?: SQL;
  /** body field → condition; fields not declared here do not filter */
  filters: { [K in keyof F]?: FilterOp<NonNullable<F[K]>> };
  /** sort key → a non-null expression over the base table */
  sorts: Record<string, SQL | AnyColumn>;
  defaultSort: { key: string; direction: Direction };
  /** the records with these ids, serialized for the caller (any order; the helper restores it) */
  load: (db: DbOrTx, ids: number[], lang: Lang) => Promise<Array<Item & { id: number }>>;
  /** what the export writes, in order */
  columns: ExportColumn<Item>[];
}

export interface ListBody {
  paginate?: number | undefined;
  sort?: string | undefined;
  direction?: Direction | undefined;
}

interface Plan {
  where: SQL | undefined;
  order: SQL[];
  key: SQL | AnyColumn;
  direction: Direction;
}

function plan<F extends object, Item>(spec: ListSpec<F, Item>, body: F & ListBody, scope: Array<SQL | undefined>): Plan {
  const conds: Array<SQL | undefined> = [spec.base, ...scope];
  for (const [field, fn] of Object.entries(spec.filters) as Array<[string, FilterOp<unknown> | undefined]>) {
    const value = (body as Record<string, unknown>)[field];
    if (value === undefined || value === null || value === '' || !fn) continue;
    conds.push(fn(value));
  }
  const present = conds.filter((c): c is SQL => c !== undefined);
  const sortKey = body.sort && body.sort in spec.sorts ? body.sort : spec.defaultSort.key;
  const direction: Direction = body.direction ?? (body.sort ? 'asc' : spec.defaultSort.direction);
  const key = spec.sorts[sortKey]!;
  const dir = direction === 'asc' ? sql`asc` : sql`desc`;
  return { where: present.length ? and(...present) : undefined, order: [sql`${key} ${dir}`, sql`${spec.id} ${dir}`], key, direction };
}

const whereSql = (where: SQL | undefined) => (where ? sql`where ${where}` : sql``);

/** PostgreSQL's estimate of how many rows match (EXPLAIN, nothing read). */
async function estimateMatching(db: DbOrTx, table: PgTable, where: SQL | undefined): Promise<number> {
  const [plan] = rowsOf<{ 'QUERY PLAN': unknown }>(await db.execute(sql`explain (format json) select 1 from ${table} ${whereSql(where)}`));
  const raw = plan?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: { 'Plan Rows': number } }>;
  return Math.round(parsed[0]?.Plan['Plan Rows'] ?? 0);
}

/**
 * The number of matching rows: exact up to `cap`, else PostgreSQL's estimate (at least cap + 1).
 * The estimate comes first: far above the cap (TRUST_ESTIMATE_ABOVE) it is the answer, and
 * no row is read; otherwise a count that stops after cap + 1 rows decides.
 */
export async function countMatching(db: DbOrTx, table: PgTable, where: SQL | undefined, cap = EXACT_COUNT_CAP): Promise<{ total: number; estimate: boolean }> {
  const planned = await estimateMatching(db, table, where);
  if (planned >= Math.max(TRUST_ESTIMATE_ABOVE, cap * 5)) return { total: planned, estimate: true };
  const [capped] = rowsOf<{ n: number | string }>(await db.execute(sql`select count(*)::int as n from (select 1 from ${table} ${whereSql(where)} limit ${cap + 1}) c`));
  const n = Number(capped?.n ?? 0);
  if (n <= cap) return { total: n, estimate: false };
  return { total: Math.max(cap + 1, planned), estimate: true };
}

/**
 * Page anchors: where a deep page's first and last rows were (their sort value and id, by
 * position), remembered per list, filter and sort for ANCHOR_TTL_MS. A page at offset O then
 * reads from the nearest remembered row at or before O (keyset, through the sort key's index)
 * and skips only the rows between, instead of the O rows before it: page 20,000 of a million
 * rows costs what page 1 does once it or a page near it has been read. The page number is
 * still honoured exactly, as of when the anchor was taken: rows added or removed before it
 * within those seconds shift later pages by as many rows, as they would between two clicks.
 * Per process (a second API process keeps its own); nothing shallower than ANCHOR_MIN_OFFSET
 * uses them.
 */
interface Anchor {
  offset: number;
  /** the sort value as text, cast back to its own type (`t`, from pg_typeof) when used */
  k: string;
  t: string;
  id: number;
  at: number;
}
const ANCHOR_LISTS = 500;
const ANCHORS_PER_LIST = 64;
const anchors = new Map<string, Anchor[]>();
const dialect = new PgDialect();

function anchorKey(name: string, p: Plan): string {
  const q = dialect.sqlToQuery(sql`${whereSql(p.where)} order by ${sql.join(p.order, sql`, `)}`);
  return `${name}\n${q.sql}\n${JSON.stringify(q.params)}`;
}

/** The remembered row fewest rows away from the page: at or before its first row (read forwards), or at or after its last (read backwards). */
function nearestAnchor(key: string, offset: number, limit: number, now: number): { anchor: Anchor; forward: boolean; skip: number } | undefined {
  const list = anchors.get(key);
  if (!list) return undefined;
  let best: { anchor: Anchor; forward: boolean; skip: number } | undefined;
  for (const a of list) {
    if (now - a.at >= ANCHOR_TTL_MS) continue;
    const end = offset + limit - 1;
    const near = a.offset <= offset ? { anchor: a, forward: true, skip: offset - a.offset } : a.offset >= end ? { anchor: a, forward: false, skip: a.offset - end } : undefined;
    if (near && (!best || near.skip < best.skip)) best = near;
  }
  // skipping from the start is no worse than from a remembered row that far away
  return best && best.skip < offset ? best : undefined;
}

function remember(key: string, found: Anchor[], now: number) {
  const list = (anchors.get(key) ?? []).filter((a) => now - a.at < ANCHOR_TTL_MS && !found.some((f) => f.offset === a.offset));
  list.push(...found);
  if (list.length > ANCHORS_PER_LIST) list.splice(0, list.length - ANCHORS_PER_LIST);
  anchors.delete(key); // most recently used last, so the oldest list is evicted first
  anchors.set(key, list);
  if (anchors.size > ANCHOR_LISTS) anchors.delete(anchors.keys().next().value!);
}

/** Forget every remembered position (tests). */
export function clearAnchors() {
  anchors.clear();
}

/** The type's name comes from the database (e.g. "timestamp with time zone"), never from the caller. */
function checkedType(name: string, t: string): string {
  if (!/^[a-z0-9 _]+$/.test(t)) throw new Error(`list ${name}: unexpected sort type ${t}`);
  return t;
}

/** The ids of one page, in the list's order: OFFSET from the start, or from a page anchor for a deep page. */
async function pageIds<F extends object, Item>(db: DbOrTx, spec: ListSpec<F, Item>, p: Plan, limit: number, offset: number): Promise<number[]> {
  const cols = sql`${spec.id} as id, (${p.key})::text as k, pg_typeof(${p.key})::text as t`;
  const order = sql.join(p.order, sql`, `);
  if (offset < ANCHOR_MIN_OFFSET) {
    const rows = rowsOf<{ id: number | string }>(await db.execute(sql`select ${spec.id} as id from ${spec.table} ${whereSql(p.where)} order by ${order} limit ${limit} offset ${offset}`));
    return rows.map((r) => Number(r.id));
  }
  const now = Date.now();
  const key = anchorKey(spec.name, p);
  const near = nearestAnchor(key, offset, limit, now);
  let rows: Array<{ id: number | string; k: string; t: string }>;
  if (near) {
    // forwards: the anchor's row and the rows after it in the list's order, skipping to the page;
    // backwards: the anchor's row and the rows before it, in reverse, skipping to the page's last row
    const { anchor, forward, skip } = near;
    const ascending = (p.direction === 'asc') === forward;
    const cmp = ascending ? sql`>=` : sql`<=`;
    const dir = ascending ? sql`asc` : sql`desc`;
    const from = sql`(${p.key}, ${spec.id}) ${cmp} (cast(${anchor.k} as ${sql.raw(checkedType(spec.name, anchor.t))}), ${anchor.id})`;
    rows = rowsOf(await db.execute(sql`select ${cols} from ${spec.table} ${whereSql(p.where ? and(p.where, from) : from)} order by ${p.key} ${dir}, ${spec.id} ${dir} limit ${limit} offset ${skip}`));
    if (!forward) rows.reverse();
  } else {
    rows = rowsOf(await db.execute(sql`select ${cols} from ${spec.table} ${whereSql(p.where)} order by ${order} limit ${limit} offset ${offset}`));
  }
  if (rows.length) {
    const first = rows[0]!;
    const last = rows[rows.length - 1]!;
    remember(
      key,
      [
        { offset, k: first.k, t: checkedType(spec.name, first.t), id: Number(first.id), at: now },
        { offset: offset + rows.length - 1, k: last.k, t: checkedType(spec.name, last.t), id: Number(last.id), at: now },
      ],
      now,
    );
  }
  return rows.map((r) => Number(r.id));
}

function inOrder<T extends { id: number }>(ids: number[], items: T[]): T[] {
  const byId = new Map(items.map((i) => [i.id, i]));
  return ids.map((id) => byId.get(id)).filter((i): i is T => i !== undefined);
}

/**
 * One page of a list, answered in the spec's shape: `{ data, total, per_page,
 * current_page, last_page, total_is_estimate }`. `scope` narrows what the caller may see.
 */
export async function listPage<F extends object, Item>(
  db: DbOrTx,
  spec: ListSpec<F, Item>,
  body: (F & ListBody) | undefined,
  query: { page?: number | undefined },
  lang: Lang,
  scope: Array<SQL | undefined> = [],
) {
  const f = (body ?? {}) as F & ListBody;
  const page = pageRequest(query.page, f.paginate);
  const p = plan(spec, f, scope);
  const [ids, counted] = await Promise.all([pageIds(db, spec, p, page.perPage, page.offset), countMatching(db, spec.table, p.where)]);
  // a page that came back short ends the list: its total is then known exactly, whatever was estimated
  const count = ids.length < page.perPage && (ids.length > 0 || page.offset === 0) ? { total: page.offset + ids.length, estimate: false } : counted;
  const items = ids.length ? inOrder(ids, await spec.load(db, ids, lang)) : [];
  return { ...pageOf(items, count.total, page), total_is_estimate: count.estimate ? (1 as const) : (0 as const) };
}

/** How many rows an export of this list will write (the `X-Row-Count` header), and whether that is an estimate. */
export async function exportCount<F extends object, Item>(db: DbOrTx, spec: ListSpec<F, Item>, body: (F & ListBody) | undefined, scope: Array<SQL | undefined> = []) {
  const p = plan(spec, (body ?? {}) as F & ListBody, scope);
  const c = await countMatching(db, spec.table, p.where);
  return { total: Math.min(c.total, EXPORT_MAX_ROWS), estimate: c.estimate };
}

/**
 * Every matching record in the list's order, EXPORT_BATCH at a time: each batch
 * continues after the last one's (sort value, id) — keyset, so a batch costs the same
 * at the end as at the start and rows added meanwhile neither shift nor repeat earlier ones.
 */
export async function* listBatches<F extends object, Item>(
  db: DbOrTx,
  spec: ListSpec<F, Item>,
  body: (F & ListBody) | undefined,
  lang: Lang,
  scope: Array<SQL | undefined> = [],
  batch = EXPORT_BATCH,
): AsyncGenerator<Array<Item & { id: number }>> {
  const p = plan(spec, (body ?? {}) as F & ListBody, scope);
  // the sort value travels as text and is cast back to the expression's own type, so no precision is lost
  // (a timestamp keeps its microseconds, which a JavaScript Date would not)
  let after: { k: string; type: string; id: number } | null = null;
  let written = 0;
  const cmp = p.direction === 'asc' ? sql`>` : sql`<`;
  while (written < EXPORT_MAX_ROWS) {
    const conds: SQL[] = p.where ? [p.where] : [];
    if (after) conds.push(sql`(${p.key}, ${spec.id}) ${cmp} (cast(${after.k} as ${sql.raw(after.type)}), ${after.id})`);
    const limit = Math.min(batch, EXPORT_MAX_ROWS - written);
    const rows = rowsOf<{ id: number | string; k: string; t: string }>(
      await db.execute(
        sql`select ${spec.id} as id, (${p.key})::text as k, pg_typeof(${p.key})::text as t from ${spec.table} ${whereSql(conds.length ? and(...conds) : undefined)} order by ${sql.join(p.order, sql`, `)} limit ${limit}`,
      ),
    );
    if (!rows.length) return;
    const ids = rows.map((r) => Number(r.id));
    yield inOrder(ids, await spec.load(db, ids, lang));
    written += rows.length;
    const last = rows[rows.length - 1]!;
    after = { k: last.k, type: checkedType(spec.name, last.t), id: Number(last.id) };
    if (rows.length < limit) return;
  }
}
