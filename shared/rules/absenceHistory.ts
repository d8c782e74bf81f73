/**
 * Absence history: the rules of POST general/absence_history/store (appointment_id, company_id),
 * shared by the screens and the server (parseBody); messages are keys of the shared catalogue.
 * Whether the appointment may be recorded as missed is the server's to say (422 on the field).
 */
import * as v from 'valibot';

const id = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(1, message));

export const AbsenceSchema = v.object({
  appointment_id: id('absenceHistory.appointmentRequired'),
  company_id: id('absenceHistory.companyRequired'),
});

export type AbsenceValues = v.InferOutput<typeof AbsenceSchema>;
