/**
 * Demo clearances (issue 14): the demo companies' clearances in progress, cleared and rejected, started by the
 * platform's administrator, with Kidana's staff (kdana@mashaer.test) and the administrator (admin@mashaer.test)
 * as voters. The provider's (provider@mashaer.test) awaits Kidana's vote, the administrator having accepted: one
 * accept from Kidana clears it. Votes reach their status through the lifecycle (seedAt: the machine's own events,
 * with their history rows), never a literal status.
 */
import type { Tx } from '../../db/client';
import type { DemoSeedContext } from '../../seed/areas';
import { clearanceLifecycle } from './lifecycle';
import { clearances, clearanceVotes } from './table';

type NewVote = Omit<typeof clearanceVotes.$inferInsert, 'id'>;
type Status = 'pending' | 'accept' | 'reject';

/** company → [Kidana's vote, the administrator's vote] */
const PLAN: Array<[string, Status, Status]> = [
  ['provider@mashaer.test', 'pending', 'accept'],
  ['albaraka.serviceprovider@example.sa', 'accept', 'accept'],
  ['almarwa.serviceprovider@example.sa', 'reject', 'accept'],
  ['alfurqan.serviceprovider@example.sa', 'pending', 'pending'],
  ['zamzam.serviceprovider@example.sa', 'pending', 'reject'],
];
const REASONS = ['أمر سداد غير مدفوع لموسم 1447', 'An unpaid invoice for the camp’s electricity', 'غرامة تأخير في إعادة تسليم المخيم'];

export async function demo(tx: Tx, { db, idByEmail, now }: DemoSeedContext): Promise<void> {
  const kdana = idByEmail.get('kdana@mashaer.test');
  const admin = idByEmail.get('admin@mashaer.test');
  if (kdana === undefined || admin === undefined) return;
  const plan = PLAN.flatMap(([email, k, a]) => {
    const company = idByEmail.get(email);
    return company === undefined
      ? []
      : [
          {
            company,
            votes: [
              [kdana, k],
              [admin, a],
            ] as Array<[number, Status]>,
          },
        ];
  });
  if (!plan.length) return;
  const started = (i: number) => new Date(now.getTime() - (i + 2) * 26 * 3_600_000);
  const rows = await tx
    .insert(clearances)
    .values(plan.map((p, i) => ({ companyId: p.company, initiatorId: admin, createdAt: started(i), updatedAt: started(i) })))
    .returning();
  const byStatus: Record<Status, NewVote[]> = { pending: [], accept: [], reject: [] };
  let n = 0;
  rows.forEach((clearance, i) => {
    for (const [voterId, status] of plan[i]!.votes) {
      const voted = status === 'pending' ? null : new Date(clearance.createdAt.getTime() + (n + 3) * 3_600_000);
      byStatus[status].push({
        clearanceId: clearance.id,
        companyId: clearance.companyId,
        voterId,
        reason: status === 'reject' ? REASONS[n % REASONS.length]! : null,
        votedAt: voted,
        createdAt: clearance.createdAt,
        updatedAt: voted ?? clearance.createdAt,
      } as NewVote);
      n += 1;
    }
  });
  const lifecycle = clearanceLifecycle.on(db);
  const at = (row: { votedAt: Date | null; createdAt: Date }) => row.votedAt ?? row.createdAt;
  const created = { actorId: () => admin, at: (row: { createdAt: Date }) => row.createdAt };
  await lifecycle.seedAt(tx, 'pending', byStatus.pending, { created });
  await lifecycle.seedAt(tx, 'accept', byStatus.accept, {
    created,
    steps: [{ event: 'VOTE', payload: (row) => ({ company_id: row.companyId, vote: 'accept' }), actorId: (row) => row.voterId, at }],
  });
  await lifecycle.seedAt(tx, 'reject', byStatus.reject, {
    created,
    // seedAt follows the first branch of VOTE (accept): a demo reject is a voter who accepted, then found a debt —
    // the case the machine lets a vote change for
    steps: [
      { event: 'VOTE', payload: (row) => ({ company_id: row.companyId, vote: 'accept' }), actorId: (row) => row.voterId, at: (row) => new Date(at(row).getTime() - 3_600_000) },
      { event: 'VOTE', payload: (row) => ({ company_id: row.companyId, vote: 'reject', reason: row.reason ?? REASONS[0]! }), actorId: (row) => row.voterId, at },
    ],
  });
}
