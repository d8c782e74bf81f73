/**
 * The readiness, temporary and car licences print and verify, through the real API on PGlite and on
 * PostgreSQL: approval gives the licence its QR code's token; the PDF is served to whoever may see the
 * record (409 before the licence is issued, 404 to another company); the QR's public check answers
 * valid, without a sign-in, and an unknown, forged or other kind's code is "licence not found".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { createTestApp, expectContract, type TestApp } from './harness';
import { users } from '../../server/db/schema';
import { readinessLicenses } from '../../server/features/readinessLicence/table';
import { tempLicenceOrders } from '../../server/features/tempLicenceOrders/table';

let t: TestApp;
let kdana: string;
let provider: string;
let sharer: string;
let providerId: number;

beforeAll(async () => {
  t = await createTestApp();
  // the sharer company may see these areas here (the demo gives them to service providers): another company's licence is still a 404
  await t.database.execute(
    `insert into role_permissions (role_id, permission_id)
     select ur.role_id, p.id from user_roles ur join users u on u.id = ur.user_id, permissions p
     where u.email = 'sharer@mashaer.test' and p.name = any($1)
     on conflict do nothing`,
    [['carLicense-view', 'temp-licenses-order-view', 'readiness-license-details']],
  );
  [kdana, provider, sharer] = await Promise.all(['kdana', 'provider', 'sharer'].map((p) => t.login(`${p}@mashaer.test`)));
  providerId = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'provider@mashaer.test')))[0]!.id;
});
afterAll(async () => {
  await t?.close();
});

const pdfOf = (url: string, token: string) => t.call('GET', url, { token, lang: 'en' });

/** The PDF is a PDF for the owner, 404 for another company; the QR's check is public and valid; other kinds' and forged codes are unknown. */
async function printsAndVerifies(opts: { pdf: string; check: string; otherCheck: string; verifyPath: string; operation: string; number: RegExp }) {
  const file = await pdfOf(opts.pdf, provider);
  expect(file.statusCode, file.body).toBe(200);
  expect(file.headers['content-type']).toBe('application/pdf');
  expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  expect((await pdfOf(opts.pdf, sharer)).statusCode).toBe(404);

  const token = opts.verifyPath.split('/').pop()!;
  const verified = await t.call('GET', `/api${opts.check}/${token}`, { lang: 'en' });
  expect(verified.statusCode, verified.body).toBe(200);
  expectContract(opts.operation, 200, verified.json());
  expect(verified.json().data).toMatchObject({ valid: 1, status: 'valid' });
  expect(verified.json().data.number).toMatch(opts.number);
  expect((await t.call('GET', `/api${opts.otherCheck}/${token}`)).statusCode).toBe(404);
  const forged = await t.call('GET', `/api${opts.check}/${'A'.repeat(32)}`, { lang: 'en' });
  expect(forged.statusCode).toBe(404);
  expect(forged.json().message).toBe('Licence not found: the code is unknown or forged');
  expect((await t.call('GET', `/api${opts.check}/short`)).statusCode).toBeGreaterThanOrEqual(400);
  return verified.json().data;
}

describe('licences print and verify', () => {
  it('a car licence: issued on approval, printed, and checked by its QR code', async () => {
    const created = await t.call('POST', '/api/general/licenseCarOrder/store', {
      token: provider,
      body: { plate_number: 'ر س ع 4321', car_type: 'حافلة', driver_name: 'سالم العتيبي', driver_id_number: '1012345678' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    expect(created.json().data.verify_path).toBeNull();
    // no licence before the approval
    const early = await pdfOf(`/api/general/licenseCarOrder/license/${id}/pdf`, provider);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('The licence has not been issued yet');

    const approved = await t.call('POST', `/api/general/licenseCarOrder/transition/${id}`, { token: kdana, body: { event: 'APPROVE' } });
    expect(approved.statusCode, approved.body).toBe(200);
    const viewed = (await t.call('GET', `/api/general/licenseCarOrder/edit/${id}`, { token: provider })).json().data;
    expect(viewed.approved_at).toBeTruthy();
    expect(viewed.verify_path).toMatch(/^\/request-licenses\/qr\/[A-Za-z0-9_-]{32}$/);
    const check = await printsAndVerifies({
      pdf: `/api/general/licenseCarOrder/license/${id}/pdf`,
      check: '/general/licenseCarOrder/qr',
      otherCheck: '/general/temp_license_order/qr',
      verifyPath: viewed.verify_path,
      operation: 'verifyCarLicence',
      number: new RegExp(`^CL-\\d{4}-${String(id).padStart(5, '0')}$`),
    });
    expect(check).toMatchObject({ title: 'Vehicle Licence', camp: '', vehicle: 'حافلة — ر س ع 4321', valid_until: null });
  });

  it('a temporary licence: issued on approval, printed with its answers, and checked by its QR code', async () => {
    // a pending order of the provider's with its kroky: the authority approves it
    const [pending] = await t.database.db
      .select({ id: tempLicenceOrders.id })
      .from(tempLicenceOrders)
      .where(and(eq(tempLicenceOrders.companyId, providerId), eq(tempLicenceOrders.status, 'pending'), isNotNull(tempLicenceOrders.krokyDocumentFileId)))
      .limit(1);
    const early = await pdfOf(`/api/general/temp_license_order/license/${pending!.id}/pdf`, provider);
    expect(early.statusCode).toBe(409);
    const approved = await t.call('POST', `/api/general/temp_license_order/approve/${pending!.id}`, { token: kdana, body: {} });
    expect(approved.statusCode, approved.body).toBe(200);
    const details = (await t.call('GET', `/api/general/temp_license_order/details/${pending!.id}`, { token: provider })).json().data;
    expect(details.verify_path).toMatch(/^\/temp-licenses-order\/qr\/[A-Za-z0-9_-]{32}$/);
    const check = await printsAndVerifies({
      pdf: `/api/general/temp_license_order/license/${pending!.id}/pdf`,
      check: '/general/temp_license_order/qr',
      otherCheck: '/simple-readiness-license/qr',
      verifyPath: details.verify_path,
      operation: 'verifyTempLicence',
      number: new RegExp(`^TL-\\d{4}-${String(pending!.id).padStart(5, '0')}$`),
    });
    expect(check).toMatchObject({ title: 'Temporary Licence', camp: details.camp_name, valid_until: null });
  });

  it("a readiness licence: the demo's approved licences carry their QR code, print and verify until their end date", async () => {
    const [approved] = await t.database.db
      .select({ id: readinessLicenses.id, expiresAt: readinessLicenses.expiresAt })
      .from(readinessLicenses)
      .where(and(eq(readinessLicenses.companyId, providerId), eq(readinessLicenses.status, 'approved')))
      .limit(1);
    const details = (await t.call('GET', `/api/simple-readiness-license/details/${approved!.id}`, { token: provider })).json().data;
    expect(details.qr).toMatch(/^\/readiness-license\/qr\/[A-Za-z0-9_-]{32}$/);
    const check = await printsAndVerifies({
      pdf: `/api/simple-readiness-license/license/${approved!.id}/pdf`,
      check: '/simple-readiness-license/qr',
      otherCheck: '/general/licenseCarOrder/qr',
      verifyPath: details.qr,
      operation: 'verifyReadinessLicence',
      number: new RegExp(`^RL-\\d{4}-${String(approved!.id).padStart(5, '0')}$`),
    });
    expect(check).toMatchObject({ title: 'Readiness Licence', valid_until: approved!.expiresAt!.toISOString().slice(0, 10) });
    // a request still pending has no licence
    const [pending] = await t.database.db
      .select({ id: readinessLicenses.id })
      .from(readinessLicenses)
      .where(and(eq(readinessLicenses.companyId, providerId), eq(readinessLicenses.status, 'pending')))
      .limit(1);
    expect((await pdfOf(`/api/simple-readiness-license/license/${pending!.id}/pdf`, provider)).statusCode).toBe(409);
    expect((await t.call('GET', `/api/simple-readiness-license/details/${pending!.id}`, { token: provider })).json().data.qr).toBeNull();
  });

  it('a licence that no longer stands is checked as cancelled', async () => {
    const [approved] = await t.database.db
      .select({ id: tempLicenceOrders.id, token: tempLicenceOrders.licenceToken })
      .from(tempLicenceOrders)
      .where(and(eq(tempLicenceOrders.status, 'approved'), isNotNull(tempLicenceOrders.licenceToken)))
      .limit(1);
    // the record left the approved status by hand (no event withdraws a temporary licence yet): its code still answers, as cancelled
    await t.database.db.update(tempLicenceOrders).set({ status: 'rejected' }).where(eq(tempLicenceOrders.id, approved!.id));
    const res = await t.call('GET', `/api/general/temp_license_order/qr/${approved!.token}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ valid: 0, status: 'cancelled' });
  });
});
