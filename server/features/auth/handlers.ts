import { and, isNull, sql } from 'drizzle-orm';
import { defineHandlers } from '../../http/types';
import { ApiError } from '../../http/errors';
import { requireSession } from '../../auth/access';
import { decoyHash, verifyPassword } from '../../auth/passwords';
import { admitSignIn } from '../../auth/throttle';
import { users } from '../../db/schema';
import type { AppContext } from '../context';
import { describeSession, openSession, revokeSession } from '../../auth/session';

export function authHandlers(ctx: AppContext) {
  const { db } = ctx;
  const policy = { idleMinutes: ctx.env.SESSION_IDLE_MINUTES, absoluteHours: ctx.env.SESSION_ABSOLUTE_HOURS };

  return defineHandlers({
    login: async (req, reply) => {
      const email = req.body.email.trim().toLowerCase();
      const ip = req.ip;
      // Counted before the account is looked up: the same answer for every e-mail (server/auth/throttle.ts).
      const attempt = await admitSignIn(db, email, ip);

      const [user] = await db
        .select()
        .from(users)
        .where(and(sql`lower(${users.email}) = ${email}`, isNull(users.deletedAt)))
        .limit(1);
      // Verify against a decoy when there is no such account: same answer, same time.
      const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash()), req.body.password);
      if (user && ok) await attempt.succeeded();
      if (!user || !ok) throw ApiError.field('email', 'auth.failed');

      if (user.status === 'disabled') throw new ApiError(403, 'auth.disabled');
      if (user.status !== 'active') {
        // Pending and rejected applicants cannot use the portal, but may complete their registration forms.
        const opened = await openSession(db, user, 'registration', policy, { ip, userAgent: req.headers['user-agent'] });
        const data = await describeSession(db, user, 'registration', req.lang, opened);
        return reply.code(403).send({ message: req.t('auth.notActive'), code: 'not_active', data });
      }
      const opened = await openSession(db, user, 'portal', policy, { ip, userAgent: req.headers['user-agent'] });
      return { message: req.t('auth.loggedIn'), data: await describeSession(db, user, 'portal', req.lang, opened) };
    },

    logout: async (req) => {
      const session = requireSession(req);
      await revokeSession(db, session.id);
      return { message: req.t('auth.loggedOut') };
    },

    permissionMe: async (req) => {
      const session = requireSession(req);
      return { message: req.t('common.ok'), data: await describeSession(db, session.user, session.scope, req.lang, { permissions: session.permissions }) };
    },
  });
}
