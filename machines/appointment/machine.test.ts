import { describe, expect, it } from 'vitest';
import { appointmentMachine as m } from './machine';
import { at, outcome, start } from '../core/testing';
import { acceptedEvents, availableEvents, explainRefusal, restore, statusOf } from '../core/runtime';
import { describeLifecycle } from '../core/describe';

const record = { id: 4, status: 'approved', appointment: '2026-05-20T09:00:00+03:00', assign_camp_id: 7 };
/** As the server restores it, with the absence history fact it loads. */
const restored = (status: string, missed: boolean) => restore(m, status, { record: { ...record, status }, facts: { missed } });
const MISSED = { status: 409, message: 'appointment.missed' };

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

  it('keeps only the spec’s statuses: an absence is absence history, not a status', () => {
    expect(describeLifecycle(m).states.map((st) => st.key)).toEqual(['pending', 'approved', 'rejected']);
    for (const status of ['pending', 'approved', 'rejected']) expect(acceptedEvents(m, status)).not.toContain('RECORD_ABSENCE');
  });

  it('refuses to approve, reject or re-schedule a missed appointment, with the reason', () => {
    const pending = restored('pending', true);
    expect(explainRefusal(m, pending, { type: 'APPROVE' })).toEqual(MISSED);
    expect(outcome(m, pending, { type: 'APPROVE' })).toBe('refused');
    expect(explainRefusal(m, pending, { type: 'REJECT', reject_reason: 'تعارض' })).toEqual(MISSED);
    // the missed appointment stays approved: the date was agreed, the company did not come
    const approved = restored('approved', true);
    expect(explainRefusal(m, approved, { type: 'RESCHEDULE', appointment: '2026-05-22T09:00:00+03:00' })).toEqual(MISSED);
    expect(outcome(m, approved, { type: 'RESCHEDULE', appointment: '2026-05-22T09:00:00+03:00' })).toBe('refused');
    expect(explainRefusal(m, restored('rejected', true), { type: 'RESCHEDULE', appointment: '2026-05-22T09:00:00+03:00' })).toEqual(MISSED);
    // the same appointment without an absence goes on as before
    expect(outcome(m, restored('approved', false), { type: 'RESCHEDULE', appointment: '2026-05-22T09:00:00+03:00' })).toBe('pending');
    expect(outcome(m, restored('pending', false), { type: 'APPROVE' })).toBe('approved');
  });

  it('leaves the decision to the server when the runtime cannot see absence history', () => {
    const bare = restore(m, 'pending', { record });
    expect(explainRefusal(m, bare, { type: 'APPROVE' })).toBeNull();
    expect(statusOf(start(m, record))).toBe('pending');
    expect(explainRefusal(m, start(m, record), { type: 'APPROVE' })).toBeNull();
  });

  it('re-schedules from every status to a new, valid date', () => {
    for (const status of ['pending', 'approved', 'rejected']) {
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
    // and says why the other answer is no longer open: the date is re-scheduled instead
    expect(explainRefusal(m, at(m, 'approved'), { type: 'REJECT', reject_reason: 'x' })).toEqual({ status: 409, message: 'appointment.approvedNoReject' });
    expect(explainRefusal(m, at(m, 'rejected'), { type: 'APPROVE' })).toEqual({ status: 409, message: 'appointment.rejectedNoApprove' });
  });

  it('lets the receiver answer and the authority schedule', () => {
    const receiver = { permissions: ['delivery-appointment-index'], accountType: 'service_provider', parties: ['receiver'] };
    expect(availableEvents(m, 'pending', receiver)).toEqual(['APPROVE', 'REJECT']);
    expect(availableEvents(m, 'pending', { ...receiver, parties: [] })).toEqual([]);
    const kidana = { permissions: ['delivery-appointment-creat-index', 'absence-history'], accountType: 'kdana' };
    expect(availableEvents(m, 'approved', kidana)).toEqual(['RESCHEDULE']);
  });
});
