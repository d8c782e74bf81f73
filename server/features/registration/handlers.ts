import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { defineHandlers, type ApiRequest } from '../../http/types';
import { ApiError } from '../../http/errors';
import { requireSession } from '../../auth/access';
import { hashPassword } from '../../auth/passwords';
import { hashToken, newToken } from '../../auth/tokens';
import { admitResetRequest } from '../../auth/throttle';
import { passwordResets, users } from '../../db/schema';
import type { AppContext } from '../context';
import { audit } from '../audit';
import { describeSession, openSession, revokeAllSessions } from '../../auth/session';
import { queueMail } from '../../mail';
import { emailRule, passwordRule, PASSWORDS_MATCH } from '../../../shared/rules/user';
import { todayInRiyadh, type RegistrationErrors } from '../../../shared/rules/registration';
import { checkForms, documentsOnFile, formsSnapshot, readForms, saveForms, serializeForms, uniqueViolation } from './forms';
import { emailTaken, usernameTaken } from '../../users/uniqueness';
import { applyApplicantEvent, refuseUnlessAccepted, type ApplicantEvent } from './lifecycle';
import { userAccountLifecycle } from '../../users/lifecycle';
import { anonymousCallerOf, callerOf } from '../../http/request';
import './messages';

/** How long a reset link works. */
export const RESET_TOKEN_MINUTES = 60;

const firstIssue = (schema: v.GenericSchema, value: unknown) => {
  const r = v.safeParse(schema, value);
  return r.success ? null : r.issues[0].message;
};

export function registrationHandlers(ctx: AppContext) {
  const { db, storage, env } = ctx;
  const policy = { idleMinutes: env.SESSION_IDLE_MINUTES, absoluteHours: env.SESSION_ABSOLUTE_HOURS };

  /** UPDATE_FORMS and RESUBMIT: the same forms, a different event. */
  const applicantForms = (event: ApplicantEvent, message: string) => async (req: ApiRequest<'updateRegistrationForms'>) => {
    const session = requireSession(req);
    // a status that does not take the event is told so before anything is read or stored
    refuseUnlessAccepted(session.user.status, event);
    const input = readForms(req.body);
    const existing = documentsOnFile(await formsSnapshot(db, session.user.id));
    const extra: RegistrationErrors = {};
    if (typeof input.values.username === 'string' && input.values.username && (await usernameTaken(db, input.values.username, session.user.id))) extra.username = 'validation.unique.username';
    const mimes = await checkForms(input, { mode: 'update', today: todayInRiyadh(), existing }, extra);
    const version = typeof input.values.version === 'number' ? input.values.version : undefined;
    try {
      await applyApplicantEvent(ctx, callerOf(req), event, input, mimes, version);
    } catch (e) {
      uniqueViolation(e);
    }
    return { message: req.t(message), data: await serializeForms(db, session.user.id, req.lang) };
  };

  return defineHandlers({
    register: async (req, reply) => {
      const input = readForms(req.body);
      const email = typeof input.values.email === 'string' ? input.values.email.toLowerCase() : '';
      input.values.email = email;
      const extra: RegistrationErrors = {};
      if (email && (await emailTaken(db, email))) extra.email = 'validation.unique.email';
      if (typeof input.values.username === 'string' && input.values.username && (await usernameTaken(db, input.values.username))) extra.username = 'validation.unique.username';
      const mimes = await checkForms(input, { mode: 'register', today: todayInRiyadh() }, extra);
      const passwordHash = await hashPassword(String(input.values.password));

      let userId: number;
      try {
        // the account starts in the userAccount machine's initial status (pending); it is its own actor
        const row = await userAccountLifecycle.on(db).create(anonymousCallerOf(req), { name: String(input.values.name), email, passwordHash, typeId: Number(input.values.type_id) }, undefined, {
          event: 'REGISTER',
          actor: 'record',
          module: 'registration',
          method: 'register',
          // the new account's registration as its first audit row; never the password
          audit: (r) => ({ email, status: r.status }),
          then: async (tx, r) => (await saveForms(tx, storage, r.id, input, mimes)).after,
        });
        userId = row.id;
      } catch (e) {
        uniqueViolation(e);
      }
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      // like signing in to a pending account: a session that reaches only the registration forms
      const opened = await openSession(db, user, 'registration', policy, { ip: req.ip, userAgent: req.headers['user-agent'] });
      const data = await describeSession(db, user, 'registration', req.lang, opened);
      return reply.code(201).send({ message: req.t('registration.registered'), data });
    },

    getRegistrationForms: async (req) => {
      const session = requireSession(req);
      return { message: req.t('registration.formsLoaded'), data: await serializeForms(db, session.user.id, req.lang) };
    },

    updateRegistrationForms: applicantForms('UPDATE_FORMS', 'registration.formsSaved'),
    resubmitRegistrationForms: applicantForms('RESUBMIT', 'registration.resubmitted'),

    forgotPassword: async (req) => {
      const email = req.body.email.trim().toLowerCase();
      const problem = firstIssue(emailRule, email);
      if (problem) throw ApiError.field('email', problem);
      // Throttled before the account is looked up, known e-mail or not (server/auth/throttle.ts).
      await admitResetRequest(db, email, req.ip);

      const [user] = await db
        .select()
        .from(users)
        .where(and(sql`lower(${users.email}) = ${email}`, isNull(users.deletedAt)))
        .limit(1);
      // A disabled account cannot sign in whatever its password, so it gets no link; the answer is the same.
      if (user && user.status !== 'disabled') {
        const token = newToken();
        const expiresAt = new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000);
        const link = `${env.PUBLIC_URL.replace(/\/$/, '')}/reset?token=${token}`;
        await db.transaction(async (tx) => {
          // one live link at a time: asking again spends the earlier ones
          await tx
            .update(passwordResets)
            .set({ usedAt: new Date() })
            .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
          await tx.insert(passwordResets).values({ userId: user.id, tokenHash: hashToken(token), expiresAt });
          const outboxId = await queueMail(tx, {
            to: user.email,
            userId: user.id,
            subject: req.t('mail.reset.subject'),
            body: req.t('mail.reset.body', { name: user.name, link, minutes: RESET_TOKEN_MINUTES }),
            link,
          });
          await audit(tx, req, {
            actorId: null,
            entity: 'users',
            entityId: user.id,
            event: 'PASSWORD_RESET_REQUESTED',
            oldValue: null,
            newValue: { outbox_id: outboxId, expires_at: expiresAt.toISOString() },
            module: 'registration',
            method: 'forgotPassword',
          });
        });
      }
      return { message: req.t('auth.resetRequested') };
    },

    checkResetToken: async (req) => {
      const [row] = await db
        .select({ email: users.email, expiresAt: passwordResets.expiresAt })
        .from(passwordResets)
        .innerJoin(users, eq(users.id, passwordResets.userId))
        .where(and(eq(passwordResets.tokenHash, hashToken(req.body.token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date()), isNull(users.deletedAt)))
        .limit(1);
      if (!row) throw ApiError.field('token', 'auth.resetTokenInvalid');
      return { message: req.t('auth.resetTokenValid'), data: { email: row.email, expires_at: row.expiresAt.toISOString() } };
    },

    resetPassword: async (req) => {
      const { token, password, password_confirmation } = req.body;
      const errors: Record<string, string[]> = {};
      const problem = firstIssue(passwordRule, password);
      if (problem) errors.password = [problem];
      if (!password_confirmation) errors.password_confirmation = ['validation.required'];
      else if (password !== password_confirmation) errors.password_confirmation = [PASSWORDS_MATCH];
      if (Object.keys(errors).length) throw ApiError.invalid(errors);
      const passwordHash = await hashPassword(password);

      await db.transaction(async (tx) => {
        // locked, so two uses of one link cannot both succeed
        const locked = await tx.execute(sql`select id, user_id, expires_at, used_at from ${passwordResets} where token_hash = ${hashToken(token)} for update`);
        const reset = (locked as { rows: Array<{ id: number; user_id: number; expires_at: string | Date; used_at: unknown }> }).rows[0];
        if (!reset || reset.used_at || new Date(reset.expires_at).getTime() <= Date.now()) throw ApiError.field('token', 'auth.resetTokenInvalid');
        const [user] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, reset.user_id), isNull(users.deletedAt)));
        if (!user) throw ApiError.field('token', 'auth.resetTokenInvalid');
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
        await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
        await revokeAllSessions(tx, user.id);
        await audit(tx, req, {
          actorId: user.id,
          entity: 'users',
          entityId: user.id,
          event: 'PASSWORD_RESET',
          oldValue: null,
          newValue: { password: 'changed', sessions: 'revoked' },
          module: 'registration',
          method: 'resetPassword',
        });
      });
      return { message: req.t('auth.passwordReset') };
    },
  });
}
