import { describe, expect, it } from 'vitest';
import { initialTransition } from 'xstate';
import { attachmentMachine } from './machine';
import { outcome } from '../core/testing';
import { acceptedEvents, availableEvents, describeLifecycle, explainRefusal, restore, statusOf } from '../core';

const at = (status: string) => restore(attachmentMachine, status, { record: { id: 5, status } });
const reviewer = { permissions: ['locationorder-pledge'], accountType: 'kdana' };
const owner = { permissions: ['order-update'], accountType: 'service_provider', parties: ['owner'] };

describe('attachment', () => {
  it('starts pending; approved and replaced are final', () => {
    expect(statusOf(initialTransition(attachmentMachine, {})[0])).toBe('pending');
    expect(
      describeLifecycle(attachmentMachine)
        .states.filter((s) => s.final)
        .map((s) => s.key),
    ).toEqual(['approved', 'replaced']);
  });

  it('is approved, or rejected with a reason', () => {
    expect(outcome(attachmentMachine, at('pending'), { type: 'APPROVE' })).toBe('approved');
    expect(outcome(attachmentMachine, at('pending'), { type: 'REJECT', rejection_reason: 'Unsigned' })).toBe('rejected');
    expect(explainRefusal(attachmentMachine, at('pending'), { type: 'REJECT', rejection_reason: '' })).toEqual({ status: 422, field: 'rejection_reason', message: 'validation.rejectCause' });
    expect(outcome(attachmentMachine, at('pending'), { type: 'REJECT' })).toBe('refused');
  });

  it('is corrected by a replacement, which needs a file', () => {
    expect(outcome(attachmentMachine, at('rejected'), { type: 'REPLACE', file: { name: 'pledge.pdf' } })).toBe('replaced');
    expect(outcome(attachmentMachine, at('pending'), { type: 'REPLACE', file: 'pledge.pdf' })).toBe('replaced');
    expect(explainRefusal(attachmentMachine, at('rejected'), { type: 'REPLACE' })).toEqual({ status: 422, field: 'file', message: 'validation.required' });
  });

  it("refuses to replace an approved or replaced attachment with the spec's message", () => {
    for (const status of ['approved', 'replaced']) {
      expect(explainRefusal(attachmentMachine, at(status), { type: 'REPLACE', file: 'x.pdf' })).toEqual({ status: 409, message: 'attachment.cannotCancel' });
      expect(acceptedEvents(attachmentMachine, status)).toEqual([]);
    }
    expect(explainRefusal(attachmentMachine, at('rejected'), { type: 'APPROVE' })).toEqual({ status: 409, message: 'lifecycle.unallowed' });
  });

  it('is reviewed by the authority and corrected by the owner', () => {
    expect(availableEvents(attachmentMachine, 'pending', reviewer)).toEqual(['APPROVE', 'REJECT']);
    expect(availableEvents(attachmentMachine, 'pending', owner)).toEqual(['REPLACE']);
    expect(availableEvents(attachmentMachine, 'rejected', { ...owner, parties: [] })).toEqual([]);
  });
});
