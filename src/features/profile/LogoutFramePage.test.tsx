/**
 * The sister-site logout frame: a {type: 'logout'} message from a configured
 * sister's origin revokes and clears our session and is answered; anything else
 * changes nothing.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

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
import { render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { initI18nWithAreas as initI18n } from '../../shared/i18n/all';
import { setTransport } from '../../shared/api/client';
import { sessionStore, type SessionData } from '../../shared/auth/session';
import LogoutFramePage from './LogoutFramePage';

const SISTER = 'http://mina.localhost:3000';
const config = {
  message: 'ok',
  data: {
    site: 'muzdalifah',
    mena_api_base: '/api',
    policy_acknowledgement: false,
    sisters: [
      { key: 'mina', name: { ar: 'منى', en: 'Mina' }, url: SISTER, logout_url: `${SISTER}/logout-frame` },
      { key: 'arafat', name: { ar: 'عرفات', en: 'Arafat' }, url: 'http://arafat.localhost:3000', logout_url: 'http://arafat.localhost:3000/logout-frame' },
    ],
  },
};

let requests: Array<{ method: string; path: string; auth: string | null }>;

function signIn() {
  sessionStore.set({
    token: 'secret-token',
    scope: 'portal',
    user: {
      id: 3,
      name: 'شركة الضيافة',
      email: 'provider@mashaer.test',
      type_id: 2,
      type: { id: 2, code: 'service_provider', name: 'مقدم خدمة' },
      roles: [],
      status: 'active',
      status_text: 'نشط',
      mozdalefa_status: 'active',
      is_entity: 0,
      is_government: 0,
      is_government_for_location_order: 0,
      is_acknowledged: 1,
      version: 1,
    },
    roles: [],
    permissions: ['notification-index'],
  } as SessionData);
}

function renderFrame() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <LogoutFramePage />
    </QueryClientProvider>,
  );
}

/** A window to stand for the sister that posted, so the answer can be seen. */
function sisterWindow() {
  const frame = document.createElement('iframe');
  document.body.appendChild(frame);
  const win = frame.contentWindow!;
  const post = vi.spyOn(win, 'postMessage').mockImplementation(() => {});
  return { win, post };
}

const send = (data: unknown, origin: string, source: Window | null = null) => window.dispatchEvent(new MessageEvent('message', { data, origin, source }));

beforeEach(() => {
  initI18n('ar');
  requests = [];
  setTransport(async (request) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    requests.push({ method: request.method, path, auth: request.headers.get('authorization') });
    if (path === '/api/config') return new Response(JSON.stringify(config), { status: 200, headers: { 'content-type': 'application/json' } });
    if (path === '/api/auth/logout') return new Response(JSON.stringify({ message: 'ok' }), { status: 200, headers: { 'content-type': 'application/json' } });
    return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
  });
  signIn();
});
afterEach(() => {
  sessionStore.clear();
  document.body.innerHTML = '';
});

const configLoaded = () => waitFor(() => expect(requests.some((r) => r.path === '/api/config')).toBe(true));

describe('/logout-frame', () => {
  it('signs out here on a logout message from a configured sister, and answers it', async () => {
    renderFrame();
    await configLoaded();
    const sister = sisterWindow();
    // the listener is attached once the sister list is known
    await waitFor(() => {
      send({ type: 'logout' }, SISTER, sister.win);
      expect(requests.some((r) => r.path === '/api/auth/logout')).toBe(true);
    });
    expect(requests.find((r) => r.path === '/api/auth/logout')!.auth).toBe('Bearer secret-token');
    await waitFor(() => expect(sessionStore.get()).toBeNull());
    await waitFor(() => expect(sister.post).toHaveBeenCalledWith({ type: 'logout:done' }, SISTER));
    expect(localStorage.getItem('mashaer.session')).toBeNull();
  });

  it('ignores a logout message from an origin that is not a sister', async () => {
    renderFrame();
    await configLoaded();
    await new Promise((r) => setTimeout(r, 50));
    send({ type: 'logout' }, 'http://evil.example');
    send({ type: 'logout' }, 'http://mina.localhost:4000');
    await new Promise((r) => setTimeout(r, 50));
    expect(requests.some((r) => r.path === '/api/auth/logout')).toBe(false);
    expect(sessionStore.get()?.token).toBe('secret-token');
    // the page was listening all along: the sister's own message is obeyed
    send({ type: 'logout' }, SISTER);
    await waitFor(() => expect(sessionStore.get()).toBeNull());
  });

  it('ignores other messages from a sister', async () => {
    renderFrame();
    await configLoaded();
    await new Promise((r) => setTimeout(r, 50));
    send({ type: 'hello' }, SISTER);
    send('logout', SISTER);
    await new Promise((r) => setTimeout(r, 50));
    expect(requests.some((r) => r.path === '/api/auth/logout')).toBe(false);
    expect(sessionStore.get()?.token).toBe('secret-token');
    send({ type: 'logout' }, SISTER);
    await waitFor(() => expect(sessionStore.get()).toBeNull());
  });

  it('with no session here, clears nothing and calls nothing, but still answers', async () => {
    sessionStore.clear();
    renderFrame();
    await configLoaded();
    const sister = sisterWindow();
    await waitFor(() => {
      send({ type: 'logout' }, 'http://arafat.localhost:3000', sister.win);
      expect(sister.post).toHaveBeenCalledWith({ type: 'logout:done' }, 'http://arafat.localhost:3000');
    });
    expect(requests.some((r) => r.path === '/api/auth/logout')).toBe(false);
  });
});
