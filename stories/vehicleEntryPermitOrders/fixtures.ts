/** Vehicle-entry permit orders for stories, shaped as the contract's schemas: one in each status of the machine. */
import type { components } from '../../openapi/schema';
import { signInAsType } from '../orders/fixtures';

type Row = components['schemas']['VehicleEntryPermitOrder'];

export function permitOrder(over: Partial<Row> & { id: number }): Row {
  return {
    plate_number: 'أ ب ج 4821',
    vehicle_type: 'شاحنة مياه',
    driver_name: 'فهد الحربي',
    driver_id_number: '1023456789',
    driver_mobile: '966551234567',
    camp_id: 1,
    entry_date: '2026-12-01',
    exit_date: '2026-12-07',
    purpose: 'توريد مياه الشرب للمخيم',
    registration: null,
    get_camp: { id: 1, name: 'مخيم 12 مزدلفة', name_en: 'Camp 12 Muzdalifah' },
    status: 'pending',
    status_text: 'قيد الانتظار',
    company_id: 3,
    company_name: 'شركة الضيافة لخدمات الحجاج',
    reject_reason: null,
    approved_at: null,
    verify_path: null,
    version: 1,
    created_at: '2026-11-20T08:00:00Z',
    updated_at: '2026-11-20T09:30:00Z',
    ...over,
  };
}

export const pendingOrder = permitOrder({ id: 1 });
export const approvedOrder = permitOrder({
  id: 2,
  plate_number: 'د ر س 1907',
  vehicle_type: 'شاحنة تبريد',
  driver_name: 'Imran Qureshi',
  status: 'approved',
  status_text: 'معتمد',
  approved_at: '2026-11-21T10:00:00Z',
  verify_path: '/vehicle-entry-permit-orders/qr/AbCdEfGhIjKlMnOpQrStUvWxYz012345',
  version: 2,
});
export const rejectedOrder = permitOrder({ id: 3, plate_number: 'ط ع ق 3316', status: 'rejected', status_text: 'مرفوض', reject_reason: 'استمارة المركبة منتهية', version: 2 });

export const permitRows: Row[] = [pendingOrder, approvedOrder, rejectedOrder];
export const permitCamps = [
  { id: 1, name: 'مخيم 12 مزدلفة', name_en: 'Camp 12 Muzdalifah' },
  { id: 2, name: 'مخيم 14 مزدلفة', name_en: 'Camp 14 Muzdalifah' },
];

/** The demo provider (a company: its own orders, their owner) and the government desk that decides them. */
export const asCompany = () => signInAsType('service_provider', 3, ['vehicle-entry-index', 'vehicle-entry-create', 'vehicle-entry-details']);
export const asDesk = () => signInAsType('gov', 5, ['vehicle-entry-index', 'vehicle-entry-details']);
