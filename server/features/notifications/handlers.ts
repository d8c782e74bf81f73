/**
 * Notifications (spec 000 §3, §4, §7): each user's own — the top bar's bell: a page
 * or all of them, the unread count, marking one seen, clearing — and the ones
 * administrators send to a user type or to chosen users, with the register of
 * what was sent, to whom, by whom and how many have seen it.
 */
import { requiredPending } from '../questionnaires/pending';
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { defineHandlers } from '../../http/types';
import { ApiError } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { likeOf, pageOf, pageRequest } from '../../http/paging';
import { listPage, op, type ListSpec } from '../../http/list';
import { sendExport } from '../../http/export';
import type { components } from '../../../openapi/schema';
import { requireSession } from '../../auth/access';
import { accountTypes, notifications, notificationSends, users } from '../../db/schema';
import type { DbOrTx } from '../../db/client';
import type { AppContext } from '../context';
import { audit } from '../audit';
import { NotificationFormSchema } from '../../../shared/rules/notification';
import { callerOf } from '../../http/request';
import { notificationLifecycle } from './lifecycle';
import './messages';
import { messageIn, messageSql } from './texts';

type NotificationRow = typeof notifications.$inferSelect;

const flag = (n: number): 0 | 1 => (n ? 1 : 0);

/** A notification as its reader sees it: the text in the reader's language (see texts.ts). */
export function serializeNotification(n: Pick<NotificationRow, 'id' | 'message' | 'messageEn' | 'link' | 'isSeen' | 'createdAt'>, lang: 'ar' | 'en') {
  return { id: n.id, message: messageIn(lang, n), link: n.link, is_seen: flag(n.isSeen), created_at: n.createdAt.toISOString() };
}

async function unreadCount(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isSeen, 0)));
  return row?.n ?? 0;
}

/** Who may read a send: every send for a sender (notification-create), else only one's own. */
function sendScope(permissions: string[], userId: number): SQL | undefined {
  return permissions.includes('notification-create') ? undefined : eq(notificationSends.createdBy, userId);
}

export function notificationsHandlers(ctx: AppContext) {
  const { db } = ctx;

  /** The sends matching `where`, each with its type, author and how many have seen it. */
  async function sendsWhere(where: SQL | undefined, lang: 'ar' | 'en', page?: { perPage: number; offset: number }) {
    const seen = sql<number>`(select count(*)::int from ${notifications} n where n.send_id = ${notificationSends.id} and n.is_seen = 1)`;
    const base = db
      .select({
        send: notificationSends,
        seen,
        typeCode: accountTypes.code,
        typeAr: accountTypes.nameAr,
        typeEn: accountTypes.nameEn,
        authorName: users.name,
      })
      .from(notificationSends)
      .leftJoin(accountTypes, eq(accountTypes.id, notificationSends.typeId))
      .leftJoin(users, eq(users.id, notificationSends.createdBy))
      .where(where)
      .orderBy(desc(notificationSends.id));
    const rows = page ? await base.limit(page.perPage).offset(page.offset) : await base;
    return rows.map((r) => ({
      id: r.send.id,
      message: messageIn(lang, r.send),
      message_ar: r.send.message,
      message_en: r.send.messageEn,
      link: r.send.link,
      audience: r.send.audience as 'type' | 'users',
      type_id: r.send.typeId,
      type: r.send.typeId && r.typeCode ? { id: r.send.typeId, code: r.typeCode, name: (lang === 'en' ? r.typeEn : r.typeAr) ?? '' } : null,
      recipients: r.send.recipientCount,
      seen: r.seen,
      created_by: r.send.createdBy ? { id: r.send.createdBy, name: r.authorName ?? '' } : null,
      created_at: r.send.createdAt.toISOString(),
    }));
  }

  const seenCount = sql<number>`(select count(*)::int from ${notifications} n where n.send_id = ${notificationSends.id} and n.is_seen = 1)`;
  type SendDto = Awaited<ReturnType<typeof sendsWhere>>[number];
  /** The sent-notifications register (/notifications): filters, sort keys, page loader and export columns, declared once. */
  const sendsList: ListSpec<components['schemas']['NotificationSendFilters'], SendDto> = {
    name: 'notifications',
    table: notificationSends,
    id: notificationSends.id,
    filters: {
      // either language: the register is searched for what was written
      search: op.contains(notificationSends.message, notificationSends.messageEn),
      type_id: op.eq(notificationSends.typeId),
      audience: op.eq(notificationSends.audience),
    },
    sorts: { id: notificationSends.id, recipients: notificationSends.recipientCount, seen: seenCount },
    defaultSort: { key: 'id', direction: 'desc' },
    load: (_db, ids, lang) => sendsWhere(inArray(notificationSends.id, ids), lang),
    columns: [
      { label: { ar: 'الرقم', en: 'ID' }, value: (n) => n.id },
      { label: { ar: 'الرسالة', en: 'Message' }, value: (n) => n.message_ar },
      { label: { ar: 'الرسالة بالإنجليزية', en: 'Message in English' }, value: (n) => n.message_en },
      { label: { ar: 'الرابط', en: 'Link' }, value: (n) => n.link },
      { label: { ar: 'نوع المستخدم', en: 'User type' }, value: (n) => n.type?.name },
      { label: { ar: 'المستلمون', en: 'Recipients' }, value: (n) => n.recipients },
      { label: { ar: 'شاهدها', en: 'Seen by' }, value: (n) => n.seen },
      { label: { ar: 'أرسلها', en: 'Sent by' }, value: (n) => n.created_by?.name },
      { label: { ar: 'تاريخ الإرسال', en: 'Sent at' }, value: (n) => n.created_at },
    ],
  };

  return defineHandlers({
    userNotifications: async (req) => {
      const session = requireSession(req);
      const f: NonNullable<typeof req.body> = req.body ?? {};
      const where: SQL[] = [eq(notifications.userId, session.user.id)];
      // what the reader sees is what they search
      if (f.search) where.push(ilike(messageSql(req.lang, notifications), likeOf(f.search)));
      if (f.is_seen !== undefined) where.push(eq(notifications.isSeen, f.is_seen));
      const cond = and(...where);
      const all = f.all === true || f.all === 1;
      const columns = {
        id: notifications.id,
        message: notifications.message,
        messageEn: notifications.messageEn,
        link: notifications.link,
        isSeen: notifications.isSeen,
        createdAt: notifications.createdAt,
      };
      const listPage = async () => {
        if (all) {
          // "show all" (spec 000 §7): every notification, as one page
          const rows = await db.select(columns).from(notifications).where(cond).orderBy(desc(notifications.createdAt), desc(notifications.id));
          return { data: rows.map((r) => serializeNotification(r, req.lang)), total: rows.length, per_page: Math.max(1, rows.length), current_page: 1, last_page: 1 };
        }
        const p = pageRequest(req.query.page, f.paginate);
        const [rows, [count]] = await Promise.all([
          db.select(columns).from(notifications).where(cond).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(p.perPage).offset(p.offset),
          db
            .select({ n: sql<number>`count(*)::int` })
            .from(notifications)
            .where(cond),
        ]);
        return pageOf(
          rows.map((r) => serializeNotification(r, req.lang)),
          count?.n ?? 0,
          p,
        );
      };
      // the bell's count is read alongside the page, not before it
      const [unread, page, owed] = await Promise.all([unreadCount(db, session.user.id), listPage(), requiredPending(db, session.user.id, session.typeCode)]);
      return {
        message: req.t('common.list'),
        data: {
          notifications: page,
          unread_notify: unread,
          // the oldest published required questionnaire the user has not answered: the screens warn and redirect (000 §8)
          questionnaire_required: owed === null ? (0 as const) : (1 as const),
          questionnaire_id: owed,
        },
      };
    },

    makeNotificationSeen: async (req) => {
      const caller = callerOf(req);
      const userId = caller.userId!;
      const seen = notificationLifecycle.on(db);
      let current: NotificationRow;
      try {
        // someone else's notification is answered as missing (the lifecycle's `visible`), so its existence is not revealed
        current = (await seen.apply(caller, req.params.id, { type: 'SEE' })).record;
      } catch (e) {
        // "already seen" (code 104) is nothing to do: the click still follows the link
        if (!(e instanceof ApiError) || e.code !== '104') throw e;
        current = await seen.find(caller, req.params.id);
      }
      return { message: req.t('notifications.seen'), data: { notification: serializeNotification(current, req.lang), unread_notify: await unreadCount(db, userId) } };
    },

    clearNotifications: async (req) => {
      // the statement below reaches only the caller's own notifications: they are the recipient of each
      const caller = callerOf(req, ['recipient']);
      const userId = caller.userId!;
      return db.transaction(async (tx) => {
        // The machine's CLEAR, sent to every unseen notification of the user in one statement
        // (an unguarded step whose work is only the seen time).
        const ids = await notificationLifecycle.on(db).applyWhere(caller, tx, 'unseen', sql`${notifications.userId} = ${userId}`, { type: 'CLEAR' }, { seenAt: new Date() });
        const cleared = ids.length;
        // spec 000 §7: clearing is only for an unread count above 0
        if (cleared === 0) throw new ApiError(409, 'notifications.nothingUnread');
        await audit(tx, req, {
          actorId: userId,
          entity: 'users',
          entityId: userId,
          event: 'NOTIFICATIONS_CLEARED',
          oldValue: { unread_notify: cleared },
          newValue: { unread_notify: 0 },
          module: 'notification',
          method: 'clear_notification',
        });
        return { message: req.t('notifications.cleared'), data: { cleared, unread_notify: 0 as const } };
      });
    },

    listNotificationSends: async (req) => {
      const session = requireSession(req);
      const data = await listPage(db, sendsList, req.body, req.query, req.lang, [sendScope(session.permissions, session.user.id)]);
      return { message: req.t('common.list'), data, filters: req.body ?? {} };
    },

    exportNotificationSends: (req, reply) => {
      const session = requireSession(req);
      const scope = [sendScope(session.permissions, session.user.id)];
      return sendExport(reply, { db, spec: sendsList, body: req.body, scope, lang: req.lang, format: req.query.format, title: { ar: 'الإشعارات المرسلة', en: 'Sent notifications' } });
    },

    createNotification: async (req, reply) => {
      const session = requireSession(req);
      const input = parseBody(NotificationFormSchema, req.body);
      const [type] = await db.select({ id: accountTypes.id }).from(accountTypes).where(eq(accountTypes.id, input.type_id));
      if (!type) throw ApiError.field('type_id', 'notifications.unknownType');
      const custom = input.custome_user === 1;
      const chosen = custom ? [...new Set(input.user_id)] : [];
      const link = input.link ? input.link : null;
      const messageEn = input.message_en ? input.message_en : null;

      // The audience: active, not deleted users of the type (and, for a custom send, only the chosen ones).
      const audience: SQL[] = [sql`u.type_id = ${input.type_id}`, sql`u.status = 'active'`, sql`u.deleted_at is null`];
      if (custom)
        audience.push(
          sql`u.id in (${sql.join(
            chosen.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        );
      const audienceWhere = sql.join(audience, sql` and `);

      if (custom) {
        const [{ n } = { n: 0 }] = ((await db.execute(sql`select count(*)::int as n from ${users} u where ${audienceWhere}`)) as unknown as { rows: Array<{ n: number }> }).rows;
        if (n !== chosen.length) throw ApiError.field('user_id', 'notifications.usersNotOfType');
      }

      const send = await db.transaction(async (tx) => {
        // One statement writes the send and every recipient's row (INSERT … SELECT), whatever the audience's size.
        const res = await tx.execute(sql`
          with s as (
            insert into ${notificationSends} (message, message_en, link, audience, type_id, recipient_count, created_by)
            values (${input.message}, ${messageEn}, ${link}, ${custom ? 'users' : 'type'}, ${input.type_id}, 0, ${session.user.id})
            returning id
          ), ins as (
            insert into ${notifications} (user_id, message, message_en, link, send_id, created_by)
            select u.id, ${input.message}, ${messageEn}, ${link}, s.id, ${session.user.id} from ${users} u cross join s where ${audienceWhere}
            returning 1
          )
          select (select id from s) as id, (select count(*)::int from ins) as n`);
        const row = (res as unknown as { rows: Array<{ id: number | string; n: number }> }).rows[0]!;
        const id = Number(row.id);
        if (row.n === 0) throw ApiError.field(custom ? 'user_id' : 'type_id', 'notifications.noRecipients');
        await tx.update(notificationSends).set({ recipientCount: row.n }).where(eq(notificationSends.id, id));
        await audit(tx, req, {
          actorId: session.user.id,
          entity: 'notification_sends',
          entityId: id,
          event: 'SEND',
          oldValue: null,
          newValue: { message: input.message, message_en: messageEn, link, audience: custom ? 'users' : 'type', type_id: input.type_id, user_id: custom ? chosen : undefined, recipients: row.n },
          module: 'notifications',
          method: 'store',
        });
        return { id, n: row.n };
      });
      const [item] = await sendsWhere(eq(notificationSends.id, send.id), req.lang);
      reply.code(201);
      return { message: req.t('notifications.sent', { count: send.n }), data: item! };
    },

    listNotificationRecipients: async (req) => {
      const session = requireSession(req);
      const f: NonNullable<typeof req.body> = req.body ?? {};
      const scope = sendScope(session.permissions, session.user.id);
      const [send] = await db
        .select({ id: notificationSends.id })
        .from(notificationSends)
        .where(and(eq(notificationSends.id, req.params.id), scope));
      if (!send) throw ApiError.notFound();
      const page = pageRequest(req.query.page, f.paginate);
      const where: SQL[] = [eq(notifications.sendId, send.id)];
      if (f.is_seen !== undefined) where.push(eq(notifications.isSeen, f.is_seen));
      if (f.search) where.push(or(ilike(users.name, likeOf(f.search)), ilike(users.companyName, likeOf(f.search)), ilike(users.email, likeOf(f.search)))!);
      const cond = and(...where);
      const [rows, [count]] = await Promise.all([
        db
          .select({ userId: users.id, name: users.name, companyName: users.companyName, email: users.email, isSeen: notifications.isSeen, seenAt: notifications.seenAt })
          .from(notifications)
          .innerJoin(users, eq(users.id, notifications.userId))
          .where(cond)
          .orderBy(asc(users.name), asc(notifications.id))
          .limit(page.perPage)
          .offset(page.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(notifications)
          .innerJoin(users, eq(users.id, notifications.userId))
          .where(cond),
      ]);
      const items = rows.map((r) => ({ user_id: r.userId, name: r.name, company_name: r.companyName, email: r.email, is_seen: flag(r.isSeen), seen_at: r.seenAt ? r.seenAt.toISOString() : null }));
      return { message: req.t('common.list'), data: pageOf(items, count?.n ?? 0, page), filters: f };
    },

    notificationAudienceUsers: async (req) => {
      const [type] = await db.select({ id: accountTypes.id }).from(accountTypes).where(eq(accountTypes.id, req.params.type_id));
      if (!type) throw ApiError.notFound('notifications.unknownType');
      const rows = await db
        .select({ id: users.id, name: users.name, company_name: users.companyName, email: users.email })
        .from(users)
        .where(and(eq(users.typeId, type.id), eq(users.status, 'active'), isNull(users.deletedAt)))
        .orderBy(sql`coalesce(${users.companyName}, ${users.name})`, asc(users.id));
      return { message: req.t('common.list'), data: rows };
    },
  });
}
