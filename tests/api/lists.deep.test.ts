/**
 * Deep pages (server/http/list.ts, page anchors): a page past ANCHOR_MIN_OFFSET starts from a
 * remembered row near it, read forwards or backwards, instead of skipping every row before it;
 * whichever way it is read, the page holds exactly the rows OFFSET would give, for every sort
 * direction and with a filter, and a short last page makes the total exact.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';
import { ANCHOR_MIN_OFFSET, EXACT_COUNT_CAP, clearAnchors } from '../../server/http/list';

let t: TestApp;
let admin: string;
const PER_PAGE = 100;
// past the exact-count cap, so the total is an estimate until a short last page says otherwise
const ROWS = Math.max(ANCHOR_MIN_OFFSET, EXACT_COUNT_CAP) + 1_750;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@mashaer.test');
  // equal names in runs of three, so the id breaks ties; a fifth of them pending
  await t.database.execute(
    `insert into users (name, email, password_hash, type_id, status, created_at)
     select 'deep ' || lpad((g / 3)::text, 6, '0'), 'deep' || g || '@load.test', 'x', (select id from account_types where code = 'service_provider'),
            case when g % 5 = 0 then 'pending' else 'active' end, now() - ((g % 997) || ' minutes')::interval
     from generate_series(1, ${ROWS}) g`,
  );
  await t.database.execute('analyze users');
});
afterAll(async () => {
  await t?.close();
});

const page = async (body: Record<string, unknown>, n: number) => {
  const res = await t.call('POST', `/api/users?page=${n}`, { token: admin, body: { ...body, paginate: PER_PAGE } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { data: Array<{ id: number }>; total: number; total_is_estimate: 0 | 1; last_page: number };
};

/** The same page by plain OFFSET, straight from the database. */
const byOffset = async (where: string, order: string, n: number) =>
  (await t.database.execute(`select id from users where deleted_at is null ${where} order by ${order} limit ${PER_PAGE} offset ${(n - 1) * PER_PAGE}`)).rows.map((r) => Number(r.id));

const cases: Array<{ name: string; body: Record<string, unknown>; where: string; order: string }> = [
  { name: 'newest first (the default)', body: {}, where: '', order: 'created_at desc, id desc' },
  { name: 'by name, ascending', body: { sort: 'name', direction: 'asc' }, where: '', order: 'name asc, id asc' },
  { name: 'by name, descending, active only', body: { sort: 'name', direction: 'desc', status: 'active' }, where: "and status = 'active'", order: 'name desc, id desc' },
];

describe('deep pages', () => {
  for (const c of cases) {
    it(`hold the rows OFFSET gives, reached from any side: ${c.name}`, async () => {
      clearAnchors();
      const first = ANCHOR_MIN_OFFSET / PER_PAGE + 2;
      // the first deep page is read by OFFSET; the next ones from the rows it remembered: forwards,
      // backwards, the same page again, then one a few pages on
      for (const n of [first, first + 1, first - 1, first - 2, first, first + 5]) {
        const got = (await page(c.body, n)).data.map((u) => u.id);
        expect(got, `page ${n}`).toEqual(await byOffset(c.where, c.order, n));
        expect(got).toHaveLength(PER_PAGE);
      }
    });
  }

  it('a short last page makes the estimated total exact', async () => {
    expect((await page({}, 1)).total_is_estimate).toBe(1);
    // one more account when the count happens to fill its last page
    let total = Number((await t.database.execute('select count(*)::int as n from users where deleted_at is null')).rows[0]!.n);
    if (total % PER_PAGE === 0) {
      await t.database.execute(`insert into users (name, email, password_hash, type_id) values ('deep extra', 'deep-extra@load.test', 'x', 2)`);
      total++;
    }
    const last = Math.ceil(total / PER_PAGE);
    const answer = await page({}, last);
    expect(answer.data).toHaveLength(total % PER_PAGE);
    expect(answer).toMatchObject({ total, total_is_estimate: 0, last_page: last });
  });
});
