/**
 * Demo handover appointments and absence history over the season's days (Dhu al-Hijjah 1448 ≈ late
 * May 2027), for the seeded assignments awaiting one, the provider demo account's among them:
 * - pending (the company has not answered), approved, rejected with a reason;
 * - missed: approved, dated before the seed clock, an absence history row, the assignment sent back
 *   to pending (RECORD_ABSENCE) and booked again with a new pending appointment;
 * - passed: approved, dated a day or two before the seed clock, and nobody has recorded yet whether
 *   the company came (no handover, no absence): what Kidana's staff find on the morning after, to
 *   record the absence from /appointments and book again (other companies' only).
 * The appointments are written by their lifecycle (seedAt, history rows through the machine's events);
 * each assignment moves by its own (SCHEDULE_APPOINTMENT, RECORD_ABSENCE) through `apply` inside the
 * seed's transaction, a savepoint each — a few dozen, so the seed stays quick.
 * Slots: each square's appointments are 30 minutes apart, so no square has two at one instant.
 */
import type { Tx } from '../../db/client';
import type { DemoSeedContext } from '../../seed/areas';
import type { Caller } from '../../lifecycle/caller';
import { appointments } from './table';
import { absenceHistory } from '../absenceHistory/table';
import { appointmentsLifecycle } from './lifecycle';
import { assignLifecycle } from '../assign/lifecycle';
import { demoAssignments } from '../assign/seed';

type NewAppointment = Omit<typeof appointments.$inferInsert, 'id'>;

/** How many of the assignments awaiting an appointment the demo books (the rest stay awaiting). */
const BOOKED_SHARE = 0.6;
const MAX_BOOKED = 56;
/** How many approved appointments have passed with nobody recording whether the company came. */
const PASSED = 3;
const REASONS = ['فريق الاستلام غير متاح في هذا الوقت', 'الموعد يتعارض مع تسليم مخيم آخر', 'نطلب موعداً صباحياً بعد صلاة الفجر'];

export async function demo(tx: Tx, { db, idByEmail, now }: DemoSeedContext): Promise<void> {
  const staff = idByEmail.get('kdana@mashaer.test') ?? null;
  const provider = idByEmail.get('provider@mashaer.test');
  const waiting = await demoAssignments(tx, { status: 'pending' });
  if (!waiting.length) return;
  // the provider's first, so the demo account has its own in each status
  // and two of the provider's left awaiting one, for the demo account to be booked on screen
  const own = waiting.filter((a) => a.receiverCompanyId === provider);
  const ordered = [...own.slice(0, Math.max(0, own.length - 2)), ...waiting.filter((a) => a.receiverCompanyId !== provider)];
  const chosen = ordered.slice(0, Math.min(MAX_BOOKED, Math.ceil(waiting.length * BOOKED_SHARE)));
  // Kidana staff book and record absences: the assignment machine's `who` for both
  const caller: Caller = { userId: staff, permissions: ['delivery-appointment-creat-index', 'absence-history'], accountType: 'kdana', lang: 'ar', ip: null };
  const slotInSquare = new Map<number, number>();
  /** The next free slot of the square on a season day (08:00 Makkah time, then every 30 minutes). */
  const seasonSlot = (squareId: number) => {
    const n = slotInSquare.get(squareId) ?? 0;
    slotInSquare.set(squareId, n + 1);
    const day = 14 + (n % 12);
    const minutes = 8 * 60 + Math.floor(n / 12) * 30;
    return new Date(`2027-05-${String(day).padStart(2, '0')}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00+03:00`);
  };
  const groups: Record<'pending' | 'approved' | 'rejected' | 'missed' | 'passed', typeof chosen> = { pending: [], approved: [], rejected: [], missed: [], passed: [] };
  // the last few (other companies': the provider's come first) passed unrecorded; the rest in turn, half of
  // them approved: the handovers (and after them the season's end) need camps to receive and re-deliver
  const passedCount = Math.min(PASSED, Math.max(0, chosen.length - 8));
  const turns = ['pending', 'approved', 'rejected', 'approved', 'missed', 'approved'] as const;
  chosen.forEach((a, i) => groups[i >= chosen.length - passedCount ? 'passed' : turns[i % turns.length]!].push(a));

  const row = (a: (typeof chosen)[number], at: Date, extra: Partial<NewAppointment> = {}): NewAppointment =>
    ({ assignCampId: a.id, squareId: a.squareId, receiverCompanyId: a.receiverCompanyId, appointment: at, createdBy: staff, ...extra }) as NewAppointment;
  const schedule = async (a: (typeof chosen)[number], at: Date) => {
    await assignLifecycle.on(db).apply(caller, a.id, { type: 'SCHEDULE_APPOINTMENT', appointment: at.toISOString() }, { tx });
  };
  const created = { actorId: () => staff };
  const answered = (event: string, payload?: () => Record<string, unknown>) => [{ event, ...(payload ? { payload } : {}), actorId: (r: typeof appointments.$inferSelect) => r.receiverCompanyId }];

  // missed: dated days before the seed clock, approved, then recorded as absent and booked again
  const missedRows = groups.missed.map((a, i) => row(a, new Date(now.getTime() - (2 + (i % 5)) * 86_400_000 - (i + 1) * 1_800_000)));
  for (const [i, a] of groups.missed.entries()) await schedule(a, missedRows[i]!.appointment as Date);
  const missed = await appointmentsLifecycle.on(db).seedAt(tx, 'approved', missedRows as never, { created, steps: answered('APPROVE') });
  if (missed.length) {
    await tx
      .insert(absenceHistory)
      .values(missed.map((m) => ({ appointmentId: m.id, companyId: m.receiverCompanyId, createdBy: staff, createdAt: new Date(m.appointment.getTime() + 3 * 3_600_000) })));
    for (const m of missed) await assignLifecycle.on(db).apply(caller, m.assignCampId, { type: 'RECORD_ABSENCE', appointment_id: m.id, company_id: m.receiverCompanyId }, { tx });
  }

  // passed: approved yesterday or the day before, at 09:00 + an hour each (Makkah), absence not recorded yet
  const passedRows = groups.passed.map((a, i) => {
    const day = new Date(now.getTime() - (1 + (i % 2)) * 86_400_000).toISOString().slice(0, 10);
    return row(a, new Date(`${day}T${String(9 + i).padStart(2, '0')}:00:00+03:00`));
  });
  for (const [i, a] of groups.passed.entries()) await schedule(a, passedRows[i]!.appointment as Date);
  await appointmentsLifecycle.on(db).seedAt(tx, 'approved', passedRows as never, { created, steps: answered('APPROVE') });

  const rebooked = groups.missed.map((a) => row(a, seasonSlot(a.squareId)));
  const pendingRows = [...groups.pending.map((a) => row(a, seasonSlot(a.squareId))), ...rebooked];
  const approvedRows = groups.approved.map((a) => row(a, seasonSlot(a.squareId)));
  const rejectedRows = groups.rejected.map((a, i) => row(a, seasonSlot(a.squareId), { rejectReason: REASONS[i % REASONS.length]! }));
  for (const r of [...pendingRows, ...approvedRows, ...rejectedRows])
    await schedule(
      chosen.find((a) => a.id === r.assignCampId)!,
      r.appointment as Date,
    );
  await appointmentsLifecycle.on(db).seedAt(tx, 'pending', pendingRows as never, { created });
  await appointmentsLifecycle.on(db).seedAt(tx, 'approved', approvedRows as never, { created, steps: answered('APPROVE') });
  await appointmentsLifecycle.on(db).seedAt(tx, 'rejected', rejectedRows as never, { created, steps: answered('REJECT', () => ({ reject_reason: REASONS[0]! })) });
}
