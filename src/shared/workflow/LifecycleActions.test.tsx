import { beforeAll, describe, expect, it, vi } from 'vitest';

// The API client builds Requests from relative URLs ("/api/…"), which Node's Request
// (jsdom has none) cannot resolve: give it the page's address, before the client loads.
vi.hoisted(() => {
  const NodeRequest = globalThis.Request;
  globalThis.Request = class extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' && input.startsWith('/') ? new URL(input, globalThis.location.href).toString() : input, init);
    }
  } as typeof Request;
});
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setup } from 'xstate';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { command, lifecycle, lifecycleActions, type CommandInput } from '../../../machines/core/lifecycle';
import { conflict, rule } from '../../../machines/core/rule';
import type { LifecycleContext, Who } from '../../../machines/core/types';
import { userAccountMachine } from '../../../machines/userAccount/machine';
import { initI18nWithAreas as initI18n } from '../i18n/all';
import { sessionStore } from '../auth/session';
import { setTransport } from '../api/client';
import { LifecycleActions } from './LifecycleActions';
import { statusOptions } from './statusOptions';

type Rec = { id: number; status: string; paid: boolean };
type Ev = { type: 'APPROVE' } | { type: 'ARCHIVE' } | { type: 'CLOSE' };
const { stable } = lifecycle('testRecord');
const who: Who = { permissions: ['user-update'] };
const machine = setup({
  types: { context: {} as LifecycleContext<Rec>, events: {} as Ev, input: {} as { record?: Rec } | undefined },
  actors: { approve: command<Rec, CommandInput<Rec, Ev>>(), archive: command<Rec, CommandInput<Rec, Ev>>(), close: command<Rec, CommandInput<Rec, Ev>>() },
  guards: { paid: rule<{ context: LifecycleContext<Rec> }>(conflict('common.invalid'), ({ context }) => !!context.record?.paid) },
  actions: lifecycleActions,
}).createMachine({
  id: 'testRecord',
  context: ({ input }) => (input?.record ? { record: input.record } : {}),
  initial: 'open',
  states: {
    open: stable(
      { label: { ar: 'مفتوح', en: 'Open' }, tone: 'info' },
      {
        APPROVE: { target: 'done', actor: 'approve', meta: { label: { ar: 'اعتماد', en: 'Approve' }, who, spec: [] } },
        ARCHIVE: { target: 'done', actor: 'archive', guard: 'paid', meta: { label: { ar: 'أرشفة', en: 'Archive' }, who, spec: [], example: {} } },
        CLOSE: { target: 'done', actor: 'close', meta: { label: { ar: 'إغلاق', en: 'Close' }, who, spec: [], confirm: { ar: 'هل أنت متأكد من الإغلاق؟', en: 'Close it?' } } },
      },
    ),
    done: stable({ label: { ar: 'منتهٍ', en: 'Done' }, tone: 'success' }, {}),
  },
});

function show(record: Rec, actors: Record<string, (i: { record: Rec }) => Promise<Rec>>, workflow?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <LifecycleActions machine={machine} workflow={workflow} record={record} actors={actors} />
      <ConfirmDialog />
    </QueryClientProvider>,
  );
}

beforeAll(() => {
  initI18n();
  sessionStore.set({
    token: 't',
    scope: 'portal',
    permissions: ['user-update'],
    user: {
      id: 1,
      name: 'Admin',
      email: 'a@a',
      type_id: 1,
      type: { id: 1, code: 'admin', name: 'admin' },
      roles: [],
      status: 'active',
      status_text: '',
      mozdalefa_status: 'active',
      is_entity: 0,
      is_government: 0,
      is_government_for_location_order: 0,
      is_acknowledged: 1,
      version: 1,
    },
  } as never);
});

describe('LifecycleActions', () => {
  it('runs an allowed event through the machine', async () => {
    const approve = vi.fn(async ({ record }: { record: Rec }) => ({ ...record, status: 'done' }));
    show({ id: 1, status: 'open', paid: false }, { approve, archive: approve, close: approve });
    await userEvent.click(screen.getByRole('button', { name: 'اعتماد' }));
    await waitFor(() => expect(approve).toHaveBeenCalledTimes(1));
  });

  it('shows an action the machine would refuse disabled, with the reason', () => {
    show({ id: 2, status: 'open', paid: false }, {});
    const archive = screen.getByRole('button', { name: 'أرشفة' });
    expect(archive).toBeDisabled();
    expect(archive.getAttribute('aria-describedby')).toBe('why-2-ARCHIVE');
    expect(document.getElementById('why-2-ARCHIVE')?.textContent).toBeTruthy();
  });

  it('asks the machine’s confirmation before sending', async () => {
    const close = vi.fn(async ({ record }: { record: Rec }) => ({ ...record, status: 'done' }));
    show({ id: 3, status: 'open', paid: true }, { close });
    expect(screen.getByRole('button', { name: 'أرشفة' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'إغلاق' }));
    expect(await screen.findByText('هل أنت متأكد من الإغلاق؟')).toBeTruthy();
    expect(close).not.toHaveBeenCalled();
    const buttons = screen.getAllByRole('button', { name: 'إغلاق' });
    await userEvent.click(buttons[buttons.length - 1]!);
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
  });

  it('shows nothing to a user the transitions do not name', () => {
    sessionStore.set({ ...sessionStore.get()!, permissions: [] });
    const { container } = show({ id: 4, status: 'open', paid: true }, {});
    expect(container.querySelector('.lifecycle-actions')).toBeNull();
    sessionStore.set({ ...sessionStore.get()!, permissions: ['user-update'] });
  });
});

describe('LifecycleActions with the server’s answer', () => {
  const answering = (status: number, body: unknown) => {
    const asked: string[] = [];
    setTransport(async (request) => {
      asked.push(new URL(request.url, 'http://localhost').pathname);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    });
    return asked;
  };
  const events = (id: number, status = 'open') => ({
    message: 'ok',
    data: {
      workflow: 'testRecord',
      id,
      status,
      version: 1,
      events: [
        { event: 'APPROVE', label: { ar: 'اعتماد', en: 'Approve' }, allowed: 0, reason: 'الميزانية مغلقة' },
        { event: 'ARCHIVE', label: { ar: 'أرشفة', en: 'Archive' }, allowed: 1 },
        { event: 'CLOSE', label: { ar: 'إغلاق', en: 'Close' }, allowed: 0, reason: 'ليس لديك صلاحية لتنفيذ هذا الإجراء' },
        { event: 'REOPEN', label: { ar: 'إعادة فتح', en: 'Reopen' }, allowed: 1 },
      ],
    },
  });

  it('shows, disables and explains the actions as the server answers for this user', async () => {
    const asked = answering(200, events(5));
    show({ id: 5, status: 'open', paid: false }, {}, 'testRecord');
    // the server refuses what the machine alone would allow, with its reason
    await waitFor(() => expect(screen.getByRole('button', { name: 'اعتماد' })).toBeDisabled());
    expect(document.getElementById('why-5-APPROVE')?.textContent).toBe('الميزانية مغلقة');
    // and allows what the machine could not tell (a fact only the server has)
    expect(screen.getByRole('button', { name: 'أرشفة' })).toBeEnabled();
    // an event the server allows that the machine does not show to this user (a party): shown
    expect(screen.getByRole('button', { name: 'إعادة فتح' })).toBeEnabled();
    // refused and still the machine's to offer: disabled with the server's words
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeDisabled();
    expect(asked).toContain('/api/workflows/testRecord/records/5/events');
  });

  it('leaves out an event the server refuses that the machine does not offer this user', async () => {
    const answer = events(6);
    answer.data.events.push({ event: 'PURGE', label: { ar: 'حذف نهائي', en: 'Purge' }, allowed: 0, reason: 'ليس لديك صلاحية لتنفيذ هذا الإجراء' });
    answering(200, answer);
    show({ id: 6, status: 'open', paid: false }, {}, 'testRecord');
    await waitFor(() => expect(screen.getByRole('button', { name: 'اعتماد' })).toBeDisabled());
    expect(screen.queryByRole('button', { name: 'حذف نهائي' })).toBeNull();
  });

  it('falls back to the machine when the server cannot answer, or answers for another status', async () => {
    answering(404, { message: 'not found' });
    const { unmount } = show({ id: 7, status: 'open', paid: false }, {}, 'testRecord');
    expect(screen.getByRole('button', { name: 'اعتماد' })).toBeEnabled();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('button', { name: 'اعتماد' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'أرشفة' })).toBeDisabled();
    unmount();
    answering(200, events(8, 'done'));
    show({ id: 8, status: 'open', paid: false }, {}, 'testRecord');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('button', { name: 'اعتماد' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'إعادة فتح' })).toBeNull();
  });
});

describe('statusOptions', () => {
  it('lists the machine’s statuses with labels and tones in either language', () => {
    expect(statusOptions(machine, 'en')).toEqual([
      { value: 'open', label: 'Open', tone: 'info' },
      { value: 'done', label: 'Done', tone: 'success' },
    ]);
    const ar = statusOptions(userAccountMachine, 'ar');
    expect(ar.map((o) => o.value)).toContain('active');
    expect(ar.every((o) => o.label && o.tone)).toBe(true);
  });
});
