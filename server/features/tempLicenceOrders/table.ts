/**
 * Temporary licence orders (طلبات الرخص المؤقتة, spec 001 §3 "Temp licence order: kroky_document,
 * temp_license_order_id"; §5 and §9 the fixed form id 7): a company's answers to the temporary-licence
 * form for one of its assigned camps, with its kroky document (a stored, sniffed file).
 * - `temp_licence_orders`: the order, in a status of the tempLicenceOrder machine (written only by
 *   server/lifecycle/), the company it belongs to (the assignment's receiver), the decision's reason;
 * - `temp_licence_order_answers`: one answer per order and question of form 7 (the forms area's
 *   questions: server/features/forms).
 */
import { pgTable, serial, integer, timestamp, index, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { files, users } from '../../db/schema';
import { assignCamps } from '../assign/table';
import { forms } from '../forms/table';
import { questions } from '../questions/table';

export const tempLicenceOrders = pgTable(
  'temp_licence_orders',
  {
    id: serial('id').primaryKey(),
    /** what the temporary licence is for (e.g. an extra kitchen tent) */
    structure: text('structure').notNull(),
    assignCampId: integer('assign_camp_id')
      .notNull()
      .references(() => assignCamps.id, { onDelete: 'restrict' }),
    /** always form 7 (TEMP_LICENSE_FORM_ID) */
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'restrict' }),
    krokyDocumentFileId: integer('kroky_document_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** a status of the tempLicenceOrder machine; written only by server/lifecycle/ */
    status: text('status').notNull(),
    /** the company the record belongs to (the assignment's receiving company) */
    companyId: integer('company_id')
      .notNull()
      .references(() => users.id),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** what the licence's QR code carries (server/licence/token.ts), given on approval */
    licenceToken: text('licence_token'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('temp_licence_orders_created_idx').on(t.createdAt, t.id),
    index('temp_licence_orders_company_idx').on(t.companyId, t.createdAt),
    index('temp_licence_orders_status_idx').on(t.status, t.createdAt),
    index('temp_licence_orders_assign_idx').on(t.assignCampId),
    uniqueIndex('temp_licence_orders_token_idx').on(t.licenceToken),
  ],
);

export const tempLicenceOrderAnswers = pgTable(
  'temp_licence_order_answers',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => tempLicenceOrders.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'restrict' }),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('temp_licence_order_answers_unique_idx').on(t.orderId, t.questionId), index('temp_licence_order_answers_question_idx').on(t.questionId)],
);
