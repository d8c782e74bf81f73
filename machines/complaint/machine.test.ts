import { describe, expect, it } from 'vitest';
import { complaintMachine as m, seesAllComplaints } from './machine';
import { at, outcome, start } from '../core/testing';
import { availableEvents, explainRefusal, statusOf } from '../core/runtime';

const desk = { permissions: ['complaint-manage', 'complaint-index', 'complaint-details'], accountType: 'kdana' };
const company = { permissions: ['complaint-index', 'complaint-create', 'complaint-details'], accountType: 'service_provider', parties: ['owner'] };

describe('complaint', () => {
  it('starts filed', () => {
    expect(statusOf(start(m))).toBe('filed');
  });

  it('is reviewed, then resolved with a note', () => {
    expect(outcome(m, at(m, 'filed'), { type: 'UPDATE', title: 'x' })).toBe('filed');
    expect(outcome(m, at(m, 'filed'), { type: 'START_REVIEW' })).toBe('in_review');
    expect(outcome(m, at(m, 'in_review'), { type: 'RESOLVE', resolution: 'نُظّف الموقع' })).toBe('resolved');
  });

  it('is rejected with a reason, while filed or in review', () => {
    expect(outcome(m, at(m, 'filed'), { type: 'REJECT', reject_reason: 'مكررة' })).toBe('rejected');
    expect(outcome(m, at(m, 'in_review'), { type: 'REJECT', reject_reason: 'مكررة' })).toBe('rejected');
  });

  it('needs the resolution note and the reason (422 on the field), not blank and not too long', () => {
    expect(explainRefusal(m, at(m, 'in_review'), { type: 'RESOLVE' })).toEqual({ status: 422, field: 'resolution', message: 'complaint.resolutionRequired' });
    expect(explainRefusal(m, at(m, 'in_review'), { type: 'RESOLVE', resolution: '   ' })).toMatchObject({ field: 'resolution' });
    expect(explainRefusal(m, at(m, 'in_review'), { type: 'RESOLVE', resolution: 'x'.repeat(2001) })).toEqual({ status: 422, field: 'resolution', message: 'complaint.noteTooLong' });
    expect(explainRefusal(m, at(m, 'filed'), { type: 'REJECT', reject_reason: '' })).toEqual({ status: 422, field: 'reject_reason', message: 'complaint.reasonRequired' });
    expect(outcome(m, at(m, 'filed'), { type: 'REJECT' })).toBe('refused');
  });

  it('is edited only while filed, resolved only in review, and ends once resolved or rejected', () => {
    expect(explainRefusal(m, at(m, 'in_review'), { type: 'UPDATE', title: 'x' })).toEqual({ status: 409, message: 'lifecycle.unallowed' });
    expect(outcome(m, at(m, 'filed'), { type: 'RESOLVE', resolution: 'x' })).toBe('refused');
    expect(outcome(m, at(m, 'in_review'), { type: 'START_REVIEW' })).toBe('refused');
    for (const s of ['resolved', 'rejected']) {
      for (const type of ['UPDATE', 'START_REVIEW', 'RESOLVE', 'REJECT']) expect(outcome(m, at(m, s), { type, resolution: 'x', reject_reason: 'x' })).toBe('refused');
    }
  });

  it('is corrected by its company and handled by the desk (staff) only', () => {
    expect(availableEvents(m, 'filed', company)).toEqual(['UPDATE']);
    expect(availableEvents(m, 'filed', desk)).toEqual(['START_REVIEW', 'REJECT']);
    expect(availableEvents(m, 'in_review', desk)).toEqual(['RESOLVE', 'REJECT']);
    expect(availableEvents(m, 'in_review', company)).toEqual([]);
    // a company holding the desk's permission is still not the desk
    expect(availableEvents(m, 'filed', { ...company, permissions: [...company.permissions, 'complaint-manage'] })).toEqual(['UPDATE']);
    // another company is not the owner
    expect(availableEvents(m, 'filed', { ...company, parties: [] })).toEqual([]);
    expect(seesAllComplaints('admin') && seesAllComplaints('kdana') && !seesAllComplaints('service_provider') && !seesAllComplaints('gov')).toBe(true);
  });
});
