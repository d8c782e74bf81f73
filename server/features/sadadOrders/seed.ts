/**
 * Demo SADAD payment orders (issue 14): orders in every status of the sadadOrder machine (pending,
 * attachment_uploaded, approved, rejected, cancelled) across the demo companies; provider@mashaer.test
 * has its own in each, and one whose first receipt was rejected and which awaits review again. Each
 * status is reached by the machine's own events (seedAt: history and audit rows as `apply` writes them),
 * never a literal status. Amounts are exact halalas; bill numbers are the local biller's
 * (server/payments/biller.ts); receipts are stored PDFs (server/seed/files.ts). Kidana issues, decides
 * and cancels; the company uploads its receipts.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { DemoSeedContext } from '../../seed/areas';
import { demoPdf } from '../../seed/files';
import { localBiller } from '../../payments/biller';
import { payerCompanies } from '../../payments/paymentOrders';
import { sadadOrdersLifecycle } from './lifecycle';
import { sadadOrders } from './table';

const DAY = 86_400_000;
const COMPANIES = ['provider@mashaer.test', 'albaraka.serviceprovider@example.sa', 'almarwa.serviceprovider@example.sa', 'alfurqan.serviceprovider@example.sa', 'zamzam.serviceprovider@example.sa'];

/** What an order is for, and its amount in halalas. */
const ORDERS: ReadonlyArray<readonly [string, number]> = [
  ['غرامة تأخير إعادة تسليم المخيم رقم 14 بمنى', 1_250_000],
  ['Water supply fees — Mina camp 22, Hajj 1447', 487_550],
  ['رسوم استهلاك الكهرباء لمخيمات عرفات', 312_075],
  ['Cleaning services for the Muzdalifah site', 86_025],
  ['غرامة مخالفة اشتراطات السلامة في المخيم رقم 9', 500_000],
  ['Electricity consumption — Arafat camps, Dhu al-Hijjah', 1_043_390],
  ['رسوم توريد المياه المبردة لمخيم منى 31', 227_810],
  ['Penalty for late re-delivery of camp 7 in Mina', 750_000],
  ['رسوم خدمات النظافة ونقل النفايات لموسم الحج', 164_499],
  ['Temporary structure permit fee — kitchen tent', 35_000],
];

const REASONS = ['الإيصال غير مقروء، يرجى رفع صورة أوضح', 'The amount paid does not match the bill amount', 'رقم فاتورة سداد في الإيصال لا يطابق الأمر'];

/** How an order got where it is: its status, and the events that led there. */
type Plan = 'pending' | 'uploaded' | 'approved' | 'rejected' | 'reuploaded' | 'cancelled';
const STATUS: Record<Plan, string> = { pending: 'pending', uploaded: 'attachment_uploaded', approved: 'approved', rejected: 'rejected', reuploaded: 'attachment_uploaded', cancelled: 'cancelled' };
/** The provider: every status, and a receipt re-uploaded after a rejection. */
const PROVIDER_PLANS: Plan[] = ['pending', 'uploaded', 'approved', 'rejected', 'cancelled', 'reuploaded', 'approved'];
/** The other companies: three or four plans each, in turn. */
const OTHER_PLANS: Plan[] = ['approved', 'pending', 'rejected', 'uploaded', 'cancelled', 'approved'];

type Row = typeof sadadOrders.$inferSelect;
type NewRow = Omit<typeof sadadOrders.$inferInsert, 'id' | 'status'>;

const isoDate = (at: Date) => at.toISOString().slice(0, 10);

export async function demo(tx: Tx, { db, idByEmail, now, files }: DemoSeedContext): Promise<void> {
  const staff = idByEmail.get('kdana@mashaer.test') ?? idByEmail.get('admin@mashaer.test') ?? null;
  // only companies an order may be issued to (active service-provider main accounts), as store checks
  const payable = new Set((await payerCompanies(tx)).map((c) => c.id));
  const companies = COMPANIES.map((email) => idByEmail.get(email)).filter((id): id is number => id !== undefined && payable.has(id));
  const planned: Array<{ plan: Plan; row: NewRow }> = [];
  /** a re-uploaded order's first (rejected) receipt, by its time of issue */
  const firstReceipt = new Map<number, number>();
  let n = 0;
  for (const [c, companyId] of companies.entries()) {
    const plans = c === 0 ? PROVIDER_PLANS : OTHER_PLANS.filter((_, k) => (k + c) % 3 !== 0);
    for (const plan of plans) {
      const [description, amount] = ORDERS[n % ORDERS.length]!;
      const createdAt = new Date(now.getTime() - (45 - n) * DAY);
      const receipt = () => files.put(tx, `sadad-receipt-${companyId}-${n}.pdf`, 'application/pdf', demoPdf(`SADAD payment receipt: order ${n + 1}, SAR ${amount / 100}`), companyId);
      if (plan === 'reuploaded') firstReceipt.set(createdAt.getTime(), await receipt());
      planned.push({
        plan,
        row: {
          description,
          amount,
          dueDate: isoDate(new Date(createdAt.getTime() + 14 * DAY)),
          attachmentFileId: plan === 'pending' || plan === 'cancelled' ? null : await receipt(),
          rejectionReason: plan === 'rejected' ? REASONS[n % REASONS.length]! : null,
          companyId,
          createdBy: staff,
          createdAt,
          updatedAt: new Date(createdAt.getTime() + (plan === 'pending' ? 0 : 3 * DAY)),
        },
      });
      n++;
    }
  }
  if (!planned.length) return;

  const lifecycle = sadadOrdersLifecycle.on(db);
  const after = (days: number) => (r: Row) => new Date(r.createdAt.getTime() + days * DAY);
  const upload = (days: number, fileOf: (r: Row) => number | null = (r) => r.attachmentFileId) => ({
    event: 'UPLOAD_ATTACHMENT',
    actorId: (r: Row) => r.companyId,
    at: after(days),
    payload: (r: Row) => ({ attachment: `file:${fileOf(r)}`, attachment_file_id: fileOf(r) }),
  });
  const approve = { event: 'APPROVE', actorId: staff, at: after(3) };
  const reject = (days: number, reason: (r: Row) => string) => ({ event: 'REJECT', actorId: staff, at: after(days), payload: (r: Row) => ({ rejection_reason: reason(r) }) });
  const steps: Record<Plan, Parameters<typeof lifecycle.seedAt>[3]> = {
    pending: { steps: [] },
    uploaded: { steps: [upload(2)] },
    approved: { steps: [upload(1), approve] },
    rejected: { steps: [upload(1), reject(3, (r) => r.rejectionReason ?? REASONS[0]!)] },
    reuploaded: { steps: [upload(1, (r) => firstReceipt.get(r.createdAt.getTime()) ?? null), reject(2, () => REASONS[1]!), upload(3)] },
    cancelled: { steps: [{ event: 'CANCEL', actorId: staff, at: after(3) }] },
  };
  const created = {
    actorId: (r: Row) => r.createdBy,
    at: (r: Row) => r.createdAt,
    audit: (r: Row) => ({ status: 'pending', description: r.description, amount: r.amount, due_date: r.dueDate, company_id: r.companyId }),
  };
  const written: Row[] = [];
  for (const plan of Object.keys(steps) as Plan[]) {
    const rows = planned.filter((p) => p.plan === plan).map((p) => p.row) as Array<NewRow & Pick<typeof sadadOrders.$inferInsert, 'status'>>;
    written.push(...(await lifecycle.seedAt(tx, STATUS[plan], rows, { created, ...steps[plan] })));
  }

  // each order's SADAD bill number, as the biller gives it on store (it numbers by the order's id)
  const bills = await Promise.all(written.map(async (r) => [r.id, await localBiller.issue({ orderId: r.id, companyId: r.companyId, amount: r.amount, dueDate: r.dueDate })] as const));
  await tx.execute(
    sql`update ${sadadOrders} set bill_number = v.bill from (values ${sql.join(
      bills.map(([id, bill]) => sql`(${id}::int, ${bill}::text)`),
      sql`, `,
    )}) as v(id, bill) where ${sadadOrders.id} = v.id`,
  );
}
