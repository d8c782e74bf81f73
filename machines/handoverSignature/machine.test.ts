import { describe, expect, it } from 'vitest';
import { handoverSignatureMachine as m } from './machine';
import { SIGNER_NUM } from './constants';
import { at, outcome, start } from '../core/testing';
import { availableEvents, explainRefusal, statusOf } from '../core/runtime';

describe('handoverSignature', () => {
  it('starts unsigned; signers carry signer_num 1', () => {
    expect(statusOf(start(m))).toBe('unsigned');
    expect(SIGNER_NUM).toBe(1);
  });

  it('is signed one by one or in bulk', () => {
    expect(outcome(m, at(m, 'unsigned'), { type: 'SIGN' })).toBe('signed');
    expect(outcome(m, at(m, 'unsigned'), { type: 'BULK_SIGN' })).toBe('signed');
  });

  it('is signed once: a second signature is "already signed" (code 104)', () => {
    expect(outcome(m, at(m, 'signed'), { type: 'SIGN' })).toBe('refused');
    expect(explainRefusal(m, at(m, 'signed'), { type: 'SIGN' })).toEqual({ status: 409, message: 'handoverSignature.alreadySigned', code: '104' });
    expect(explainRefusal(m, at(m, 'signed'), { type: 'BULK_SIGN' })).toEqual({ status: 409, message: 'handoverSignature.alreadySigned', code: '104' });
  });

  it('lets only the form’s signer sign, with the signing permissions', () => {
    expect(availableEvents(m, 'unsigned', { permissions: ['delivery-sign', 'lock-order-bulk-signature'], accountType: 'kdana', parties: ['signer'] })).toEqual(['SIGN', 'BULK_SIGN']);
    expect(availableEvents(m, 'unsigned', { permissions: ['delivery-sign'], accountType: 'service_provider', parties: ['signer'] })).toEqual(['SIGN']);
    expect(availableEvents(m, 'unsigned', { permissions: ['delivery-sign'], accountType: 'admin' })).toEqual([]);
  });
});
