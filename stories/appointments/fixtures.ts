/** Appointments and absences for stories, shaped as the contract's schemas. */
import type { components } from '../../openapi/schema';

type Row = components['schemas']['Appointment'];
type Absence = components['schemas']['Absence'];

export function appointmentRecord(over: Partial<Row> & { id: number }): Row {
  return {
    assign_camp_id: over.id,
    appointment: '2027-05-20T06:00:00.000Z',
    reject_reason: null,
    square_id: 8,
    square_name: 'مربع 8',
    square_code: 'MZ-08',
    camp_id: over.id,
    camp_name: `مخيم 8-${over.id}`,
    company_id: 3,
    company_name: 'شركة الضيافة لخدمات الحجاج',
    assignment_status: 'appointment',
    missed: false,
    missed_at: null,
    status: 'pending',
    status_text: 'بانتظار التأكيد',
    version: 1,
    created_at: '2026-11-01T08:00:00Z',
    updated_at: '2026-11-20T09:30:00Z',
    ...over,
  };
}

export const appointmentRows: Row[] = [
  appointmentRecord({ id: 1 }),
  appointmentRecord({ id: 2, status: 'approved', status_text: 'مؤكد', appointment: '2027-05-21T07:30:00.000Z' }),
  appointmentRecord({ id: 3, status: 'rejected', status_text: 'مرفوض', reject_reason: 'فريق الاستلام غير متاح في هذا الوقت' }),
  appointmentRecord({ id: 4, status: 'approved', status_text: 'مؤكد', appointment: '2026-11-20T06:00:00.000Z', missed: true, missed_at: '2026-11-20T09:00:00.000Z', assignment_status: 'pending' }),
  // approved and passed, not yet recorded: Kidana may record the absence
  appointmentRecord({ id: 5, status: 'approved', status_text: 'مؤكد', appointment: '2026-11-21T06:00:00.000Z' }),
];

export const absenceRows: Absence[] = [
  {
    id: 1,
    appointment_id: 4,
    company_id: 3,
    appointment: '2026-11-20T06:00:00.000Z',
    assign_camp_id: 4,
    camp_name: 'مخيم 8-4',
    square_id: 8,
    square_name: 'مربع 8',
    company_name: 'شركة الضيافة لخدمات الحجاج',
    created_by: 2,
    created_by_name: 'موظف كدانة',
    created_at: '2026-11-20T09:00:00.000Z',
  },
];
