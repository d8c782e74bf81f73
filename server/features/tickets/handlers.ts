/**
 * Tickets (التذاكر; spec 000 §2 tickets, tickets/create, tickets/details/{id}; 001 §3, §4): list, the subjects the
 * caller may choose, the groups to forward to, one ticket with its thread, open one, and its lifecycle's events —
 * each behind the permission the contract names (openapi/areas/tickets.yaml). Written by hand on a generated
 * area's layout. Tickets follow the ticket lifecycle (./lifecycle.ts): created open, changed only through it;
 * who sees a ticket and acts on it: ./access.ts.
 */
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { defineHandlers } from '../../http/types';
import { ApiError } from '../../http/errors';
import { listPage, op, type ListSpec } from '../../http/list';
import { registerMessages } from '../../i18n';
import { parseBody } from '../../http/validate';
import { callerOf } from '../../http/request';
import type { DbOrTx } from '../../db/client';
import type { Caller } from '../../lifecycle/caller';
import { files, users } from '../../db/schema';
import { commitAs, sniffMime, storedFileDto, type StoredFileDto } from '../../storage/stored';
import { registerFileReader } from '../../storage/access';
import type { UploadedFile } from '../../storage';
import type { components } from '../../../openapi/schema';
import type { AppContext } from '../context';
import { ticketMachine } from '../../../machines';
import type { StateMeta } from '../../../machines/core/types';
import { TicketSchema } from '../../../shared/rules/tickets';
import { ticketAdminGroups } from '../ticketAdminGroups/table';
import { ticketSubjects } from '../ticketSubjects/table';
import { subjectsOpenTo } from './subjects';
import { ticketComments, tickets } from './table';
import { ticketsMessages } from './messages';
import { adminsOf, notifyTicket, repliesOf, ticketsLifecycle } from './lifecycle';
import { canSee, groupsOf, ticketCaller, visibleWhere } from './access';

registerMessages(ticketsMessages);

type Row = typeof tickets.$inferSelect;
type Dto = components['schemas']['Ticket'];
type Details = components['schemas']['TicketDetails'];
type Comment = components['schemas']['TicketComment'];
type Input = components['schemas']['TicketInput'];
type EventBody = components['schemas']['TicketEvent'];
type Lang = 'ar' | 'en';

const owner = alias(users, 'ticket_owner');
const group = alias(ticketAdminGroups, 'ticket_group');

/** The rows with their subject, opener and holding group, in one query. */
function withRefs(db: DbOrTx, where: SQL) {
  return db
    .select({
      row: tickets,
      get_subject: { id: ticketSubjects.id, subject: ticketSubjects.subject, note: ticketSubjects.note },
      owner: { id: owner.id, name: owner.name, company_name: owner.companyName },
      get_group: { id: group.id, name: group.name, name_en: group.nameEn },
    })
    .from(tickets)
    .leftJoin(ticketSubjects, eq(tickets.subjectId, ticketSubjects.id))
    .leftJoin(owner, eq(tickets.ownerId, owner.id))
    .leftJoin(group, eq(tickets.groupId, group.id))
    .where(where);
}
type Joined = Awaited<ReturnType<typeof withRefs>>[number];

/** A status as the machine labels it, in the caller's language. */
const statusText = (status: string, lang: Lang) => (ticketMachine.root.states[status]?.meta as StateMeta | undefined)?.label[lang] ?? status;

/** The stored files by id. */
async function filesById(db: DbOrTx, ids: Array<number | null>): Promise<Map<number, StoredFileDto>> {
  const wanted = ids.filter((id): id is number => id !== null);
  if (!wanted.length) return new Map();
  const found = await db.select().from(files).where(inArray(files.id, wanted));
  return new Map(found.map((f) => [f.id, storedFileDto(f)]));
}

/** The replies (comments and answers) of the tickets, counted. */
async function repliesCount(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: ticketComments.ticketId, n: count() }).from(ticketComments).where(repliesOf(ids)).groupBy(ticketComments.ticketId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

function toDto(j: Joined, stored: Map<number, StoredFileDto>, replies: number, lang: Lang): Dto {
  const row = j.row;
  return {
    id: row.id,
    subject_id: row.subjectId,
    get_subject: j.get_subject?.id ? j.get_subject : null,
    content: row.content,
    importance_level: row.importanceLevel as Dto['importance_level'],
    attachment: row.attachmentFileId ? (stored.get(row.attachmentFileId) ?? null) : null,
    owner: j.owner?.id ? j.owner : null,
    company_id: row.companyId,
    group_id: row.groupId,
    get_group: j.get_group?.id ? j.get_group : null,
    status: row.status,
    status_text: statusText(row.status, lang),
    comments_count: replies,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The tickets list (/tickets): filters, sort keys and page loader, declared once (server/http/list.ts). */
const ticketsList: ListSpec<components['schemas']['TicketFilters'], Dto> = {
  name: 'tickets',
  table: tickets,
  id: tickets.id,
  filters: {
    search: op.contains(tickets.content),
    status: op.eq(tickets.status),
    importance_level: op.eq(tickets.importanceLevel),
    subject_id: op.eq(tickets.subjectId),
  },
  sorts: { created_at: tickets.createdAt, updated_at: tickets.updatedAt },
  defaultSort: { key: 'created_at', direction: 'desc' },
  load: async (db, ids, lang) => {
    const joined = await withRefs(db, inArray(tickets.id, ids));
    const stored = await filesById(
      db,
      joined.map((j) => j.row.attachmentFileId),
    );
    const replies = await repliesCount(db, ids);
    return joined.map((j) => toDto(j, stored, replies.get(j.row.id) ?? 0, lang));
  },
  columns: [
    { label: { ar: 'الرقم', en: 'ID' }, value: (r) => r.id },
    { label: { ar: 'الموضوع', en: 'Subject' }, value: (r) => r.get_subject?.subject ?? null },
    { label: { ar: 'المحتوى', en: 'Content' }, value: (r) => r.content },
    { label: { ar: 'مستوى الأهمية', en: 'Importance' }, value: (r) => r.importance_level },
    { label: { ar: 'الحالة', en: 'Status' }, value: (r) => r.status_text },
    { label: { ar: 'تاريخ الإضافة', en: 'Added' }, value: (r) => r.created_at },
  ],
};

/** An attachment (PDF or image, by its first bytes), kept as the caller's. */
async function keepFile(ctx: AppContext, tx: DbOrTx, upload: unknown, ownerId: number | null): Promise<number | null> {
  if (upload === undefined || upload === null || upload === '') return null;
  const file = upload as UploadedFile;
  const mime = await sniffMime(file.tempPath);
  if (!mime) throw ApiError.field('attachment', 'validation.file.type');
  return commitAs(ctx.storage, tx, file, mime, ownerId);
}

export function ticketsHandlers(ctx: AppContext) {
  const { db } = ctx;

  // Whoever sees a ticket may read its attachment and its thread's.
  registerFileReader(async (rdb, session, file) => {
    if (session.scope !== 'portal' || !session.permissions.some((p) => p === 'ticket-index' || p === 'ticket-details')) return false;
    const [direct] = await rdb.select().from(tickets).where(eq(tickets.attachmentFileId, file.id)).limit(1);
    const [viaComment] = direct
      ? [direct]
      : await rdb
          .select({ t: tickets })
          .from(ticketComments)
          .innerJoin(tickets, eq(tickets.id, ticketComments.ticketId))
          .where(eq(ticketComments.attachmentFileId, file.id))
          .limit(1)
          .then((rows) => rows.map((r) => r.t));
    if (!viaComment) return false;
    const caller: Caller = { userId: session.user.id, companyId: session.user.parentId ?? session.user.id, permissions: session.permissions, accountType: session.typeCode, lang: 'ar' };
    const seen = await rdb
      .select({ id: tickets.id })
      .from(tickets)
      .where(and(eq(tickets.id, viaComment.id), visibleWhere(caller, await groupsOf(rdb, caller.userId))));
    return seen.length > 0;
  });

  /** The ticket and the caller with its parties on it; 404 when missing or not the caller's to see. */
  async function find(tx: DbOrTx, id: number, caller: Caller): Promise<{ row: Row; caller: Caller }> {
    const [row] = await tx.select().from(tickets).where(eq(tickets.id, id));
    if (!row) throw ApiError.notFound('tickets.missing');
    const acting = await ticketCaller(tx, caller, row);
    if (!canSee(acting, row)) throw ApiError.notFound('tickets.missing');
    return { row, caller: acting };
  }

  /** The ticket with its thread (oldest first) and the caller's parties on it. */
  async function details(tx: DbOrTx, row: Row, caller: Caller, lang: Lang): Promise<Details> {
    const [joined] = await withRefs(tx, eq(tickets.id, row.id));
    const author = alias(users, 'comment_author');
    const thread = await tx
      .select({
        c: ticketComments,
        author: { id: author.id, name: author.name, company_name: author.companyName },
        group: { id: group.id, name: group.name, name_en: group.nameEn },
      })
      .from(ticketComments)
      .leftJoin(author, eq(ticketComments.authorId, author.id))
      .leftJoin(group, eq(ticketComments.groupId, group.id))
      .where(eq(ticketComments.ticketId, row.id))
      .orderBy(asc(ticketComments.createdAt), asc(ticketComments.id));
    const stored = await filesById(tx, [row.attachmentFileId, ...thread.map((t) => t.c.attachmentFileId)]);
    const comments: Comment[] = thread.map(({ c, author: a, group: g }) => ({
      id: c.id,
      kind: c.kind as Comment['kind'],
      content: c.content,
      attachment: c.attachmentFileId ? (stored.get(c.attachmentFileId) ?? null) : null,
      author: a?.id ? a : null,
      group: g?.id ? g : null,
      created_at: c.createdAt.toISOString(),
    }));
    const replies = comments.filter((c) => c.kind === 'comment' || c.kind === 'answer').length;
    // the machine's parties only: seeing without handling is not one
    const parties = (caller.parties ?? []).filter((p) => p === 'owner' || p === 'handler' || p === 'participant');
    return { ...toDto(joined!, stored, replies, lang), comments, parties };
  }

  return defineHandlers({
    listTickets: async (req) => {
      const caller = callerOf(req);
      const scope = visibleWhere(caller, await groupsOf(db, caller.userId));
      return { message: req.t('tickets.list'), data: await listPage(db, ticketsList, req.body, req.query, req.lang, [scope]), filters: req.body ?? {} };
    },

    ticketSubjectChoices: async (req) => {
      const data = await db
        .select({ id: ticketSubjects.id, subject: ticketSubjects.subject, note: ticketSubjects.note })
        .from(ticketSubjects)
        .where(subjectsOpenTo(callerOf(req)))
        .orderBy(asc(ticketSubjects.subject), asc(ticketSubjects.id))
        .limit(500);
      return { message: req.t('common.ok'), data };
    },

    ticketGroupChoices: async (req) => {
      const data = await db
        .select({ id: ticketAdminGroups.id, name: ticketAdminGroups.name, name_en: ticketAdminGroups.nameEn })
        .from(ticketAdminGroups)
        .orderBy(asc(ticketAdminGroups.name), asc(ticketAdminGroups.id))
        .limit(500);
      return { message: req.t('common.ok'), data };
    },

    getTicket: async (req) => {
      const found = await find(db, req.params.id, callerOf(req));
      return { message: req.t('common.ok'), data: await details(db, found.row, found.caller, req.lang) };
    },

    createTicket: async (req, reply) => {
      const caller = callerOf(req);
      const body = req.body as Input;
      // the same rules as the form (shared/rules/tickets.ts): a 422 on the field that breaks one
      const values = parseBody(TicketSchema, body);
      const row = await db.transaction(async (tx) => {
        // a subject the caller may not choose is answered as one that does not exist
        const [subject] = await tx
          .select({ id: ticketSubjects.id, groupId: ticketSubjects.adminGroupId })
          .from(ticketSubjects)
          .where(and(eq(ticketSubjects.id, values.subject_id), subjectsOpenTo(caller)));
        if (!subject) throw ApiError.field('subject_id', 'tickets.subjectNotAllowed');
        const attachmentFileId = await keepFile(ctx, tx, (body as Record<string, unknown>).attachment, caller.userId);
        const fields = {
          subjectId: subject.id,
          content: values.content,
          importanceLevel: values.importance_level,
          attachmentFileId,
          ownerId: caller.userId!,
          companyId: caller.companyId ?? caller.userId!,
          groupId: subject.groupId,
        };
        // the machine's initial status, its first history row and the audit row come from the runtime
        return ticketsLifecycle.on(db).create(caller, fields as typeof fields & Pick<typeof tickets.$inferInsert, 'status'>, tx, {
          audit: (r) => ({ ...r }),
          // the receiving group's admins are told
          then: async (t, created) => notifyTicket(t, created, 'ticket.opened', await adminsOf(t, created.groupId), caller.userId),
        });
      });
      reply.code(201);
      return { message: req.t('tickets.created'), data: await details(db, row, await ticketCaller(db, caller, row), req.lang) };
    },

    transitionTicket: async (req) => {
      const body = req.body as EventBody & { attachment?: unknown };
      const found = await find(db, req.params.id, callerOf(req));
      const replying = body.event === 'COMMENT' || body.event === 'ANSWER';
      const row = await db.transaction(async (tx) => {
        // the reply's attachment is kept with the step, in its transaction: a refused step keeps nothing
        const attachmentFileId = replying ? await keepFile(ctx, tx, body.attachment, found.caller.userId) : null;
        const event = {
          type: body.event,
          ...(body.content !== undefined ? { content: body.content } : {}),
          ...(body.group_id !== undefined ? { group_id: body.group_id } : {}),
          ...(attachmentFileId !== null ? { attachment_file_id: attachmentFileId } : {}),
        };
        const applied = await ticketsLifecycle.on(db).apply(found.caller, found.row.id, event, { expectedVersion: body.version, tx });
        return applied.record;
      });
      const done = { COMMENT: 'tickets.commented', ANSWER: 'tickets.answered', FORWARD: 'tickets.forwarded', CLOSE: 'tickets.closed' }[body.event];
      // after a forward the caller may only be watching now: its parties are read again
      const after = await ticketCaller(db, found.caller, row);
      return { message: req.t(done), data: await details(db, row, after, req.lang) };
    },
  });
}
