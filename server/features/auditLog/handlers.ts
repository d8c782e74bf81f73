/**
 * The audit log (سجل التدقيق; issue 15 "Logs", spec 001 §3 "Log"): every change's audit row — written by
 * server/features/audit.ts and the lifecycle runtime — read back for administrators, searchable by record
 * (table and id), by who made it, by event and by day. Read-only. The list answers what changed (the fields'
 * names); one entry answers the values before and after, its secrets redacted (./redact.ts). The permission is
 * ours and administration (shared/permissions.ts `audit-log-index`): the log shows every company's records.
 */
import { eq, gte, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import type { Label, Lang } from '../../../shared/label';
import { auditEntityText } from '../../../shared/auditLog';
import { workflows } from '../../../machines';
import { describeLifecycle } from '../../../machines/core/describe';
import type { components } from '../../../openapi/schema';
import { auditLog, users } from '../../db/schema';
import type { DbOrTx } from '../../db/client';
import { defineHandlers } from '../../http/types';
import { ApiError } from '../../http/errors';
import { likeOf } from '../../http/paging';
import { listPage, op, type ListSpec } from '../../http/list';
import { hasMessage, registerMessages, translate } from '../../i18n';
import type { AppContext } from '../context';
import { auditLogMessages } from './messages';
import { redact } from './redact';

registerMessages(auditLogMessages);

type Filters = components['schemas']['AuditLogFilters'];
type Entry = components['schemas']['AuditLogEntry'];
type Detail = components['schemas']['AuditLogDetail'];
type Row = typeof auditLog.$inferSelect;
type Values = Record<string, unknown> | null;

/** The portal's days are Saudi days (the season is planned there): a day filter runs midnight to midnight in Riyadh. */
const ZONE = 'Asia/Riyadh';

/** Each lifecycle's transition labels by event; a lifecycle's audit rows carry its workflow id as their module. */
const transitionLabels = new Map<string, Map<string, Label>>();
function transitionLabel(workflow: string, event: string): Label | undefined {
  if (!(workflow in workflows)) return undefined;
  let labels = transitionLabels.get(workflow);
  if (!labels) {
    labels = new Map();
    for (const state of describeLifecycle(workflows[workflow as keyof typeof workflows]).states) for (const t of state.transitions) if (!labels.has(t.event)) labels.set(t.event, t.meta.label);
    transitionLabels.set(workflow, labels);
  }
  return labels.get(event);
}

/** The event for people: the account history's words on users, the lifecycle's label, the generic create/update/delete, else the event itself. */
function eventText(row: Pick<Row, 'entity' | 'event' | 'module'>, lang: Lang): string {
  if (row.entity === 'users' && hasMessage(`users.event.${row.event}`)) return translate(lang, `users.event.${row.event}`);
  const label = row.module ? transitionLabel(row.module, row.event) : undefined;
  if (label) return label[lang];
  if (hasMessage(`auditLog.event.${row.event}`)) return translate(lang, `auditLog.event.${row.event}`);
  return row.event;
}

/** The fields whose value differs between old and new: every field of a record created or deleted. */
function changedFields(oldValue: Values, newValue: Values): string[] {
  const before = oldValue ?? {};
  const after = newValue ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (!oldValue || !newValue) return keys;
  return keys.filter((k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null));
}

const asValues = (v: unknown): Values => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);

/** The rows with their actors, in one query. */
function withActors(db: DbOrTx, ids: number[]) {
  return db.select({ row: auditLog, actorName: users.name, actorEmail: users.email }).from(auditLog).leftJoin(users, eq(auditLog.actorId, users.id)).where(inArray(auditLog.id, ids));
}

function toEntry(j: { row: Row; actorName: string | null; actorEmail: string | null }, lang: Lang): Entry {
  const r = j.row;
  return {
    id: r.id,
    at: r.at.toISOString(),
    entity: r.entity,
    entity_text: auditEntityText(r.entity, lang),
    entity_id: r.entityId,
    event: r.event,
    event_text: eventText(r, lang),
    module: r.module,
    method: r.method,
    message: r.message,
    // an account since removed from the table still has its id on the row
    actor: r.actorId === null ? null : { id: r.actorId, name: j.actorName ?? `#${r.actorId}`, email: j.actorEmail },
    changed: changedFields(asValues(r.oldValue), asValues(r.newValue)),
  };
}

/** The audit log list: filters, sort and page loader, declared once (server/http/list.ts). */
const auditLogList: ListSpec<Filters, Entry> = {
  name: 'auditLog',
  table: auditLog,
  id: auditLog.id,
  filters: {
    entity: op.eq(auditLog.entity),
    entity_id: op.eq(auditLog.entityId),
    actor_id: op.eq(auditLog.actorId),
    actor: op.where((v: string) => {
      const term = v.trim();
      if (!term) return undefined;
      const like = likeOf(term);
      return inArray(auditLog.actorId, sql`(select ${users.id} from ${users} where ${or(ilike(users.name, like), ilike(users.username, like), ilike(users.email, like))})`);
    }),
    event: op.eq(auditLog.event),
    from: op.where((day: string) => gte(auditLog.at, sql`(${day}::date)::timestamp at time zone ${ZONE}`)),
    to: op.where((day: string) => lt(auditLog.at, sql`(${day}::date + 1)::timestamp at time zone ${ZONE}`)),
  },
  sorts: { at: auditLog.at },
  defaultSort: { key: 'at', direction: 'desc' },
  load: async (db, ids, lang) => (await withActors(db, ids)).map((j) => toEntry(j, lang)),
  // not exported: the log is read on screen, one record or one person at a time
  columns: [],
};

/** Filters that pass the contract but not together: a 422 on the field, nothing read. */
function checkFilters(f: Filters): void {
  if (f.from && f.to && f.to < f.from) throw ApiError.field('to', 'auditLog.toBeforeFrom');
  if (f.entity_id !== undefined && !f.entity) throw ApiError.field('entity', 'auditLog.entityIdAlone');
}

export function auditLogHandlers(ctx: AppContext) {
  const { db } = ctx;
  return defineHandlers({
    listAuditLogs: async (req) => {
      const f: Filters = req.body ?? {};
      checkFilters(f);
      return { message: req.t('auditLog.list'), data: await listPage(db, auditLogList, f, req.query, req.lang), filters: f };
    },

    getAuditLog: async (req) => {
      // audit ids are bigint: past JavaScript's exact integers no row can match
      if (!Number.isSafeInteger(req.params.id)) throw ApiError.notFound('auditLog.missing');
      const [j] = await withActors(db, [req.params.id]);
      if (!j) throw ApiError.notFound('auditLog.missing');
      const data: Detail = { ...toEntry(j, req.lang), ip: j.row.ip, old_value: redact(j.row.oldValue), new_value: redact(j.row.newValue) };
      return { message: req.t('common.ok'), data };
    },
  });
}
