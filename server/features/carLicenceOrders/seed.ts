/**
 * Demo car licence requests (issue 13): requests in every status of the carLicenceOrder machine across the demo
 * companies; the demo provider (provider@mashaer.test) has its own in each status. Written by the lifecycle
 * (seedAt: the status reached by the machine's own events, with their history rows), never a literal status.
 */
import { newLicenceToken } from '../../licence/token';
import type { Tx } from '../../db/client';
import type { DemoSeedContext } from '../../seed/areas';
import { carLicenceOrdersLifecycle } from './lifecycle';
import { carLicenceOrders } from './table';

type NewRow = Omit<typeof carLicenceOrders.$inferInsert, 'id'>;

const COMPANIES = ['provider@mashaer.test', 'albaraka.serviceprovider@example.sa', 'almarwa.serviceprovider@example.sa', 'alfurqan.serviceprovider@example.sa', 'zamzam.serviceprovider@example.sa'];
const CARS: Array<[string, string, string]> = [
  ['أ ب ج 1234', 'حافلة', 'عبدالله الحربي'],
  ['د ر س 5821', 'شاحنة مياه', 'Mohammed Khan'],
  ['ط ع ق 7310', 'سيارة خدمات', 'سالم العتيبي'],
  ['ل م ن 2468', 'حافلة صغيرة', 'Ahmed Raza'],
  ['هـ و ى 9075', 'شاحنة تبريد', 'فهد القحطاني'],
];
const REASONS = ['استمارة المركبة منتهية', 'The driver’s ID does not match the document', 'المركبة غير مسجلة باسم الشركة'];
const STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;

export async function demo(tx: Tx, { db, idByEmail, now }: DemoSeedContext): Promise<void> {
  const staff = idByEmail.get('kdana@mashaer.test') ?? idByEmail.get('admin@mashaer.test') ?? null;
  const companies = COMPANIES.map((email) => idByEmail.get(email)).filter((id): id is number => id !== undefined);
  const byStatus: Record<(typeof STATUSES)[number], NewRow[]> = { pending: [], approved: [], rejected: [], cancelled: [] };
  let n = 0;
  companies.forEach((companyId, c) => {
    // the provider: every status, and a second pending one; the others two or three statuses each
    const statuses = c === 0 ? [...STATUSES, 'pending' as const] : STATUSES.filter((_, s) => (s + c) % 3 !== 0);
    for (const status of statuses) {
      const [plate, type, driver] = CARS[n % CARS.length]!;
      const created = new Date(now.getTime() - (n + 1) * 9 * 3_600_000);
      byStatus[status].push({
        plateNumber: plate,
        carType: type,
        driverName: driver,
        driverIdNumber: String(1_000_000_000 + ((n * 7_919_113) % 999_999_999)),
        notes: n % 2 === 0 ? 'نقل الحجاج بين المشاعر' : null,
        rejectReason: status === 'rejected' ? REASONS[n % REASONS.length]! : null,
        companyId,
        createdAt: created,
        updatedAt: created,
      } as NewRow);
      n += 1;
    }
  });
  const lifecycle = carLicenceOrdersLifecycle.on(db);
  const later = (row: { createdAt: Date }) => new Date(row.createdAt.getTime() + 5 * 3_600_000);
  await lifecycle.seedAt(tx, 'pending', byStatus.pending);
  // an approved request is an issued licence: its date and its QR code's token
  for (const row of byStatus.approved) Object.assign(row, { approvedAt: later(row as { createdAt: Date }), licenceToken: newLicenceToken() });
  await lifecycle.seedAt(tx, 'approved', byStatus.approved, { steps: [{ event: 'APPROVE', actorId: staff, at: later }] });
  await lifecycle.seedAt(tx, 'rejected', byStatus.rejected, { steps: [{ event: 'REJECT', payload: (row) => ({ reject_reason: row.rejectReason ?? REASONS[0]! }), actorId: staff, at: later }] });
  await lifecycle.seedAt(tx, 'cancelled', byStatus.cancelled, { steps: [{ event: 'CANCEL', actorId: (row) => row.companyId, at: later }] });
}
