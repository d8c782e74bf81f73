/**
 * The one error handler: every failure becomes `{ message, errors?, code? }` in the caller's
 * language. Only our own refusals (ApiError), the contract's validation, the body parsers' known
 * refusals and the database's refusals (server/db/errors.ts) say what went wrong; anything else is
 * the generic message for its status class, with the details in the log — never exception, driver
 * or SQL text in an answer.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './errors';
import { databaseRefusal } from '../db/errors';
import { translate } from '../i18n';

/** AJV keyword → our message key. */
function validationMessage(keyword: string, params: Record<string, unknown>): string {
  switch (keyword) {
    case 'required':
      return 'validation.required';
    case 'maxLength':
      return 'validation.too_long';
    case 'maxItems':
      return 'validation.too_many';
    case 'maximum':
    case 'exclusiveMaximum':
    case 'minimum':
    case 'exclusiveMinimum':
      return 'validation.outOfRange';
    case 'minLength':
    case 'minItems':
      return Number(params.limit) <= 1 ? 'validation.required' : 'validation.too_short';
    case 'format':
      return params.format === 'email' ? 'validation.email' : params.format === 'date' ? 'validation.date' : 'validation.invalid';
    default:
      return 'validation.invalid';
  }
}

/** Fastify's and @fastify/multipart's own refusals of a request, by code → status and message. */
const KNOWN: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [422, 'common.badBody'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [422, 'common.badBody'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'common.badRequest'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'common.bodyTooLarge'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'common.unsupportedMedia'],
  FST_ERR_CTP_INVALID_TYPE: [415, 'common.unsupportedMedia'],
  FST_REQ_FILE_TOO_LARGE: [413, 'common.fileTooLarge'],
  FST_PARTS_LIMIT: [413, 'common.tooManyFields'],
  FST_FILES_LIMIT: [413, 'common.tooManyFields'],
  FST_FIELDS_LIMIT: [413, 'common.tooManyFields'],
  FST_PROTO_VIOLATION: [422, 'validation.fieldName'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'common.unsupportedMedia'],
  FST_INVALID_JSON_FIELD_ERROR: [422, 'common.badBody'],
  FST_ERR_NOT_FOUND: [404, 'common.routeNotFound'],
};

/** The generic message of a status we did not word ourselves. */
function genericMessage(status: number): string {
  if (status === 404) return 'common.routeNotFound';
  if (status === 405) return 'common.methodNotAllowed';
  if (status === 413) return 'common.bodyTooLarge';
  if (status === 415) return 'common.unsupportedMedia';
  if (status >= 400 && status < 500) return 'common.badRequest';
  return 'error.generic';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** set while the body is being read: a failure then is the body's, not the server's */
    readingBody?: boolean;
  }
}

function fieldOfValidation(v: { keyword: string; instancePath: string; params?: Record<string, unknown> }, context: string | undefined): string {
  const first = v.instancePath.replace(/^\//, '').split('/')[0];
  if (v.keyword === 'required') return [first, v.params?.missingProperty].filter(Boolean).join('.') || 'body';
  return first || context || 'body';
}

export function errorHandler(error: FastifyError | ApiError | Error, req: FastifyRequest, reply: FastifyReply) {
  const t = (key: string, params?: Record<string, string | number>) => translate(req.lang ?? 'ar', key, params);
  const refusal = error instanceof ApiError ? error : databaseRefusal(error);
  if (refusal) {
    const body: Record<string, unknown> = { message: t(refusal.message, refusal.params) };
    if (refusal.code) body.code = refusal.code;
    if (refusal.errors) body.errors = Object.fromEntries(Object.entries(refusal.errors).map(([k, list]) => [k, list.map((m) => t(m))]));
    if (refusal.data !== undefined) body.data = refusal.data;
    return reply.code(refusal.status).send(body);
  }
  const fe = error as FastifyError;
  if (fe.validation) {
    const errors: Record<string, string[]> = Object.create(null);
    for (const v of fe.validation) {
      const field = fieldOfValidation(v as never, fe.validationContext);
      (errors[field] ??= []).push(t(validationMessage(v.keyword, (v.params ?? {}) as Record<string, unknown>)));
    }
    return reply.code(422).send({ message: t('common.invalid'), errors: { ...errors } });
  }
  const known = fe.code && Object.hasOwn(KNOWN, fe.code) ? KNOWN[fe.code] : undefined;
  if (known) return reply.code(known[0]).send({ message: t(known[1]) });
  let status = typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 600 ? fe.statusCode : 500;
  // A stream or parser failure while reading the body (a malformed multipart body, a cut upload)
  // is the request's fault, not ours.
  if (status >= 500 && req.readingBody) status = 422;
  if (status >= 500) {
    // Details go to the log, never to the caller.
    req.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: t('error.generic') });
  }
  req.log.info({ err: { code: fe.code, message: fe.message }, status }, 'request refused');
  return reply.code(status).send({ message: t(status === 422 ? 'common.badBody' : genericMessage(status)) });
}
