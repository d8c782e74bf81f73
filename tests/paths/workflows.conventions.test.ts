/**
 * What every lifecycle in `workflows` must declare so the server, the screens and
 * the docs can read it from the machine: labels in both languages, tones, spec
 * lines, who may send each event (permission strings and account types that exist),
 * examples for guarded transitions, and refusal messages that exist in both
 * languages without colliding when the client nests them by dots.
 */
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { workflows } from '../../machines';
import { machineMessages } from '../../machines/messages';
import { describeLifecycle, guardsOf } from '../../machines/core/describe';
import type { Refusal, Tone } from '../../machines/core/types';
import { allPermissions } from '../../shared/permissions';
import { accountTypeCodes } from '../../shared/accountTypes';
import { sharedMessages } from '../../shared/messages';
import type { Label } from '../../shared/label';

const machines = Object.entries(workflows) as Array<[string, AnyStateMachine]>;
const catalogue: Record<string, Label> = { ...sharedMessages, ...machineMessages };
const tones: Tone[] = ['info', 'success', 'warning', 'danger'];
const UPPER_SNAKE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;

const hasBoth = (label: Label | undefined) => !!label && typeof label.ar === 'string' && label.ar.trim() !== '' && typeof label.en === 'string' && label.en.trim() !== '';

function expectMessage(where: string, refusal: Refusal | undefined) {
  expect(refusal, `${where}: no refusal`).toBeDefined();
  expect([403, 409, 422], `${where}: status`).toContain(refusal!.status);
  expect(hasBoth(catalogue[refusal!.message]), `${where}: message "${refusal!.message}" needs Arabic and English text in shared/messages.ts or machines/messages.ts`).toBe(true);
  if (refusal!.status === 422) expect(refusal!.field, `${where}: a 422 names its field`).toBeTruthy();
}

describe.each(machines)('%s: declarations', (id, machine) => {
  const info = describeLifecycle(machine);
  const guards = guardsOf(machine);
  const actors = (machine.implementations.actors ?? {}) as Record<string, unknown>;
  const parties = info.meta?.parties ?? {};

  it('labels the lifecycle and names its spec lines', () => {
    expect(hasBoth(info.meta?.label), `${id}: root meta.label`).toBe(true);
    expect(info.meta?.spec?.length, `${id}: root meta.spec`).toBeGreaterThan(0);
    for (const [party, label] of Object.entries(parties)) expect(hasBoth(label), `${id}: party ${party}`).toBe(true);
  });

  it('labels every status in both languages with a badge tone', () => {
    for (const s of info.states) {
      expect(hasBoth(s.meta?.label), `${id}.${s.key}: label`).toBe(true);
      expect(tones, `${id}.${s.key}: tone`).toContain(s.meta?.tone);
      if (s.meta?.description) expect(hasBoth(s.meta.description), `${id}.${s.key}: description`).toBe(true);
    }
  });

  it('words each status refusal, only for events the status does not take', () => {
    for (const s of info.states) {
      const accepted = new Set(s.transitions.map((t) => t.event));
      for (const [event, refusal] of Object.entries(s.meta?.refusals ?? {})) {
        expect(UPPER_SNAKE.test(event), `${id}.${s.key}: refusal for ${event}`).toBe(true);
        expect(accepted.has(event), `${id}.${s.key}: refuses ${event}, which it takes`).toBe(false);
        expectMessage(`${id}.${s.key} refuses ${event}`, refusal);
      }
    }
  });

  it('declares every transition: event name, label, who, spec lines, guard and actor by name', () => {
    for (const t of info.states.flatMap((s) => s.transitions)) {
      const where = `${id}: ${t.from} --${t.event}--> ${t.to}`;
      expect(UPPER_SNAKE.test(t.event), `${where}: events are UPPER_SNAKE`).toBe(true);
      expect(hasBoth(t.meta.label), `${where}: label`).toBe(true);
      expect(t.meta.spec?.length, `${where}: spec lines`).toBeGreaterThan(0);
      expect(t.meta.who, `${where}: who`).toBeDefined();
      const who = t.meta.who;
      expect(!!(who.permissions?.length || who.accountTypes?.length || who.party), `${where}: who names no one`).toBe(true);
      for (const p of who.permissions ?? []) expect(allPermissions, `${where}: permission "${p}" is not in shared/permissions.ts`).toContain(p);
      for (const a of who.accountTypes ?? []) expect(accountTypeCodes, `${where}: account type "${a}" is not in shared/accountTypes.ts`).toContain(a);
      if (who.party) expect(Object.keys(parties), `${where}: party "${who.party}" must be described in the machine's meta.parties`).toContain(who.party);
      expect(actors[t.actor], `${where}: actor "${t.actor}" is not declared in setup({ actors })`).toBeDefined();
      if (t.meta.confirm) expect(hasBoth(t.meta.confirm), `${where}: confirm`).toBe(true);
      if (t.guard) {
        expect(typeof guards[t.guard], `${where}: guard "${t.guard}" is not implemented in setup({ guards })`).toBe('function');
        expect(t.guardRefusals?.length, `${where}: guard "${t.guard}" is not a rule() (no refusal)`).toBeGreaterThan(0);
        for (const r of t.guardRefusals ?? []) expectMessage(`${where} [${t.guard}]`, r);
        expect(t.meta.example, `${where}: a guarded transition needs meta.example (a payload that passes "${t.guard}")`).toBeDefined();
      }
      if (t.meta.example) expect(t.meta.example, `${where}: the example is the payload, without its type`).not.toHaveProperty('type');
    }
  });
});

describe('the message catalogue', () => {
  it('has Arabic and English text for every key', () => {
    for (const [key, label] of Object.entries(catalogue)) expect(hasBoth(label), key).toBe(true);
  });

  it('defines no key twice across shared/messages.ts and machines/messages.ts', () => {
    const shared = new Set(Object.keys(sharedMessages));
    expect(Object.keys(machineMessages).filter((k) => shared.has(k))).toEqual([]);
  });

  it('has no key that is both a message and a prefix of another (the client nests keys by dots)', () => {
    const keys = Object.keys(catalogue);
    const prefixes = new Set(
      keys.flatMap((k) =>
        k
          .split('.')
          .slice(0, -1)
          .map((_, i, parts) => parts.slice(0, i + 1).join('.')),
      ),
    );
    expect(keys.filter((k) => prefixes.has(k))).toEqual([]);
    expect(keys.filter((k) => k.split('.').some((part) => part === ''))).toEqual([]);
  });
});
