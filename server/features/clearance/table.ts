/**
 * Clearance (المخالصة): a company's clearance and one vote per (clearance, voter). Found by drizzle.config.ts and
 * server/db/client.ts with every other feature's table.ts.
 *
 * The vote row is the `clearance` machine's record (status pending | accept | reject, its reason, version); the
 * company's clearance_status is not stored: it is derived from its votes (docs/clearance.md).
 */
import { pgTable, serial, integer, timestamp, index, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema';

/** A company's clearance (spec 001 §3 "Clearance company: clearance_status, initiator"): one per company. */
export const clearances = pgTable(
  'clearances',
  {
    id: serial('id').primaryKey(),
    /** the company being cleared (a main account) */
    companyId: integer('company_id')
      .notNull()
      .references(() => users.id),
    /** who started it (staff with re-assign-clearance) */
    initiatorId: integer('initiator_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** when the clearance or one of its votes last changed (the list's order follows created_at) */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('clearances_company_idx').on(t.companyId), index('clearances_created_idx').on(t.createdAt, t.id)],
);

/** One voter's vote on a clearance: a record of the clearance machine. */
export const clearanceVotes = pgTable(
  'clearance_votes',
  {
    id: serial('id').primaryKey(),
    clearanceId: integer('clearance_id')
      .notNull()
      .references(() => clearances.id, { onDelete: 'cascade' }),
    /** the clearance's company, kept beside the voter for the spec's /clearance/{company_id}/{voter_id} */
    companyId: integer('company_id')
      .notNull()
      .references(() => users.id),
    voterId: integer('voter_id')
      .notNull()
      .references(() => users.id),
    /** a status of the clearance machine; written only by server/lifecycle/ */
    status: text('status').notNull(),
    /** why the voter rejected; cleared by a later accept */
    reason: text('reason'),
    votedAt: timestamp('voted_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('clearance_votes_voter_idx').on(t.clearanceId, t.voterId),
    uniqueIndex('clearance_votes_company_voter_idx').on(t.companyId, t.voterId),
    index('clearance_votes_voter_status_idx').on(t.voterId, t.status),
  ],
);
