import { describe, expect, it } from 'vitest';
import { ticketMachine as m } from './machine';
import { TICKET_IMPORTANCE_LEVELS } from './constants';
import { at, outcome, start } from '../core/testing';
import { availableEvents, explainRefusal, restore, statusOf } from '../core/runtime';

const owner = { permissions: ['ticket-details'], accountType: 'service_provider', parties: ['owner', 'participant'] };
const handler = { permissions: ['ticket-details'], accountType: 'admin', parties: ['handler', 'participant'] };

describe('ticket', () => {
  it('starts open; importance levels as the spec spells them', () => {
    expect(statusOf(start(m))).toBe('open');
    expect(TICKET_IMPORTANCE_LEVELS).toEqual(['low', 'meduim', 'height']);
  });

  it('is answered, commented, forwarded and closed', () => {
    expect(outcome(m, at(m, 'open'), { type: 'ANSWER', content: 'تم' })).toBe('answered');
    expect(outcome(m, at(m, 'answered'), { type: 'COMMENT', content: 'لم تحل' })).toBe('open');
    expect(outcome(m, at(m, 'open'), { type: 'COMMENT', content: 'إضافة' })).toBe('open');
    expect(outcome(m, at(m, 'open'), { type: 'FORWARD', group_id: 5 })).toBe('forwarded');
    expect(outcome(m, at(m, 'forwarded'), { type: 'COMMENT', content: 'متابعة' })).toBe('forwarded');
    expect(outcome(m, at(m, 'forwarded'), { type: 'ANSWER', content: 'تم' })).toBe('answered');
    expect(outcome(m, at(m, 'answered'), { type: 'ANSWER', content: 'وللتوضيح' })).toBe('answered');
    for (const status of ['open', 'forwarded', 'answered']) expect(outcome(m, at(m, status), { type: 'CLOSE' })).toBe('closed');
  });

  it('takes no comments once closed (spec 001 §4)', () => {
    const s = at(m, 'closed');
    expect(outcome(m, s, { type: 'COMMENT', content: 'x' })).toBe('refused');
    expect(explainRefusal(m, s, { type: 'COMMENT', content: 'x' })).toEqual({ status: 409, message: 'ticket.closed' });
    expect(explainRefusal(m, s, { type: 'ANSWER', content: 'x' })).toEqual({ status: 409, message: 'ticket.closed' });
    expect(explainRefusal(m, s, { type: 'FORWARD', group_id: 5 })).toEqual({ status: 409, message: 'ticket.closed' });
    expect(explainRefusal(m, s, { type: 'CLOSE' })).toEqual({ status: 409, message: 'ticket.alreadyClosed', code: '104' });
  });

  it('needs the comment’s content and another admin group to forward to', () => {
    expect(explainRefusal(m, at(m, 'open'), { type: 'COMMENT', content: '  ' })).toEqual({ status: 422, field: 'content', message: 'ticket.contentRequired' });
    expect(explainRefusal(m, at(m, 'open'), { type: 'ANSWER' })).toEqual({ status: 422, field: 'content', message: 'ticket.contentRequired' });
    expect(explainRefusal(m, at(m, 'open'), { type: 'FORWARD', group_id: 'x' } as never)).toEqual({ status: 422, field: 'group_id', message: 'ticket.groupRequired' });
    expect(outcome(m, at(m, 'open'), { type: 'FORWARD' } as never)).toBe('refused');
    // the group holding the ticket (the server's fact) is no group to forward to
    const held = restore(m, 'open', { record: { id: 1, status: 'open' }, facts: { handlingGroupId: 5 } });
    expect(explainRefusal(m, held, { type: 'FORWARD', group_id: 5 })).toEqual({ status: 422, field: 'group_id', message: 'ticket.sameGroup' });
    expect(outcome(m, held, { type: 'FORWARD', group_id: '6' } as never)).toBe('forwarded');
  });

  it('gives the owner and the handlers their own steps', () => {
    expect(availableEvents(m, 'open', owner)).toEqual(['COMMENT', 'CLOSE']);
    expect(availableEvents(m, 'open', handler)).toEqual(['ANSWER', 'FORWARD', 'CLOSE']);
    expect(availableEvents(m, 'answered', handler)).toEqual(['ANSWER', 'FORWARD', 'CLOSE']);
    expect(availableEvents(m, 'answered', owner)).toEqual(['COMMENT', 'CLOSE']);
    expect(availableEvents(m, 'open', { permissions: ['ticket-index'], accountType: 'admin', parties: ['handler'] })).toEqual([]);
  });
});
