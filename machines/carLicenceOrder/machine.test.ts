import { describe, expect, it } from 'vitest';
import { carLicenceOrderMachine as m } from './machine';
import { CAR_LICENCE_PER_PAGE } from './constants';
import { carLicenceOrderMessages } from './messages';
import { at, outcome, start } from '../core/testing';
import { availableEvents, explainRefusal, statusOf, viewRefusal } from '../core/runtime';

describe('carLicenceOrder', () => {
  it('starts pending; its list shows 5 a page by default', () => {
    expect(statusOf(start(m))).toBe('pending');
    expect(CAR_LICENCE_PER_PAGE).toBe(5);
  });

  it('is updated or cancelled by its requester, approved or rejected by the authority', () => {
    expect(outcome(m, at(m, 'pending'), { type: 'UPDATE' })).toBe('pending');
    expect(outcome(m, at(m, 'pending'), { type: 'CANCEL' })).toBe('cancelled');
    expect(outcome(m, at(m, 'pending'), { type: 'APPROVE' })).toBe('approved');
    expect(outcome(m, at(m, 'pending'), { type: 'REJECT', reject_reason: 'منتهية' })).toBe('rejected');
  });

  it('needs a reject cause', () => {
    expect(outcome(m, at(m, 'pending'), { type: 'REJECT', reject_reason: ' ' })).toBe('refused');
    expect(explainRefusal(m, at(m, 'pending'), { type: 'REJECT' })).toEqual({ status: 422, field: 'reject_reason', message: 'validation.rejectCause' });
  });

  it('cannot view or update a rejected request (spec 001 §6, §8)', () => {
    const locked = { status: 409, message: 'carLicenceOrder.rejectedLocked' };
    expect(viewRefusal(m, 'rejected')).toEqual(locked);
    expect(explainRefusal(m, at(m, 'rejected'), { type: 'UPDATE' })).toEqual(locked);
    expect(outcome(m, at(m, 'rejected'), { type: 'UPDATE' })).toBe('refused');
    for (const status of ['pending', 'approved', 'cancelled']) expect(viewRefusal(m, status)).toBeNull();
  });

  it('is decided or cancelled once', () => {
    expect(explainRefusal(m, at(m, 'approved'), { type: 'APPROVE' })).toEqual({ status: 409, message: 'carLicenceOrder.alreadyApproved', code: '104' });
    expect(explainRefusal(m, at(m, 'cancelled'), { type: 'CANCEL' })).toEqual({ status: 409, message: 'carLicenceOrder.alreadyCancelled', code: '104' });
    expect(explainRefusal(m, at(m, 'approved'), { type: 'CANCEL' })).toEqual({ status: 409, message: 'lifecycle.unallowed' });
  });

  it('refuses a second cancel with its own message, in both languages; a decided request is not cancelled', () => {
    const cancelled = at(m, 'cancelled');
    expect(outcome(m, cancelled, { type: 'CANCEL' })).toBe('refused');
    const refusal = explainRefusal(m, cancelled, { type: 'CANCEL' })!;
    expect(carLicenceOrderMessages[refusal.message as keyof typeof carLicenceOrderMessages]).toEqual({ ar: 'الطلب ملغي مسبقاً', en: 'The request is already cancelled' });
    for (const status of ['approved', 'rejected']) expect(outcome(m, at(m, status), { type: 'CANCEL' })).toBe('refused');
  });

  it('uses exactly the licence vocabulary, plus cancelled (spec 001 §4, BRIEF §4)', () => {
    expect(Object.keys(m.root.states).sort()).toEqual(['approved', 'cancelled', 'pending', 'rejected']);
  });

  it('gives the requester and the authority their own steps', () => {
    expect(availableEvents(m, 'pending', { permissions: ['carLicense-update'], accountType: 'service_provider', parties: ['owner'] })).toEqual(['UPDATE', 'CANCEL']);
    expect(availableEvents(m, 'pending', { permissions: ['carLicense-update'], accountType: 'admin' })).toEqual(['APPROVE', 'REJECT']);
    expect(availableEvents(m, 'pending', { permissions: ['carLicense-view'], accountType: 'admin' })).toEqual([]);
  });
});
