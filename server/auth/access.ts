/**
 * Who may call an operation, as the contract declares it, and the session of the
 * caller. Sessions live in the database (the API keeps no state of its own).
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { accountTypes, sessions, users } from '../db/schema';
import { ApiError } from '../http/errors';
import { hashToken } from './tokens';

export interface AccessRule {
  /** any one of these permissions */
  permission?: string[] | undefined;
  access?: 'public' | 'session' | 'registration' | undefined;
  accountTypes?: string[] | undefined;
}

export type UserRow = typeof users.$inferSelect;

export interface SessionInfo {
  id: number;
  scope: 'portal' | 'registration';
  user: UserRow;
  typeCode: string;
  permissions: string[];
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionInfo | null;
  }
}

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
}

/** The permission strings an account holds through its roles. */
export async function permissionsOf(db: Db, userId: number): Promise<string[]> {
  const res = await db.execute<{ name: string }>(sql`
    select distinct p.name from user_roles ur
    join role_permissions rp on rp.role_id = ur.role_id
    join permissions p on p.id = rp.permission_id
    where ur.user_id = ${userId} order by p.name`);
  return (res as { rows: Array<{ name: string }> }).rows.map((r) => r.name);
}

function bearerOf(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : undefined;
}

/** Resolve the caller's session from the bearer token, or null. Refreshes its idle clock. */
export async function loadSession(db: Db, req: FastifyRequest, policy: SessionPolicy): Promise<SessionInfo | null> {
  const token = bearerOf(req);
  if (!token) return null;
  const now = new Date();
  const idleSince = new Date(now.getTime() - policy.idleMinutes * 60_000);
  // One round trip per request: the session, its account, the account type and the permissions.
  const [row] = await db
    .select({
      session: sessions,
      user: users,
      typeCode: accountTypes.code,
      permissions: sql<string[]>`coalesce((select array_agg(distinct p.name order by p.name) from user_roles ur
        join role_permissions rp on rp.role_id = ur.role_id join permissions p on p.id = rp.permission_id
        where ur.user_id = ${users.id}), '{}')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(accountTypes, eq(accountTypes.id, users.typeId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleSince), isNull(users.deletedAt)))
    .limit(1);
  if (!row) return null;
  // Refresh the idle clock at most once a minute, so reads stay reads.
  if (now.getTime() - row.session.lastSeenAt.getTime() > 60_000) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.session.id));
  }
  const scope = row.session.scope === 'registration' ? 'registration' : 'portal';
  return {
    id: row.session.id,
    scope,
    user: row.user,
    typeCode: row.typeCode,
    permissions: scope === 'portal' ? row.permissions : [],
    expiresAt: row.session.expiresAt,
  };
}

/** Throws 401/403 unless the session may use an operation with this rule. */
export function checkAccess(session: SessionInfo | null, rule: AccessRule): void {
  if (rule.access === 'public') return;
  if (!session) throw new ApiError(401, 'auth.unauthenticated');
  if (session.scope === 'registration') {
    if (rule.access === 'registration') return;
    throw new ApiError(403, 'auth.registrationOnly');
  }
  // A portal session belongs to an active account: disabling revokes sessions, but check anyway.
  if (session.user.status !== 'active') throw new ApiError(401, 'auth.unauthenticated');
  if (rule.accountTypes?.length && !rule.accountTypes.includes(session.typeCode)) throw ApiError.forbidden();
  if (rule.permission?.length && !rule.permission.some((p) => session.permissions.includes(p))) throw ApiError.forbidden();
}

/** The signed-in session, for handlers of routes that require one. */
export function requireSession(req: FastifyRequest): SessionInfo {
  if (!req.session) throw new ApiError(401, 'auth.unauthenticated');
  return req.session;
}
