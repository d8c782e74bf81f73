/**
 * Tickets follow the ticket lifecycle (machines/ticket): created open, changed only through this definition
 * (server/lifecycle/), which writes the history and audit rows. Each event's actor writes the thread's line
 * (./table.ts ticketComments) and rings the bell (server/features/notifications/texts.ts): on each reply the opener
 * and the holding group's admins, the author left out; on a forward the group it went to and the opener; on a
 * close the other side. Who sees a ticket and its parties: ./access.ts.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import { ticketMachine } from '../../../machines';
import { defineLifecycle, type ServerActor } from '../../lifecycle/define';
import type { DbOrTx } from '../../db/client';
import { ApiError } from '../../http/errors';
import { notify, type NoticeKey } from '../notifications/texts';
import { ticketAdminGroupMembers, ticketAdminGroups } from '../ticketAdminGroups/table';
import { ticketSubjects } from '../ticketSubjects/table';
import { canSee, companyOf } from './access';
import { ticketComments, tickets } from './table';

type Row = typeof tickets.$inferSelect;

/** Where a ticket's notices take the reader. */
export const ticketLink = (id: number) => `/tickets/details/${id}`;

/** The admins of a group. */
export async function adminsOf(tx: DbOrTx, groupId: number): Promise<number[]> {
  const rows = await tx.select({ id: ticketAdminGroupMembers.userId }).from(ticketAdminGroupMembers).where(eq(ticketAdminGroupMembers.groupId, groupId));
  return rows.map((r) => r.id);
}

/** Ring the bell of these accounts about a ticket (the author of the step left out). */
export async function notifyTicket(tx: DbOrTx, row: Pick<Row, 'id' | 'subjectId'>, key: NoticeKey, to: number[], author: number | null): Promise<void> {
  const [subject] = await tx.select({ subject: ticketSubjects.subject }).from(ticketSubjects).where(eq(ticketSubjects.id, row.subjectId));
  const recipients = [...new Set(to)].filter((id) => id !== author);
  await notify(tx, recipients, key, { id: row.id, subject: subject?.subject ?? '' }, ticketLink(row.id), author);
}

const text = (event: Record<string, unknown>, name: string) => (typeof event[name] === 'string' ? (event[name] as string).trim() : null);
/** the stored upload a route committed for this step (never taken from the request body) */
const attachmentOf = (event: Record<string, unknown>) => (typeof event.attachment_file_id === 'number' ? event.attachment_file_id : null);

/** COMMENT (the owner's side) and ANSWER (a handler's): a line in the thread, and the opener and the group are told. */
const reply =
  (kind: 'comment' | 'answer'): ServerActor<Row> =>
  async (tx, { record, event, caller }) => {
    const payload = event as unknown as Record<string, unknown>;
    await tx.insert(ticketComments).values({ ticketId: record.id, kind, authorId: caller.userId, content: text(payload, 'content'), attachmentFileId: attachmentOf(payload) });
    await notifyTicket(tx, record, 'ticket.replied', [record.ownerId, ...(await adminsOf(tx, record.groupId))], caller.userId);
    return { updatedAt: new Date() };
  };

/** FORWARD: the ticket goes to another group (which must exist), whose admins and the opener are told. */
const forward: ServerActor<Row> = async (tx, { record, event, caller }) => {
  const groupId = Number((event as unknown as Record<string, unknown>).group_id);
  const [group] = await tx.select({ id: ticketAdminGroups.id }).from(ticketAdminGroups).where(eq(ticketAdminGroups.id, groupId));
  if (!group) throw ApiError.field('group_id', 'tickets.groupMissing');
  await tx.insert(ticketComments).values({ ticketId: record.id, kind: 'forward', authorId: caller.userId, groupId });
  await notifyTicket(tx, record, 'ticket.forwarded', await adminsOf(tx, groupId), caller.userId);
  await notifyTicket(tx, record, 'ticket.replied', [record.ownerId], caller.userId);
  return { groupId, updatedAt: new Date() };
};

/** CLOSE: a line in the thread; the other side is told (the opener when a handler closes, the group otherwise). */
const close: ServerActor<Row> = async (tx, { record, caller }) => {
  await tx.insert(ticketComments).values({ ticketId: record.id, kind: 'close', authorId: caller.userId });
  const byOwner = companyOf(caller) === record.companyId;
  await notifyTicket(tx, record, 'ticket.closed', byOwner ? await adminsOf(tx, record.groupId) : [record.ownerId], caller.userId);
  return { updatedAt: new Date() };
};

export const ticketsLifecycle = defineLifecycle({
  machine: ticketMachine,
  workflow: 'ticket',
  table: tickets,
  visible: canSee,
  // the owner side by company; the handlers by group membership, which the ticket routes read and pass on the Caller
  parties: (caller, row) => (companyOf(caller) === row.companyId ? ['owner', 'participant'] : []),
  // FORWARD may not name the group holding the ticket (the machine's guard reads this fact)
  context: async (_tx, row) => ({ facts: { handlingGroupId: row.groupId } }),
  keep: ['content', 'group_id'],
  actors: { comment: reply('comment'), answer: reply('answer'), forward, close },
});

/** The thread lines of these tickets that are replies (comments and answers), counted. */
export const repliesOf = (ids: number[]) => and(inArray(ticketComments.ticketId, ids), ne(ticketComments.kind, 'forward'), ne(ticketComments.kind, 'close'));
