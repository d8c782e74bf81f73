/**
 * Car licence requests (طلبات ترخيص المركبات): the area's table (fields ours: the spec names none). Found by
 * drizzle.config.ts and server/db/client.ts with every other feature's table.ts.
 */
import { pgTable, serial, integer, timestamp, index, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema';

export const carLicenceOrders = pgTable(
  'car_licence_orders',
  {
    id: serial('id').primaryKey(),
    plateNumber: text('plate_number').notNull(),
    carType: text('car_type').notNull(),
    driverName: text('driver_name').notNull(),
    driverIdNumber: text('driver_id_number').notNull(),
    notes: text('notes'),
    /** the authority's reason, when it rejected the request */
    rejectReason: text('reject_reason'),
    /** when the authority approved it: the licence's date of issue */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** what the licence's QR code carries (server/licence/token.ts), given on approval */
    licenceToken: text('licence_token'),
    /** a status of the carLicenceOrder machine; written only by server/lifecycle/ */
    status: text('status').notNull(),
    /** the company the record belongs to (a main account's id) */
    companyId: integer('company_id')
      .notNull()
      .references(() => users.id),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('car_licence_orders_created_idx').on(t.createdAt, t.id),
    index('car_licence_orders_company_idx').on(t.companyId, t.createdAt),
    index('car_licence_orders_status_idx').on(t.status, t.createdAt),
    uniqueIndex('car_licence_orders_token_idx').on(t.licenceToken),
  ],
);
