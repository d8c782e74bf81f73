import { describe, expect, it } from 'vitest';
import { clearanceMachine as m } from './machine';
import { at, outcome, send, start } from '../core/testing';
import { availableEvents, explainRefusal, statusOf } from '../core/runtime';

describe('clearance', () => {
  it('starts awaiting the vote', () => {
    expect(statusOf(start(m))).toBe('pending');
  });

  it('a vote of accept sets accept, a vote of reject sets reject (spec 001 §4)', () => {
    expect(outcome(m, at(m, 'pending'), { type: 'VOTE', company_id: 21, vote: 'accept' })).toBe('accept');
    expect(outcome(m, at(m, 'pending'), { type: 'VOTE', company_id: 21, vote: 'reject', reason: 'An unpaid invoice' })).toBe('reject');
  });

  it('a reject says why: a 422 on reason when it is missing or blank', () => {
    expect(explainRefusal(m, at(m, 'pending'), { type: 'VOTE', vote: 'reject' })).toEqual({ status: 422, field: 'reason', message: 'clearance.reasonRequired' });
    expect(explainRefusal(m, at(m, 'pending'), { type: 'VOTE', vote: 'reject', reason: '   ' })).toEqual({ status: 422, field: 'reason', message: 'clearance.reasonRequired' });
    expect(explainRefusal(m, at(m, 'accept'), { type: 'VOTE', vote: 'reject' })).toEqual({ status: 422, field: 'reason', message: 'clearance.reasonRequired' });
    expect(outcome(m, at(m, 'accept'), { type: 'VOTE', vote: 'reject' })).toBe('refused');
    expect(outcome(m, at(m, 'pending'), { type: 'VOTE', vote: 'accept' })).toBe('accept');
  });

  it('takes the branch the vote names', () => {
    expect(send(m, at(m, 'pending'), { type: 'VOTE', vote: 'accept' }).value).toEqual({ pending: 'VOTE' });
    expect(send(m, at(m, 'pending'), { type: 'VOTE', vote: 'reject', reason: 'Debt' }).value).toEqual({ pending: 'VOTE_1' });
  });

  it('needs a vote of accept or reject', () => {
    expect(outcome(m, at(m, 'pending'), { type: 'VOTE', vote: 'maybe' })).toBe('refused');
    expect(explainRefusal(m, at(m, 'pending'), { type: 'VOTE', vote: 'maybe' })).toEqual({ status: 422, field: 'vote', message: 'clearance.voteRequired' });
    expect(explainRefusal(m, at(m, 'accept'), { type: 'VOTE' })).toEqual({ status: 422, field: 'vote', message: 'clearance.voteRequired' });
  });

  it('lets the voter change the vote, and warns on the same vote again (code 104)', () => {
    expect(outcome(m, at(m, 'accept'), { type: 'VOTE', vote: 'reject', reason: 'A penalty is unpaid' })).toBe('reject');
    expect(outcome(m, at(m, 'reject'), { type: 'VOTE', vote: 'accept' })).toBe('accept');
    expect(explainRefusal(m, at(m, 'accept'), { type: 'VOTE', vote: 'accept' })).toEqual({ status: 409, message: 'clearance.alreadyAccepted', code: '104' });
    expect(explainRefusal(m, at(m, 'reject'), { type: 'VOTE', vote: 'reject', reason: 'Still owes' })).toEqual({ status: 409, message: 'clearance.alreadyRejected', code: '104' });
    expect(outcome(m, at(m, 'reject'), { type: 'VOTE', vote: 'reject' })).toBe('refused');
  });

  it('lets only the voter vote', () => {
    expect(availableEvents(m, 'pending', { permissions: ['clearance-kidana-index'], accountType: 'kdana', parties: ['voter'] })).toEqual(['VOTE']);
    expect(availableEvents(m, 'pending', { permissions: ['clearance-kidana-index'], accountType: 'kdana' })).toEqual([]);
    expect(availableEvents(m, 'pending', { permissions: ['clearance-sadad-index'], accountType: 'kdana', parties: ['voter'] })).toEqual([]);
  });
});
