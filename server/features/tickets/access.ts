/**
 * Who sees a ticket and which of the ticket machine's parties they hold on it (machines/ticket): its company's
 * accounts are its `owner` (the opener and the company's employees); the admins of the group holding it are its
 * `handler`s; either is a `participant`. The admins of the subject's group keep seeing a ticket they forwarded
 * (the issue: "the receiving admin group sees the tickets of its subjects") without handling it. Anyone else is
 * answered as if it did not exist (404). Group membership is read from the database, so the ticket routes work
 * the parties out per ticket (`ticketCaller`) and hand them to the runtime on the Caller.
 */
import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Caller } from '../../lifecycle/caller';
import { ticketAdminGroupMembers } from '../ticketAdminGroups/table';
import { ticketSubjects } from '../ticketSubjects/table';
import { tickets } from './table';

type Row = typeof tickets.$inferSelect;

/** Seeing without handling: not a party of the machine, only a reason to show the ticket. */
export const WATCHER = 'watcher';

/** The company a caller acts for. */
export const companyOf = (caller: Pick<Caller, 'companyId' | 'userId'>): number | null => caller.companyId ?? caller.userId ?? null;

/** The admin groups an account belongs to. */
export async function groupsOf(db: DbOrTx, userId: number | null): Promise<number[]> {
  if (userId === null) return [];
  const rows = await db.select({ id: ticketAdminGroupMembers.groupId }).from(ticketAdminGroupMembers).where(eq(ticketAdminGroupMembers.userId, userId));
  return rows.map((r) => r.id);
}

/** The parties a caller holds on a ticket, given its groups and the ticket's subject's group. */
export function partiesOn(caller: Caller, groups: number[], row: Pick<Row, 'companyId' | 'groupId'>, subjectGroupId: number | null): string[] {
  const parties: string[] = [];
  if (companyOf(caller) === row.companyId) parties.push('owner');
  if (groups.includes(row.groupId)) parties.push('handler');
  if (parties.length) parties.push('participant');
  else if (subjectGroupId !== null && groups.includes(subjectGroupId)) parties.push(WATCHER);
  return parties;
}

/** The caller with the parties it holds on this ticket, as the lifecycle runtime takes it. */
export async function ticketCaller(db: DbOrTx, caller: Caller, row: Row): Promise<Caller> {
  const [subject] = await db.select({ groupId: ticketSubjects.adminGroupId }).from(ticketSubjects).where(eq(ticketSubjects.id, row.subjectId));
  return { ...caller, parties: partiesOn(caller, await groupsOf(db, caller.userId), row, subject?.groupId ?? null) };
}

/** The lifecycle's row check: the parties the routes worked out, or the company (a caller built without them). */
export const canSee = (caller: Caller, row: Row): boolean => companyOf(caller) === row.companyId || (caller.parties ?? []).some((p) => p === 'handler' || p === WATCHER);

/** The SQL condition of the tickets a caller sees (lists): its company's, and its groups' (held, or of their subjects). */
export function visibleWhere(caller: Caller, groups: number[]): SQL {
  const mine = eq(tickets.companyId, companyOf(caller) ?? -1);
  if (!groups.length) return mine;
  return or(mine, inArray(tickets.groupId, groups), sql`${tickets.subjectId} in (select ${ticketSubjects.id} from ${ticketSubjects} where ${inArray(ticketSubjects.adminGroupId, groups)})`)!;
}
