import { describe, expect, it } from 'vitest';
import { initialTransition } from 'xstate';
import { readinessCreationRule, readinessLicenceMachine } from './machine';
import { READINESS_REDIRECT } from './constants';
import { outcome, send } from '../core/testing';
import { availableEvents, describeLifecycle, explainRefusal, restore, statusOf } from '../core';
import { positionOf } from '../core/graph';

const at = (status: string, answered = true) => restore(readinessLicenceMachine, status, { record: { id: 11, status }, facts: { answered } });
const owner = { permissions: ['readiness-license-create', 'readiness-license-edit'], accountType: 'service_provider', parties: ['owner'] };
const decider = { permissions: ['readiness-license-ready'], accountType: 'kdana' };
const answers = { order_id: 11, form_id: 4, answers: { 1: 'yes' } };

/** The refusal, and that the machine stays where it was. */
function refused(status: string, event: { type: string; [k: string]: unknown }, answered = true) {
  const s = at(status, answered);
  expect(positionOf(send(readinessLicenceMachine, s, event))).toEqual({ status, child: 'idle' });
  return explainRefusal(readinessLicenceMachine, s, event);
}

const create = (event: Record<string, unknown>) => readinessCreationRule.explain?.({ event: { type: 'CREATE', ...event } }) ?? null;

describe('readinessLicence: statuses (001 §4)', () => {
  it('has exactly the spec vocabulary, and a licence starts pending', () => {
    expect(
      describeLifecycle(readinessLicenceMachine)
        .states.map((s) => s.key)
        .sort(),
    ).toEqual(['approved', 'cancelled', 'disapproved', 'pending', 'rejected']);
    expect(statusOf(initialTransition(readinessLicenceMachine, {})[0])).toBe('pending');
  });
});

describe('readinessLicence: creation (001 §5)', () => {
  it('accepts a chosen camp with the pledge agreed (flags as 0/1)', () => {
    expect(create({ assign_camp_id: 8, is_committed: 1 })).toBeNull();
    expect(create({ assign_camp_id: '8', is_committed: '1' })).toBeNull();
  });

  it('refuses "please select the camp" before "please agree to the pledge"', () => {
    expect(create({ is_committed: 1 })).toEqual({ status: 422, field: 'assign_camp_id', message: 'readinessLicence.selectCamp' });
    expect(create({ assign_camp_id: 0, is_committed: 0 })).toEqual({ status: 422, field: 'assign_camp_id', message: 'readinessLicence.selectCamp' });
    expect(create({ assign_camp_id: 8, is_committed: 0 })).toEqual({ status: 422, field: 'is_committed', message: 'readinessLicence.agreePledge' });
    expect(create({ assign_camp_id: 8 })).toMatchObject({ message: 'readinessLicence.agreePledge' });
  });
});

describe('readinessLicence: answers (001 §5)', () => {
  it('sends and revises the answers while pending, and resends them after a disapproval', () => {
    expect(outcome(readinessLicenceMachine, at('pending', false), { type: 'ANSWER', ...answers })).toBe('pending');
    expect(outcome(readinessLicenceMachine, at('pending'), { type: 'UPDATE_ANSWERS', ...answers })).toBe('pending');
    expect(outcome(readinessLicenceMachine, at('disapproved'), { type: 'UPDATE_ANSWERS', ...answers })).toBe('pending');
  });

  it('refuses "no order id submitted" before "no form id registered"', () => {
    for (const [status, type] of [
      ['pending', 'ANSWER'],
      ['pending', 'UPDATE_ANSWERS'],
      ['disapproved', 'UPDATE_ANSWERS'],
    ] as const) {
      expect(refused(status, { type, form_id: 4 })).toEqual({ status: 422, field: 'order_id', message: 'readinessLicence.noOrderId' });
      expect(refused(status, { type })).toMatchObject({ message: 'readinessLicence.noOrderId' });
      expect(refused(status, { type, order_id: 11 })).toEqual({ status: 422, field: 'form_id', message: 'readinessLicence.noFormId' });
      expect(refused(status, { type, order_id: 11, form_id: '' })).toMatchObject({ message: 'readinessLicence.noFormId' });
    }
  });

  it('updates the kroky only with a document', () => {
    for (const status of ['pending', 'disapproved']) {
      expect(outcome(readinessLicenceMachine, at(status), { type: 'UPDATE_KROKY', kroky_document: { name: 'kroky.pdf' } })).toBe(status);
      expect(refused(status, { type: 'UPDATE_KROKY' })).toEqual({ status: 422, field: 'kroky_document', message: 'validation.required' });
    }
  });
});

describe('readinessLicence: decisions (001 §5)', () => {
  it('approves with a non-zero validity period', () => {
    expect(outcome(readinessLicenceMachine, at('pending'), { type: 'APPROVE', validity_period: 30 })).toBe('approved');
    expect(outcome(readinessLicenceMachine, at('pending'), { type: 'APPROVE', validity_period: '15' })).toBe('approved');
    for (const validity_period of [0, '0', '', undefined, null, 'abc', -5]) {
      expect(refused('pending', { type: 'APPROVE', validity_period })).toEqual({ status: 422, field: 'validity_period', message: 'readinessLicence.noValidityPeriod' });
    }
  });

  it('disapproves and rejects only with a rejection reason', () => {
    expect(outcome(readinessLicenceMachine, at('pending'), { type: 'DISAPPROVE', rejection_reason: 'Fire exits blocked' })).toBe('disapproved');
    expect(outcome(readinessLicenceMachine, at('pending'), { type: 'REJECT', rejection_reason: 'Not a licensed camp' })).toBe('rejected');
    for (const type of ['DISAPPROVE', 'REJECT']) {
      expect(refused('pending', { type })).toEqual({ status: 422, field: 'rejection_reason', message: 'readinessLicence.noRejectionReason' });
      expect(refused('pending', { type, rejection_reason: '   ' })).toMatchObject({ message: 'readinessLicence.noRejectionReason' });
    }
  });

  it('decides nothing while the answers are not sent (has_answers_in_version false)', () => {
    for (const event of [
      { type: 'APPROVE', validity_period: 30 },
      { type: 'DISAPPROVE', rejection_reason: 'x' },
      { type: 'REJECT', rejection_reason: 'x' },
    ]) {
      expect(refused('pending', event, false)).toEqual({ status: 409, message: 'readinessLicence.answersNotSent' });
    }
  });

  it('is cancelled by its owner before a final decision', () => {
    for (const status of ['pending', 'disapproved']) expect(outcome(readinessLicenceMachine, at(status), { type: 'CANCEL' })).toBe('cancelled');
  });

  it('takes nothing once approved, rejected (final) or cancelled', () => {
    const finals = describeLifecycle(readinessLicenceMachine)
      .states.filter((s) => s.final)
      .map((s) => s.key);
    expect(finals.sort()).toEqual(['approved', 'cancelled', 'rejected']);
    for (const status of finals) {
      expect(refused(status, { type: 'CANCEL' })).toEqual({ status: 409, message: 'lifecycle.unallowed' });
      expect(refused(status, { type: 'APPROVE', validity_period: 30 })).toEqual({ status: 409, message: 'lifecycle.unallowed' });
    }
    expect(refused('disapproved', { type: 'APPROVE', validity_period: 30 })).toEqual({ status: 409, message: 'lifecycle.unallowed' });
  });
});

describe('readinessLicence: who and when', () => {
  it('offers the owner and the authority their own steps', () => {
    expect(availableEvents(readinessLicenceMachine, 'pending', owner)).toEqual(['ANSWER', 'UPDATE_ANSWERS', 'UPDATE_KROKY', 'CANCEL']);
    expect(availableEvents(readinessLicenceMachine, 'disapproved', owner)).toEqual(['UPDATE_ANSWERS', 'UPDATE_KROKY', 'CANCEL']);
    expect(availableEvents(readinessLicenceMachine, 'pending', decider)).toEqual(['APPROVE', 'DISAPPROVE', 'REJECT']);
    expect(availableEvents(readinessLicenceMachine, 'pending', { ...decider, accountType: 'service_provider' })).toEqual([]);
  });

  it('returns to the list one second after an action (001 §2, §9)', () => {
    expect(READINESS_REDIRECT).toEqual({ path: '/readiness-license', delayMs: 1000 });
  });
});
