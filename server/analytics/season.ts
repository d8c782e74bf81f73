/**
 * Which season a record belongs to, for every analyst's view (issue 16): a season is a row of the season
 * archive (server/features/dbArchives, /db-archive) with its Gregorian dates, and a record belongs to the season
 * its `created_at` falls in. Records carry no season column: camps, squares, companies and templates are not
 * seasonal (they carry forward by not being filtered), and a season's orders and licences stay readable under
 * its dates once the next season is the active one.
 *
 * Seasons are planned in Saudi time (UTC+3, no daylight saving): a season's first day starts at 00:00 Riyadh
 * time and its last day ends at 24:00.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { ApiError } from '../http/errors';
import { dbArchives } from '../features/dbArchives/table';

export interface SeasonWindow {
  id: number;
  name: string;
  nameEn: string;
  hijriYear: number;
  startsOn: string;
  endsOn: string;
  /** the first instant of the season */
  from: Date;
  /** the first instant after it */
  to: Date;
}

const DAY_MS = 86_400_000;

/** 00:00 Riyadh time of a date (YYYY-MM-DD). */
export const riyadhMidnight = (day: string) => new Date(`${day}T00:00:00+03:00`);

function windowOf(row: typeof dbArchives.$inferSelect): SeasonWindow {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.nameEn,
    hijriYear: row.hijriYear,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    from: riyadhMidnight(row.startsOn),
    to: new Date(riyadhMidnight(row.endsOn).getTime() + DAY_MS),
  };
}

/** The active season, or undefined when none has been activated yet. */
export async function activeSeason(db: DbOrTx): Promise<SeasonWindow | undefined> {
  const [row] = await db.select().from(dbArchives).where(eq(dbArchives.status, 'active')).limit(1);
  return row ? windowOf(row) : undefined;
}

/**
 * The season a filter names (`field` is the request field, for the 422), or the active one when it names none.
 * A season that does not exist is bad input: 422 on the field, never an empty answer that looks real.
 */
export async function seasonOf(db: DbOrTx, seasonId: number | undefined, field = 'season_id'): Promise<SeasonWindow | undefined> {
  if (seasonId === undefined) return activeSeason(db);
  const [row] = await db.select().from(dbArchives).where(eq(dbArchives.id, seasonId)).limit(1);
  if (!row) throw ApiError.invalid({ [field]: ['validation.season'] });
  return windowOf(row);
}

/** Every season, newest first (the filters' choices). */
export async function seasons(db: DbOrTx): Promise<SeasonWindow[]> {
  const rows = await db
    .select()
    .from(dbArchives)
    .orderBy(sql`${dbArchives.startsOn} desc`);
  return rows.map(windowOf);
}

/** The condition "this timestamp column falls in the season" (no condition without a season). */
export function inSeason(column: PgColumn | SQL, season: SeasonWindow | undefined): SQL | undefined {
  if (!season) return undefined;
  return sql`${column} >= ${season.from.toISOString()}::timestamptz and ${column} < ${season.to.toISOString()}::timestamptz`;
}
