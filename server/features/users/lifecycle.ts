/** The userAccount lifecycle on the server: its actors do the domain work of each event. */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { userAccountMachine } from '../../../machines';
import { userRoles, users } from '../../db/schema';
import { applyEvent, type Row, type ServerActor } from '../../lifecycle/apply';
import { senderOf } from '../../http/request';
import type { AppContext } from '../context';
import { revokeAllSessions } from '../../auth/session';
import { checkRolesFor } from './roleFit';
import type { LifecycleEvent } from '../../../machines/core/runtime';
import type { Db } from '../../db/client';

type UserRecord = Row;

const actors: Record<string, ServerActor<UserRecord>> = {
  activate: async (tx, { record, event }) => {
    // only roles for the account's type, whoever sends the event (422 on `roles`)
    const roleIds = await checkRolesFor(tx, (event.roles as number[]) ?? [], Number(record.type_id));
    await tx.delete(userRoles).where(eq(userRoles.userId, record.id));
    await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: record.id, roleId })));
    await tx.update(users).set({ rejectReason: null }).where(eq(users.id, record.id));
  },
  reject: async (tx, { record, event }) => {
    await tx.update(users).set({ rejectReason: String(event.reject_reason).trim() }).where(eq(users.id, record.id));
    await revokeAllSessions(tx, record.id);
  },
  disable: async (tx, { record }) => {
    await revokeAllSessions(tx, record.id);
  },
  enable: async () => {},
  updateForms: async () => {},
  resubmit: async () => {},
};

/**
 * Send an event to a user account's machine on behalf of the caller. `db` may be
 * an open transaction (the event then runs in a savepoint of it), so creating an
 * account and activating it commit together.
 */
export function applyUserEvent(ctx: AppContext, req: FastifyRequest, userId: number, event: LifecycleEvent, options: { expectedVersion?: number | undefined; parties?: string[]; db?: Db } = {}) {
  return applyEvent<UserRecord>({
    db: options.db ?? ctx.db,
    machine: userAccountMachine,
    workflow: 'userAccount',
    table: 'users',
    id: userId,
    event,
    sender: senderOf(req, options.parties),
    expectedVersion: options.expectedVersion,
    actors,
    keep: ['roles', 'reject_reason'],
  });
}
