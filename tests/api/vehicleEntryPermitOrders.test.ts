/**
 * Vehicle-entry permits through the real API on PGlite and on PostgreSQL: a company files an order (the shared form
 * rules answer 422 on the field and store nothing), edits it while pending (the machine's UPDATE: refused once
 * decided), the desk — staff and government entities — approves it (the permit is issued: PDF, public QR check until
 * the exit date) or rejects it with a reason; each company sees its own orders only. Started from `npm run new:area`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectContract, formData, type TestApp } from './harness';
import { camps } from '../../server/features/camps/table';

let t: TestApp;
let provider: string;
let sharer: string;
let gov: string;
let kdana: string;
let campId: number;
let otherCamp: number;
const P = '/api/general/vehicle-entry-permit-orders';

beforeAll(async () => {
  t = await createTestApp();
  // the sharer company may file orders here (the demo gives them to service providers): another company's is still a 404
  await t.database.execute(
    `insert into role_permissions (role_id, permission_id)
     select ur.role_id, p.id from user_roles ur join users u on u.id = ur.user_id, permissions p
     where u.email = 'sharer@mashaer.test' and p.name = any($1)
     on conflict do nothing`,
    [['vehicle-entry-index', 'vehicle-entry-create', 'vehicle-entry-details']],
  );
  [provider, sharer, gov, kdana] = await Promise.all(['provider', 'sharer', 'gov', 'kdana'].map((p) => t.login(`${p}@mashaer.test`)));
  // one of the provider's received camps, and a camp that is not theirs
  const theirs = await t.call('GET', `${P}/camps`, { token: provider });
  expectContract('vehicleEntryPermitCamps', 200, theirs.json());
  const ids = (theirs.json().data as Array<{ id: number }>).map((c) => c.id);
  expect(ids.length).toBeGreaterThan(0);
  campId = ids[0]!;
  otherCamp = (await t.database.db.select({ id: camps.id }).from(camps)).map((c) => c.id).find((id) => !ids.includes(id))!;
});
afterAll(async () => {
  await t?.close();
});

const order = (n: number, over: Record<string, string | number> = {}) => ({
  plate_number: `أ ب ج ${1000 + n}`,
  vehicle_type: 'شاحنة مياه',
  driver_name: 'فهد الحربي',
  driver_id_number: '1023456789',
  driver_mobile: '0551234567',
  camp_id: campId,
  entry_date: '2027-05-20',
  exit_date: '2027-05-28',
  purpose: 'توريد مياه الشرب للمخيم',
  ...over,
});
/** A write as the screen sends it: form data (the order may carry the vehicle's registration). */
const send = (url: string, token: string, body: Record<string, string | number>, lang?: 'ar' | 'en') => {
  const f = formData(body);
  return t.call('POST', url, { token, payload: f.payload, headers: f.headers, ...(lang ? { lang } : {}) });
};
const decide = (id: number, token: string, body: Record<string, unknown>) => t.call('POST', `${P}/transition/${id}`, { token, body, lang: 'en' });
const get = (id: number, token: string) => t.call('GET', `${P}/edit/${id}`, { token });

describe('vehicle-entry permits', () => {
  it('a company files an order, pending, with its mobile stored whole; it lists first for the company and the desk, with whose it is', async () => {
    const created = await send(`${P}/store`, provider, order(1));
    expect(created.statusCode, created.body).toBe(201);
    expectContract('createVehicleEntryPermitOrder', 201, created.json());
    const r = created.json().data;
    expect(r).toMatchObject({ status: 'pending', driver_mobile: '966551234567', verify_path: null, reject_reason: null, get_camp: { id: campId } });
    for (const token of [provider, gov]) {
      const list = await t.call('POST', `${P}?page=1`, { token, body: { paginate: 5 } });
      expectContract('listVehicleEntryPermitOrders', 200, list.json());
      expect(list.json().data.data[0].id).toBe(r.id);
    }
    const seen = (await get(r.id, gov)).json().data;
    expect(seen.company_name).toBeTruthy();
    const history = await t.database.execute("select event from workflow_history where workflow = 'vehicleEntryPermit' and record_id = $1", [r.id]);
    expect(history.rows.map((x) => x.event)).toEqual(['CREATE']);
  });

  it('refuses what breaks the form rules with a 422 on the field, in the caller’s language, and stores nothing', async () => {
    const before = (await t.database.execute('select count(*)::int as n from vehicle_entry_permit_orders')).rows[0]!.n;
    const cases: Array<[Record<string, string | number>, string, RegExp]> = [
      [{ driver_id_number: '12345' }, 'driver_id_number', /10 digits/],
      [{ driver_mobile: '0123' }, 'driver_mobile', /mobile number/],
      [{ exit_date: '2027-05-19' }, 'exit_date', /exit date must not be before the entry date/],
      [{ camp_id: 999999 }, 'camp_id', /camp does not exist/],
      [{ camp_id: otherCamp }, 'camp_id', /not one of your company’s received camps/],
      [{ plate_number: ' ' }, 'plate_number', /required/i],
    ];
    for (const [bad, field, message] of cases) {
      const res = await send(`${P}/store`, provider, order(2, bad), 'en');
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors[field]?.[0], field).toMatch(message);
    }
    const ar = await send(`${P}/store`, provider, order(2, { exit_date: '2027-05-01' }), 'ar');
    expect(ar.json().errors.exit_date[0]).toBe('تاريخ الخروج يجب ألا يسبق تاريخ الدخول');
    expect((await t.database.execute('select count(*)::int as n from vehicle_entry_permit_orders')).rows[0]!.n).toBe(before);
  });

  it('the company edits its order while pending (the machine’s UPDATE); an old version is a conflict', async () => {
    const r = (await send(`${P}/store`, provider, order(3))).json().data;
    const edited = await send(`${P}/update/${r.id}`, provider, { ...order(3, { vehicle_type: 'حافلة' }), version: r.version });
    expect(edited.statusCode, edited.body).toBe(200);
    expectContract('updateVehicleEntryPermitOrder', 200, edited.json());
    expect(edited.json().data).toMatchObject({ vehicle_type: 'حافلة', version: r.version + 1, status: 'pending' });
    expect((await send(`${P}/update/${r.id}`, provider, { ...order(3), version: r.version })).statusCode).toBe(409);
    const audit = await t.database.execute("select event from audit_log where entity = 'vehicle_entry_permit_orders' and entity_id = $1 order by id", [r.id]);
    expect(audit.rows.map((x) => x.event)).toEqual(['CREATE', 'UPDATE']);
  });

  it('the desk rejects with a reason (none is a 422 and changes nothing); a rejected order takes no edit and no second decision', async () => {
    const r = (await send(`${P}/store`, provider, order(4))).json().data;
    const bare = await decide(r.id, gov, { event: 'REJECT', reject_reason: '  ' });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors.reject_reason[0]).toBe('A reject cause is required');
    expect((await get(r.id, provider)).json().data.status).toBe('pending');
    // the company cannot decide its own order, though its role holds vehicle-entry-details
    expect((await decide(r.id, provider, { event: 'APPROVE' })).statusCode).toBe(403);
    const rejected = await decide(r.id, gov, { event: 'REJECT', reject_reason: 'الاستمارة منتهية' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().message).toBe('The order is rejected');
    expect(rejected.json().data).toMatchObject({ status: 'rejected', reject_reason: 'الاستمارة منتهية', verify_path: null });
    const edit = await send(`${P}/update/${r.id}`, provider, { ...order(4), version: rejected.json().data.version });
    expect(edit.statusCode).toBe(409);
    expect((await get(r.id, provider)).json().data.plate_number).toBe(order(4).plate_number);
    const again = await decide(r.id, gov, { event: 'REJECT', reject_reason: 'x' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The order is already rejected');
    expect((await t.call('GET', `${P}/file/${r.id}/pdf`, { token: provider, lang: 'en' })).statusCode).toBe(409);
  });

  it('approval issues the permit: its PDF for the company, its public QR check valid until the exit date; another kind’s code is unknown', async () => {
    const r = (await send(`${P}/store`, provider, order(5))).json().data;
    expect((await t.call('GET', `${P}/file/${r.id}/pdf`, { token: provider, lang: 'en' })).json().message).toBe('The licence has not been issued yet');
    const approved = await decide(r.id, kdana, { event: 'APPROVE', version: r.version });
    expect(approved.statusCode, approved.body).toBe(200);
    expectContract('transitionVehicleEntryPermitOrder', 200, approved.json());
    const d = approved.json().data;
    expect(d.approved_at).toBeTruthy();
    expect(d.verify_path).toMatch(/^\/vehicle-entry-permit-orders\/qr\/[A-Za-z0-9_-]{32}$/);
    expect((await decide(r.id, gov, { event: 'APPROVE' })).json().message).toBe('The permit is already approved');

    const pdf = await t.call('GET', `${P}/file/${r.id}/pdf`, { token: provider, lang: 'en' });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.call('GET', `${P}/file/${r.id}/pdf`, { token: sharer })).statusCode).toBe(404);

    const token = d.verify_path.split('/').pop();
    const check = await t.call('GET', `${P}/qr/${token}`, { lang: 'en' });
    expect(check.statusCode, check.body).toBe(200);
    expectContract('verifyVehicleEntryPermit', 200, check.json());
    expect(check.json().data).toMatchObject({
      valid: 1,
      status: 'valid',
      title: 'Vehicle-entry Permit',
      vehicle: `شاحنة مياه — ${order(5).plate_number}`,
      valid_until: '2027-05-28',
      number: `VP-${d.approved_at.slice(0, 4)}-${String(r.id).padStart(5, '0')}`,
    });
    expect((await t.call('GET', `/api/general/licenseCarOrder/qr/${token}`)).statusCode).toBe(404);
    expect((await t.call('GET', `${P}/qr/${'A'.repeat(32)}`)).statusCode).toBe(404);
  });

  it('a permit whose exit date has passed checks as expired', async () => {
    const r = (await send(`${P}/store`, provider, order(6, { entry_date: '2025-06-01', exit_date: '2025-06-03' }))).json().data;
    const d = (await decide(r.id, gov, { event: 'APPROVE' })).json().data;
    const check = await t.call('GET', `${P}/qr/${d.verify_path.split('/').pop()}`, { lang: 'en' });
    expect(check.json().data).toMatchObject({ valid: 0, status: 'expired', valid_until: '2025-06-03' });
  });

  it("keeps each company to its own orders: another company's is a 404 on every call and never listed", async () => {
    const own = (await send(`${P}/store`, provider, order(7))).json().data;
    expect((await get(own.id, sharer)).statusCode).toBe(404);
    expect((await send(`${P}/update/${own.id}`, sharer, { ...order(7), version: own.version })).statusCode).toBe(404);
    const listed = await t.call('POST', `${P}?page=1`, { token: sharer, body: { paginate: 100 } });
    expect(listed.json().data.data.map((x: { id: number }) => x.id)).not.toContain(own.id);
    expect((await get(999999, gov)).statusCode).toBe(404);
  });

  it('keeps the vehicle registration under its sniffed type and refuses a file that is not a PDF or an image', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    const ok = formData(order(8), { registration: { name: 'istimara.pdf', content: pdf, type: 'application/pdf' } });
    const res = await t.call('POST', `${P}/store`, { token: provider, payload: ok.payload, headers: ok.headers });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.registration.mime).toBe('application/pdf');
    // the desk may read it; another company may not
    const url = res.json().data.registration.url as string;
    expect((await t.call('GET', url, { token: gov })).statusCode).toBe(200);
    expect((await t.call('GET', url, { token: sharer })).statusCode).toBe(404);
    const bad = formData(order(9), { registration: { name: 'x.pdf', content: Buffer.from('MZ not a pdf'), type: 'application/pdf' } });
    const refused = await t.call('POST', `${P}/store`, { token: provider, payload: bad.payload, headers: bad.headers });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty('registration');
  });
});
