/**
 * Categories (التصنيفات): the specialties specialists are classified by (spec 000 §3: a
 * specialist has `cat_id`), e.g. Electrical, Plumbing, Safety. The spec shows no fields; a
 * category is its name in both languages (every screen shows one or the other) and whether it
 * is active: categories are never deleted (the spec offers list, add and change only), so one
 * no longer offered is switched off and the specialists already in it keep it. Names are
 * unique in each language (the handlers say so on the field, case-insensitively).
 * Found by drizzle.config.ts and server/db/client.ts with every other feature's table.ts.
 */
import { pgTable, serial, integer, timestamp, index, text, boolean } from 'drizzle-orm/pg-core';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('categories_created_idx').on(t.createdAt, t.id)],
);
