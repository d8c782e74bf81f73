import { describe, expect, it } from 'vitest';
import { appointmentMachine as m } from './machine';
import { at, outcome, start } from '../core/testing';
import { availableEvents, explainRefusal, statusOf } from '../core/runtime';

const record = { id: 4, status: 'approved', appointment: '2026-05-20T09:00:00+03:00', assign_camp_id: 7 };

describe('appointment', () => {
  it('starts pending the company’s confirmation', () => {
    expect(statusOf(start(m))).toBe('pending');
  });

  it('is approved or rejected with a reason by the receiving company', () => {
    expect(outcome(m, at(m, 'pending'), { type: 'APPROVE' })).toBe('approved');
    expect(outcome(m, at(m, 'pending'), { type: 'REJECT', reject_reason: 'تعارض' })).toBe('rejected');
    expect(explainRefusal(m, at(m, 'pending'), { type: 'REJECT', reject_reason: '  ' })).toEqual({ status: 422, field: 'reject_reason', message: 'validation.rejectCause' });
    expect(outcome(m, at(m, 'pending'), { type: 'REJECT' })).toBe('refused');
  });

  it('records an absence at an approved appointment, then re-schedules it', () => {
    expect(outcome(m, at(m, 'approved', record), { type: 'RECORD_ABSENCE', appointment_id: 4, company_id: 21 })).toBe('absent');
    expect(explainRefusal(m, at(m, 'approved', record), { type: 'RECORD_ABSENCE', appointment_id: 4 })).toMatchObject({ field: 'company_id' });
    expect(explainRefusal(m, at(m, 'pending'), { type: 'RECORD_ABSENCE', appointment_id: 4, company_id: 21 })).toEqual({ status: 409, message: 'lifecycle.unallowed' });
    expect(outcome(m, at(m, 'absent', record), { type: 'RESCHEDULE', appointment: '2026-05-22T09:00:00+03:00' })).toBe('pending');
  });

  it('re-schedules from every status to a new, valid date', () => {
    for (const status of ['pending', 'approved', 'rejected', 'absent']) {
      expect(outcome(m, at(m, status, record), { type: 'RESCHEDULE', appointment: '2026-05-23T08:00:00+03:00' })).toBe('pending');
    }
    const s = at(m, 'approved', record);
    expect(explainRefusal(m, s, { type: 'RESCHEDULE' })).toEqual({ status: 422, field: 'appointment', message: 'appointment.dateRequired' });
    expect(explainRefusal(m, s, { type: 'RESCHEDULE', appointment: 'tomorrow' })).toEqual({ status: 422, field: 'appointment', message: 'validation.date' });
    // the same instant written another way is the same date
    expect(explainRefusal(m, s, { type: 'RESCHEDULE', appointment: '2026-05-20T06:00:00Z' })).toEqual({ status: 422, field: 'appointment', message: 'appointment.sameDate' });
    // as the database returns it
    const stored = at(m, 'approved', { ...record, appointment: new Date('2026-05-20T06:00:00Z') });
    expect(explainRefusal(m, stored, { type: 'RESCHEDULE', appointment: '2026-05-20T09:00:00+03:00' })).toMatchObject({ message: 'appointment.sameDate' });
    expect(explainRefusal(m, stored, { type: 'RESCHEDULE', appointment: '2026-05-20T10:00:00+03:00' })).toBeNull();
  });

  it('warns "already approved" / "already rejected" (code 104)', () => {
    expect(explainRefusal(m, at(m, 'approved'), { type: 'APPROVE' })).toEqual({ status: 409, message: 'appointment.alreadyApproved', code: '104' });
    expect(explainRefusal(m, at(m, 'rejected'), { type: 'REJECT', reject_reason: 'x' })).toEqual({ status: 409, message: 'appointment.alreadyRejected', code: '104' });
  });

  it('lets the receiver answer and the authority schedule', () => {
    const receiver = { permissions: ['delivery-appointment-index'], accountType: 'service_provider', parties: ['receiver'] };
    expect(availableEvents(m, 'pending', receiver)).toEqual(['APPROVE', 'REJECT']);
    expect(availableEvents(m, 'pending', { ...receiver, parties: [] })).toEqual([]);
    const kidana = { permissions: ['delivery-appointment-creat-index', 'absence-history'], accountType: 'kdana' };
    expect(availableEvents(m, 'approved', kidana)).toEqual(['RECORD_ABSENCE', 'RESCHEDULE']);
  });
});
