/**
 * A plain description of a lifecycle machine read from its definition: its
 * statuses, and for each the events it accepts, their guards, targets, actors and
 * who may send them. Diagrams, transition tables, the workflow views and the
 * runtimes' checks all read this, so none of them is drawn or listed by hand.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import type { BuiltTransitionMeta } from './lifecycle';
import { IDLE } from './lifecycle';
import type { LifecycleMeta, Refusal, StateMeta } from './types';
import type { RuleFn } from './rule';

export interface TransitionInfo {
  event: string;
  from: string;
  to: string;
  guard?: string;
  /** the refusal reported when the guard fails */
  guardRefusal?: Refusal;
  /** every refusal the guard may report (several for a guard made with `allOf`) */
  guardRefusals?: Refusal[];
  actor: string;
  meta: BuiltTransitionMeta;
}

export interface StateInfo {
  key: string;
  meta: StateMeta;
  final: boolean;
  transitions: TransitionInfo[];
}

export interface LifecycleInfo {
  id: string;
  meta: LifecycleMeta;
  initial: string;
  states: StateInfo[];
  events: string[];
}

function guardName(guard: unknown): string | undefined {
  if (!guard) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard && 'type' in guard) return String(guard.type);
  return undefined;
}

/** The named guard implementations of a machine (set by `setup({ guards })`). */
export function guardsOf(machine: AnyStateMachine): Record<string, unknown> {
  return (machine.implementations.guards ?? {}) as Record<string, unknown>;
}

export function refusalOfGuard(machine: AnyStateMachine, name: string | undefined): Refusal | undefined {
  if (!name) return undefined;
  const fn = guardsOf(machine)[name] as Partial<RuleFn<unknown>> | undefined;
  return fn?.refusal;
}

/** Every refusal a named guard may report, in the order it checks them. */
export function refusalsOfGuard(machine: AnyStateMachine, name: string | undefined): Refusal[] {
  if (!name) return [];
  const fn = guardsOf(machine)[name] as Partial<RuleFn<unknown>> | undefined;
  if (fn?.refusals) return fn.refusals;
  return fn?.refusal ? [fn.refusal] : [];
}

/** The node whose `on` lists the events a stable state accepts. */
export function idleNodeOf(node: AnyStateNode): AnyStateNode {
  return node.states[IDLE] ?? node;
}

const cache = new WeakMap<AnyStateMachine, LifecycleInfo>();

export function describeLifecycle(machine: AnyStateMachine): LifecycleInfo {
  const hit = cache.get(machine);
  if (hit) return hit;
  const root = machine.root;
  const states: StateInfo[] = [];
  const events = new Set<string>();
  for (const [key, node] of Object.entries(root.states) as Array<[string, AnyStateNode]>) {
    const idle = idleNodeOf(node);
    const transitions: TransitionInfo[] = [];
    for (const [event, defs] of idle.transitions) {
      for (const def of defs) {
        const meta = def.meta as BuiltTransitionMeta | undefined;
        if (!meta) continue; // internal transitions (none today) carry no lifecycle meta
        const guard = guardName(def.guard);
        const info: TransitionInfo = { event, from: key, to: meta.to, actor: meta.actor, meta };
        if (guard) {
          info.guard = guard;
          const refusal = refusalOfGuard(machine, guard);
          if (refusal) info.guardRefusal = refusal;
          const all = refusalsOfGuard(machine, guard);
          if (all.length) info.guardRefusals = all;
        }
        transitions.push(info);
        events.add(event);
      }
    }
    states.push({ key, meta: node.meta as StateMeta, final: node.type === 'final', transitions });
  }
  const info: LifecycleInfo = {
    id: machine.id,
    meta: root.meta as LifecycleMeta,
    initial: String(root.initial?.target?.[0]?.key ?? states[0]?.key),
    states,
    events: [...events].sort(),
  };
  cache.set(machine, info);
  return info;
}
