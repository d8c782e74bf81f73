/**
 * The explorer's model, pure and independent of React: where the lifecycle rests,
 * what the tester has tried (the journal) and how to step back.
 *
 * Sending an event goes through the machine itself, as the server and the screens
 * do: `explainRefusal` answers first with the machine's own guards and refusals,
 * then `runEvent` runs the transition with actors that resolve at once — or, when
 * the tester asked the next call to fail, reject with the chosen failure, so the
 * status stays where it was (lifecycle.ts: a failed actor returns to idle).
 */
import { fromPromise, initialTransition, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { describeLifecycle } from '../../../machines/core/describe';
import { explainRefusal, FORBIDDEN, restore, runEvent, statusOf, type LifecycleEvent } from '../../../machines/core/runtime';
import { GRAPH_FAILURE } from '../../../machines/core/graph';
import type { CommandInput } from '../../../machines/core/lifecycle';
import type { Failure, Refusal } from '../../../machines/core/types';

/** The failures a tester can ask the next call to end with: what a real call can answer. */
export const FAILURES = {
  /** someone else changed the record meanwhile (the server's version check) */
  stale: GRAPH_FAILURE,
  /** the server refused the caller's permission */
  forbidden: FORBIDDEN,
  /** the server failed */
  server: { status: 500, message: 'error.generic' },
} as const satisfies Record<string, Failure>;

export type FailureKind = keyof typeof FAILURES;

/** One line of the journal: a step taken, a refusal, a failed call, or a jump the tester made. */
export type Entry =
  | { kind: 'step'; at: Date; from: string; event: string; to: string; payload: Record<string, unknown> }
  | { kind: 'refused'; at: Date; status: string; event: string; payload: Record<string, unknown>; refusal: Refusal }
  | { kind: 'failed'; at: Date; status: string; event: string; payload: Record<string, unknown>; failure: Failure }
  | { kind: 'jump'; at: Date; from: string; to: string }
  | { kind: 'context'; at: Date; status: string };

export interface ExplorerState {
  snapshot: AnyMachineSnapshot;
  journal: Entry[];
  /** what undo returns to: the snapshot before each step, jump or context change, and the journal's length then */
  undo: Array<{ snapshot: AnyMachineSnapshot; journalLength: number }>;
  /** the failure the next call ends with, if the tester asked for one */
  failNext: FailureKind | null;
}

/** The context a record would be restored with from the machine's `input` (e.g. an order's facts). */
export function initialContext(machine: AnyStateMachine, input?: Record<string, unknown>): Record<string, unknown> {
  const [snapshot] = initialTransition(machine, input as never);
  return { ...(snapshot.context as Record<string, unknown>) };
}

/** A record's context without the runtime's last failure (the explorer reports that itself). */
export function recordContext(snapshot: AnyMachineSnapshot): Record<string, unknown> {
  const { failure: _failure, ...rest } = snapshot.context as Record<string, unknown>;
  return rest;
}

export function createExplorer(machine: AnyStateMachine, options: { status?: string; input?: Record<string, unknown> } = {}): ExplorerState {
  const status = options.status ?? describeLifecycle(machine).initial;
  return { snapshot: restore(machine, status, initialContext(machine, options.input)), journal: [], undo: [], failNext: null };
}

export const currentStatus = (state: ExplorerState) => statusOf(state.snapshot);

/** The steps of the path taken so far (refusals and failures change nothing, so they are not on it). */
export const pathSteps = (state: ExplorerState) => state.journal.filter((e): e is Extract<Entry, { kind: 'step' }> => e.kind === 'step');

/** The machine with every actor replaced by one that answers at once: the record unchanged, or the failure. */
export function withImmediateActors(machine: AnyStateMachine, failure: Failure | null): AnyStateMachine {
  const names = Object.keys(machine.implementations.actors ?? {});
  const actors = Object.fromEntries(
    names.map((name) => [
      name,
      fromPromise<unknown, CommandInput>(async ({ input }) => {
        if (failure) throw failure;
        return input.record;
      }),
    ]),
  );
  return machine.provide({ actors } as never);
}

export interface SendResult {
  state: ExplorerState;
  entry: Entry;
}

/** Send an event through the machine; the state after it and the journal entry it made. */
export async function sendEvent(machine: AnyStateMachine, state: ExplorerState, event: LifecycleEvent, now = new Date()): Promise<SendResult> {
  const { type, ...payload } = event;
  const status = currentStatus(state);
  // the machine's own answer first: a refusal runs no actor, so a failure asked for still waits for the next call
  const refusal = explainRefusal(machine, state.snapshot, event);
  if (refusal) {
    const entry: Entry = { kind: 'refused', at: now, status, event: type, payload, refusal };
    return { entry, state: { ...state, journal: [...state.journal, entry] } };
  }
  const failure = state.failNext ? FAILURES[state.failNext] : null;
  const result = await runEvent(withImmediateActors(machine, failure), state.snapshot, event);
  if (!result.ok) {
    const entry: Entry = { kind: 'failed', at: now, status, event: type, payload, failure: result.refusal };
    return { entry, state: { ...state, journal: [...state.journal, entry], failNext: null } };
  }
  const entry: Entry = { kind: 'step', at: now, from: status, event: type, to: result.status, payload };
  // the runtime's snapshot carries the immediate actors; rest the plain machine in the new status
  const snapshot = restore(machine, result.status, recordContext(result.snapshot));
  return { entry, state: { snapshot, journal: [...state.journal, entry], undo: [...state.undo, { snapshot: state.snapshot, journalLength: state.journal.length }], failNext: null } };
}

/** Put the record in another status, as if it had been stored there (keeps its context). */
export function jumpTo(machine: AnyStateMachine, state: ExplorerState, status: string, now = new Date()): ExplorerState {
  const from = currentStatus(state);
  const entry: Entry = { kind: 'jump', at: now, from, to: status };
  return {
    snapshot: restore(machine, status, recordContext(state.snapshot)),
    journal: [...state.journal, entry],
    undo: [...state.undo, { snapshot: state.snapshot, journalLength: state.journal.length }],
    failNext: state.failNext,
  };
}

/** Replace the record's context (e.g. an order's facts) in the current status. */
export function withContext(machine: AnyStateMachine, state: ExplorerState, context: Record<string, unknown>, now = new Date()): ExplorerState {
  const status = currentStatus(state);
  const entry: Entry = { kind: 'context', at: now, status };
  return {
    snapshot: restore(machine, status, context),
    journal: [...state.journal, entry],
    undo: [...state.undo, { snapshot: state.snapshot, journalLength: state.journal.length }],
    failNext: state.failNext,
  };
}

/** Step back over the last step, jump or context change, and whatever was tried after it. */
export function undoLast(state: ExplorerState): ExplorerState {
  const last = state.undo[state.undo.length - 1];
  if (!last) return state;
  return { snapshot: last.snapshot, journal: state.journal.slice(0, last.journalLength), undo: state.undo.slice(0, -1), failNext: state.failNext };
}

/** Parse the payload editor's text: an object, or the reason it is not one. */
export function parsePayload(text: string): { ok: true; value: Record<string, unknown> } | { ok: false; error: 'json' | 'object' } {
  if (text.trim() === '') return { ok: true, value: {} };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: 'json' };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { ok: false, error: 'object' };
  const { type: _type, ...rest } = value as Record<string, unknown>;
  return { ok: true, value: rest };
}

export const formatPayload = (payload: Record<string, unknown> | undefined) => (payload && Object.keys(payload).length ? JSON.stringify(payload, null, 2) : '{}');
