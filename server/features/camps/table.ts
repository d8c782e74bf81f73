/**
 * Camps (المخيمات): the plots of Muzdalifah's squares handed to the companies that serve pilgrims
 * (spec 000 §3 Camp: id, status, status_text, is_developed; the other fields are ours):
 * - `name` / `name_en`: as the plans name it, "مخيم 7-12" / "Camp 7-12" (square 7, plot 12); unique;
 * - `square_id`: the square it lies in (a square a camp lies in is not deleted);
 * - `capacity`: how many pilgrims it takes; `area_m2`: its area in square metres (optional);
 * - `is_developed`: a developed camp has permanent buildings (spec 000 §3, 0/1 on the wire);
 * - `status`: the camp machine's (notready, ready), written only by server/lifecycle/.
 */
import { pgTable, serial, integer, timestamp, index, text, boolean, uniqueIndex } from 'drizzle-orm/pg-core';
import { squares } from '../squares/table';

export const camps = pgTable(
  'camps',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    squareId: integer('square_id')
      .notNull()
      .references(() => squares.id, { onDelete: 'restrict' }),
    capacity: integer('capacity').notNull(),
    areaM2: integer('area_m2'),
    isDeveloped: boolean('is_developed').notNull().default(false),
    notes: text('notes'),
    /** a status of the camp machine; written only by server/lifecycle/ */
    status: text('status').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('camps_created_idx').on(t.createdAt, t.id),
    index('camps_square_id_idx').on(t.squareId),
    index('camps_status_idx').on(t.status, t.createdAt),
    uniqueIndex('camps_name_idx').on(t.name),
    uniqueIndex('camps_name_en_idx').on(t.nameEn),
  ],
);
