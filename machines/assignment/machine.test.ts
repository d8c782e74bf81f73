import { describe, expect, it } from 'vitest';
import { assignmentMachine as m } from './machine';
import { at, outcome, send, start } from '../core/testing';
import { acceptedEvents, availableEvents, explainRefusal, statusOf } from '../core/runtime';
import { describeLifecycle } from '../core/describe';

const record = { id: 7, status: 'returned', receiver_company_id: 21, receiver_cr: '4030000000' };

describe('assignment', () => {
  it('starts awaiting an appointment', () => {
    expect(statusOf(start(m))).toBe('pending');
  });

  it('goes pending → appointment → answered → deliverd → returned → pending', () => {
    expect(outcome(m, at(m, 'pending'), { type: 'SCHEDULE_APPOINTMENT', appointment: '2026-05-20T09:00:00+03:00' })).toBe('appointment');
    expect(outcome(m, at(m, 'appointment'), { type: 'ANSWER_FORM', form_id: 3 })).toBe('answered');
    expect(outcome(m, at(m, 'answered'), { type: 'EDIT_FORM', form_id: 3 })).toBe('answered');
    expect(outcome(m, at(m, 'answered'), { type: 'DELIVER' })).toBe('deliverd');
    expect(outcome(m, at(m, 'deliverd'), { type: 'RETURN' })).toBe('returned');
    expect(outcome(m, at(m, 'returned', record), { type: 'RE_CUSTOMIZE', receiver_company_id: 22 })).toBe('pending');
  });

  it('waits for a new appointment after an absence', () => {
    expect(outcome(m, at(m, 'appointment'), { type: 'RECORD_ABSENCE', appointment_id: 11, company_id: 21 })).toBe('pending');
  });

  it('needs an appointment date, a valid one', () => {
    const s = at(m, 'pending');
    expect(explainRefusal(m, s, { type: 'SCHEDULE_APPOINTMENT', appointment: '' })).toEqual({ status: 422, field: 'appointment', message: 'assignment.appointmentRequired' });
    expect(explainRefusal(m, s, { type: 'SCHEDULE_APPOINTMENT', appointment: 'next week' })).toEqual({ status: 422, field: 'appointment', message: 'validation.date' });
    expect(outcome(m, s, { type: 'SCHEDULE_APPOINTMENT', appointment: 'next week' })).toBe('refused');
  });

  it('needs a form choice to answer or edit the handover form ("A form choice is required")', () => {
    expect(explainRefusal(m, at(m, 'appointment'), { type: 'ANSWER_FORM' })).toEqual({ status: 422, field: 'form_id', message: 'assignment.formRequired' });
    expect(explainRefusal(m, at(m, 'answered'), { type: 'EDIT_FORM', form_id: 0 })).toMatchObject({ field: 'form_id' });
    expect(send(m, at(m, 'appointment'), { type: 'ANSWER_FORM' }).value).toEqual({ appointment: 'idle' });
  });

  it('records an absence only with the appointment and the company (absence_history/store)', () => {
    const s = at(m, 'appointment');
    expect(explainRefusal(m, s, { type: 'RECORD_ABSENCE', company_id: 21 })).toEqual({ status: 422, field: 'appointment_id', message: 'assignment.absenceAppointmentRequired' });
    expect(explainRefusal(m, s, { type: 'RECORD_ABSENCE', appointment_id: 11 })).toEqual({ status: 422, field: 'company_id', message: 'assignment.absenceCompanyRequired' });
  });

  it('records the absence of the receiving company only, then books anew', () => {
    const s = at(m, 'appointment', { ...record, status: 'appointment' });
    expect(explainRefusal(m, s, { type: 'RECORD_ABSENCE', appointment_id: 11, company_id: 22 })).toEqual({ status: 422, field: 'company_id', message: 'assignment.absenceNotReceiver' });
    expect(outcome(m, s, { type: 'RECORD_ABSENCE', appointment_id: 11, company_id: 22 })).toBe('refused');
    expect(outcome(m, s, { type: 'RECORD_ABSENCE', appointment_id: 11, company_id: 21 })).toBe('pending');
    // the rebooking is a new appointment: the assignment is scheduled again
    expect(outcome(m, at(m, 'pending', { ...record, status: 'pending' }), { type: 'SCHEDULE_APPOINTMENT', appointment: '2026-05-22T09:00:00+03:00' })).toBe('appointment');
  });

  it('re-customises a returned camp only to another company', () => {
    const s = at(m, 'returned', record);
    expect(explainRefusal(m, s, { type: 'RE_CUSTOMIZE' })).toEqual({ status: 422, field: 'receiver_company_id', message: 'assignment.receiverRequired' });
    expect(explainRefusal(m, s, { type: 'RE_CUSTOMIZE', receiver_company_id: 21 })).toEqual({ status: 422, field: 'receiver_company_id', message: 'assignment.sameReceiver' });
    expect(outcome(m, s, { type: 'RE_CUSTOMIZE', receiver_company_id: 21 })).toBe('refused');
    expect(explainRefusal(m, s, { type: 'RE_CUSTOMIZE', receiver_company_id: 22 })).toBeNull();
  });

  it('is not returned while the handover is in progress, nor delivered before it', () => {
    expect(acceptedEvents(m, 'answered')).not.toContain('RETURN');
    expect(explainRefusal(m, at(m, 'answered'), { type: 'RETURN' })).toEqual({ status: 409, message: 'assignment.handoverStarted' });
    expect(outcome(m, at(m, 'appointment'), { type: 'DELIVER' })).toBe('refused');
  });

  it('says why each status does not take the others, never a bare "Unallowed action!"', () => {
    const events = describeLifecycle(m).events;
    for (const { key } of describeLifecycle(m).states) {
      for (const type of events.filter((e) => !acceptedEvents(m, key).includes(e))) {
        expect(explainRefusal(m, at(m, key), { type })?.message, `${key} ${type}`).not.toBe('lifecycle.unallowed');
      }
    }
    expect(explainRefusal(m, at(m, 'pending'), { type: 'ANSWER_FORM', form_id: 3 })).toEqual({ status: 409, message: 'assignment.noAppointment' });
    expect(explainRefusal(m, at(m, 'returned'), { type: 'RETURN' })).toEqual({ status: 409, message: 'assignment.alreadyReturned', code: '104' });
  });

  it('goes back to awaiting an appointment when the authority cancels one the company has not approved', () => {
    expect(outcome(m, at(m, 'appointment'), { type: 'CANCEL_APPOINTMENT' })).toBe('pending');
    expect(explainRefusal(m, at(m, 'pending'), { type: 'CANCEL_APPOINTMENT' })).toEqual({ status: 409, message: 'assignment.noAppointment' });
    expect(explainRefusal(m, at(m, 'answered'), { type: 'CANCEL_APPOINTMENT' })).toEqual({ status: 409, message: 'assignment.handoverStarted' });
    expect(outcome(m, at(m, 'deliverd'), { type: 'CANCEL_APPOINTMENT' })).toBe('refused');
    const companyOnly = { permissions: ['delivery-appointment-index'], accountType: 'service_provider' };
    expect(availableEvents(m, 'appointment', companyOnly)).not.toContain('CANCEL_APPOINTMENT');
  });

  it('gives each step to its permission', () => {
    const kidana = { permissions: ['delivery-appointment-creat-index', 'absence-history', 'assign-update', 'assign-re-customization'], accountType: 'kdana' };
    expect(availableEvents(m, 'pending', kidana)).toEqual(['SCHEDULE_APPOINTMENT', 'RETURN']);
    expect(availableEvents(m, 'appointment', kidana)).toEqual(['RECORD_ABSENCE', 'CANCEL_APPOINTMENT', 'RETURN']);
    expect(availableEvents(m, 'returned', kidana)).toEqual(['RE_CUSTOMIZE']);
    const company = { permissions: ['appointment-form-answer', 'delivery-sign', 'assign-update'], accountType: 'service_provider', parties: ['signer'] };
    expect(availableEvents(m, 'appointment', company)).toEqual(['ANSWER_FORM']);
    expect(availableEvents(m, 'answered', company)).toEqual(['DELIVER']);
    expect(availableEvents(m, 'deliverd', company)).toEqual([]);
    expect(availableEvents(m, 'answered', { ...company, parties: [] })).toEqual([]);
  });
});
