/**
 * What SADAD orders and invoices share on the server (they run one lifecycle, machines/sadadOrder):
 * who sees which company's orders, the companies an order may be issued to, the proof-of-payment
 * upload, the status as the spec's get_status, the events a caller may send, and the log (every
 * change with who, when, the old and the new status, read from the lifecycle's history rows).
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { accountTypes, users, workflowHistory } from '../db/schema';
import type { DbOrTx } from '../db/client';
import type { Caller } from '../lifecycle/caller';
import type { Can } from '../lifecycle/define';
import type { Storage, UploadedFile } from '../storage';
import { commitAs, sniffMime } from '../storage/stored';
import { ApiError } from '../http/errors';
import { isStaffType } from '../../shared/accountTypes';
import type { Lang } from '../../shared/label';
import type { AnyStateMachine } from 'xstate';
import type { StateMeta } from '../../machines/core/types';
import { transitionsFrom } from '../../machines/core/runtime';
import type { components } from '../../openapi/schema';

type LogRow = components['schemas']['PaymentOrderLogRow'];
type EventOption = components['schemas']['OrderEventOption'];

/** The company whose orders a caller sees, or null for staff, who see every company's. */
export const payerScopeOf = (caller: Caller): number | null => (isStaffType(caller.accountType) || caller.accountType === 'system' ? null : (caller.companyId ?? caller.userId ?? -1));

/** The status in the caller's language, and as the spec's get_status { id, status }. */
export function statusOf(machine: AnyStateMachine, status: string, lang: Lang) {
  const text = (machine.root.states[status]?.meta as StateMeta | undefined)?.label[lang] ?? status;
  return { status_text: text, get_status: { id: status, status: text } };
}

/** The events the record's status takes for this caller, as the screens offer them. */
export const eventsOf = (can: Can, lang: Lang): EventOption[] => can.events.map((e) => ({ event: e.event, allowed: e.allowed, label: e.label[lang], reason: e.reason ?? null }));

/** The companies an order may be issued to: active service-provider main accounts, by name. */
export async function payerCompanies(db: DbOrTx): Promise<Array<{ id: number; name: string }>> {
  const rows = await db
    .select({ id: users.id, name: users.name, companyName: users.companyName })
    .from(users)
    .innerJoin(accountTypes, eq(accountTypes.id, users.typeId))
    .where(and(eq(accountTypes.code, 'service_provider'), eq(users.status, 'active'), isNull(users.parentId), isNull(users.deletedAt)))
    .orderBy(asc(users.companyName), asc(users.id));
  return rows.map((r) => ({ id: r.id, name: r.companyName || r.name }));
}

/** Is this an active service-provider company (422 on company_id otherwise)? */
export async function checkPayer(db: DbOrTx, companyId: number): Promise<void> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(accountTypes, eq(accountTypes.id, users.typeId))
    .where(and(eq(users.id, companyId), eq(accountTypes.code, 'service_provider'), eq(users.status, 'active'), isNull(users.parentId), isNull(users.deletedAt)));
  if (!row) throw ApiError.field('company_id', 'paymentOrders.unknownCompany');
}

/** Company names by id, for lists and details. */
export async function companyNames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db.select({ id: users.id, name: users.name, companyName: users.companyName }).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r.companyName || r.name]));
}

/** A proof (of payment, of re-delivery): a PDF or an image by its first bytes, committed in the transaction; 422 on `field` otherwise. */
export async function keepAttachment(storage: Storage, tx: DbOrTx, upload: unknown, ownerId: number | null, field = 'attachment'): Promise<number> {
  if (upload === undefined || upload === null || upload === '') throw ApiError.field(field, 'validation.required');
  const file = upload as UploadedFile;
  if (typeof file !== 'object' || !('tempPath' in file)) throw ApiError.field(field, 'validation.file.type');
  const mime = await sniffMime(file.tempPath);
  if (!mime || !(mime === 'application/pdf' || mime.startsWith('image/'))) throw ApiError.field(field, 'validation.file.type');
  return commitAs(storage, tx, file, mime, ownerId);
}

/** Every change of one order, oldest first: the lifecycle's history rows with the actor's name. */
export async function paymentLog(db: DbOrTx, machine: AnyStateMachine, workflow: string, recordId: number, lang: Lang): Promise<LogRow[]> {
  const rows = await db
    .select({ h: workflowHistory, by: users.name })
    .from(workflowHistory)
    .leftJoin(users, eq(users.id, workflowHistory.actorId))
    .where(and(eq(workflowHistory.workflow, workflow), eq(workflowHistory.recordId, recordId)))
    .orderBy(asc(workflowHistory.id));
  const stateText = (s: string | null) => (s === null ? null : statusOf(machine, s, lang).status_text);
  return rows.map(({ h, by }) => {
    const first = h.fromStatus ? transitionsFrom(machine, h.fromStatus, h.event)[0] : undefined;
    const reason = ((h.payload ?? {}) as Record<string, unknown>).rejection_reason;
    return {
      id: h.id,
      event: h.event,
      event_text: first?.meta?.label[lang] ?? (h.event === 'CREATE' ? (lang === 'ar' ? 'إصدار' : 'Issued') : h.event),
      from_status: h.fromStatus,
      from_text: stateText(h.fromStatus),
      to_status: h.toStatus,
      to_text: stateText(h.toStatus)!,
      by,
      at: h.at.toISOString(),
      note: typeof reason === 'string' && reason ? reason : null,
    };
  });
}
