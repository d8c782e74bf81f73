/** Complaints for stories, shaped as the contract's schemas; who is signed in (the desk or a company). */
import type { components } from '../../openapi/schema';
import { signInAsType } from '../orders/fixtures';

type Row = components['schemas']['Complaint'];

/** The demo provider's company (its main account) and Kidana's desk. */
export const PROVIDER = 3;
export const asDesk = () => signInAsType('kdana', 7, ['complaint-index', 'complaint-create', 'complaint-details', 'complaint-manage']);
export const asCompany = () => signInAsType('service_provider', PROVIDER, ['complaint-index', 'complaint-create', 'complaint-details']);

export function complaintsRecord(over: Partial<Row> & { id: number }): Row {
  return {
    title: 'تراكم النفايات عند مدخل المخيم',
    details: 'حاويات النفايات عند البوابة الشمالية ممتلئة منذ صباح أمس.',
    type: 'cleanliness',
    priority: 'high',
    longitude: 39.8912,
    latitude: 21.4121,
    files: [],
    source: 'external',
    status: 'filed',
    status_text: 'مقدمة',
    company_id: PROVIDER,
    company_name: 'شركة الضيافة لخدمات الحجاج',
    filed_by: { id: PROVIDER, name: 'شركة الضيافة لخدمات الحجاج' },
    resolution: null,
    reject_reason: null,
    reviewed_at: null,
    closed_at: null,
    version: 1,
    created_at: '2026-11-01T08:00:00Z',
    updated_at: '2026-11-01T08:00:00Z',
    ...over,
  };
}

export const filedComplaint = complaintsRecord({ id: 1 });
export const inReviewComplaint = complaintsRecord({
  id: 2,
  title: 'Crowding at the pedestrian crossing',
  details: 'Pilgrims bunch up at the crossing after the evening prayer.',
  type: 'crowding',
  priority: 'medium',
  longitude: 39.8841,
  latitude: 21.4163,
  status: 'in_review',
  status_text: 'قيد المراجعة',
  reviewed_at: '2026-11-01T10:00:00Z',
  version: 2,
});
export const resolvedComplaint = complaintsRecord({
  id: 3,
  title: 'تسرب مياه الصرف قرب الخيام',
  type: 'cleanliness',
  priority: 'high',
  longitude: 39.9036,
  latitude: 21.3836,
  status: 'resolved',
  status_text: 'تمت المعالجة',
  resolution: 'أُصلح الخط وشُفطت المياه وعُقّم الممر.',
  reviewed_at: '2026-11-01T10:00:00Z',
  closed_at: '2026-11-01T14:00:00Z',
  version: 3,
});
export const rejectedComplaint = complaintsRecord({
  id: 4,
  title: 'إنارة معطلة في الممر الجنوبي',
  type: 'safety',
  priority: 'low',
  source: 'internal',
  longitude: 39.9012,
  latitude: 21.4049,
  status: 'rejected',
  status_text: 'مرفوضة',
  reject_reason: 'الإنارة في هذا الممر من مسؤولية الشركة المشغّلة للمخيم.',
  reviewed_at: '2026-11-01T10:00:00Z',
  closed_at: '2026-11-01T12:00:00Z',
  version: 3,
});

export const complaintsRows: Row[] = [filedComplaint, inReviewComplaint, resolvedComplaint, rejectedComplaint];
