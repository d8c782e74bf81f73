/** Questionnaires for stories, shaped as the contract's schemas. */
import type { components } from '../../openapi/schema';
import { signInAsType } from '../orders/fixtures';

type Row = components['schemas']['Questionnaire'];
type Mine = components['schemas']['MyQuestionnaireResponse']['data'];
type Results = components['schemas']['QuestionnaireResults'];

const groups: Row['groups'] = [
  {
    id: 1,
    title: 'موعد التسليم',
    questions: [
      { id: 11, type: 'single', title: 'كيف تقيّم الالتزام بموعد التسليم؟', is_required: 1, options: ['ممتاز', 'جيد', 'ضعيف'] },
      { id: 12, type: 'rating', title: 'وضوح التعليمات', is_required: 1, options: [] },
    ],
  },
  {
    id: 2,
    title: 'حالة المخيم',
    questions: [
      { id: 21, type: 'multiple', title: 'ما الملاحظات عند الاستلام؟', is_required: 0, options: ['نقص في الإنارة', 'تلف في الخيام', 'لا توجد ملاحظات'] },
      { id: 22, type: 'textarea', title: 'اقتراحاتكم', is_required: 0, options: [] },
    ],
  },
];

export function questionnaireRecord(over: Partial<Row> & { id: number }): Row {
  return {
    title: 'رضا مقدمي الخدمة عن تسليم المخيمات',
    description: 'نود معرفة تجربتكم في مواعيد التسليم',
    is_required: 0,
    type_ids: [2, 8],
    get_types: [
      { id: 2, code: 'service_provider', name: 'مقدم خدمة' },
      { id: 8, code: 'sharer', name: 'شريك' },
    ],
    groups,
    questions_count: 4,
    answers_count: 0,
    status: 'draft',
    status_text: 'مسودة',
    published_at: null,
    closed_at: null,
    version: 1,
    created_at: '2026-11-01T08:00:00Z',
    updated_at: '2026-11-20T09:30:00Z',
    ...over,
  };
}

export const draftQuestionnaire = questionnaireRecord({ id: 1 });
export const publishedQuestionnaire = questionnaireRecord({
  id: 2,
  title: 'رضا الشركات عن مواعيد التسليم',
  status: 'published',
  status_text: 'منشور',
  published_at: '2026-11-20T09:30:00Z',
  answers_count: 13,
  version: 2,
});

export const questionnairesRows: Row[] = [
  draftQuestionnaire,
  publishedQuestionnaire,
  questionnaireRecord({ id: 3, title: 'جاهزية شركات الرافة', is_required: 1, status: 'closed', status_text: 'مغلق', answers_count: 20, closed_at: '2026-11-25T10:00:00Z' }),
];

export const results: Results = {
  id: 2,
  title: publishedQuestionnaire.title,
  status: 'published',
  status_text: 'منشور',
  addressed: 22,
  answered: 13,
  questions: [
    {
      id: 11,
      group: 'موعد التسليم',
      type: 'single',
      title: 'كيف تقيّم الالتزام بموعد التسليم؟',
      is_required: 1,
      answers: 13,
      choices: [
        { value: 'ممتاز', count: 7 },
        { value: 'جيد', count: 5 },
        { value: 'ضعيف', count: 1 },
      ],
      average: null,
      texts: [],
    },
    {
      id: 12,
      group: 'موعد التسليم',
      type: 'rating',
      title: 'وضوح التعليمات',
      is_required: 1,
      answers: 13,
      choices: ['1', '2', '3', '4', '5'].map((value, i) => ({ value, count: [0, 1, 2, 6, 4][i]! })),
      average: 4,
      texts: [],
    },
    { id: 22, group: 'حالة المخيم', type: 'textarea', title: 'اقتراحاتكم', is_required: 0, answers: 2, choices: [], average: null, texts: ['تنسيق الموعد مسبقاً بيومين', 'زيادة عدد الفنيين'] },
  ],
};

export const mine = (over: Partial<Mine> = {}): Mine => ({
  id: 2,
  title: publishedQuestionnaire.title,
  description: publishedQuestionnaire.description,
  is_required: 1,
  status: 'published',
  questions_count: 4,
  response_status: 'pending',
  response_status_text: 'بانتظار الإجابة',
  answered_at: null,
  published_at: '2026-11-20T09:30:00Z',
  groups,
  answers: [],
  ...over,
});

export const answeredMine = mine({
  response_status: 'answered',
  response_status_text: 'تمت الإجابة',
  answered_at: '2026-11-21T10:00:00Z',
  answers: [
    { question_id: 11, answer: 'ممتاز' },
    { question_id: 12, answer: 5 },
    { question_id: 21, answer: ['نقص في الإنارة'] },
  ],
});

export const asStaff = () => signInAsType('kdana', 2, ['questionnaire-index', 'questionnaire-create', 'questionnaire-update', 'questionnaire-delete']);
export const asCompany = () => signInAsType('service_provider', 3, []);
