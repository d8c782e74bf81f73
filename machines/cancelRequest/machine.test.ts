import { describe, expect, it } from 'vitest';
import { initialTransition } from 'xstate';
import { cancelRequestMachine } from './machine';
import { CANCEL_REQUEST_TYPES, ORDER_EVENT_ON_APPROVAL } from './constants';
import { orderMachine } from '../order/machine';
import { outcome } from '../core/testing';
import { availableEvents, describeLifecycle, explainRefusal, restore, statusOf } from '../core';

const at = (status: string) => restore(cancelRequestMachine, status, { record: { id: 2, status, type: 'order' } });

describe('cancelRequest', () => {
  it('starts pending', () => {
    expect(statusOf(initialTransition(cancelRequestMachine, {})[0])).toBe('pending');
  });

  it('is approved, or rejected with a reason', () => {
    expect(outcome(cancelRequestMachine, at('pending'), { type: 'APPROVE' })).toBe('approved');
    expect(outcome(cancelRequestMachine, at('pending'), { type: 'REJECT', rejection_reason: 'Works nearly done' })).toBe('rejected');
    expect(explainRefusal(cancelRequestMachine, at('pending'), { type: 'REJECT', rejection_reason: ' ' })).toEqual({ status: 422, field: 'rejection_reason', message: 'validation.rejectCause' });
  });

  it('refuses deciding twice as "already decided" (code 104)', () => {
    for (const status of ['approved', 'rejected']) {
      for (const type of ['APPROVE', 'REJECT']) {
        expect(explainRefusal(cancelRequestMachine, at(status), { type, rejection_reason: 'x' })).toEqual({ status: 409, message: 'cancelRequest.alreadyDecided', code: '104' });
      }
    }
  });

  it("is decided by the authority's cancel-request desk of either family", () => {
    expect(availableEvents(cancelRequestMachine, 'pending', { permissions: ['locationorder-cancel-request-index'], accountType: 'admin' })).toEqual(['APPROVE', 'REJECT']);
    expect(availableEvents(cancelRequestMachine, 'pending', { permissions: ['order-cancel-request-index'], accountType: 'service_provider' })).toEqual([]);
  });

  it('names, for each request type, an event the order takes', () => {
    const orderEvents = describeLifecycle(orderMachine).events;
    for (const type of CANCEL_REQUEST_TYPES) expect(orderEvents).toContain(ORDER_EVENT_ON_APPROVAL[type]);
  });
});
