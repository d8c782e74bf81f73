import { describe, expect, it } from 'vitest';
import { dbArchiveMachine as m } from './machine';
import { MAX_ACTIVE_ARCHIVES } from './constants';
import { at, outcome, start } from '../core/testing';
import { availableEvents, explainRefusal, statusOf, transitionsFrom } from '../core/runtime';

describe('dbArchive', () => {
  it('starts created; one season is active at a time', () => {
    expect(statusOf(start(m))).toBe('created');
    expect(MAX_ACTIVE_ARCHIVES).toBe(1);
  });

  it('is activated (after confirmation), and deactivated when another is', () => {
    expect(outcome(m, at(m, 'created'), { type: 'ACTIVATE' })).toBe('active');
    expect(transitionsFrom(m, 'created', 'ACTIVATE')[0].meta.confirm).toBeDefined();
    expect(outcome(m, at(m, 'active'), { type: 'DEACTIVATE' })).toBe('created');
  });

  it('warns "already active" (code 104) and refuses deactivating an inactive one', () => {
    expect(explainRefusal(m, at(m, 'active'), { type: 'ACTIVATE' })).toEqual({ status: 409, message: 'dbArchive.alreadyActive', code: '104' });
    expect(explainRefusal(m, at(m, 'created'), { type: 'DEACTIVATE' })).toEqual({ status: 409, message: 'dbArchive.notActive' });
    expect(outcome(m, at(m, 'active'), { type: 'ACTIVATE' })).toBe('refused');
  });

  it('is an administrator’s matter', () => {
    expect(availableEvents(m, 'created', { permissions: ['archive-index'], accountType: 'admin' })).toEqual(['ACTIVATE']);
    expect(availableEvents(m, 'created', { permissions: ['archive-index'], accountType: 'kdana' })).toEqual([]);
  });
});
