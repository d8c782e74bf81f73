/**
 * The shape every lifecycle machine shares.
 *
 * A record's persisted status is a top-level state of its machine. Each such
 * ("stable") state is compound: it rests in `idle`, and each event it accepts
 * leads through a busy child that invokes a named actor — the runtime's way of
 * carrying the change out (the server's writes to the database, the client's call
 * to the API) — and on success moves to the target status. A failed actor returns
 * to `idle` with the failure in context, so nothing changes.
 *
 * The machines stay pure: actors are placeholders here and each runtime supplies
 * its own with `machine.provide({ actors })`.
 */
import { assign, fromPromise } from 'xstate';
import type { Failure, LifecycleContext, StateMeta, TransitionMeta } from './types';

export type { LifecycleContext } from './types';

export const BUSY_TAG = 'busy';
export const IDLE = 'idle';

/** One way an event can go from a stable state. */
export interface Step {
  /** the stable state this event leads to (may be the same state) */
  target: string;
  /** a named guard (a `rule`) that must hold */
  guard?: string;
  /** the named actor that carries the change out in each runtime */
  actor: string;
  meta: TransitionMeta;
}

/** What a transition's meta holds once built: the step's metadata plus where it goes. */
export interface BuiltTransitionMeta extends TransitionMeta {
  to: string;
  actor: string;
}

/**
 * A placeholder for a runtime-provided actor. Input: the record as last seen and
 * the event; output: the record after the change.
 */
export function command<TOutput = unknown, TInput = CommandInput>() {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error('This lifecycle actor is supplied by the runtime (server or client) with machine.provide().');
  });
}

export interface CommandInput<R = unknown, E = { type: string }> {
  record: R | undefined;
  event: E;
}

/**
 * The config a builder returns. XState's config types are specific to each
 * machine's setup(); the builders are shared by all machines, so their output is
 * typed loosely and checked instead by the graph tests (every transition is run).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type BuiltState = any;

/** The actions every lifecycle machine registers in `setup({ actions })`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const lifecycleActions: Record<'storeRecord' | 'storeFailure' | 'clearFailure', any> = {
  storeRecord: assign(({ event }: { event: { output?: unknown } }) => ({ record: event.output, failure: undefined })),
  storeFailure: assign(({ event }: { event: { error?: unknown } }) => ({ failure: toFailure(event.error) })),
  clearFailure: assign(() => ({ failure: undefined })),
};

/** Normalise whatever an actor threw into a Failure. */
export function toFailure(error: unknown): Failure {
  if (error && typeof error === 'object' && 'status' in error && 'message' in error) {
    const e = error as Partial<Failure> & { status: unknown; message: unknown };
    const failure: Failure = { status: Number(e.status) || 500, message: String(e.message) };
    if (e.code !== undefined) failure.code = String(e.code);
    if (e.errors) failure.errors = e.errors;
    return failure;
  }
  return { status: 500, message: error instanceof Error ? error.message : 'error.generic' };
}

const busyKey = (event: string, i: number) => (i === 0 ? event : `${event}_${i}`);

/**
 * Builders for one machine's states. `id` is the machine id, needed because busy
 * children target their sibling statuses by absolute id.
 */
export function lifecycle(id: string) {
  return {
    /** A status that accepts events. */
    stable(meta: StateMeta, on: Record<string, Step | Step[]> = {}): BuiltState {
      const idleOn: Record<string, unknown[]> = {};
      const states: Record<string, unknown> = { [IDLE]: { on: idleOn } };
      for (const [event, steps] of Object.entries(on)) {
        const list = Array.isArray(steps) ? steps : [steps];
        idleOn[event] = list.map((step, i) => {
          const built: BuiltTransitionMeta = { ...step.meta, to: step.target, actor: step.actor };
          return step.guard ? { guard: step.guard, target: busyKey(event, i), meta: built } : { target: busyKey(event, i), meta: built };
        });
        list.forEach((step, i) => {
          const key = busyKey(event, i);
          states[key] = {
            tags: [BUSY_TAG],
            invoke: {
              id: `${id}.${key}`,
              src: step.actor,
              input: ({ context, event: e }: { context: LifecycleContext; event: unknown }) => ({ record: context.record, event: e }),
              onDone: { target: `#${id}.${step.target}`, actions: 'storeRecord' },
              onError: { target: IDLE, actions: 'storeFailure' },
            },
          };
        });
      }
      return { meta, initial: IDLE, states } as const;
    },
    /** A status no event leaves. */
    final(meta: StateMeta): BuiltState {
      return { type: 'final', meta } as const;
    },
  };
}
