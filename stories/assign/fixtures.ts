/** Camp assignments for stories, shaped as the contract's schemas. */
import type { components } from '../../openapi/schema';

type Row = components['schemas']['Assignment'];
type Receiver = components['schemas']['AssignReceiver'];

export const receivers: Receiver[] = [
  { id: 3, name: 'شركة الضيافة', company_name: 'شركة الضيافة لخدمات الحجاج', cr: '4030012345' },
  { id: 21, name: 'شركة المروة', company_name: 'شركة المروة لخدمات الحجاج', cr: '4012345678' },
  { id: 22, name: 'شركة زمزم', company_name: 'شركة زمزم لخدمات الحجاج', cr: '4098765432' },
];

export function assignRecord(over: Partial<Row> & { id: number }): Row {
  return {
    camp_id: 1,
    square_id: 1,
    country_id: 1,
    receiver_company_id: 3,
    receiver_cr: '4030012345',
    get_kroky: null,
    get_assign_file: null,
    get_camp: { id: 1, name: 'مخيم 7-1', name_en: 'Camp 7-1' },
    get_square: { id: 1, name: 'المربع 7', name_en: 'Square 7' },
    get_country: { id: 1, name: 'إندونيسيا', name_en: 'Indonesia' },
    get_receiver_company: receivers[0]!,
    status: 'pending',
    status_text: 'بانتظار الموعد',
    contract_status: 'unsigned',
    version: 1,
    created_at: '2026-11-01T08:00:00Z',
    updated_at: '2026-11-20T09:30:00Z',
    ...over,
  };
}

export const assignRows: Row[] = [
  assignRecord({ id: 1 }),
  assignRecord({
    id: 2,
    camp_id: 2,
    get_camp: { id: 2, name: 'مخيم 7-2', name_en: 'Camp 7-2' },
    receiver_company_id: 21,
    receiver_cr: '4012345678',
    get_receiver_company: receivers[1]!,
    get_country: { id: 2, name: 'باكستان', name_en: 'Pakistan' },
    status: 'returned',
    status_text: 'مرتجع',
    version: 2,
  }),
  assignRecord({
    id: 3,
    camp_id: 3,
    square_id: 2,
    get_camp: { id: 3, name: 'مخيم 8-1', name_en: 'Camp 8-1' },
    get_square: { id: 2, name: 'المربع 8', name_en: 'Square 8' },
    receiver_company_id: 22,
    receiver_cr: '4098765432',
    get_receiver_company: receivers[2]!,
    status: 'deliverd',
    status_text: 'تم الاستلام',
    contract_status: 'signed',
    get_kroky: { id: 9, name: 'kroky-8-1.pdf', size: 182_000, mime: 'application/pdf', url: '/api/files/9' },
    version: 5,
  }),
];

/** The squares the square filter and picker offer (their list call's first page). */
export const squareIdOptions = [
  { id: 1, name: 'المربع 7', name_en: 'Square 7' },
  { id: 2, name: 'المربع 8', name_en: 'Square 8' },
];

/** The camps the camp picker offers. */
export const campIdOptions = [
  { id: 1, name: 'مخيم 7-1', name_en: 'Camp 7-1', square_id: 1 },
  { id: 4, name: 'مخيم 7-4', name_en: 'Camp 7-4', square_id: 1 },
];

/** The countries the country filter and picker offer. */
export const countryIdOptions = [
  { id: 1, name: 'إندونيسيا', name_en: 'Indonesia' },
  { id: 2, name: 'باكستان', name_en: 'Pakistan' },
];
