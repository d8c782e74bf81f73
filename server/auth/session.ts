/** Opening, describing and ending sessions. */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { components } from '../../openapi/schema';
import type { Lang } from '../../shared/label';
import type { Db, DbOrTx } from '../db/client';
import { allianceMembers, alliances, sessions, users } from '../db/schema';
import { newToken, hashToken } from './tokens';
import { permissionsOf, type SessionPolicy } from './access';
import { serializeUser } from '../users/serialize';
import { preferencesOf } from '../users/preferences';

export type SessionDto = components['schemas']['Session'];
type UserRow = typeof users.$inferSelect;

export async function openSession(db: DbOrTx, user: UserRow, scope: 'portal' | 'registration', policy: SessionPolicy, meta: { ip: string; userAgent?: string | undefined }) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + policy.absoluteHours * 3_600_000);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId: user.id, scope, expiresAt, ip: meta.ip, userAgent: meta.userAgent?.slice(0, 300) ?? null });
  return { token, expiresAt };
}

export async function describeSession(
  db: Db,
  user: UserRow,
  scope: 'portal' | 'registration',
  lang: Lang,
  extra: { token?: string; expiresAt?: Date; permissions?: string[] } = {},
): Promise<SessionDto> {
  const [dto, permissions, [membership], [led]] = await Promise.all([
    serializeUser(db, user, lang),
    // a request's session already carries them (read with it in one query)
    scope === 'portal' ? (extra.permissions ?? permissionsOf(db, user.id)) : Promise.resolve([]),
    db
      .select({ allianceId: allianceMembers.allianceId, leaderId: alliances.leaderId })
      .from(allianceMembers)
      .innerJoin(alliances, eq(alliances.id, allianceMembers.allianceId))
      .where(eq(allianceMembers.memberId, user.id))
      .limit(1),
    db.select({ id: alliances.id }).from(alliances).where(eq(alliances.leaderId, user.id)).limit(1),
  ]);
  const session: SessionDto = {
    scope,
    user: dto,
    type: dto.type,
    roles: dto.roles,
    permissions,
    consultant: dto.type.code === 'consultant' ? { id: user.id, name: user.companyName ?? user.name } : null,
    is_belong_to_alliacne: membership || led ? 1 : 0,
    is_alliance_leader: led ? 1 : 0,
    preferences: preferencesOf(user.preferences),
  };
  if (extra.token) session.token = extra.token;
  if (extra.expiresAt) session.expires_at = extra.expiresAt.toISOString();
  return session;
}

export async function revokeSession(db: DbOrTx, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revoke every live session of an account (on disabling it, on a password reset). */
export async function revokeAllSessions(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)));
}
