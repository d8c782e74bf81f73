/**
 * Demo vehicle-entry permit orders: for each demo company with received camps, orders for its camps in every status
 * of the vehicleEntryPermit machine (pending, approved, rejected) — the demo provider (provider@mashaer.test) has its
 * own in each, two pending — with Arabic and English drivers, a registration file on some, and dates around the
 * season. Written by the lifecycle (seedAt: the status reached by the machine's own events, with history rows).
 */
import { asc, eq } from 'drizzle-orm';
import { newLicenceToken } from '../../licence/token';
import type { Tx } from '../../db/client';
import type { DemoSeedContext } from '../../seed/areas';
import { demoPdf } from '../../seed/files';
import { assignCamps } from '../assign/table';
import { vehicleEntryPermitOrdersLifecycle } from './lifecycle';
import { vehicleEntryPermitOrders } from './table';

type NewRow = Omit<typeof vehicleEntryPermitOrders.$inferInsert, 'id'>;

const VEHICLES: Array<[string, string, string, string]> = [
  ['أ ب ج 4821', 'شاحنة مياه', 'فهد الحربي', 'توريد مياه الشرب للمخيم'],
  ['د ر س 1907', 'شاحنة تبريد', 'Imran Qureshi', 'Catering supplies for the camp kitchen'],
  ['ط ع ق 3316', 'حافلة صغيرة', 'سالم العتيبي', 'نقل العاملين إلى المخيم'],
  ['ل م ن 7742', 'شاحنة نقل عفش', 'Yusuf Adeyemi', 'Delivery of carpets and bedding'],
  ['هـ و ى 2285', 'سيارة صيانة', 'ماجد الشهري', 'أعمال صيانة التكييف'],
  ['ك ص ف 6190', 'صهريج صرف صحي', 'Abdul Karim', 'Emptying the camp’s holding tanks'],
];
const REASONS = ['استمارة المركبة منتهية', 'The driver’s ID does not match the registration', 'المدة المطلوبة تتجاوز فترة الموسم'];
const STATUSES = ['pending', 'approved', 'rejected'] as const;
const DAY = 86_400_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);

export async function demo(tx: Tx, { db, idByEmail, now, files }: DemoSeedContext): Promise<void> {
  const desk = idByEmail.get('gov@mashaer.test') ?? idByEmail.get('kdana@mashaer.test') ?? null;
  const provider = idByEmail.get('provider@mashaer.test');
  // the companies' received camps, the provider's first
  const received = await tx.select({ campId: assignCamps.campId, companyId: assignCamps.receiver_company_id }).from(assignCamps).where(eq(assignCamps.status, 'deliverd')).orderBy(asc(assignCamps.id));
  const byCompany = new Map<number, number[]>();
  for (const r of received) if (r.companyId !== null) byCompany.set(r.companyId, [...(byCompany.get(r.companyId) ?? []), r.campId]);
  const companies = [...byCompany.keys()].sort((a, b) => (a === provider ? -1 : b === provider ? 1 : a - b));
  if (!companies.length) return;
  const byStatus: Record<(typeof STATUSES)[number], NewRow[]> = { pending: [], approved: [], rejected: [] };
  let n = 0;
  for (const [c, companyId] of companies.entries()) {
    const statuses = c === 0 ? [...STATUSES, 'pending' as const] : STATUSES.filter((_, s) => (s + c) % 4 !== 3);
    const camps = byCompany.get(companyId)!;
    for (const status of statuses) {
      const [plate, type, driver, purpose] = VEHICLES[n % VEHICLES.length]!;
      const created = new Date(now.getTime() - (n + 1) * 11 * 3_600_000);
      const entry = new Date(now.getTime() + ((n % 5) - 1) * DAY);
      byStatus[status].push({
        plateNumber: plate,
        vehicleType: type,
        driverName: driver,
        // a citizen's ID (1…) or a resident's iqama (7…), and a Saudi mobile
        driverIdNumber: `${n % 2 ? 7 : 1}${String(48_213_577 + ((n * 79_191_137) % 899_999_999)).padStart(9, '0')}`,
        driverMobile: `9665${String(31_472_905 + ((n * 6_151_219) % 68_000_000)).padStart(8, '0')}`,
        campId: camps[n % camps.length]!,
        entryDate: iso(entry),
        exitDate: iso(new Date(entry.getTime() + (3 + (n % 6)) * DAY)),
        purpose,
        // every other order carries the vehicle's registration, the company's own file
        registrationFileId: n % 2 === 0 ? await files.put(tx, `istimara-${n + 1}.pdf`, 'application/pdf', demoPdf(`Vehicle registration: ${type}`), companyId) : null,
        rejectReason: status === 'rejected' ? REASONS[n % REASONS.length]! : null,
        companyId,
        createdAt: created,
        updatedAt: created,
      } as NewRow);
      n += 1;
    }
  }
  const lifecycle = vehicleEntryPermitOrdersLifecycle.on(db);
  const later = (row: { createdAt: Date }) => new Date(row.createdAt.getTime() + 4 * 3_600_000);
  await lifecycle.seedAt(tx, 'pending', byStatus.pending);
  // an approved order is an issued permit: its date and its QR code's token
  for (const row of byStatus.approved) Object.assign(row, { approvedAt: later(row as { createdAt: Date }), licenceToken: newLicenceToken() });
  await lifecycle.seedAt(tx, 'approved', byStatus.approved, { steps: [{ event: 'APPROVE', actorId: desk, at: later }] });
  await lifecycle.seedAt(tx, 'rejected', byStatus.rejected, { steps: [{ event: 'REJECT', payload: (row) => ({ reject_reason: row.rejectReason ?? REASONS[0]! }), actorId: desk, at: later }] });
}
