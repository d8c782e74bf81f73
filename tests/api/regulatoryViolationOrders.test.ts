/**
 * Regulatory violations (spec 001 §2, §3 Violation form, §5, §6, §7): the API as the screens use it, on PGlite and on
 * PostgreSQL — the desk writes a draft against a handed-over camp, issues it (the company is told and now sees it),
 * makes its notice ready with the logos; the company reads its own and writes nothing; refusals change nothing.
 * Made by `npm run new:area`, grown with the area's rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectContract, formData, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let gov: string;
let provider: string;
let otherCompany: string;
/** a camp handed over to the demo provider, and the provider's company id */
let camp: number;
let providerId: number;
/** a camp never handed over (made here) */
let bareCamp: number;

const png = (n: number) => ({ name: `photo-${n}.png`, content: Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(16, n)]), type: 'image/png' });
const pdf = { name: 'scan.pdf', content: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'), type: 'application/pdf' };

/** A write as the screen sends it: form data (the area has file fields). */
const send = (url: string, token: string, body: Record<string, string | number | number[]>, files: Record<string, { name: string; content: Buffer; type?: string }> = {}, lang?: 'ar' | 'en') => {
  const f = formData(body, files);
  return t.call('POST', url, { token, payload: f.payload, headers: f.headers, ...(lang ? { lang } : {}) });
};
const draft = (n: number, over: Record<string, string | number> = {}) => ({ title: `مخالفة تجريبية ${n}`, camp_id: camp, body: `نص المخالفة التجريبية ${n}`, ...over });
const count = async () => Number((await t.database.execute('select count(*)::int as n from regulatory_violation_orders')).rows[0]!.n);
const get = (id: number, token: string) => t.call('GET', `/api/regulatory-violation-order/${id}`, { token });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@mashaer.test');
  gov = await t.login('gov@mashaer.test');
  provider = await t.login('provider@mashaer.test');
  otherCompany = await t.login('sharer@mashaer.test');
  const handed = await t.database.execute(
    `select a.camp_id, a.receiver_company_id from assign_camps a join users u on u.id = a.receiver_company_id
     where a.status = 'deliverd' and u.email = 'provider@mashaer.test' order by a.id limit 1`,
  );
  camp = Number(handed.rows[0]!.camp_id);
  providerId = Number(handed.rows[0]!.receiver_company_id);
  const square = await t.call('POST', '/api/general/squares/store', { token: admin, body: { name: 'مربع اختبار المخالفات', name_en: 'Violations test square', code: 'VT-1' } });
  const made = await t.call('POST', '/api/general/camps/store', { token: admin, body: { name: 'مخيم غير مسلم', name_en: 'Camp not handed over', square_id: square.json().data.id, capacity: 10 } });
  expect(made.statusCode, made.body).toBe(201);
  bareCamp = made.json().data.id;
});
afterAll(async () => {
  await t?.close();
});

describe('regulatory violations', () => {
  it('goes from a draft the company cannot see, through issue (the company is told), to a ready notice', async () => {
    const created = await send('/api/regulatory-violation-order/store', gov, draft(1));
    expect(created.statusCode, created.body).toBe(201);
    expectContract('createRegulatoryViolationOrder', 201, created.json());
    const v = created.json().data;
    expect(v).toMatchObject({ status: 'draft', company_id: providerId, images: [], issued_at: null });
    expect(v.company_name).toEqual(expect.any(String));

    // a draft is the desk's: the company neither lists nor opens it
    expect((await get(v.id, provider)).statusCode).toBe(404);
    const theirs = await t.call('POST', '/api/regulatory-violation-order?page=1', { token: provider, body: { paginate: 100 } });
    expect(theirs.json().data.data.map((r: { id: number }) => r.id)).not.toContain(v.id);

    // issuing needs a stored image: refused with 422 on images, nothing changed
    const early = await t.call('POST', `/api/regulatory-violation-order/transition/${v.id}`, { token: gov, body: { event: 'ISSUE', version: v.version }, lang: 'en' });
    expect(early.statusCode, early.body).toBe(422);
    expect(early.json().errors).toHaveProperty('images');
    expect((await get(v.id, gov)).json().data).toMatchObject({ status: 'draft', version: v.version });
    // a payload cannot vouch for images never stored: the event carries nothing
    const vouched = await t.call('POST', `/api/regulatory-violation-order/transition/${v.id}`, { token: gov, body: { event: 'ISSUE', version: v.version, images: ['x.jpg'] } });
    expect(vouched.statusCode).toBe(422);
    expect((await get(v.id, gov)).json().data.status).toBe('draft');

    // the draft gets its photographs (the machine's UPDATE), then is issued
    const edited = await send(`/api/regulatory-violation-order/update/${v.id}`, gov, { ...draft(1), version: v.version }, { 'images[0]': png(1), 'images[1]': png(2) });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.images).toHaveLength(2);
    const issued = await t.call('POST', `/api/regulatory-violation-order/transition/${v.id}`, { token: gov, body: { event: 'ISSUE', version: edited.json().data.version } });
    expect(issued.statusCode, issued.body).toBe(200);
    expectContract('transitionRegulatoryViolationOrder', 200, issued.json());
    expect(issued.json().data.status).toBe('issued');
    expect(issued.json().data.issued_at).toEqual(expect.any(String));

    // the company's bell rings with a link to it, and the company now sees it and its photographs
    const bell = await t.database.execute('select message_en, link from notifications where user_id = $1 order by id desc limit 1', [providerId]);
    expect(bell.rows[0]).toMatchObject({ link: `/regulatory-violation-order/${v.id}` });
    expect(String(bell.rows[0]!.message_en)).toContain('regulatory violation');
    const seen = await get(v.id, provider);
    expect(seen.statusCode).toBe(200);
    expect((await t.call('GET', seen.json().data.images[0].url, { token: provider })).statusCode).toBe(200);
    expect((await get(v.id, otherCompany)).statusCode).toBe(404);
    expect((await t.call('GET', seen.json().data.images[0].url, { token: otherCompany })).statusCode).not.toBe(200);

    // issued: no more edits, no discarding
    const late = await send(`/api/regulatory-violation-order/update/${v.id}`, gov, { ...draft(2), version: issued.json().data.version });
    expect(late.statusCode).toBe(409);
    expect((await t.call('POST', `/api/regulatory-violation-order/delete/${v.id}`, { token: gov })).statusCode).toBe(409);

    // the notice needs its logos (spec 001 §5): one missing is a 422 on it, nothing changed
    const noFooter = await send(`/api/regulatory-violation-order/ready/${v.id}`, gov, { version: issued.json().data.version }, { header_logo_1: png(5), header_logo_2: png(6) }, 'en');
    expect(noFooter.statusCode, noFooter.body).toBe(422);
    expect(noFooter.json().errors).toHaveProperty('footer_logo');
    expect((await get(v.id, gov)).json().data).toMatchObject({ status: 'issued', header_logo_1: null });
    // the logos must be images
    const scanned = await send(`/api/regulatory-violation-order/ready/${v.id}`, gov, { version: issued.json().data.version }, { header_logo_1: pdf, header_logo_2: png(6), footer_logo: png(7) });
    expect(scanned.statusCode).toBe(422);
    expect(scanned.json().errors).toHaveProperty('header_logo_1');
    // the company may read it but not make it ready
    expect((await send(`/api/regulatory-violation-order/ready/${v.id}`, provider, {}, { header_logo_1: png(5), header_logo_2: png(6), footer_logo: png(7) })).statusCode).toBe(403);
    const ready = await send(`/api/regulatory-violation-order/ready/${v.id}`, gov, { version: issued.json().data.version }, { header_logo_1: png(5), header_logo_2: png(6), footer_logo: png(7) });
    expect(ready.statusCode, ready.body).toBe(200);
    expectContract('readyRegulatoryViolationOrder', 200, ready.json());
    expect(ready.json().data).toMatchObject({ status: 'ready', header_logo_1: { mime: 'image/png' }, footer_logo: { mime: 'image/png' } });
    expect(ready.json().data.ready_at).toEqual(expect.any(String));

    const history = await t.database.execute("select event from workflow_history where workflow = 'violation' and record_id = $1 order by id", [v.id]);
    expect(history.rows.map((r) => r.event)).toEqual(['CREATE', 'UPDATE', 'ISSUE', 'MAKE_READY']);
  });

  it('makes a notice ready with the logos the draft stored, without sending them again', async () => {
    const logos = { header_logo_1: png(11), header_logo_2: png(12), footer_logo: png(13) };
    const v = (await send('/api/regulatory-violation-order/store', admin, draft(3), { 'images[0]': png(3), ...logos })).json().data;
    const issued = (await t.call('POST', `/api/regulatory-violation-order/transition/${v.id}`, { token: admin, body: { event: 'ISSUE', version: v.version } })).json().data;
    const ready = await send(`/api/regulatory-violation-order/ready/${v.id}`, admin, { version: issued.version });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json().data.header_logo_1.id).toBe(v.header_logo_1.id);
    // ready is final: not again
    expect((await send(`/api/regulatory-violation-order/ready/${v.id}`, admin, {})).statusCode).toBe(409);
  });

  it('lists, searches, filters by camp and exports for the desk; a company lists only its own issued ones', async () => {
    const v = (await send('/api/regulatory-violation-order/store', gov, draft(4, { title: 'تسرب مياه قرب المطبخ' }))).json().data;
    const list = await t.call('POST', '/api/regulatory-violation-order?page=1', { token: gov, body: { paginate: 5 } });
    expect(list.statusCode).toBe(200);
    expectContract('listRegulatoryViolationOrders', 200, list.json());
    expect(list.json().data.data[0].id).toBe(v.id);
    const found = await t.call('POST', '/api/regulatory-violation-order?page=1', { token: gov, body: { search: 'تسرب مياه' } });
    expect(found.json().data.data.map((r: { id: number }) => r.id)).toEqual([v.id]);
    const byCamp = await t.call('POST', '/api/regulatory-violation-order?page=1', { token: gov, body: { camp_id: camp, paginate: 100 } });
    expect(byCamp.json().data.data.every((r: { camp_id: number }) => r.camp_id === camp)).toBe(true);
    const csv = await t.call('POST', '/api/regulatory-violation-order/export?format=csv', { token: gov, body: { search: 'تسرب مياه' }, lang: 'ar' });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('تسرب مياه قرب المطبخ');
    // the company's list: its own, none a draft (the demo has drafts on its camps too)
    const own = await t.call('POST', '/api/regulatory-violation-order?page=1', { token: provider, body: { paginate: 100 } });
    const rows = own.json().data.data as Array<{ status: string; company_id: number }>;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.company_id === providerId && r.status !== 'draft')).toBe(true);
    const ownCsv = await t.call('POST', '/api/regulatory-violation-order/export?format=csv', { token: provider, body: { search: 'تسرب مياه' } });
    expect(ownCsv.body).not.toContain('تسرب مياه قرب المطبخ');
  });

  it('leaves writing to the desk: a company holding the permissions gets 403 and nothing is stored', async () => {
    const before = await count();
    expect((await send('/api/regulatory-violation-order/store', provider, draft(5), { 'images[0]': png(1) })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/regulatory-violation-order/camps', { token: provider })).statusCode).toBe(403);
    const issued = await t.database.execute("select id, version from regulatory_violation_orders where company_id = $1 and status = 'issued' limit 1", [providerId]);
    const id = Number(issued.rows[0]!.id);
    expect((await t.call('POST', `/api/regulatory-violation-order/transition/${id}`, { token: provider, body: { event: 'ISSUE' } })).statusCode).toBe(403);
    expect((await t.call('POST', `/api/regulatory-violation-order/delete/${id}`, { token: provider })).statusCode).toBe(403);
    expect(await count()).toBe(before);
  });

  it("offers the desk the handed-over camps with their company, and refuses a camp not handed over or missing in the caller's language", async () => {
    const camps = await t.call('GET', '/api/regulatory-violation-order/camps', { token: gov });
    expect(camps.statusCode).toBe(200);
    const ids = camps.json().data.map((c: { id: number }) => c.id);
    expect(ids).toContain(camp);
    expect(ids).not.toContain(bareCamp);
    const before = await count();
    const bare = await send('/api/regulatory-violation-order/store', gov, draft(6, { camp_id: bareCamp }), {}, 'en');
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors.camp_id[0]).toMatch(/not been handed over/);
    const missing = await send('/api/regulatory-violation-order/store', gov, draft(6, { camp_id: 999999 }), {}, 'ar');
    expect(missing.json().errors.camp_id).toEqual(['المخيم المحدد غير موجود']);
    const blank = await send('/api/regulatory-violation-order/store', gov, draft(6, { title: '   ' }));
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toHaveProperty('title');
    const scan = await send('/api/regulatory-violation-order/store', gov, draft(6), { 'images[0]': pdf }, 'en');
    expect(scan.statusCode).toBe(422);
    expect(scan.json().errors.images[0]).toMatch(/must be an image/);
    expect(await count()).toBe(before);
  });

  it('keeps several images in order, drops the ones named to drop, and refuses more than 10', async () => {
    const res = await send('/api/regulatory-violation-order/store', admin, draft(8), { 'images[0]': png(1), 'images[1]': png(2) });
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json().data;
    expect(saved.images.map((f: { name: string }) => f.name)).toEqual(['photo-1.png', 'photo-2.png']);
    const [first, second] = saved.images as Array<{ id: number }>;
    const changed = await send(`/api/regulatory-violation-order/update/${saved.id}`, admin, { ...draft(8), version: saved.version, images_remove: [first!.id] }, { 'images[0]': png(3) });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.images.map((f: { name: string }) => f.name)).toEqual(['photo-2.png', 'photo-3.png']);
    expect(changed.json().data.images[0].id).toBe(second!.id);
    const notOurs = await send(`/api/regulatory-violation-order/update/${saved.id}`, admin, { ...draft(8), version: changed.json().data.version, images_remove: [first!.id] });
    expect(notOurs.statusCode).toBe(422);
    expect(notOurs.json().errors).toHaveProperty('images_remove');
    const tooMany = await send('/api/regulatory-violation-order/store', admin, draft(9), Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`images[${i}]`, png(i)])));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toHaveProperty('images');
    expect((await get(saved.id, admin)).json().data.images).toHaveLength(2);
  });

  it('discards a draft with an audit row, and answers 404 for a violation that does not exist', async () => {
    const v = (await send('/api/regulatory-violation-order/store', gov, draft(10))).json().data;
    expect((await t.call('POST', `/api/regulatory-violation-order/delete/${v.id}`, { token: gov })).statusCode).toBe(200);
    expect((await get(v.id, gov)).statusCode).toBe(404);
    const audit = await t.database.execute("select event from audit_log where entity = 'regulatory_violation_orders' and entity_id = $1 order by id", [v.id]);
    expect(audit.rows.map((r) => r.event)).toEqual(['CREATE', 'delete']);
    expect((await get(999999, gov)).statusCode).toBe(404);
    expect((await send('/api/regulatory-violation-order/update/999999', gov, draft(11))).statusCode).toBe(404);
    expect((await send('/api/regulatory-violation-order/ready/999999', gov, {})).statusCode).toBe(404);
  });
});
