/** Car licence requests for stories, shaped as the contract's schemas: one in each status of the machine. */
import type { components } from '../../openapi/schema';
import { signInAsType } from '../orders/fixtures';

type Row = components['schemas']['CarLicenceOrder'];

export function carLicenceOrdersRecord(over: Partial<Row> & { id: number }): Row {
  return {
    plate_number: 'أ ب ج 1234',
    car_type: 'حافلة',
    driver_name: 'عبدالله الحربي',
    driver_id_number: '1012345678',
    notes: null,
    reject_reason: null,
    status: 'pending',
    status_text: 'قيد الانتظار',
    company_id: 3,
    company_name: 'شركة الضيافة',
    approved_at: null,
    verify_path: null,
    version: 1,
    created_at: '2026-11-01T08:00:00Z',
    updated_at: '2026-11-20T09:30:00Z',
    ...over,
  };
}

export const pendingRequest = carLicenceOrdersRecord({ id: 1, notes: 'نقل الحجاج بين المشاعر' });
export const approvedRequest = carLicenceOrdersRecord({
  id: 2,
  plate_number: 'د ر س 5821',
  car_type: 'شاحنة مياه',
  driver_name: 'Mohammed Khan',
  status: 'approved',
  status_text: 'معتمد',
  version: 2,
});
export const rejectedRequest = carLicenceOrdersRecord({ id: 3, plate_number: 'ط ع ق 7310', status: 'rejected', status_text: 'مرفوض', reject_reason: 'استمارة المركبة منتهية', version: 2 });
export const cancelledRequest = carLicenceOrdersRecord({ id: 4, plate_number: 'ل م ن 2468', status: 'cancelled', status_text: 'ملغي', version: 2 });

export const carLicenceOrdersRows: Row[] = [pendingRequest, approvedRequest, rejectedRequest, cancelledRequest];

/** The server's answer for a rejected request's view or update (spec 001 §8). */
export const rejectedLocked = { status: 409, body: { message: 'لا يمكنك عرض أو تعديل طلب ترخيص مرفوض' } };

const CAR = ['carLicense-request', 'carLicense-index', 'carLicense-view', 'carLicense-update'];
/** The demo provider (a company: its own requests, their owner) and the authority's desk. */
export const asProvider = () => signInAsType('service_provider', 3, CAR);
export const asDesk = () => signInAsType('kdana', 2, ['carLicense-index', 'carLicense-view', 'carLicense-update']);
