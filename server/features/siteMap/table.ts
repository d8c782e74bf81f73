/**
 * The site map's geometry (issue 16 "The site map"): each square's and camp's outline as a GeoJSON polygon
 * (shared/siteMap.ts), WGS 84 longitude/latitude. Ours — the spec shows no geometry. Kept beside the squares and
 * camps rather than in their rows: the map is the only reader, a record without a surveyed outline simply has no
 * row here (the map lists it as "not drawn"), and an outline is replaced without touching the record's version.
 * Filled by the demo seed from the seeded squares and camps (./plan.ts); a record deleted takes its outline with it.
 */
import { pgTable, integer, timestamp, jsonb } from 'drizzle-orm/pg-core';
import type { Polygon } from '../../../shared/siteMap';
import { squares } from '../squares/table';
import { camps } from '../camps/table';

export const squareGeometries = pgTable('square_geometries', {
  squareId: integer('square_id')
    .primaryKey()
    .references(() => squares.id, { onDelete: 'cascade' }),
  geometry: jsonb('geometry').$type<Polygon>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const campGeometries = pgTable('camp_geometries', {
  campId: integer('camp_id')
    .primaryKey()
    .references(() => camps.id, { onDelete: 'cascade' }),
  geometry: jsonb('geometry').$type<Polygon>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
