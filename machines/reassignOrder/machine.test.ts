import { describe, expect, it } from 'vitest';
import { initialTransition } from 'xstate';
import { reassignOrderMachine } from './machine';
import { rejectedRedirect, REJECTED_REDIRECT_MS } from './constants';
import { outcome, send } from '../core/testing';
import { availableEvents, describeLifecycle, explainRefusal, restore, statusOf, viewRefusal } from '../core';
import { positionOf } from '../core/graph';

const at = (status: string, MissedSignCount = 0) => restore(reassignOrderMachine, status, { record: { id: 9, status, type: 'reassign' }, facts: { MissedSignCount } });
const staff = { permissions: ['order-re-assign-form', 'order-re-assign-approve-camps', 'order-re-assign-signature', 'order-re-assign-file', 're-assign'], accountType: 'kdana' };

function refused(status: string, event: { type: string; [k: string]: unknown }, missed = 0) {
  const s = at(status, missed);
  expect(positionOf(send(reassignOrderMachine, s, event))).toEqual({ status, child: 'idle' });
  return explainRefusal(reassignOrderMachine, s, event);
}

describe('reassignOrder: the steps', () => {
  it('starts at the form', () => {
    expect(statusOf(initialTransition(reassignOrderMachine, {})[0])).toBe('form');
  });

  it('submits the form with its id', () => {
    expect(outcome(reassignOrderMachine, at('form'), { type: 'SUBMIT_FORM', form_id: 5, answers: {} })).toBe('camps_approval');
    expect(refused('form', { type: 'SUBMIT_FORM' })).toEqual({ status: 422, field: 'form_id', message: 'validation.required' });
  });

  it('goes to payment when penalties are due, straight to signature when none', () => {
    expect(outcome(reassignOrderMachine, at('camps_approval'), { type: 'APPROVE_CAMPS', camps: [8, 9], penalty_amount: 1500 })).toBe('payment');
    expect(outcome(reassignOrderMachine, at('camps_approval'), { type: 'APPROVE_CAMPS', camps: [8], penalty_amount: '250.5' })).toBe('payment');
    expect(outcome(reassignOrderMachine, at('camps_approval'), { type: 'APPROVE_CAMPS', camps: [8], penalty_amount: 0 })).toBe('signature');
  });

  it('needs at least one camp and a valid penalty amount', () => {
    expect(refused('camps_approval', { type: 'APPROVE_CAMPS', camps: [], penalty_amount: 0 })).toEqual({ status: 422, field: 'camps', message: 'reassignOrder.chooseCamps' });
    expect(refused('camps_approval', { type: 'APPROVE_CAMPS', penalty_amount: 100 })).toMatchObject({ field: 'camps' });
    expect(refused('camps_approval', { type: 'APPROVE_CAMPS', camps: [8], penalty_amount: -1 })).toEqual({ status: 422, field: 'penalty_amount', message: 'reassignOrder.penaltyAmount' });
    expect(refused('camps_approval', { type: 'APPROVE_CAMPS', camps: [8] })).toMatchObject({ field: 'penalty_amount' });
    expect(refused('camps_approval', { type: 'APPROVE_CAMPS', camps: [8], penalty_amount: 'lots' })).toMatchObject({ field: 'penalty_amount' });
  });

  it('pays the penalties through a payment attachment', () => {
    expect(outcome(reassignOrderMachine, at('payment'), { type: 'PAY_PENALTIES', payment_attachment: { name: 'receipt.pdf' } })).toBe('payment_review');
    expect(refused('payment', { type: 'PAY_PENALTIES' })).toEqual({ status: 422, field: 'payment_attachment', message: 'validation.required' });
  });

  it('has the attachment accepted by staff (on to the signatures) or rejected with a reason (back to payment)', () => {
    expect(outcome(reassignOrderMachine, at('payment_review'), { type: 'ACCEPT_PAYMENT' })).toBe('signature');
    expect(outcome(reassignOrderMachine, at('payment_review'), { type: 'REJECT_PAYMENT', rejection_reason: 'Wrong amount' })).toBe('payment');
    expect(refused('payment_review', { type: 'REJECT_PAYMENT', rejection_reason: '  ' })).toEqual({ status: 422, field: 'rejection_reason', message: 'validation.rejectCause' });
    expect(availableEvents(reassignOrderMachine, 'payment_review', { permissions: [], accountType: 'service_provider', parties: ['owner'] })).toEqual([]);
    expect(availableEvents(reassignOrderMachine, 'payment_review', staff)).toEqual(['ACCEPT_PAYMENT', 'REJECT_PAYMENT', 'REJECT', 'CANCEL']);
  });

  it('collects signatures, with re-appointments, and moves on only when MissedSignCount is 0', () => {
    expect(outcome(reassignOrderMachine, at('signature', 2), { type: 'SIGN' })).toBe('signature');
    expect(outcome(reassignOrderMachine, at('signature', 2), { type: 'REAPPOINT', appointment: '2026-06-10 09:00' })).toBe('signature');
    expect(refused('signature', { type: 'REAPPOINT', appointment: 'soon' })).toEqual({ status: 422, field: 'appointment', message: 'validation.date' });
    expect(refused('signature', { type: 'COMPLETE_SIGNATURES' }, 1)).toEqual({ status: 409, message: 'reassignOrder.missingSignatures' });
    expect(outcome(reassignOrderMachine, at('signature', 0), { type: 'COMPLETE_SIGNATURES' })).toBe('re_delivery_file');
    const bare = restore(reassignOrderMachine, 'signature', { record: { id: 9, status: 'signature' } });
    expect(explainRefusal(reassignOrderMachine, bare, { type: 'COMPLETE_SIGNATURES' })?.message).toBe('reassignOrder.missingSignatures');
  });

  it('completes with the re-delivery file (kroky)', () => {
    expect(outcome(reassignOrderMachine, at('re_delivery_file'), { type: 'UPLOAD_FILE', kroky_document: 'kroky.pdf' })).toBe('completed');
    expect(refused('re_delivery_file', { type: 'UPLOAD_FILE' })).toMatchObject({ field: 'kroky_document' });
  });
});

describe('reassignOrder: rejection and cancellation', () => {
  it('is rejected with a reason at any step before the file, and cancelled before the signatures', () => {
    for (const status of ['form', 'camps_approval', 'payment', 'payment_review', 'signature']) {
      expect(outcome(reassignOrderMachine, at(status), { type: 'REJECT', rejection_reason: 'Damaged tents' })).toBe('rejected');
      expect(refused(status, { type: 'REJECT' })).toEqual({ status: 422, field: 'rejection_reason', message: 'validation.rejectCause' });
    }
    for (const status of ['form', 'camps_approval', 'payment', 'payment_review']) expect(outcome(reassignOrderMachine, at(status), { type: 'CANCEL' })).toBe('cancelled');
    expect(refused('signature', { type: 'CANCEL' })).toEqual({ status: 409, message: 'lifecycle.unallowed' });
    expect(refused('re_delivery_file', { type: 'REJECT', rejection_reason: 'x' })).toEqual({ status: 409, message: 'lifecycle.unallowed' });
  });

  it('cannot be opened once rejected: its viewer goes back to /re-assign-orders after 1 s', () => {
    expect(viewRefusal(reassignOrderMachine, 'rejected')).toEqual({ status: 409, message: 'reassignOrder.rejected' });
    expect(viewRefusal(reassignOrderMachine, 'completed')).toBeNull();
    expect(rejectedRedirect('reassign')).toEqual({ path: '/re-assign-orders', delayMs: 1000 });
    expect(REJECTED_REDIRECT_MS).toBe(1000);
  });

  it('has completed, rejected and cancelled as its final statuses', () => {
    expect(
      describeLifecycle(reassignOrderMachine)
        .states.filter((s) => s.final)
        .map((s) => s.key),
    ).toEqual(['completed', 'rejected', 'cancelled']);
  });
});

describe('reassignOrder: who', () => {
  it('lets the authority run the steps under the order-re-assign-* permissions', () => {
    expect(availableEvents(reassignOrderMachine, 'form', staff)).toEqual(['SUBMIT_FORM', 'REJECT', 'CANCEL']);
    expect(availableEvents(reassignOrderMachine, 'signature', staff)).toEqual(['REAPPOINT', 'COMPLETE_SIGNATURES', 'REJECT']);
    expect(availableEvents(reassignOrderMachine, 'form', { ...staff, permissions: ['lock-form', 'lock-approve-camps'] })).toEqual([]);
  });

  it('lets the company pay without any permission, and signers sign', () => {
    expect(availableEvents(reassignOrderMachine, 'payment', { permissions: [], accountType: 'service_provider', parties: ['owner'] })).toEqual(['PAY_PENALTIES']);
    expect(availableEvents(reassignOrderMachine, 'payment', { permissions: [], accountType: 'service_provider' })).toEqual([]);
    expect(availableEvents(reassignOrderMachine, 'signature', { permissions: ['order-re-assign-signature'], accountType: 'service_provider', parties: ['signer'] })).toEqual(['SIGN']);
  });
});
