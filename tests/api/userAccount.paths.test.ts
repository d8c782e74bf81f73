/**
 * Every transition of the userAccount machine, through the real API.
 *
 * @xstate/graph walks the machine itself (each event leads through a busy state
 * whose actor's "done" event lands on the target), giving the shortest path from a
 * new account to each busy state: one path per transition. Each path starts from a
 * real registration (the machine's initial status, pending) and sends each event
 * through the HTTP call that carries it, checking the stored status, the history
 * row and the answer after each. At the end of each path every event the status
 * does not take is sent too, and must change nothing.
 */
import { getShortestPaths } from '@xstate/graph';
import type { AnyMachineSnapshot } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userAccountMachine } from '../../machines';
import { acceptedEvents, BUSY_TAG, describeLifecycle, statusOf, transitionsFrom } from '../../machines/core';
import { createTestApp, type TestApp } from './harness';
import { application, postForms, register, type Fields } from './registration.support';

const machine = userAccountMachine;
const lifecycle = describeLifecycle(machine);
// role 3 is the demo service-provider role: the applicants register as service providers (type 2), and an account is given only roles for its type
const payloads: Record<string, Record<string, unknown>> = { ACTIVATE: { roles: [3] }, REJECT: { reject_reason: 'السجل التجاري غير واضح' } };

/** One path: the events from a new (pending) account, and the status after each. */
interface AccountPath {
  events: string[];
  statuses: string[];
}

function generatePaths(): AccountPath[] {
  const plans = getShortestPaths(
    machine as never,
    {
      events: (snapshot: AnyMachineSnapshot) => {
        if (snapshot.hasTag(BUSY_TAG)) {
          const busy = Object.values(snapshot.value as Record<string, string>)[0];
          return [{ type: `xstate.done.actor.${machine.id}.${busy}`, output: {} }];
        }
        return acceptedEvents(machine, statusOf(snapshot)).map((type) => ({ type, ...payloads[type] }));
      },
      serializeState: (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value),
    } as never,
  ) as Array<{ state: AnyMachineSnapshot; steps: Array<{ event: { type: string } }> }>;
  // a path ending in a busy state is one transition, reached the shortest way
  return plans
    .filter((p) => p.state.hasTag(BUSY_TAG))
    .map((p) => {
      const events = p.steps.map((s) => s.event.type).filter((type) => !type.startsWith('xstate.'));
      const statuses: string[] = [];
      let status = lifecycle.initial;
      for (const event of events) {
        status = transitionsFrom(machine, status, event)[0]!.to;
        statuses.push(status);
      }
      return { events, statuses };
    });
}

const paths = generatePaths();

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@mashaer.test');
});
afterAll(async () => {
  await t?.close();
});

interface Account {
  id: number;
  email: string;
  forms: Fields;
}

const stored = async (id: number) => (await t.database.execute('select status, version from users where id = $1', [id])).rows[0] as { status: string; version: number };
const lastHistory = async (id: number) =>
  (await t.database.execute("select event, from_status, to_status from workflow_history where workflow = 'userAccount' and record_id = $1 order by id desc limit 1", [id])).rows[0];
const historyCount = async (id: number) => Number((await t.database.execute("select count(*)::int as n from workflow_history where workflow = 'userAccount' and record_id = $1", [id])).rows[0].n);

/** The applicant's current token: a registration session while not active, a portal one when active, none when disabled. */
async function applicantToken(account: Account): Promise<string | undefined> {
  const res = await t.call('POST', '/api/auth/login', { body: { email: account.email, password: 'Wafa#2026' } });
  return (res.json().data?.token as string | undefined) ?? undefined;
}

/** The HTTP call that carries each event. */
async function send(account: Account, event: string) {
  const adminCall = (body: Record<string, unknown>) => t.call('POST', `/api/users/switch-user-status/${account.id}`, { token: admin, body });
  switch (event) {
    case 'ACTIVATE':
      return adminCall({ status: 'active', roles: payloads.ACTIVATE!.roles });
    case 'REJECT':
      return adminCall({ status: 'rejected', reject_reason: payloads.REJECT!.reject_reason });
    case 'DISABLE':
      return adminCall({ platform: 'disabled' });
    case 'ENABLE':
      return adminCall({ platform: 'active' });
    case 'UPDATE_FORMS':
      return postForms(t, '/api/auth/registration-forms', (await applicantToken(account)) ?? '', { ...account.forms, phone: '966587654321' });
    case 'RESUBMIT':
      return postForms(t, '/api/auth/registration-forms/resubmit', (await applicantToken(account)) ?? '', account.forms);
    default:
      throw new Error(`no HTTP call carries ${event}; add it to this test`);
  }
}

describe('userAccount: every transition through the API', () => {
  it('the generated paths cover every transition of the machine', () => {
    const covered = new Set(paths.map((p) => `${p.statuses.length > 1 ? p.statuses.at(-2) : lifecycle.initial}:${p.events.at(-1)}`));
    const all = new Set(lifecycle.states.flatMap((s) => s.transitions.map((tr) => `${s.key}:${tr.event}`)));
    expect([...covered].sort()).toEqual([...all].sort());
  });

  const refusalsChecked = new Set<string>();

  for (const path of paths) {
    it(`${lifecycle.initial} → ${path.events.map((e, i) => `${e} → ${path.statuses[i]}`).join(' → ')}`, async () => {
      const app = application();
      const registered = await register(t, app);
      expect(registered.statusCode).toBe(201);
      const { email: _e, password: _p, password_confirmation: _c, ...forms } = app.fields;
      const account: Account = { id: registered.json().data.user.id, email: String(app.fields.email), forms };
      expect((await stored(account.id)).status).toBe(lifecycle.initial);

      let from = lifecycle.initial;
      for (const [i, event] of path.events.entries()) {
        const before = await stored(account.id);
        const res = await send(account, event);
        expect(res.statusCode, `${event} from ${from}: ${res.body}`).toBe(200);
        const to = path.statuses[i]!;
        const answered = res.json().data;
        expect(answered.user?.status ?? answered.status).toBe(to);
        expect(await stored(account.id)).toEqual({ status: to, version: before.version + 1 });
        expect(await lastHistory(account.id)).toEqual({ event, from_status: from, to_status: to });
        from = to;
      }

      // every event the final status does not take is refused and changes nothing
      if (refusalsChecked.has(from)) return;
      refusalsChecked.add(from);
      for (const event of lifecycle.events.filter((e) => !acceptedEvents(machine, from).includes(e))) {
        const before = await stored(account.id);
        const history = await historyCount(account.id);
        const res = await send(account, event);
        expect([401, 403, 409], `${event} from ${from}: ${res.body}`).toContain(res.statusCode);
        expect(await stored(account.id)).toEqual(before);
        expect(await historyCount(account.id)).toBe(history);
      }
    });
  }
});
