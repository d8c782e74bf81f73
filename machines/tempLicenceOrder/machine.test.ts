import { describe, expect, it } from 'vitest';
import { initialTransition } from 'xstate';
import { tempLicenceOrderMachine } from './machine';
import { TEMP_LICENCE_FORM_ID } from './constants';
import { outcome } from '../core/testing';
import { availableEvents, explainRefusal, restore, statusOf } from '../core';

const at = (status: string, kroky_document: unknown = null) => restore(tempLicenceOrderMachine, status, { record: { id: 6, status, kroky_document } });

describe('tempLicenceOrder', () => {
  it('starts pending; the form id is fixed at 7 (001 §5, §9)', () => {
    expect(statusOf(initialTransition(tempLicenceOrderMachine, {})[0])).toBe('pending');
    expect(TEMP_LICENCE_FORM_ID).toBe(7);
  });

  it('takes answers to form 7 only', () => {
    expect(outcome(tempLicenceOrderMachine, at('pending'), { type: 'UPDATE', form_id: 7, answers: {} })).toBe('pending');
    expect(outcome(tempLicenceOrderMachine, at('pending'), { type: 'UPDATE', form_id: '7' })).toBe('pending');
    expect(outcome(tempLicenceOrderMachine, at('pending'), { type: 'UPDATE', answers: {} })).toBe('pending');
    expect(explainRefusal(tempLicenceOrderMachine, at('pending'), { type: 'UPDATE', form_id: 3 })).toEqual({ status: 422, field: 'form_id', message: 'tempLicenceOrder.formFixed' });
  });

  it('is approved only with the kroky document stored on the order', () => {
    expect(explainRefusal(tempLicenceOrderMachine, at('pending'), { type: 'APPROVE' })).toEqual({ status: 409, message: 'tempLicenceOrder.krokyMissing' });
    expect(outcome(tempLicenceOrderMachine, at('pending', '/api/files/3'), { type: 'APPROVE' })).toBe('approved');
    expect(outcome(tempLicenceOrderMachine, at('pending'), { type: 'UPLOAD_KROKY', kroky_document: 'kroky.pdf' })).toBe('pending');
    expect(explainRefusal(tempLicenceOrderMachine, at('pending'), { type: 'UPLOAD_KROKY' })).toMatchObject({ status: 422, field: 'kroky_document' });
  });

  it('is rejected only with a reason, and takes nothing after', () => {
    expect(outcome(tempLicenceOrderMachine, at('pending'), { type: 'REJECT', rejection_reason: 'Wrong camp' })).toBe('rejected');
    expect(explainRefusal(tempLicenceOrderMachine, at('pending'), { type: 'REJECT' })).toMatchObject({ field: 'rejection_reason' });
    for (const status of ['approved', 'rejected']) expect(explainRefusal(tempLicenceOrderMachine, at(status), { type: 'UPDATE' })).toEqual({ status: 409, message: 'lifecycle.unallowed' });
  });

  it('lets the owner edit and the authority decide', () => {
    expect(availableEvents(tempLicenceOrderMachine, 'pending', { permissions: ['temp-licenses-order-index'], accountType: 'service_provider', parties: ['owner'] })).toEqual([
      'UPDATE',
      'UPLOAD_KROKY',
    ]);
    expect(availableEvents(tempLicenceOrderMachine, 'pending', { permissions: ['temp-licenses-order-ready'], accountType: 'kdana' })).toEqual(['APPROVE', 'REJECT']);
    expect(availableEvents(tempLicenceOrderMachine, 'approved', { permissions: ['temp-licenses-order-ready'], accountType: 'kdana' })).toEqual([]);
  });
});
