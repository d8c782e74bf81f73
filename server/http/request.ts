import type { FastifyRequest } from 'fastify';
import type { Lang } from '../../shared/label';
import { translate } from '../i18n';
import type { Caller } from '../lifecycle/caller';
import { requireSession } from '../auth/access';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
    /** translate a message key in the caller's language */
    t(key: string, params?: Record<string, string | number>): string;
  }
}

export function attachLanguage(req: FastifyRequest, lang: Lang): void {
  req.lang = lang;
  req.t = (key, params) => translate(lang, key, params);
}

/**
 * The signed-in caller, as the domain functions take it (server/lifecycle/caller.ts):
 * who, with which permissions and account type, in which language, from where.
 * A request without a session is refused (401).
 */
export function callerOf(req: FastifyRequest, parties?: readonly string[]): Caller {
  const s = requireSession(req);
  return { userId: s.user.id, companyId: s.user.parentId ?? s.user.id, permissions: s.permissions, accountType: s.typeCode, lang: req.lang, ip: req.ip, parties };
}

/** A caller nobody has signed in as yet (a registration): no permissions, the request's language and address. */
export function anonymousCallerOf(req: FastifyRequest): Caller {
  return { userId: null, permissions: [], accountType: '', lang: req.lang, ip: req.ip };
}
