import { describe, expect, it } from 'vitest';
import { orderMachine, readinessLicenceMachine, ticketMachine, userAccountMachine } from '../../../machines';
import { COMPLETE_ORDER_FACTS } from '../../../machines/order/machine';
import { createExplorer, currentStatus, initialContext, jumpTo, parsePayload, pathSteps, recordContext, sendEvent, undoLast, withContext, type ExplorerState } from './explorer';

const at = new Date('2026-05-20T08:30:00');

describe('the explorer model', () => {
  it('starts in the initial status, or the one asked for, with the context the machine makes from its input', () => {
    expect(currentStatus(createExplorer(userAccountMachine))).toBe('pending');
    expect(currentStatus(createExplorer(ticketMachine, { status: 'answered' }))).toBe('answered');
    expect(initialContext(orderMachine)).toEqual({ facts: COMPLETE_ORDER_FACTS });
    expect(initialContext(orderMachine, { facts: { pledgesOutstanding: 2 } })).toEqual({ facts: { ...COMPLETE_ORDER_FACTS, pledgesOutstanding: 2 } });
    expect(() => createExplorer(userAccountMachine, { status: 'nowhere' })).toThrow(/unknown status/);
  });

  it('takes a step through the machine and records it', async () => {
    const { state, entry } = await sendEvent(userAccountMachine, createExplorer(userAccountMachine), { type: 'ACTIVATE', roles: [2] }, at);
    expect(entry).toEqual({ kind: 'step', at, from: 'pending', event: 'ACTIVATE', to: 'active', payload: { roles: [2] } });
    expect(currentStatus(state)).toBe('active');
    expect(pathSteps(state)).toHaveLength(1);
    // the resting snapshot is of the plain machine, ready for the next event
    expect(state.snapshot.value).toEqual({ active: 'idle' });
  });

  it('reports a guard refusal with its field and changes nothing', async () => {
    const start = createExplorer(userAccountMachine);
    const { state, entry } = await sendEvent(userAccountMachine, start, { type: 'ACTIVATE', roles: [] }, at);
    expect(entry).toMatchObject({ kind: 'refused', status: 'pending', event: 'ACTIVATE', refusal: { status: 422, field: 'roles', message: 'validation.roles.min' } });
    expect(state.snapshot).toBe(start.snapshot);
    expect(pathSteps(state)).toHaveLength(0);
    expect(state.journal).toHaveLength(1);
  });

  it("reports a status's worded refusal (already active, 104) and the spec's Unallowed action! otherwise", async () => {
    const active = (await sendEvent(userAccountMachine, createExplorer(userAccountMachine), { type: 'ACTIVATE', roles: [2] })).state;
    const again = await sendEvent(userAccountMachine, active, { type: 'ACTIVATE', roles: [2] });
    expect(again.entry).toMatchObject({ kind: 'refused', refusal: { status: 409, code: '104', message: 'userAccount.alreadyActive' } });
    const other = await sendEvent(userAccountMachine, active, { type: 'RESUBMIT' });
    expect(other.entry).toMatchObject({ kind: 'refused', refusal: { status: 409, message: 'lifecycle.unallowed' } });
    expect(currentStatus(other.state)).toBe('active');
  });

  it('fails the next call when asked: the status stays, the failure is used up', async () => {
    const failing: ExplorerState = { ...createExplorer(ticketMachine), failNext: 'stale' };
    const failed = await sendEvent(ticketMachine, failing, { type: 'CLOSE' }, at);
    expect(failed.entry).toEqual({ kind: 'failed', at, status: 'open', event: 'CLOSE', payload: {}, failure: { status: 409, message: 'lifecycle.stale' } });
    expect(currentStatus(failed.state)).toBe('open');
    expect(failed.state.failNext).toBeNull();
    const next = await sendEvent(ticketMachine, failed.state, { type: 'CLOSE' });
    expect(currentStatus(next.state)).toBe('closed');
  });

  it('keeps a failure asked for when the machine refuses first (no call was made)', async () => {
    const failing: ExplorerState = { ...createExplorer(ticketMachine), failNext: 'server' };
    const refused = await sendEvent(ticketMachine, failing, { type: 'FORWARD' });
    expect(refused.entry.kind).toBe('refused');
    expect(refused.state.failNext).toBe('server');
    const failed = await sendEvent(ticketMachine, refused.state, { type: 'FORWARD', group_id: 4 });
    expect(failed.entry).toMatchObject({ kind: 'failed', failure: { status: 500, message: 'error.generic' } });
  });

  it("reads an order's facts from the context: SUBMIT's refusals in order, then it goes through", async () => {
    let state = createExplorer(orderMachine, { input: { facts: { servicesWithoutSpecialty: 1, pledgesOutstanding: 1 } } });
    const first = await sendEvent(orderMachine, state, { type: 'SUBMIT' });
    expect(first.entry).toMatchObject({ kind: 'refused', refusal: { message: 'order.servicesWithoutSpecialty' } });
    state = withContext(orderMachine, first.state, { facts: { ...COMPLETE_ORDER_FACTS, pledgesOutstanding: 1 } }, at);
    expect(state.journal.at(-1)).toEqual({ kind: 'context', at, status: 'draft' });
    const second = await sendEvent(orderMachine, state, { type: 'SUBMIT' });
    expect(second.entry).toMatchObject({ kind: 'refused', refusal: { message: 'order.pledgesOutstanding' } });
    state = withContext(orderMachine, second.state, { facts: COMPLETE_ORDER_FACTS });
    const third = await sendEvent(orderMachine, state, { type: 'SUBMIT' });
    expect(currentStatus(third.state)).toBe('design_review');
    expect(recordContext(third.state.snapshot)).toEqual({ facts: COMPLETE_ORDER_FACTS });
  });

  it('undoes the last step with whatever was tried after it; jumps and context changes undo too', async () => {
    let state = createExplorer(readinessLicenceMachine);
    state = (await sendEvent(readinessLicenceMachine, state, { type: 'ANSWER', order_id: 15, form_id: 4, answers: {} })).state;
    state = (await sendEvent(readinessLicenceMachine, state, { type: 'DISAPPROVE', rejection_reason: 'x' })).state;
    state = (await sendEvent(readinessLicenceMachine, state, { type: 'APPROVE', validity_period: 0 })).state;
    expect(state.journal.map((e) => e.kind)).toEqual(['step', 'step', 'refused']);
    state = undoLast(state);
    expect(currentStatus(state)).toBe('pending');
    expect(state.journal.map((e) => e.kind)).toEqual(['step']);
    state = jumpTo(readinessLicenceMachine, state, 'approved', at);
    expect(currentStatus(state)).toBe('approved');
    expect(state.journal.at(-1)).toEqual({ kind: 'jump', at, from: 'pending', to: 'approved' });
    state = undoLast(undoLast(state));
    expect(currentStatus(state)).toBe('pending');
    expect(state.journal).toEqual([]);
    expect(undoLast(state)).toBe(state);
  });

  it('parses the payload editor: an object, minus any type; else why not', () => {
    expect(parsePayload('')).toEqual({ ok: true, value: {} });
    expect(parsePayload('{"roles": [2], "type": "REJECT"}')).toEqual({ ok: true, value: { roles: [2] } });
    expect(parsePayload('{roles: [2]}')).toEqual({ ok: false, error: 'json' });
    expect(parsePayload('[1]')).toEqual({ ok: false, error: 'object' });
    expect(parsePayload('null')).toEqual({ ok: false, error: 'object' });
  });
});
