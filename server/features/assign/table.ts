/**
 * Camp assignments (تخصيص المخيمات, spec 000 §3 Assign): a camp of a square given to a receiving
 * company for the season (.tmp/helpers/HANDOVER.md: table `assign_camps`).
 * - `camp_id`, `square_id` (the camp's own square: the server checks it), `country_id` (the
 *   pilgrims' country the camp serves);
 * - `receiver_company_id`: the receiving company's main account (service_provider or
 *   raft_company, active), and `receiver_cr`, its commercial register number (10 digits);
 * - `kroky_file_id` (the site sketch, spec get_kroky) and `assign_file_id` (spec get_assign_file);
 * - `status`: the assignment machine's, written only by server/lifecycle/;
 * - `contract_status`: the handover contract's signature state as the list shows it, `unsigned`
 *   until every signer of the handover form signed, then `signed` (kept by the handover's actors).
 * One live assignment per camp: the partial unique index below refuses a second one whose status
 * is not `returned`, even when two requests race (the handler answers 409 first, in words).
 */
import { pgTable, serial, integer, timestamp, index, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { files, users } from '../../db/schema';
import { camps } from '../camps/table';
import { squares } from '../squares/table';
import { countries } from '../countries/table';

/** The contract's signature states (spec 000 §3 Assign contract_status). */
export const CONTRACT_STATUSES = ['unsigned', 'signed'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const assignCamps = pgTable(
  'assign_camps',
  {
    id: serial('id').primaryKey(),
    campId: integer('camp_id')
      .notNull()
      .references(() => camps.id, { onDelete: 'restrict' }),
    squareId: integer('square_id')
      .notNull()
      .references(() => squares.id, { onDelete: 'restrict' }),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'restrict' }),
    /**
     * Named as the assignment machine reads it from the record (its guards: RE_CUSTOMIZE to another
     * company, RECORD_ABSENCE of the receiver only): the runtime hands the machine this row.
     */
    receiver_company_id: integer('receiver_company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    receiverCr: text('receiver_cr').notNull(),
    krokyFileId: integer('kroky_file_id').references(() => files.id, { onDelete: 'set null' }),
    assignFileId: integer('assign_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** a status of the assignment machine; written only by server/lifecycle/ */
    status: text('status').notNull(),
    contractStatus: text('contract_status').$type<ContractStatus>().notNull().default('unsigned'),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assign_camps_created_idx').on(t.createdAt, t.id),
    uniqueIndex('assign_camps_live_camp_idx')
      .on(t.campId)
      .where(sql`${t.status} <> 'returned'`),
    index('assign_camps_camp_id_idx').on(t.campId),
    index('assign_camps_square_id_idx').on(t.squareId),
    index('assign_camps_country_id_idx').on(t.countryId),
    // a company's own assignments (the scoped list, newest first)
    index('assign_camps_receiver_idx').on(t.receiver_company_id, t.createdAt),
    index('assign_camps_status_idx').on(t.status, t.createdAt),
  ],
);
