/**
 * Squares (المربعات): the parts Muzdalifah's camp ground is divided into; camps belong to one
 * (spec 000 §2; the spec shows no field of a square, so these are ours, kept small):
 * - `name` / `name_en`: "مربع 7" / "Square 7", as the authority's plans name them;
 * - `code`: the square's short code on the plans and signs (e.g. `MZ-07`), upper-case, unique —
 *   other areas and the demo seed find a square by it;
 * - `area_m2`: its area in square metres (optional; whole numbers);
 * - `notes`: free text (landmarks, access roads, the nearest station).
 * Names and codes are unique (the handlers check first, names case-insensitively, for a 422 on
 * the field; the indexes settle a race).
 */
import { pgTable, serial, integer, timestamp, index, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const squares = pgTable(
  'squares',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    code: text('code').notNull(),
    areaM2: integer('area_m2'),
    notes: text('notes'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('squares_created_idx').on(t.createdAt, t.id), uniqueIndex('squares_code_idx').on(t.code), uniqueIndex('squares_name_idx').on(t.name), uniqueIndex('squares_name_en_idx').on(t.nameEn)],
);
