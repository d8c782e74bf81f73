/**
 * Generated paths through a lifecycle machine with @xstate/graph: the machine is
 * walked from its initial state with `graphEvents` (each transition's example in a
 * stable state; the invoked actor's done and error in a busy child), and every edge
 * found gets a path — the shortest path to its source plus the edge itself. The
 * path tests replay each path with xstate's `transition()`.
 */
import { getAdjacencyMap, getShortestPaths } from '@xstate/graph';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { graphEvents } from '../../machines/core/graph';

export interface PathStep {
  event: EventObject & Record<string, unknown>;
  /** the state value reached by this step */
  value: unknown;
}

export interface GeneratedPath {
  /** what the path ends with: "<source value> --EVENT--> <target value>" */
  name: string;
  steps: PathStep[];
}

export interface Exploration {
  /** serialized state values reached, in the order found */
  values: string[];
  edges: Array<{ from: unknown; event: EventObject & Record<string, unknown>; to: unknown }>;
  /** one path per edge */
  paths: GeneratedPath[];
}

/** States are told apart by value only: the record in context is the traversal's own. */
const serializeState = (s: AnyMachineSnapshot) => JSON.stringify(s.value);

export function explore(machine: AnyStateMachine): Exploration {
  const options = { events: graphEvents(machine), serializeState } as never;
  const adjacency = getAdjacencyMap(machine, options) as unknown as Record<
    string,
    { state: AnyMachineSnapshot; transitions: Record<string, { event: EventObject & Record<string, unknown>; state: AnyMachineSnapshot }> }
  >;
  const shortest = getShortestPaths(machine, options) as unknown as Array<{ state: AnyMachineSnapshot; steps: Array<{ event: EventObject & Record<string, unknown>; state: AnyMachineSnapshot }> }>;
  const toSource = new Map<string, PathStep[]>();
  for (const p of shortest) {
    const key = serializeState(p.state);
    // the first step is xstate.init; replay starts from initialTransition() instead
    if (!toSource.has(key))
      toSource.set(
        key,
        p.steps.slice(1).map((s) => ({ event: s.event, value: s.state.value })),
      );
  }
  const edges: Exploration['edges'] = [];
  const paths: GeneratedPath[] = [];
  for (const [key, node] of Object.entries(adjacency)) {
    const head = toSource.get(key);
    if (!head) throw new Error(`${machine.id}: no path reaches ${key}`);
    for (const t of Object.values(node.transitions)) {
      edges.push({ from: node.state.value, event: t.event, to: t.state.value });
      paths.push({
        name: `${key} --${t.event.type}--> ${serializeState(t.state)}`,
        steps: [...head, { event: t.event, value: t.state.value }],
      });
    }
  }
  return { values: Object.keys(adjacency), edges, paths };
}
