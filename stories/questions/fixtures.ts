/** Questions for stories, shaped as the contract's schemas. */
import type { components } from '../../openapi/schema';

type Row = components['schemas']['Question'];

export const categories = [
  { id: 1, name: 'السلامة', name_en: 'Safety' },
  { id: 2, name: 'الكهرباء', name_en: 'Electrical' },
];

export function questionsRecord(over: Partial<Row> & { id: number }): Row {
  return {
    title: 'هل طفايات الحريق موجودة وصالحة؟',
    title_en: 'Are the fire extinguishers present and valid?',
    type: 'yes_no',
    options: [],
    required: 1,
    category_id: 1,
    category: categories[0]!,
    version: 1,
    created_at: '2026-11-01T08:00:00Z',
    updated_at: '2026-11-20T09:30:00Z',
    ...over,
  };
}

export const questionsRows: Row[] = [
  questionsRecord({ id: 1 }),
  questionsRecord({ id: 2, title: 'عدد وحدات التكييف العاملة', title_en: 'Number of working air-conditioning units', type: 'number', category_id: 2, category: categories[1]! }),
  questionsRecord({
    id: 3,
    title: 'حالة التمديدات والكابلات',
    title_en: 'Condition of the wiring and cables',
    type: 'choice',
    options: [
      { id: 1, name: 'ممتازة', name_en: 'Excellent' },
      { id: 2, name: 'تحتاج صيانة', name_en: 'Needs maintenance' },
    ],
    category_id: 2,
    category: categories[1]!,
  }),
  questionsRecord({ id: 4, title: 'ملاحظات عامة على المخيم', title_en: 'General notes on the camp', type: 'text', required: 0, category_id: null, category: null }),
];
