import { describe, expect, it } from 'vitest';
import { violationMachine as m } from './machine';
import { at, outcome, start } from '../core/testing';
import { availableEvents, explainRefusal, statusOf } from '../core/runtime';

const facts = { body: 'تمديدات مكشوفة', images: ['a.jpg'] };
const logos = { header_logo_1: 'h1.png', header_logo_2: 'h2.png', footer_logo: 'f.png' };

describe('violation', () => {
  it('starts as a draft', () => {
    expect(statusOf(start(m))).toBe('draft');
  });

  it('is written, issued and made ready', () => {
    expect(outcome(m, at(m, 'draft'), { type: 'UPDATE', body: 'x' })).toBe('draft');
    expect(outcome(m, at(m, 'draft'), { type: 'ISSUE', ...facts })).toBe('issued');
    expect(outcome(m, at(m, 'issued'), { type: 'MAKE_READY', ...logos })).toBe('ready');
  });

  it('needs a body and at least one image to be issued (spec 001 §5)', () => {
    const s = at(m, 'draft');
    expect(explainRefusal(m, s, { type: 'ISSUE', images: ['a.jpg'] })).toEqual({ status: 422, field: 'body', message: 'violation.bodyRequired' });
    expect(explainRefusal(m, s, { type: 'ISSUE', body: 'x', images: [] })).toEqual({ status: 422, field: 'images', message: 'violation.imagesRequired' });
    expect(explainRefusal(m, s, { type: 'ISSUE', body: 'x', images: [null, ''] })).toMatchObject({ field: 'images' });
    expect(outcome(m, s, { type: 'ISSUE', body: '   ', images: ['a.jpg'] })).toBe('refused');
  });

  it('reads fields saved in the draft when the event does not carry them', () => {
    expect(outcome(m, at(m, 'draft', { id: 1, status: 'draft', ...facts }), { type: 'ISSUE' })).toBe('issued');
    // a field sent with the event wins over the stored one
    expect(explainRefusal(m, at(m, 'draft', { id: 1, status: 'draft', ...facts }), { type: 'ISSUE', body: '' })).toMatchObject({ field: 'body' });
  });

  it('reads the stored fields from the facts a server gives (its files kept as ids under other names)', () => {
    const stored = at(m, 'issued');
    const withFacts = { ...stored, context: { ...stored.context, facts: { ...logos, images: [7] } } } as typeof stored;
    expect(outcome(m, withFacts, { type: 'MAKE_READY' })).toBe('ready');
    const noLogos = { ...stored, context: { ...stored.context, facts: { images: [7], header_logo_1: null } } } as typeof stored;
    expect(explainRefusal(m, noLogos, { type: 'MAKE_READY' })).toMatchObject({ field: 'header_logo_1' });
  });

  it('needs the header and footer logos to be made ready (spec 001 §5)', () => {
    const s = at(m, 'issued');
    expect(explainRefusal(m, s, { type: 'MAKE_READY', header_logo_2: 'h2.png', footer_logo: 'f.png' })).toEqual({ status: 422, field: 'header_logo_1', message: 'violation.headerLogoRequired' });
    expect(explainRefusal(m, s, { type: 'MAKE_READY', header_logo_1: 'h1.png', footer_logo: 'f.png' })).toEqual({ status: 422, field: 'header_logo_2', message: 'violation.headerLogoRequired' });
    expect(explainRefusal(m, s, { type: 'MAKE_READY', header_logo_1: 'h1.png', header_logo_2: 'h2.png' })).toEqual({ status: 422, field: 'footer_logo', message: 'violation.footerLogoRequired' });
    expect(outcome(m, s, { type: 'MAKE_READY' })).toBe('refused');
  });

  it('is not edited once issued, nor made ready from a draft', () => {
    expect(explainRefusal(m, at(m, 'issued'), { type: 'UPDATE', body: 'x' })).toEqual({ status: 409, message: 'lifecycle.unallowed' });
    expect(outcome(m, at(m, 'draft'), { type: 'MAKE_READY', ...logos })).toBe('refused');
  });

  it('is written by the authority or a government entity', () => {
    expect(availableEvents(m, 'draft', { permissions: ['violationorder-index'], accountType: 'gov' })).toEqual(['UPDATE', 'ISSUE']);
    expect(availableEvents(m, 'issued', { permissions: ['violationorder-view'], accountType: 'kdana' })).toEqual(['MAKE_READY']);
    expect(availableEvents(m, 'draft', { permissions: ['violationorder-index', 'violationorder-view'], accountType: 'service_provider' })).toEqual([]);
  });
});
