import { describe, expect, it } from 'vitest';
import { questionnaireMachine as m } from './machine';
import { outcome, start } from '../core/testing';
import { availableEvents, explainRefusal, restore, statusOf } from '../core/runtime';

const facts = { title: 'رضا الشركات', groups: [{ title: 'الموعد', questions: [{ type: 'rating', title: 'قيّم الموعد' }] }], type_ids: [2] };
const restoreWith = (status: string, f: object) => restore(m, status, { record: { id: 1, status, title: 'رضا الشركات' }, facts: f }) as ReturnType<typeof start>;

describe('questionnaire', () => {
  it('starts as a draft', () => {
    expect(statusOf(start(m))).toBe('draft');
  });

  it('is published when complete, then closed', () => {
    expect(outcome(m, restoreWith('draft', facts), { type: 'PUBLISH' })).toBe('published');
    expect(outcome(m, restoreWith('published', facts), { type: 'CLOSE' })).toBe('closed');
  });

  it('refuses to publish what §5 refuses, on the field', () => {
    const refusal = (f: object) => explainRefusal(m, restoreWith('draft', f), { type: 'PUBLISH' });
    expect(refusal({ ...facts, groups: [] })).toMatchObject({ status: 422, field: 'groups', message: 'questionnaire.groupRequired' });
    expect(refusal({ ...facts, groups: [{ title: ' ', questions: [{ type: 'text', title: 'س' }] }] })).toMatchObject({ message: 'questionnaire.groupTitleRequired' });
    expect(refusal({ ...facts, groups: [{ title: 'م', questions: [] }] })).toMatchObject({ message: 'questionnaire.questionRequired' });
    expect(refusal({ ...facts, groups: [{ title: 'م', questions: [{ type: '', title: 'س' }] }] })).toMatchObject({ message: 'questionnaire.questionIncomplete' });
    expect(refusal({ ...facts, type_ids: [] })).toMatchObject({ field: 'type_ids', message: 'questionnaire.typeRequired' });
    expect(refusal({ ...facts, title: '' })).toMatchObject({ field: 'title' });
  });

  it('is edited only as a draft, and only by staff', () => {
    expect(outcome(m, restoreWith('published', facts), { type: 'UPDATE' })).toBe('refused');
    expect(availableEvents(m, 'draft', { permissions: ['questionnaire-update'], accountType: 'kdana' })).toEqual(['UPDATE', 'PUBLISH']);
    expect(availableEvents(m, 'draft', { permissions: ['questionnaire-update'], accountType: 'service_provider' })).toEqual([]);
    expect(availableEvents(m, 'closed', { permissions: ['questionnaire-update'], accountType: 'admin' })).toEqual([]);
  });
});
