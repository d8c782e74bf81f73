/** Readiness licences for stories, shaped as the contract's schemas. */
import type { components } from '../../openapi/schema';

type Row = components['schemas']['ReadinessLicense'];
type Details = components['schemas']['ReadinessLicenseDetails'];

export function licenceRecord(over: Partial<Row> & { id: number }): Row {
  return {
    form_id: 4,
    assign_camp_id: 20 + over.id,
    is_committed: 1,
    has_answers_in_version: 1,
    validity_period: null,
    rejection_reason: null,
    full_path: null,
    get_kroky: null,
    camp_id: 40 + over.id,
    camp_name: `مخيم ${over.id}`,
    square_name: 'مربع 8',
    company_id: 3,
    company_name: 'شركة الضيافة لخدمات الحجاج',
    approved_at: null,
    expires_at: null,
    status: 'pending',
    status_text: 'قيد الانتظار',
    version: 2,
    created_at: '2026-11-01T08:00:00Z',
    updated_at: '2026-11-20T09:30:00Z',
    ...over,
  };
}

export const licenceRows: Row[] = [
  licenceRecord({ id: 1 }),
  licenceRecord({ id: 2, has_answers_in_version: 0 }),
  licenceRecord({ id: 3, status: 'disapproved', status_text: 'غير معتمد', rejection_reason: 'مخارج الطوارئ غير واضحة', has_answers_in_version: 0 }),
  licenceRecord({ id: 4, status: 'approved', status_text: 'معتمد', validity_period: 30, approved_at: '2026-11-20T09:30:00Z', expires_at: '2026-12-20T09:30:00Z' }),
  licenceRecord({ id: 5, status: 'rejected', status_text: 'مرفوض', rejection_reason: 'غير مطابق' }),
  licenceRecord({ id: 6, status: 'cancelled', status_text: 'ملغي' }),
];

export function detailsOf(row: Row): Details {
  return {
    ...row,
    form: { id: 4, name: 'نموذج جاهزية المخيم', name_en: 'Camp readiness form' },
    questions: [
      {
        question_id: 1,
        sort: 1,
        title: 'هل طفايات الحريق متوفرة؟',
        title_en: 'Are fire extinguishers in place?',
        type: 'yes_no',
        required: true,
        options: [],
        answer: row.has_answers_in_version ? 'yes' : null,
      },
      {
        question_id: 2,
        sort: 2,
        title: 'هل مخارج الطوارئ واضحة؟',
        title_en: 'Are emergency exits marked?',
        type: 'yes_no',
        required: true,
        options: [],
        answer: row.has_answers_in_version ? 'yes' : null,
      },
    ],
    history: [{ event: 'CREATE', from: null, to: 'pending', label: 'تقديم الطلب', actor_name: 'شركة الضيافة', at: '2026-11-01T08:00:00Z', payload: {} }],
    // an approved licence carries its QR code's page (the server gives it once approved)
    qr: row.status === 'approved' ? `/readiness-license/qr/lz6_pP1nZMURTImzLj6rUnLI3ARFo${row.id}XY` : null,
  };
}

export const settings = {
  id: 1,
  pledge: 'أتعهد بأن المخيم جاهز لاستقبال الحجاج وفق اشتراطات السلامة.',
  pledge_en: 'I pledge that the camp is ready to receive pilgrims under the safety requirements.',
  validity_periods: [15, 30, 60, 90],
  updated_at: '2026-11-01T08:00:00Z',
};
