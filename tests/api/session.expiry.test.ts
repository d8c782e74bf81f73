/**
 * Session expiry (docs/security.md, session management): a token idle past SESSION_IDLE_MINUTES
 * or older than SESSION_ABSOLUTE_HOURS is no longer a session — 401, and the client goes to /login.
 * The clock is moved in the database, not waited for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_IDLE_MINUTES: '30', SESSION_ABSOLUTE_HOURS: '8' });
});
afterAll(() => t.close());

const me = (token: string) => t.call('GET', '/api/auth/permission-me', { token });
const sessionOf = async () => (await t.database.execute('select id from sessions order by id desc limit 1')).rows[0]!.id as number;

describe('session expiry', () => {
  it('ends a session idle longer than SESSION_IDLE_MINUTES, and keeps one used within it', async () => {
    const token = await t.login('kdana@mashaer.test');
    const id = await sessionOf();
    await t.database.execute("update sessions set last_seen_at = now() - interval '29 minutes' where id = $1", [id]);
    expect((await me(token)).statusCode).toBe(200);
    await t.database.execute("update sessions set last_seen_at = now() - interval '31 minutes' where id = $1", [id]);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('ends a session past its absolute expiry however recently it was used', async () => {
    const token = await t.login('gov@mashaer.test');
    const id = await sessionOf();
    const { rows } = await t.database.execute('select extract(epoch from expires_at - created_at) / 3600 as hours from sessions where id = $1', [id]);
    expect(Math.round(Number(rows[0]!.hours))).toBe(8);
    await t.database.execute("update sessions set expires_at = now() - interval '1 second', last_seen_at = now() where id = $1", [id]);
    expect((await me(token)).statusCode).toBe(401);
  });
});
