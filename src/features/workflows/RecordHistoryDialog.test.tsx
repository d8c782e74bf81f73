import { beforeAll, describe, expect, it, vi } from 'vitest';

// The API client builds Requests from relative URLs ("/api/…"), which Node's Request (jsdom has none) cannot
// resolve: give it the page's address, before the client loads.
vi.hoisted(() => {
  const NodeRequest = globalThis.Request;
  globalThis.Request = class extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' && input.startsWith('/') ? new URL(input, globalThis.location.href).toString() : input, init);
    }
  } as typeof Request;
});
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { violationMachine } from '../../../machines';
import { describeLifecycle } from '../../../machines/core/describe';
import { initI18nWithAreas as initI18n } from '../../shared/i18n/all';
import { setTransport } from '../../shared/api/client';
import RecordHistoryDialog, { PLAY_STEP_MS } from './RecordHistoryDialog';
import { layoutLifecycle } from './layout';

const step = (event: string, from: string | null, to: string, at: string, actor: { id: number | null; name: string }) => ({
  event,
  event_label: event === 'CREATE' ? 'Created' : event === 'ISSUE' ? 'Issue' : 'Make ready',
  from_status: from,
  from_label: from === null ? null : from === 'draft' ? 'Draft' : 'Issued',
  to_status: to,
  to_label: to === 'draft' ? 'Draft' : to === 'issued' ? 'Issued' : 'Ready',
  at,
  actor,
});
const history = {
  message: 'ok',
  data: {
    workflow: 'violation',
    id: 9,
    status: 'ready',
    steps: [
      step('CREATE', null, 'draft', '2026-05-01T08:00:00Z', { id: 3, name: 'Civil Defence desk' }),
      step('ISSUE', 'draft', 'issued', '2026-05-01T10:00:00Z', { id: 3, name: 'Civil Defence desk' }),
      step('MAKE_READY', 'issued', 'ready', '2026-05-02T09:30:00Z', { id: null, name: 'The system' }),
    ],
  },
};

beforeAll(async () => {
  HTMLCanvasElement.prototype.getContext = (() => null) as never;
  initI18n('en');
  await layoutLifecycle(describeLifecycle(violationMachine), 'en');
  setTransport(async () => new Response(JSON.stringify(history), { status: 200, headers: { 'content-type': 'application/json' } }));
}, 30_000);

const position = () => Number(screen.getByTestId('replay-position').getAttribute('data-index'));
const current = () => document.querySelector('svg g.wf-node[data-current="true"]')?.getAttribute('data-status');

describe('the status and history dialog', () => {
  it('opens on the record as it is, then steps back and forth through its path, highlighting each transition', async () => {
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RecordHistoryDialog machine={violationMachine} workflow="violation" recordId={9} visible onHide={() => {}} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(document.querySelector('svg.wf-svg')).not.toBeNull());
    expect(position()).toBe(2);
    expect(current()).toBe('ready');
    expect(screen.getByTestId('replay-step')).toHaveTextContent('The system sent “Make ready” (MAKE_READY)');
    expect(screen.getByTestId('replay-step')).toHaveTextContent('from “Issued” to “Ready”');
    expect(screen.getByRole('button', { name: 'Next step' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'First step' }));
    expect(position()).toBe(0);
    expect(current()).toBe('draft');
    expect(screen.getByTestId('replay-step')).toHaveTextContent('Civil Defence desk created the record in “Draft”');
    expect(document.querySelector('path[data-edge="__initial->draft"]')).toHaveAttribute('data-taken', 'true');
    expect(document.querySelector('path[data-edge="draft->issued"]')).not.toHaveAttribute('data-taken');
    expect(screen.getByRole('button', { name: 'Previous step' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next step' }));
    expect(position()).toBe(1);
    expect(current()).toBe('issued');
    expect(document.querySelector('path[data-edge="draft->issued"]')).toHaveAttribute('data-taken', 'true');
    expect(document.querySelector('path[data-edge="draft->issued"]')?.getAttribute('class')).toContain('last');
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Last step' }));
    expect(position()).toBe(2);
  });

  it('plays the path from the start, one step at a time, and stops at the end', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <RecordHistoryDialog machine={violationMachine} workflow="violation" recordId={9} visible onHide={() => {}} />
        </QueryClientProvider>,
      );
      await waitFor(() => expect(screen.getByTestId('replay-position')).toBeInTheDocument());
      await user.click(screen.getByRole('button', { name: 'Play' }));
      expect(position()).toBe(0);
      expect(screen.getByRole('button', { name: 'Pause' })).toHaveAttribute('aria-pressed', 'true');
      await act(async () => vi.advanceTimersByTime(PLAY_STEP_MS));
      expect(position()).toBe(1);
      await act(async () => vi.advanceTimersByTime(PLAY_STEP_MS));
      expect(position()).toBe(2);
      await act(async () => vi.advanceTimersByTime(PLAY_STEP_MS));
      expect(screen.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'false');
    } finally {
      vi.useRealTimers();
    }
  });
});
