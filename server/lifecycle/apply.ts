/**
 * The server's runtime for lifecycle machines. A record's status changes only
 * here: the record is locked, its machine restored from the stored status, the
 * event checked (accepted in this status? may this sender send it? do the
 * machine's guards hold?) and run with the server's actors, and the new status,
 * the history row and the audit row are written in the same transaction, guarded
 * by the record's version. A refused event or a failed actor rolls everything back.
 */
import { sql } from 'drizzle-orm';
import { fromPromise, type AnyStateMachine } from 'xstate';
import type { Db, Tx } from '../db/client';
import { auditLog, workflowHistory } from '../db/schema';
import { ApiError } from '../http/errors';
import { explainRefusal, mayPerform, restore, runEvent, type LifecycleEvent, type Sender } from '../../machines/core/runtime';
import type { CommandInput } from '../../machines/core/lifecycle';

export type Row = Record<string, unknown> & { id: number; status: string; version: number };

/** A server actor: does the domain work of one event inside the transaction. */
export type ServerActor<R extends Row = Row> = (tx: Tx, input: { record: R; event: LifecycleEvent }) => Promise<void>;

export interface ApplyOptions<R extends Row> {
  db: Db;
  machine: AnyStateMachine;
  /** the workflow id (key of `workflows`) */
  workflow: string;
  /** table holding the record, with id, status and version columns */
  table: string;
  /** column holding the status when it is not `status` */
  statusColumn?: string;
  id: number;
  event: LifecycleEvent;
  sender: Sender & { userId: number | null; ip?: string | undefined };
  /** the version the sender acted on, when the client sent one */
  expectedVersion?: number | undefined;
  /** the server's actors, by the machine's actor names */
  actors: Record<string, ServerActor<R>>;
  /** event payload fields worth keeping in the history row */
  keep?: string[];
  /**
   * Facts the machine's guards read beyond the row itself (e.g. an order's counts of
   * pending pledges), loaded inside the transaction after the row is locked.
   */
  context?: (tx: Tx, record: R) => Promise<Record<string, unknown>>;
}

export interface Applied<R extends Row> {
  from: string;
  to: string;
  record: R;
}

export async function applyEvent<R extends Row>(options: ApplyOptions<R>): Promise<Applied<R>> {
  const { db, machine, table, id, event, sender } = options;
  const statusColumn = options.statusColumn ?? 'status';
  return db.transaction(async (tx) => {
    const locked = await tx.execute(sql`select * from ${sql.identifier(table)} where id = ${id} for update`);
    const raw = (locked as { rows: Array<Record<string, unknown>> }).rows[0];
    if (!raw || raw.deleted_at) throw ApiError.notFound('lifecycle.notFound');
    const record = { ...raw, status: String(raw[statusColumn]) } as R;
    if (options.expectedVersion !== undefined && options.expectedVersion !== record.version) throw new ApiError(409, 'lifecycle.stale');

    const facts = options.context ? await options.context(tx, record) : {};
    const snapshot = restore(machine, record.status, { ...facts, record });
    const refusal = explainRefusal(machine, snapshot, event);
    // An event this status does not take is refused as such, whoever sends it.
    if (refusal && refusal.status === 409) throw ApiError.fromRefusal(refusal);
    if (!mayPerform(machine, record.status, event.type, sender)) throw ApiError.forbidden('lifecycle.forbidden');
    if (refusal) throw ApiError.fromRefusal(refusal);

    const serverActors = Object.fromEntries(
      Object.entries(options.actors).map(([name, impl]) => [
        name,
        fromPromise<R, CommandInput<R, LifecycleEvent>>(async ({ input }) => {
          await impl(tx, { record: input.record ?? record, event: input.event });
          return record;
        }),
      ]),
    );
    const result = await runEvent<R>(machine.provide({ actors: serverActors } as never), snapshot, event);
    if (!result.ok) throw ApiError.fromRefusal(result.refusal);

    const updated = await tx.execute(
      sql`update ${sql.identifier(table)} set ${sql.identifier(statusColumn)} = ${result.status}, version = version + 1, updated_at = now()
          where id = ${id} and version = ${record.version} returning *`,
    );
    const after = (updated as { rows: Array<Record<string, unknown>> }).rows[0];
    if (!after) throw new ApiError(409, 'lifecycle.stale');

    const payload = Object.fromEntries(Object.entries(event).filter(([k]) => k !== 'type' && (!options.keep || options.keep.includes(k))));
    await tx.insert(workflowHistory).values({
      workflow: options.workflow,
      recordId: id,
      event: event.type,
      fromStatus: result.from,
      toStatus: result.status,
      payload,
      actorId: sender.userId,
    });
    await tx.insert(auditLog).values({
      actorId: sender.userId,
      entity: table,
      entityId: id,
      event: event.type,
      oldValue: { status: result.from, version: record.version },
      newValue: { status: result.status, version: Number(after.version), ...payload },
      module: options.workflow,
      method: 'transition',
      ip: sender.ip ?? null,
    });
    return { from: result.from, to: result.status, record: { ...after, status: String(after[statusColumn]) } as R };
  });
}
