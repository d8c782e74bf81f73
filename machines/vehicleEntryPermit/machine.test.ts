import { describe, expect, it } from 'vitest';
import { vehicleEntryPermitMachine as m } from './machine';
import { at, outcome, start } from '../core/testing';
import { availableEvents, explainRefusal, statusOf } from '../core/runtime';

describe('vehicleEntryPermit', () => {
  it('starts pending', () => {
    expect(statusOf(start(m))).toBe('pending');
  });

  it('is updated while pending, then approved or rejected with a reason', () => {
    expect(outcome(m, at(m, 'pending'), { type: 'UPDATE', plate_number: 'ABC 123' })).toBe('pending');
    expect(outcome(m, at(m, 'pending'), { type: 'APPROVE' })).toBe('approved');
    expect(outcome(m, at(m, 'pending'), { type: 'REJECT', reject_reason: 'ناقص' })).toBe('rejected');
  });

  it('needs a reject cause', () => {
    expect(outcome(m, at(m, 'pending'), { type: 'REJECT', reject_reason: '' })).toBe('refused');
    expect(explainRefusal(m, at(m, 'pending'), { type: 'REJECT' })).toEqual({ status: 422, field: 'reject_reason', message: 'validation.rejectCause' });
  });

  it('is decided once', () => {
    expect(explainRefusal(m, at(m, 'approved'), { type: 'APPROVE' })).toEqual({ status: 409, message: 'vehicleEntryPermit.alreadyApproved', code: '104' });
    expect(explainRefusal(m, at(m, 'rejected'), { type: 'REJECT', reject_reason: 'x' })).toEqual({ status: 409, message: 'vehicleEntryPermit.alreadyRejected', code: '104' });
    expect(explainRefusal(m, at(m, 'approved'), { type: 'UPDATE' })).toEqual({ status: 409, message: 'lifecycle.unallowed' });
    expect(outcome(m, at(m, 'rejected'), { type: 'APPROVE' })).toBe('refused');
  });

  it('lets the applicant update and the authority or a government entity decide', () => {
    expect(availableEvents(m, 'pending', { permissions: ['vehicle-entry-create'], accountType: 'service_provider', parties: ['owner'] })).toEqual(['UPDATE']);
    expect(availableEvents(m, 'pending', { permissions: ['vehicle-entry-details'], accountType: 'gov' })).toEqual(['APPROVE', 'REJECT']);
    expect(availableEvents(m, 'pending', { permissions: ['vehicle-entry-details', 'vehicle-entry-create'], accountType: 'service_provider' })).toEqual([]);
  });
});
