/**
 * Season archive (أرشيف المواسم): one row per season, with its Gregorian window (docs/seasonArchive.md). Records of
 * other areas carry no season column: a record belongs to the season its created_at falls in
 * (server/analytics/season.ts). One season per Hijri year; at most one `active` (the partial unique index holds
 * it whatever the handlers do). Found by drizzle.config.ts and server/db/client.ts with every other feature's table.ts.
 */
import { sql } from 'drizzle-orm';
import { pgTable, serial, integer, timestamp, index, text, date, uniqueIndex } from 'drizzle-orm/pg-core';

export const dbArchives = pgTable(
  'db_archives',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    hijriYear: integer('hijri_year').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    notes: text('notes'),
    /** a status of the dbArchive machine; written only by server/lifecycle/ */
    status: text('status').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('db_archives_created_idx').on(t.createdAt, t.id),
    index('db_archives_status_idx').on(t.status, t.createdAt),
    index('db_archives_starts_idx').on(t.startsOn),
    uniqueIndex('db_archives_hijri_year_idx').on(t.hijriYear),
    // exactly one season is active once any has been (machines/dbArchive MAX_ACTIVE_ARCHIVES)
    uniqueIndex('db_archives_one_active_idx')
      .on(t.status)
      .where(sql`${t.status} = 'active'`),
  ],
);
