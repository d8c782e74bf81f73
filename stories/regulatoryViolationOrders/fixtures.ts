/** Regulatory violations for stories, shaped as the contract's schemas: one in each status, and who looks at them. */
import type { components } from '../../openapi/schema';
import { signInAsType } from '../orders/fixtures';

type Row = components['schemas']['RegulatoryViolationOrder'];

const file = (id: number, name: string) => ({ id, name, size: 48_213, mime: 'image/png', url: `/api/files/${id}` });

export function regulatoryViolationOrdersRecord(over: Partial<Row> & { id: number }): Row {
  return {
    title: 'تمديدات كهربائية مكشوفة',
    camp_id: 1,
    body: 'وُجدت تمديدات كهربائية مكشوفة قرب مداخل الخيام في الممر الشمالي، دون أغطية واقية.',
    images: [],
    header_logo_1: null,
    header_logo_2: null,
    footer_logo: null,
    get_camp: { id: 1, name: 'مخيم 7-12', name_en: 'Camp 7-12' },
    status: 'draft',
    status_text: 'مسودة',
    company_id: 3,
    company_name: 'شركة الضيافة لخدمات الحجاج',
    issued_at: null,
    ready_at: null,
    version: 1,
    created_at: '2026-11-01T08:00:00Z',
    updated_at: '2026-11-20T09:30:00Z',
    ...over,
  } as Row;
}

export const draftViolation = regulatoryViolationOrdersRecord({ id: 1, images: [file(11, 'violation-1-1.png')] });
export const issuedViolation = regulatoryViolationOrdersRecord({
  id: 2,
  title: 'طفايات حريق منتهية الصلاحية',
  body: 'ست طفايات حريق في المطبخ ومنطقة التخزين تجاوزت تاريخ الفحص الدوري.',
  images: [file(21, 'violation-2-1.png'), file(22, 'violation-2-2.png')],
  status: 'issued',
  status_text: 'صادرة',
  issued_at: '2026-11-02T10:00:00Z',
  version: 2,
});
export const readyViolation = regulatoryViolationOrdersRecord({
  id: 3,
  title: 'Blocked emergency exit',
  body: 'The eastern emergency exit was blocked by stacked supply boxes and a parked cart.',
  images: [file(31, 'violation-3-1.png')],
  header_logo_1: file(41, 'authority-logo.png'),
  header_logo_2: file(42, 'civil-defence-logo.png'),
  footer_logo: file(43, 'mashaer-footer.png'),
  status: 'ready',
  status_text: 'جاهزة',
  issued_at: '2026-11-03T10:00:00Z',
  ready_at: '2026-11-03T13:00:00Z',
  version: 3,
});

export const regulatoryViolationOrdersRows: Row[] = [draftViolation, issuedViolation, readyViolation];

/** The handed-over camps the desk's camp filter and form offer. */
export const campIdOptions = [
  { id: 1, name: 'مخيم 7-12', name_en: 'Camp 7-12', company_name: 'شركة الضيافة لخدمات الحجاج' },
  { id: 2, name: 'مخيم 7-14', name_en: 'Camp 7-14', company_name: 'شركة الرفادة المشاركة' },
  { id: 3, name: 'مخيم 8-02', name_en: 'Camp 8-02', company_name: 'شركة الضيافة لخدمات الحجاج' },
];

export const asDesk = () => signInAsType('gov', 5, ['violationorder-index', 'violationorder-view']);
export const asCompany = () => signInAsType('service_provider', 3, ['violationorder-index', 'violationorder-view']);
