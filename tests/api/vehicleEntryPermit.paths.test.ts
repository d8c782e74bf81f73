/**
 * Every transition of the vehicleEntryPermit machine through the real API (issue 15: "generated path tests cover
 * every transition of the … permit … machines"): for each (status, event) the machine describes, a fresh order of the
 * demo provider is set at the status by the runtime's own seeding (the machine's shortest path, history included),
 * the event is sent through its call by the party whose step it is (the company edits, the government desk decides),
 * and the stored status, the version and the history row are checked. Then every event the status does not take is
 * sent through its call and must change nothing.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { vehicleEntryPermitMachine } from '../../machines';
import { createTestApp, formData, walkPaths, type TestApp } from './harness';
import { users, workflowHistory } from '../../server/db/schema';
import { vehicleEntryPermitOrders } from '../../server/features/vehicleEntryPermitOrders/table';
import { vehicleEntryPermitOrdersLifecycle } from '../../server/features/vehicleEntryPermitOrders/lifecycle';

let t: TestApp;
const tokens: Record<string, string> = {};
let provider: number;
let camp: number;

beforeAll(async () => {
  t = await createTestApp();
  tokens.provider = await t.login('provider@mashaer.test');
  tokens.gov = await t.login('gov@mashaer.test');
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'provider@mashaer.test'));
  provider = row!.id;
  const received = await t.database.execute("select camp_id from assign_camps where status = 'deliverd' and receiver_company_id = $1 order by id limit 1", [provider]);
  camp = Number(received.rows[0]!.camp_id);
});
afterAll(async () => {
  await t?.close();
});

type Res = { statusCode: number; body: string };
const post = (url: string, who: string, body: Record<string, unknown> = {}) => t.call('POST', url, { token: tokens[who]!, body });
const multipart = (url: string, who: string, fields: Record<string, string | number>) => {
  const f = formData(fields);
  return t.call('POST', url, { token: tokens[who]!, payload: f.payload, headers: f.headers });
};
const base = '/api/general/vehicle-entry-permit-orders';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Each event's call, as the screens send it, by the party whose step it is. */
const calls: Record<string, (id: number) => Promise<Res>> = {
  // form data, as the screen sends it (the order has a file field)
  UPDATE: (id) =>
    multipart(`${base}/update/${id}`, 'provider', {
      plate_number: 'ر س ش 2468',
      vehicle_type: 'شاحنة مياه',
      driver_name: 'سائق المسار',
      driver_id_number: '1098765432',
      driver_mobile: '0551234567',
      camp_id: camp,
      entry_date: day(2),
      exit_date: day(5),
    }),
  APPROVE: (id) => post(`${base}/transition/${id}`, 'gov', { event: 'APPROVE' }),
  REJECT: (id) => post(`${base}/transition/${id}`, 'gov', { event: 'REJECT', reject_reason: 'الاستمارة منتهية' }),
};

/** A fresh order of the provider at `status`, reached by the machine's shortest path. */
async function orderAt(status: string): Promise<number> {
  const [row] = await t.database.db.transaction(async (tx) =>
    vehicleEntryPermitOrdersLifecycle.on(t.database.db).seedAt(
      tx,
      status,
      [
        {
          plateNumber: `م ن ${status}`,
          vehicleType: 'حافلة',
          driverName: 'سائق',
          driverIdNumber: '1012345678',
          driverMobile: '966551234567',
          campId: camp,
          entryDate: day(1),
          exitDate: day(4),
          companyId: provider,
        } as typeof vehicleEntryPermitOrders.$inferInsert,
      ],
      { steps: status === 'rejected' ? [{ event: 'REJECT', payload: () => ({ reject_reason: 'سبب' }) }] : undefined },
    ),
  );
  return row!.id;
}

const stored = async (id: number) => {
  const [row] = await t.database.db.select().from(vehicleEntryPermitOrders).where(eq(vehicleEntryPermitOrders.id, id));
  return row!;
};
const lastHistory = async (id: number) => {
  const [row] = await t.database.db
    .select({ event: workflowHistory.event, to: workflowHistory.toStatus })
    .from(workflowHistory)
    .where(and(eq(workflowHistory.workflow, 'vehicleEntryPermit'), eq(workflowHistory.recordId, id)))
    .orderBy(desc(workflowHistory.id))
    .limit(1);
  return row;
};

walkPaths('vehicleEntryPermit', vehicleEntryPermitMachine, {
  calls,
  at: orderAt,
  stored,
  lastHistory,
  refusedWith: 409,
  coverageTitle: 'has a call for every event, and every status is reached',
  coverage: (_, transitions) => expect(new Set(transitions.map((tr) => tr.to))).toEqual(new Set(['pending', 'approved', 'rejected'])),
});
