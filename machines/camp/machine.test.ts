import { describe, expect, it } from 'vitest';
import { campMachine as m } from './machine';
import { at, outcome, start } from '../core/testing';
import { availableEvents, explainRefusal, statusOf, transitionsFrom } from '../core/runtime';

const staff = { permissions: ['camp-update'], accountType: 'kdana' };

describe('camp', () => {
  it('starts not ready', () => {
    expect(statusOf(start(m))).toBe('notready');
  });

  it('is set ready, and back', () => {
    expect(outcome(m, start(m), { type: 'SET_READY' })).toBe('ready');
    expect(outcome(m, at(m, 'ready'), { type: 'SET_NOT_READY' })).toBe('notready');
  });

  it('asks for confirmation before setting ready (spec 000 §4 "after confirmation")', () => {
    const [t] = transitionsFrom(m, 'notready', 'SET_READY');
    expect(t.meta.confirm?.en).toMatch(/ready/);
  });

  it('refuses a repeat as "already" (code 104), and changes nothing', () => {
    expect(outcome(m, at(m, 'ready'), { type: 'SET_READY' })).toBe('refused');
    expect(explainRefusal(m, at(m, 'ready'), { type: 'SET_READY' })).toEqual({ status: 409, message: 'camp.alreadyReady', code: '104' });
    expect(explainRefusal(m, at(m, 'notready'), { type: 'SET_NOT_READY' })).toEqual({ status: 409, message: 'camp.alreadyNotReady', code: '104' });
  });

  it('refuses anything else with "Unallowed action!"', () => {
    expect(explainRefusal(m, at(m, 'ready'), { type: 'APPROVE' })).toEqual({ status: 409, message: 'lifecycle.unallowed' });
  });

  it('lets only the authority with camp-update set readiness', () => {
    expect(availableEvents(m, 'notready', staff)).toEqual(['SET_READY']);
    expect(availableEvents(m, 'notready', { permissions: ['camp-update'], accountType: 'service_provider' })).toEqual([]);
    expect(availableEvents(m, 'ready', { permissions: ['delivery-camp-index'], accountType: 'admin' })).toEqual([]);
  });
});
