/**
 * What the roles and alliances handlers share: the shared valibot rules as 422s,
 * unique-index races as the same 422/409 the checks give, and audit rows.
 */
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { Tx } from '../../db/client';
import { auditLog } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { requireSession } from '../../auth/access';

/** Parse a body with a shared rule; every failing field is reported at once (422, first message per field). */
export function parseBody<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input ?? {}, { abortPipeEarly: true });
  if (result.success) return result.output;
  const errors: Record<string, string[]> = {};
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key;
    const name = typeof field === 'string' ? field : 'body';
    if (!errors[name]) errors[name] = [issue.message];
  }
  throw ApiError.invalid(errors);
}

/** True when a database error is a unique-index violation (PostgreSQL and PGlite alike; Drizzle wraps it). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

export interface AuditEntry {
  entity: 'roles' | 'alliances';
  entityId: number;
  event: string;
  oldValue: Record<string, unknown> | null;
  newValue: Record<string, unknown> | null;
}

/** One audit row: who, from where, what it was and what it became. */
export async function audit(tx: Tx, req: FastifyRequest, entry: AuditEntry): Promise<void> {
  const session = requireSession(req);
  await tx.insert(auditLog).values({
    actorId: session.user.id,
    entity: entry.entity,
    entityId: entry.entityId,
    event: entry.event,
    oldValue: entry.oldValue,
    newValue: entry.newValue,
    module: entry.entity,
    method: 'change',
    ip: req.ip,
  });
}
