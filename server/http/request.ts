import type { FastifyRequest } from 'fastify';
import type { Lang } from '../../shared/label';
import { translate } from '../i18n';
import type { Sender } from '../../machines/core/runtime';
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

/** The signed-in caller as a lifecycle sender. */
export function senderOf(req: FastifyRequest, parties: string[] = []): Sender & { userId: number; ip: string } {
  const s = requireSession(req);
  return { userId: s.user.id, permissions: s.permissions, accountType: s.typeCode, parties, ip: req.ip };
}
