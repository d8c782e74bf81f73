/**
 * Demo handovers: of the seeded assignments at an approved appointment (status `appointment`), in
 * turn one in six stays awaiting its form, one is answered (ANSWER_FORM, with answers, the signatures
 * unsigned) and four are received (answered, every signer signed, DELIVER → `deliverd`, contract
 * signed), so the lists show every assignment status and the season's end has camps to re-deliver. The assignments move through their lifecycle
 * (`apply` in the seed's transaction, a savepoint each); the signatures are written by theirs
 * (seedAt, SIGN history rows). The demo signers have no profile signature image (the seed writes no
 * files): the seeded signatures keep none, and signing on screen asks for one first.
 */
import { desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { DemoSeedContext } from '../../seed/areas';
import { systemCaller } from '../../lifecycle/caller';
import { accountTypes } from '../../db/schema';
import { assignCamps } from '../assign/table';
import { assignLifecycle } from '../assign/lifecycle';
import { appointments } from '../appointments/table';
import { formIdsOfType, loadForm, type FormQuestion } from '../forms/domain';
import { handoverAnswers, handoverSignatures } from './table';
import { handoverSignatureLifecycle, signerCaller } from './lifecycle';

const TEXTS = ['سليم ومطابق للمخطط', 'تم الفحص دون ملاحظات', 'يحتاج تنظيفاً بسيطاً'];

/** A plausible answer to a question, by its type. */
function demoAnswer(q: FormQuestion, i: number): string {
  switch (q.type) {
    case 'yes_no':
      return i % 5 === 4 ? 'no' : 'yes';
    case 'number':
      return String(4 + (i % 9));
    case 'date':
      return '2027-05-20';
    case 'choice':
      return String(q.options[i % Math.max(1, q.options.length)]?.id ?? '');
    default:
      return TEXTS[i % TEXTS.length]!;
  }
}

export async function demo(tx: Tx, { db, idByEmail, now }: DemoSeedContext): Promise<void> {
  const [formId] = await formIdsOfType(tx, 'assign');
  if (!formId) return;
  const form = (await loadForm(tx, formId))!;
  const staff = idByEmail.get('kdana@mashaer.test') ?? null;
  const provider = idByEmail.get('provider@mashaer.test');
  const rows = await tx
    .select({ assign: assignCamps, appointmentId: appointments.id, status: appointments.status, at: appointments.appointment })
    .from(assignCamps)
    .innerJoin(appointments, eq(appointments.assignCampId, assignCamps.id))
    .where(eq(assignCamps.status, 'appointment'))
    .orderBy(desc(appointments.createdAt), desc(appointments.id));
  // each assignment's latest appointment, when it is approved (a missed one was booked again, pending)
  const seen = new Set<number>();
  // (one whose date passed unrecorded is left to the appointments' demo: nobody came, or nobody wrote it down yet)
  const ready = rows.filter((r) => !seen.has(r.assign.id) && seen.add(r.assign.id)).filter((r) => r.status === 'approved' && r.at.getTime() >= now.getTime());
  ready.sort((a, b) => Number(b.assign.receiver_company_id === provider) - Number(a.assign.receiver_company_id === provider) || a.assign.id - b.assign.id);
  // in turn, of six: one awaits its form, one is answered and awaits its signatures, four are received (the
  // season's end re-delivers and locks received camps, one order open on a camp at a time)
  const answered = ready.filter((_, i) => i % 6 !== 0);
  if (!answered.length) return;
  const delivered = ready.filter((_, i) => i % 6 !== 0 && i % 6 !== 3);
  // the system, holding what each step needs: the company answers, Kidana's signature (the last) delivers
  const caller = systemCaller('ar', staff);

  for (const r of answered)
    await assignLifecycle.on(db).apply({ ...caller, userId: r.assign.receiver_company_id, permissions: ['appointment-form-answer'] }, r.assign.id, { type: 'ANSWER_FORM', form_id: form.id }, { tx });
  await tx.insert(handoverAnswers).values(
    answered.flatMap((r, n) =>
      form.questions.map((q, i) => ({
        assignCampId: r.assign.id,
        appointmentId: r.appointmentId,
        formId: form.id,
        questionId: q.question_id,
        answer: demoAnswer(q, n + i) || null,
        answeredBy: r.assign.receiver_company_id,
        answeredAt: r.at,
      })),
    ),
  );

  const types = await tx
    .select({ id: accountTypes.id, code: accountTypes.code })
    .from(accountTypes)
    .where(inArray(accountTypes.id, form.signers.map((s) => s.type_id).concat(-1)));
  const signerOf = (typeId: number, r: (typeof answered)[number]) => (types.find((t) => t.id === typeId)?.code === 'kdana' ? staff : r.assign.receiver_company_id);
  const sigRow = (r: (typeof answered)[number], typeId: number) => ({ assignCampId: r.assign.id, formId: form.id, typeId, signerNum: 1, receiverCompanyId: r.assign.receiver_company_id });
  const deliveredIds = new Set(delivered.map((r) => r.assign.id));
  const open = answered.filter((r) => !deliveredIds.has(r.assign.id));
  const signatures = handoverSignatureLifecycle.on(db);
  await signatures.seedAt(tx, 'unsigned', open.flatMap((r) => form.signers.map((s) => sigRow(r, s.type_id))) as never);
  const signedAt = (r: (typeof answered)[number]) => new Date(r.at.getTime() + 2 * 3_600_000);
  await signatures.seedAt(tx, 'signed', delivered.flatMap((r) => form.signers.map((s) => ({ ...sigRow(r, s.type_id), signedBy: signerOf(s.type_id, r), signedAt: signedAt(r) }))) as never, {
    steps: [{ event: 'SIGN', actorId: (row: typeof handoverSignatures.$inferSelect) => row.signedBy, at: (row: typeof handoverSignatures.$inferSelect) => row.signedAt ?? new Date() }],
  });
  for (const r of delivered) await assignLifecycle.on(db).apply(signerCaller({ ...caller, userId: staff, permissions: ['delivery-sign'] }), r.assign.id, { type: 'DELIVER' }, { tx });
}
