/**
 * Bulk decisions on the requests list (issue "One path" §2.4): ACTIVATE (with roles)
 * or REJECT (with a reason) on chosen accounts, or on every account matching the
 * list's filters, at most BULK_MAX of them.
 *
 * - preview: each record's event is run exactly as the real run would run it — by the
 *   lifecycle runtime's `apply`, in a transaction that is then rolled back — so what the
 *   preview accepts is what the run accepts (machine, permission, guards and the actors'
 *   own checks such as roles for the account's type), and each refusal carries its reason;
 * - apply: the runtime's `applyMany`: each accepted record in its own transaction, a
 *   report per record; a refused one is left unchanged.
 */
import { inArray } from 'drizzle-orm';
import type { components } from '../../../openapi/schema';
import type { Db, DbOrTx } from '../../db/client';
import { registerMessages } from '../../i18n';
import { users } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { listBatches } from '../../http/list';
import type { Caller } from '../../lifecycle/caller';
import type { LifecycleEvent } from '../../../machines/core/runtime';
import { translate } from '../../i18n';
import { userAccountLifecycle } from './lifecycle';
import { usersList } from './list';
import { statusText } from '../../users/serialize';

registerMessages({
  'users.bulk.nothingChosen': { ar: 'اختر حساباً واحداً على الأقل أو عوامل تصفية', en: 'Choose at least one account, or filters' },
  'users.bulk.done': { ar: 'تم: {ok}، تعذر: {failed}', en: 'Done: {ok}, failed: {failed}' },
  'users.bulk.preview': { ar: 'معاينة الإجراء الجماعي', en: 'Bulk action preview' },
});

/** At most this many accounts in one bulk action (the preview runs each one). */
export const BULK_MAX = 200;

type BulkRequest = components['schemas']['UserBulkRequest'];
type BulkItem = components['schemas']['UserBulkItem'];

class Rollback extends Error {}

function eventOf(body: BulkRequest): LifecycleEvent {
  if (body.event === 'ACTIVATE') return { type: 'ACTIVATE', roles: body.payload?.roles ?? [] };
  return { type: 'REJECT', reject_reason: body.payload?.reject_reason ?? '' };
}

/** The ids the action is for: those chosen, or the first BULK_MAX matching the filters (in the list's order). */
async function targets(db: DbOrTx, body: BulkRequest, lang: 'ar' | 'en'): Promise<{ ids: number[]; truncated: boolean }> {
  if (body.ids?.length) return { ids: [...new Set(body.ids)].slice(0, BULK_MAX), truncated: new Set(body.ids).size > BULK_MAX };
  if (!body.filters) throw ApiError.field('ids', 'users.bulk.nothingChosen');
  for await (const batch of listBatches(db, usersList, body.filters, lang, [], BULK_MAX + 1)) {
    return { ids: batch.slice(0, BULK_MAX).map((u) => u.id), truncated: batch.length > BULK_MAX };
  }
  return { ids: [], truncated: false };
}

async function describe(db: DbOrTx, ids: number[], lang: 'ar' | 'en') {
  const rows = ids.length ? await db.select({ id: users.id, name: users.name, email: users.email, status: users.status }).from(users).where(inArray(users.id, ids)) : [];
  return new Map(rows.map((r) => [r.id, { name: r.name, email: r.email, status: r.status, status_text: statusText(r.status, lang) }]));
}

const missing = (lang: 'ar' | 'en') => ({ name: '', email: '', status: '', status_text: translate(lang, 'users.notFound') });

function summary(items: BulkItem[], truncated: boolean) {
  return {
    total: items.length,
    accepted: items.filter((i) => i.result !== 'refused').length,
    refused: items.filter((i) => i.result === 'refused').length,
    truncated: truncated ? (1 as const) : (0 as const),
    max: BULK_MAX,
    items,
  };
}

export async function previewBulk(db: Db, caller: Caller, body: BulkRequest) {
  const { ids, truncated } = await targets(db, body, caller.lang);
  const event = eventOf(body);
  const info = await describe(db, ids, caller.lang);
  const items: BulkItem[] = [];
  for (const id of ids) {
    const base = info.get(id) ?? missing(caller.lang);
    let item: BulkItem = { id, ...base, result: 'accepted' };
    try {
      await db.transaction(async (tx) => {
        await userAccountLifecycle.on(db).apply(caller, id, event, { tx });
        throw new Rollback();
      });
    } catch (e) {
      if (e instanceof ApiError) {
        item = { id, ...base, result: 'refused', message: translate(caller.lang, e.message, e.params) };
        if (e.errors) item.errors = Object.fromEntries(Object.entries(e.errors).map(([f, keys]) => [f, keys.map((k) => translate(caller.lang, k))]));
      } else if (!(e instanceof Rollback)) throw e;
    }
    items.push(item);
  }
  return summary(items, truncated);
}

export async function applyBulk(db: Db, caller: Caller, body: BulkRequest) {
  const { ids, truncated } = await targets(db, body, caller.lang);
  const reports = await userAccountLifecycle.on(db).applyMany(caller, ids, eventOf(body));
  const info = await describe(db, ids, caller.lang);
  const items: BulkItem[] = reports.map((r) => {
    const base = info.get(r.id) ?? missing(caller.lang);
    if (r.result === 'applied') return { id: r.id, ...base, result: 'applied' };
    const item: BulkItem = { id: r.id, ...base, result: 'refused', message: r.message };
    if (r.errors) item.errors = r.errors;
    return item;
  });
  return summary(items, truncated);
}
