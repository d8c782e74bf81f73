/**
 * Readiness licences' seed data.
 * - reference: the readiness settings (id 1) — the pledge in both languages and the validity
 *   periods offered — written once, then the administrator's to edit.
 * - demo: licences over the demo companies' delivered camps (assignments `deliverd`) in all five
 *   statuses, some pending with their answers not sent yet (`has_answers_in_version` false);
 *   provider@mashaer.test's delivered camps come first, so it has its own in several statuses. Reached through the machine's events (seedAt).
 */
import { newLicenceToken } from '../../licence/token';
import { asc, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { DemoSeedContext } from '../../seed/areas';
import { assignCamps } from '../assign/table';
import { forms } from '../forms/table';
import { loadForm, type FormQuestion } from '../forms/domain';
import { readinessAnswers, readinessLicenses, readinessSettings } from './table';
import { readinessLicenceLifecycle, SETTINGS_ID } from './lifecycle';
import { READINESS_FORM_TYPE } from '../../../machines';

export const DEFAULT_PLEDGE =
  'أتعهد أنا الموقع أدناه بصفتي ممثلاً للشركة بأن المخيم جاهز لاستقبال الحجاج وفق اشتراطات السلامة والدفاع المدني، وأن جميع المعلومات المقدمة صحيحة، وأتحمل المسؤولية الكاملة عن أي مخالفة.';
export const DEFAULT_PLEDGE_EN =
  'I, the undersigned, on behalf of the company, pledge that the camp is ready to receive pilgrims under the safety and civil-defence requirements, that all information given is true, and I bear full responsibility for any violation.';
export const DEFAULT_PERIODS = [15, 30, 60, 90];

export async function reference(tx: Tx): Promise<void> {
  await tx.insert(readinessSettings).values({ id: SETTINGS_ID, pledge: DEFAULT_PLEDGE, pledgeEn: DEFAULT_PLEDGE_EN, validityPeriods: DEFAULT_PERIODS }).onConflictDoNothing();
}

/** An answer that passes the question's rules. */
const answerFor = (q: FormQuestion): string =>
  q.type === 'yes_no' ? 'yes' : q.type === 'number' ? '1' : q.type === 'date' ? '2026-05-20' : q.type === 'choice' ? String(q.options[0]?.id ?? '') : 'جاهز / Ready';

const REASONS = ['مخارج الطوارئ غير واضحة / Emergency exits are not marked', 'طفايات الحريق غير كافية / Not enough fire extinguishers'];

type Status = 'unanswered' | 'pending' | 'disapproved' | 'approved' | 'rejected' | 'cancelled';
type Insert = Omit<typeof readinessLicenses.$inferInsert, 'id'>;
const OPEN: Status[] = ['pending', 'unanswered', 'disapproved'];

export async function demo(tx: Tx, { db, idByEmail, now }: DemoSeedContext): Promise<void> {
  const [formRow] = await tx.select({ id: forms.id }).from(forms).where(eq(forms.type, READINESS_FORM_TYPE)).orderBy(desc(forms.id)).limit(1);
  if (!formRow) return;
  const form = (await loadForm(tx, formRow.id))!;
  const delivered = await tx.select({ id: assignCamps.id, company: assignCamps.receiver_company_id }).from(assignCamps).where(eq(assignCamps.status, 'deliverd')).orderBy(asc(assignCamps.id));
  if (!delivered.length) return;
  const provider = idByEmail.get('provider@mashaer.test');
  const staff = idByEmail.get('kdana@mashaer.test') ?? idByEmail.get('admin@mashaer.test') ?? null;
  // the provider's first; each camp has a running approved licence (older), an open request (pending with its
  // answers sent, pending without, or disapproved, in turn) and closed ones (cancelled, rejected) — so even a
  // few delivered camps show every status, and the provider several of its own
  const ordered = [...delivered.filter((d) => d.company === provider), ...delivered.filter((d) => d.company !== provider)];
  const groups = new Map<Status, typeof delivered>([...OPEN, 'approved', 'cancelled', 'rejected'].map((s) => [s as Status, []]));
  ordered.forEach((a, i) => {
    groups.get(OPEN[i % OPEN.length]!)!.push(a);
    for (const s of ['approved', 'cancelled', 'rejected'] as const) groups.get(s)!.push(a);
  });

  const day = 86_400_000;
  // seedAt writes the status (the machine's): the rows leave it out
  const base = (a: (typeof delivered)[number], i: number, extra: Partial<typeof readinessLicenses.$inferInsert> = {}): Insert =>
    ({
      assignCampId: a.id,
      companyId: a.company,
      formId: form.id,
      isCommitted: true,
      hasAnswersInVersion: true,
      createdBy: a.company,
      createdAt: new Date(now.getTime() - (10 + i) * day),
      ...extra,
    }) as never;
  const lc = readinessLicenceLifecycle.on(db);
  const created = { actorId: (r: { companyId: number }) => r.companyId };
  const answer = { event: 'ANSWER', payload: () => ({ form_id: form.id }), actorId: (r: { companyId: number }) => r.companyId };
  const by = (event: string, payload: (r: typeof readinessLicenses.$inferSelect) => Record<string, unknown> = () => ({})) => ({ event, payload, actorId: staff });

  const rows: Array<typeof readinessLicenses.$inferSelect> = [];
  rows.push(
    ...(await lc.seedAt(
      tx,
      'pending',
      groups.get('unanswered')!.map((a, i) => base(a, i, { hasAnswersInVersion: false })),
      { created },
    )),
  );
  rows.push(
    ...(await lc.seedAt(
      tx,
      'pending',
      groups.get('pending')!.map((a, i) => base(a, i)),
      { created, steps: [answer] },
    )),
  );
  const disapproved = groups.get('disapproved')!.map((a, i) => base(a, i, { hasAnswersInVersion: false, rejectionReason: REASONS[i % REASONS.length]! }));
  rows.push(...(await lc.seedAt(tx, 'disapproved', disapproved, { created, steps: [answer, by('DISAPPROVE', (r) => ({ rejection_reason: r.rejectionReason }))] })));
  const approved = groups.get('approved')!.map((a, i) => {
    const at = new Date(now.getTime() - (2 + i) * day);
    return base(a, i + 10, { validityPeriod: 30, approvedAt: at, expiresAt: new Date(at.getTime() + 30 * day), licenceToken: newLicenceToken() });
  });
  rows.push(...(await lc.seedAt(tx, 'approved', approved, { created, steps: [answer, by('APPROVE', () => ({ validity_period: 30 }))] })));
  const rejected = groups.get('rejected')!.map((a, i) => base(a, i + 20, { rejectionReason: REASONS[(i + 1) % REASONS.length]! }));
  rows.push(...(await lc.seedAt(tx, 'rejected', rejected, { created, steps: [answer, by('REJECT', (r) => ({ rejection_reason: r.rejectionReason }))] })));
  rows.push(
    ...(await lc.seedAt(
      tx,
      'cancelled',
      groups.get('cancelled')!.map((a, i) => base(a, i + 20, { hasAnswersInVersion: false })),
      {
        created,
        steps: [{ event: 'CANCEL', actorId: (r: { companyId: number }) => r.companyId }],
      },
    )),
  );

  // the answers of every licence that sent some (a disapproved one keeps the answers it is to correct)
  const answered = rows.filter((r) => r.hasAnswersInVersion || r.status === 'disapproved');
  const values = answered.flatMap((r) => form.questions.map((q) => ({ licenseId: r.id, questionId: q.question_id, answer: answerFor(q), answeredBy: r.companyId, answeredAt: r.createdAt })));
  if (values.length) await tx.insert(readinessAnswers).values(values);
}
