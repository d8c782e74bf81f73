import { describe, expect, it } from 'vitest';
import { notificationMachine as m } from './machine';
import { NOTIFICATION_IS_SEEN, notificationStatusOf } from './constants';
import { at, outcome, start } from '../core/testing';
import { availableEvents, explainRefusal, statusOf } from '../core/runtime';

describe('notification', () => {
  it('starts unseen; is_seen 0/1 stand for its statuses', () => {
    expect(statusOf(start(m))).toBe('unseen');
    expect(NOTIFICATION_IS_SEEN).toEqual({ unseen: 0, seen: 1 });
    expect(notificationStatusOf(0)).toBe('unseen');
    expect(notificationStatusOf(1)).toBe('seen');
  });

  it('becomes seen when clicked or cleared', () => {
    expect(outcome(m, at(m, 'unseen'), { type: 'SEE' })).toBe('seen');
    expect(outcome(m, at(m, 'unseen'), { type: 'CLEAR' })).toBe('seen');
  });

  it('answers "already seen" (code 104) when seen again', () => {
    expect(outcome(m, at(m, 'seen'), { type: 'SEE' })).toBe('refused');
    expect(explainRefusal(m, at(m, 'seen'), { type: 'SEE' })).toEqual({ status: 409, message: 'notification.alreadySeen', code: '104' });
    expect(explainRefusal(m, at(m, 'seen'), { type: 'CLEAR' })).toMatchObject({ code: '104' });
  });

  it('is seen only by its recipient', () => {
    expect(availableEvents(m, 'unseen', { permissions: [], accountType: 'gov', parties: ['recipient'] })).toEqual(['SEE', 'CLEAR']);
    expect(availableEvents(m, 'unseen', { permissions: ['notification-index'], accountType: 'admin' })).toEqual([]);
  });
});
