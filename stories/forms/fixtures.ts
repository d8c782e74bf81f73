/** Forms for stories, shaped as the contract's schemas. */
import type { components } from '../../openapi/schema';

type Row = components['schemas']['Form'];
type Choice = components['schemas']['FormQuestionChoice'];

const safety = { id: 1, name: 'السلامة', name_en: 'Safety' };
const electrical = { id: 2, name: 'الكهرباء', name_en: 'Electrical' };

export const choices: Choice[] = [
  { id: 11, title: 'هل طفايات الحريق موجودة وصالحة؟', title_en: 'Are the fire extinguishers present and valid?', type: 'yes_no', category: safety },
  { id: 12, title: 'هل مخارج الطوارئ واضحة وغير مسدودة؟', title_en: 'Are the emergency exits marked and unobstructed?', type: 'yes_no', category: safety },
  { id: 13, title: 'عدد وحدات التكييف العاملة', title_en: 'Number of working air-conditioning units', type: 'number', category: electrical },
  { id: 14, title: 'ملاحظات عامة على المخيم', title_en: 'General notes on the camp', type: 'text', category: null },
];

const asked = (c: Choice, sort: number, price: string) => ({ question_id: c.id, sort, price, title: c.title, title_en: c.title_en, type: c.type, required: 1 as const, category: c.category });

export function formRecord(over: Partial<Row> & { id: number }): Row {
  return {
    name: 'محضر تسليم مخيم',
    name_en: 'Camp handover form',
    type: 'assign',
    withCategory: 1,
    body: 'تم في هذا اليوم تسليم المخيم إلى الشركة المستلمة بعد معاينته من الطرفين.',
    body_en: 'On this day the camp was handed over to the receiving company after both parties inspected it.',
    signers: [
      { type_id: 2, signer_num: 1, code: 'service_provider', name: 'مقدم خدمة', name_en: 'Service provider' },
      { type_id: 7, signer_num: 1, code: 'kdana', name: 'كدانة', name_en: 'Kidana' },
    ],
    questions: [asked(choices[0]!, 1, '150.00'), asked(choices[1]!, 2, '150.00'), asked(choices[2]!, 3, '250.00'), asked(choices[3]!, 4, '0.00')],
    questions_count: 4,
    total_price: '550.00',
    version: 3,
    created_at: '2026-11-01T08:00:00Z',
    updated_at: '2026-11-20T09:30:00Z',
    ...over,
  };
}

export const formRows: Row[] = [
  formRecord({ id: 8 }),
  formRecord({
    id: 9,
    name: 'نموذج جاهزية المخيم',
    name_en: 'Camp readiness form',
    type: 'simple_readiness_license',
    withCategory: 0,
    signers: [{ type_id: 10, signer_num: 1, code: 'consultant', name: 'استشاري', name_en: 'Consultant' }],
  }),
  formRecord({
    id: 10,
    name: 'نموذج ملاحظات عامة',
    name_en: 'General notes form',
    type: 'general',
    withCategory: 0,
    questions: [asked(choices[3]!, 1, '0.00')],
    questions_count: 1,
    total_price: '0.00',
  }),
];

export const tempForm = formRecord({
  id: 7,
  name: 'نموذج الرخصة المؤقتة',
  name_en: 'Temporary licence form',
  type: 'temp_license',
  withCategory: 0,
  signers: [{ type_id: 7, signer_num: 1, code: 'kdana', name: 'كدانة', name_en: 'Kidana' }],
});
