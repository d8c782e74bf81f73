/**
 * Every transition of the carLicenceOrder machine through the real API (issue 13: "generated path tests cover
 * every transition … on the machines and through the API"): for each (status, event) the machine describes, a
 * fresh request is set at the status by the runtime's own seeding (the machine's shortest path, history
 * included), the event is sent through its call by the party whose step it is, and the stored status, the
 * version and the history row are checked. Then every event the status does not take is sent through its call
 * and must change nothing.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { desc, eq, and } from 'drizzle-orm';
import { carLicenceOrderMachine } from '../../machines';
import { createTestApp, walkPaths, type TestApp } from './harness';
import { users, workflowHistory } from '../../server/db/schema';
import { carLicenceOrders } from '../../server/features/carLicenceOrders/table';
import { carLicenceOrdersLifecycle } from '../../server/features/carLicenceOrders/lifecycle';

let t: TestApp;
const tokens: Record<string, string> = {};
let provider: number;

beforeAll(async () => {
  t = await createTestApp();
  tokens.provider = await t.login('provider@mashaer.test');
  tokens.kdana = await t.login('kdana@mashaer.test');
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'provider@mashaer.test'));
  provider = row!.id;
});
afterAll(async () => {
  await t?.close();
});

type Res = { statusCode: number; body: string };
const post = (url: string, who: string, body: Record<string, unknown> = {}) => t.call('POST', url, { token: tokens[who]!, body });
const base = '/api/general/licenseCarOrder';

/** Each event's call, as the screens send it, by the party whose step it is. */
const calls: Record<string, (id: number) => Promise<Res>> = {
  UPDATE: (id) => post(`${base}/update/${id}`, 'provider', { plate_number: 'ق ك ل 4321', car_type: 'حافلة', driver_name: 'سائق المسار', driver_id_number: '1098765432' }),
  CANCEL: (id) => post(`${base}/cancel/${id}`, 'provider'),
  APPROVE: (id) => post(`${base}/transition/${id}`, 'kdana', { event: 'APPROVE' }),
  REJECT: (id) => post(`${base}/transition/${id}`, 'kdana', { event: 'REJECT', reject_reason: 'الاستمارة منتهية' }),
};

/** A fresh request of the provider at `status`, reached by the machine's shortest path. */
async function requestAt(status: string): Promise<number> {
  const [row] = await t.database.db.transaction(async (tx) =>
    carLicenceOrdersLifecycle
      .on(t.database.db)
      .seedAt(tx, status, [{ plateNumber: `م ن ${status}`, carType: 'حافلة', driverName: 'سائق', driverIdNumber: '1012345678', companyId: provider } as typeof carLicenceOrders.$inferInsert], {
        steps: status === 'rejected' ? [{ event: 'REJECT', payload: () => ({ reject_reason: 'سبب' }) }] : undefined,
      }),
  );
  return row!.id;
}

const stored = async (id: number) => {
  const [row] = await t.database.db.select().from(carLicenceOrders).where(eq(carLicenceOrders.id, id));
  return row!;
};
const lastHistory = async (id: number) => {
  const [row] = await t.database.db
    .select({ event: workflowHistory.event, to: workflowHistory.toStatus })
    .from(workflowHistory)
    .where(and(eq(workflowHistory.workflow, 'carLicenceOrder'), eq(workflowHistory.recordId, id)))
    .orderBy(desc(workflowHistory.id))
    .limit(1);
  return row;
};

walkPaths('carLicenceOrder', carLicenceOrderMachine, {
  calls,
  at: requestAt,
  stored,
  lastHistory,
  refusedWith: 409,
  coverageTitle: 'has a call for every event, and every status is reached',
  coverage: (_, transitions) => expect(new Set(transitions.map((tr) => tr.to))).toEqual(new Set(['pending', 'approved', 'rejected', 'cancelled'])),
});
