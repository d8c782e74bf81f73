/**
 * What every list call shares (spec 000 §2, §9; issue "One path" §2): a list declares
 * once which body fields filter it and how, which fields it may be sorted by, how
 * to load and show a page of its records, and its export columns; this module does
 * the rest the same way for every list:
 *
 * - filters: only the declared fields filter; an empty value is no filter;
 * - sort: `sort` (one of the list's keys) and `direction` (asc|desc), always
 *   followed by the id in the same direction, so equal values never swap between pages;
 * - paging: `?page=N` from 1, `paginate` per page (capped);
 * - the total: exact while counting is cheap — a count that stops at
 *   EXACT_COUNT_CAP + 1 rows — and above that PostgreSQL's own estimate (EXPLAIN's
 *   row estimate for the same filtered query), flagged `total_is_estimate: 1`
 *   (the cap is measured in docs/performance.md, "Lists");
 * - export: the same filters, sort and scope, read in keyset batches (never every
 *   row at once) and written as CSV or XLSX while they are read (server/http/export.ts).
 *
 * A list's records live in one base table: filters and sort keys are expressions over
 * that table (joined facts through sub-queries), so one query finds a page of ids and
 * the list loads and serializes just those.
 */
import { and, eq, ilike, inArray, isNotNull, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { likeOf, pageOf, pageRequest } from './paging';

/** Above this many matching rows a list's total is PostgreSQL's estimate (measured: docs/performance.md, "Lists"). */
export const EXACT_COUNT_CAP = 20_000;
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

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
const whereSql = (where: SQL | undefined) => (where ? sql`where ${where}` : sql``);

/** The number of matching rows: exact up to `cap`, else PostgreSQL's estimate (at least cap + 1). */
export async function countMatching(db: DbOrTx, table: PgTable, where: SQL | undefined, cap = EXACT_COUNT_CAP): Promise<{ total: number; estimate: boolean }> {
  const [capped] = rowsOf<{ n: number | string }>(await db.execute(sql`select count(*)::int as n from (select 1 from ${table} ${whereSql(where)} limit ${cap + 1}) c`));
  const n = Number(capped?.n ?? 0);
  if (n <= cap) return { total: n, estimate: false };
  const [plan] = rowsOf<{ 'QUERY PLAN': unknown }>(await db.execute(sql`explain (format json) select 1 from ${table} ${whereSql(where)}`));
  const raw = plan?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: { 'Plan Rows': number } }>;
  return { total: Math.max(cap + 1, Math.round(parsed[0]?.Plan['Plan Rows'] ?? 0)), estimate: true };
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
  const [idRows, count] = await Promise.all([
    db.execute(sql`select ${spec.id} as id from ${spec.table} ${whereSql(p.where)} order by ${sql.join(p.order, sql`, `)} limit ${page.perPage} offset ${page.offset}`),
    countMatching(db, spec.table, p.where),
  ]);
  const ids = rowsOf<{ id: number | string }>(idRows).map((r) => Number(r.id));
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
    // the type's name comes from the database (e.g. "timestamp with time zone"), never from the caller
    if (!/^[a-z0-9 _]+$/.test(last.t)) throw new Error(`list ${spec.name}: unexpected sort type ${last.t}`);
    after = { k: last.k, type: last.t, id: Number(last.id) };
    if (rows.length < limit) return;
  }
}
