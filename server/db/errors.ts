/**
 * Database refusals as API answers, mapped once for every area: a reference to a record that does
 * not exist, a duplicate of a unique value, a value out of the column's range. The caller gets a
 * 422 on the field it sent (or a 409 when a record is still in use), never the statement, its
 * parameters or the driver's text.
 */
import { ApiError } from '../http/errors';

/** The parts of a PostgreSQL error we read (node-postgres and PGlite both carry them). */
interface PgError {
  code: string;
  detail?: string;
  column?: string;
  constraint?: string;
  table?: string;
}

/** Columns whose request field has another name (a join table's column → the list field the form sends). */
const FIELD_OF_COLUMN: Record<string, string> = {
  role_id: 'roles',
  permission_id: 'permissions',
  member_id: 'members',
};

/** The PostgreSQL error behind an error, however the driver or the ORM wrapped it. */
export function pgErrorOf(error: unknown): PgError | undefined {
  let e: unknown = error;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as PgError;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** `Key (role_id)=(99) is not present…` → `role_id`; the first column of a composite key. */
function columnOf(pg: PgError): string | undefined {
  const named = /Key \(([a-z_][a-z0-9_]*)/i.exec(pg.detail ?? '')?.[1];
  return named ?? pg.column;
}

function fieldOf(pg: PgError): string {
  const column = columnOf(pg);
  if (!column) return 'body';
  return Object.hasOwn(FIELD_OF_COLUMN, column) ? FIELD_OF_COLUMN[column] : column;
}

/** The API answer for a database refusal, or undefined when the error is not one (a real 500). */
export function databaseRefusal(error: unknown): ApiError | undefined {
  const pg = pgErrorOf(error);
  if (!pg) return undefined;
  switch (pg.code) {
    case '23503':
      // Deleting a row others still point at, or pointing at a row that does not exist.
      if (/still referenced/i.test(pg.detail ?? '')) return new ApiError(409, 'common.inUse');
      return ApiError.field(fieldOf(pg), 'validation.exists');
    case '23001':
      // ON DELETE RESTRICT (a reference field's foreign key): the row is still pointed at
      return new ApiError(409, 'common.inUse');
    case '23505':
      return ApiError.field(fieldOf(pg), 'validation.taken');
    case '23502':
      return ApiError.field(fieldOf(pg), 'validation.required');
    case '23514':
    case '22001':
    case '22003':
    case '22007':
    case '22008':
    case '22021':
    case '22023':
    case '22P02':
    case '22P05':
    case '2201E':
    case '2201F':
    case '2201G':
    case '22012':
      return ApiError.invalid({ [pg.column ?? 'body']: ['validation.outOfRange'] });
    case '40001':
    case '40P01':
    case '55P03':
      // Two people acted at once and the database chose one: nothing of this request was kept.
      return new ApiError(409, 'common.concurrent');
    default:
      return undefined;
  }
}

/** True when a database error is a unique-index violation (PostgreSQL and PGlite alike; Drizzle wraps it): a race the checks lost. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}
