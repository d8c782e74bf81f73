import { describe, expect, it } from 'vitest';
import { initialTransition } from 'xstate';
import { achievementReportMachine } from './machine';
import { outcome } from '../core/testing';
import { availableEvents, describeLifecycle, explainRefusal, restore, statusOf } from '../core';

const at = (status: string) => restore(achievementReportMachine, status, { record: { id: 4, status } });

describe('achievementReport', () => {
  it("starts pending and keeps the spec's status words", () => {
    expect(statusOf(initialTransition(achievementReportMachine, {})[0])).toBe('pending');
    expect(describeLifecycle(achievementReportMachine).states.map((s) => s.key)).toEqual(['pending', 'approve', 'disapproved', 'old']);
  });

  it('is approved, or disapproved with a reason', () => {
    expect(outcome(achievementReportMachine, at('pending'), { type: 'APPROVE' })).toBe('approve');
    expect(outcome(achievementReportMachine, at('pending'), { type: 'DISAPPROVE', rejection_reason: 'Progress overstated' })).toBe('disapproved');
    expect(explainRefusal(achievementReportMachine, at('pending'), { type: 'DISAPPROVE' })).toEqual({ status: 422, field: 'rejection_reason', message: 'validation.rejectCause' });
  });

  it('becomes old when a newer report is filed, unless it was approved', () => {
    expect(outcome(achievementReportMachine, at('pending'), { type: 'SUPERSEDE' })).toBe('old');
    expect(outcome(achievementReportMachine, at('disapproved'), { type: 'SUPERSEDE' })).toBe('old');
    expect(outcome(achievementReportMachine, at('approve'), { type: 'SUPERSEDE' })).toBe('refused');
  });

  it('refuses deciding again, and deciding an old report', () => {
    expect(explainRefusal(achievementReportMachine, at('approve'), { type: 'DISAPPROVE', rejection_reason: 'x' })).toEqual({ status: 409, message: 'achievementReport.alreadyDecided', code: '104' });
    expect(explainRefusal(achievementReportMachine, at('disapproved'), { type: 'APPROVE' })).toEqual({ status: 409, message: 'achievementReport.alreadyDecided', code: '104' });
    expect(explainRefusal(achievementReportMachine, at('old'), { type: 'APPROVE' })).toEqual({ status: 409, message: 'achievementReport.old' });
  });

  it('is decided by the authority and superseded by the consultant', () => {
    expect(availableEvents(achievementReportMachine, 'pending', { permissions: ['order-report-index'], accountType: 'kdana' })).toEqual(['APPROVE', 'DISAPPROVE']);
    expect(availableEvents(achievementReportMachine, 'pending', { permissions: [], accountType: 'design_office', parties: ['consultant'] })).toEqual(['SUPERSEDE']);
    expect(availableEvents(achievementReportMachine, 'pending', { permissions: ['order-report-index'], accountType: 'contractor' })).toEqual([]);
  });
});
