import { describe, expect, it } from 'vitest';
import { initialTransition } from 'xstate';
import { sadadOrderMachine } from './machine';
import { outcome, send } from '../core/testing';
import { acceptedEvents, availableEvents, describeLifecycle, explainRefusal, restore, statusOf } from '../core';
import { positionOf } from '../core/graph';

const at = (status: string) => restore(sadadOrderMachine, status, { record: { id: 12, status } });
const company = { permissions: ['sadad-details'], accountType: 'service_provider', parties: ['owner'] };
const clearance = { permissions: ['clearance-sadad-index', 'sadad-create'], accountType: 'admin' };

describe('sadadOrder', () => {
  it('starts pending; approved and cancelled are final', () => {
    expect(statusOf(initialTransition(sadadOrderMachine, {})[0])).toBe('pending');
    expect(
      describeLifecycle(sadadOrderMachine)
        .states.filter((s) => s.final)
        .map((s) => s.key),
    ).toEqual(['approved', 'cancelled']);
  });

  it('takes the proof of payment, then the decision', () => {
    expect(outcome(sadadOrderMachine, at('pending'), { type: 'UPLOAD_ATTACHMENT', attachment: { name: 'receipt.pdf' } })).toBe('attachment_uploaded');
    expect(outcome(sadadOrderMachine, at('attachment_uploaded'), { type: 'APPROVE' })).toBe('approved');
    expect(outcome(sadadOrderMachine, at('attachment_uploaded'), { type: 'REJECT', rejection_reason: 'Amount short' })).toBe('rejected');
    expect(outcome(sadadOrderMachine, at('rejected'), { type: 'UPLOAD_ATTACHMENT', attachment: 'receipt-2.pdf' })).toBe('attachment_uploaded');
  });

  it('refuses an upload without a file and a rejection without a reason, changing nothing', () => {
    const s = at('pending');
    expect(explainRefusal(sadadOrderMachine, s, { type: 'UPLOAD_ATTACHMENT' })).toEqual({ status: 422, field: 'attachment', message: 'validation.required' });
    expect(positionOf(send(sadadOrderMachine, s, { type: 'UPLOAD_ATTACHMENT' }))).toEqual({ status: 'pending', child: 'idle' });
    expect(explainRefusal(sadadOrderMachine, at('attachment_uploaded'), { type: 'REJECT', rejection_reason: '' })).toMatchObject({ field: 'rejection_reason' });
  });

  it('cannot be approved before the proof is uploaded, nor decided twice', () => {
    expect(explainRefusal(sadadOrderMachine, at('pending'), { type: 'APPROVE' })).toEqual({ status: 409, message: 'lifecycle.unallowed' });
    expect(explainRefusal(sadadOrderMachine, at('approved'), { type: 'REJECT', rejection_reason: 'x' })).toEqual({ status: 409, message: 'paymentOrder.alreadyDecided', code: '104' });
  });

  it('is cancelled before approval only', () => {
    for (const status of ['pending', 'attachment_uploaded', 'rejected']) expect(outcome(sadadOrderMachine, at(status), { type: 'CANCEL' })).toBe('cancelled');
    expect(acceptedEvents(sadadOrderMachine, 'approved')).toEqual([]);
  });

  it('has no edit step (SADAD orders have no edit screen)', () => {
    expect(describeLifecycle(sadadOrderMachine).events).not.toContain('UPDATE');
  });

  it('lets the company upload and the clearance desk decide', () => {
    expect(availableEvents(sadadOrderMachine, 'pending', company)).toEqual(['UPLOAD_ATTACHMENT']);
    expect(availableEvents(sadadOrderMachine, 'attachment_uploaded', clearance)).toEqual(['APPROVE', 'REJECT', 'CANCEL']);
    expect(availableEvents(sadadOrderMachine, 'attachment_uploaded', { ...clearance, accountType: 'service_provider' })).toEqual([]);
  });
});
