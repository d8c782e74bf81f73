/**
 * The signed-in user's own profile (spec 000 §6: /profile needs no permission):
 * details, name and phone, password, signature and stamp images, and the theme
 * choices of spec 000 §9. Every change writes an audit row (never a secret).
 */
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { defineHandlers } from '../../http/types';
import { ApiError } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { requireSession } from '../../auth/access';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { admitSignIn } from '../../auth/throttle';
import { sessions, users } from '../../db/schema';
import { UploadedFile } from '../../storage';
import type { AppContext } from '../context';
import { audit } from '../audit';
import { commitAs, sniffMime } from '../../storage/stored';
import { serializeUser } from '../../users/serialize';
import { ChangePasswordSchema, ProfileSchema } from '../../../shared/rules/profile';
import { preferencesOf } from '../../users/preferences';
import './messages';

type UserRow = typeof users.$inferSelect;

/** The image kinds a signature or stamp may be, by the upload's first bytes (the browser's type is only a claim). */
const IMAGE_MIMES = new Set(['image/png', 'image/jpeg', 'image/webp']);

export function profileHandlers(ctx: AppContext) {
  const { db } = ctx;

  async function currentUser(id: number): Promise<UserRow> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt)));
    if (!row) throw new ApiError(401, 'auth.unauthenticated');
    return row;
  }

  return defineHandlers({
    getProfile: async (req) => {
      const session = requireSession(req);
      const row = await currentUser(session.user.id);
      return { message: req.t('common.ok'), data: { user: await serializeUser(db, row, req.lang), preferences: preferencesOf(row.preferences) } };
    },

    updateProfile: async (req) => {
      const session = requireSession(req);
      const input = parseBody(ProfileSchema, { name: req.body.name, phone: req.body.phone });
      const row = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(users).where(eq(users.id, session.user.id)).for('update');
        if (!before) throw new ApiError(401, 'auth.unauthenticated');
        if (req.body.version !== undefined && req.body.version !== before.version) throw new ApiError(409, 'lifecycle.stale');
        const [after] = await tx
          .update(users)
          .set({ name: input.name, phone: input.phone, version: sql`${users.version} + 1`, updatedAt: new Date() })
          .where(eq(users.id, before.id))
          .returning();
        await audit(tx, req, {
          entity: 'users',
          entityId: before.id,
          event: 'PROFILE_UPDATE',
          oldValue: { name: before.name, phone: before.phone },
          newValue: { name: after!.name, phone: after!.phone },
          module: 'profile',
          method: 'update',
        });
        return after!;
      });
      return { message: req.t('profile.updated'), data: await serializeUser(db, row, req.lang) };
    },

    changePassword: async (req) => {
      const session = requireSession(req);
      const input = parseBody(ChangePasswordSchema, req.body);
      const row = await currentUser(session.user.id);
      // A wrong current password is a failed sign-in for this account and address: the same throttle as login.
      const attempt = await admitSignIn(db, row.email, req.ip);
      if (!(await verifyPassword(row.passwordHash, input.current_password))) throw ApiError.field('current_password', 'profile.passwordWrong');
      await attempt.succeeded();
      const passwordHash = await hashPassword(input.password);
      const revoked = await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, version: sql`${users.version} + 1`, updatedAt: new Date() })
          .where(eq(users.id, row.id));
        // Every other session ends; the one that changed the password stays signed in.
        const ended = await tx
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(sessions.userId, row.id), ne(sessions.id, session.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
          .returning({ id: sessions.id });
        await audit(tx, req, {
          entity: 'users',
          entityId: row.id,
          event: 'PASSWORD_CHANGE',
          oldValue: null,
          newValue: { revoked_sessions: ended.length },
          module: 'profile',
          method: 'change-password',
        });
        return ended.length;
      });
      return { message: req.t('profile.passwordChanged'), data: { revoked_sessions: revoked } };
    },

    uploadProfileImages: async (req) => {
      const session = requireSession(req);
      const body = (req.body ?? {}) as Record<string, unknown>;
      const files: Partial<Record<'signature' | 'stamp', { upload: UploadedFile; mime: string }>> = {};
      const errors: Record<string, string[]> = {};
      for (const field of ['signature', 'stamp'] as const) {
        const value = body[field];
        if (value === undefined) continue;
        const mime = value instanceof UploadedFile ? await sniffMime(value.tempPath) : null;
        if (!mime || !IMAGE_MIMES.has(mime) || !(value instanceof UploadedFile)) errors[field] = ['profile.imageType'];
        else files[field] = { upload: value, mime };
      }
      if (Object.keys(errors).length) throw ApiError.invalid(errors);
      if (!files.signature && !files.stamp) throw ApiError.invalid({ signature: ['profile.imageRequired'] });
      const row = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(users).where(eq(users.id, session.user.id)).for('update');
        if (!before) throw new ApiError(401, 'auth.unauthenticated');
        // committed under the type the bytes show, so each is served as the image it is
        const change: Partial<Pick<UserRow, 'signatureFileId' | 'stampFileId'>> = {};
        if (files.signature) change.signatureFileId = await commitAs(ctx.storage, tx, files.signature.upload, files.signature.mime, before.id);
        if (files.stamp) change.stampFileId = await commitAs(ctx.storage, tx, files.stamp.upload, files.stamp.mime, before.id);
        const [after] = await tx
          .update(users)
          .set({ ...change, version: sql`${users.version} + 1`, updatedAt: new Date() })
          .where(eq(users.id, before.id))
          .returning();
        await audit(tx, req, {
          entity: 'users',
          entityId: before.id,
          event: 'PROFILE_IMAGES',
          oldValue: { signature_file_id: before.signatureFileId, stamp_file_id: before.stampFileId },
          newValue: { signature_file_id: after!.signatureFileId, stamp_file_id: after!.stampFileId },
          module: 'profile',
          method: 'images',
        });
        return after!;
      });
      return { message: req.t('profile.imagesSaved'), data: await serializeUser(db, row, req.lang) };
    },

    updatePreferences: async (req) => {
      const session = requireSession(req);
      const b = req.body;
      const saved = await db.transaction(async (tx) => {
        const [before] = await tx.select({ preferences: users.preferences }).from(users).where(eq(users.id, session.user.id)).for('update');
        if (!before) throw new ApiError(401, 'auth.unauthenticated');
        const old = preferencesOf(before.preferences);
        const next = {
          sidebar_colour: b.sidebar_colour ?? old.sidebar_colour,
          sidenav_type: b.sidenav_type ?? old.sidenav_type,
          navbar_fixed: b.navbar_fixed ?? old.navbar_fixed,
        };
        // Other keys someone may keep in preferences stay; the record's version does not move for a display choice.
        await tx
          .update(users)
          .set({ preferences: { ...(before.preferences ?? {}), ...next } })
          .where(eq(users.id, session.user.id));
        await audit(tx, req, { entity: 'users', entityId: session.user.id, event: 'PREFERENCES', oldValue: old, newValue: next, module: 'profile', method: 'preferences' });
        return next;
      });
      return { message: req.t('profile.preferencesSaved'), data: saved };
    },
  });
}
