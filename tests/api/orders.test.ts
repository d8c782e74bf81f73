/**
 * Orders (general/orders) through the real API, on PGlite and on PostgreSQL: the whole way from a
 * provider's request to a licence whose QR code verifies in public, each party acting with its own
 * account; the receiver rule; another company's order is a 404; refused steps answer the spec's
 * messages and change nothing; only a draft is deleted; each party's inbox; location orders take the
 * location catalogue (services, specialties, pledges), never the orders'; a decision's answer names its step.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { createTestApp, expectContract, formData, type TestApp } from './harness';
import { users } from '../../server/db/schema';
import { assignCamps } from '../../server/features/assign/table';
import { pledges } from '../../server/features/pledges/table';
import { services } from '../../server/features/services/table';
import { specialists } from '../../server/features/specialists/table';
import { locationServices } from '../../server/features/locationServices/table';
import { locationSpecialists } from '../../server/features/locationSpecialists/table';
import { locationPledges } from '../../server/features/locationPledges/table';
import { companyBlacklist, orders, orderServices } from '../../server/features/orders/table';
import { locationOrderMachine } from '../../machines';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let providerCamp: number;
let otherCamp: number;
let serviceLines: Array<{ service_id: number; specialist_id: number }>;
let required: number[];

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const as = (who: string) => tokens[who]!;
const post = (url: string, who: string, body: Record<string, unknown> = {}, lang: 'ar' | 'en' = 'en') => t.call('POST', url, { token: as(who), body, lang });
const details = async (id: number, who = 'provider') => {
  const res = await post(`/api/general/orders/details/${id}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const statusOf = async (id: number) => (await t.database.db.select({ s: orders.status, v: orders.version }).from(orders).where(eq(orders.id, id)))[0]!;

const newOrder = (overrides: Record<string, unknown> = {}) => ({
  title: 'تركيب خيام مكيفة',
  camp_id: providerCamp,
  number_of_hijaj: 1200,
  tent_count: 40,
  count_day: 14,
  planed_achive_date: '2027-05-01',
  notes: 'ملاحظة',
  design_office_id: ids.design,
  services: serviceLines,
  ...overrides,
});

async function uploadPledges(orderId: number, who = 'provider') {
  for (const pledgeId of required) {
    const f = formData({ pledge_id: pledgeId }, { file: { name: 'signed.pdf', content: pdf, type: 'application/pdf' } });
    const res = await t.call('POST', `/api/general/orders/pledges/upload/${orderId}`, { token: as(who), payload: f.payload, headers: f.headers });
    expect(res.statusCode, res.body).toBe(200);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  const people = ['admin', 'kdana', 'provider', 'design', 'contractor', 'consultant', 'sharer', 'raft', 'gov'];
  await Promise.all(people.map(async (p) => (tokens[p] = await t.login(`${p}@mashaer.test`))));
  for (const p of people)
    ids[p] = (
      await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, `${p}@mashaer.test`))
    )[0]!.id;
  const live = await t.database.db.select({ camp: assignCamps.campId, company: assignCamps.receiver_company_id }).from(assignCamps).where(ne(assignCamps.status, 'returned'));
  providerCamp = live.find((a) => a.company === ids.provider)!.camp;
  otherCamp = live.find((a) => a.company !== ids.provider)!.camp;
  serviceLines = (await t.database.db.select({ id: services.id, specialist: services.specialistId }).from(services).limit(2)).map((s) => ({ service_id: s.id, specialist_id: s.specialist }));
  required = (await t.database.db.select({ id: pledges.id }).from(pledges).where(eq(pledges.isRequired, true))).map((p) => p.id);
  expect(required.length).toBeGreaterThan(0);
});
afterAll(async () => {
  await t?.close();
});

describe('orders: from request to a licence that verifies', () => {
  it('walks every party through its step, with the spec messages on the way', async () => {
    const created = await post('/api/general/orders/store', 'provider', newOrder());
    expect(created.statusCode, created.body).toBe(201);
    expectContract('createOrder', 201, created.json());
    const order = created.json().data;
    expect(order).toMatchObject({ status: 'draft', receiver_id: ids.provider, design_office_id: ids.design, services_count: 2 });

    // sending is refused while the required pledges are not uploaded — nothing changes
    const before = await statusOf(order.id);
    const early = await post(`/api/general/orders/send/${order.id}`, 'provider');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('There are pledges not uploaded or not processed');
    expect(await statusOf(order.id)).toEqual(before);
    expect((await details(order.id)).facts).toMatchObject({ serviceCount: 2, pledgesOutstanding: required.length });

    await uploadPledges(order.id);
    const sent = await post(`/api/general/orders/send/${order.id}`, 'provider');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.status).toBe('design_review');

    // the design office named on it approves; another design office would not see it
    const approved = await post('/api/general/orders/approve', 'design', { id: order.id });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe('contracting');

    // a blacklisted company cannot be chosen
    const [banned] = await t.database.db.select({ id: companyBlacklist.companyId }).from(companyBlacklist).limit(1);
    const refusedChoice = await post('/api/general/orders/updateContracter', 'provider', { id: order.id, contracter_id: banned!.id });
    expect(refusedChoice.statusCode).toBe(422);
    expect(refusedChoice.json().errors.contracter_id).toEqual(['The chosen company is blacklisted']);
    const candidates = await post('/api/general/orders/updateContractorsList', 'provider', { type: 'contractor' });
    expect(candidates.statusCode).toBe(200);
    expect(candidates.json().data.map((c: { id: number }) => c.id)).not.toContain(banned!.id);

    const both = await post('/api/general/orders/updateBoth', 'provider', { id: order.id, contracter_id: ids.contractor, consulting_id: ids.consultant });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json().data).toMatchObject({ contracter_id: ids.contractor, consulting_id: ids.consultant, status: 'contracting' });

    // the contractor and the consultant each accept; then the sharer is asked to sign
    expect((await post('/api/general/orders/contracting', 'contractor', { id: order.id, status: 'approve' })).json().data.status).toBe('awaiting_consultant');
    const accepted = await post('/api/general/orders/consulting', 'consultant', { id: order.id, status: 'approve' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.status).toBe('signing');
    const signing = await details(order.id);
    expect(signing.signatures).toEqual([expect.objectContaining({ sharer_id: ids.sharer, status: 'unsigned' })]);

    // not sent to tsleem while a sharer has not signed
    const unsignedSend = await post(`/api/general/orders/send-to-tsleem/${order.id}`, 'provider');
    expect(unsignedSend.statusCode).toBe(409);
    expect(unsignedSend.json().message).toBe('The order is not complete yet');
    // the sharer sees the order it is asked to sign (through its signature), and takes no order event
    const seen = await post(`/api/general/orders/details/${order.id}`, 'sharer');
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data.events).toEqual([]);
    expect((await post(`/api/general/location_order_sign/sign/${order.id}`, 'sharer')).statusCode).toBe(200);
    expect((await post(`/api/general/location_order_sign/sign/${order.id}`, 'sharer')).json().message).toBe('You have already signed this order');
    const toTsleem = await post(`/api/general/orders/send-to-tsleem/${order.id}`, 'provider');
    expect(toTsleem.statusCode, toTsleem.body).toBe(200);
    expect(toTsleem.json().data.status).toBe('tsleem_processing');
    // signatures are fixed once sent
    expect((await post(`/api/general/location_order_sign/unsign/${order.id}`, 'sharer')).statusCode).toBe(409);

    // tsleem (a service centre) approves with the licence's end date: the licence is issued
    const badDate = await post('/api/general/orders/approve', 'raft', { id: order.id, license_end_date: '2027-02-30' });
    expect(badDate.statusCode).toBe(422);
    expect(badDate.json().errors.license_end_date).toBeDefined();
    const licensed = await post('/api/general/orders/approve', 'raft', { id: order.id, license_end_date: '2027-07-30' });
    expect(licensed.statusCode, licensed.body).toBe(200);
    expect(licensed.json().data).toMatchObject({ status: 'licensed', license_end_date: '2027-07-30' });

    const licence = await t.call('GET', `/api/general/orders/license/${order.id}`, { token: as('provider') });
    expect(licence.statusCode, licence.body).toBe(200);
    expectContract('orderLicence', 200, licence.json());
    const { verify_path: verifyPath, number } = licence.json().data;
    expect(verifyPath).toMatch(/^\/orders\/qr\/[A-Za-z0-9_-]{32}$/);

    const file = await t.call('GET', `/api/general/orders/license/${order.id}/pdf`, { token: as('provider') });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // the QR's page is public: no token
    const verified = await t.call('GET', `/api/general${verifyPath}`);
    expect(verified.statusCode, verified.body).toBe(200);
    expectContract('verifyOrderLicence', 200, verified.json());
    expect(verified.json().data).toMatchObject({ valid: 1, status: 'valid', number, valid_until: '2027-07-30' });
    const forged = await t.call('GET', `/api/general/orders/qr/${'A'.repeat(32)}`);
    expect(forged.statusCode).toBe(404);
    expect(forged.json().message).toBe('Licence not found: the code is unknown or forged');
    expect((await t.call('GET', '/api/general/orders/qr/short')).statusCode).toBeGreaterThanOrEqual(400);

    // the history tells the whole way, in order
    const history = (await details(order.id)).history.map((h: { event: string }) => h.event);
    expect(history).toEqual(['CREATE', 'SUBMIT', 'APPROVE', 'CHOOSE_CONTRACTOR', 'CHOOSE_CONSULTANT', 'CONTRACTOR_ACCEPT', 'CONSULTANT_ACCEPT', 'SEND_TO_TSLEEM', 'APPROVE']);
  });
});

describe('orders: rules and refusals', () => {
  it('forces the receiver to the caller for a service provider, and lets staff name one', async () => {
    const own = await post('/api/general/orders/store', 'provider', newOrder({ receiver_id: ids.sharer }));
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().data.receiver_id).toBe(ids.provider);
    const staff = await post('/api/general/orders/store', 'admin', newOrder({ receiver_id: ids.provider }));
    expect(staff.statusCode, staff.body).toBe(201);
    expect(staff.json().data.receiver_id).toBe(ids.provider);
  });

  it('answers 422 with the field for bad input, and a camp not assigned to the receiver', async () => {
    const bad = await post('/api/general/orders/store', 'provider', { title: '', camp_id: 'x', services: [] });
    expect(bad.statusCode).toBe(422);
    const notMine = await post('/api/general/orders/store', 'provider', newOrder({ camp_id: otherCamp }));
    expect(notMine.statusCode).toBe(422);
    expect(notMine.json().errors.camp_id).toEqual(['The camp is not assigned to the receiving company']);
    const twice = await post('/api/general/orders/store', 'provider', newOrder({ services: [serviceLines[0], serviceLines[0]] }));
    expect(twice.statusCode).toBe(422);
    expect(JSON.stringify(twice.json().errors)).toContain('Service already exists');
  });

  it("hides another company's order (404) and refuses a step the status does not take, changing nothing", async () => {
    const created = (await post('/api/general/orders/store', 'provider', newOrder())).json().data;
    for (const who of ['contractor', 'sharer', 'design']) {
      // the design office is named on it: it sees it, but cannot approve a draft
      const res = await post(`/api/general/orders/details/${created.id}`, who);
      expect(res.statusCode, who).toBe(who === 'design' ? 200 : 404);
    }
    const before = await statusOf(created.id);
    const early = await post('/api/general/orders/approve', 'design', { id: created.id });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Unallowed action!');
    expect(await statusOf(created.id)).toEqual(before);
    expect((await post('/api/general/orders/approve', 'contractor', { id: created.id })).statusCode).toBe(404);
  });

  it('deletes only a draft', async () => {
    const draft = (await post('/api/general/orders/store', 'provider', newOrder())).json().data;
    const gone = await t.call('DELETE', `/api/general/orders/destroy/${draft.id}`, { token: as('provider') });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await post(`/api/general/orders/details/${draft.id}`, 'provider')).statusCode).toBe(404);
    const sent = (await post('/api/general/orders/store', 'provider', newOrder())).json().data;
    await uploadPledges(sent.id);
    expect((await post(`/api/general/orders/send/${sent.id}`, 'provider')).statusCode).toBe(200);
    const refused = await t.call('DELETE', `/api/general/orders/destroy/${sent.id}`, { token: as('provider') });
    expect(refused.statusCode).toBe(409);
  });

  it('replaces a rejected pledge upload and refuses to send while one is rejected', async () => {
    const o = (await post('/api/general/orders/store', 'provider', newOrder())).json().data;
    await uploadPledges(o.id);
    const upload = (await details(o.id)).pledges.find((p: { uploads: unknown[] }) => p.uploads.length).uploads[0];
    const rejected = await post(`/api/general/orders/pledges/reject/${upload.id}`, 'kdana', { rejection_reason: 'التوقيع غير واضح' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const refused = await post(`/api/general/orders/send/${o.id}`, 'provider');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('There are pledges not uploaded or not processed');
    const f = formData({ pledge_id: upload.pledge_id }, { file: { name: 'again.pdf', content: pdf, type: 'application/pdf' } });
    expect((await t.call('POST', `/api/general/orders/pledges/upload/${o.id}`, { token: as('provider'), payload: f.payload, headers: f.headers })).statusCode).toBe(200);
    const statuses = (await details(o.id)).pledges.find((p: { pledge_id: number }) => p.pledge_id === upload.pledge_id).uploads.map((u: { status: string }) => u.status);
    expect(statuses).toEqual(['pending', 'replaced']);
    expect((await post(`/api/general/orders/send/${o.id}`, 'provider')).statusCode).toBe(200);
  });

  it('shows each party its own inbox, and the authority every order', async () => {
    const list = async (who: string) => {
      const res = await post('/api/general/orders/list?page=1', who, { paginate: 100 });
      expect(res.statusCode, res.body).toBe(200);
      expectContract('listOrders', 200, res.json());
      return res.json().data;
    };
    const all = await list('kdana');
    expect(all.total).toBeGreaterThan(20);
    for (const [who, field] of [
      ['provider', 'receiver_id'],
      ['design', 'design_office_id'],
      ['contractor', 'contracter_id'],
      ['consultant', 'consulting_id'],
    ] as const) {
      const mine = await list(who);
      expect(mine.total, who).toBeGreaterThan(0);
      expect(
        mine.data.every((o: Record<string, number>) => o[field] === ids[who]),
        who,
      ).toBe(true);
    }
    const filtered = await post('/api/general/orders/list?page=1', 'kdana', { status: 'licensed' });
    expect(filtered.json().data.data.every((o: { status: string }) => o.status === 'licensed')).toBe(true);
    expect(filtered.json().data.total).toBeGreaterThan(0);
  });

  it('seeds licensed orders and location orders whose QR codes verify, each under its own family', async () => {
    for (const [family, base] of [
      ['order', 'orders'],
      ['locationOrder', 'location-orders'],
    ] as const) {
      const [row] = await t.database.db
        .select({ token: orders.licenceToken })
        .from(orders)
        .where(and(eq(orders.status, 'licensed'), eq(orders.companyId, ids.provider), eq(orders.family, family)))
        .limit(1);
      const res = await t.call('GET', `/api/general/${base}/qr/${row!.token}`, { lang: 'ar' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.status).toMatch(/valid|expired/);
      // a code of one family is unknown to the other
      const other = base === 'orders' ? 'location-orders' : 'orders';
      expect((await t.call('GET', `/api/general/${other}/qr/${row!.token}`)).statusCode).toBe(404);
    }
    const location = await post('/api/general/location-orders/list?page=1', 'provider', { paginate: 100 });
    expect(location.statusCode).toBe(200);
    expect(location.json().data.data.every((o: { family: string }) => o.family === 'locationOrder')).toBe(true);
    // the demo's location orders stand in every status of their machine
    expect(new Set(location.json().data.data.map((o: { status: string }) => o.status))).toEqual(new Set(Object.keys(locationOrderMachine.root.states)));
  });
});

describe('orders: cancel requests', () => {
  /** A licensed order of provider@'s, reached through the calls. */
  async function licensed(): Promise<number> {
    const o = (await post('/api/general/orders/store', 'provider', newOrder())).json().data;
    await uploadPledges(o.id);
    for (const [url, who, body] of [
      [`/api/general/orders/send/${o.id}`, 'provider', {}],
      ['/api/general/orders/approve', 'design', { id: o.id }],
      ['/api/general/orders/updateBoth', 'provider', { id: o.id, contracter_id: ids.contractor, consulting_id: ids.consultant }],
      ['/api/general/orders/contracting', 'contractor', { id: o.id, status: 'approve' }],
      ['/api/general/orders/consulting', 'consultant', { id: o.id, status: 'approve' }],
      [`/api/general/location_order_sign/sign/${o.id}`, 'sharer', {}],
      [`/api/general/orders/send-to-tsleem/${o.id}`, 'provider', {}],
      ['/api/general/orders/approve', 'kdana', { id: o.id }],
    ] as const) {
      const res = await post(url, who, body);
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    }
    return o.id;
  }

  it('cancels an order only through a request the authority approves, keeping its reason', async () => {
    const draft = (await post('/api/general/orders/store', 'provider', newOrder())).json().data;
    const early = await post('/api/general/orders/canceled_requests/store', 'provider', { order_id: draft.id, reason: 'لا حاجة' });
    expect(early.statusCode).toBe(409);

    const id = await licensed();
    expect((await statusOf(id)).s).toBe('licensed');
    const filed = await post('/api/general/orders/canceled_requests/store', 'provider', { order_id: id, reason: 'تغيرت خطة الموسم' });
    expect(filed.statusCode, filed.body).toBe(200);
    expectContract('storeOrderCancelRequest', 200, filed.json());
    expect(filed.json().data).toMatchObject({ status: 'pending', type: 'order' });
    const twice = await post('/api/general/orders/canceled_requests/store', 'provider', { order_id: id, reason: 'مرة أخرى' });
    expect(twice.statusCode).toBe(409);

    // the company cannot decide its own request; the desk does
    const self = await post('/api/general/orders/canceled_requests/change_request_status', 'provider', { id: filed.json().data.id, status: 'approved' });
    expect(self.statusCode).toBe(403);
    const noReason = await post('/api/general/orders/canceled_requests/change_request_status', 'kdana', { id: filed.json().data.id, status: 'rejected' });
    expect(noReason.statusCode).toBe(422);
    const approved = await post('/api/general/orders/canceled_requests/change_request_status', 'kdana', { id: filed.json().data.id, status: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe('approved');
    const order = await details(id);
    expect(order).toMatchObject({ status: 'cancelled', cancel_reason: 'تغيرت خطة الموسم' });
    const again = await post('/api/general/orders/canceled_requests/change_request_status', 'kdana', { id: filed.json().data.id, status: 'rejected', rejection_reason: 'x' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'This request has already been decided', code: '104' });
    // the cancelled order's licence no longer verifies as valid
    const token = (await t.call('GET', `/api/general/orders/license/${id}`, { token: as('provider') })).json().data.verify_path;
    expect((await t.call('GET', `/api/general${token}`)).json().data).toMatchObject({ valid: 0, status: 'cancelled' });
  });

  it('replaces the contractor through an approved request, never with a blacklisted company', async () => {
    const id = await licensed();
    const [banned] = await t.database.db.select({ id: companyBlacklist.companyId }).from(companyBlacklist).limit(1);
    const refused = await post('/api/general/orders/canceled_requests/update_contractor', 'provider', { order_id: id, contracter_id: banned!.id, reason: 'تأخر' });
    expect(refused.statusCode).toBe(422);
    const candidates = (await post('/api/general/orders/updateContractorsList', 'provider', { type: 'contractor' })).json().data as Array<{ id: number }>;
    const next = candidates.find((c) => c.id !== ids.contractor)!.id;
    const filed = await post('/api/general/orders/canceled_requests/update_contractor', 'provider', { order_id: id, contracter_id: next, reason: 'تأخر المقاول' });
    expect(filed.statusCode, filed.body).toBe(200);
    const approved = await post('/api/general/orders/canceled_requests/change_request_status', 'kdana', { id: filed.json().data.id, status: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await details(id)).toMatchObject({ status: 'licensed', contracter_id: next });
    const listed = await post('/api/general/orders/canceled_requests/list?page=1', 'provider', { order_id: id });
    expect(listed.statusCode).toBe(200);
    expectContract('listOrderCancelRequests', 200, listed.json());
    expect(listed.json().data.data.map((r: { type: string; status: string }) => [r.type, r.status])).toEqual([['contractor', 'approved']]);
  });
});

describe('orders: achievement reports and the blacklist', () => {
  it("takes the consultant's reports on a licensed order, makes the earlier undecided one old, and lets the desk decide once", async () => {
    const [order] = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'licensed'), eq(orders.family, 'order'), eq(orders.consultingId, ids.consultant)))
      .limit(1);
    const file = (name: string) => formData({ order_id: order!.id, progress: 60, achive_date: '2027-05-10', notes: 'جارٍ العمل' }, { file: { name, content: pdf, type: 'application/pdf' } });
    const asProvider = file('r.pdf');
    expect((await t.call('POST', '/api/general/orders/achive_reports/store', { token: as('provider'), payload: asProvider.payload, headers: asProvider.headers })).statusCode).toBe(403);
    const first = file('r1.pdf');
    const r1 = await t.call('POST', '/api/general/orders/achive_reports/store', { token: as('consultant'), payload: first.payload, headers: first.headers });
    expect(r1.statusCode, r1.body).toBe(200);
    expectContract('storeOrderReport', 200, r1.json());
    const second = file('r2.pdf');
    const r2 = await t.call('POST', '/api/general/orders/achive_reports/store', { token: as('consultant'), payload: second.payload, headers: second.headers });
    expect(r2.statusCode, r2.body).toBe(200);
    const old = await post(`/api/general/orders/achive_reports/details/${r1.json().data.id}`, 'kdana');
    expect(old.json().data.status).toBe('old');
    const approveOld = await post(`/api/general/orders/achive_reports/approve/${r1.json().data.id}`, 'kdana');
    expect(approveOld.statusCode).toBe(409);
    expect(approveOld.json().message).toBe('This report is old; a newer report replaced it');
    const noReason = await post(`/api/general/orders/achive_reports/disapprove/${r2.json().data.id}`, 'kdana', {});
    expect(noReason.statusCode).toBe(422);
    const approved = await post(`/api/general/orders/achive_reports/approve/${r2.json().data.id}`, 'kdana');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe('approve');
    const list = await post('/api/general/orders/achive_reports/list?page=1', 'consultant', { order_id: order!.id });
    expectContract('listOrderReports', 200, list.json());
    expect(list.json().data.data.every((r: { company_id: number }) => r.company_id === ids.consultant)).toBe(true);
    // a draft order takes no report
    const draft = (await post('/api/general/orders/store', 'provider', newOrder())).json().data;
    const early = formData({ order_id: draft.id, progress: 5, achive_date: '2027-05-10' }, { file: { name: 'e.pdf', content: pdf, type: 'application/pdf' } });
    expect((await t.call('POST', '/api/general/orders/achive_reports/store', { token: as('consultant'), payload: early.payload, headers: early.headers })).statusCode).toBe(404);
  });

  it('blacklists a company once, keeps it out of the candidates, and lifts the ban', async () => {
    const candidates = async () => ((await post('/api/general/orders/updateContractorsList', 'provider', { type: 'contractor' })).json().data as Array<{ id: number }>).map((c) => c.id);
    expect(await candidates()).toContain(ids.contractor);
    expect((await post('/api/general/orders/blacklist/store', 'provider', { company_id: ids.contractor, reason: 'x' })).statusCode).toBe(403);
    const added = await post('/api/general/orders/blacklist/store', 'kdana', { company_id: ids.contractor, reason: 'تأخير متكرر' });
    expect(added.statusCode, added.body).toBe(200);
    expectContract('storeOrderBlacklist', 200, added.json());
    expect((await post('/api/general/orders/blacklist/store', 'kdana', { company_id: ids.contractor, reason: 'مرة أخرى' })).statusCode).toBe(409);
    expect((await post('/api/general/orders/blacklist/store', 'kdana', { company_id: ids.provider, reason: 'ليس مقاولاً' })).statusCode).toBe(422);
    expect(await candidates()).not.toContain(ids.contractor);
    const listed = await post('/api/general/orders/blacklist/list?page=1', 'kdana', {});
    expectContract('listOrderBlacklist', 200, listed.json());
    expect(listed.json().data.total).toBeGreaterThanOrEqual(2);
    const lifted = await t.call('DELETE', `/api/general/orders/blacklist/destroy/${added.json().data.id}`, { token: as('kdana') });
    expect(lifted.statusCode).toBe(200);
    expect(await candidates()).toContain(ids.contractor);
  });
});

describe('location orders: the location catalogue', () => {
  const base = '/api/general/location-orders';
  let locationLines: Array<{ service_id: number; specialist_id: number }>;
  let locationRequired: number[];
  let allLocationPledges: number[];
  /** an id of the orders' catalogue that the location catalogue does not have */
  let ordersOnlyService: number;
  let ordersOnlySpecialty: number;
  let ordersOnlyPledge: number;

  const newLocationOrder = (overrides: Record<string, unknown> = {}) => newOrder({ title: 'تظليل ممر المشاة', services: locationLines, ...overrides });
  const locationDetails = async (id: number, who = 'provider', lang: 'ar' | 'en' = 'en') => {
    const res = await post(`${base}/details/${id}`, who, {}, lang);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const orderCount = async () => (await t.database.db.select({ id: orders.id }).from(orders)).length;
  async function uploadLocationPledges(orderId: number, ids = locationRequired) {
    for (const pledgeId of ids) {
      const f = formData({ pledge_id: pledgeId }, { file: { name: 'signed.pdf', content: pdf, type: 'application/pdf' } });
      const res = await t.call('POST', `${base}/pledges/upload/${orderId}`, { token: as('provider'), payload: f.payload, headers: f.headers });
      expect(res.statusCode, res.body).toBe(200);
    }
  }

  beforeAll(async () => {
    const db = t.database.db;
    locationLines = (await db.select({ id: locationServices.id, specialist: locationServices.specialistId }).from(locationServices).orderBy(locationServices.id).limit(2)).map((s) => ({
      service_id: s.id,
      specialist_id: s.specialist,
    }));
    expect(locationLines.length).toBe(2);
    allLocationPledges = (await db.select({ id: locationPledges.id }).from(locationPledges)).map((p) => p.id);
    locationRequired = (await db.select({ id: locationPledges.id }).from(locationPledges).where(eq(locationPledges.isRequired, true))).map((p) => p.id);
    expect(locationRequired.length).toBeGreaterThan(0);
    const locationServiceIds = new Set((await db.select({ id: locationServices.id }).from(locationServices)).map((r) => r.id));
    const locationSpecialtyIds = new Set((await db.select({ id: locationSpecialists.id }).from(locationSpecialists)).map((r) => r.id));
    ordersOnlyService = (await db.select({ id: services.id }).from(services)).map((r) => r.id).find((id) => !locationServiceIds.has(id))!;
    ordersOnlySpecialty = (await db.select({ id: specialists.id }).from(specialists)).map((r) => r.id).find((id) => !locationSpecialtyIds.has(id))!;
    ordersOnlyPledge = (await db.select({ id: pledges.id }).from(pledges)).map((r) => r.id).find((id) => !allLocationPledges.includes(id))!;
    expect([ordersOnlyService, ordersOnlySpecialty, ordersOnlyPledge].every((id) => id > 0)).toBe(true);
  });

  it("stores a location order with location services, and refuses one of the orders' services (422 on the line) changing nothing", async () => {
    const created = await post(`${base}/store`, 'provider', newLocationOrder());
    expect(created.statusCode, created.body).toBe(201);
    const order = await locationDetails(created.json().data.id);
    expectContract('locationOrderDetails', 200, { message: 'ok', data: order });
    expect(order.services.map((l: { service_id: number; specialist_id: number }) => [l.service_id, l.specialist_id])).toEqual(locationLines.map((l) => [l.service_id, l.specialist_id]));
    const [named] = await t.database.db.select({ name: locationServices.name }).from(locationServices).where(eq(locationServices.id, locationLines[0]!.service_id));
    expect(order.services[0].service.name).toBe(named!.name);
    const stored = await t.database.db.select().from(orderServices).where(eq(orderServices.orderId, order.id));
    expect(stored.every((l) => l.serviceId === null && l.specialistId === null && l.locationServiceId !== null)).toBe(true);

    // an orders-only service, or an orders-only specialty, is not of this family's catalogue
    const before = await orderCount();
    const wrongService = await post(`${base}/store`, 'provider', newLocationOrder({ services: [{ service_id: ordersOnlyService, specialist_id: locationLines[0]!.specialist_id }] }));
    expect(wrongService.statusCode).toBe(422);
    expect(wrongService.json().errors['services.0.service_id']).toEqual(['The selected service does not exist']);
    const wrongSpecialty = await post(`${base}/store`, 'provider', newLocationOrder({ services: [{ service_id: locationLines[0]!.service_id, specialist_id: ordersOnlySpecialty }] }));
    expect(wrongSpecialty.statusCode).toBe(422);
    expect(wrongSpecialty.json().errors['services.0.specialist_id']).toEqual(['The selected specialty does not exist']);
    expect(await orderCount()).toBe(before);

    // nor on an update: the lines stay as they were
    const version = (await statusOf(order.id)).v;
    const update = await post(`${base}/update/${order.id}`, 'provider', { ...newLocationOrder({ services: [{ service_id: ordersOnlyService }] }), version });
    expect(update.statusCode).toBe(422);
    expect(update.json().errors['services.0.service_id']).toEqual(['The selected service does not exist']);
    expect(await t.database.db.select().from(orderServices).where(eq(orderServices.orderId, order.id))).toEqual(stored);
    expect((await statusOf(order.id)).v).toBe(version);

    // and the orders' family refuses a location service the same way (when its id is not an order service too)
    const orderServiceIds = new Set((await t.database.db.select({ id: services.id }).from(services)).map((r) => r.id));
    const locationOnly = (await t.database.db.select({ id: locationServices.id }).from(locationServices)).map((r) => r.id).find((id) => !orderServiceIds.has(id));
    if (locationOnly) {
      const refused = await post('/api/general/orders/store', 'provider', newOrder({ services: [{ service_id: locationOnly }] }));
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors['services.0.service_id']).toEqual(['The selected service does not exist']);
    }
  });

  it('lists the location pledges in the details, takes only theirs, and refuses to send until the required ones are uploaded', async () => {
    const id = (await post(`${base}/store`, 'provider', newLocationOrder())).json().data.id as number;
    const order = await locationDetails(id);
    expect(order.pledges.map((p: { pledge_id: number }) => p.pledge_id).sort((a: number, b: number) => a - b)).toEqual([...allLocationPledges].sort((a, b) => a - b));
    expect(order.pledges.filter((p: { is_required: number }) => p.is_required).length).toBe(locationRequired.length);
    expect(order.facts).toMatchObject({ serviceCount: 2, servicesWithoutSpecialty: 0, pledgesOutstanding: locationRequired.length });

    // an orders-only pledge is not one of a location order's
    const f = formData({ pledge_id: ordersOnlyPledge }, { file: { name: 'signed.pdf', content: pdf, type: 'application/pdf' } });
    const wrong = await t.call('POST', `${base}/pledges/upload/${id}`, { token: as('provider'), payload: f.payload, headers: f.headers, lang: 'en' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.pledge_id).toEqual(['The selected pledge does not exist']);

    const before = await statusOf(id);
    const early = await post(`${base}/send/${id}`, 'provider');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('There are pledges not uploaded or not processed');
    expect(await statusOf(id)).toEqual(before);
    // all but one required pledge: still refused
    await uploadLocationPledges(id, locationRequired.slice(1));
    expect((await post(`${base}/send/${id}`, 'provider')).json().message).toBe('There are pledges not uploaded or not processed');
    expect((await locationDetails(id)).facts.pledgesOutstanding).toBe(1);
    await uploadLocationPledges(id, locationRequired.slice(0, 1));
    const sent = await post(`${base}/send/${id}`, 'provider');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.status).toBe('design_review');
    const uploaded = (await locationDetails(id)).pledges.filter((p: { uploads: unknown[] }) => p.uploads.length).map((p: { pledge_id: number }) => p.pledge_id);
    expect(uploaded.sort((a: number, b: number) => a - b)).toEqual([...locationRequired].sort((a, b) => a - b));
  });

  it('finds location orders by a location specialty (specialist_id filter)', async () => {
    const specialty = locationLines[1]!.specialist_id;
    const id = (await post(`${base}/store`, 'provider', newLocationOrder({ services: [locationLines[1]] }))).json().data.id as number;
    const res = await post(`${base}/list?page=1`, 'kdana', { specialist_id: specialty, paginate: 100 });
    expect(res.statusCode, res.body).toBe(200);
    expectContract('listLocationOrders', 200, res.json());
    const found = res.json().data.data as Array<{ id: number }>;
    expect(found.map((o) => o.id)).toContain(id);
    for (const o of found.slice(0, 5)) {
      const lines = (await locationDetails(o.id, 'kdana')).services as Array<{ specialist_id: number | null }>;
      expect(lines.map((l) => l.specialist_id)).toContain(specialty);
    }
    const none = await post(`${base}/list?page=1`, 'kdana', { specialist_id: 999999 });
    expect(none.json().data.total).toBe(0);
  });

  it("changes a location order's specialty only to a location specialty, and names each decision's step in the answer", async () => {
    const id = (await post(`${base}/store`, 'provider', newLocationOrder())).json().data.id as number;
    await uploadLocationPledges(id);
    const sent = await post(`${base}/send/${id}`, 'provider');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe('Submit order: done');

    const before = await statusOf(id);
    const wrong = await post(`${base}/add-specialist/${id}`, 'provider', { specialist: [ordersOnlySpecialty] });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.specialist).toEqual(['The selected specialty does not exist']);
    expect(await statusOf(id)).toEqual(before);
    const wanted = locationLines[1]!.specialist_id;
    const asked = await post(`${base}/add-specialist/${id}`, 'provider', { specialist: [wanted] });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().message).toBe('Request specialty change: done');
    const approved = await post(`${base}/approve-add-specialist/${id}`, 'design', { status: 'approve' }, 'ar');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().message).toBe('الموافقة على تغيير التخصص: تم');
    expect((await locationDetails(id)).services.every((l: { specialist_id: number }) => l.specialist_id === wanted)).toBe(true);

    const design = await post(`${base}/approve`, 'design', { id }, 'ar');
    expect(design.statusCode, design.body).toBe(200);
    expect(design.json().message).toBe('اعتماد التصميم: تم');
    const both = await post(`${base}/updateBoth`, 'provider', { id, contracter_id: ids.contractor, consulting_id: ids.consultant });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json().message).toBe('Choose contractor, Choose consultant: done');

    // the orders' family answers the same way, in both languages
    const o = (await post('/api/general/orders/store', 'provider', newOrder())).json().data;
    await uploadPledges(o.id);
    expect((await post(`/api/general/orders/send/${o.id}`, 'provider', {}, 'ar')).json().message).toBe('إرسال الطلب: تم');
    expect((await post('/api/general/orders/approve', 'design', { id: o.id })).json().message).toBe('Approve design: done');
  });

  it('names the step of a cancel-request and a pledge decision', async () => {
    const [licensed] = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'licensed'), eq(orders.family, 'locationOrder'), eq(orders.companyId, ids.provider)))
      .limit(1);
    const filed = await post(`${base}/canceled_requests/update_consultant`, 'provider', { order_id: licensed!.id, consulting_id: ids.design, reason: 'تعارض مصالح' });
    expect(filed.statusCode, filed.body).toBe(200);
    const rejected = await post(`${base}/canceled_requests/change_request_status`, 'kdana', { id: filed.json().data.id, status: 'rejected', rejection_reason: 'لا مبرر' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().message).toBe('Reject cancel request: done');

    const id = (await post(`${base}/store`, 'provider', newLocationOrder())).json().data.id as number;
    await uploadLocationPledges(id, locationRequired.slice(0, 1));
    const upload = (await locationDetails(id)).pledges.find((p: { uploads: unknown[] }) => p.uploads.length).uploads[0];
    const approved = await post(`${base}/pledges/approve/${upload.id}`, 'kdana', {}, 'ar');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().message).toBe('قبول المرفق: تم');
  });

  it('keeps a location service and a location pledge a location order uses: their deletes answer 409 and delete nothing', async () => {
    const made = await post('/api/general/location-services/store', 'admin', { name: 'خدمة اختبار الحذف', specialist_id: locationLines[0]!.specialist_id, count_day: 3 });
    expect(made.statusCode, made.body).toBe(201);
    const serviceId = made.json().data.id as number;
    const id = (await post(`${base}/store`, 'provider', newLocationOrder({ services: [{ service_id: serviceId, specialist_id: locationLines[0]!.specialist_id }] }))).json().data.id as number;
    const refused = await post(`/api/general/location-services/delete/${serviceId}`, 'admin');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe('It cannot be deleted: other records use it');
    expect(await t.database.db.select({ id: locationServices.id }).from(locationServices).where(eq(locationServices.id, serviceId))).toHaveLength(1);

    await uploadLocationPledges(id, locationRequired.slice(0, 1));
    const pledgeGone = await post(`/api/general/location-pledges/delete/${locationRequired[0]}`, 'admin');
    expect(pledgeGone.statusCode, pledgeGone.body).toBe(409);
    expect(await t.database.db.select({ id: locationPledges.id }).from(locationPledges).where(eq(locationPledges.id, locationRequired[0]!))).toHaveLength(1);

    // once no order uses it, it goes
    expect((await t.call('DELETE', `${base}/destroy/${id}`, { token: as('provider') })).statusCode).toBe(200);
    expect((await post(`/api/general/location-services/delete/${serviceId}`, 'admin')).statusCode).toBe(200);
  });
});
