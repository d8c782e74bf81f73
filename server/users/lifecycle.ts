/**
 * The userAccount lifecycle on the server (the users table): its actors do the domain
 * work of each event; the runtime (server/lifecycle/define.ts) does the rest.
 */
import { eq, sql } from 'drizzle-orm';
import { userAccountMachine } from '../../machines';
import { userRoles, users } from '../db/schema';
import { defineLifecycle } from '../lifecycle/define';
import type { Caller } from '../lifecycle/caller';
import { ApiError } from '../http/errors';
import { revokeAllSessions } from '../auth/session';
import { checkRolesFor } from './roleFit';

type UserRow = typeof users.$inferSelect;

/** The permissions that open other people's accounts (the users area). */
const READERS = ['user-index', 'user-view', 'user-update', 'user-request', 'user-history'];

/** An account is seen by the users area, by its holder and by its main user. */
export function userVisible(caller: Caller, row: UserRow): boolean {
  return row.id === caller.userId || (row.parentId !== null && row.parentId === caller.userId) || caller.permissions.some((p) => READERS.includes(p));
}

export const userAccountLifecycle = defineLifecycle({
  machine: userAccountMachine,
  workflow: 'userAccount',
  table: users,
  visible: userVisible,
  // the account's own holder is the `self` party (UPDATE_FORMS, RESUBMIT)
  parties: (caller, row) => (row.id === caller.userId ? ['self'] : []),
  keep: ['roles', 'reject_reason'],
  actors: {
    activate: async (tx, { record, event }) => {
      // only roles for the account's type, whoever sends the event (422 on `roles`)
      const roleIds = await checkRolesFor(tx, (event.roles as number[]) ?? [], record.typeId);
      // the account's roles become exactly these, in one statement: the others deleted, the new ones added
      const list = sql.raw(`'{${roleIds.map((n) => Math.trunc(Number(n))).join(',')}}'::int[]`);
      await tx.execute(sql`with dropped as (delete from ${userRoles} where ${userRoles.userId} = ${record.id} and ${userRoles.roleId} <> all(${list}))
        insert into ${userRoles} (user_id, role_id) select ${record.id}, unnest(${list}) on conflict do nothing`);
      // written with the status
      return { rejectReason: null };
    },
    reject: async (tx, { record, event }) => {
      await tx
        .update(users)
        .set({ rejectReason: String(event.reject_reason).trim() })
        .where(eq(users.id, record.id));
      await revokeAllSessions(tx, record.id);
    },
    disable: async (tx, { record, caller }) => {
      // an administrator cannot switch off the account they are using
      if (record.id === caller.userId) throw new ApiError(409, 'users.disableSelf');
      await revokeAllSessions(tx, record.id);
    },
    enable: async () => {},
    // the registration's actors write the forms (server/features/registration/lifecycle.ts)
    updateForms: async () => {},
    resubmit: async () => {},
  },
});
