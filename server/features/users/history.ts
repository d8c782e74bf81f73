/**
 * An account's history (/users/history/{id}): its audit rows — lifecycle steps
 * written by the userAccount runtime and every other change — made readable in the
 * caller's language: who, when, what kind of change, and each field's old and new
 * value (statuses by the machine's labels, roles, types and main users by name).
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { components } from '../../../openapi/schema';
import type { Lang } from '../../../shared/label';
import { accountTypes as typeCatalogue } from '../../../shared/accountTypes';
import { documentFields } from '../../../shared/rules/registration';
import { userAccountMachine } from '../../../machines';
import { describeLifecycle } from '../../../machines/core/describe';
import type { Db } from '../../db/client';
import { auditLog, roles, users } from '../../db/schema';
import { hasMessage, translate } from '../../i18n';
import type { PageRequest } from '../../http/paging';
import { statusText } from '../../users/serialize';

export type HistoryEntry = components['schemas']['UserHistoryEntry'];
type Change = components['schemas']['UserChange'];
type Values = Record<string, unknown> | null;

/** Keys that are bookkeeping, not the account's data. */
const HIDDEN = new Set(['version']);
/** The order fields read best in. */
const ORDER = [
  'status',
  'reject_reason',
  'name',
  'username',
  'email',
  'phone',
  'company_name',
  'type_id',
  'parent_id',
  'roles',
  'is_entity',
  'is_government',
  'is_government_for_location_order',
  'password_changed',
  'deleted_at',
  'left_alliances',
];
const DOCUMENTS = new Set<string>(documentFields);
const FLAGS = new Set(['is_entity', 'is_government', 'is_government_for_location_order', 'is_acknowledged']);

/** Labels of the machine's events, from its definition. */
function transitionLabel(event: string, lang: Lang): string | undefined {
  for (const state of describeLifecycle(userAccountMachine).states) {
    const t = state.transitions.find((x) => x.event === event);
    if (t) return t.meta.label[lang];
  }
  return undefined;
}

export function eventText(event: string, lang: Lang): string {
  const key = `users.event.${event}`;
  if (hasMessage(key)) return translate(lang, key);
  return transitionLabel(event, lang) ?? event;
}

interface Lookups {
  roles: Map<number, string>;
  users: Map<number, string>;
}

const riyadh = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false });
/** The card format of spec 000 §9 (Y-M-D HH:mm), in Saudi time. */
function cardDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const parts = Object.fromEntries(riyadh.formatToParts(d).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour === '24' ? '00' : parts.hour}:${parts.minute}`;
}

/** A stored value as text: strings and numbers as they are, anything else as JSON. */
const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value));

function readable(field: string, value: unknown, lang: Lang, look: Lookups): string | null {
  if (value === null || value === undefined || value === '') return null;
  const list = (xs: string[]) => xs.join(lang === 'ar' ? '، ' : ', ');
  switch (field) {
    case 'status':
    case 'mozdalefa_status':
      return statusText(str(value), lang);
    case 'roles':
      return Array.isArray(value) ? list(value.map((id) => look.roles.get(Number(id)) ?? `#${str(id)}`)) : str(value);
    case 'type_id': {
      const t = typeCatalogue.find((x) => x.id === Number(value));
      return t ? t.label[lang] : str(value);
    }
    case 'parent_id':
      return look.users.get(Number(value)) ?? `#${str(value)}`;
    case 'password_changed':
      return translate(lang, 'users.value.changed');
    case 'deleted_at':
      return cardDate(str(value));
    case 'role':
      return hasMessage(`users.value.${str(value)}`) ? translate(lang, `users.value.${str(value)}`) : str(value);
  }
  // a registration document is stored as its file's id
  if (DOCUMENTS.has(field) || field === 'stamp') return translate(lang, 'users.value.attached', { id: str(value) });
  if (FLAGS.has(field) || typeof value === 'boolean') return translate(lang, Number(value) ? 'users.value.yes' : 'users.value.no');
  if (Array.isArray(value)) return list(value.map(str));
  return str(value);
}

export function changesOf(oldValue: Values, newValue: Values, lang: Lang, look: Lookups): Change[] {
  const before = oldValue ?? {};
  const after = newValue ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((f) => !HIDDEN.has(f));
  const rank = (f: string) => (ORDER.includes(f) ? ORDER.indexOf(f) : ORDER.length);
  fields.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const out: Change[] = [];
  for (const field of fields) {
    const o = readable(field, before[field], lang, look);
    const n = readable(field, after[field], lang, look);
    if (o === n && field !== 'password_changed') continue;
    const key = `users.field.${field}`;
    out.push({ field, label: hasMessage(key) ? translate(lang, key) : field, old: o, new: n });
  }
  return out;
}

/** A page of an account's history, newest first. */
export async function historyPage(db: Db, userId: number, page: PageRequest, lang: Lang, event?: string): Promise<{ items: HistoryEntry[]; total: number }> {
  const where = and(eq(auditLog.entity, 'users'), eq(auditLog.entityId, userId), event ? eq(auditLog.event, event) : undefined);
  const [rows, [count]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).limit(page.perPage).offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(where),
  ]);
  const roleIds = new Set<number>();
  const userIds = new Set<number>();
  for (const r of rows) {
    if (r.actorId) userIds.add(r.actorId);
    for (const v of [r.oldValue, r.newValue] as Values[]) {
      if (!v) continue;
      if (Array.isArray(v.roles)) v.roles.forEach((id) => roleIds.add(Number(id)));
      if (v.parent_id) userIds.add(Number(v.parent_id));
    }
  }
  const [roleRows, userRows] = await Promise.all([
    roleIds.size
      ? db
          .select({ id: roles.id, name: roles.name, nameEn: roles.nameEn })
          .from(roles)
          .where(inArray(roles.id, [...roleIds]))
      : Promise.resolve([]),
    userIds.size
      ? db
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(inArray(users.id, [...userIds]))
      : Promise.resolve([]),
  ]);
  const look: Lookups = {
    roles: new Map(roleRows.map((r) => [r.id, lang === 'en' && r.nameEn ? r.nameEn : r.name])),
    users: new Map(userRows.map((u) => [u.id, u.name])),
  };
  const items = rows.map((r): HistoryEntry => ({
    id: r.id,
    at: r.at.toISOString(),
    event: r.event,
    event_text: eventText(r.event, lang),
    kind: r.method === 'transition' ? 'transition' : 'change',
    actor: r.actorId ? { id: r.actorId, name: look.users.get(r.actorId) ?? `#${r.actorId}` } : null,
    changes: changesOf(r.oldValue as Values, r.newValue as Values, lang, look),
  }));
  return { items, total: count?.n ?? 0 };
}
