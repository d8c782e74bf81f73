/**
 * Demo camp assignments: most demo camps (server/features/camps/seed.ts) assigned to the demo
 * companies — the active service providers of the population (server/seed/population.ts) and
 * provider@mashaer.test's "شركة الضيافة لخدمات الحجاج", which gets several of its own — each for a
 * pilgrims' country, in the statuses this area reaches through the assignment machine (seedAt: the
 * machine's own events with their history and audit rows): awaiting an appointment (pending),
 * returned, and re-customised (returned, then given to another company: pending again). About a
 * quarter of the camps stay unassigned, for the screens to assign.
 *
 * The appointment, answered and deliverd statuses belong to the appointments and handover areas,
 * which seed after this one (server/seed/areas.ts SEED_ORDER) and move some of these with
 * `demoAssignments` below. A fixed pattern: the seed is reproducible; three statements for the rows
 * and three for their history.
 */
import { and, asc, eq, inArray, isNull, ne, notExists, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import type { DemoSeedContext } from '../../seed/areas';
import { userProfiles, users } from '../../db/schema';
import { accountTypes } from '../../../shared/accountTypes';
import { camps } from '../camps/table';
import { countries } from '../countries/table';
import { assignCamps } from './table';
import { assignLifecycle } from './lifecycle';

type NewAssignment = Omit<typeof assignCamps.$inferInsert, 'id' | 'status'>;
/** seedAt writes the status (the machine's): the rows leave it out */
const rowsOf = (list: NewAssignment[]) => list as Array<NewAssignment & Pick<typeof assignCamps.$inferInsert, 'status'>>;

export const PROVIDER_EMAIL = 'provider@mashaer.test';
/** provider@mashaer.test's commercial register number (the named demo accounts have no registration profile). */
export const PROVIDER_CR = '4030012345';

const DAY = 86_400_000;
/** How the assigned camps are shared out, in tens: 7 pending, 2 returned, 1 re-customised; every fourth camp is not assigned. */
const plan = ['pending', 'pending', 'returned', 'pending', 'pending', 'recustomized', 'pending', 'returned', 'pending', 'pending'] as const;

/** The assignments of the demo, as the areas that build on them look them up. */
export interface DemoAssignment {
  id: number;
  campId: number;
  squareId: number;
  receiverCompanyId: number;
  status: string;
}

/**
 * The seeded assignments (oldest first), for the appointments and handover seeds: those in `status`
 * and, when given, received by one company (e.g. the provider demo account's).
 */
export async function demoAssignments(tx: DbOrTx, options: { status?: string; receiverCompanyId?: number } = {}): Promise<DemoAssignment[]> {
  return tx
    .select({ id: assignCamps.id, campId: assignCamps.campId, squareId: assignCamps.squareId, receiverCompanyId: assignCamps.receiver_company_id, status: assignCamps.status })
    .from(assignCamps)
    .where(and(options.status ? eq(assignCamps.status, options.status) : undefined, options.receiverCompanyId ? eq(assignCamps.receiver_company_id, options.receiverCompanyId) : undefined))
    .orderBy(asc(assignCamps.id));
}

/** Camps with no live assignment (never assigned, or returned), oldest first: what a screen or a seed may assign. */
export async function unassignedCamps(tx: DbOrTx): Promise<Array<{ id: number; squareId: number }>> {
  return tx
    .select({ id: camps.id, squareId: camps.squareId })
    .from(camps)
    .where(
      notExists(
        tx
          .select({ one: sql`1` })
          .from(assignCamps)
          .where(and(eq(assignCamps.campId, camps.id), ne(assignCamps.status, 'returned'))),
      ),
    )
    .orderBy(asc(camps.id));
}

/** The companies that receive camps: the active service providers' main accounts, with their CR. */
async function demoCompanies(tx: Tx): Promise<Array<{ id: number; cr: string | null }>> {
  const typeId = accountTypes.find((t) => t.code === 'service_provider')!.id;
  return tx
    .select({ id: users.id, cr: userProfiles.crNumber })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(and(eq(users.typeId, typeId), eq(users.status, 'active'), isNull(users.parentId), isNull(users.deletedAt)))
    .orderBy(asc(users.id));
}

export async function demo(tx: Tx, { db, idByEmail, now }: DemoSeedContext): Promise<void> {
  const campRows = await tx.select({ id: camps.id, squareId: camps.squareId }).from(camps).orderBy(asc(camps.id));
  const companies = await demoCompanies(tx);
  const provider = idByEmail.get(PROVIDER_EMAIL);
  const others = companies.filter((c) => c.id !== provider);
  const countryRows = await tx
    .select({ id: countries.id })
    .from(countries)
    .where(inArray(countries.isoCode, ['ID', 'PK', 'IN', 'BD', 'NG', 'EG', 'TR', 'IR', 'DZ', 'MA', 'SD', 'MY', 'IQ', 'AF', 'YE', 'UZ', 'ET', 'TZ', 'SN', 'GB']))
    .orderBy(asc(countries.id));
  if (!campRows.length || !others.length || !countryRows.length) return;
  const staff = idByEmail.get('kdana@mashaer.test') ?? idByEmail.get('admin@mashaer.test') ?? null;

  const groups: Record<(typeof plan)[number], NewAssignment[]> = { pending: [], returned: [], recustomized: [] };
  let n = 0;
  campRows.forEach((camp, i) => {
    if (i % 4 === 3) return;
    const kind = plan[n % plan.length]!;
    // every sixth assignment is the provider demo account's, so it has several in each status
    const toProvider = provider !== undefined && n % 6 === 1;
    const company = toProvider ? { id: provider, cr: PROVIDER_CR } : others[(n * 7) % others.length]!;
    const createdAt = new Date(now.getTime() - (40 - (n % 30)) * DAY - (n % 9) * 3_600_000);
    groups[kind].push({
      campId: camp.id,
      squareId: camp.squareId,
      countryId: countryRows[(n * 3) % countryRows.length]!.id,
      receiver_company_id: company.id,
      receiverCr: company.cr ?? `40${String(1_000_000 + company.id * 37).padStart(8, '0')}`,
      createdBy: staff,
      // assigned over the weeks before the season; a returned or re-customised one last changed at its last step
      createdAt,
      updatedAt: new Date(createdAt.getTime() + (kind === 'pending' ? 0 : kind === 'returned' ? 3 : 4) * DAY),
    });
    n++;
  });

  const lifecycle = assignLifecycle.on(db);
  const created = { actorId: () => staff, at: (row: typeof assignCamps.$inferSelect) => row.createdAt };
  const later = (days: number) => (row: typeof assignCamps.$inferSelect) => new Date(row.createdAt.getTime() + days * DAY);
  await lifecycle.seedAt(tx, 'pending', rowsOf(groups.pending), { created });
  await lifecycle.seedAt(tx, 'returned', rowsOf(groups.returned), { created, steps: [{ event: 'RETURN', actorId: staff, at: later(3) }] });
  // returned by one company, then given to the one the row names
  await lifecycle.seedAt(tx, 'pending', rowsOf(groups.recustomized), {
    created,
    steps: [
      { event: 'RETURN', actorId: staff, at: later(2) },
      { event: 'RE_CUSTOMIZE', actorId: staff, at: later(4), payload: (row) => ({ receiver_company_id: row.receiver_company_id, receiver_cr: row.receiverCr }) },
    ],
  });
}
