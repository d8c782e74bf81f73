/** Appointments and absence history: the area's calls and queries over the one typed query layer (src/shared/api/query.ts). */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';
import type { ClientActor } from '../../shared/workflow/useLifecycle';

export type Appointment = components['schemas']['Appointment'];
export type AppointmentFilters = components['schemas']['AppointmentFilters'];
export type Absence = components['schemas']['Absence'];
export type AbsenceFilters = components['schemas']['AbsenceFilters'];

/** Every cached answer of the area's paths (lists, records, the picker, and the assignments they move). */
export const invalidateAppointments = (client: QueryClient) =>
  invalidatePaths(client, '/general/appointments', '/general/appointments/', '/general/absence_history', '/general/assign', '/general/assign/');

export function useAppointments(filters: AppointmentFilters, page: number) {
  return failing($api.useQuery('post', '/general/appointments', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export function useAbsences(filters: AbsenceFilters, page: number) {
  return failing($api.useQuery('post', '/general/absence_history', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

/** The booking picker: squares, then a square's assignments awaiting an appointment and the day's booked slots. */
export function useAssignable(squareId: number | null, day: string | null) {
  const query = { ...(squareId ? { square_id: squareId } : {}), ...(squareId && day ? { day } : {}) };
  return failing($api.useQuery('get', '/general/appointments/assignable', { params: { query } }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export const bookAppointment = (assign_camp_id: number, appointment: string) => call(contract.POST('/general/appointments/store', { body: { assign_camp_id, appointment } }));
export const rescheduleAppointment = (row: Appointment, appointment: string) =>
  call(contract.POST('/general/appointments/update/{id}', { params: { path: { id: row.id } }, body: { appointment, version: row.version } }));
export const approveAppointment = (row: Appointment) => call(contract.POST('/general/appointments/approve/{id}', { params: { path: { id: row.id } }, body: { version: row.version } }));
export const rejectAppointment = (row: Appointment, reject_reason: string) =>
  call(contract.POST('/general/appointments/reject/{id}', { params: { path: { id: row.id } }, body: { reject_reason, version: row.version } }));
export const deleteAppointment = (id: number) => call(contract.DELETE('/general/appointments/delete/{id}', { params: { path: { id } } }));
export const recordAbsence = (row: Appointment) => call(contract.POST('/general/absence_history/store', { body: { appointment_id: row.id, company_id: row.company_id } }));

/** The appointment machine's steps, each through its call (the machine's guards have run first). */
export const appointmentActors: Record<string, ClientActor<Appointment>> = {
  approve: async ({ record }) => ({ ...record, ...(await approveAppointment(record)).data }),
  reject: async ({ record, event }) => ({ ...record, ...(await rejectAppointment(record, typeof event.reject_reason === 'string' ? event.reject_reason : '')).data }),
  reschedule: async ({ record, event }) => ({ ...record, ...(await rescheduleAppointment(record, typeof event.appointment === 'string' ? event.appointment : '')).data }),
};
