/**
 * Stations (المحطات): Muzdalifah's service points (the spec shows no field of a station; these
 * are ours): `name` / `name_en` (unique), `kind` (one of STATION_KINDS, shared/rules/stations.ts:
 * water, first_aid, electricity, transport, civil_defense, toilets), `square_id` (the square it
 * serves; none for the points on the ground's edges), `location` (where it stands, in words).
 */
import { pgTable, serial, integer, timestamp, index, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { squares } from '../squares/table';

export const stations = pgTable(
  'stations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    kind: text('kind').notNull(),
    squareId: integer('square_id').references(() => squares.id, { onDelete: 'restrict' }),
    location: text('location'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stations_created_idx').on(t.createdAt, t.id),
    index('stations_square_id_idx').on(t.squareId),
    index('stations_kind_idx').on(t.kind, t.id),
    uniqueIndex('stations_name_idx').on(t.name),
    uniqueIndex('stations_name_en_idx').on(t.nameEn),
  ],
);
