/**
 * Absence history (سجل الغياب, spec 000 §3 Absence history: appointment_id, company_id): a receiving
 * company did not come to its approved handover appointment. One row per appointment at most; the
 * appointment keeps its status and is "missed" (machines/appointment `facts.missed`), and the
 * assignment waits for a new appointment (its RECORD_ABSENCE).
 */
import { pgTable, serial, integer, timestamp, index } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema';
import { appointments } from '../appointments/table';

export const absenceHistory = pgTable(
  'absence_history',
  {
    id: serial('id').primaryKey(),
    appointmentId: integer('appointment_id')
      .notNull()
      .unique('absence_history_appointment_id_unique')
      .references(() => appointments.id, { onDelete: 'restrict' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('absence_history_created_idx').on(t.createdAt, t.id), index('absence_history_company_idx').on(t.companyId, t.createdAt)],
);
