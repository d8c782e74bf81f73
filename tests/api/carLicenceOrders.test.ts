/**
 * Car licence requests (issue 13): every call as the screens use it, on PGlite and on PostgreSQL — the list
 * (POST general/licenseCarOrder?page), request, view, update, the spec's cancel (answering
 * data.licenseCarOrder.status) and the authority's approve and reject; the messages in both languages; a
 * company's requests are its own (another's is a 404); a rejected request can be neither viewed nor updated
 * ("You can't view or update a rejected licence request"); refused actions change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectContract, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let kdana: string;
let provider: string;
let otherCompany: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@mashaer.test');
  kdana = await t.login('kdana@mashaer.test');
  // the sharer company holds the area's permissions here (the demo gives them to service providers)
  await t.database.execute(
    `insert into role_permissions (role_id, permission_id)
     select ur.role_id, p.id from user_roles ur join users u on u.id = ur.user_id, permissions p
     where u.email = 'sharer@mashaer.test' and p.name = any($1)
     on conflict do nothing`,
    [['carLicense-index', 'carLicense-request', 'carLicense-view', 'carLicense-update']],
  );
  provider = await t.login('provider@mashaer.test');
  otherCompany = await t.login('sharer@mashaer.test');
});
afterAll(async () => {
  await t?.close();
});

type Lang = 'ar' | 'en';
const send = (url: string, token: string, body: Record<string, unknown> = {}, lang?: Lang) => t.call('POST', url, { token, body, ...(lang ? { lang } : {}) });
const view = (id: number, token: string, lang?: Lang) => t.call('GET', `/api/general/licenseCarOrder/edit/${id}`, { token, ...(lang ? { lang } : {}) });
const fields = (n: number) => ({ plate_number: `ب ت ث ${1000 + n}`, car_type: 'حافلة', driver_name: `سائق ${n}`, driver_id_number: `10${String(n).padStart(8, '0')}`, notes: `ملاحظة ${n}` });
let serial = 0;
async function request(token = provider): Promise<{ id: number; version: number; status: string; company_id: number }> {
  const res = await send('/api/general/licenseCarOrder/store', token, fields(++serial));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
const row = async (id: number) => (await t.database.execute('select status, version, plate_number, reject_reason from car_licence_orders where id = $1', [id])).rows[0];
const history = async (id: number) => (await t.database.execute("select event from workflow_history where workflow = 'carLicenceOrder' and record_id = $1 order by id", [id])).rows.map((r) => r.event);

describe('car licence requests', () => {
  it('are requested pending, listed newest first (5 a page when asked so), searched, viewed and updated', async () => {
    const created = await send('/api/general/licenseCarOrder/store', provider, fields(++serial), 'en');
    expect(created.statusCode, created.body).toBe(201);
    expectContract('createCarLicenceOrder', 201, created.json());
    expect(created.json().message).toBe('Car licence request sent');
    const record = created.json().data;
    expect(record.status).toBe('pending');
    expect(record.reject_reason).toBeNull();
    expect(record.company_name).toBeTruthy();

    const list = await send('/api/general/licenseCarOrder?page=1', provider, { paginate: 5 });
    expect(list.statusCode).toBe(200);
    expectContract('listCarLicenceOrders', 200, list.json());
    expect(list.json().data.per_page).toBe(5);
    expect(list.json().data.data.length).toBeLessThanOrEqual(5);
    expect(list.json().data.data[0].id).toBe(record.id);
    const found = await send('/api/general/licenseCarOrder?page=1', provider, { search: record.plate_number, status: 'pending' });
    expect(found.json().data.data.map((r: { id: number }) => r.id)).toEqual([record.id]);

    const shown = await view(record.id, provider);
    expect(shown.statusCode).toBe(200);
    expectContract('getCarLicenceOrder', 200, shown.json());

    const updated = await send(`/api/general/licenseCarOrder/update/${record.id}`, provider, { ...fields(900), version: record.version }, 'ar');
    expect(updated.statusCode, updated.body).toBe(200);
    expectContract('updateCarLicenceOrder', 200, updated.json());
    expect(updated.json().message).toBe('تم تعديل طلب ترخيص المركبة بنجاح');
    expect(updated.json().data).toMatchObject({ plate_number: fields(900).plate_number, status: 'pending', version: record.version + 1 });
    // the old version again: a conflict, nothing changed
    const stale = await send(`/api/general/licenseCarOrder/update/${record.id}`, provider, { ...fields(901), version: record.version });
    expect(stale.statusCode).toBe(409);
    expect((await row(record.id))!.plate_number).toBe(fields(900).plate_number);
    expect(await history(record.id)).toEqual(['CREATE', 'UPDATE']);
  });

  it('refuses bad input with 422 on the field, in both languages, and stores nothing', async () => {
    const count = async () => (await t.database.execute('select count(*)::int as n from car_licence_orders')).rows[0]!.n;
    const before = await count();
    const blank = await send('/api/general/licenseCarOrder/store', provider, { ...fields(1), plate_number: '   ' }, 'en');
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toHaveProperty('plate_number');
    const en = await send('/api/general/licenseCarOrder/store', provider, { ...fields(1), driver_id_number: '12345' }, 'en');
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.driver_id_number).toEqual(['The number must be exactly 10 digits and start with 1 or 7']);
    const ar = await send('/api/general/licenseCarOrder/store', provider, { ...fields(1), driver_id_number: '12345' }, 'ar');
    expect(ar.json().errors.driver_id_number).toEqual(['يجب أن يتكون الرقم من 10 أرقام ويبدأ بـ 1 أو 7']);
    const missing = await send('/api/general/licenseCarOrder/store', provider, {});
    expect(missing.statusCode).toBe(422);
    expect(await count()).toBe(before);

    // a bad update of a pending request: 422, the request unchanged
    const record = await request();
    const bad = await send(`/api/general/licenseCarOrder/update/${record.id}`, provider, { ...fields(2), driver_name: '' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('driver_name');
    expect(await row(record.id)).toMatchObject({ version: record.version, plate_number: fields(serial).plate_number });
  });

  it('is cancelled by its requester through the spec’s call (data.licenseCarOrder.status); cancelling twice is refused', async () => {
    const record = await request();
    const cancelled = await send(`/api/general/licenseCarOrder/cancel/${record.id}`, provider, {}, 'en');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expectContract('cancelCarLicenceOrder', 200, cancelled.json());
    expect(cancelled.json().message).toBe('Car licence request cancelled');
    expect(cancelled.json().data.licenseCarOrder.status).toBe('cancelled');
    const after = await row(record.id);

    const again = await send(`/api/general/licenseCarOrder/cancel/${record.id}`, provider, {}, 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'The request is already cancelled', code: '104' });
    const againAr = await send(`/api/general/licenseCarOrder/cancel/${record.id}`, provider, {}, 'ar');
    expect(againAr.json().message).toBe('الطلب ملغي مسبقاً');
    expect(await row(record.id)).toEqual(after);
    expect(await history(record.id)).toEqual(['CREATE', 'CANCEL']);

    // a cancelled request is not updated either: Unallowed action!, in both languages
    const update = await send(`/api/general/licenseCarOrder/update/${record.id}`, provider, fields(3), 'en');
    expect(update.statusCode).toBe(409);
    expect(update.json().message).toBe('Unallowed action!');
    expect((await send(`/api/general/licenseCarOrder/update/${record.id}`, provider, fields(3), 'ar')).json().message).toBe('إجراء غير مسموح!');
    expect(await row(record.id)).toEqual(after);
  });

  it('is approved by the authority; approving twice is refused', async () => {
    const record = await request();
    // the requester does not decide its own request
    expect((await send(`/api/general/licenseCarOrder/transition/${record.id}`, provider, { event: 'APPROVE' })).statusCode).toBe(403);
    const approved = await send(`/api/general/licenseCarOrder/transition/${record.id}`, kdana, { event: 'APPROVE' }, 'en');
    expect(approved.statusCode, approved.body).toBe(200);
    expectContract('transitionCarLicenceOrder', 200, approved.json());
    expect(approved.json()).toMatchObject({ message: 'Car licence request approved', data: { status: 'approved' } });
    const twice = await send(`/api/general/licenseCarOrder/transition/${record.id}`, admin, { event: 'APPROVE' }, 'en');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: 'The request is already approved', code: '104' });
    // an approved request is still viewed, and is neither cancelled nor updated
    expect((await view(record.id, provider)).statusCode).toBe(200);
    expect((await send(`/api/general/licenseCarOrder/cancel/${record.id}`, provider)).statusCode).toBe(409);
    expect((await send(`/api/general/licenseCarOrder/update/${record.id}`, provider, fields(4))).statusCode).toBe(409);
    expect((await row(record.id))!.status).toBe('approved');
  });

  it('is rejected with a reason; a rejected request can be neither viewed nor updated (spec 001 §8)', async () => {
    const record = await request();
    const noReason = await send(`/api/general/licenseCarOrder/transition/${record.id}`, kdana, { event: 'REJECT', reject_reason: ' ' }, 'en');
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reject_reason).toEqual(['A reject cause is required']);
    expect((await row(record.id))!.status).toBe('pending');

    const rejected = await send(`/api/general/licenseCarOrder/transition/${record.id}`, kdana, { event: 'REJECT', reject_reason: 'الاستمارة منتهية' }, 'ar');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ message: 'تم رفض طلب ترخيص المركبة', data: { status: 'rejected', reject_reason: 'الاستمارة منتهية' } });
    const after = await row(record.id);

    for (const token of [provider, admin]) {
      const en = await view(record.id, token, 'en');
      expect(en.statusCode).toBe(409);
      expect(en.json().message).toBe("You can't view or update a rejected licence request");
    }
    expect((await view(record.id, provider, 'ar')).json().message).toBe('لا يمكنك عرض أو تعديل طلب ترخيص مرفوض');
    const update = await send(`/api/general/licenseCarOrder/update/${record.id}`, provider, fields(5), 'en');
    expect(update.statusCode).toBe(409);
    expect(update.json().message).toBe("You can't view or update a rejected licence request");
    // fields the form's rules refuse (a blank plate) do not get past the lock either, and nothing changes
    expect((await send(`/api/general/licenseCarOrder/update/${record.id}`, provider, { ...fields(5), plate_number: '   ' })).statusCode).toBe(409);
    expect((await send(`/api/general/licenseCarOrder/cancel/${record.id}`, provider)).statusCode).toBe(409);
    expect(await row(record.id)).toEqual(after);
    // it stays in the list, with its status and reason
    const listed = await send('/api/general/licenseCarOrder?page=1', provider, { status: 'rejected', paginate: 100 });
    expect(listed.json().data.data.find((r: { id: number }) => r.id === record.id)).toMatchObject({ status: 'rejected', reject_reason: 'الاستمارة منتهية' });
  });

  it("keeps each company to its own requests: another company's is a 404 and never listed; staff see all", async () => {
    const own = await request(provider);
    for (const call of [
      () => view(own.id, otherCompany),
      () => send(`/api/general/licenseCarOrder/update/${own.id}`, otherCompany, fields(6)),
      () => send(`/api/general/licenseCarOrder/cancel/${own.id}`, otherCompany),
    ]) {
      expect((await call()).statusCode).toBe(404);
    }
    expect((await row(own.id))!.status).toBe('pending');
    const theirs = await send('/api/general/licenseCarOrder?page=1', otherCompany, { paginate: 100 });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data.data.map((r: { id: number }) => r.id)).not.toContain(own.id);
    const all = await send('/api/general/licenseCarOrder?page=1', kdana, { paginate: 100 });
    expect(all.json().data.data.map((r: { id: number }) => r.id)).toContain(own.id);
    expect((await view(own.id, kdana)).statusCode).toBe(200);
  });

  it('answers 404 for a request that does not exist, and never a 500 for nonsense', async () => {
    expect((await view(999999, admin)).statusCode).toBe(404);
    expect((await send('/api/general/licenseCarOrder/update/999999', provider, fields(7))).statusCode).toBe(404);
    expect((await send('/api/general/licenseCarOrder/cancel/999999', provider)).statusCode).toBe(404);
    expect((await send('/api/general/licenseCarOrder/transition/999999', kdana, { event: 'APPROVE' })).statusCode).toBe(404);
    expect((await send('/api/general/licenseCarOrder/transition/1', kdana, { event: 'CANCEL' })).statusCode).toBe(422);
    expect((await send('/api/general/licenseCarOrder/store', provider, { plate_number: ['x'], driver_id_number: 7 })).statusCode).toBe(422);
    expect((await t.call('GET', '/api/general/licenseCarOrder/edit/abc', { token: provider })).statusCode).toBe(422);
  });

  it('seeds requests in every status, the provider’s own in several', async () => {
    const statuses = await t.database.execute('select distinct status from car_licence_orders');
    expect(statuses.rows.map((r) => r.status).sort()).toEqual(['approved', 'cancelled', 'pending', 'rejected']);
    const mine = await t.database.execute("select distinct c.status from car_licence_orders c join users u on u.id = c.company_id where u.email = 'provider@mashaer.test'");
    expect(mine.rows.length).toBeGreaterThanOrEqual(3);
  });
});
