/**
 * Demo re-assign (re-delivery) and lock orders on the received (deliverd) camps, the provider's
 * (provider@mashaer.test) first, in the statuses of both machines as far as the camps go (PLAN's order), each reached by the machine's own events
 * (seedAt: history and audit rows as `apply` writes them) by the party whose step it is — Kidana files the
 * forms and decides, the company pays. Past the form each order carries its form's answers (some "no"s and
 * damaged-unit counts, priced as penalties by shared/rules/reassignOrders.ts), the signers' rows (one still
 * missing at `signature`: MissedSignCount 1), the payment receipt and the re-delivery file where its status
 * has them; a completed order's approved camps are returned through the assignment machine. A camp holds one
 * open order at most. Demo dates run back from the seed's clock.
 */
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { DemoSeedContext } from '../../seed/areas';
import { demoPdf } from '../../seed/files';
import { assignCamps } from '../assign/table';
import { assignLifecycle } from '../assign/lifecycle';
import { forms } from '../forms/table';
import { loadForm, type FormQuestion, type LoadedForm } from '../forms/domain';
import { penaltyLines, penaltyTotal } from '../../../shared/rules/reassignOrders';
import type { ReassignOrderType } from '../../../machines/reassignOrder/constants';
import type { SeedStep } from '../../lifecycle/define';
import { reassignOrderAnswers, reassignOrderCamps, reassignOrders, reassignOrderSignatures } from './table';
import { lifecycleOfType } from './lifecycle';

const DAY = 86_400_000;
type Row = typeof reassignOrders.$inferSelect;
type NewOrder = Omit<typeof reassignOrders.$inferInsert, 'id' | 'status'>;

/**
 * Every status of both types, most telling first (were the received camps ever fewer, the demo would still
 * show the payment and signature steps). The demo's handovers receive enough camps for all of them, with
 * some left free for an order opened on screen.
 */
const PLAN: ReadonlyArray<readonly [ReassignOrderType, string]> = [
  ['reassign', 'payment'],
  ['reassign', 'signature'],
  ['lock', 'payment_review'],
  ['reassign', 'completed'],
  ['lock', 'form'],
  ['reassign', 'camps_approval'],
  ['lock', 'signature'],
  ['reassign', 'rejected'],
  ['reassign', 'payment_review'],
  ['lock', 'completed'],
  ['reassign', 're_delivery_file'],
  ['lock', 'rejected'],
  ['reassign', 'form'],
  ['lock', 'cancelled'],
  ['reassign', 'cancelled'],
  ['lock', 'camps_approval'],
  ['lock', 'payment'],
  ['lock', 're_delivery_file'],
];

/** The events from the form to each status, through the payment (every demo order past the form has penalties). */
const PATH: Record<string, Array<{ event: string; to?: string }>> = {
  form: [],
  camps_approval: [{ event: 'SUBMIT_FORM' }],
  payment: [{ event: 'SUBMIT_FORM' }, { event: 'APPROVE_CAMPS', to: 'payment' }],
  payment_review: [{ event: 'SUBMIT_FORM' }, { event: 'APPROVE_CAMPS', to: 'payment' }, { event: 'PAY_PENALTIES' }],
  signature: [{ event: 'SUBMIT_FORM' }, { event: 'APPROVE_CAMPS', to: 'payment' }, { event: 'PAY_PENALTIES' }, { event: 'ACCEPT_PAYMENT' }, { event: 'SIGN' }],
  re_delivery_file: [
    { event: 'SUBMIT_FORM' },
    { event: 'APPROVE_CAMPS', to: 'payment' },
    { event: 'PAY_PENALTIES' },
    { event: 'ACCEPT_PAYMENT' },
    { event: 'SIGN' },
    { event: 'SIGN' },
    { event: 'COMPLETE_SIGNATURES' },
  ],
  completed: [
    { event: 'SUBMIT_FORM' },
    { event: 'APPROVE_CAMPS', to: 'payment' },
    { event: 'PAY_PENALTIES' },
    { event: 'ACCEPT_PAYMENT' },
    { event: 'SIGN' },
    { event: 'SIGN' },
    { event: 'COMPLETE_SIGNATURES' },
    { event: 'UPLOAD_FILE' },
  ],
  rejected: [{ event: 'SUBMIT_FORM' }, { event: 'REJECT' }],
  cancelled: [{ event: 'CANCEL' }],
};

const REJECTIONS = ['المخيم لم يُخلَ بالكامل من المعدات', 'محضر المعاينة لا يطابق حالة المخيم'];

/** The demo's answers: the first check and every fifth fail ("no"); a number question counts 1–3 damaged units. */
function demoAnswer(q: FormQuestion, i: number): string {
  switch (q.type) {
    case 'yes_no':
      return i === 0 || i % 5 === 4 ? 'no' : 'yes';
    case 'number':
      return String((i % 3) + 1);
    case 'date':
      return '2027-06-20';
    case 'choice':
      return String(q.options[0]?.id ?? '');
    default:
      return 'تمت المعاينة بحضور ممثل الشركة';
  }
}

export async function demo(tx: Tx, { db, idByEmail, now, files }: DemoSeedContext): Promise<void> {
  const staff = idByEmail.get('kdana@mashaer.test') ?? null;
  const provider = idByEmail.get('provider@mashaer.test');
  const formOf: Partial<Record<ReassignOrderType, LoadedForm>> = {};
  for (const type of ['reassign', 'lock'] as const) {
    const [f] = await tx.select({ id: forms.id }).from(forms).where(eq(forms.type, type)).orderBy(asc(forms.id)).limit(1);
    const loaded = f ? await loadForm(tx, f.id) : null;
    if (loaded) formOf[type] = loaded;
  }
  const received = await tx.select({ id: assignCamps.id, company: assignCamps.receiver_company_id }).from(assignCamps).where(eq(assignCamps.status, 'deliverd')).orderBy(asc(assignCamps.id));
  // the provider's camps first, so its account shows an order to pay and one to sign
  const pool = [...received.filter((c) => c.company === provider), ...received.filter((c) => c.company !== provider)];

  // finished orders that leave the camp with its company (rejected, cancelled) first, on the same camps as the
  // open ones (a camp holds one open order at most; a refused one does not hold it). The last received camp
  // is always left free, for a new order to be opened on screen.
  const keepsCamp = (status: string) => status === 'rejected' || status === 'cancelled';
  const plan = [
    ...PLAN.filter(([, s]) => keepsCamp(s)).map((p, i) => ({ p, camp: pool[i % Math.max(1, pool.length)] })),
    ...PLAN.filter(([, s]) => !keepsCamp(s)).map((p, i) => ({ p, camp: i < pool.length - 1 ? pool[i] : undefined })),
  ];
  for (const [
    n,
    {
      p: [type, status],
      camp,
    },
  ] of plan.entries()) {
    const form = formOf[type];
    if (!camp || !form) continue;
    const at = new Date(now.getTime() - (PLAN.length - n + 2) * DAY);
    const steps = PATH[status]!;
    const answers = new Map(form.questions.map((q, i) => [q.question_id, demoAnswer(q, i + n)]));
    const penalty = penaltyTotal(penaltyLines(form.questions, answers));
    const has = (event: string) => steps.some((s) => s.event === event);
    const payment = has('PAY_PENALTIES') ? await files.put(tx, `penalty-receipt-${type}-${n}.pdf`, 'application/pdf', demoPdf(`Penalty payment receipt ${type}-${n}`), camp.company) : null;
    const kroky = has('UPLOAD_FILE') ? await files.put(tx, `redelivery-kroky-${type}-${n}.pdf`, 'application/pdf', demoPdf(`Re-delivery kroky ${type}-${n}`), staff) : null;
    const row: NewOrder = {
      type,
      companyId: camp.company,
      formId: has('SUBMIT_FORM') ? form.id : null,
      penaltyAmount: has('SUBMIT_FORM') ? penalty : 0,
      paymentFileId: payment,
      krokyFileId: kroky,
      appointment: new Date(now.getTime() + ((n % 5) + 2) * DAY).toISOString().slice(0, 10) + ' 09:00',
      rejectionReason: status === 'rejected' ? REJECTIONS[n % REJECTIONS.length]! : null,
      createdBy: staff,
      createdAt: at,
      updatedAt: new Date(at.getTime() + steps.length * DAY),
    };
    const when = (k: number) => () => new Date(at.getTime() + (k + 1) * DAY);
    const seedSteps: Array<SeedStep<Row>> = steps.map((s, k) => ({
      event: s.event,
      ...(s.to ? { to: s.to } : {}),
      at: when(k),
      actorId: s.event === 'PAY_PENALTIES' ? camp.company : s.event === 'SIGN' ? (k === steps.findIndex((x) => x.event === 'SIGN') ? camp.company : staff) : staff,
      payload: () =>
        s.event === 'SUBMIT_FORM'
          ? { form_id: form.id, penalty_amount: penalty / 100 }
          : s.event === 'APPROVE_CAMPS'
            ? { assign_camp_ids: [camp.id], penalty_amount: penalty / 100 }
            : s.event === 'REJECT'
              ? { rejection_reason: row.rejectionReason }
              : {},
    }));
    const [order] = await lifecycleOfType(type)
      .on(db)
      .seedAt(tx, status, [row as NewOrder & Pick<typeof reassignOrders.$inferInsert, 'status'>], { steps: seedSteps, created: { actorId: () => staff, at: () => at } });
    const approved = has('APPROVE_CAMPS');
    await tx.insert(reassignOrderCamps).values({ orderId: order!.id, assignCampId: camp.id, approved });
    if (has('SUBMIT_FORM')) {
      await tx.insert(reassignOrderAnswers).values(form.questions.map((q) => ({ orderId: order!.id, questionId: q.question_id, answer: answers.get(q.question_id) ?? null })));
      const signs = steps.filter((s) => s.event === 'SIGN').length;
      // the company signs first, Kidana second: at `signature` Kidana's signature is still missing
      const order_ = [...form.signers].sort((a, b) => (a.type_code === 'service_provider' ? -1 : b.type_code === 'service_provider' ? 1 : 0));
      await tx.insert(reassignOrderSignatures).values(
        order_.map((s, k) => ({
          orderId: order!.id,
          typeId: s.type_id,
          ...(k < signs ? { signedBy: s.type_code === 'service_provider' ? camp.company : staff, signedAt: new Date(at.getTime() + (5 + k) * DAY) } : {}),
        })),
      );
    }
    if (status === 'completed' && approved) {
      await assignLifecycle.on(db).apply({ userId: staff, permissions: ['assign-update'], accountType: 'kdana', lang: 'ar', ip: null }, camp.id, { type: 'RETURN' }, { tx });
    }
  }
}
