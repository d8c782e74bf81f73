import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { allOf, conflict, fieldRefusal, rule } from './rule';
import { command, lifecycle, lifecycleActions } from './lifecycle';
import { describeLifecycle } from './describe';
import { explainRefusal, restore, viewRefusal } from './runtime';
import { busyChildOf, exampleEvent, GRAPH_FAILURE, graphEvents, positionOf } from './graph';
import { at, outcome, send, settle, start } from './testing';
import type { LifecycleContext } from './types';

type Args = { context: LifecycleContext<{ id: number; status: string; limit?: number }>; event: { type: string; a?: string; b?: number } };
const aGiven = rule<Args>(fieldRefusal('a', 'validation.required'), ({ event }) => !!event.a);
const bPositive = rule<Args>(fieldRefusal('b', 'validation.invalid'), ({ event }) => (event.b ?? 0) > 0);
const underLimit = rule<Args>(conflict('lifecycle.unallowed'), ({ context, event }) => (event.b ?? 0) <= (context.record?.limit ?? 10));

const { stable, final } = lifecycle('probe');
const probe = setup({
  types: { context: {} as Args['context'], events: {} as Args['event'] },
  guards: { both: allOf(aGiven, allOf(bPositive, underLimit)), aGiven },
  actors: { go: command(), stop: command() },
  actions: lifecycleActions,
}).createMachine({
  id: 'probe',
  context: {},
  initial: 'one',
  meta: { label: { ar: 'تجربة', en: 'Probe' }, spec: ['test'] },
  states: {
    one: stable(
      { label: { ar: 'واحد', en: 'One' }, tone: 'info' },
      {
        GO: [
          { target: 'two', guard: 'both', actor: 'go', meta: { label: { ar: 'اذهب', en: 'Go' }, who: {}, spec: ['t'], example: { a: 'x', b: 1 } } },
          { target: 'one', guard: 'aGiven', actor: 'go', meta: { label: { ar: 'ابق', en: 'Stay' }, who: {}, spec: ['t'], example: { a: 'x' } } },
        ],
      },
    ),
    two: final({ label: { ar: 'اثنان', en: 'Two' }, tone: 'success', refusals: { VIEW: conflict('lifecycle.notFound') } }),
  },
});

describe('allOf', () => {
  it('holds when every rule holds and reports the first that fails', () => {
    const args = (event: Args['event'], limit?: number): Args => ({ context: { record: { id: 1, status: 'one', limit } }, event });
    const guard = allOf(aGiven, allOf(bPositive, underLimit));
    expect(guard(args({ type: 'GO', a: 'x', b: 2 }))).toBe(true);
    expect(guard.explain!(args({ type: 'GO', b: 2 }))).toEqual({ status: 422, field: 'a', message: 'validation.required' });
    expect(guard.explain!(args({ type: 'GO', a: 'x', b: 0 }))).toEqual({ status: 422, field: 'b', message: 'validation.invalid' });
    expect(guard.explain!(args({ type: 'GO', a: 'x', b: 5 }, 3))).toEqual({ status: 409, message: 'lifecycle.unallowed' });
    expect(guard.refusal).toEqual(aGiven.refusal);
    expect(guard.refusals).toHaveLength(3);
    expect(() => allOf()).toThrow();
  });
});

describe('a machine with several guarded branches for one event', () => {
  it('describes every refusal of a combined guard', () => {
    const [go] = describeLifecycle(probe).states[0].transitions;
    expect(go.guardRefusals?.map((r) => r.message)).toEqual(['validation.required', 'validation.invalid', 'lifecycle.unallowed']);
  });

  it('explains the first branch’s failing rule when no branch holds', () => {
    expect(explainRefusal(probe, restore(probe, 'one'), { type: 'GO' })).toEqual({ status: 422, field: 'a', message: 'validation.required' });
    // the second branch holds: no refusal, and the machine takes it
    expect(explainRefusal(probe, restore(probe, 'one'), { type: 'GO', a: 'x' })).toBeNull();
    expect(send(probe, start(probe), { type: 'GO', a: 'x' }).value).toEqual({ one: 'GO_1' });
    expect(outcome(probe, start(probe), { type: 'GO', a: 'x', b: 1 })).toBe('two');
  });

  it('marks a status whose records cannot be opened', () => {
    expect(viewRefusal(probe, 'two')).toEqual({ status: 409, message: 'lifecycle.notFound' });
    expect(viewRefusal(probe, 'one')).toBeNull();
  });
});

describe('graph events', () => {
  it('offers each transition’s example in a stable status and the actor’s outcome in a busy one', () => {
    const events = graphEvents(probe);
    expect(events(start(probe))).toEqual([
      { type: 'GO', a: 'x', b: 1 },
      { type: 'GO', a: 'x' },
    ]);
    const busy = send(probe, at(probe, 'one', { id: 3, status: 'one' }), { type: 'GO', a: 'x' });
    expect(positionOf(busy)).toEqual({ status: 'one', child: 'GO_1' });
    expect(events(busy)).toEqual([
      { type: 'xstate.done.actor.probe.GO_1', output: { id: 3, status: 'one' } },
      { type: 'xstate.error.actor.probe.GO_1', error: GRAPH_FAILURE },
    ]);
    expect(events(at(probe, 'two'))).toEqual([]);
  });

  it('names busy children as the lifecycle builder does', () => {
    const all = describeLifecycle(probe).states.flatMap((s) => s.transitions);
    expect(all.map((t) => busyChildOf(t, all))).toEqual(['GO', 'GO_1']);
    expect(exampleEvent(all[0])).toEqual({ type: 'GO', a: 'x', b: 1 });
  });

  it('keeps the status when the actor fails, with the failure in context', () => {
    const failed = settle(probe, send(probe, start(probe), { type: 'GO', a: 'x', b: 1 }), { error: GRAPH_FAILURE });
    expect(failed.value).toEqual({ one: 'idle' });
    expect(failed.context.failure).toEqual(GRAPH_FAILURE);
    expect(() => settle(probe, failed)).toThrow(/not busy/);
  });
});

describe('payload checks', async () => {
  const { fieldOf, hasFile, hasText, isDateTime, isId, textOf } = await import('./fields');
  it('reads fields and text', () => {
    expect(fieldOf({ type: 'X', a: 1 } as { type: string }, 'a')).toBe(1);
    expect(textOf('  a ')).toBe('a');
    expect(textOf(5)).toBe('');
    expect(hasText(' ')).toBe(false);
    expect(hasText('x')).toBe(true);
  });
  it('takes ids as numbers or digits', () => {
    expect([5, '5', ' 7 '].every(isId)).toBe(true);
    expect([0, -1, 1.5, '5a', '', null, [5], '0'].some(isId)).toBe(false);
  });
  it('takes ISO dates and date-times', () => {
    expect(isDateTime('2026-05-20')).toBe(true);
    expect(isDateTime('2026-05-20T09:00:00+03:00')).toBe(true);
    expect(isDateTime('tomorrow')).toBe(false);
    expect(isDateTime('2026-13-40')).toBe(false);
    expect(isDateTime('2026-02-30')).toBe(false);
    expect(isDateTime('2028-02-29')).toBe(true);
  });
  it('takes any non-empty file reference', () => {
    expect(hasFile('a.png')).toBe(true);
    expect(hasFile({ name: 'a.png' })).toBe(true);
    expect([undefined, null, '', []].some(hasFile)).toBe(false);
  });
});
