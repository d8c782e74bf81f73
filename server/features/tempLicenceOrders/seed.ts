/**
 * Demo temporary licence orders: on live assignments (server/features/assign/seed.ts) of the demo
 * companies, in every status of the tempLicenceOrder machine (pending with and without a kroky,
 * approved, rejected), each reached by the machine's own events (seedAt: history and audit rows as
 * `apply` writes them); provider@mashaer.test has its own in every status. Each answers form 7
 * (server/features/forms/seed.ts) and carries a stored PDF kroky, but one pending order of each
 * company, which still awaits it. Decisions are Kidana's.
 */
import { newLicenceToken } from '../../licence/token';
import { ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { DemoSeedContext } from '../../seed/areas';
import { demoPdf } from '../../seed/files';
import { assignCamps } from '../assign/table';
import { loadForm, TEMP_LICENSE_FORM_ID, type FormQuestion } from '../forms/domain';
import { tempLicenceOrderAnswers, tempLicenceOrders } from './table';
import { tempLicenceOrdersLifecycle } from './lifecycle';

const DAY = 86_400_000;
const STRUCTURES: ReadonlyArray<readonly [string, string]> = [
  ['خيمة مطبخ إضافية', 'Extra kitchen tent'],
  ['مظلة انتظار مؤقتة', 'Temporary waiting canopy'],
  ['دورات مياه متنقلة', 'Portable toilets'],
  ['مولد كهربائي احتياطي', 'Standby generator'],
  ['مستودع مؤقت للمؤن', 'Temporary supplies store'],
];
/** Per company, in order: pending without a kroky, pending, approved, rejected. */
const PLAN = ['pending', 'pending', 'approved', 'rejected'] as const;

function demoAnswer(q: FormQuestion, i: number): string {
  switch (q.type) {
    case 'yes_no':
      return i % 4 === 3 ? 'no' : 'yes';
    case 'number':
      return String(40 + (i % 7) * 10);
    case 'date':
      return '2027-05-18';
    case 'choice':
      return String(q.options[i % Math.max(1, q.options.length)]?.id ?? '');
    default:
      return 'منشأة مؤقتة لخدمة الحجاج خلال الموسم';
  }
}

type NewOrder = Omit<typeof tempLicenceOrders.$inferInsert, 'id' | 'status'>;

export async function demo(tx: Tx, { db, idByEmail, now, files }: DemoSeedContext): Promise<void> {
  const form = await loadForm(tx, TEMP_LICENSE_FORM_ID);
  if (!form) return;
  const staff = idByEmail.get('kdana@mashaer.test') ?? null;
  const provider = idByEmail.get('provider@mashaer.test');
  const live = await tx.select({ id: assignCamps.id, company: assignCamps.receiver_company_id }).from(assignCamps).where(ne(assignCamps.status, 'returned')).orderBy(assignCamps.id);
  // the provider's first, then four other companies: one assignment each (two for the provider)
  const byCompany = new Map<number, number[]>();
  for (const a of live) byCompany.set(a.company, [...(byCompany.get(a.company) ?? []), a.id]);
  const companies = [...(provider && byCompany.has(provider) ? [provider] : []), ...[...byCompany.keys()].filter((c) => c !== provider).slice(0, 4)];
  const planned: Array<{ status: (typeof PLAN)[number]; row: NewOrder }> = [];
  let n = 0;
  for (const companyId of companies) {
    const assigns = byCompany.get(companyId)!;
    for (const [k, status] of PLAN.entries()) {
      const at = new Date(now.getTime() - (30 - n) * DAY);
      const kroky = k === 0 ? null : await files.put(tx, `kroky-temp-${companyId}-${k}.pdf`, 'application/pdf', demoPdf(`Kroky: temporary licence ${companyId}-${k}`), companyId);
      const [structure] = STRUCTURES[n % STRUCTURES.length]!;
      planned.push({
        status,
        row: {
          structure,
          assignCampId: assigns[k % assigns.length]!,
          formId: TEMP_LICENSE_FORM_ID,
          krokyDocumentFileId: kroky,
          companyId,
          createdBy: companyId,
          createdAt: at,
          updatedAt: at,
          ...(status === 'pending' ? {} : { decidedBy: staff, decidedAt: new Date(at.getTime() + 2 * DAY) }),
          ...(status === 'approved' ? { licenceToken: newLicenceToken() } : {}),
          ...(status === 'rejected' ? { rejectionReason: 'الكروكي لا يوضح موقع المنشأة داخل المخيم' } : {}),
        },
      });
      n++;
    }
  }
  if (!planned.length) return;
  const lifecycle = tempLicenceOrdersLifecycle.on(db);
  const created = { actorId: (r: typeof tempLicenceOrders.$inferSelect) => r.createdBy, at: (r: typeof tempLicenceOrders.$inferSelect) => r.createdAt };
  const decidedAt = (r: typeof tempLicenceOrders.$inferSelect) => r.decidedAt ?? r.createdAt;
  const rowsAt = (status: string) => planned.filter((p) => p.status === status).map((p) => p.row) as Array<NewOrder & Pick<typeof tempLicenceOrders.$inferInsert, 'status'>>;
  const written = [
    ...(await lifecycle.seedAt(tx, 'pending', rowsAt('pending'), { created, steps: [] })),
    ...(await lifecycle.seedAt(tx, 'approved', rowsAt('approved'), { created, steps: [{ event: 'APPROVE', actorId: staff, at: decidedAt }] })),
    ...(await lifecycle.seedAt(tx, 'rejected', rowsAt('rejected'), {
      created,
      steps: [{ event: 'REJECT', actorId: staff, at: decidedAt, payload: (r) => ({ rejection_reason: r.rejectionReason }) }],
    })),
  ];
  await tx
    .insert(tempLicenceOrderAnswers)
    .values(written.flatMap((order, i) => form.questions.map((q, j) => ({ orderId: order.id, questionId: q.question_id, answer: demoAnswer(q, i + j) || null, answeredAt: order.createdAt }))));
}
