/**
 * SLA clocks (issue 16): a target per lifecycle status, in working days (shared/workingDays.ts), set by
 * administrators; and each time a record was found past its target (once per visit to the status), with when its
 * company was told.
 */
import { pgTable, integer, text, timestamp, primaryKey, serial, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema';

export const slaTargets = pgTable(
  'sla_targets',
  {
    workflow: text('workflow').notNull(),
    status: text('status').notNull(),
    targetDays: integer('target_days').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workflow, t.status] })],
);

export const slaBreaches = pgTable(
  'sla_breaches',
  {
    id: serial('id').primaryKey(),
    workflow: text('workflow').notNull(),
    recordId: integer('record_id').notNull(),
    status: text('status').notNull(),
    /** when the record entered the status: a later visit to the same status is a new breach */
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    foundAt: timestamp('found_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sla_breaches_visit_idx').on(t.workflow, t.recordId, t.status, t.enteredAt), index('sla_breaches_found_idx').on(t.foundAt)],
);
