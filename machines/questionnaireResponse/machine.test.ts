import { describe, expect, it } from 'vitest';
import { questionnaireResponseMachine as m } from './machine';
import { QUESTIONNAIRE_REDIRECT_MS, QUESTIONNAIRE_WARNING_MS, questionnaireAnswerPath } from './constants';
import { questionnaireResponseMessages } from './messages';
import { at, outcome, start } from '../core/testing';
import { availableEvents, explainRefusal, statusOf } from '../core/runtime';

const record = { id: 9, status: 'pending', questionnaire_id: 3, required_question_ids: [1, 2] };

describe('questionnaireResponse', () => {
  it('starts pending', () => {
    expect(statusOf(start(m))).toBe('pending');
  });

  it('keeps the spec’s warning, its timing and the answer page', () => {
    expect(QUESTIONNAIRE_WARNING_MS).toBe(10000);
    expect(QUESTIONNAIRE_REDIRECT_MS).toBe(6000);
    expect(questionnaireAnswerPath(3)).toBe('/questionnaires/myQuestionnaires/3');
    expect(questionnaireResponseMessages['questionnaireResponse.required'].en).toBe('You have a required questionnaires must be answered.');
  });

  it('is answered when every required question is', () => {
    const answers = [
      { question_id: 1, answer: 'نعم' },
      { question_id: 2, answer: ['a'] },
    ];
    expect(outcome(m, at(m, 'pending', record), { type: 'ANSWER', answers })).toBe('answered');
  });

  it('refuses answers that leave a required question empty', () => {
    const s = at(m, 'pending', record);
    expect(explainRefusal(m, s, { type: 'ANSWER', answers: [{ question_id: 1, answer: 'نعم' }] })).toEqual({ status: 422, field: 'answers', message: 'questionnaireResponse.requiredMissing' });
    expect(
      explainRefusal(m, s, {
        type: 'ANSWER',
        answers: [
          { question_id: 1, answer: 'نعم' },
          { question_id: 2, answer: ' ' },
        ],
      }),
    ).toMatchObject({ message: 'questionnaireResponse.requiredMissing' });
    expect(explainRefusal(m, s, { type: 'ANSWER', answers: [] })).toEqual({ status: 422, field: 'answers', message: 'questionnaireResponse.answersRequired' });
    expect(outcome(m, s, { type: 'ANSWER' })).toBe('refused');
  });

  it('needs at least one answer even when nothing is required', () => {
    const s = at(m, 'pending', { ...record, required_question_ids: [] });
    expect(outcome(m, s, { type: 'ANSWER', answers: [{ question_id: 4, answer: 'x' }] })).toBe('answered');
    expect(outcome(m, s, { type: 'ANSWER', answers: [{ question_id: 4, answer: null }] })).toBe('refused');
  });

  it('is answered once, by its respondent', () => {
    expect(explainRefusal(m, at(m, 'answered'), { type: 'ANSWER', answers: [] })).toEqual({ status: 409, message: 'questionnaireResponse.alreadyAnswered', code: '104' });
    expect(availableEvents(m, 'pending', { permissions: [], accountType: 'sharer', parties: ['respondent'] })).toEqual(['ANSWER']);
    expect(availableEvents(m, 'pending', { permissions: [], accountType: 'admin' })).toEqual([]);
  });
});
