import { describe, expect, it } from 'vitest';
import { invoiceMachine } from './machine';
import { sadadOrderMachine } from '../sadadOrder/machine';
import { outcome } from '../core/testing';
import { availableEvents, describeLifecycle, restore } from '../core';

const at = (status: string) => restore(invoiceMachine, status, { record: { id: 13, status } });

describe('invoice', () => {
  it("has the SADAD order's statuses under its own id", () => {
    expect(invoiceMachine.id).toBe('invoice');
    expect(describeLifecycle(invoiceMachine).states.map((s) => s.key)).toEqual(describeLifecycle(sadadOrderMachine).states.map((s) => s.key));
  });

  it('may be edited while pending (/invoices/edit/{id})', () => {
    expect(outcome(invoiceMachine, at('pending'), { type: 'UPDATE', amount: 1200 })).toBe('pending');
    expect(outcome(invoiceMachine, at('attachment_uploaded'), { type: 'UPDATE' })).toBe('refused');
  });

  it('is run under the invoices-* permissions', () => {
    expect(availableEvents(invoiceMachine, 'pending', { permissions: ['invoices-update'], accountType: 'kdana' })).toEqual(['UPDATE', 'CANCEL']);
    expect(availableEvents(invoiceMachine, 'attachment_uploaded', { permissions: ['clearance-invoices-index'], accountType: 'kdana' })).toEqual(['APPROVE', 'REJECT']);
    expect(availableEvents(invoiceMachine, 'pending', { permissions: ['invoices-details'], accountType: 'service_provider', parties: ['owner'] })).toEqual(['UPLOAD_ATTACHMENT']);
    expect(availableEvents(invoiceMachine, 'attachment_uploaded', { permissions: ['clearance-sadad-index'], accountType: 'kdana' })).toEqual([]);
  });

  it('goes from upload to approval', () => {
    expect(outcome(invoiceMachine, at('pending'), { type: 'UPLOAD_ATTACHMENT', attachment: 'invoice-receipt.pdf' })).toBe('attachment_uploaded');
    expect(outcome(invoiceMachine, at('attachment_uploaded'), { type: 'APPROVE' })).toBe('approved');
  });
});
