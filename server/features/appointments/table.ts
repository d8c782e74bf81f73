/**
 * Handover appointments (المواعيد, spec 000 §3 Appointment; .tmp/helpers/HANDOVER.md): the date and
 * time a camp assignment is handed over to its receiving company.
 * - `appointment`: the instant (timestamptz), set by the authority, confirmed by the company;
 * - `status`: the appointment machine's (pending, approved, rejected), written only by server/lifecycle/;
 * - `square_id` and `receiver_company_id` are copied from the assignment when the appointment is
 *   booked: the square (a camp never changes square) lets the database itself refuse two live
 *   appointments at one instant in one square, and the receiver (the company the appointment was
 *   made with; a re-customised assignment books new ones) lets the lifecycle decide who sees and
 *   answers a row without a query per row.
 * Whether an appointment was missed is a row of absence_history, not a status.
 */
import { pgTable, serial, integer, timestamp, index, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import { assignCamps } from '../assign/table';
import { squares } from '../squares/table';

export const appointments = pgTable(
  'appointments',
  {
    id: serial('id').primaryKey(),
    assignCampId: integer('assign_camp_id')
      .notNull()
      .references(() => assignCamps.id, { onDelete: 'restrict' }),
    squareId: integer('square_id')
      .notNull()
      .references(() => squares.id, { onDelete: 'restrict' }),
    receiverCompanyId: integer('receiver_company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    appointment: timestamp('appointment', { withTimezone: true }).notNull(),
    rejectReason: text('reject_reason'),
    /** a status of the appointment machine; written only by server/lifecycle/ */
    status: text('status').notNull(),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('appointments_created_idx').on(t.createdAt, t.id),
    index('appointments_assign_camp_id_idx').on(t.assignCampId, t.createdAt),
    index('appointments_status_idx').on(t.status, t.createdAt),
    index('appointments_at_idx').on(t.appointment, t.id),
    index('appointments_receiver_idx').on(t.receiverCompanyId, t.appointment),
    // one live appointment per square and instant (a rejected one frees its slot), even when two bookings race
    uniqueIndex('appointments_square_slot_idx')
      .on(t.squareId, t.appointment)
      .where(sql`${t.status} <> 'rejected'`),
  ],
);
