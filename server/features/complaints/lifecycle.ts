/**
 * Complaints follow the complaint lifecycle (machines/complaint): filed, taken up, resolved or rejected — changed only
 * through this definition (server/lifecycle/), which writes the history and audit rows. The desk (the authority's
 * staff, `seesAllComplaints`) sees every complaint; anyone else sees their own company's, as its `owner`. Each step
 * rings the filer's bell (server/features/notifications/texts.ts); a new complaint rings the desk's (./handlers.ts).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { COMPLAINT_DESK_TYPES, complaintMachine, seesAllComplaints } from '../../../machines';
import { defineLifecycle, type ServerActor } from '../../lifecycle/define';
import type { Caller } from '../../lifecycle/caller';
import type { DbOrTx } from '../../db/client';
import { accountTypes, permissions, rolePermissions, userRoles, users } from '../../db/schema';
import { notify, type NoticeKey } from '../notifications/texts';
import { complaints } from './table';

type Row = typeof complaints.$inferSelect;

/** The company whose complaints a caller sees, or null for the desk, who sees every company's. */
export const scopeOf = (caller: Caller): number | null => (seesAllComplaints(caller.accountType) ? null : (caller.companyId ?? caller.userId ?? -1));

/** Whether the caller may see this complaint at all. */
export const mayView = (caller: Caller, row: Pick<Row, 'companyId'>): boolean => {
  const scope = scopeOf(caller);
  return scope === null || scope === row.companyId;
};

/** Where a complaint's notices take the reader. */
export const complaintLink = (id: number) => `/complaints/${id}`;

/** The desk's active accounts: staff of the desk's types whose roles hold complaint-manage. */
export async function deskAccounts(tx: DbOrTx): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(accountTypes, eq(accountTypes.id, users.typeId))
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .innerJoin(permissions, and(eq(permissions.id, rolePermissions.permissionId), eq(permissions.name, 'complaint-manage')))
    .where(and(inArray(accountTypes.code, COMPLAINT_DESK_TYPES), eq(users.status, 'active'), isNull(users.deletedAt)));
  return rows.map((r) => r.id);
}

/** Ring the filer's bell about a step (not when the filer took it). */
async function tellFiler(tx: DbOrTx, row: Row, key: NoticeKey, caller: Caller): Promise<void> {
  if (row.filedBy === null || row.filedBy === caller.userId) return;
  await notify(tx, [row.filedBy], key, { id: row.id, title: row.title }, complaintLink(row.id), caller.userId ?? null);
}

const text = (event: unknown, name: string) => {
  const value = (event as Record<string, unknown>)[name];
  return typeof value === 'string' ? value.trim() : null;
};

const startReview: ServerActor<Row> = async (tx, { record, caller }) => {
  await tellFiler(tx, record, 'complaint.inReview', caller);
  return { reviewedAt: new Date(), updatedAt: new Date() };
};

const resolve: ServerActor<Row> = async (tx, { record, event, caller }) => {
  await tellFiler(tx, record, 'complaint.resolved', caller);
  return { resolution: text(event, 'resolution'), closedAt: new Date(), updatedAt: new Date() };
};

const reject: ServerActor<Row> = async (tx, { record, event, caller }) => {
  await tellFiler(tx, record, 'complaint.rejected', caller);
  return { rejectReason: text(event, 'reject_reason'), closedAt: new Date(), updatedAt: new Date() };
};

export const complaintsLifecycle = defineLifecycle({
  machine: complaintMachine,
  workflow: 'complaint',
  table: complaints,
  visible: mayView,
  parties: (caller, row) => (caller.companyId === row.companyId || (caller.userId !== null && caller.userId === row.filedBy) ? ['owner'] : []),
  // the history keeps the desk's words; an edit's fields are on the record (and in the audit row)
  keep: ['resolution', 'reject_reason'],
  actors: {
    // the edit call (update/{id}) gives UPDATE the form's fields; sent any other way it writes nothing but the time
    update: async () => ({ updatedAt: new Date() }),
    startReview,
    resolve,
    reject,
  },
});
