/**
 * One lifecycle runtime for every area. `defineLifecycle({ machine, workflow, table,
 * actors, … })` over a Drizzle table gives the area
 *
 * - `create(caller, values, tx?)`: the record in the machine's initial status, with its
 *   first history row and its audit row;
 * - `apply(caller, id, event, { expectedVersion })`: one event, in one transaction
 *   (below);
 * - `applyMany(caller, ids, event)`: the same event to each record, each in its own
 *   transaction, answering a report per record;
 * - `can(caller, record | id)`: the events the record's status accepts and, for each
 *   refused one, why (the caller's right, then the machine's guards), in the caller's
 *   language;
 * - `find(caller, id)`: the typed row, or 404 when missing or not the caller's to see;
 * - `seedAt(tx, status, rows, …)`: demo and test data at a given status, reached by the
 *   machine's own events (history and audit rows written as `apply` writes them).
 *
 * A record's status and its history rows are written nowhere else
 * (tests/lint/lifecycle-writes.test.ts).
 *
 * `apply` answers in one order on every route:
 *   403 the caller may send this event from no status (before the record is read) →
 *   404 the record is missing or not the caller's to see (`visible`) →
 *   the status does not take the event: 422 when the event's field rules fail (guards
 *       whose refusal names a field, from the event's transitions in any status), else
 *       409 (the spec's wording, e.g. "already active" code 104, or "Unallowed action!") →
 *   403 the caller may not send it in this status (its `who`, parties included) →
 *   the machine's guards: 422 on a field, 409 otherwise →
 *   409 the version the caller acted on is no longer the record's →
 *   the server's actors do the domain work, then status and version are updated (guarded
 *   by the version read) and the history and audit rows inserted.
 * The row is locked FOR UPDATE for all of it; any refusal or failure rolls everything back.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { and, eq, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTableWithColumns } from 'drizzle-orm/pg-core';
import { fromPromise, type AnyStateMachine } from 'xstate';
import type { Db, DbOrTx, Tx } from '../db/client';
import { auditLog, workflowHistory } from '../db/schema';
import { ApiError } from '../http/errors';
import { translate } from '../i18n';
import type { Label } from '../../shared/label';
import type { Failure, Refusal } from '../../machines/core/types';
import type { CommandInput } from '../../machines/core/lifecycle';
import type { RuleFn } from '../../machines/core/rule';
import { describeLifecycle, guardsOf, type TransitionInfo } from '../../machines/core/describe';
import { acceptedEvents, explainRefusal, FORBIDDEN, isAllowedBy, mayPerform, restore, runEvent, transitionsFrom, UNALLOWED, type LifecycleEvent } from '../../machines/core/runtime';
import { senderFor, type Caller } from './caller';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LifecycleTable = PgTableWithColumns<any> & { id: PgColumn };
export type RowOf<T extends LifecycleTable> = T['$inferSelect'];
export type InsertOf<T extends LifecycleTable> = T['$inferInsert'];

/**
 * A server actor: the domain work of one event, inside the transition's transaction. What it
 * answers, if anything, are more of the record's columns to write: they join the one UPDATE
 * that writes the status and version (one statement fewer than writing them apart).
 */
export type ServerActor<R> = (tx: Tx, input: { record: R; event: LifecycleEvent; caller: Caller }) => Promise<void | Partial<R>>;

/** Where a table keeps the status, when it is not a `status` column holding the state's key. */
export interface StatusColumn {
  /** the column's key in the Drizzle table */
  key: string;
  /** the status a stored value stands for */
  read(value: unknown): string;
  /** the stored value of a status */
  write(status: string): unknown;
}

export interface LifecycleSpec<T extends LifecycleTable> {
  machine: AnyStateMachine;
  /** the workflow id (the key of `workflows` in machines/index.ts) */
  workflow: string;
  table: T;
  /** the server's actors, by the machine's actor names */
  actors: Record<string, ServerActor<RowOf<T>>>;
  /** may the caller see this record at all? A record they may not is answered as missing (404). Everyone, unless given. */
  visible?: (caller: Caller, row: RowOf<T>) => boolean;
  /** the parties (the machine's root `meta.parties`) the caller holds on this record */
  parties?: (caller: Caller, row: RowOf<T>) => string[];
  /** facts the machine's guards read beyond the row, loaded after the row is locked */
  context?: (tx: DbOrTx, row: RowOf<T>) => Promise<Record<string, unknown>>;
  /** event payload fields worth keeping in the history row (all of them unless given) */
  keep?: string[];
  /** the status column when it is not `status` */
  status?: StatusColumn;
}

export interface ApplyOptions<R> {
  /** the version the caller acted on, when the client sent one */
  expectedVersion?: number | undefined;
  /** a transaction of the caller's: the event runs in a savepoint of it */
  tx?: Tx;
  /** actors for this call only (work that needs the call's own input, e.g. the registration forms and their files) */
  actors?: Record<string, ServerActor<R>>;
}

export interface Applied<R> {
  from: string;
  to: string;
  record: R;
}

export type ApplyReport<R> =
  | { id: number; result: 'applied'; from: string; to: string; version: number | null; record: R }
  | { id: number; result: 'refused'; status: number; message: string; code?: string; errors?: Record<string, string[]> };

export interface EventOption {
  event: string;
  label: Label;
  allowed: 0 | 1;
  reason?: string;
  confirm?: string;
  fields?: string[];
}

export interface Can {
  workflow: string;
  id: number;
  status: string;
  version: number | null;
  events: EventOption[];
}

export interface CreateOptions<R> {
  /** the event the creation is recorded as (history and audit); CREATE unless given */
  event?: string;
  /** the audit row's new values (the status unless given) */
  audit?: (row: R) => Record<string, unknown>;
  /** more work in the same transaction once the row exists (files, forms…); what it answers joins the audit values */
  then?: (tx: Tx, row: R) => Promise<Record<string, unknown> | void>;
  /** the account the rows name as actor: the caller unless given ('record' for a record that is itself the actor, e.g. a registration) */
  actor?: number | null | 'record';
  module?: string;
  method?: string;
}

export interface SeedStep<R> {
  event: string;
  /** the status the step leads to, when the event has several branches (the first one otherwise) */
  to?: string;
  payload?: (row: R) => Record<string, unknown>;
  actorId?: number | null | ((row: R) => number | null);
  at?: (row: R) => Date;
}

export interface SeedOptions<R> {
  /** the events that lead from the initial status to the seeded one (the machine's shortest path, with its examples, unless given) */
  steps?: Array<SeedStep<R>>;
  /** how the record came: its history and audit row ('CREATE' unless given); false writes none */
  created?: false | { event?: string; actorId?: (row: R) => number | null; audit?: (row: R) => Record<string, unknown>; at?: (row: R) => Date; module?: string; method?: string };
}

export interface Lifecycle<T extends LifecycleTable> {
  readonly workflow: string;
  readonly machine: AnyStateMachine;
  readonly initial: string;
  statusOf(row: RowOf<T>): string;
  find(caller: Caller, id: number, db?: DbOrTx): Promise<RowOf<T>>;
  create(caller: Caller, values: Omit<InsertOf<T>, 'id'>, tx?: Tx, options?: CreateOptions<RowOf<T>>): Promise<RowOf<T>>;
  apply(caller: Caller, id: number, event: LifecycleEvent, options?: ApplyOptions<RowOf<T>>): Promise<Applied<RowOf<T>>>;
  applyMany(caller: Caller, ids: readonly number[], event: LifecycleEvent): Promise<Array<ApplyReport<RowOf<T>>>>;
  can(caller: Caller, record: RowOf<T> | number, db?: DbOrTx): Promise<Can>;
  /** Ids of the records whose status is `from` and which match `where`, sent `event` in one statement (an unguarded step whose actor has nothing to do beyond `set`). */
  applyWhere(caller: Caller, tx: Tx, from: string, where: ReturnType<typeof sql> | undefined, event: LifecycleEvent, set?: Partial<InsertOf<T>>): Promise<number[]>;
  seedAt(tx: Tx, status: string, rows: Array<Omit<InsertOf<T>, 'id'>>, options?: SeedOptions<RowOf<T>>): Promise<Array<RowOf<T>>>;
}

/** What `defineLifecycle` answers: the definition, bound to a database with `on(db)`. */
export interface LifecycleDefinition<T extends LifecycleTable> {
  readonly workflow: string;
  readonly machine: AnyStateMachine;
  readonly table: T;
  /** the key of the table's status column */
  readonly statusKey: string;
  on(db: Db): Lifecycle<T>;
}

type Loose = Record<string, unknown>;

/** The refusals with a field that the event's rules report for this payload, in any status (the 422 a wrong status still answers). */
function fieldErrors(machine: AnyStateMachine, context: unknown, event: LifecycleEvent): Record<string, string[]> | null {
  const guards = guardsOf(machine);
  const errors: Record<string, string[]> = {};
  const seen = new Set<string>();
  for (const state of describeLifecycle(machine).states) {
    for (const t of state.transitions) {
      if (t.event !== event.type || !t.guard || seen.has(t.guard)) continue;
      seen.add(t.guard);
      const fn = guards[t.guard] as (((args: unknown, params: unknown) => boolean) & Partial<RuleFn<unknown>>) | undefined;
      if (!fn) continue;
      const args = { context, event };
      const refusal = fn.explain ? fn.explain(args) : fn(args, undefined) ? null : (fn.refusal ?? null);
      if (refusal?.field) (errors[refusal.field] ??= []).push(refusal.message);
    }
  }
  return Object.keys(errors).length ? errors : null;
}

/** May this caller send `event` from at least one status (parties aside: they depend on the record)? */
function mayEverSend(machine: AnyStateMachine, event: string, caller: Caller): boolean {
  const ts = describeLifecycle(machine).states.flatMap((s) => s.transitions.filter((t) => t.event === event));
  if (ts.length === 0) return true; // an event the machine does not know is "Unallowed action!" (409), not a right
  const sender = senderFor(caller);
  return ts.some((t) => isAllowedBy({ ...t.meta.who, party: undefined }, sender));
}

/** The shortest chain of events from the initial status to `status`. */
function pathTo(machine: AnyStateMachine, status: string): TransitionInfo[] {
  const info = describeLifecycle(machine);
  const queue: Array<{ at: string; path: TransitionInfo[] }> = [{ at: info.initial, path: [] }];
  const seen = new Set([info.initial]);
  while (queue.length) {
    const { at, path } = queue.shift()!;
    if (at === status) return path;
    for (const t of transitionsFrom(machine, at)) {
      if (seen.has(t.to)) continue;
      seen.add(t.to);
      queue.push({ at: t.to, path: [...path, t] });
    }
  }
  throw new Error(`${machine.id}: no path from ${info.initial} to ${status}`);
}

export function defineLifecycle<T extends LifecycleTable>(spec: LifecycleSpec<T>): LifecycleDefinition<T> {
  const { machine, workflow, table } = spec;
  type R = RowOf<T>;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const entity = getTableName(table);
  const status: StatusColumn = spec.status ?? { key: 'status', read: (v) => String(v), write: (s) => s };
  if (!columns[status.key]) throw new Error(`${workflow}: table ${entity} has no column ${status.key}`);
  const versionCol = columns.version;
  const deletedCol = columns.deletedAt;
  const hasUpdatedAt = !!columns.updatedAt;
  const info = describeLifecycle(machine);
  const initial = info.initial;
  const visible = spec.visible ?? (() => true);
  const partiesOf = (caller: Caller, row: R) => spec.parties?.(caller, row) ?? [];
  const statusOf = (row: R) => status.read((row as Loose)[status.key]);
  const versionOf = (row: R): number | null => (versionCol ? Number((row as Loose).version) : null);
  const keepOf = (event: LifecycleEvent) => Object.fromEntries(Object.entries(event).filter(([k]) => k !== 'type' && (!spec.keep || spec.keep.includes(k))));
  const t = (caller: Caller, key: string) => translate(caller.lang, key);

  /**
   * The machine with the server's actors, made once: creating a provided machine costs about
   * a millisecond of CPU, too much for every event. Each actor finds the event's transaction,
   * row and caller in the async context `apply` runs the machine in.
   */
  interface Running {
    tx: Tx;
    row: R;
    caller: Caller;
    /** columns the actors asked to write with the status */
    extra: Loose;
  }
  const running = new AsyncLocalStorage<Running>();
  const asActors = (actors: Record<string, ServerActor<R>>, of: () => Running) =>
    Object.fromEntries(
      Object.entries(actors).map(([name, impl]) => [
        name,
        fromPromise<R, CommandInput<R, LifecycleEvent>>(async ({ input }) => {
          const r = of();
          Object.assign(r.extra, (await impl(r.tx, { record: r.row, event: input.event, caller: r.caller })) ?? {});
          return r.row;
        }),
      ]),
    );
  const provided = machine.provide({
    actors: asActors(spec.actors, () => {
      const r = running.getStore();
      if (!r) throw new Error(`${workflow}: an actor ran outside apply`);
      return r;
    }),
  } as never);

  const actorOf = (caller: Caller, row: R, option: CreateOptions<R>['actor']) => (option === 'record' ? Number((row as Loose).id) : option === undefined ? caller.userId : option);

  async function writeRows(
    tx: DbOrTx,
    rows: Array<{
      recordId: number;
      event: string;
      from: string | null;
      to: string;
      payload: Loose;
      actorId: number | null;
      at?: Date | undefined;
      audit: { old: Loose | null; new: Loose; module?: string | undefined; method?: string | undefined };
      ip?: string | null | undefined;
    }>,
  ) {
    if (!rows.length) return;
    const history = tx
      .insert(workflowHistory)
      .values(rows.map((r) => ({ workflow, recordId: r.recordId, event: r.event, fromStatus: r.from, toStatus: r.to, payload: r.payload, actorId: r.actorId, ...(r.at ? { at: r.at } : {}) })));
    const audit = tx.insert(auditLog).values(
      rows.map((r) => ({
        actorId: r.actorId,
        entity,
        entityId: r.recordId,
        event: r.event,
        oldValue: r.audit.old,
        newValue: r.audit.new,
        module: r.audit.module ?? workflow,
        method: r.audit.method ?? 'transition',
        ip: r.ip ?? null,
        ...(r.at ? { at: r.at } : {}),
      })),
    );
    // both rows in one statement (one round trip): the history insert runs as the audit insert's CTE
    await tx.execute(sql`with history as (${history.getSQL()}) ${audit.getSQL()}`);
  }

  function bind(db: Db): Lifecycle<T> {
    async function read(db2: DbOrTx, id: number, lock: boolean): Promise<R | undefined> {
      const where = deletedCol ? and(eq(table.id, id), sql`${deletedCol} is null`) : eq(table.id, id);
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const q = (db2 as any).select().from(table).where(where);
      const [row] = (await (lock ? q.for('update') : q)) as R[];
      return row;
    }

    async function find(caller: Caller, id: number, db2: DbOrTx = db): Promise<R> {
      const row = await read(db2, id, false);
      if (!row || !visible(caller, row)) throw ApiError.notFound('lifecycle.notFound');
      return row;
    }

    async function create(caller: Caller, values: Omit<InsertOf<T>, 'id'>, tx?: Tx, options: CreateOptions<R> = {}): Promise<R> {
      const run = async (tx2: Tx) => {
        const [row] = (await tx2
          .insert(table)
          .values({ ...values, [status.key]: status.write(initial) } as never)
          .returning()) as R[];
        const extra = options.then ? await options.then(tx2, row!) : undefined;
        const event = options.event ?? 'CREATE';
        await writeRows(tx2, [
          {
            recordId: Number((row as Loose).id),
            event,
            from: null,
            to: initial,
            payload: {},
            actorId: actorOf(caller, row!, options.actor),
            audit: { old: null, new: { ...(options.audit ? options.audit(row!) : { status: initial }), ...(extra ?? {}) }, module: options.module, method: options.method ?? 'create' },
            ip: caller.ip,
          },
        ]);
        return row!;
      };
      return tx ? run(tx) : db.transaction(run);
    }

    async function apply(caller: Caller, id: number, event: LifecycleEvent, options: ApplyOptions<R> = {}): Promise<Applied<R>> {
      // 403: no status lets this caller send the event; nothing about the record is read
      if (!mayEverSend(machine, event.type, caller)) throw ApiError.forbidden(FORBIDDEN.message);
      const run = async (tx: Tx): Promise<Applied<R>> => {
        const row = await read(tx, id, true);
        // 404: missing, deleted, or not the caller's to see
        if (!row || !visible(caller, row)) throw ApiError.notFound('lifecycle.notFound');
        const from = statusOf(row);
        const facts = spec.context ? await spec.context(tx, row) : {};
        const snapshot = restore(machine, from, { ...facts, record: row });
        if (!acceptedEvents(machine, from).includes(event.type)) {
          // 422 before 409: bad input is reported whatever the status
          const errors = fieldErrors(machine, snapshot.context, event);
          if (errors) throw ApiError.invalid(errors);
          throw ApiError.fromRefusal(explainRefusal(machine, snapshot, event) ?? UNALLOWED);
        }
        const sender = senderFor(caller, partiesOf(caller, row));
        if (!mayPerform(machine, from, event.type, sender)) throw ApiError.forbidden(FORBIDDEN.message);
        const refusal = explainRefusal(machine, snapshot, event);
        if (refusal) throw ApiError.fromRefusal(refusal);
        const version = versionOf(row);
        if (options.expectedVersion !== undefined && version !== null && options.expectedVersion !== version) throw new ApiError(409, 'lifecycle.stale');

        const run: Running = { tx, row, caller, extra: {} };
        // this call's own actors (rare) need a machine of their own; the rest share the one made above
        const result = options.actors
          ? await runEvent<R>(machine.provide({ actors: asActors({ ...spec.actors, ...options.actors }, () => run) } as never), snapshot, event)
          : await running.run(run, () => runEvent<R>(provided, snapshot, event));
        if (!result.ok) throw ApiError.fromRefusal(result.refusal);
        const extra = run.extra;

        const set: Loose = { ...extra, [status.key]: status.write(result.status) };
        if (versionCol) set.version = sql`${versionCol} + 1`;
        if (hasUpdatedAt) set.updatedAt = new Date();
        const guard = versionCol ? and(eq(table.id, id), eq(versionCol, version)) : eq(table.id, id);
        const [after] = (await tx
          .update(table)
          .set(set as never)
          .where(guard)
          .returning()) as R[];
        if (!after) throw new ApiError(409, 'lifecycle.stale');
        const payload = keepOf(event);
        const oldValue: Loose = { status: from };
        const newValue: Loose = { status: result.status, ...payload };
        if (versionCol) {
          oldValue.version = version;
          newValue.version = versionOf(after);
        }
        await writeRows(tx, [{ recordId: id, event: event.type, from, to: result.status, payload, actorId: caller.userId, audit: { old: oldValue, new: newValue }, ip: caller.ip }]);
        return { from, to: result.status, record: after };
      };
      // inside a caller's transaction the event runs in a savepoint: it commits with the rest or not at all
      return options.tx ? options.tx.transaction(run) : db.transaction(run);
    }

    async function applyMany(caller: Caller, ids: readonly number[], event: LifecycleEvent): Promise<Array<ApplyReport<R>>> {
      const out: Array<ApplyReport<R>> = [];
      for (const id of [...new Set(ids)]) {
        try {
          const done = await apply(caller, id, event);
          out.push({ id, result: 'applied', from: done.from, to: done.to, version: versionOf(done.record), record: done.record });
        } catch (e) {
          if (!(e instanceof ApiError)) throw e;
          const refused: ApplyReport<R> = { id, result: 'refused', status: e.status, message: translate(caller.lang, e.message, e.params) };
          if (e.code) refused.code = e.code;
          if (e.errors) refused.errors = Object.fromEntries(Object.entries(e.errors).map(([f, keys]) => [f, keys.map((k) => t(caller, k))]));
          out.push(refused);
        }
      }
      return out;
    }

    async function can(caller: Caller, record: R | number, db2: DbOrTx = db): Promise<Can> {
      const row = typeof record === 'number' ? await find(caller, record, db2) : record;
      if (typeof record !== 'number' && !visible(caller, row)) throw ApiError.notFound('lifecycle.notFound');
      const current = statusOf(row);
      const facts = spec.context ? await spec.context(db2, row) : {};
      const snapshot = restore(machine, current, { ...facts, record: row });
      const sender = senderFor(caller, partiesOf(caller, row));
      const events: EventOption[] = acceptedEvents(machine, current).map((name) => {
        const ts = transitionsFrom(machine, current, name);
        const first = ts[0]!.meta;
        const option: EventOption = { event: name, label: first.label, allowed: 1 };
        if (first.confirm) option.confirm = first.confirm[caller.lang];
        const fields = [...new Set(ts.flatMap((x) => (x.guardRefusals ?? (x.guardRefusal ? [x.guardRefusal] : [])).map((r: Refusal) => r.field).filter((f): f is string => !!f)))];
        if (fields.length) option.fields = fields;
        let reason: Refusal | Failure | null = null;
        if (!mayPerform(machine, current, name, sender)) reason = FORBIDDEN;
        else {
          // the guards with a payload that satisfies the event's field rules (its example): what is left is the record's own state
          const example = ts.find((x) => x.meta.example)?.meta.example ?? {};
          const r = explainRefusal(machine, snapshot, { ...example, type: name });
          if (r && !r.field) reason = r;
        }
        if (reason) {
          option.allowed = 0;
          option.reason = t(caller, reason.message);
        }
        return option;
      });
      return { workflow, id: Number((row as Loose).id), status: current, version: versionOf(row), events };
    }

    async function applyWhere(caller: Caller, tx: Tx, from: string, where: ReturnType<typeof sql> | undefined, event: LifecycleEvent, extra: Partial<InsertOf<T>> = {}): Promise<number[]> {
      const ts = transitionsFrom(machine, from, event.type);
      if (ts.length !== 1 || ts[0]!.guard) throw new Error(`${workflow}: ${event.type} from ${from} is not one unguarded step; use applyMany`);
      const step = ts[0]!;
      if (!isAllowedBy(step.meta.who, senderFor(caller))) throw ApiError.forbidden(FORBIDDEN.message);
      const set: Loose = { ...extra, [status.key]: status.write(step.to) };
      if (versionCol) set.version = sql`${versionCol} + 1`;
      if (hasUpdatedAt) set.updatedAt = new Date();
      const cond = and(eq(columns[status.key]!, status.write(from)), where, deletedCol ? sql`${deletedCol} is null` : undefined);
      const done = (await tx
        .update(table)
        .set(set as never)
        .where(cond)
        .returning({ id: table.id })) as Array<{ id: number }>;
      const ids = done.map((d) => d.id);
      // one statement for every row's history (the audit row is the caller's: one for the whole act)
      if (ids.length) {
        await tx.execute(sql`insert into ${workflowHistory} (workflow, record_id, event, from_status, to_status, payload, actor_id)
          select ${workflow}, id, ${event.type}, ${from}, ${step.to}, '{}'::jsonb, ${caller.userId} from unnest(${sql.raw(`'{${ids.join(',')}}'::int[]`)}) as id`);
      }
      return ids;
    }

    async function seedAt(tx: Tx, target: string, rows: Array<Omit<InsertOf<T>, 'id'>>, options: SeedOptions<R> = {}): Promise<R[]> {
      if (!rows.length) return [];
      if (!machine.root.states[target]) throw new Error(`${workflow}: unknown status ${target}`);
      // the steps must be a path of the machine from its initial status to the target
      const steps: Array<SeedStep<R> & { from: string; to: string }> = [];
      let at = initial;
      const given = options.steps ?? pathTo(machine, target).map((x) => ({ event: x.event, to: x.to, payload: () => x.meta.example ?? {} }));
      for (const s of given) {
        // an event with several branches takes the one the step names (the path's own), else the first
        const branches = transitionsFrom(machine, at, s.event);
        const next = (s.to ? branches.find((b) => b.to === s.to) : undefined) ?? branches[0];
        if (!next) throw new Error(`${workflow}: ${s.event} is not accepted in ${at}`);
        steps.push({ ...s, from: at, to: next.to });
        at = next.to;
      }
      if (at !== target) throw new Error(`${workflow}: the seed's steps end in ${at}, not ${target}`);
      const inserted = (await tx
        .insert(table)
        .values(rows.map((v) => ({ ...v, [status.key]: status.write(target) })) as never)
        .returning()) as R[];
      const created = options.created === false ? null : (options.created ?? {});
      const history: Parameters<typeof writeRows>[1] = [];
      for (const row of inserted) {
        const recordId = Number((row as Loose).id);
        if (created) {
          history.push({
            recordId,
            event: created.event ?? 'CREATE',
            from: null,
            to: initial,
            payload: {},
            actorId: created.actorId ? created.actorId(row) : null,
            // the creation row is dated when the record was made (its created_at), unless the seed says otherwise:
            // a seeded record's later steps are dated from it, and time in a status (the heat map) runs from it
            at: created.at?.(row) ?? ((row as Loose).createdAt instanceof Date ? ((row as Loose).createdAt as Date) : undefined),
            audit: { old: null, new: created.audit ? created.audit(row) : { status: initial }, module: created.module, method: created.method ?? 'create' },
          });
        }
        for (const s of steps) {
          const payload = s.payload ? s.payload(row) : {};
          const actorId = typeof s.actorId === 'function' ? s.actorId(row) : (s.actorId ?? null);
          history.push({ recordId, event: s.event, from: s.from, to: s.to, payload, actorId, at: s.at?.(row), audit: { old: { status: s.from }, new: { status: s.to, ...payload } } });
        }
      }
      await writeRows(tx, history);
      return inserted;
    }

    return { workflow, machine, initial, statusOf, find, create, apply, applyMany, can, applyWhere, seedAt };
  }

  return { workflow, machine, table, statusKey: status.key, on: bind };
}
