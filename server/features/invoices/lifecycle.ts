/**
 * Invoices follow the invoice lifecycle (machines/invoice, built with the SADAD order's): issued
 * `pending`, changed only through this definition (server/lifecycle/), which writes the history and
 * audit rows that logs/{id} reads. A company sees and acts on its own invoices only (another's is a
 * 404): it is their `owner` party, who uploads the receipt. Staff (admin, kdana) see all, edit a
 * pending invoice, decide and cancel.
 *
 * UPDATE (/invoices/edit/{id}) carries the checked form (the handler validated it and computed each
 * line): the actor replaces the lines and writes the header and the totals with the status.
 */
import { eq } from 'drizzle-orm';
import { invoiceMachine } from '../../../machines';
import { defineLifecycle, type ServerActor } from '../../lifecycle/define';
import type { Tx } from '../../db/client';
import { paymentOrderActors } from '../../payments/actors';
import { payerScopeOf } from '../../payments/paymentOrders';
import { invoiceLines, invoices } from './table';
import { invoiceTotals, lineAmounts } from '../../../shared/money';

type Row = typeof invoices.$inferSelect;

/** A line as checked: whole units, the unit price in halalas. */
export interface CheckedLine {
  description: string;
  quantity: number;
  unitPrice: number;
}

/** Replace an invoice's lines (VAT on each line); the header's totals to write with them. */
export async function writeLines(tx: Tx, invoiceId: number, lines: readonly CheckedLine[]): Promise<Pick<Row, 'netTotal' | 'vatTotal' | 'total'>> {
  await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
  if (lines.length) await tx.insert(invoiceLines).values(lines.map((l, sort) => ({ invoiceId, sort, description: l.description, quantity: l.quantity, unitPrice: l.unitPrice, ...lineAmounts(l) })));
  const t = invoiceTotals(lines);
  return { netTotal: t.net, vatTotal: t.vat, total: t.total };
}

const update: ServerActor<Row> = async (tx, { record, event }) => {
  const p = event as unknown as { description: string; due_date: string; company_id: number; lines: CheckedLine[] };
  const totals = await writeLines(tx, record.id, p.lines);
  return { description: p.description, dueDate: p.due_date, companyId: p.company_id, ...totals, updatedAt: new Date() };
};

export const invoicesLifecycle = defineLifecycle({
  machine: invoiceMachine,
  workflow: 'invoice',
  table: invoices,
  visible: (caller, row) => payerScopeOf(caller) === null || payerScopeOf(caller) === row.companyId,
  parties: (caller, row) => ((caller.companyId ?? caller.userId) === row.companyId ? ['owner'] : []),
  keep: ['rejection_reason', 'attachment_file_id', 'description', 'due_date', 'company_id'],
  actors: paymentOrderActors<Row>(update),
});
