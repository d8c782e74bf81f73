/**
 * Invoices (الفواتير): Saudi simplified tax invoices the authority issues to a company, each with its
 * lines. Amounts are integer halalas (shared/money.ts); a line's VAT is computed and rounded on the
 * line, and the invoice keeps the sums so lists need no join. The seller (name, VAT number) is
 * kept as printed when the invoice was issued. Found by drizzle.config.ts and server/db/client.ts.
 */
import { pgTable, serial, integer, timestamp, index, text, date, bigint } from 'drizzle-orm/pg-core';
import { files, users } from '../../db/schema';

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    description: text('description').notNull(),
    dueDate: date('due_date').notNull(),
    sellerName: text('seller_name').notNull(),
    sellerVatNumber: text('seller_vat_number').notNull(),
    /** sums of the lines, in halalas */
    netTotal: bigint('net_total', { mode: 'number' }).notNull(),
    vatTotal: bigint('vat_total', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    /** the proof of payment the company uploaded last (upload_docs) */
    attachmentFileId: integer('attachment_file_id').references(() => files.id),
    /** the authority's reason, when it rejected the proof */
    rejectionReason: text('rejection_reason'),
    /** a status of the invoice machine; written only by server/lifecycle/ */
    status: text('status').notNull(),
    /** the company the invoice is issued to (a main account's id) */
    companyId: integer('company_id')
      .notNull()
      .references(() => users.id),
    createdBy: integer('created_by').references(() => users.id),
    version: integer('version').notNull().default(1),
    /** the invoice's date and time of issue: its number's year and the QR code's time stamp */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invoices_created_idx').on(t.createdAt, t.id), index('invoices_company_idx').on(t.companyId, t.createdAt), index('invoices_status_idx').on(t.status, t.createdAt)],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    /** before VAT, in halalas */
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    net: bigint('net', { mode: 'number' }).notNull(),
    vat: bigint('vat', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId, t.sort)],
);
