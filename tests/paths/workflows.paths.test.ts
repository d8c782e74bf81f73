/**
 * Generated path tests over every lifecycle in `workflows` (so a machine added
 * there is covered without a line here): every status reachable from the initial
 * one, every transition exercised by a generated path that is replayed with
 * `transition()`, every final status reachable, and no status without a way out
 * except the final ones.
 */
import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { workflows } from '../../machines';
import { describeLifecycle, type TransitionInfo } from '../../machines/core/describe';
import { busyChildOf, GRAPH_FAILURE, positionOf } from '../../machines/core/graph';
import { IDLE } from '../../machines/core/lifecycle';
import { explainRefusal, restore, UNALLOWED } from '../../machines/core/runtime';
import { explore } from './graph';

const machines = Object.entries(workflows) as Array<[string, AnyStateMachine]>;

/** The transition a busy child carries out. */
function transitionOfChild(machine: AnyStateMachine, status: string, child: string): TransitionInfo | undefined {
  const all = describeLifecycle(machine).states.flatMap((s) => s.transitions);
  return all.find((t) => t.from === status && busyChildOf(t, all) === child);
}

/** Check one replayed step against what the machine's description says it must do. */
function checkStep(machine: AnyStateMachine, before: AnyMachineSnapshot, event: { type: string } & Record<string, unknown>, after: AnyMachineSnapshot) {
  const from = positionOf(before);
  const to = positionOf(after);
  if (from.child === IDLE) {
    // an example event: the runtimes' own check agrees the machine takes it…
    expect(explainRefusal(machine, before, event), `${machine.id}: ${from.status} refuses its own example ${JSON.stringify(event)}`).toBeNull();
    // …and it starts carrying out a transition of this status for this event
    expect(to.status).toBe(from.status);
    const t = transitionOfChild(machine, to.status, to.child);
    expect(t?.event, `${machine.id}: ${event.type} from ${from.status} went to ${JSON.stringify(after.value)}`).toBe(event.type);
    return;
  }
  const t = transitionOfChild(machine, from.status, from.child);
  expect(t, `${machine.id}: busy child ${from.status}.${from.child} has no transition`).toBeDefined();
  if (event.type.startsWith('xstate.done.actor.')) {
    expect(to).toEqual({ status: t!.to, child: IDLE });
    expect((after.context as { failure?: unknown }).failure).toBeUndefined();
  } else {
    expect(event.type.startsWith('xstate.error.actor.')).toBe(true);
    // a failed actor changes nothing: same status, the failure kept for the screen
    expect(to).toEqual({ status: from.status, child: IDLE });
    expect((after.context as { failure?: unknown }).failure).toEqual(GRAPH_FAILURE);
  }
}

describe.each(machines)('%s: generated paths', (id, machine) => {
  const info = describeLifecycle(machine);
  const exploration = explore(machine);
  const reached = exploration.values.map((v) => positionOf({ value: JSON.parse(v) } as AnyMachineSnapshot));
  const all = info.states.flatMap((s) => s.transitions);

  it('is registered under its own id', () => {
    expect(machine.id).toBe(id);
  });

  it('reaches every status from the initial one', () => {
    const statuses = new Set(reached.map((p) => p.status));
    expect([...statuses].sort()).toEqual(info.states.map((s) => s.key).sort());
  });

  it('reaches every final status', () => {
    const statuses = new Set(reached.map((p) => p.status));
    for (const s of info.states.filter((x) => x.final)) expect(statuses.has(s.key), `${id}: final status ${s.key} unreachable`).toBe(true);
  });

  it('exercises every transition: its event, its actor’s success and its actor’s failure', () => {
    const edge = (from: { status: string; child: string }, type: (t: string) => boolean, to: { status: string; child: string }) =>
      exploration.edges.some((e) => {
        const a = positionOf({ value: e.from } as AnyMachineSnapshot);
        const b = positionOf({ value: e.to } as AnyMachineSnapshot);
        return a.status === from.status && a.child === from.child && type(e.event.type) && b.status === to.status && b.child === to.child;
      });
    for (const t of all) {
      const child = busyChildOf(t, all);
      const name = `${id}: ${t.from} --${t.event}${t.guard ? ` [${t.guard}]` : ''}--> ${t.to}`;
      expect(
        edge({ status: t.from, child: IDLE }, (e) => e === t.event, { status: t.from, child }),
        `${name} is never taken (does its example pass the guard, and not an earlier branch's?)`,
      ).toBe(true);
      expect(
        edge({ status: t.from, child }, (e) => e.startsWith('xstate.done.actor.'), { status: t.to, child: IDLE }),
        `${name}: success never lands`,
      ).toBe(true);
      expect(
        edge({ status: t.from, child }, (e) => e.startsWith('xstate.error.actor.'), { status: t.from, child: IDLE }),
        `${name}: failure never returns`,
      ).toBe(true);
    }
  });

  it('replays every generated path with transition()', () => {
    expect(exploration.paths.length).toBeGreaterThanOrEqual(all.length * 3);
    for (const path of exploration.paths) {
      let snapshot = initialTransition(machine)[0] as AnyMachineSnapshot;
      for (const step of path.steps) {
        const next = transition(machine, snapshot as never, step.event as never)[0] as AnyMachineSnapshot;
        expect(next.value, path.name).toEqual(step.value);
        checkStep(machine, snapshot, step.event, next);
        snapshot = next;
      }
    }
  });

  it('refuses, changing nothing, every event a status does not take', () => {
    for (const s of info.states) {
      const accepted = new Set(s.transitions.map((t) => t.event));
      const others = [...new Set([...info.events, ...Object.keys(s.meta.refusals ?? {})])].filter((e) => !accepted.has(e) && e !== 'VIEW');
      for (const type of others) {
        const before = restore(machine, s.key);
        const [after] = transition(machine, before as never, { type } as never);
        expect(after.value, `${id}: ${s.key} took ${type}`).toEqual(before.value);
        expect(explainRefusal(machine, before, { type })).toEqual(s.meta.refusals?.[type] ?? UNALLOWED);
      }
    }
  });

  it('leaves no status without a way out, except final ones', () => {
    for (const s of info.states) {
      if (s.final) {
        expect(s.transitions, `${id}: final status ${s.key} takes events`).toEqual([]);
        continue;
      }
      expect(
        s.transitions.some((t) => t.to !== s.key),
        `${id}: ${s.key} is a dead end (mark it final or give it a way out)`,
      ).toBe(true);
    }
  });
});
