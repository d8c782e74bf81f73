/** Temporary licence orders for stories, shaped as the contract's schemas: one per status of the tempLicenceOrder machine. */
import type { components } from '../../openapi/schema';

type Row = components['schemas']['TempLicenceOrder'];
export type Details = components['schemas']['TempLicenceOrderDetails'];
type FormData = components['schemas']['TempLicenceOrderFormResponse']['data'];

/** The provider's permissions and the staff's, as the demo roles give them. */
export const PROVIDER = ['temp-licenses-order-index', 'temp-licenses-order-view', 'temp-licenses-order-create', 'temp-licenses-order-update', 'temp-licenses-order-delete'];

export const questions: Details['questions'] = [
  { question_id: 41, sort: 1, title: 'هل المنشأة المؤقتة مطابقة للمخطط المعتمد؟', title_en: 'Does the temporary structure match the approved plan?', type: 'yes_no', required: 1, options: [] },
  { question_id: 42, sort: 2, title: 'مساحة المنشأة المؤقتة بالمتر المربع', title_en: 'Area of the temporary structure in square metres', type: 'number', required: 1, options: [] },
  { question_id: 43, sort: 3, title: 'تاريخ بدء الاستخدام', title_en: 'Date the use starts', type: 'date', required: 1, options: [] },
  { question_id: 44, sort: 4, title: 'وصف المنشأة المؤقتة والغرض منها', title_en: 'Description of the temporary structure and its purpose', type: 'text', required: 0, options: [] },
];
const ANSWERS = ['yes', '120', '2027-05-18', 'مطبخ لخدمة 900 حاج'];

export const formData: FormData = {
  form_id: 7,
  name: 'نموذج الرخصة المؤقتة',
  name_en: 'Temporary licence form',
  body: 'يقر مقدم الطلب بأن المنشأة المؤقتة ستستخدم خلال المدة المرخصة فقط.',
  body_en: 'The applicant declares that the temporary structure will be used only for the licensed period.',
  questions,
  camps: [
    { assign_camp_id: 11, camp_name: 'مخيم 12 — مزدلفة', company_name: 'شركة الضيافة لخدمات الحجاج' },
    { assign_camp_id: 12, camp_name: 'مخيم 14 — مزدلفة', company_name: 'شركة الضيافة لخدمات الحجاج' },
  ],
};

export function row(over: Partial<Row> & { id: number }): Row {
  return {
    structure: 'خيمة مطبخ إضافية',
    assign_camp_id: 11,
    camp_name: 'مخيم 12 — مزدلفة',
    form_id: 7,
    kroky_document: { id: 90, name: 'kroky.pdf', size: 120_400, mime: 'application/pdf', url: '/api/files/90' },
    status: 'pending',
    status_text: 'قيد الانتظار',
    company_id: 3,
    company_name: 'شركة الضيافة لخدمات الحجاج',
    rejection_reason: null,
    decided_at: null,
    verify_path: null,
    version: 1,
    created_at: '2026-11-01T08:00:00Z',
    updated_at: '2026-11-20T09:30:00Z',
    ...over,
  };
}

const ev = (event: string, label: string, allowed: 0 | 1, reason: string | null = null) => ({ event, label, allowed, reason });

export function details(over: Partial<Details> & { id: number }): Details {
  return {
    ...row(over),
    form: { id: 7, name: formData.name, name_en: formData.name_en, body: formData.body, body_en: formData.body_en },
    questions: questions.map((q, i) => ({ ...q, answer: ANSWERS[i] ?? null })),
    history: [{ event: 'CREATE', from: null, to: 'pending', at: '2026-11-01T08:00:00Z', by: 'شركة الضيافة', reason: null }],
    events: [],
    ...over,
  } as Details;
}

export const rows: Row[] = [
  row({ id: 1, structure: 'خيمة مطبخ إضافية' }),
  row({ id: 2, structure: 'مظلة انتظار مؤقتة', status: 'approved', status_text: 'معتمد', decided_at: '2026-11-05T10:00:00Z' }),
  row({ id: 3, structure: 'دورات مياه متنقلة', status: 'rejected', status_text: 'مرفوض', rejection_reason: 'الكروكي لا يوضح الموقع', decided_at: '2026-11-06T10:00:00Z', kroky_document: null }),
];

/** The provider's pending order, without its kroky yet. */
export const pendingNoKroky = details({
  id: 4,
  kroky_document: null,
  events: [ev('UPDATE', 'تعديل الطلب', 1), ev('UPLOAD_KROKY', 'رفع الكروكي', 1), ev('APPROVE', 'اعتماد الرخصة', 0), ev('REJECT', 'رفض الطلب', 0)],
});
/** The same order as staff see it, with its kroky: approve and reject. */
export const pendingForStaff = details({ id: 1, events: [ev('UPDATE', 'تعديل الطلب', 0), ev('UPLOAD_KROKY', 'رفع الكروكي', 0), ev('APPROVE', 'اعتماد الرخصة', 1), ev('REJECT', 'رفض الطلب', 1)] });
export const approved = details({
  id: 2,
  structure: 'مظلة انتظار مؤقتة',
  status: 'approved',
  status_text: 'معتمد',
  decided_at: '2026-11-05T10:00:00Z',
  version: 3,
  history: [
    { event: 'CREATE', from: null, to: 'pending', at: '2026-11-01T08:00:00Z', by: 'شركة الضيافة', reason: null },
    { event: 'APPROVE', from: 'pending', to: 'approved', at: '2026-11-05T10:00:00Z', by: 'موظف كدانة', reason: null },
  ],
});
export const rejected = details({
  id: 3,
  structure: 'دورات مياه متنقلة',
  status: 'rejected',
  status_text: 'مرفوض',
  rejection_reason: 'الكروكي لا يوضح الموقع',
  decided_at: '2026-11-06T10:00:00Z',
  version: 2,
  history: [
    { event: 'CREATE', from: null, to: 'pending', at: '2026-11-01T08:00:00Z', by: 'شركة الضيافة', reason: null },
    { event: 'REJECT', from: 'pending', to: 'rejected', at: '2026-11-06T10:00:00Z', by: 'موظف كدانة', reason: 'الكروكي لا يوضح الموقع' },
  ],
});
