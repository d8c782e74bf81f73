/**
 * Countries (الدول): the pilgrims' countries, in Arabic and English (spec 000 §3: name, name_en).
 * `iso_code` (ISO 3166-1 alpha-2, optional) is ours: the reference seed finds its rows by it, so
 * a renamed country is not added again. Names and codes are unique (the handlers check first,
 * case-insensitively, for a 422 on the field; the indexes settle a race).
 */
import { pgTable, serial, integer, timestamp, index, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const countries = pgTable(
  'countries',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    isoCode: text('iso_code'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('countries_created_idx').on(t.createdAt, t.id),
    uniqueIndex('countries_name_idx').on(t.name),
    uniqueIndex('countries_name_en_idx').on(t.nameEn),
    uniqueIndex('countries_iso_code_idx').on(t.isoCode),
  ],
);
