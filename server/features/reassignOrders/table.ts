/**
 * Re-assign (re-delivery) and lock orders (spec 001 §3 "Reassign or lock order: type (reassign or lock),
 * reassign_order_id, signed, MissedSignCount, kroky_document, appointment"): one table for both types, a
 * status of the type's machine (machines/reassignOrder, machines/lockOrder), written only by
 * server/lifecycle/. Beside it: the order's camps (the assignments it re-delivers or locks, each approved or
 * not), its form's answers, and one signature row per signer of its form (MissedSignCount counts the
 * unsigned ones; `signed` is 1 when none is left). Penalties are integer halalas (shared/money.ts).
 * Found by drizzle.config.ts and server/db/client.ts with every other feature's table.ts.
 */
import { pgTable, serial, integer, timestamp, index, text, bigint, boolean, primaryKey } from 'drizzle-orm/pg-core';
import { accountTypes, files, users } from '../../db/schema';
import { forms } from '../forms/table';
import { questions } from '../questions/table';
import { assignCamps } from '../assign/table';

export const reassignOrders = pgTable(
  'reassign_orders',
  {
    id: serial('id').primaryKey(),
    /** reassign or lock (machines/reassignOrder/constants.ts REASSIGN_ORDER_TYPES) */
    type: text('type').$type<'reassign' | 'lock'>().notNull(),
    /** the company holding the camps (a main account's id) */
    companyId: integer('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** a status of the type's machine; written only by server/lifecycle/ */
    status: text('status').notNull(),
    /** the form of the order's type it was filled with (SUBMIT_FORM) */
    formId: integer('form_id').references(() => forms.id, { onDelete: 'restrict' }),
    /** what the form's answers priced, in halalas (shared/rules/reassignOrders.ts) */
    penaltyAmount: bigint('penalty_amount', { mode: 'number' }).notNull().default(0),
    /** the company's last payment attachment, and the authority's reason when it rejected one */
    paymentFileId: integer('payment_file_id').references(() => files.id),
    paymentRejectionReason: text('payment_rejection_reason'),
    /** the re-delivery file (kroky document) that completed the order */
    krokyFileId: integer('kroky_file_id').references(() => files.id),
    /** the re-delivery appointment, "YYYY-MM-DD HH:mm" (a re-appointment replaces it) */
    appointment: text('appointment'),
    rejectionReason: text('rejection_reason'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reassign_orders_type_created_idx').on(t.type, t.createdAt, t.id),
    index('reassign_orders_company_idx').on(t.companyId, t.createdAt),
    index('reassign_orders_status_idx').on(t.type, t.status, t.createdAt),
  ],
);

/** The camps of an order: the assignments it re-delivers or locks; `approved` at approve-camps. */
export const reassignOrderCamps = pgTable(
  'reassign_order_camps',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => reassignOrders.id, { onDelete: 'cascade' }),
    assignCampId: integer('assign_camp_id')
      .notNull()
      .references(() => assignCamps.id, { onDelete: 'restrict' }),
    approved: boolean('approved').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.assignCampId] }), index('reassign_order_camps_assign_idx').on(t.assignCampId)],
);

/** The order's form's answers, one per question. */
export const reassignOrderAnswers = pgTable(
  'reassign_order_answers',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => reassignOrders.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    answer: text('answer'),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.questionId] })],
);

/** One row per signer (account type) of the order's form; signed when `signed_at` is set. */
export const reassignOrderSignatures = pgTable(
  'reassign_order_signatures',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => reassignOrders.id, { onDelete: 'cascade' }),
    typeId: integer('type_id')
      .notNull()
      .references(() => accountTypes.id),
    signedBy: integer('signed_by').references(() => users.id, { onDelete: 'set null' }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signatureFileId: integer('signature_file_id').references(() => files.id),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.typeId] }), index('reassign_order_signatures_unsigned_idx').on(t.typeId, t.orderId)],
);
