/**
 * What both runtimes do with a lifecycle machine: restore a record's snapshot from
 * its stored status, ask which events it accepts and who may send them, explain a
 * refusal, and run an event through the machine with the runtime's own actors.
 */
import { createActor, waitFor, type AnyStateMachine, type AnyMachineSnapshot } from 'xstate';
import { BUSY_TAG, IDLE } from './lifecycle';
import { describeLifecycle, guardsOf, type TransitionInfo } from './describe';
import type { Failure, Refusal, Who } from './types';
import type { RuleFn } from './rule';

/** The refusal for an event the current status does not take: the spec's "Unallowed action!". */
export const UNALLOWED: Refusal = { status: 409, message: 'lifecycle.unallowed' };
export const FORBIDDEN: Refusal = { status: 403, message: 'lifecycle.forbidden' };

export interface LifecycleEvent {
  type: string;
  [key: string]: unknown;
}

/** The party trying to send an event. */
export interface Sender {
  permissions: readonly string[];
  accountType: string;
  /** party roles this sender holds on the record (owner, sharer, voter…), resolved by the runtime */
  parties?: readonly string[];
}

/** Restore a snapshot of `machine` resting in `status` with the given context. */
export function restore<M extends AnyStateMachine>(machine: M, status: string, context: Record<string, unknown> = {}): ReturnType<M['resolveState']> {
  const node = machine.root.states[status];
  if (!node) throw new Error(`${machine.id}: unknown status "${status}"`);
  const value = node.states[IDLE] ? { [status]: IDLE } : status;
  return machine.resolveState({ value, context }) as ReturnType<M['resolveState']>;
}

/** The stored status a snapshot stands for: its top-level state. */
export function statusOf(snapshot: AnyMachineSnapshot): string {
  const v = snapshot.value;
  return typeof v === 'string' ? v : Object.keys(v)[0];
}

export function transitionsFrom(machine: AnyStateMachine, status: string, event?: string): TransitionInfo[] {
  const state = describeLifecycle(machine).states.find((s) => s.key === status);
  if (!state) return [];
  return event ? state.transitions.filter((t) => t.event === event) : state.transitions;
}

/** The events a status accepts, in the order the machine lists them. */
export function acceptedEvents(machine: AnyStateMachine, status: string): string[] {
  return [...new Set(transitionsFrom(machine, status).map((t) => t.event))];
}

export function isAllowedBy(who: Who, sender: Sender): boolean {
  if (who.accountTypes?.length && !who.accountTypes.includes(sender.accountType as never)) return false;
  if (who.permissions?.length && !who.permissions.some((p) => sender.permissions.includes(p))) return false;
  if (who.party && !(sender.parties ?? []).includes(who.party)) return false;
  return true;
}

/** May this sender send `event` to a record resting in `status`? */
export function mayPerform(machine: AnyStateMachine, status: string, event: string, sender: Sender): boolean {
  const ts = transitionsFrom(machine, status, event);
  return ts.length > 0 && ts.some((t) => isAllowedBy(t.meta.who, sender));
}

/** The events a sender may send now: accepted by the status and allowed to the sender. */
export function availableEvents(machine: AnyStateMachine, status: string, sender: Sender): string[] {
  return acceptedEvents(machine, status).filter((e) => mayPerform(machine, status, e, sender));
}

/**
 * Why the machine would refuse `event` in `snapshot`, or null if it would take it.
 * Evaluates the same named guards the machine runs.
 */
export function explainRefusal(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: LifecycleEvent): Refusal | null {
  const status = statusOf(snapshot);
  const candidates = transitionsFrom(machine, status, event.type);
  if (candidates.length === 0) {
    const stateMeta = machine.root.states[status]?.meta as { refusals?: Record<string, Refusal> } | undefined;
    return stateMeta?.refusals?.[event.type] ?? UNALLOWED;
  }
  const guards = guardsOf(machine);
  let first: Refusal | null = null;
  for (const t of candidates) {
    if (!t.guard) return null;
    const fn = guards[t.guard] as (((args: unknown, params: unknown) => boolean) & Partial<Pick<RuleFn<unknown>, 'explain'>>) | undefined;
    if (!fn) throw new Error(`${machine.id}: guard "${t.guard}" is not implemented`);
    const args = { context: snapshot.context, event };
    if (fn(args, undefined)) return null;
    // a guard of several rules names the one that failed
    first ??= fn.explain?.(args) ?? t.guardRefusal ?? UNALLOWED;
  }
  return first;
}

export type RunResult<R> = { ok: true; status: string; from: string; record: R; snapshot: AnyMachineSnapshot } | { ok: false; refusal: Refusal | Failure; from: string };

/**
 * Send `event` to a record's machine and wait until the runtime's actor has
 * carried it out. A refused event or a failed actor leaves the status unchanged.
 * `machine` must already carry the runtime's actors (`machine.provide`).
 */
export async function runEvent<R = unknown>(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: LifecycleEvent): Promise<RunResult<R>> {
  const from = statusOf(snapshot);
  const refusal = explainRefusal(machine, snapshot, event);
  if (refusal) return { ok: false, refusal, from };
  const actor = createActor(machine, { snapshot: snapshot as never });
  actor.start();
  try {
    actor.send(event);
    const settled = await waitFor(actor, (s) => !s.hasTag(BUSY_TAG));
    const failure = (settled.context as { failure?: Failure }).failure;
    if (failure) return { ok: false, refusal: failure, from };
    const status = statusOf(settled);
    return { ok: true, status, from, record: (settled.context as { record: R }).record, snapshot: settled };
  } finally {
    actor.stop();
  }
}

/**
 * Why a record resting in `status` may not be opened at all, or null. Reading is
 * not a transition, so a state marks it with `meta.refusals.VIEW` (spec 001 §6: "A
 * rejected licence request cannot be viewed or updated"); the server's read
 * handlers and the screens' routes both ask here.
 */
export function viewRefusal(machine: AnyStateMachine, status: string): Refusal | null {
  const meta = machine.root.states[status]?.meta as { refusals?: Record<string, Refusal> } | undefined;
  return meta?.refusals?.VIEW ?? null;
}
