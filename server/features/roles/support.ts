/** What the roles and alliances handlers share: unique-index races as the same 422/409 the checks give. */

/** True when a database error is a unique-index violation (PostgreSQL and PGlite alike; Drizzle wraps it). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}
