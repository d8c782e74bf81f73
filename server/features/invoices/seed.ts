/**
 * Demo invoices (issue 14): simplified tax invoices in every status of the invoice machine (pending,
 * attachment_uploaded, approved, rejected, cancelled) across the demo companies; provider@mashaer.test
 * has its own in each, and one whose first receipt was rejected and which awaits review again. Each
 * status is reached by the machine's own events (seedAt: history and audit rows as `apply` writes them),
 * never a literal status. Each invoice has one to four lines; every amount is exact halalas, each line's
 * VAT computed and rounded on the line and the totals their sums (shared/money.ts), as store computes
 * them. The seller is the one the server prints (server/env.ts). Receipts are stored PDFs
 * (server/seed/files.ts). Kidana issues, decides and cancels; the company uploads its receipts.
 */
import type { Tx } from '../../db/client';
import type { DemoSeedContext } from '../../seed/areas';
import { demoPdf } from '../../seed/files';
import { readEnv, type Env } from '../../env';
import { payerCompanies } from '../../payments/paymentOrders';
import { formatSar, invoiceTotals, lineAmounts } from '../../../shared/money';
import { invoicesLifecycle, type CheckedLine } from './lifecycle';
import { invoiceLines, invoices } from './table';

const DAY = 86_400_000;
const COMPANIES = ['provider@mashaer.test', 'albaraka.serviceprovider@example.sa', 'almarwa.serviceprovider@example.sa', 'alfurqan.serviceprovider@example.sa', 'zamzam.serviceprovider@example.sa'];

/** An invoice's description and its lines (quantity, unit price in halalas). */
const INVOICES: ReadonlyArray<{ description: string; lines: CheckedLine[] }> = [
  {
    description: 'خدمات مخيمات منى — موسم حج 1447',
    lines: [
      { description: 'رسوم استهلاك الكهرباء', quantity: 1, unitPrice: 1_843_275 },
      { description: 'توريد المياه المبردة (متر مكعب)', quantity: 120, unitPrice: 1_450 },
      { description: 'خدمات النظافة اليومية', quantity: 12, unitPrice: 85_000 },
    ],
  },
  { description: 'Penalty for late re-delivery of camp 18', lines: [{ description: 'Late re-delivery penalty (per day)', quantity: 3, unitPrice: 250_000 }] },
  {
    description: 'Arafat site services, Dhu al-Hijjah',
    lines: [
      { description: 'Electricity consumption (kWh)', quantity: 4_200, unitPrice: 32 },
      { description: 'Water supply (tanker)', quantity: 9, unitPrice: 33_333 },
    ],
  },
  {
    description: 'رسوم خدمات مخيم مزدلفة',
    lines: [
      { description: 'خدمات النظافة ونقل النفايات', quantity: 5, unitPrice: 64_990 },
      { description: 'صيانة دورات المياه المتنقلة', quantity: 14, unitPrice: 12_575 },
      { description: 'إنارة مؤقتة', quantity: 1, unitPrice: 99_999 },
      { description: 'مياه الشرب المعبأة (كرتون)', quantity: 300, unitPrice: 1_115 },
    ],
  },
  {
    description: 'Cleaning services for Mina camp 31',
    lines: [
      { description: 'Cleaning crew (per shift)', quantity: 18, unitPrice: 47_500 },
      { description: 'Waste removal', quantity: 6, unitPrice: 21_010 },
    ],
  },
  { description: 'غرامة مخالفة اشتراطات السلامة', lines: [{ description: 'غرامة عدم توفر طفايات الحريق', quantity: 1, unitPrice: 500_000 }] },
  {
    description: 'رسوم تشغيل مطبخ مؤقت',
    lines: [
      { description: 'تصريح منشأة مؤقتة', quantity: 1, unitPrice: 35_000 },
      { description: 'رسوم استهلاك الغاز', quantity: 7, unitPrice: 18_333 },
      { description: 'فحص السلامة', quantity: 1, unitPrice: 15_000 },
    ],
  },
];

const REASONS = ['الإيصال غير مقروء، يرجى رفع صورة أوضح', 'The amount paid does not include the VAT', 'تاريخ السداد في الإيصال لاحق لتاريخ الاستحقاق دون غرامة'];

/** How an invoice got where it is: its status, and the events that led there. */
type Plan = 'pending' | 'uploaded' | 'approved' | 'rejected' | 'reuploaded' | 'cancelled';
const STATUS: Record<Plan, string> = { pending: 'pending', uploaded: 'attachment_uploaded', approved: 'approved', rejected: 'rejected', reuploaded: 'attachment_uploaded', cancelled: 'cancelled' };
const PROVIDER_PLANS: Plan[] = ['pending', 'uploaded', 'approved', 'rejected', 'cancelled', 'reuploaded'];
const OTHER_PLANS: Plan[] = ['pending', 'approved', 'uploaded', 'rejected', 'approved', 'cancelled'];

type Row = typeof invoices.$inferSelect;
type NewRow = Omit<typeof invoices.$inferInsert, 'id' | 'status'>;

const isoDate = (at: Date) => at.toISOString().slice(0, 10);

/** The seller the server prints: the environment's, or its defaults. */
function seller(): Pick<Env, 'INVOICE_SELLER_NAME' | 'INVOICE_SELLER_VAT'> {
  try {
    return readEnv();
  } catch {
    return readEnv({});
  }
}

export async function demo(tx: Tx, { db, idByEmail, now, files }: DemoSeedContext): Promise<void> {
  const staff = idByEmail.get('kdana@mashaer.test') ?? idByEmail.get('admin@mashaer.test') ?? null;
  const { INVOICE_SELLER_NAME: sellerName, INVOICE_SELLER_VAT: sellerVatNumber } = seller();
  // only companies an invoice may be issued to (active service-provider main accounts), as store checks
  const payable = new Set((await payerCompanies(tx)).map((c) => c.id));
  const companies = COMPANIES.map((email) => idByEmail.get(email)).filter((id): id is number => id !== undefined && payable.has(id));
  const planned: Array<{ plan: Plan; row: NewRow; lines: CheckedLine[] }> = [];
  /** a re-uploaded invoice's first (rejected) receipt, by its time of issue */
  const firstReceipt = new Map<number, number>();
  let n = 0;
  for (const [c, companyId] of companies.entries()) {
    const plans = c === 0 ? PROVIDER_PLANS : OTHER_PLANS.filter((_, k) => (k + c) % 3 !== 1);
    for (const plan of plans) {
      const { description, lines } = INVOICES[n % INVOICES.length]!;
      const totals = invoiceTotals(lines);
      // issued at a whole second (the QR code's time stamp is to the second)
      const createdAt = new Date(Math.floor((now.getTime() - (40 - n) * DAY - 7 * 3_600_000) / 1000) * 1000);
      const receipt = () => files.put(tx, `invoice-receipt-${companyId}-${n}.pdf`, 'application/pdf', demoPdf(`Invoice payment receipt: ${n + 1}, SAR ${formatSar(totals.total)}`), companyId);
      if (plan === 'reuploaded') firstReceipt.set(createdAt.getTime(), await receipt());
      planned.push({
        plan,
        lines,
        row: {
          description,
          dueDate: isoDate(new Date(createdAt.getTime() + 30 * DAY)),
          sellerName,
          sellerVatNumber,
          netTotal: totals.net,
          vatTotal: totals.vat,
          total: totals.total,
          attachmentFileId: plan === 'pending' || plan === 'cancelled' ? null : await receipt(),
          rejectionReason: plan === 'rejected' ? REASONS[n % REASONS.length]! : null,
          companyId,
          createdBy: staff,
          createdAt,
          updatedAt: new Date(createdAt.getTime() + (plan === 'pending' ? 0 : 4 * DAY)),
        },
      });
      n++;
    }
  }
  if (!planned.length) return;

  const lifecycle = invoicesLifecycle.on(db);
  const after = (days: number) => (r: Row) => new Date(r.createdAt.getTime() + days * DAY);
  const upload = (days: number, fileOf: (r: Row) => number | null = (r) => r.attachmentFileId) => ({
    event: 'UPLOAD_ATTACHMENT',
    actorId: (r: Row) => r.companyId,
    at: after(days),
    payload: (r: Row) => ({ attachment: `file:${fileOf(r)}`, attachment_file_id: fileOf(r) }),
  });
  const approve = { event: 'APPROVE', actorId: staff, at: after(4) };
  const reject = (days: number, reason: (r: Row) => string) => ({ event: 'REJECT', actorId: staff, at: after(days), payload: (r: Row) => ({ rejection_reason: reason(r) }) });
  const steps: Record<Plan, Parameters<typeof lifecycle.seedAt>[3]> = {
    pending: { steps: [] },
    uploaded: { steps: [upload(2)] },
    approved: { steps: [upload(2), approve] },
    rejected: { steps: [upload(2), reject(4, (r) => r.rejectionReason ?? REASONS[0]!)] },
    reuploaded: { steps: [upload(1, (r) => firstReceipt.get(r.createdAt.getTime()) ?? null), reject(2, () => REASONS[1]!), upload(4)] },
    cancelled: { steps: [{ event: 'CANCEL', actorId: staff, at: after(4) }] },
  };
  const created = {
    actorId: (r: Row) => r.createdBy,
    at: (r: Row) => r.createdAt,
    audit: (r: Row) => ({ status: 'pending', description: r.description, due_date: r.dueDate, company_id: r.companyId, total: r.total }),
  };
  const linesOf = new Map(planned.map((p) => [p.row.createdAt!.getTime(), p.lines]));
  const written: Row[] = [];
  for (const plan of Object.keys(steps) as Plan[]) {
    const rows = planned.filter((p) => p.plan === plan).map((p) => p.row) as Array<NewRow & Pick<typeof invoices.$inferInsert, 'status'>>;
    written.push(...(await lifecycle.seedAt(tx, STATUS[plan], rows, { created, ...steps[plan] })));
  }
  await tx
    .insert(invoiceLines)
    .values(
      written.flatMap((inv) =>
        (linesOf.get(inv.createdAt.getTime()) ?? []).map((l, sort) => ({ invoiceId: inv.id, sort, description: l.description, quantity: l.quantity, unitPrice: l.unitPrice, ...lineAmounts(l) })),
      ),
    );
}
