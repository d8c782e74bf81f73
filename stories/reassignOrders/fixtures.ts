/** Re-assign and lock orders for stories, shaped as the contract's schemas: one in each status of their machine. */
import type { components } from '../../openapi/schema';

export type Order = components['schemas']['ReassignOrder'];
type EventOption = Order['events'][number];

const TEXT: Record<string, string> = {
  form: 'تعبئة النموذج',
  camps_approval: 'اعتماد المخيمات',
  payment: 'سداد الغرامات',
  payment_review: 'مراجعة مرفق السداد',
  signature: 'التوقيع',
  re_delivery_file: 'ملف إعادة التسليم',
  completed: 'مكتمل',
  cancelled: 'ملغي',
};

/** The machine's labels of its events, in Arabic (what the server answers an Arabic caller). */
export const LABELS: Record<string, string> = {
  SUBMIT_FORM: 'حفظ النموذج',
  APPROVE_CAMPS: 'اعتماد المخيمات',
  PAY_PENALTIES: 'رفع مرفق السداد',
  ACCEPT_PAYMENT: 'قبول مرفق السداد',
  REJECT_PAYMENT: 'رفض مرفق السداد',
  SIGN: 'توقيع',
  REAPPOINT: 'إعادة تحديد الموعد',
  COMPLETE_SIGNATURES: 'إكمال التوقيعات',
  UPLOAD_FILE: 'رفع ملف إعادة التسليم',
  REJECT: 'رفض الطلب',
  CANCEL: 'إلغاء الطلب',
};

/** The server's events: each allowed (1), or refused with its reason (a string). */
export const eventsOf = (allowed: Record<string, 1 | string>): EventOption[] =>
  Object.entries(allowed).map(([event, v]) => ({ event, label: LABELS[event] ?? event, allowed: v === 1 ? 1 : 0, reason: v === 1 ? null : v }));

export const camps: Order['camps'] = [
  { assign_camp_id: 11, camp_id: 101, camp_name: 'مخيم 12', square_name: 'مربع 3', approved: 0 },
  { assign_camp_id: 12, camp_id: 102, camp_name: 'مخيم 14', square_name: 'مربع 3', approved: 0 },
];

export const form: NonNullable<Order['form']> = {
  id: 5,
  name: 'نموذج إعادة التسليم',
  questions: [
    { question_id: 1, title: 'هل الخيام سليمة؟', type: 'yes_no', required: 1, options: [], price: '500.00', answer: null },
    { question_id: 2, title: 'عدد المكيفات التالفة', type: 'number', required: 0, options: [], price: '150.00', answer: null },
    { question_id: 3, title: 'ملاحظات', type: 'text', required: 0, options: [], price: '0.00', answer: null },
  ],
};

const answered: NonNullable<Order['form']> = {
  ...form,
  questions: form.questions.map((q) => ({ ...q, answer: q.question_id === 1 ? 'no' : q.question_id === 2 ? '2' : 'Tent 4 torn' })),
};

const penalties: Order['penalties'] = [
  { question_id: 1, title: 'هل الخيام سليمة؟', quantity: 1, amount: '500.00' },
  { question_id: 2, title: 'عدد المكيفات التالفة', quantity: 2, amount: '300.00' },
];

const file = (id: number, name: string) => ({ id, name, size: 48_213, mime: 'application/pdf', url: `/api/files/${id}` });

const signatures = (signed: number): Order['signatures'] => [
  { type_id: 7, type_name: 'كدانة', status: signed > 0 ? 'signed' : 'unsigned', signed_by_name: signed > 0 ? 'موظف كدانة' : null, signed_at: signed > 0 ? '2026-11-25T10:00:00Z' : null },
  { type_id: 2, type_name: 'مقدم خدمة', status: signed > 1 ? 'signed' : 'unsigned', signed_by_name: signed > 1 ? 'شركة الضيافة' : null, signed_at: signed > 1 ? '2026-11-25T11:00:00Z' : null },
];

const STEP = ['form', 'camps_approval', 'payment', 'payment_review', 'signature', 're_delivery_file', 'completed'];
const past = (status: string, step: string) => STEP.indexOf(status) > STEP.indexOf(step) || status === 'cancelled';

export function order(id: number, status: string, over: Partial<Order> = {}): Order {
  const filled = status !== 'form';
  const signedCount = status === 'signature' ? 1 : past(status, 'signature') ? 2 : 0;
  return {
    id,
    reassign_order_id: id,
    type: 'reassign',
    status,
    status_text: TEXT[status] ?? status,
    company_id: 3,
    company_name: 'شركة الضيافة',
    camps,
    form_id: filled ? 5 : null,
    form_name: filled ? form.name : null,
    form: filled ? answered : null,
    forms: status === 'form' ? [{ id: 5, name: 'نموذج إعادة التسليم' }] : [],
    penalty_amount: filled ? '800.00' : '0.00',
    penalties: filled ? penalties : [],
    payment_attachment: past(status, 'payment') ? file(91, 'receipt.pdf') : null,
    payment_rejection_reason: null,
    signatures: past(status, 'camps_approval') ? signatures(signedCount) : [],
    MissedSignCount: past(status, 'camps_approval') ? 2 - signedCount : 0,
    signed: signedCount === 2 ? 1 : 0,
    appointment: '2026-12-01 09:30',
    kroky_document: status === 'completed' ? file(92, 'kroky.pdf') : null,
    rejection_reason: null,
    events: [],
    version: 3,
    created_at: '2026-11-20T08:00:00Z',
    updated_at: '2026-11-21T09:30:00Z',
    ...over,
  };
}

export const rows: Order[] = ['form', 'camps_approval', 'payment', 'payment_review', 'signature', 're_delivery_file', 'completed', 'cancelled'].map((s, i) => order(i + 1, s));

export const companies = [
  { id: 3, name: 'مدير الشركة', company_name: 'شركة الضيافة', email: 'provider@mashaer.test' },
  { id: 9, name: 'Manager', company_name: 'Al Baraka Services', email: 'baraka@mashaer.test' },
];

export const companyCamps = [
  { assign_camp_id: 11, camp_id: 101, camp_name: 'مخيم 12', square_name: 'مربع 3', company_id: 3, company_name: 'شركة الضيافة' },
  { assign_camp_id: 12, camp_id: 102, camp_name: 'مخيم 14', square_name: 'مربع 3', company_id: 3, company_name: 'شركة الضيافة' },
];

export const logs = [
  { id: 1, event: 'CREATE', event_text: 'إنشاء', from_status: null, from_text: null, to_status: 'form', to_text: 'تعبئة النموذج', by: 'موظف كدانة', at: '2026-11-20T08:00:00Z', note: null },
  {
    id: 2,
    event: 'SUBMIT_FORM',
    event_text: 'حفظ النموذج',
    from_status: 'form',
    from_text: 'تعبئة النموذج',
    to_status: 'camps_approval',
    to_text: 'اعتماد المخيمات',
    by: 'موظف كدانة',
    at: '2026-11-21T09:30:00Z',
    note: null,
  },
];
