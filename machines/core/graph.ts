/**
 * What a graph traversal (@xstate/graph) needs to walk a lifecycle machine without
 * a runtime: in a stable state, each transition's example event (a payload that
 * passes its guards); in a busy child, the done and error events of the child's
 * invoked actor, as the runtime's actor would report them. Pure: used by the path
 * tests, the workflow docs and the Storybook explorer alike.
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { describeLifecycle, type TransitionInfo } from './describe';
import { IDLE } from './lifecycle';

/** The failure a traversal reports from a busy child: someone else changed the record. */
export const GRAPH_FAILURE = { status: 409, message: 'lifecycle.stale' } as const;

/** The event a transition's example stands for: `{ type, ...example }`. */
export function exampleEvent(t: Pick<TransitionInfo, 'event' | 'meta'>): EventObject & Record<string, unknown> {
  return { ...(t.meta.example ?? {}), type: t.event };
}

/** The id the lifecycle builder gives the actor invoked by busy child `child` (see lifecycle.ts). */
export function invokeIdOf(machine: AnyStateMachine, child: string): string {
  return `${machine.id}.${child}`;
}

/** The busy child a transition goes through: `EVENT`, or `EVENT_i` for the i-th of several. */
export function busyChildOf(t: Pick<TransitionInfo, 'from' | 'event'>, all: readonly TransitionInfo[]): string {
  const i = all.filter((x) => x.from === t.from && x.event === t.event).indexOf(t as TransitionInfo);
  return i <= 0 ? t.event : `${t.event}_${i}`;
}

/** Where a snapshot rests: its status and, when an event is being carried out, the busy child. */
export function positionOf(snapshot: AnyMachineSnapshot): { status: string; child: string } {
  const v = snapshot.value;
  if (typeof v === 'string') return { status: v, child: IDLE };
  const status = Object.keys(v)[0];
  const child = (v as Record<string, unknown>)[status];
  return { status, child: typeof child === 'string' ? child : IDLE };
}

/**
 * The events to try from a snapshot. Stable: one example event per transition (in
 * the machine's order). Busy: the invoked actor's success (with the record as
 * output, so the context stays bounded) and its failure.
 */
export function graphEvents(machine: AnyStateMachine): (snapshot: AnyMachineSnapshot) => Array<EventObject & Record<string, unknown>> {
  const info = describeLifecycle(machine);
  return (snapshot) => {
    const { status, child } = positionOf(snapshot);
    const state = info.states.find((s) => s.key === status);
    if (!state || state.final) return [];
    if (child === IDLE) return state.transitions.map(exampleEvent);
    const id = invokeIdOf(machine, child);
    const record = (snapshot.context as { record?: unknown }).record;
    return [
      { type: `xstate.done.actor.${id}`, output: record },
      { type: `xstate.error.actor.${id}`, error: GRAPH_FAILURE },
    ];
  };
}
