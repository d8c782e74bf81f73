/**
 * Every transition of the order machine, through the real API (issue 12: "generated path tests …
 * through the API"): for each (status, event) the machine describes, a fresh order is set at the
 * status by the runtime's own seeding (the machine's shortest path, history included), the event is
 * sent through the spec's call by the party whose step it is, and the stored status, the history row
 * and the answer are checked. Then every event the status does not take is sent through its call and
 * must change nothing. The pledge uploads' (attachment), sharers' signatures' and cancel requests'
 * machines are walked the same way. Each family's orders name its own catalogue: an order the orders'
 * services, specialties and pledges, a location order the location ones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, ne } from 'drizzle-orm';
import { achievementReportMachine, attachmentMachine, cancelRequestMachine, locationOrderMachine, orderMachine, sharerSignatureMachine } from '../../machines';
import { describeLifecycle } from '../../machines/core';
import { createTestApp, formData, walkPaths, type TestApp } from './harness';
import { users, workflowHistory } from '../../server/db/schema';
import { assignCamps } from '../../server/features/assign/table';
import { catalogueOf } from '../../server/features/orders/catalogue';
import { orderCancelRequests, orderPledges, orderReports, orders, orderServices, orderSignatures } from '../../server/features/orders/table';
import { lifecycleOfFamily, type OrderFamilyKey } from '../../server/features/orders/lifecycle';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let camp: number;
/** each family's catalogue: a service with its specialty, and the required pledges */
const catalogue = {} as Record<OrderFamilyKey, { service: { id: number; specialist: number }; required: number[] }>;
let otherContractor: number;
let otherConsultant: number;

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4f20000000049454e44ae426082', 'hex');
type Res = { statusCode: number; body: string };
const post = (url: string, who: string, body: Record<string, unknown> = {}) => t.call('POST', url, { token: tokens[who]!, body });
const multipart = (url: string, who: string, fields: Record<string, string | number>, files: Record<string, { name: string; content: Buffer; type: string }>) => {
  const f = formData(fields, files);
  return t.call('POST', url, { token: tokens[who]!, payload: f.payload, headers: f.headers });
};

/** A request filed and decided by the desk (the events an approved cancel request sends the order). */
async function throughRequest(base: string, url: string, body: Record<string, unknown>): Promise<Res> {
  const filed = await post(`${base}/${url}`, 'provider', body);
  if (filed.statusCode !== 200) return filed;
  return post(`${base}/canceled_requests/change_request_status`, 'kdana', { id: JSON.parse(filed.body).data.id, status: 'approved' });
}

/** Each event's call, as the screens send it, by the party whose step it is (the status decides who approves). */
const callsOf = (base: string, family: OrderFamilyKey): Record<string, (id: number, status: string) => Promise<Res>> => ({
  UPDATE: (id) => post(`${base}/update/${id}`, 'provider', orderBody(family)),
  CHANGE_RECEIVER: (id) => post(`${base}/update-receiver/${id}`, 'admin', { receiver_id: ids.provider }),
  SUBMIT: (id) => post(`${base}/send/${id}`, 'provider'),
  APPROVE: (id, status) => post(`${base}/approve`, status === 'design_review' ? 'design' : 'kdana', { id }),
  DISAPPROVE: (id, status) => post(`${base}/disapprove`, status === 'design_review' ? 'design' : 'kdana', { id, rejection_reason: 'يرجى تحديث المخطط' }),
  REJECT: (id) => post(`${base}/reject`, 'kdana', { id, rejection_reason: 'أعمال غير مسموح بها' }),
  CHANGE_SPECIALIST: (id) => post(`${base}/add-specialist/${id}`, 'provider', { specialist: [catalogue[family].service.specialist] }),
  APPROVE_SPECIALIST_CHANGE: (id) => post(`${base}/approve-add-specialist/${id}`, 'design', { status: 'approve' }),
  REJECT_SPECIALIST_CHANGE: (id) => post(`${base}/approve-add-specialist/${id}`, 'design', { status: 'reject', rejection_reason: 'غير لازم' }),
  CHOOSE_CONTRACTOR: (id) => post(`${base}/updateContracter`, 'provider', { id, contracter_id: ids.contractor }),
  CHOOSE_CONSULTANT: (id) => post(`${base}/updateConsulting`, 'provider', { id, consulting_id: ids.consultant }),
  CONTRACTOR_ACCEPT: (id) => post(`${base}/contracting`, 'contractor', { id, status: 'approve' }),
  CONTRACTOR_DECLINE: (id) => post(`${base}/contracting`, 'contractor', { id, status: 'disapprove', rejection_reason: 'لا طاقة استيعابية' }),
  CONSULTANT_ACCEPT: (id) => post(`${base}/consulting`, 'consultant', { id, status: 'approve' }),
  CONSULTANT_DECLINE: (id) => post(`${base}/consulting`, 'consultant', { id, status: 'disapprove', rejection_reason: 'تعارض مصالح' }),
  SEND_TO_TSLEEM: (id) => post(`${base}/send-to-tsleem/${id}`, 'provider'),
  EXTEND_LICENCE: (id) => post(`${base}/extend_license/${id}`, 'kdana', { license_end_date: '2028-01-31' }),
  CHANGE_CONTRACTOR: (id) => throughRequest(base, 'canceled_requests/update_contractor', { order_id: id, contracter_id: otherContractor, reason: 'تأخر' }),
  CHANGE_CONSULTANT: (id) => throughRequest(base, 'canceled_requests/update_consultant', { order_id: id, consulting_id: otherConsultant, reason: 'تأخر' }),
  CANCEL: (id) => throughRequest(base, 'canceled_requests/store', { order_id: id, reason: 'تغيرت الخطة' }),
  CANCEL_BY_TSLEEM: (id) => post(`${base}/cancel-by-tsleem/${id}`, 'kdana', { cancel_reason: 'مخالفة اشتراطات السلامة' }),
  UPLOAD_GIS_IMAGE: (id) => multipart(`${base}/add-gis-img/${id}`, 'kdana', {}, { gis_img: { name: 'gis.png', content: png, type: 'image/png' } }),
  SET_ELECTRIC_METER: (id) => post(`${base}/elect-meter/${id}`, 'kdana', { subscription_number: '300123456', metric_capacity: 200, shared: 0 }),
  ARRANGE_ELECTRICITY_DELIVERY: (id) => post(`${base}/electricity_delivery/${id}`, 'kdana', { delivery_date: '2027-05-20' }),
  CHOOSE_GARBAGE_COMPANY: (id) => post(`${base}/updateGarbage`, 'provider', { id, garbage_id: otherContractor }),
});
const calls = callsOf('/api/general/orders', 'order');

const orderBody = (family: OrderFamilyKey) => {
  const { service } = catalogue[family];
  return { title: 'طلب المسارات', camp_id: camp, number_of_hijaj: 900, design_office_id: ids.design, services: [{ service_id: service.id, specialist_id: service.specialist }] };
};
const PAST_CHOICE = new Set(['contracting', 'awaiting_contractor', 'awaiting_consultant', 'signing', 'tsleem_processing', 'licensed', 'cancelled', 'rejected']);

/** A fresh order at `status`, reached by the machine's shortest path, with its services and required pledges. */
async function orderAt(status: string, family: OrderFamilyKey = 'order'): Promise<number> {
  const [row] = await t.database.db.transaction(async (tx) =>
    lifecycleOfFamily(family)
      .on(t.database.db)
      .seedAt(tx, status, [
        {
          family,
          title: `طلب مسار ${status}`,
          campId: camp,
          numberOfHijaj: 900,
          companyId: ids.provider,
          designOfficeId: ids.design,
          createdBy: ids.provider,
          ...(PAST_CHOICE.has(status) ? { contracterId: ids.contractor, consultingId: ids.consultant } : {}),
          ...(status === 'specialist_change' ? { requestedSpecialist: [catalogue[family].service.specialist] } : {}),
          ...(status === 'licensed' ? { licenseStartDate: '2027-04-01', licenseEndDate: '2027-06-30', licenceToken: `path-${status}-${Math.random().toString(36).slice(2)}-token-xx` } : {}),
        } as typeof orders.$inferInsert,
      ]),
  );
  const { service, required } = catalogue[family];
  await t.database.db.insert(orderServices).values({ orderId: row!.id, ...catalogueOf(family).line(service.id, service.specialist) });
  if (status === 'draft' || status === 'returned') {
    for (const pledgeId of required) {
      const res = await multipart(
        `/api/general/${family === 'order' ? 'orders' : 'location-orders'}/pledges/upload/${row!.id}`,
        'provider',
        { pledge_id: pledgeId },
        { file: { name: 'p.pdf', content: pdf, type: 'application/pdf' } },
      );
      expect(res.statusCode, res.body).toBe(200);
    }
  }
  return row!.id;
}
const stored = async (id: number) => (await t.database.db.select({ status: orders.status, version: orders.version }).from(orders).where(eq(orders.id, id)))[0]!;
const lastHistory = async (workflow: string, id: number) =>
  (
    await t.database.db
      .select({ event: workflowHistory.event, to: workflowHistory.toStatus })
      .from(workflowHistory)
      .where(and(eq(workflowHistory.workflow, workflow), eq(workflowHistory.recordId, id)))
      .orderBy(desc(workflowHistory.id))
      .limit(1)
  )[0];

beforeAll(async () => {
  t = await createTestApp();
  const people = ['admin', 'kdana', 'provider', 'design', 'contractor', 'consultant', 'sharer'];
  await Promise.all(people.map(async (p) => (tokens[p] = await t.login(`${p}@mashaer.test`))));
  for (const p of people)
    ids[p] = (
      await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, `${p}@mashaer.test`))
    )[0]!.id;
  camp = (
    await t.database.db
      .select({ camp: assignCamps.campId })
      .from(assignCamps)
      .where(and(eq(assignCamps.receiver_company_id, ids.provider), ne(assignCamps.status, 'returned')))
  )[0]!.camp;
  for (const family of ['order', 'locationOrder'] as const) {
    const cat = catalogueOf(family);
    const [s] = await t.database.db.select({ id: cat.services.id, specialist: cat.services.specialistId }).from(cat.services).limit(1);
    const required = (await t.database.db.select({ id: cat.pledges.id }).from(cat.pledges).where(eq(cat.pledges.isRequired, true))).map((p) => p.id);
    expect(required.length, family).toBeGreaterThan(0);
    catalogue[family] = { service: s!, required };
  }
  const candidates = async (type: string, not: number) =>
    ((await post('/api/general/orders/updateContractorsList', 'provider', { type })).json().data as Array<{ id: number }>).find((c) => c.id !== not)!.id;
  otherContractor = await candidates('contractor', ids.contractor);
  otherConsultant = await candidates('consultant', ids.consultant).catch(async () => candidates('design_office', ids.consultant));
});
afterAll(async () => {
  await t?.close();
});

for (const [family, machine, base] of [
  ['order', orderMachine, '/api/general/orders'],
  ['locationOrder', locationOrderMachine, '/api/general/location-orders'],
] as const)
  walkPaths(family, machine, { calls: callsOf(base, family), at: (status) => orderAt(status, family), stored, lastHistory: (id) => lastHistory(family, id) });

describe('pledge uploads, signatures and cancel requests through the API', () => {
  it('walks an upload through pending → rejected → replaced and pending → approved, refusing a second decision', async () => {
    expect(
      describeLifecycle(attachmentMachine)
        .states.map((s) => s.key)
        .sort(),
    ).toEqual(['approved', 'pending', 'rejected', 'replaced']);
    const id = await orderAt('draft');
    const uploads = async () => t.database.db.select().from(orderPledges).where(eq(orderPledges.orderId, id)).orderBy(orderPledges.id);
    const [first, second] = await uploads();
    expect((await post(`/api/general/orders/pledges/reject/${first!.id}`, 'kdana', { rejection_reason: 'غير واضح' })).statusCode).toBe(200);
    expect((await post(`/api/general/orders/pledges/reject/${first!.id}`, 'kdana', { rejection_reason: 'مرة أخرى' })).statusCode).toBe(409);
    const again = await multipart(`/api/general/orders/pledges/upload/${id}`, 'provider', { pledge_id: first!.pledgeId! }, { file: { name: 'p2.pdf', content: pdf, type: 'application/pdf' } });
    expect(again.statusCode, again.body).toBe(200);
    expect((await post(`/api/general/orders/pledges/approve/${second!.id}`, 'kdana')).statusCode).toBe(200);
    // an approved upload is not replaced ("You can't request cancellation of the attachment.")
    const replaceApproved = await multipart(
      `/api/general/orders/pledges/upload/${id}`,
      'provider',
      { pledge_id: second!.pledgeId! },
      { file: { name: 'p3.pdf', content: pdf, type: 'application/pdf' } },
    );
    expect(replaceApproved.statusCode).toBe(409);
    const after = await uploads();
    expect(after.find((u) => u.id === first!.id)!.status).toBe('replaced');
    expect(after.find((u) => u.id === second!.id)!.status).toBe('approved');
    expect(after.filter((u) => u.pledgeId === first!.pledgeId).map((u) => u.status)).toEqual(['replaced', 'pending']);
    expect(await lastHistory('attachment', first!.id)).toEqual({ event: 'REPLACE', to: 'replaced' });
  });

  it('signs and unsigns only while the order awaits signatures, once each', async () => {
    expect(
      describeLifecycle(sharerSignatureMachine)
        .states.map((s) => s.key)
        .sort(),
    ).toEqual(['signed', 'unsigned']);
    const id = await orderAt('awaiting_contractor');
    expect((await calls.CONTRACTOR_ACCEPT!(id, 'awaiting_contractor')).statusCode).toBe(200);
    const [sig] = await t.database.db.select().from(orderSignatures).where(eq(orderSignatures.orderId, id));
    expect(sig).toMatchObject({ sharerId: ids.sharer, status: 'unsigned' });
    expect((await post(`/api/general/location_order_sign/unsign/${id}`, 'sharer')).statusCode).toBe(409);
    expect((await post(`/api/general/location_order_sign/sign/${id}`, 'sharer')).statusCode).toBe(200);
    expect((await post(`/api/general/location_order_sign/unsign/${id}`, 'sharer')).statusCode).toBe(200);
    expect((await post(`/api/general/location_order_sign/sign/${id}`, 'sharer')).statusCode).toBe(200);
    expect(await lastHistory('sharerSignature', sig!.id)).toEqual({ event: 'SIGN', to: 'signed' });
    // not a sharer of this order
    expect((await post(`/api/general/location_order_sign/sign/${id}`, 'contractor')).statusCode).toBe(403);
  });

  it('decides a cancel request once: pending → approved, pending → rejected', async () => {
    expect(
      describeLifecycle(cancelRequestMachine)
        .states.map((s) => s.key)
        .sort(),
    ).toEqual(['approved', 'pending', 'rejected']);
    const id = await orderAt('licensed');
    const filed = await post('/api/general/orders/canceled_requests/store', 'provider', { order_id: id, reason: 'سبب' });
    const requestId = filed.json().data.id as number;
    const rejected = await post('/api/general/orders/canceled_requests/change_request_status', 'kdana', { id: requestId, status: 'rejected', rejection_reason: 'الأعمال قائمة' });
    expect(rejected.json().data.status).toBe('rejected');
    expect((await stored(id)).status).toBe('licensed');
    expect(await lastHistory('cancelRequest', requestId)).toEqual({ event: 'REJECT', to: 'rejected' });
    const [row] = await t.database.db.select().from(orderCancelRequests).where(eq(orderCancelRequests.id, requestId));
    expect(row!.rejectionReason).toBe('الأعمال قائمة');
  });

  it('walks achievement reports: pending → disapproved → old, pending → old, pending → approve', async () => {
    const transitions = describeLifecycle(achievementReportMachine).states.flatMap((st) => st.transitions.map((tr) => `${st.key} ${tr.event} ${tr.to}`));
    expect(transitions.sort()).toEqual(['disapproved SUPERSEDE old', 'pending APPROVE approve', 'pending DISAPPROVE disapproved', 'pending SUPERSEDE old']);
    const id = await orderAt('licensed');
    const file = async () => {
      const res = await multipart(
        '/api/general/orders/achive_reports/store',
        'consultant',
        { order_id: id, progress: 50, achive_date: '2027-05-01' },
        { file: { name: 'r.pdf', content: pdf, type: 'application/pdf' } },
      );
      expect(res.statusCode, res.body).toBe(200);
      return JSON.parse(res.body).data.id as number;
    };
    const statusOfReport = async (rid: number) => (await t.database.db.select({ s: orderReports.status }).from(orderReports).where(eq(orderReports.id, rid)))[0]!.s;
    const a = await file();
    expect((await post(`/api/general/orders/achive_reports/disapprove/${a}`, 'kdana', { rejection_reason: 'الصور غير واضحة' })).statusCode).toBe(200);
    expect(await statusOfReport(a)).toBe('disapproved');
    const b = await file();
    expect(await statusOfReport(a)).toBe('old');
    expect(await lastHistory('achievementReport', a)).toEqual({ event: 'SUPERSEDE', to: 'old' });
    const c = await file();
    expect(await statusOfReport(b)).toBe('old');
    expect((await post(`/api/general/orders/achive_reports/approve/${c}`, 'kdana')).statusCode).toBe(200);
    expect(await lastHistory('achievementReport', c)).toEqual({ event: 'APPROVE', to: 'approve' });
    expect((await post(`/api/general/orders/achive_reports/disapprove/${c}`, 'kdana', { rejection_reason: 'x' })).statusCode).toBe(409);
  });
});
