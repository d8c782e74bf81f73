import { describe, expect, it } from 'vitest';
import { locationOrderMachine } from './machine';
import { orderMachine } from '../order/machine';
import { COMPLETE_ORDER_FACTS, orderContext, type OrderRecord } from '../order/machine';
import { outcome } from '../core/testing';
import { availableEvents, describeLifecycle, explainRefusal, restore, type Sender } from '../core';

const record: OrderRecord = { id: 3, status: 'draft', receiver_id: 100 };
const owner: Sender = { permissions: ['locationorder-update'], accountType: 'service_provider', parties: ['owner'] };

describe('location order', () => {
  it('shares the lifecycle under the locationorder-* permissions, without the order-only events', () => {
    const order = describeLifecycle(orderMachine);
    const location = describeLifecycle(locationOrderMachine);
    expect(location.states.map((s) => s.key)).toEqual(order.states.map((s) => s.key));
    expect(location.events).not.toContain('SET_ELECTRIC_METER');
    expect(location.events).not.toContain('ARRANGE_ELECTRICITY_DELIVERY');
    expect(location.events).not.toContain('CHOOSE_GARBAGE_COMPANY');
    expect(order.events.filter((e) => !location.events.includes(e)).sort()).toEqual(['ARRANGE_ELECTRICITY_DELIVERY', 'CHOOSE_GARBAGE_COMPANY', 'SET_ELECTRIC_METER']);
    const perms = new Set(location.states.flatMap((s) => s.transitions.flatMap((t) => t.meta.who.permissions ?? [])));
    expect([...perms].every((p) => p.startsWith('locationorder-'))).toBe(true);
    expect(availableEvents(locationOrderMachine, 'draft', owner)).toEqual(['UPDATE', 'SUBMIT']);
    // the order-* permission does not reach location orders
    expect(availableEvents(locationOrderMachine, 'draft', { ...owner, permissions: ['order-update'] })).toEqual([]);
  });

  it('refuses SUBMIT with the same messages', () => {
    const s = restore(locationOrderMachine, 'draft', orderContext(record, { ...COMPLETE_ORDER_FACTS, rejectedAttachments: 1 }));
    expect(explainRefusal(locationOrderMachine, s, { type: 'SUBMIT' })?.message).toBe('order.rejectedAttachments');
  });

  it('runs the whole way from draft to licensed', () => {
    const steps: Array<[string, Record<string, unknown>, string]> = [
      ['draft', { type: 'SUBMIT' }, 'design_review'],
      ['design_review', { type: 'APPROVE' }, 'contracting'],
      ['contracting', { type: 'CONSULTANT_ACCEPT' }, 'awaiting_contractor'],
      ['awaiting_contractor', { type: 'CONTRACTOR_ACCEPT' }, 'signing'],
      ['signing', { type: 'SEND_TO_TSLEEM' }, 'tsleem_processing'],
      ['tsleem_processing', { type: 'APPROVE', license_end_date: '2026-06-30' }, 'licensed'],
    ];
    for (const [from, event, to] of steps) {
      const s = restore(locationOrderMachine, from, orderContext({ ...record, status: from }, COMPLETE_ORDER_FACTS));
      expect(outcome(locationOrderMachine, s, event as never)).toBe(to);
    }
  });
});
