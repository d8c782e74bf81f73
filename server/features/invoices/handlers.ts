/**
 * Invoices (الفواتير, issue 14): Saudi simplified tax invoices. The spec's operations list, create, store,
 * details/{id}, upload_docs, change_state, cancel/{id} and logs/{id}, with ours update/{id} (the edit
 * screen) and pdf/{id} (the printed invoice), each behind the permission the contract names
 * (openapi/areas/invoices.yaml). Amounts are exact (integer halalas, shared/money.ts): VAT 15 % on each
 * line, rounded half up to the halala; the totals are the lines' sums. The e-invoice QR code carries the
 * seller's name and VAT number, the time of issue, the total and the VAT (shared/einvoice.ts).
 * Every step goes through the invoice lifecycle (./lifecycle.ts). A company sees only its own invoices.
 */
import { asc, eq, inArray, or } from 'drizzle-orm';
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
import { invoiceLines, invoices } from './table';
import { InvoiceSchema, type InvoiceValues } from '../../../shared/rules/sadadOrders';
import { invoiceMachine } from '../../../machines';
import { toEvent } from '../../../machines/sadadOrder/wire';
import { formatSar, invoiceTotals, MAX_HALALAS, parseSar, VAT_RATE_PERCENT } from '../../../shared/money';
import { encodeEInvoiceQr, invoiceNumber } from '../../../shared/einvoice';
import { isStaffType } from '../../../shared/accountTypes';
import type { Lang } from '../../../shared/label';
import { invoicesLifecycle, writeLines, type CheckedLine } from './lifecycle';
import { checkPayer, companyNames, eventsOf, keepAttachment, payerCompanies, payerScopeOf, paymentLog, statusOf } from '../../payments/paymentOrders';
import { invoicePdf } from './pdf';
import '../../payments/messages';

type Row = typeof invoices.$inferSelect;
type Dto = components['schemas']['Invoice'];
type Input = components['schemas']['InvoiceInput'];

const scopeWhere = (caller: Caller) => {
  const company = payerScopeOf(caller);
  return company === null ? [] : [eq(invoices.companyId, company)];
};

/** The QR code's time stamp: ISO 8601 to the second, in UTC. */
const stamp = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/u, 'Z');

export const qrOf = (row: Row): string =>
  encodeEInvoiceQr({ sellerName: row.sellerName, vatNumber: row.sellerVatNumber, timestamp: stamp(row.createdAt), total: formatSar(row.total), vatTotal: formatSar(row.vatTotal) });

async function dtos(db: DbOrTx, rows: Row[], lang: Lang, withLines = false): Promise<Dto[]> {
  const ids = rows.map((r) => r.id);
  const fileIds = rows.map((r) => r.attachmentFileId).filter((x): x is number => x !== null);
  const [names, stored, lines] = await Promise.all([
    companyNames(
      db,
      rows.map((r) => r.companyId),
    ),
    fileIds.length ? db.select().from(files).where(inArray(files.id, fileIds)) : Promise.resolve([]),
    withLines && ids.length ? db.select().from(invoiceLines).where(inArray(invoiceLines.invoiceId, ids)).orderBy(asc(invoiceLines.sort)) : Promise.resolve([]),
  ]);
  const fileById = new Map(stored.map((f) => [f.id, storedFileDto(f)]));
  return rows.map((row) => ({
    id: row.id,
    invoice_id: row.id,
    number: invoiceNumber(row.createdAt.toISOString(), row.id),
    description: row.description,
    due_date: row.dueDate,
    seller_name: row.sellerName,
    seller_vat_number: row.sellerVatNumber,
    vat_rate: VAT_RATE_PERCENT,
    net_total: formatSar(row.netTotal),
    vat_total: formatSar(row.vatTotal),
    total: formatSar(row.total),
    lines: lines
      .filter((l) => l.invoiceId === row.id)
      .map((l) => ({ id: l.id, description: l.description, quantity: l.quantity, unit_price: formatSar(l.unitPrice), net: formatSar(l.net), vat: formatSar(l.vat), total: formatSar(l.total) })),
    qr: qrOf(row),
    status: row.status,
    ...statusOf(invoiceMachine, row.status, lang),
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

/** The invoices list (/invoices): filters, sort keys, page loader and export columns, declared once. */
const list: ListSpec<components['schemas']['InvoiceFilters'], Dto> = {
  name: 'invoices',
  table: invoices,
  id: invoices.id,
  filters: {
    search: op.contains(invoices.description),
    status: op.eq(invoices.status),
    company_id: op.eq(invoices.companyId),
  },
  sorts: { created_at: invoices.createdAt, due_date: invoices.dueDate, total: invoices.total },
  defaultSort: { key: 'created_at', direction: 'desc' },
  load: async (db, ids, lang) => dtos(db, await db.select().from(invoices).where(inArray(invoices.id, ids)), lang),
  columns: [
    { label: { ar: 'رقم الفاتورة', en: 'Invoice number' }, value: (r) => r.number },
    { label: { ar: 'الشركة', en: 'Company' }, value: (r) => r.company_name },
    { label: { ar: 'الوصف', en: 'Description' }, value: (r) => r.description },
    { label: { ar: 'الإجمالي دون الضريبة (ريال)', en: 'Total excl. VAT (SAR)' }, value: (r) => r.net_total },
    { label: { ar: 'ضريبة القيمة المضافة (ريال)', en: 'VAT (SAR)' }, value: (r) => r.vat_total },
    { label: { ar: 'الإجمالي شامل الضريبة (ريال)', en: 'Total incl. VAT (SAR)' }, value: (r) => r.total },
    { label: { ar: 'تاريخ الاستحقاق', en: 'Due date' }, value: (r) => r.due_date },
    { label: { ar: 'الحالة', en: 'Status' }, value: (r) => r.status_text },
    { label: { ar: 'تاريخ الإصدار', en: 'Issued' }, value: (r) => r.created_at },
  ],
};

/**
 * The form's values with each line in halalas (the rules have checked every amount reads). The invoice's
 * total is capped like a SADAD order's amount (MAX_HALALAS): beyond it, quantity × unit price leaves the
 * integers a number holds exactly (2^53) and the amounts would no longer be exact — a 422 on `lines`.
 */
function checkedLines(values: InvoiceValues): CheckedLine[] {
  const lines = values.lines.map((l) => ({ description: l.description, quantity: l.quantity, unitPrice: parseSar(l.unit_price)! }));
  if (invoiceTotals(lines).total > MAX_HALALAS) throw ApiError.field('lines', 'validation.amount');
  return lines;
}

export function invoicesHandlers(ctx: AppContext) {
  const { db, env } = ctx;
  const runtime = invoicesLifecycle.on(db);

  // Whoever may see an invoice may read its receipt: staff, and the company it was issued to.
  registerFileReader(async (rdb, session, file) => {
    if (session.scope !== 'portal' || !session.permissions.some((p) => p === 'invoices-details' || p === 'clearance-invoices-index')) return false;
    const [row] = await rdb
      .select({ companyId: invoices.companyId })
      .from(invoices)
      .where(or(eq(invoices.attachmentFileId, file.id)))
      .limit(1);
    return !!row && (isStaffType(session.typeCode) || (session.user.parentId ?? session.user.id) === row.companyId);
  });

  async function details(caller: Caller, row: Row): Promise<Dto> {
    const [[dto], can] = await Promise.all([dtos(db, [row], caller.lang, true), runtime.can(caller, row)]);
    return { ...dto!, events: eventsOf(can, caller.lang) };
  }

  return defineHandlers({
    listInvoices: async (req) => ({
      message: req.t('invoices.list'),
      data: await listPage(db, list, req.body, req.query, req.lang, scopeWhere(callerOf(req))),
      filters: req.body ?? {},
    }),

    exportInvoices: async (req, reply) =>
      sendExport(reply, { db, spec: list, body: req.body, lang: req.lang, format: req.query.format, title: { ar: 'الفواتير', en: 'Invoices' }, scope: scopeWhere(callerOf(req)) }),

    invoiceForm: async (req) => ({ message: req.t('paymentOrders.form'), data: { companies: await payerCompanies(db), vat_rate: VAT_RATE_PERCENT } }),

    createInvoice: async (req, reply) => {
      const caller = callerOf(req);
      // the same rules as the form (shared/rules/sadadOrders.ts): a 422 on the field that breaks one
      const values = parseBody(InvoiceSchema, req.body as Input);
      await checkPayer(db, values.company_id);
      const lines = checkedLines(values);
      const t = invoiceTotals(lines);
      const row = await db.transaction(async (tx) => {
        const fields = {
          description: values.description,
          dueDate: values.due_date,
          companyId: values.company_id,
          sellerName: env.INVOICE_SELLER_NAME,
          sellerVatNumber: env.INVOICE_SELLER_VAT,
          netTotal: t.net,
          vatTotal: t.vat,
          total: t.total,
          createdBy: caller.userId ?? null,
        };
        const created = await runtime.create(caller, fields as typeof fields & Pick<typeof invoices.$inferInsert, 'status'>, tx, { audit: (r) => ({ ...r, lines: values.lines }) });
        await writeLines(tx, created.id, lines);
        return created;
      });
      reply.code(201);
      return { message: req.t('invoices.created'), data: await details(caller, row) };
    },

    updateInvoice: async (req) => {
      const caller = callerOf(req);
      const { version, ...body } = req.body as Input;
      const values = parseBody(InvoiceSchema, body);
      await checkPayer(db, values.company_id);
      const applied = await runtime.apply(
        caller,
        req.params.id,
        { type: 'UPDATE', description: values.description, due_date: values.due_date, company_id: values.company_id, lines: checkedLines(values) },
        { expectedVersion: version },
      );
      return { message: req.t('invoices.updated'), data: await details(caller, applied.record) };
    },

    getInvoice: async (req) => {
      const caller = callerOf(req);
      return { message: req.t('common.ok'), data: await details(caller, await runtime.find(caller, req.params.id)) };
    },

    invoicePdf: async (req, reply) => {
      const caller = callerOf(req);
      const row = await runtime.find(caller, req.params.id);
      if (row.status === 'cancelled') throw new ApiError(409, 'invoices.cancelledPdf');
      const [dto] = await dtos(db, [row], 'ar', true);
      const pdf = await invoicePdf(dto!);
      return reply.type('application/pdf').header('content-disposition', `attachment; filename="${dto!.number}.pdf"`).header('cache-control', 'no-store').send(pdf);
    },

    uploadInvoiceDocs: async (req) => {
      const caller = callerOf(req);
      const body = req.body as Record<string, unknown>;
      const row = await db.transaction(async (tx) => {
        const before = await runtime.find(caller, Number(body.invoice_id), tx);
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

    changeInvoiceState: async (req) => {
      const caller = callerOf(req);
      const { invoice_id, status, rejection_reason, version } = req.body;
      const event = toEvent(status, rejection_reason);
      if (!event) throw ApiError.field('status', 'validation.invalid');
      const applied = await runtime.apply(caller, invoice_id, event, { expectedVersion: version });
      return { message: req.t(event.type === 'APPROVE' ? 'paymentOrders.approved' : 'paymentOrders.rejected'), data: await details(caller, applied.record) };
    },

    cancelInvoice: async (req) => {
      const caller = callerOf(req);
      const applied = await runtime.apply(caller, req.params.id, { type: 'CANCEL' }, { expectedVersion: req.body?.version });
      return { message: req.t('paymentOrders.cancelled'), data: await details(caller, applied.record) };
    },

    invoiceLogs: async (req) => {
      const caller = callerOf(req);
      const row = await runtime.find(caller, req.params.id);
      return { message: req.t('paymentOrders.logs'), data: await paymentLog(db, invoiceMachine, 'invoice', row.id, caller.lang) };
    },
  });
}
