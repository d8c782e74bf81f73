/**
 * One audit row (spec 001 §3 Log) for a change a feature makes: who, from where,
 * what it was and what it became — never a password or its hash. Lifecycle steps
 * get theirs from the runtime (server/lifecycle/define.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';
import { requireSession } from '../auth/access';
import type { Caller } from '../lifecycle/caller';

export interface AuditEntry {
  entity: string;
  entityId: number;
  event: string;
  oldValue: Record<string, unknown> | null;
  newValue: Record<string, unknown> | null;
  /** the entity's name unless given */
  module?: string;
  /** 'change' unless given */
  method?: string;
  /** the signed-in caller unless given: null or the account itself where nobody is signed in yet */
  actorId?: number | null;
}

export async function audit(tx: DbOrTx, req: FastifyRequest, entry: AuditEntry): Promise<void> {
  const { module = entry.entity, method = 'change', actorId = requireSession(req).user.id, ...row } = entry;
  await tx.insert(auditLog).values({ ...row, actorId, module, method, ip: req.ip });
}

/** The same row for a domain function given a Caller (server/lifecycle/caller.ts) rather than a request. */
export async function auditAs(tx: DbOrTx, caller: Caller, entry: AuditEntry): Promise<void> {
  const { module = entry.entity, method = 'change', actorId = caller.userId, ...row } = entry;
  await tx.insert(auditLog).values({ ...row, actorId, module, method, ip: caller.ip ?? null });
}
