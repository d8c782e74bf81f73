/**
 * Regulatory violations (المخالفات النظامية): a violation an inspector records against a company's camp
 * (spec 001 §3 Violation form: header logo 1, header logo 2, footer logo, body, images). Made by
 * `npm run new:area`; found by drizzle.config.ts and server/db/client.ts with every other feature's table.ts.
 * - `title`: ours — the violation in a line, what the list is read by (the spec's form has only the body).
 * - `company_id`: the company the camp was handed over to when the violation was written (not the writer's).
 * - `issued_at` / `ready_at`: when it was issued to the company and when its document was made ready.
 */
import { pgTable, serial, integer, timestamp, index, text } from 'drizzle-orm/pg-core';
import { files, users } from '../../db/schema';
import { camps } from '../camps/table';

export const regulatoryViolationOrders = pgTable(
  'regulatory_violation_orders',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    campId: integer('camp_id')
      .notNull()
      .references(() => camps.id, { onDelete: 'restrict' }),
    body: text('body'),
    imagesFileIds: integer('images_file_ids').array().notNull().default([]),
    headerLogo1FileId: integer('header_logo_1_file_id').references(() => files.id, { onDelete: 'set null' }),
    headerLogo2FileId: integer('header_logo_2_file_id').references(() => files.id, { onDelete: 'set null' }),
    footerLogoFileId: integer('footer_logo_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** a status of the violation machine; written only by server/lifecycle/ */
    status: text('status').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /** the company the record belongs to (a main account's id) */
    companyId: integer('company_id')
      .notNull()
      .references(() => users.id),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('regulatory_violation_orders_created_idx').on(t.createdAt, t.id),
    index('regulatory_violation_orders_camp_id_idx').on(t.campId),
    index('regulatory_violation_orders_images_idx').using('gin', t.imagesFileIds),
    index('regulatory_violation_orders_company_idx').on(t.companyId, t.createdAt),
    index('regulatory_violation_orders_status_idx').on(t.status, t.createdAt),
  ],
);
