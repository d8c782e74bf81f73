import { describe, expect, it } from 'vitest';
import { initialTransition } from 'xstate';
import { sharerSignatureMachine } from './machine';
import { outcome, send } from '../core/testing';
import { availableEvents, explainRefusal, restore, statusOf } from '../core';
import { positionOf } from '../core/graph';

const at = (status: string, orderOpen = true) => restore(sharerSignatureMachine, status, { record: { id: 1, status }, facts: { orderOpen } });
const sharer = { permissions: ['order-details'], accountType: 'sharer', parties: ['sharer'] };

describe('sharerSignature', () => {
  it('starts unsigned', () => {
    expect(statusOf(initialTransition(sharerSignatureMachine, {})[0])).toBe('unsigned');
  });

  it('signs and withdraws while the order is with its owner', () => {
    expect(outcome(sharerSignatureMachine, at('unsigned'), { type: 'SIGN' })).toBe('signed');
    expect(outcome(sharerSignatureMachine, at('signed'), { type: 'UNSIGN' })).toBe('unsigned');
  });

  it('refuses both once the order has been sent, and changes nothing', () => {
    for (const [status, type] of [
      ['unsigned', 'SIGN'],
      ['signed', 'UNSIGN'],
    ] as const) {
      const s = at(status, false);
      expect(explainRefusal(sharerSignatureMachine, s, { type })).toEqual({ status: 409, message: 'sharerSignature.orderSent' });
      expect(positionOf(send(sharerSignatureMachine, s, { type }))).toEqual({ status, child: 'idle' });
    }
  });

  it('refuses when the runtime did not say whether the order is open', () => {
    const bare = restore(sharerSignatureMachine, 'unsigned', { record: { id: 1, status: 'unsigned' } });
    expect(explainRefusal(sharerSignatureMachine, bare, { type: 'SIGN' })?.message).toBe('sharerSignature.orderSent');
  });

  it('answers a repeat with "already signed" / "not signed"', () => {
    expect(explainRefusal(sharerSignatureMachine, at('signed'), { type: 'SIGN' })).toEqual({ status: 409, message: 'sharerSignature.alreadySigned' });
    expect(explainRefusal(sharerSignatureMachine, at('unsigned'), { type: 'UNSIGN' })).toEqual({ status: 409, message: 'sharerSignature.notSigned' });
  });

  it('is for the sharer itself, on either order family', () => {
    expect(availableEvents(sharerSignatureMachine, 'unsigned', sharer)).toEqual(['SIGN']);
    expect(availableEvents(sharerSignatureMachine, 'signed', { ...sharer, permissions: ['locationorder-details'] })).toEqual(['UNSIGN']);
    expect(availableEvents(sharerSignatureMachine, 'unsigned', { ...sharer, parties: [] })).toEqual([]);
    expect(availableEvents(sharerSignatureMachine, 'unsigned', { ...sharer, accountType: 'service_provider' })).toEqual([]);
  });
});
