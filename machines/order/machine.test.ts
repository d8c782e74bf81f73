import { describe, expect, it } from 'vitest';
import { fromPromise, initialTransition } from 'xstate';
import { orderMachine } from './machine';
import { CONSULTING_STATUSES } from './constants';
import { COMPLETE_ORDER_FACTS, orderContext, type OrderFacts, type OrderInput, type OrderRecord } from './machine';
import { outcome, send, settle } from '../core/testing';
import { acceptedEvents, availableEvents, describeLifecycle, explainRefusal as explain, restore, runEvent, statusOf, type Sender } from '../core';
import { positionOf } from '../core/graph';

const record: OrderRecord = { id: 7, status: 'draft', receiver_id: 100 };
const at = (status: string, facts: Partial<OrderFacts> = {}) => restore(orderMachine, status, orderContext({ ...record, status }, { ...COMPLETE_ORDER_FACTS, ...facts }));

const owner: Sender = { permissions: ['order-update', 'order-details'], accountType: 'service_provider', parties: ['owner'] };
const tsleem: Sender = { permissions: ['order-processing-tsleem'], accountType: 'kdana' };
const designOffice: Sender = { permissions: ['order-details', 'order-consulting-index'], accountType: 'design_office', parties: ['designOffice'] };
const consultant: Sender = { permissions: ['order-consulting-index'], accountType: 'consultant', parties: ['consultant'] };
const contractor: Sender = { permissions: ['order-details'], accountType: 'contractor', parties: ['contractor'] };
const cancelDesk: Sender = { permissions: ['order-cancel-request-index'], accountType: 'admin' };
const licensing: Sender = { permissions: ['order-license'], accountType: 'admin' };

describe('order: statuses', () => {
  it('starts as a draft, assuming a complete order when given no facts', () => {
    const [s] = initialTransition(orderMachine, {});
    expect(statusOf(s)).toBe('draft');
    expect(s.context.facts).toEqual(COMPLETE_ORDER_FACTS);
    const [withFacts] = initialTransition(orderMachine, { facts: { pledgesOutstanding: 2 } });
    expect(withFacts.context.facts).toEqual({ ...COMPLETE_ORDER_FACTS, pledgesOutstanding: 2 });
  });

  it('has cancelled and rejected as its only final statuses', () => {
    const finals = describeLifecycle(orderMachine)
      .states.filter((s) => s.final)
      .map((s) => s.key);
    expect(finals.sort()).toEqual(['cancelled', 'rejected']);
  });

  it('labels every status in both languages with a badge tone', () => {
    for (const s of describeLifecycle(orderMachine).states) {
      expect(s.meta.label.ar).toMatch(/\S/);
      expect(s.meta.label.en).toMatch(/\S/);
      expect(['info', 'success', 'warning', 'danger']).toContain(s.meta.tone);
    }
  });
});

describe('order: SUBMIT and the spec messages (001 §8)', () => {
  it('goes to the design office when nothing is missing, from draft and from returned', () => {
    expect(outcome(orderMachine, at('draft'), { type: 'SUBMIT' })).toBe('design_review');
    expect(outcome(orderMachine, at('returned'), { type: 'SUBMIT' })).toBe('design_review');
    // the sharers sign later (signing): an unsigned sharer does not hold a draft back
    expect(outcome(orderMachine, at('draft', { unsignedSharers: 2 }), { type: 'SUBMIT' })).toBe('design_review');
  });

  const cases: Array<[string, Partial<OrderFacts>, string]> = [
    ['no service', { serviceCount: 0 }, 'order.incomplete'],
    ['services without specialties', { servicesWithoutSpecialty: 2 }, 'order.servicesWithoutSpecialty'],
    ['pledges not uploaded or processed', { pledgesOutstanding: 1 }, 'order.pledgesOutstanding'],
    ['rejected attachments not corrected', { rejectedAttachments: 3 }, 'order.rejectedAttachments'],
  ];
  for (const [what, facts, message] of cases) {
    it(`is refused when ${what}, and nothing changes`, () => {
      for (const status of ['draft', 'returned']) {
        const s = at(status, facts);
        expect(explain(orderMachine, s, { type: 'SUBMIT' })).toEqual({ status: 409, message });
        const next = send(orderMachine, s, { type: 'SUBMIT' });
        expect(positionOf(next)).toEqual({ status, child: 'idle' });
      }
    });
  }

  it('reports the first failing rule, in the order: complete, specialties, pledges, attachments', () => {
    expect(explain(orderMachine, at('draft', { serviceCount: 0, pledgesOutstanding: 1 }), { type: 'SUBMIT' })?.message).toBe('order.incomplete');
    expect(explain(orderMachine, at('draft', { servicesWithoutSpecialty: 1, pledgesOutstanding: 1, rejectedAttachments: 1 }), { type: 'SUBMIT' })?.message).toBe('order.servicesWithoutSpecialty');
    expect(explain(orderMachine, at('draft', { pledgesOutstanding: 1, rejectedAttachments: 1 }), { type: 'SUBMIT' })?.message).toBe('order.pledgesOutstanding');
    const submit = describeLifecycle(orderMachine)
      .states.find((s) => s.key === 'draft')
      ?.transitions.find((t) => t.event === 'SUBMIT');
    expect(submit?.guardRefusals?.map((r) => r.message)).toEqual(['order.incomplete', 'order.servicesWithoutSpecialty', 'order.pledgesOutstanding', 'order.rejectedAttachments']);
  });

  it('refuses SUBMIT when the runtime restored the order without counting its facts', () => {
    const bare = restore(orderMachine, 'draft', { record });
    expect(explain(orderMachine, bare, { type: 'SUBMIT' })?.message).toBe('order.incomplete');
  });
});

describe('order: review, contracting, signatures and licensing', () => {
  it('is approved by the design office, or disapproved with a reason back to the owner', () => {
    const s = at('design_review');
    expect(outcome(orderMachine, s, { type: 'APPROVE' })).toBe('contracting');
    expect(outcome(orderMachine, s, { type: 'DISAPPROVE', rejection_reason: 'Fix the layout' })).toBe('returned');
    expect(explain(orderMachine, s, { type: 'DISAPPROVE', rejection_reason: '  ' })).toEqual({ status: 422, field: 'rejection_reason', message: 'validation.rejectCause' });
    expect(explain(orderMachine, s, { type: 'REJECT', rejection_reason: 'x' })).toEqual({ status: 409, message: 'lifecycle.unallowed' });
  });

  it('needs both the contractor and the consultant to accept, in either order, before the sharers sign', () => {
    let s = at('contracting');
    s = settle(orderMachine, send(orderMachine, s, { type: 'CONTRACTOR_ACCEPT' }));
    expect(statusOf(s)).toBe('awaiting_consultant');
    s = settle(orderMachine, send(orderMachine, s, { type: 'CONSULTANT_ACCEPT' }));
    expect(statusOf(s)).toBe('signing');

    let t = at('contracting');
    t = settle(orderMachine, send(orderMachine, t, { type: 'CONSULTANT_ACCEPT' }));
    expect(statusOf(t)).toBe('awaiting_contractor');
    t = settle(orderMachine, send(orderMachine, t, { type: 'CONTRACTOR_ACCEPT' }));
    expect(statusOf(t)).toBe('signing');
  });

  it('goes to tsleem only when every sharer has signed', () => {
    expect(outcome(orderMachine, at('signing'), { type: 'SEND_TO_TSLEEM' })).toBe('tsleem_processing');
    expect(explain(orderMachine, at('signing', { unsignedSharers: 1 }), { type: 'SEND_TO_TSLEEM' })).toEqual({ status: 409, message: 'order.incomplete' });
    expect(explain(orderMachine, restore(orderMachine, 'signing', { record }), { type: 'SEND_TO_TSLEEM' })?.message).toBe('order.incomplete');
  });

  it('is approved with the licence end date, disapproved or rejected (with a reason) by the tsleem authority', () => {
    const s = at('tsleem_processing');
    expect(outcome(orderMachine, s, { type: 'APPROVE', license_end_date: '2026-06-30' })).toBe('licensed');
    expect(explain(orderMachine, s, { type: 'APPROVE', license_end_date: '2026-02-30' })).toEqual({ status: 422, field: 'license_end_date', message: 'validation.date' });
    // without a date the licence runs to the end of the season (the runtime sets it)
    expect(outcome(orderMachine, s, { type: 'APPROVE' })).toBe('licensed');
    expect(outcome(orderMachine, s, { type: 'DISAPPROVE', rejection_reason: 'Fix the layout' })).toBe('returned');
    expect(outcome(orderMachine, s, { type: 'REJECT', rejection_reason: 'Not eligible' })).toBe('rejected');
    for (const type of ['DISAPPROVE', 'REJECT']) {
      expect(explain(orderMachine, s, { type, rejection_reason: '  ' })).toEqual({ status: 422, field: 'rejection_reason', message: 'validation.rejectCause' });
      expect(outcome(orderMachine, s, { type })).toBe('refused');
    }
  });

  it('keeps the status when a party declines (with a reason) and lets the owner choose another', () => {
    expect(outcome(orderMachine, at('awaiting_contractor'), { type: 'CONTRACTOR_DECLINE', rejection_reason: 'Fully booked' })).toBe('awaiting_contractor');
    expect(outcome(orderMachine, at('awaiting_consultant'), { type: 'CONSULTANT_DECLINE', rejection_reason: 'Conflict of interest' })).toBe('awaiting_consultant');
    expect(outcome(orderMachine, at('awaiting_contractor'), { type: 'CONTRACTOR_DECLINE' })).toBe('refused');
    expect(outcome(orderMachine, at('awaiting_contractor'), { type: 'CHOOSE_CONTRACTOR', contracter_id: 9 })).toBe('awaiting_contractor');
    expect(explain(orderMachine, at('contracting'), { type: 'CHOOSE_CONTRACTOR', contracter_id: 'abc' })).toEqual({ status: 422, field: 'contracter_id', message: 'validation.required' });
    expect(explain(orderMachine, at('contracting'), { type: 'CHOOSE_CONSULTANT' })).toEqual({ status: 422, field: 'consulting_id', message: 'validation.required' });
    // an accepted party is not chosen again: only through an approved change request
    expect(explain(orderMachine, at('awaiting_consultant'), { type: 'CHOOSE_CONTRACTOR', contracter_id: 9 })).toEqual({ status: 409, message: 'lifecycle.unallowed' });
  });

  it("changes the specialty only with the design office's approval", () => {
    expect(outcome(orderMachine, at('design_review'), { type: 'CHANGE_SPECIALIST', specialist: [4, 5] })).toBe('specialist_change');
    expect(explain(orderMachine, at('design_review'), { type: 'CHANGE_SPECIALIST', specialist: [] })).toMatchObject({ status: 422, field: 'specialist' });
    expect(outcome(orderMachine, at('specialist_change'), { type: 'APPROVE_SPECIALIST_CHANGE' })).toBe('design_review');
    expect(outcome(orderMachine, at('specialist_change'), { type: 'REJECT_SPECIALIST_CHANGE', rejection_reason: 'Not needed' })).toBe('design_review');
    expect(explain(orderMachine, at('specialist_change'), { type: 'REJECT_SPECIALIST_CHANGE' })).toMatchObject({ field: 'rejection_reason' });
    expect(explain(orderMachine, at('specialist_change'), { type: 'APPROVE' })).toEqual({ status: 409, message: 'lifecycle.unallowed' });
  });

  it('extends the licence with a new end date', () => {
    expect(outcome(orderMachine, at('licensed'), { type: 'EXTEND_LICENCE', license_end_date: '2026-07-31' })).toBe('licensed');
    expect(outcome(orderMachine, at('licensed'), { type: 'EXTEND_LICENCE' })).toBe('refused');
  });

  it('replaces an accepted contractor or consultant through an approved request, without a new review', () => {
    expect(outcome(orderMachine, at('licensed'), { type: 'CHANGE_CONTRACTOR', contracter_id: 22, canceled_request_id: 4 })).toBe('licensed');
    expect(outcome(orderMachine, at('licensed'), { type: 'CHANGE_CONSULTANT', consulting_id: 32, canceled_request_id: 5 })).toBe('licensed');
    expect(explain(orderMachine, at('licensed'), { type: 'CHANGE_CONSULTANT' })).toMatchObject({ field: 'consulting_id' });
    expect(explain(orderMachine, at('signing'), { type: 'CHANGE_CONTRACTOR', contracter_id: 22, canceled_request_id: 4 })).toEqual({ status: 409, message: 'lifecycle.unallowed' });
  });

  it('takes the electric meter, electricity delivery and the garbage company (orders only)', () => {
    expect(outcome(orderMachine, at('licensed'), { type: 'SET_ELECTRIC_METER', subscription_number: '300123456' })).toBe('licensed');
    expect(explain(orderMachine, at('licensed'), { type: 'SET_ELECTRIC_METER', subscription_number: ' ' })).toMatchObject({ field: 'subscription_number' });
    expect(outcome(orderMachine, at('licensed'), { type: 'ARRANGE_ELECTRICITY_DELIVERY', delivery_date: '2026-05-20' })).toBe('licensed');
    expect(explain(orderMachine, at('licensed'), { type: 'ARRANGE_ELECTRICITY_DELIVERY', delivery_date: 'tomorrow' })).toMatchObject({ field: 'delivery_date', message: 'validation.date' });
    expect(outcome(orderMachine, at('licensed'), { type: 'CHOOSE_GARBAGE_COMPANY', garbage_id: 41 })).toBe('licensed');
    expect(explain(orderMachine, at('licensed'), { type: 'CHOOSE_GARBAGE_COMPANY' })).toMatchObject({ field: 'garbage_id' });
  });

  it('uploads the GIS image only with a file', () => {
    expect(outcome(orderMachine, at('tsleem_processing'), { type: 'UPLOAD_GIS_IMAGE', gis_img: { name: 'gis.png' } })).toBe('tsleem_processing');
    expect(explain(orderMachine, at('licensed'), { type: 'UPLOAD_GIS_IMAGE', gis_img: '' })).toMatchObject({ field: 'gis_img' });
  });

  it('changes the receiving company only with a receiver id', () => {
    expect(outcome(orderMachine, at('draft'), { type: 'CHANGE_RECEIVER', receiver_id: 12 })).toBe('draft');
    expect(explain(orderMachine, at('returned'), { type: 'CHANGE_RECEIVER', receiver_id: 0 })).toMatchObject({ field: 'receiver_id' });
  });
});

describe('order: cancellation and the end', () => {
  it('is cancelled by an approved cancel request from any status after submission', () => {
    for (const status of ['design_review', 'specialist_change', 'returned', 'contracting', 'awaiting_contractor', 'awaiting_consultant', 'signing', 'tsleem_processing', 'licensed']) {
      expect(outcome(orderMachine, at(status), { type: 'CANCEL', canceled_request_id: 3 })).toBe('cancelled');
      expect(explain(orderMachine, at(status), { type: 'CANCEL' })).toEqual({ status: 409, message: 'order.cancelRequestMissing' });
    }
    // a draft is deleted, not cancelled
    expect(explain(orderMachine, at('draft'), { type: 'CANCEL', canceled_request_id: 3 })).toEqual({ status: 409, message: 'lifecycle.unallowed' });
  });

  it('is cancelled by the tsleem authority with a reason once sent, not while with its owner', () => {
    expect(outcome(orderMachine, at('licensed'), { type: 'CANCEL_BY_TSLEEM', cancel_reason: 'Unsafe works' })).toBe('cancelled');
    expect(outcome(orderMachine, at('design_review'), { type: 'CANCEL_BY_TSLEEM', cancel_reason: 'Unsafe works' })).toBe('cancelled');
    expect(explain(orderMachine, at('licensed'), { type: 'CANCEL_BY_TSLEEM', cancel_reason: '' })).toEqual({ status: 422, field: 'cancel_reason', message: 'order.cancelReason' });
    expect(explain(orderMachine, at('returned'), { type: 'CANCEL_BY_TSLEEM', cancel_reason: 'x' })).toEqual({ status: 409, message: 'lifecycle.unallowed' });
  });

  it('takes nothing once cancelled or rejected', () => {
    for (const status of ['cancelled', 'rejected']) {
      expect(acceptedEvents(orderMachine, status)).toEqual([]);
      expect(explain(orderMachine, at(status), { type: 'UPDATE' })).toEqual({ status: 409, message: 'lifecycle.unallowed' });
    }
  });
});

describe('order: who may act', () => {
  it('offers each party only its own steps', () => {
    expect(availableEvents(orderMachine, 'draft', owner)).toEqual(['UPDATE', 'SUBMIT']);
    expect(availableEvents(orderMachine, 'draft', tsleem)).toEqual([]);
    expect(availableEvents(orderMachine, 'design_review', designOffice)).toEqual(['APPROVE', 'DISAPPROVE']);
    expect(availableEvents(orderMachine, 'design_review', owner)).toEqual(['CHANGE_SPECIALIST']);
    expect(availableEvents(orderMachine, 'specialist_change', designOffice)).toEqual(['APPROVE_SPECIALIST_CHANGE', 'REJECT_SPECIALIST_CHANGE']);
    expect(availableEvents(orderMachine, 'contracting', owner)).toEqual(['CHOOSE_CONTRACTOR', 'CHOOSE_CONSULTANT']);
    expect(availableEvents(orderMachine, 'contracting', contractor)).toEqual(['CONTRACTOR_ACCEPT', 'CONTRACTOR_DECLINE']);
    expect(availableEvents(orderMachine, 'contracting', consultant)).toEqual(['CONSULTANT_ACCEPT', 'CONSULTANT_DECLINE']);
    expect(availableEvents(orderMachine, 'signing', owner)).toEqual(['SEND_TO_TSLEEM']);
    expect(availableEvents(orderMachine, 'tsleem_processing', tsleem)).toEqual(['APPROVE', 'DISAPPROVE', 'REJECT', 'UPLOAD_GIS_IMAGE', 'CANCEL_BY_TSLEEM']);
    expect(availableEvents(orderMachine, 'tsleem_processing', owner)).toEqual([]);
    expect(availableEvents(orderMachine, 'licensed', licensing)).toEqual(['EXTEND_LICENCE']);
    expect(availableEvents(orderMachine, 'licensed', cancelDesk)).toEqual(['CHANGE_CONTRACTOR', 'CHANGE_CONSULTANT', 'CANCEL']);
  });

  it("does not let a design office that is not the order's own approve", () => {
    expect(availableEvents(orderMachine, 'design_review', { ...designOffice, parties: [] })).toEqual([]);
    expect(availableEvents(orderMachine, 'design_review', { ...designOffice, accountType: 'consultant' })).toEqual([]);
  });

  it('lets only the authority and service centres change the receiver (001 §5: forced for service_provider and gov)', () => {
    const staff = { permissions: ['order-update'], accountType: 'kdana' };
    expect(availableEvents(orderMachine, 'draft', staff)).toEqual(['CHANGE_RECEIVER']);
    expect(availableEvents(orderMachine, 'draft', { ...owner, accountType: 'gov' })).not.toContain('CHANGE_RECEIVER');
  });
});

describe('order: running through a runtime', () => {
  const provided = orderMachine.provide({
    actors: { submit: fromPromise<OrderRecord, OrderInput>(async ({ input }) => ({ ...(input.record as OrderRecord), status: 'design_review' })) },
  });

  it('runs SUBMIT with the provided actor and lands in design review', async () => {
    const r = await runEvent<OrderRecord>(provided, restore(provided, 'draft', orderContext(record, COMPLETE_ORDER_FACTS)), { type: 'SUBMIT' });
    expect(r).toMatchObject({ ok: true, from: 'draft', status: 'design_review', record: { id: 7, status: 'design_review' } });
  });

  it('stays a draft when the actor fails', async () => {
    const failing = provided.provide({
      actors: {
        submit: fromPromise<OrderRecord, OrderInput>(async () => {
          throw { status: 409, message: 'lifecycle.stale' };
        }),
      },
    });
    const r = await runEvent(failing, restore(failing, 'draft', orderContext(record, COMPLETE_ORDER_FACTS)), { type: 'SUBMIT' });
    expect(r).toEqual({ ok: false, from: 'draft', refusal: { status: 409, message: 'lifecycle.stale' } });
  });

  it('settles a failed actor back to idle in the same status (pure)', () => {
    const busy = send(orderMachine, at('draft'), { type: 'SUBMIT' });
    expect(positionOf(busy)).toEqual({ status: 'draft', child: 'SUBMIT' });
    const back = settle(orderMachine, busy, { error: { status: 500, message: 'boom' } });
    expect(positionOf(back)).toEqual({ status: 'draft', child: 'idle' });
    expect(back.context.failure).toEqual({ status: 500, message: 'boom' });
  });
});

describe('the consulting stage', () => {
  it('names statuses of the machine, each waiting for the contractor or the consultant', () => {
    const states = describeLifecycle(orderMachine).states;
    for (const status of CONSULTING_STATUSES) {
      const s = states.find((x) => x.key === status);
      expect(s, status).toBeDefined();
      const parties = new Set(s!.transitions.map((t) => t.meta.who.party));
      expect(parties.has('contractor') || parties.has('consultant'), status).toBe(true);
    }
  });
});
