/**
 * The shared list helper (server/http/list.ts) through the lists built on it: declared
 * filters, whitelisted sort with the id as tie-break, 1-based pages, the echoed filters,
 * and the total — exact up to the cap, PostgreSQL's estimate above it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectContract, type TestApp } from './harness';
import { EXACT_COUNT_CAP } from '../../server/http/list';

let t: TestApp;
let admin: string;
let provider: string;

type Row = { id: number; name: string; email: string; created_at: string; status: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@mashaer.test');
  provider = await t.login('provider@mashaer.test');
});
afterAll(async () => {
  await t?.close();
});

const list = async (url: string, body: Record<string, unknown>, page = 1, token = admin) => {
  const res = await t.call('POST', `${url}?page=${page}`, { token, body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: { data: Row[]; total: number; per_page: number; current_page: number; last_page: number; total_is_estimate: 0 | 1 }; filters: Record<string, unknown> };
};

/** Every row of a list, 100 a page. */
const everything = async (url: string, body: Record<string, unknown>) => {
  const rows: Row[] = [];
  for (let p = 1; ; p++) {
    const r = await list(url, { ...body, paginate: 100 }, p);
    rows.push(...r.data.data);
    if (p >= r.data.last_page) return rows;
  }
};

describe('filters, sort and paging', () => {
  it('sorts by a whitelisted field in either direction, ties broken by id', async () => {
    const first = await list('/api/users', { sort: 'name', direction: 'asc', paginate: 100 });
    expectContract('listUsers', 200, first);
    expect(first.filters).toEqual({ sort: 'name', direction: 'asc', paginate: 100 });
    const asc = await everything('/api/users', { sort: 'name', direction: 'asc' });
    // ties (equal names) in id order: compare with PostgreSQL's own order of the names
    const byName = new Map<string, number[]>();
    for (const u of asc) byName.set(u.name, [...(byName.get(u.name) ?? []), u.id]);
    for (const ids of byName.values()) expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const desc = await everything('/api/users', { sort: 'name', direction: 'desc' });
    expect(desc.map((u) => u.id)).toEqual([...asc].reverse().map((u) => u.id));
  });

  it('refuses a sort field the list does not declare (422)', async () => {
    const res = await t.call('POST', '/api/users', { token: admin, body: { sort: 'password_hash' } });
    expect(res.statusCode).toBe(422);
  });

  it('pages from 1 with the page size; pages do not overlap and cover the total', async () => {
    const all = await everything('/api/users', { status: 'active', sort: 'created_at', direction: 'desc' });
    const seen: number[] = [];
    const first = await list('/api/users', { status: 'active', paginate: 7 }, 1);
    expect(first.data).toMatchObject({ per_page: 7, current_page: 1, total: all.length, last_page: Math.ceil(all.length / 7), total_is_estimate: 0 });
    for (let p = 1; p <= first.data.last_page; p++) seen.push(...(await list('/api/users', { status: 'active', paginate: 7 }, p)).data.data.map((u) => u.id));
    expect(seen).toEqual(all.map((u) => u.id));
  });

  it('applies only declared filters, together', async () => {
    const res = await list('/api/users', { status: ['pending', 'review'], search: 'mashaer.test', paginate: 100 });
    expect(res.data.data.length).toBeGreaterThan(0);
    expect(res.data.data.every((u) => ['pending', 'review'].includes(u.status) && u.email.includes('mashaer.test'))).toBe(true);
    // % and _ are literal in a search
    expect((await list('/api/users', { search: '%' })).data.total).toBe(0);
  });

  it('keeps a scoped list scoped: a company sees only its own alliances', async () => {
    const all = await list('/api/general/alliance', { paginate: 100 });
    const own = await list('/api/general/alliance', { paginate: 100 }, 1, provider);
    expect(own.data.total).toBeLessThanOrEqual(all.data.total);
    expectContract('listAlliances', 200, own);
  });

  it('sorts roles, alliances and sent notifications by their declared keys', async () => {
    const roles = await list('/api/roles', { sort: 'users', direction: 'desc', paginate: 100 });
    const counts = (roles.data.data as unknown as Array<{ users_count: number }>).map((r) => r.users_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expectContract('listRoles', 200, roles);
    expectContract('listAlliances', 200, await list('/api/general/alliance', { sort: 'members', direction: 'asc' }));
    expectContract('listNotificationSends', 200, await list('/api/general/notification', { sort: 'recipients', direction: 'desc' }));
  });
});

describe('the total above the exact-count cap', () => {
  it(`counts exactly up to ${EXACT_COUNT_CAP} rows and estimates above, flagging it`, async () => {
    const exact = await list('/api/users', {});
    expect(exact.data.total_is_estimate).toBe(0);
    await t.database.execute(
      `insert into users (name, email, password_hash, type_id, status)
       select 'bulk ' || g, 'bulk' || g || '@load.test', 'x', (select id from account_types where code = 'service_provider'), 'active'
       from generate_series(1, ${EXACT_COUNT_CAP + 500}) g`,
    );
    await t.database.execute('analyze users');
    const big = await list('/api/users', { paginate: 10 });
    expect(big.data.total_is_estimate).toBe(1);
    expect(big.data.total).toBeGreaterThan(EXACT_COUNT_CAP);
    expect(big.data.data).toHaveLength(10);
    expectContract('listUsers', 200, big);
    // a filter that matches few rows is counted exactly again
    const few = await list('/api/users', { search: 'bulk7@load.test' });
    expect(few.data).toMatchObject({ total: 1, total_is_estimate: 0 });
    await t.database.execute(`delete from users where email like 'bulk%@load.test'`);
  });
});
