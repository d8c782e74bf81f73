/**
 * SADAD payment orders (أوامر السداد): what the authority asks a company to pay, with the SADAD bill
 * number it pays through its bank (./biller.ts) and the receipt it uploads. Amounts are integer
 * halalas (shared/money.ts): no floating point anywhere between the form and the bank.
 * Found by drizzle.config.ts and server/db/client.ts with every other feature's table.ts.
 */
import { pgTable, serial, integer, timestamp, index, text, bigint, date, uniqueIndex } from 'drizzle-orm/pg-core';
import { files, users } from '../../db/schema';

export const sadadOrders = pgTable(
  'sadad_orders',
  {
    id: serial('id').primaryKey(),
    description: text('description').notNull(),
    /** in halalas */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    dueDate: date('due_date').notNull(),
    /** the SADAD bill number the company pays (issued on store by the biller) */
    billNumber: text('bill_number'),
    /** the proof of payment the company uploaded last (upload_docs) */
    attachmentFileId: integer('attachment_file_id').references(() => files.id),
    /** the authority's reason, when it rejected the proof */
    rejectionReason: text('rejection_reason'),
    /** a status of the sadadOrder machine; written only by server/lifecycle/ */
    status: text('status').notNull(),
    /** the company the order is issued to (a main account's id) */
    companyId: integer('company_id')
      .notNull()
      .references(() => users.id),
    /** the staff member who issued it */
    createdBy: integer('created_by').references(() => users.id),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sadad_orders_created_idx').on(t.createdAt, t.id),
    index('sadad_orders_company_idx').on(t.companyId, t.createdAt),
    index('sadad_orders_status_idx').on(t.status, t.createdAt),
    uniqueIndex('sadad_orders_bill_idx').on(t.billNumber),
  ],
);
