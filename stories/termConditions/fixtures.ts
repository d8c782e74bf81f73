/** Term conditions for stories, shaped as the contract's schemas. */
import type { components } from '../../openapi/schema';

type Row = components['schemas']['TermCondition'];

const GENERAL_AR = 'أولاً: تُستخدم بوابة المشاعر لأغراض تسليم المخيمات في مشعر مزدلفة وترخيصها وخدمات الموسم فقط.\n\nثانياً: يلتزم صاحب الحساب بصحة البيانات والمستندات المرفوعة.';
const GENERAL_EN =
  '1. The Mashaer portal is used only for handing over, licensing and servicing the camps of Muzdalifah.\n\n2. The account holder is responsible for the accuracy of the data and documents uploaded.';

export function termRecord(over: Partial<Row> & { id: number }): Row {
  return {
    type_id: 2,
    type: { id: 2, code: 'service_provider', name: 'مقدم خدمة' },
    title: 'شروط وأحكام مقدمي الخدمة',
    title_en: 'Terms for service providers',
    body: `${GENERAL_AR}\n\nثالثاً: يلتزم مقدم الخدمة باستلام المخيم المخصص له في الموعد المحدد.`,
    body_en: `${GENERAL_EN}\n\n3. The service provider takes over the assigned camp on the appointed date.`,
    version: 1,
    created_at: '2026-11-01T08:00:00Z',
    updated_at: '2026-11-20T09:30:00Z',
    ...over,
  };
}

export const termRows: Row[] = [
  termRecord({ id: 1 }),
  termRecord({ id: 2, type_id: 3, type: { id: 3, code: 'gov', name: 'جهة حكومية' }, title: 'شروط وأحكام الجهات الحكومية', title_en: 'Terms for government entities' }),
  termRecord({ id: 8, type_id: 9, type: { id: 9, code: 'contractor', name: 'مقاول' }, title: 'شروط وأحكام المقاولين', title_en: 'Terms for contractors', version: 3 }),
];
