/**
 * Pure stepping for machine tests: send an event with xstate's `transition()` and,
 * when the machine took it, settle the busy child as a runtime's actor would (done
 * or error). No actor runs, nothing is awaited.
 */
import { initialTransition, transition, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { IDLE } from './lifecycle';
import { invokeIdOf, positionOf } from './graph';
import { restore, type LifecycleEvent } from './runtime';

/** `transition()` with a loosely typed event (tests send refused payloads on purpose). */
export function send(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: LifecycleEvent): AnyMachineSnapshot {
  return transition(machine, snapshot as never, event as never)[0] as AnyMachineSnapshot;
}

/** The machine's first snapshot, from `initialTransition()`, optionally with a record. */
export function start(machine: AnyStateMachine, record?: unknown): AnyMachineSnapshot {
  return initialTransition(machine, (record === undefined ? undefined : { record }) as never)[0] as AnyMachineSnapshot;
}

/** A snapshot resting in `status` with `record` in its context (as a runtime restores one). */
export function at(machine: AnyStateMachine, status: string, record?: unknown): AnyMachineSnapshot {
  return restore(machine, status, record === undefined ? {} : { record }) as AnyMachineSnapshot;
}

/** Finish the busy child's actor: successfully (output: the record after) or with an error. */
export function settle(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, outcome: { output?: unknown } | { error: unknown } = {}): AnyMachineSnapshot {
  const { child } = positionOf(snapshot);
  if (child === IDLE) throw new Error('settle(): the machine is not busy');
  const id = invokeIdOf(machine, child);
  const event = 'error' in outcome ? { type: `xstate.error.actor.${id}`, error: outcome.error } : { type: `xstate.done.actor.${id}`, output: outcome.output };
  return send(machine, snapshot, event);
}

/**
 * Where an event leads: the status after the actor succeeds, or `refused` when the
 * machine did not take it (the snapshot stays idle where it was).
 */
export function outcome(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: LifecycleEvent): string {
  const next = send(machine, snapshot, event);
  if (positionOf(next).child === IDLE) return 'refused';
  return positionOf(settle(machine, next, { output: (snapshot.context as { record?: unknown }).record })).status;
}
