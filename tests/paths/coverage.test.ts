/**
 * Every lifecycle action of the spec (spec 000 §4, 001 §4) is an event somewhere:
 * machines/coverage.ts says where, and this checks that each machine it names is in
 * `workflows` and takes each event it names in some status (or, for a refusal the
 * spec words, refuses it with the status's own message).
 */
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { workflows } from '../../machines';
import { notLifecycles, specActions } from '../../machines/coverage';
import { describeLifecycle } from '../../machines/core/describe';

const byId = workflows as Record<string, AnyStateMachine>;

describe('the spec’s lifecycle actions', () => {
  it.each(specActions.map((a) => [`${a.spec} ${a.action}`, a] as const))('%s', (_, action) => {
    expect(action.covers.length).toBeGreaterThan(0);
    for (const c of action.covers) {
      const machine = byId[c.machine];
      expect(machine, `machine "${c.machine}" is not in workflows (machines/index.ts)`).toBeDefined();
      const events = new Set(describeLifecycle(machine).events);
      if (c.events.length === 0) expect(c.note, `${c.machine}: an action with no event must say why`).toBeTruthy();
      for (const e of c.events) expect(events.has(e), `${c.machine} takes no ${e} in any status`).toBe(true);
    }
  });

  it('names every machine in workflows at least once', () => {
    const named = new Set(specActions.flatMap((a) => a.covers.map((c) => c.machine)));
    expect(Object.keys(workflows).filter((id) => !named.has(id))).toEqual([]);
  });

  it('says why each thing not modelled is not a lifecycle', () => {
    for (const n of notLifecycles) {
      expect(n.subject && n.spec && n.why).toBeTruthy();
    }
  });
});
