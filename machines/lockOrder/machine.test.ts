import { describe, expect, it } from 'vitest';
import { lockOrderMachine } from './machine';
import { reassignOrderMachine } from '../reassignOrder/machine';
import { rejectedRedirect } from '../reassignOrder/constants';
import { outcome } from '../core/testing';
import { availableEvents, describeLifecycle, restore, viewRefusal } from '../core';

const at = (status: string) => restore(lockOrderMachine, status, { record: { id: 10, status, type: 'lock' }, facts: { MissedSignCount: 0 } });

describe('lockOrder', () => {
  it('has the re-assign lifecycle under its own id', () => {
    expect(lockOrderMachine.id).toBe('lockOrder');
    expect(describeLifecycle(lockOrderMachine).states.map((s) => s.key)).toEqual(describeLifecycle(reassignOrderMachine).states.map((s) => s.key));
    expect(describeLifecycle(lockOrderMachine).events).toEqual(describeLifecycle(reassignOrderMachine).events);
    expect(outcome(lockOrderMachine, at('camps_approval'), { type: 'APPROVE_CAMPS', camps: [3], penalty_amount: 0 })).toBe('signature');
  });

  it('is run under the lock-* permissions only', () => {
    const lockClerk = { permissions: ['lock-form', 'lock-approve-camps'], accountType: 'kdana' };
    expect(availableEvents(lockOrderMachine, 'form', lockClerk)).toEqual(['SUBMIT_FORM', 'REJECT', 'CANCEL']);
    expect(availableEvents(lockOrderMachine, 'form', { ...lockClerk, permissions: ['order-re-assign-form', 're-assign'] })).toEqual([]);
    const perms = new Set(describeLifecycle(lockOrderMachine).states.flatMap((s) => s.transitions.flatMap((t) => t.meta.who.permissions ?? [])));
    expect([...perms].every((p) => p.startsWith('lock-'))).toBe(true);
  });

  it('lets bulk signers sign (lock-order-bulk-signature)', () => {
    expect(availableEvents(lockOrderMachine, 'signature', { permissions: ['lock-order-bulk-signature'], accountType: 'kdana', parties: ['signer'] })).toEqual(['SIGN']);
  });

  it('sends the viewer of a rejected lock order to /lock-orders after 1 s', () => {
    expect(viewRefusal(lockOrderMachine, 'rejected')).toEqual({ status: 409, message: 'reassignOrder.rejected' });
    expect(rejectedRedirect('lock')).toEqual({ path: '/lock-orders', delayMs: 1000 });
  });

  it('calls its completed status "locked"', () => {
    expect(describeLifecycle(lockOrderMachine).states.find((s) => s.key === 'completed')?.meta.label).toEqual({ ar: 'مقفل', en: 'Locked' });
  });
});
