/** Saved filters: named, per user and list; each user sees and deletes only their own. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectContract, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let kdana: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@mashaer.test');
  kdana = await t.login('kdana@mashaer.test');
});
afterAll(async () => {
  await t?.close();
});

const store = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/saved-filters/store', { token, body });
const index = (token: string, list: string) => t.call('POST', '/api/saved-filters/index', { token, body: { list } });

describe('saved filters', () => {
  it('saves a named filter and lists it for its list only, without the page', async () => {
    const res = await store(admin, { list: 'users', name: 'Pending providers', filters: { status: 'pending', type_id: '2', page: '3', sort: 'name' } });
    expect(res.statusCode, res.body).toBe(201);
    expectContract('storeSavedFilter', 201, res.json());
    expect(res.json().data).toMatchObject({ list: 'users', name: 'Pending providers', filters: { status: 'pending', type_id: '2', sort: 'name' } });
    expect(res.json().data.filters.page).toBeUndefined();

    const mine = await index(admin, 'users');
    expectContract('listSavedFilters', 200, mine.json());
    expect(mine.json().data.map((f: { name: string }) => f.name)).toEqual(['Pending providers']);
    expect((await index(admin, 'roles')).json().data).toEqual([]);
  });

  it('shows a user only their own, and someone else’s cannot be deleted (404)', async () => {
    const theirs = (await store(kdana, { list: 'users', name: 'Mine', filters: { search: 'x' } })).json().data as { id: number };
    expect((await index(admin, 'users')).json().data.map((f: { name: string }) => f.name)).not.toContain('Mine');
    const del = await t.call('POST', `/api/saved-filters/delete/${theirs.id}`, { token: admin });
    expect(del.statusCode).toBe(404);
    expect((await index(kdana, 'users')).json().data).toHaveLength(1);
    const own = await t.call('POST', `/api/saved-filters/delete/${theirs.id}`, { token: kdana, lang: 'ar' });
    expect(own.statusCode).toBe(200);
    expect(own.json().message).toBe('تم حذف عامل التصفية المحفوظ');
    expect((await index(kdana, 'users')).json().data).toEqual([]);
  });

  it('refuses a taken name, an empty name, a malformed list name and non-string values (422)', async () => {
    const taken = await store(admin, { list: 'users', name: ' Pending providers ', filters: {} });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.name).toEqual(['You already have a filter with this name for this list']);
    // the same name on another list is fine
    expect((await store(admin, { list: 'requests', name: 'Pending providers', filters: {} })).statusCode).toBe(201);
    const empty = await store(admin, { list: 'users', name: '   ', filters: {} });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.name).toBeDefined();
    expect((await store(admin, { list: 'not a list name!', name: 'x', filters: {} })).statusCode).toBe(422);
    expect((await store(admin, { list: 'users', name: 'x', filters: { status: { $ne: 1 } } })).statusCode).toBe(422);
    expect((await store(admin, { list: 'users', name: 'x'.repeat(61), filters: {} })).statusCode).toBe(422);
  });

  it('needs a session (401)', async () => {
    expect((await t.call('POST', '/api/saved-filters/index', { body: { list: 'users' } })).statusCode).toBe(401);
  });
});
