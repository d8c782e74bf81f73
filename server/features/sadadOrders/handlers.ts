/**
 * SADAD payment orders (أوامر السداد, issue 14): the spec's operations list, create, store, details/{id},
 * upload_docs, change_state, cancel/{id} and logs/{id} (openapi/areas/sadadOrders.yaml), each behind the
 * permission the contract names. Staff issue an order to a company; the biller (server/payments/biller.ts)
 * gives it its SADAD bill number in the same transaction; the company pays at its bank and uploads the
 * receipt; staff approve or reject it. Every step goes through the sadadOrder lifecycle (./lifecycle.ts),
 * which writes the history rows logs/{id} answers. A company sees only its own orders (another's is a 404).
 */
import { eq, inArray, or } from 'drizzle-orm';
import { defineHandlers } from '../../http/types';
import { ApiError } from '../../http/errors';
import { listPage, op, type ListSpec } from '../../http/list';
import { sendExport } from '../../http/export';
import { parseBody } from '../../http/validate';
import { callerOf } from '../../http/request';
import type { DbOrTx } from '../../db/client';
import { files } from '../../db/schema';
import type { Caller } from '../../lifecycle/caller';
import { registerFileReader } from '../../storage/access';
import { storedFileDto } from '../../storage/stored';
import type { components } from '../../../openapi/schema';
import type { AppContext } from '../context';
import { sadadOrders } from './table';
import { SadadOrderSchema } from '../../../shared/rules/sadadOrders';
import { sadadOrderMachine } from '../../../machines';
import { toEvent } from '../../../machines/sadadOrder/wire';
import { formatSar, parseSar, VAT_RATE_PERCENT } from '../../../shared/money';
import { isStaffType } from '../../../shared/accountTypes';
import type { Lang } from '../../../shared/label';
import { sadadOrdersLifecycle } from './lifecycle';
import { checkPayer, companyNames, eventsOf, keepAttachment, payerCompanies, payerScopeOf, paymentLog, statusOf } from '../../payments/paymentOrders';
import { localBiller, type SadadBiller } from '../../payments/biller';
import '../../payments/messages';

type Row = typeof sadadOrders.$inferSelect;
type Dto = components['schemas']['SadadOrder'];
type Input = components['schemas']['SadadOrderInput'];

const scopeWhere = (caller: Caller) => {
  const company = payerScopeOf(caller);
  return company === null ? [] : [eq(sadadOrders.companyId, company)];
};

async function dtos(db: DbOrTx, rows: Row[], lang: Lang): Promise<Dto[]> {
  const fileIds = rows.map((r) => r.attachmentFileId).filter((x): x is number => x !== null);
  const [names, stored] = await Promise.all([
    companyNames(
      db,
      rows.map((r) => r.companyId),
    ),
    fileIds.length ? db.select().from(files).where(inArray(files.id, fileIds)) : Promise.resolve([]),
  ]);
  const fileById = new Map(stored.map((f) => [f.id, storedFileDto(f)]));
  return rows.map((row) => ({
    id: row.id,
    sadad_order_id: row.id,
    description: row.description,
    amount: formatSar(row.amount),
    due_date: row.dueDate,
    bill_number: row.billNumber,
    status: row.status,
    ...statusOf(sadadOrderMachine, row.status, lang),
    company_id: row.companyId,
    company_name: names.get(row.companyId) ?? null,
    attachment: row.attachmentFileId ? (fileById.get(row.attachmentFileId) ?? null) : null,
    rejection_reason: row.rejectionReason,
    events: [],
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

/** The SADAD orders list (/sadad): filters, sort keys, page loader and export columns, declared once (server/http/list.ts). */
const list: ListSpec<components['schemas']['SadadOrderFilters'], Dto> = {
  name: 'sadadOrders',
  table: sadadOrders,
  id: sadadOrders.id,
  filters: {
    search: op.contains(sadadOrders.description, sadadOrders.billNumber),
    status: op.eq(sadadOrders.status),
    company_id: op.eq(sadadOrders.companyId),
  },
  sorts: { created_at: sadadOrders.createdAt, due_date: sadadOrders.dueDate, amount: sadadOrders.amount },
  defaultSort: { key: 'created_at', direction: 'desc' },
  load: async (db, ids, lang) => dtos(db, await db.select().from(sadadOrders).where(inArray(sadadOrders.id, ids)), lang),
  columns: [
    { label: { ar: 'الرقم', en: 'ID' }, value: (r) => r.id },
    { label: { ar: 'رقم فاتورة سداد', en: 'SADAD bill number' }, value: (r) => r.bill_number },
    { label: { ar: 'الشركة', en: 'Company' }, value: (r) => r.company_name },
    { label: { ar: 'الوصف', en: 'Description' }, value: (r) => r.description },
    { label: { ar: 'المبلغ (ريال)', en: 'Amount (SAR)' }, value: (r) => r.amount },
    { label: { ar: 'تاريخ الاستحقاق', en: 'Due date' }, value: (r) => r.due_date },
    { label: { ar: 'الحالة', en: 'Status' }, value: (r) => r.status_text },
    { label: { ar: 'تاريخ الإصدار', en: 'Issued' }, value: (r) => r.created_at },
  ],
};

export function sadadOrdersHandlers(ctx: AppContext, biller: SadadBiller = localBiller) {
  const { db } = ctx;
  const runtime = sadadOrdersLifecycle.on(db);

  // Whoever may see an order may read its receipt: staff, and the company it was issued to.
  registerFileReader(async (rdb, session, file) => {
    if (session.scope !== 'portal' || !session.permissions.some((p) => p === 'sadad-details' || p === 'clearance-sadad-index')) return false;
    const [row] = await rdb
      .select({ companyId: sadadOrders.companyId })
      .from(sadadOrders)
      .where(or(eq(sadadOrders.attachmentFileId, file.id)))
      .limit(1);
    return !!row && (isStaffType(session.typeCode) || (session.user.parentId ?? session.user.id) === row.companyId);
  });

  /** The order as its screens show it, with the events this caller may send now. */
  async function details(caller: Caller, row: Row): Promise<Dto> {
    const [[dto], can] = await Promise.all([dtos(db, [row], caller.lang), runtime.can(caller, row)]);
    return { ...dto!, events: eventsOf(can, caller.lang) };
  }

  return defineHandlers({
    listSadadOrders: async (req) => ({
      message: req.t('sadadOrders.list'),
      data: await listPage(db, list, req.body, req.query, req.lang, scopeWhere(callerOf(req))),
      filters: req.body ?? {},
    }),

    exportSadadOrders: async (req, reply) =>
      sendExport(reply, { db, spec: list, body: req.body, lang: req.lang, format: req.query.format, title: { ar: 'أوامر السداد', en: 'SADAD orders' }, scope: scopeWhere(callerOf(req)) }),

    sadadOrderForm: async (req) => ({ message: req.t('paymentOrders.form'), data: { companies: await payerCompanies(db), vat_rate: VAT_RATE_PERCENT } }),

    createSadadOrder: async (req, reply) => {
      const caller = callerOf(req);
      // the same rules as the form (shared/rules/sadadOrders.ts): a 422 on the field that breaks one
      const values = parseBody(SadadOrderSchema, req.body as Input);
      await checkPayer(db, values.company_id);
      const row = await db.transaction(async (tx) => {
        const fields = { description: values.description, amount: parseSar(values.amount)!, dueDate: values.due_date, companyId: values.company_id, createdBy: caller.userId ?? null };
        // the machine's initial status, its first history row and the audit row come from the runtime
        const created = await runtime.create(caller, fields as typeof fields & Pick<typeof sadadOrders.$inferInsert, 'status'>, tx, { audit: (r) => ({ ...r }) });
        const billNumber = await biller.issue({ orderId: created.id, companyId: created.companyId, amount: created.amount, dueDate: created.dueDate });
        const [billed] = await tx.update(sadadOrders).set({ billNumber }).where(eq(sadadOrders.id, created.id)).returning();
        return billed!;
      });
      reply.code(201);
      return { message: req.t('sadadOrders.created'), data: await details(caller, row) };
    },

    getSadadOrder: async (req) => {
      const caller = callerOf(req);
      return { message: req.t('common.ok'), data: await details(caller, await runtime.find(caller, req.params.id)) };
    },

    uploadSadadOrderDocs: async (req) => {
      const caller = callerOf(req);
      const body = req.body as Record<string, unknown>;
      const row = await db.transaction(async (tx) => {
        const before = await runtime.find(caller, Number(body.sadad_order_id), tx);
        if (body.attachment === undefined || body.attachment === '') throw ApiError.field('attachment', 'validation.required');
        // refuse before keeping the file: a status that takes no upload, or a caller who may not send it
        const can = await runtime.can(caller, before, tx);
        const upload = can.events.find((e) => e.event === 'UPLOAD_ATTACHMENT');
        if (!upload) throw new ApiError(409, 'lifecycle.unallowed');
        if (!upload.allowed) throw ApiError.forbidden();
        const version = typeof body.version === 'number' ? body.version : undefined;
        // a stale version is refused before the file is kept (a refused upload leaves no file behind)
        if (version !== undefined && version !== before.version) throw new ApiError(409, 'lifecycle.stale');
        const fileId = await keepAttachment(ctx.storage, tx, body.attachment, caller.userId ?? null);
        return (await runtime.apply(caller, before.id, { type: 'UPLOAD_ATTACHMENT', attachment: `file:${fileId}`, attachment_file_id: fileId }, { expectedVersion: version, tx })).record;
      });
      return { message: req.t('paymentOrders.uploaded'), data: await details(caller, row) };
    },

    changeSadadOrderState: async (req) => {
      const caller = callerOf(req);
      const { sadad_order_id, status_id, rejection_reason, version } = req.body;
      const event = toEvent(status_id, rejection_reason);
      if (!event) throw ApiError.field('status_id', 'validation.invalid');
      const applied = await runtime.apply(caller, sadad_order_id, event, { expectedVersion: version });
      return { message: req.t(event.type === 'APPROVE' ? 'paymentOrders.approved' : 'paymentOrders.rejected'), data: await details(caller, applied.record) };
    },

    cancelSadadOrder: async (req) => {
      const caller = callerOf(req);
      const applied = await runtime.apply(caller, req.params.id, { type: 'CANCEL' }, { expectedVersion: req.body?.version });
      return { message: req.t('paymentOrders.cancelled'), data: await details(caller, applied.record) };
    },

    sadadOrderLogs: async (req) => {
      const caller = callerOf(req);
      const row = await runtime.find(caller, req.params.id);
      return { message: req.t('paymentOrders.logs'), data: await paymentLog(db, sadadOrderMachine, 'sadadOrder', row.id, caller.lang) };
    },
  });
}
