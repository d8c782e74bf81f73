import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { userAccountMachine, type UserAccountInput, type UserAccountRecord } from './machine';
import { acceptedEvents, availableEvents, explainRefusal, restore, runEvent, statusOf } from '../core/runtime';

const withActors = userAccountMachine.provide({
  actors: {
    activate: fromPromise(async ({ input }) => ({ id: 1, mozdalefa_status: 'active', input })),
    reject: fromPromise(async () => ({ id: 1, mozdalefa_status: 'rejected' })),
    disable: fromPromise(async () => ({ id: 1, mozdalefa_status: 'disabled' })),
    enable: fromPromise(async () => ({ id: 1, mozdalefa_status: 'active' })),
    updateForms: fromPromise(async () => ({ id: 1, mozdalefa_status: 'pending' })),
    resubmit: fromPromise(async () => ({ id: 1, mozdalefa_status: 'review' })),
  },
});

describe('userAccount', () => {
  it('starts pending', () => {
    expect(statusOf(userAccountMachine.resolveState({ value: { pending: 'idle' }, context: {} }))).toBe('pending');
  });

  it('refuses ACTIVATE on an active account as "already active" with code 104', () => {
    const s = restore(userAccountMachine, 'active');
    expect(explainRefusal(userAccountMachine, s, { type: 'ACTIVATE', roles: [1] })).toEqual({ status: 409, message: 'userAccount.alreadyActive', code: '104' });
  });

  it('refuses REJECT on a rejected account as "already rejected"', () => {
    const s = restore(userAccountMachine, 'rejected');
    expect(explainRefusal(userAccountMachine, s, { type: 'REJECT', reject_reason: 'x' })).toMatchObject({ message: 'userAccount.alreadyRejected', code: '104' });
  });

  it('needs at least one role to activate, on the roles field', () => {
    const s = restore(userAccountMachine, 'pending');
    expect(explainRefusal(userAccountMachine, s, { type: 'ACTIVATE', roles: [] })).toEqual({ status: 422, field: 'roles', message: 'validation.roles.min' });
    expect(explainRefusal(userAccountMachine, s, { type: 'ACTIVATE', roles: [3] })).toBeNull();
  });

  it('needs a reason to reject, on the reject_reason field', () => {
    const s = restore(userAccountMachine, 'review');
    expect(explainRefusal(userAccountMachine, s, { type: 'REJECT', reject_reason: '   ' })).toMatchObject({ field: 'reject_reason' });
  });

  it('refuses unknown steps with the spec\'s "Unallowed action!"', () => {
    const s = restore(userAccountMachine, 'pending');
    expect(explainRefusal(userAccountMachine, s, { type: 'ENABLE' })).toEqual({ status: 409, message: 'lifecycle.unallowed' });
  });

  it('lists accepted events and filters them by who may send them', () => {
    expect(acceptedEvents(userAccountMachine, 'pending')).toEqual(['ACTIVATE', 'REJECT', 'UPDATE_FORMS']);
    const admin = { permissions: ['user-request', 'user-update'], accountType: 'admin' };
    expect(availableEvents(userAccountMachine, 'pending', admin)).toEqual(['ACTIVATE', 'REJECT']);
    expect(availableEvents(userAccountMachine, 'pending', { permissions: [], accountType: 'service_provider', parties: ['self'] })).toEqual(['UPDATE_FORMS']);
    expect(availableEvents(userAccountMachine, 'active', { permissions: ['user-request'], accountType: 'kdana' })).toEqual([]);
  });

  it('runs an event through the provided actor and lands on the target', async () => {
    const r = await runEvent(withActors, restore(withActors, 'pending'), { type: 'ACTIVATE', roles: [1] });
    expect(r).toMatchObject({ ok: true, from: 'pending', status: 'active' });
  });

  it('stays put when the actor fails', async () => {
    const failing = withActors.provide({
      actors: {
        disable: fromPromise<UserAccountRecord, UserAccountInput>(async () => {
          throw { status: 409, message: 'lifecycle.stale' };
        }),
      },
    });
    const r = await runEvent(failing, restore(failing, 'active'), { type: 'DISABLE' });
    expect(r).toEqual({ ok: false, from: 'active', refusal: { status: 409, message: 'lifecycle.stale' } });
  });
});
