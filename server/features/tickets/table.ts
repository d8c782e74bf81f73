/**
 * Tickets (التذاكر; spec 000 §2 tickets, 000 §3 "Ticket: subject_id", 001 §3 "Ticket: subject, content,
 * importance_level (low, meduim, height), attachment") and their thread. Written by hand on a generated area's
 * layout; found by drizzle.config.ts and server/db/client.ts with every other feature's table.ts.
 */
import { pgTable, serial, integer, timestamp, index, text } from 'drizzle-orm/pg-core';
import { files, users } from '../../db/schema';
import { ticketSubjects } from '../ticketSubjects/table';
import { ticketAdminGroups } from '../ticketAdminGroups/table';

export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => ticketSubjects.id, { onDelete: 'restrict' }),
    content: text('content').notNull(),
    /** low, meduim or height: the spec's words (machines/ticket/constants.ts) */
    importanceLevel: text('importance_level').notNull(),
    attachmentFileId: integer('attachment_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** who opened it */
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    /** the company it belongs to (the opener's main account): its employees see it too */
    companyId: integer('company_id')
      .notNull()
      .references(() => users.id),
    /** the admin group holding it: its subject's, until a handler forwards it to another */
    groupId: integer('group_id')
      .notNull()
      .references(() => ticketAdminGroups.id, { onDelete: 'restrict' }),
    /** a status of the ticket machine; written only by server/lifecycle/ */
    status: text('status').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tickets_created_idx').on(t.createdAt, t.id),
    index('tickets_company_idx').on(t.companyId, t.createdAt),
    index('tickets_group_idx').on(t.groupId, t.createdAt),
    index('tickets_subject_idx').on(t.subjectId),
    index('tickets_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * A ticket's thread, oldest first: the owner's comments, the handlers' answers, and a line for each forward
 * (to group_id) and for the close. Written by the ticket lifecycle's actors, in the event's transaction.
 */
export const ticketComments = pgTable(
  'ticket_comments',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    /** comment (the owner's side), answer (a handler's), forward or close */
    kind: text('kind').notNull(),
    authorId: integer('author_id').references(() => users.id),
    content: text('content'),
    attachmentFileId: integer('attachment_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** on a forward: the group it went to */
    groupId: integer('group_id').references(() => ticketAdminGroups.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_comments_ticket_idx').on(t.ticketId, t.id)],
);
