/**
 * Location licences (رخص المواقع): the kinds of licence a location order can end in (fields: shared/rules/locationLicenses.ts).
 * Names are unique in the list (the handlers check first, case-insensitively, for a 422 on the
 * field; the indexes settle a race). Found by drizzle.config.ts and server/db/client.ts with every
 * other feature's table.ts.
 */
import { pgTable, serial, integer, timestamp, index, text, boolean, uniqueIndex } from 'drizzle-orm/pg-core';

export const locationLicenses = pgTable(
  'location_licenses',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    validityDays: integer('validity_days').notNull(),
    isTemporary: boolean('is_temporary').notNull().default(false),
    description: text('description'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('location_licenses_created_idx').on(t.createdAt, t.id), uniqueIndex('location_licenses_name_idx').on(t.name), uniqueIndex('location_licenses_name_en_idx').on(t.nameEn)],
);
